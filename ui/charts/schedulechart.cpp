#include "ui/charts/schedulechart.h"

#include "core/charts/series.h"
#include "core/document/project.h"
#include "core/estimate/units.h"
#include "core/models/displayformat.h"
#include "ui/charts/chartstyle.h"

#include <qcustomplot.h>

#include <algorithm>

namespace flopsheet {

ScheduleChart::ScheduleChart(QWidget *parent) : ChartView(parent) { }

QString ScheduleChart::subject() const
{
    return tr("the batch schedule");
}

// A narrow chart has no room for a third value axis: the throughput keeps its line, its values in the
// tooltips.
void ScheduleChart::adaptChart(const QSize &size)
{
    if (!m_rateAxis || !m_throughput || !emptyMessage().isEmpty())
        return;
    const bool room = size.width() >= 520;
    m_rateAxis->setVisible(room);
    m_throughput->setName(room ? tr("Throughput (outer right axis)") : tr("Throughput (values on hover)"));
}

QString ScheduleChart::draw(const ChartInput &input)
{
    m_batch = m_gpus = m_notFitting = m_throughput = nullptr;
    m_rateAxis = nullptr;
    const Project &project = *input.project;
    const WorkloadEntry &workload = project.workload(input.workloadRow);
    if (input.hardwareRow < 0) {
        setTitle(tr("Batch schedule: %1").arg(workload.workload.name));
        return tr("No GPU type is included.");
    }
    const HardwareEntry &hw = project.hardware(input.hardwareRow);
    setTitle(tr("Batch schedule: %1 on %2 × %3").arg(workload.workload.name, hw.gpu.name, QString::number(hw.count)),
        tr("Batch schedule: %1").arg(workload.workload.name));
    if (workload.scenario.mode != Mode::Train)
        return tr("%1 is served, not trained: it has no batch schedule.").arg(workload.workload.name);
    const ScheduleSeries series = scheduleSeries(workload, hw, project.assumptions());
    if (!series.estimate.ok() || series.stages.isEmpty())
        return tr("%1 has no training estimate on %2.").arg(workload.workload.name, hw.gpu.name);

    // Batches and data in the unit the schedule is written in: tokens for language models.
    const double unit = series.estimate.batchUnitsPerSample;
    const bool tokens = unit > 1;
    QCustomPlot *p = plot();
    chartstyle::setLinearAxis(p->xAxis, [](double v) { return formatSi(v); });
    chartstyle::setLogAxis(p->yAxis, 2, [](double v) { return formatSi(v); });
    chartstyle::setLinearAxis(p->yAxis2);
    p->yAxis2->setVisible(true);
    p->xAxis->setLabel(tokens ? tr("Training progress (tokens)") : tr("Training progress (samples)"));
    p->yAxis->setLabel(tokens ? tr("Global batch (tokens)") : tr("Global batch (samples)"));
    p->yAxis2->setLabel(tr("GPUs busy"));

    const QColor colour = chartstyle::gpuColor(input.hardwareRow);
    m_batch = p->addGraph(p->xAxis, p->yAxis);
    m_batch->setName(tr("Global batch (left axis)"));
    m_batch->setPen(QPen(colour, 2.4));
    m_gpus = p->addGraph(p->xAxis, p->yAxis2);
    m_gpus->setName(tr("GPUs busy (right axis)"));
    m_gpus->setPen(QPen(QColor(0x55, 0x55, 0x55), 1.6, Qt::DashLine));
    m_gpus->setLineStyle(QCPGraph::lsStepLeft);
    // Throughput on an axis of its own, outside the GPUs' one: each stage's data over its hours.
    QCPAxis *rateAxis = p->axisRect()->addAxis(QCPAxis::atRight);
    m_rateAxis = rateAxis;
    chartstyle::setLinearAxis(rateAxis, [](double v) { return formatSi(v); });
    rateAxis->setLabel(tokens ? tr("Throughput (tokens/s)") : tr("Throughput (samples/s)"));
    m_throughput = p->addGraph(p->xAxis, rateAxis);
    m_throughput->setName(tr("Throughput (outer right axis)"));
    m_throughput->setPen(QPen(QColor(0x2E, 0x7D, 0x32), 1.8));
    m_throughput->setLineStyle(QCPGraph::lsStepLeft);
    double maxRate = 0;
    m_notFitting = p->addGraph(p->xAxis, p->yAxis);
    m_notFitting->setName(tr("Stage does not fit in memory"));
    m_notFitting->setLineStyle(QCPGraph::lsNone);
    m_notFitting->setScatterStyle(
        QCPScatterStyle(QCPScatterStyle::ssCross, QPen(QColor(0xD0, 0x10, 0x20), 2.2), QBrush(Qt::NoBrush), 12));

    double trained = 0, minBatch = 1e300, maxBatch = 0;
    int maxGpus = 1;
    for (const StageFigures &s : series.stages) {
        const double from = trained * unit, to = (trained + s.samples) * unit;
        trained += s.samples;
        // A ramp is linear in data: points along it, so the log axis draws its true curve.
        const int points = s.endBatch > s.startBatch ? 16 : 1;
        for (int i = 0; i <= points; ++i)
            m_batch->addData(
                from + (to - from) * i / points, (s.startBatch + (s.endBatch - s.startBatch) * i / points) * unit);
        m_gpus->addData(from, s.gpusBusy);
        m_gpus->addData(to, s.gpusBusyEnd);
        if (s.hours > 0) {
            const double rate = s.samples * unit / (s.hours * kSecondsPerHour);
            m_throughput->addData(from, rate);
            m_throughput->addData(to, rate);
            maxRate = std::max(maxRate, rate);
        }
        minBatch = std::min(minBatch, s.startBatch * unit);
        maxBatch = std::max(maxBatch, s.endBatch * unit);
        maxGpus = std::max(maxGpus, std::max(s.gpusBusy, s.gpusBusyEnd));
        const double mid = (from + to) / 2;
        const double midBatch = (s.startBatch + s.endBatch) / 2 * unit; // on the line: linear in data
        QString tip = tr("Stage %1: batch %2 → %3, until %4\n%5 steps, %6, %7 GPUs busy\n%8 GiB per GPU")
                          .arg(s.stage + 1)
                          .arg(formatSi(s.startBatch * unit), formatSi(s.endBatch * unit), formatSi(to),
                              formatNumber(s.steps), formatDuration(s.hours))
                          .arg(s.gpusBusy)
                          .arg(formatNumber(s.memoryGiB));
        if (s.hours > 0)
            tip += tr("\n%1 samples/s").arg(formatNumber(s.samples / (s.hours * kSecondsPerHour)));
        if (!s.fits) {
            tip += QLatin1Char('\n') + tr("does not fit in memory");
            m_notFitting->addData(mid, midBatch);
        }
        addHoverPoint(p->xAxis, p->yAxis, mid, midBatch, tip, input.hardwareRow);
        // Each stage's end, marked and named.
        if (&s != &series.stages.constLast()) {
            auto *line = new QCPItemStraightLine(p);
            line->point1->setCoords(to, 1);
            line->point2->setCoords(to, 2);
            line->setPen(QPen(QColor(0x99, 0x99, 0x99), 1, Qt::DotLine));
        }
    }
    if (m_notFitting->dataCount() == 0) {
        p->removeGraph(m_notFitting);
        m_notFitting = nullptr;
    }
    const Estimate &e = series.estimate;
    if (isKnown(e.criticalBatch)) {
        QCPGraph *critical = p->addGraph(p->xAxis, p->yAxis);
        critical->setName(tr("Critical batch (%1)").arg(formatSi(e.criticalBatch * unit)));
        critical->setPen(QPen(QColor(0xD0, 0x10, 0x20), 1.4, Qt::DashDotLine));
        critical->addData(0, e.criticalBatch * unit);
        critical->addData(trained * unit, e.criticalBatch * unit);
        maxBatch = std::max(maxBatch, e.criticalBatch * unit);
        minBatch = std::min(minBatch, e.criticalBatch * unit);
    }
    p->xAxis->setRange(0, trained * unit);
    p->yAxis->setRange(minBatch / 2, maxBatch * 2);
    p->yAxis2->setRange(0, maxGpus * 1.15);
    rateAxis->setRange(0, maxRate > 0 ? maxRate * 1.15 : 1);
    if (workload.scenario.schedule.isConstant())
        setTitle(tr("Batch schedule: %1 on %2 × %3 (constant batch)")
                     .arg(workload.workload.name, hw.gpu.name, QString::number(hw.count)),
            tr("Batch schedule: %1").arg(workload.workload.name));
    return {};
}

} // namespace flopsheet
