#include "ui/charts/gpubarschart.h"

#include "core/document/project.h"
#include "core/models/displayformat.h"
#include "core/models/resultmodel.h"
#include "ui/charts/chartstyle.h"

#include <qcustomplot.h>

#include <algorithm>

namespace flopsheet {
namespace {

// A bar's rectangle in pixels, from its base at zero to its value.
std::function<QRectF()> barRect(QCPAxis *x, QCPAxis *y, double key, double value, double width)
{
    return [=] {
        return QRectF(QPointF(x->coordToPixel(key - width / 2), y->coordToPixel(value)),
            QPointF(x->coordToPixel(key + width / 2), y->coordToPixel(0)))
            .normalized();
    };
}

} // namespace

GpuBarsChart::GpuBarsChart(QWidget *parent) : ChartView(parent) { }

QString GpuBarsChart::subject() const
{
    return tr("wall time and cost on each GPU type");
}

QString GpuBarsChart::draw(const ChartInput &input)
{
    m_wall.clear();
    m_cost.clear();
    m_rows.clear();
    const Project &project = *input.project;
    const ResultModel &results = *input.results;
    const WorkloadEntry &workload = project.workload(input.workloadRow);
    setTitle(tr("Wall time and cost per GPU type: %1 at the planned GPU counts").arg(workload.workload.name),
        tr("Per GPU type: %1").arg(workload.workload.name));

    struct Bar {
        int hardwareRow;
        const Estimate *estimate;
    };
    std::vector<Bar> bars;
    for (int h = 0; h < project.hardwareCount(); ++h) {
        const int row = results.rowFor(input.workloadRow, h);
        if (row < 0)
            continue;
        const Estimate &e = results.estimateAt(row);
        if (e.ok() && isKnown(e.wallHours))
            bars.push_back({ h, &e });
    }
    if (bars.empty())
        return tr("%1 has no estimate on any included GPU type.").arg(workload.workload.name);
    std::stable_sort(bars.begin(), bars.end(), [](const Bar &a, const Bar &b) {
        const double ca = isKnown(a.estimate->costUsd) ? a.estimate->costUsd : 1e300;
        const double cb = isKnown(b.estimate->costUsd) ? b.estimate->costUsd : 1e300;
        return ca < cb;
    });

    QCustomPlot *p = plot();
    chartstyle::setLinearAxis(p->xAxis);
    chartstyle::setLinearAxis(p->yAxis, formatHours);
    chartstyle::setLinearAxis(p->yAxis2, chartstyle::moneyTick);
    p->yAxis2->setVisible(true);
    p->yAxis->setLabel(tr("Wall time (hours)"));
    p->yAxis2->setLabel(tr("Cost (USD)"));

    // Each GPU type in its colour: wall time solid, cost hatched. The legend explains the two.
    constexpr double kOffset = 0.19;
    constexpr double kWidth = 0.36;
    const QColor keyColour(0x70, 0x70, 0x70);
    auto *wallKey = new QCPBars(p->xAxis, p->yAxis);
    wallKey->setName(tr("Wall time (solid, left axis)"));
    wallKey->setPen(QPen(keyColour.darker(130)));
    wallKey->setBrush(keyColour);
    auto *costKey = new QCPBars(p->xAxis, p->yAxis2);
    costKey->setName(tr("Cost (hatched, right axis)"));
    costKey->setPen(QPen(keyColour, 1.5));
    costKey->setBrush(QBrush(keyColour, Qt::BDiagPattern));

    QSharedPointer<QCPAxisTickerText> ticker(new QCPAxisTickerText);
    double maxWall = 0, maxCost = 0;
    QFont small = p->font();
    small.setPointSizeF(small.pointSizeF() - 1);
    for (size_t i = 0; i < bars.size(); ++i) {
        const double key = double(i + 1);
        const Estimate &e = *bars[i].estimate;
        const HardwareEntry &hw = project.hardware(bars[i].hardwareRow);
        m_rows.append(bars[i].hardwareRow);
        const int count = results.scenarioAt(results.rowFor(input.workloadRow, bars[i].hardwareRow)).gpuCount;
        ticker->addTick(
            key, tr("%1\n× %2%3").arg(hw.gpu.name).arg(count).arg(e.fits ? QString() : tr(" (does not fit)")));
        setShortCategoryLabel(key, hw.gpu.name + (e.fits ? QString() : tr(" (does not fit)")));
        const QColor colour = chartstyle::gpuColor(bars[i].hardwareRow);
        auto *wall = new QCPBars(p->xAxis, p->yAxis);
        wall->removeFromLegend();
        wall->setWidth(kWidth);
        wall->setPen(QPen(colour.darker(130)));
        wall->setBrush(colour);
        wall->addData(key - kOffset, e.wallHours);
        m_wall.append(wall);
        maxWall = std::max(maxWall, e.wallHours);
        QString tip = tr("%1 × %2\n%3 wall time\n%4")
                          .arg(hw.gpu.name)
                          .arg(count)
                          .arg(chartstyle::hoursText(e.wallHours),
                              isKnown(e.costUsd) ? formatMoney(e.costUsd) : tr("no price"));
        if (!e.fits)
            tip += QLatin1Char('\n') + tr("does not fit in memory");
        addHoverPoint(p->xAxis, p->yAxis, key - kOffset, e.wallHours, tip, bars[i].hardwareRow);
        // A value over each bar where it fits clear of the bars beside it (the tooltips have them all).
        auto label = [&](QCPAxis *axis, double x, double y, const QString &text) {
            auto *t = new QCPItemText(p);
            t->setFont(small);
            t->setText(text);
            labels().add(t, { { plotPoint(p->xAxis, axis, x, y), Qt::AlignHCenter | Qt::AlignBottom, { 0, -4 } } }, {});
            labels().addObstacle(barRect(p->xAxis, axis, x, y, kWidth));
        };
        label(p->yAxis, key - kOffset, e.wallHours, chartstyle::hoursText(e.wallHours));
        if (isKnown(e.costUsd)) {
            auto *cost = new QCPBars(p->xAxis, p->yAxis2);
            cost->removeFromLegend();
            cost->setWidth(kWidth);
            cost->setPen(QPen(colour, 1.5));
            cost->setBrush(QBrush(colour, Qt::BDiagPattern));
            cost->addData(key + kOffset, e.costUsd);
            m_cost.append(cost);
            maxCost = std::max(maxCost, e.costUsd);
            addHoverPoint(p->xAxis, p->yAxis2, key + kOffset, e.costUsd, tip, bars[i].hardwareRow);
            label(p->yAxis2, key + kOffset, e.costUsd, formatMoney(e.costUsd));
        }
    }
    p->xAxis->setTicker(ticker);
    p->xAxis->setTickLength(0, 4);
    p->xAxis->grid()->setVisible(false);
    p->xAxis->setRange(0.4, double(bars.size()) + 0.6);
    // Headroom for the values over the tallest bars.
    p->yAxis->setRange(0, maxWall * 1.2);
    p->yAxis2->setRange(0, maxCost > 0 ? maxCost * 1.2 : 1);
    return {};
}

} // namespace flopsheet
