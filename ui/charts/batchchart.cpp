#include "ui/charts/batchchart.h"

#include "core/charts/series.h"
#include "core/document/project.h"
#include "core/models/displayformat.h"
#include "ui/charts/chartstyle.h"

#include <qcustomplot.h>

#include <algorithm>

namespace flopsheet {

BatchChart::BatchChart(QWidget *parent) : ChartView(parent) { }

QString BatchChart::subject() const
{
    return tr("throughput and memory against batch size");
}

QString BatchChart::draw(const ChartInput &input)
{
    m_throughput = m_memory = nullptr;
    const Project &project = *input.project;
    const WorkloadEntry &workload = project.workload(input.workloadRow);
    if (input.hardwareRow < 0) {
        setTitle(tr("Batch size: %1").arg(workload.workload.name));
        return tr("No GPU type is included.");
    }
    const HardwareEntry &hw = project.hardware(input.hardwareRow);
    setTitle(tr("Batch size: %1 on %2 × %3").arg(workload.workload.name, hw.gpu.name, QString::number(hw.count)),
        tr("Batch size: %1").arg(workload.workload.name));
    const BatchSeries series = batchSeries(workload, hw, project.assumptions());
    if (series.points.empty())
        return tr("%1 has no estimate on %2.").arg(workload.workload.name, hw.gpu.name);

    QCustomPlot *p = plot();
    chartstyle::setLogAxis(p->xAxis, 2);
    chartstyle::setLinearAxis(p->yAxis);
    chartstyle::setLinearAxis(p->yAxis2);
    p->yAxis2->setVisible(true);
    p->xAxis->setLabel(tr("Batch per GPU (samples)"));
    p->yAxis->setLabel(tr("Throughput (samples/s, all GPUs)"));
    setShortAxisLabel(p->yAxis, tr("Samples/s"));
    p->yAxis2->setLabel(tr("Memory per GPU (GiB)"));
    setShortAxisLabel(p->yAxis2, tr("GiB per GPU"));

    const QColor colour = chartstyle::gpuColor(input.hardwareRow);
    m_throughput = p->addGraph(p->xAxis, p->yAxis);
    m_throughput->setName(tr("Throughput (left axis)"));
    m_throughput->setPen(QPen(colour, 2.2));
    m_throughput->setScatterStyle(chartstyle::gpuScatter(input.hardwareRow, 8));
    m_memory = p->addGraph(p->xAxis, p->yAxis2);
    m_memory->setName(tr("Memory per GPU (right axis)"));
    m_memory->setPen(QPen(QColor(0x55, 0x55, 0x55), 1.6, Qt::DashLine));
    m_memory->setScatterStyle(
        QCPScatterStyle(QCPScatterStyle::ssSquare, QPen(QColor(0x55, 0x55, 0x55), 1.4), QBrush(Qt::white), 7));
    // Batches that do not fit: ringed in grey on the memory line.
    QCPGraph *overMemory = p->addGraph(p->xAxis, p->yAxis2);
    overMemory->setLineStyle(QCPGraph::lsNone);
    overMemory->setScatterStyle(
        QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(chartstyle::unplannableColor(), 1.5), QBrush(Qt::white), 11));
    overMemory->setName(tr("Does not fit"));
    // The memory axis shows the batches that fit and the GPU's memory; a batch far past it (a layout that
    // does not fit needs what it needs) sits at the top of the axis, its figure in the tooltip.
    double maxThroughput = 0, maxMemory = isKnown(series.capacityGiB) ? series.capacityGiB : 0;
    for (const BatchPoint &b : series.points) {
        if (b.fits && isKnown(b.memoryPerGpuGiB))
            maxMemory = std::max(maxMemory, b.memoryPerGpuGiB);
    }
    const double memoryTop = maxMemory > 0 ? maxMemory * 1.25 : 1;
    for (const BatchPoint &b : series.points) {
        QString tip = b.fits ? tr("Batch %1 per GPU\n%2 samples/s\n%3 GiB per GPU")
                                   .arg(b.batch)
                                   .arg(formatNumber(b.samplesPerS), formatNumber(b.memoryPerGpuGiB))
                             : tr("Batch %1 per GPU\n%2 GiB per GPU\ndoes not fit in memory")
                                   .arg(b.batch)
                                   .arg(formatNumber(b.memoryPerGpuGiB));
        // A batch that does not fit has no throughput to show: it cannot run.
        if (isKnown(b.samplesPerS) && b.fits) {
            m_throughput->addData(b.batch, b.samplesPerS);
            maxThroughput = std::max(maxThroughput, b.samplesPerS);
            addHoverPoint(p->xAxis, p->yAxis, b.batch, b.samplesPerS, tip, input.hardwareRow);
        }
        if (isKnown(b.memoryPerGpuGiB)) {
            const double shown = std::min(b.memoryPerGpuGiB, memoryTop * 0.96);
            m_memory->addData(b.batch, shown);
            if (!b.fits)
                overMemory->addData(b.batch, shown);
            addHoverPoint(p->xAxis, p->yAxis2, b.batch, shown, tip, input.hardwareRow);
        }
    }
    if (overMemory->dataCount() == 0)
        p->removeGraph(overMemory);
    const double minBatch = series.points.front().batch;
    const double maxBatch = series.points.back().batch;
    p->xAxis->setRange(minBatch / 1.4, maxBatch * 1.4);

    const QColor red(0xD0, 0x10, 0x20);
    if (isKnown(series.capacityGiB)) {
        QCPGraph *capacity = p->addGraph(p->xAxis, p->yAxis2);
        capacity->setName(tr("GPU memory (%1 GiB)").arg(formatNumber(series.capacityGiB)));
        capacity->setPen(QPen(red, 2));
        capacity->addData(minBatch / 1.4, series.capacityGiB);
        capacity->addData(maxBatch * 1.4, series.capacityGiB);
    }
    if (series.largestFittingBatch > 0) {
        auto *line = new QCPItemStraightLine(p);
        line->point1->setCoords(series.largestFittingBatch, 0);
        line->point2->setCoords(series.largestFittingBatch, 1);
        line->setPen(QPen(red, 1, Qt::DotLine));
        auto *label = new QCPItemText(p);
        label->setColor(red);
        label->setBrush(QColor(255, 255, 255, 210));
        // Above the batch-1 layout's own limit, which the details give, the label says what fits the larger batch.
        const bool otherLayout = series.largestFittingBatch > series.layoutLimit && series.layoutLimit > 0;
        const QString plain = tr("Largest batch that fits: %1").arg(series.largestFittingBatch);
        label->setText(otherLayout
                ? tr("Largest batch that fits: %1, in a layout with more recompute or sharding\n(%2 in batch 1's "
                     "layout)")
                      .arg(series.largestFittingBatch)
                      .arg(series.layoutLimit)
                : plain);
        ChartLabels::Options options;
        options.shorterTexts
            = { tr("Fits up to %1").arg(series.largestFittingBatch), QString::number(series.largestFittingBatch) };
        if (otherLayout)
            options.shorterTexts.prepend(plain);
        labels().add(label, spotsBesideLine(p->xAxis, p->axisRect(), series.largestFittingBatch), options);
    }
    p->yAxis->setRange(0, maxThroughput > 0 ? maxThroughput * 1.12 : 1);
    p->yAxis2->setRange(0, memoryTop);
    return {};
}

} // namespace flopsheet
