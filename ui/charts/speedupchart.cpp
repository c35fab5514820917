#include "ui/charts/speedupchart.h"

#include "core/charts/series.h"
#include "core/document/project.h"
#include "core/models/displayformat.h"
#include "core/report/layouttext.h"
#include "ui/charts/chartstyle.h"

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

namespace flopsheet {

SpeedupChart::SpeedupChart(QWidget *parent) : ChartView(parent) { }

QString SpeedupChart::subject() const
{
    return tr("the speedup against GPU count");
}

QString SpeedupChart::draw(const ChartInput &input)
{
    m_system = m_goodput = m_ideal = nullptr;
    m_criticalGpus = 0;
    const Project &project = *input.project;
    const WorkloadEntry &workload = project.workload(input.workloadRow);
    if (input.hardwareRow < 0) {
        setTitle(tr("Speedup: %1").arg(workload.workload.name));
        return tr("No GPU type is included.");
    }
    const HardwareEntry &hw = project.hardware(input.hardwareRow);
    setTitle(tr("Speedup: %1 on %2, against GPU count").arg(workload.workload.name, hw.gpu.name),
        tr("Speedup: %1").arg(workload.workload.name));
    if (workload.scenario.mode != Mode::Train)
        return tr("%1 is served, not trained: its speedup is the serving throughput.").arg(workload.workload.name);
    const std::vector<Speedup> curve = speedupSeries(workload, hw, project.assumptions());
    if (!curve.empty() && !curve.front().baseFits)
        return tr("%1 fits in %2 memory at no GPU count up to %3: there is no speedup to show.")
            .arg(workload.workload.name, hw.gpu.name, QString::number(curve.back().gpus));
    if (curve.empty() || !std::isfinite(curve.front().system))
        return tr("%1 has no training estimate on %2.").arg(workload.workload.name, hw.gpu.name);

    QCustomPlot *p = plot();
    chartstyle::setLogAxis(p->xAxis, 2);
    chartstyle::setLogAxis(p->yAxis, 2);
    chartstyle::setLinearAxis(p->yAxis2, [](double v) { return QStringLiteral("%1 %").arg(formatNumber(v)); });
    p->yAxis2->setVisible(true);
    p->xAxis->setLabel(tr("GPUs"));
    p->yAxis->setLabel(tr("Speedup (×; ideal = the GPU count)"));
    setShortAxisLabel(p->yAxis, tr("Speedup (×)"));
    p->yAxis2->setLabel(tr("Statistical efficiency (%)"));
    setShortAxisLabel(p->yAxis2, tr("Efficiency (%)"));

    const QColor colour = chartstyle::gpuColor(input.hardwareRow);
    m_ideal = p->addGraph();
    m_ideal->setName(tr("Ideal"));
    m_ideal->setPen(QPen(QColor(0x55, 0x55, 0x55), 1.2, Qt::DashLine));
    m_goodput = p->addGraph();
    m_goodput->setName(tr("Goodput (system × statistical)")); // "Goodput" where the legend is narrow
    m_goodput->setPen(QPen(colour, 2.6));
    m_goodput->setScatterStyle(chartstyle::gpuScatter(input.hardwareRow, 8));
    // Drawn over goodput, dashed: where the batch costs nothing the two coincide, and both stay visible.
    m_system = p->addGraph();
    m_system->setName(tr("System"));
    m_system->setPen(QPen(colour.lighter(150), 1.6, Qt::DashLine));
    m_system->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, 6));
    QCPGraph *statistical = p->addGraph(p->xAxis, p->yAxis2);
    statistical->setName(tr("Statistical (right)"));
    statistical->setPen(QPen(QColor(0x2E, 0x7D, 0x32), 1.6, Qt::DotLine));

    double maxY = 1, minY = 1e300;
    const double critical = curve.front().criticalBatch;
    const Speedup *previous = nullptr;
    for (const Speedup &s : curve) {
        if (!std::isfinite(s.system))
            continue;
        m_ideal->addData(s.gpus, s.gpus);
        m_system->addData(s.gpus, s.system);
        m_goodput->addData(s.gpus, s.goodput);
        statistical->addData(s.gpus, 100.0 * s.statistical);
        addHoverPoint(p->xAxis, p->yAxis, s.gpus, s.goodput,
            tr("%1 GPUs: system %2×, statistical efficiency %3 %, goodput %4×\nglobal batch %5 samples%6")
                .arg(s.gpus)
                .arg(formatNumber(s.system), formatNumber(100.0 * s.statistical), formatNumber(s.goodput),
                    formatNumber(s.globalBatch), s.runnable ? QString() : tr(" — not a plan")),
            input.hardwareRow);
        maxY = std::max({ maxY, double(s.gpus), s.system });
        minY = std::min(minY, std::min(s.goodput, s.system));
        // The count whose batch passes the critical batch, between two measured counts (log scale).
        if (previous && isKnown(critical) && m_criticalGpus == 0 && previous->globalBatch <= critical
            && s.globalBatch > critical) {
            const double t
                = std::log(critical / previous->globalBatch) / std::log(s.globalBatch / previous->globalBatch);
            m_criticalGpus = previous->gpus * std::pow(double(s.gpus) / previous->gpus, t);
        }
        previous = &s;
    }
    // Above the ideal line the reader deserves the reason: the fewest GPUs hold the model only with a slower
    // layout (recompute, ZeRO-3, more splits) than larger counts need (goodput.h).
    if (std::any_of(curve.begin(), curve.end(), [](const Speedup &s) { return s.aboveIdeal(); })) {
        auto *note = new QCPItemText(p);
        note->setTextAlignment(Qt::AlignLeft);
        note->setText(tr("Above ideal: %1 GPUs, the fewest that fit, hold the model only as\n%2;\nmore GPUs run a "
                         "faster layout.")
                          .arg(curve.front().baseGpus)
                          .arg(layoutShortText(curve.front().baseLayout)));
        note->setColor(QColor(0x44, 0x44, 0x44));
        note->setBrush(QColor(255, 255, 255, 210));
        // Bottom right, below the curves, which rise from the bottom left to the top right; shorter, or left
        // to the tooltips, where a small chart has no room for it.
        QCPAxisRect *rect = p->axisRect();
        ChartLabels::Options options;
        options.shorterTexts
            = { tr("Above ideal: %1 GPUs, the fewest that fit,\nneed a slower layout.").arg(curve.front().baseGpus) };
        labels().add(note,
            { { [rect] { return QPointF(rect->right() - 6, rect->bottom() - 6); }, Qt::AlignRight | Qt::AlignBottom,
                {} } },
            options);
    }
    if (m_criticalGpus > 0) {
        auto *line = new QCPItemStraightLine(p);
        line->point1->setCoords(m_criticalGpus, 1);
        line->point2->setCoords(m_criticalGpus, 2);
        line->setPen(QPen(QColor(0xD0, 0x10, 0x20), 1.4, Qt::DashDotLine));
        auto *label = new QCPItemText(p);
        label->setText(tr("critical batch %1 samples").arg(formatNumber(critical)));
        label->setColor(QColor(0xD0, 0x10, 0x20));
        label->setBrush(QColor(255, 255, 255, 210));
        ChartLabels::Options options;
        options.shorterTexts = { tr("critical batch") };
        labels().add(label, spotsBesideLine(p->xAxis, p->axisRect(), m_criticalGpus), options);
    }
    p->xAxis->setRange(curve.front().gpus / 1.4, curve.back().gpus * 1.4);
    p->yAxis->setRange(std::max(0.1, minY / 1.6), maxY * 1.6);
    p->yAxis2->setRange(0, 105);
    return {};
}

} // namespace flopsheet
