#include "ui/charts/memorychart.h"

#include "core/document/project.h"
#include "core/estimate/units.h"
#include "core/models/displayformat.h"
#include "core/models/resultmodel.h"
#include "ui/charts/chartstyle.h"

#include <qcustomplot.h>

#include <algorithm>

namespace flopsheet {
namespace {

// A stack's rectangle in pixels (its bars are 0.6 wide), from zero to its total.
std::function<QRectF()> stackRect(QCPAxis *x, QCPAxis *y, double key, double total)
{
    return [=] {
        return QRectF(QPointF(x->coordToPixel(key - 0.3), y->coordToPixel(total)),
            QPointF(x->coordToPixel(key + 0.3), y->coordToPixel(0)))
            .normalized();
    };
}

// A capacity line as the pixels its pen covers.
std::function<QRectF()> lineRect(const QCPItemLine *line)
{
    return [line] {
        const double half = line->pen().widthF() / 2 + 1;
        return QRectF(line->start->pixelPosition(), line->end->pixelPosition())
            .normalized()
            .adjusted(0, -half, 0, half);
    };
}

} // namespace

MemoryChart::MemoryChart(QWidget *parent) : ChartView(parent) { }

QString MemoryChart::subject() const
{
    return tr("memory per GPU");
}

QString MemoryChart::draw(const ChartInput &input)
{
    m_stack.clear();
    m_rows.clear();
    const Project &project = *input.project;
    const ResultModel &results = *input.results;
    const WorkloadEntry &workload = project.workload(input.workloadRow);
    setTitle(tr("Memory per GPU: %1 at the planned GPU counts").arg(workload.workload.name),
        tr("Memory per GPU: %1").arg(workload.workload.name));

    std::vector<std::pair<int, const Estimate *>> bars;
    for (int h = 0; h < project.hardwareCount(); ++h) {
        const int row = results.rowFor(input.workloadRow, h);
        if (row >= 0 && results.estimateAt(row).ok())
            bars.push_back({ h, &results.estimateAt(row) });
    }
    if (bars.empty())
        return tr("%1 has no estimate on any included GPU type.").arg(workload.workload.name);

    struct Part {
        QString name;
        double MemoryBreakdown::*field;
        QRgb colour;
    };
    const Part parts[] = {
        { tr("Weights"), &MemoryBreakdown::weights, 0x4C72B0 },
        { tr("Gradients"), &MemoryBreakdown::gradients, 0x55A868 },
        { tr("Optimizer state"), &MemoryBreakdown::optimizer, 0x8172B2 },
        { tr("Activations"), &MemoryBreakdown::activations, 0xDD8452 },
        { tr("KV cache"), &MemoryBreakdown::kvCache, 0x64B5CD },
        { tr("Overhead"), &MemoryBreakdown::overhead, 0x9A9A9A },
    };

    QCustomPlot *p = plot();
    chartstyle::setLinearAxis(p->xAxis);
    chartstyle::setLinearAxis(p->yAxis);
    p->yAxis->setLabel(tr("Memory per GPU (GiB)"));
    QCPBars *below = nullptr;
    for (const Part &part : parts) {
        const bool used
            = std::any_of(bars.begin(), bars.end(), [&](const auto &b) { return b.second->memory.*(part.field) > 0; });
        if (!used)
            continue;
        auto *b = new QCPBars(p->xAxis, p->yAxis);
        b->setName(part.name);
        b->setWidth(0.6);
        b->setPen(QPen(QColor(part.colour).darker(140), 0.8));
        b->setBrush(QColor(part.colour));
        b->setStackingGap(0);
        for (size_t i = 0; i < bars.size(); ++i)
            b->addData(double(i + 1), bars[i].second->memory.*(part.field) / kGiB);
        if (below)
            b->moveAbove(below);
        below = b;
        m_stack.append(b);
    }

    // Capacity lines: one legend entry for each kind.
    QCPGraph *fitsKey = p->addGraph();
    fitsKey->setName(tr("GPU memory (fits)"));
    fitsKey->setPen(QPen(QColor(0x22, 0x22, 0x22), 2, Qt::DashLine));
    QCPGraph *overKey = p->addGraph();
    overKey->setName(tr("GPU memory (does not fit)"));
    overKey->setPen(QPen(QColor(0xD0, 0x10, 0x20), 3));
    bool anyOver = false;

    QSharedPointer<QCPAxisTickerText> ticker(new QCPAxisTickerText);
    double top = 0;
    QFont small = p->font();
    small.setPointSizeF(small.pointSizeF() - 1);
    for (size_t i = 0; i < bars.size(); ++i) {
        const double key = double(i + 1);
        const auto &[h, e] = bars[i];
        m_rows.append(h);
        const HardwareEntry &hw = project.hardware(h);
        const int count = results.scenarioAt(results.rowFor(input.workloadRow, h)).gpuCount;
        ticker->addTick(key, tr("%1\n× %2").arg(hw.gpu.name, QString::number(count)));
        setShortCategoryLabel(key, hw.gpu.name);
        const double used = e->memory.total() / kGiB;
        const double capacity = e->memoryCapacityGiB;
        top = std::max(top, used);
        QString tip = tr("%2 × %1\n%3 GiB of %4 GiB per GPU")
                          .arg(hw.gpu.name, QString::number(count), formatNumber(used), formatNumber(capacity));
        for (const Part &part : parts) {
            if (e->memory.*(part.field) > 0)
                tip += QStringLiteral("\n%1: %2 GiB").arg(part.name, formatNumber(e->memory.*(part.field) / kGiB));
        }
        addHoverPoint(p->xAxis, p->yAxis, key, used, tip, h);
        // The total over its stack, or over the capacity line where the line would strike it through.
        auto *total = new QCPItemText(p);
        total->setFont(small);
        total->setText(tr("%1 GiB").arg(formatNumber(used)));
        QList<LabelSpot> spots { { plotPoint(p->xAxis, p->yAxis, key, used), Qt::AlignHCenter | Qt::AlignBottom,
            { 0, -5 } } };
        ChartLabels::Options options;
        labels().addObstacle(stackRect(p->xAxis, p->yAxis, key, used));
        if (isKnown(capacity)) {
            top = std::max(top, capacity);
            const bool fits = e->fits;
            anyOver = anyOver || !fits;
            auto *line = new QCPItemLine(p);
            line->start->setCoords(key - 0.42, capacity);
            line->end->setCoords(key + 0.42, capacity);
            line->setPen(fits ? fitsKey->pen() : overKey->pen());
            labels().addObstacle(lineRect(line));
            spots << LabelSpot { plotPoint(p->xAxis, p->yAxis, key, capacity), Qt::AlignHCenter | Qt::AlignBottom,
                { 0, -6 } };
            if (!fits) {
                total->setColor(QColor(0xD0, 0x10, 0x20));
                total->setText(tr("%1 GiB\ndoes not fit").arg(formatNumber(used)));
                options.shorterTexts = { tr("%1 GiB").arg(formatNumber(used)) };
                QFont bold = small;
                bold.setBold(true);
                total->setFont(bold);
            }
        }
        labels().add(total, spots, options);
    }
    if (!anyOver)
        p->removeGraph(overKey);
    p->xAxis->setTicker(ticker);
    p->xAxis->setTickLength(0, 4);
    p->xAxis->grid()->setVisible(false);
    p->xAxis->setRange(0.4, double(bars.size()) + 0.6);
    p->yAxis->setRange(0, top * 1.25); // headroom for the totals over the highest line
    return {};
}

} // namespace flopsheet
