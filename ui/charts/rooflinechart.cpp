#include "ui/charts/rooflinechart.h"

#include "core/charts/series.h"
#include "core/document/project.h"
#include "core/estimate/precision.h"
#include "core/models/displayformat.h"
#include "ui/charts/chartstyle.h"

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

namespace flopsheet {
namespace {

constexpr double kMinIntensity = 0.1;
constexpr double kMaxIntensity = 1e4;

} // namespace

RooflineChart::RooflineChart(QWidget *parent) : ChartView(parent) { }

QString RooflineChart::subject() const
{
    return tr("the roofline of each GPU type");
}

QCPGraph *RooflineChart::rooflineGraph(int hardwareRow) const
{
    for (const auto &[row, graph] : m_rooflines) {
        if (row == hardwareRow)
            return graph;
    }
    return nullptr;
}

QString RooflineChart::draw(const ChartInput &input)
{
    m_rooflines.clear();
    const Project &project = *input.project;
    const WorkloadEntry &workload = project.workload(input.workloadRow);
    const bool serving = workload.scenario.mode == Mode::Infer;
    setTitle(serving
            ? tr("Roofline: %1, prefill and decode on each GPU type").arg(workload.workload.name)
            : tr(
                "Roofline of each GPU type in %1's precision (select a serving workload to see its prefill and decode)")
                  .arg(workload.workload.name),
        tr("Roofline: %1").arg(workload.workload.name));

    QCustomPlot *p = plot();
    chartstyle::setLogAxis(p->xAxis);
    chartstyle::setLogAxis(p->yAxis);
    p->xAxis->setLabel(tr("Arithmetic intensity (FLOPs per byte)"));
    setShortAxisLabel(p->xAxis, tr("FLOPs per byte"));
    p->yAxis->setLabel(tr("Attainable performance (TFLOP/s per GPU)"));
    setShortAxisLabel(p->yAxis, tr("TFLOP/s per GPU"));

    QCPGraph *prefillKey = nullptr;
    QCPGraph *decodeKey = nullptr;
    if (serving) {
        prefillKey = p->addGraph();
        prefillKey->setName(tr("Prefill (filled)"));
        prefillKey->setLineStyle(QCPGraph::lsNone);
        prefillKey->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(Qt::black), QBrush(Qt::black), 9));
        decodeKey = p->addGraph();
        decodeKey->setName(tr("Decode (hollow)"));
        decodeKey->setLineStyle(QCPGraph::lsNone);
        decodeKey->setScatterStyle(
            QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(Qt::black, 1.6), QBrush(Qt::white), 9));
    }

    double maxPeak = 0, minValue = 1e300;
    double minIntensity = kMinIntensity, maxIntensity = kMaxIntensity;
    for (int h = 0; h < project.hardwareCount(); ++h) {
        const HardwareEntry &hw = project.hardware(h);
        if (!hw.included)
            continue;
        const Precision precision = nearestPrecision(hw.gpu, workload.scenario.precision);
        const Roofline roof = rooflineOf(hw.gpu, precision);
        if (!isKnown(roof.peakFlops) || !isKnown(roof.bandwidthBytesPerS) || roof.peakFlops <= 0
            || roof.bandwidthBytesPerS <= 0)
            continue;
        QCPGraph *line = p->addGraph();
        line->setName(tr("%1 (%2)").arg(hw.gpu.name, precisionName(precision)));
        line->setPen(QPen(chartstyle::gpuColor(h), 2));
        // The two straight pieces of a roofline, exact at the ridge.
        const double ridge = roof.ridgeIntensity();
        for (double x : { kMinIntensity, ridge, kMaxIntensity })
            line->addData(x, roof.attainable(x) / kTera);
        m_rooflines.append({ h, line });
        maxPeak = std::max(maxPeak, roof.peakFlops / kTera);
        minValue = std::min(minValue, roof.attainable(kMinIntensity) / kTera);
        addHoverPoint(p->xAxis, p->yAxis, ridge, roof.peakFlops / kTera,
            tr("%1 (%2)\npeak %3 TFLOP/s, %4 GB/s\nridge at %5 FLOPs per byte")
                .arg(hw.gpu.name, precisionName(precision), formatNumber(roof.peakFlops / kTera),
                    formatNumber(roof.bandwidthBytesPerS / 1e9), formatNumber(ridge)),
            h);

        if (!serving)
            continue;
        const ServingRoofline s = servingRoofline(workload, hw, project.assumptions());
        auto addPoint = [&](const RooflinePoint &point, const QString &phase, bool filled) {
            if (!isKnown(point.intensity) || !isKnown(point.achievedFlops) || point.intensity <= 0
                || point.achievedFlops <= 0)
                return;
            QCPGraph *g = p->addGraph();
            g->removeFromLegend();
            g->setLineStyle(QCPGraph::lsNone);
            g->setScatterStyle(chartstyle::gpuScatter(h, 10, filled));
            g->addData(point.intensity, point.achievedFlops / kTera);
            minValue = std::min(minValue, point.achievedFlops / kTera);
            minIntensity = std::min(minIntensity, point.intensity);
            maxIntensity = std::max(maxIntensity, point.intensity);
            addHoverPoint(p->xAxis, p->yAxis, point.intensity, point.achievedFlops / kTera,
                tr("%1 on %2\n%3 FLOPs per byte\n%4 TFLOP/s per GPU (%5% of the roof)")
                    .arg(phase, hw.gpu.name, formatNumber(point.intensity), formatNumber(point.achievedFlops / kTera),
                        formatNumber(100 * point.achievedFlops / roof.attainable(point.intensity))),
                h);
        };
        addPoint(s.prefill, tr("Prefill"), true);
        addPoint(s.decode, tr("Decode"), false);
    }
    if (m_rooflines.isEmpty())
        return tr("No included GPU type has a peak and a memory bandwidth for this precision.");
    // Serving points beyond the drawn intensities: carry the roofs on under them.
    for (const auto &[row, graph] : std::as_const(m_rooflines)) {
        const double peak = graph->data()->at(graph->dataCount() - 1)->value;
        if (maxIntensity > kMaxIntensity)
            graph->addData(maxIntensity * 1.5, peak);
        if (minIntensity < kMinIntensity) {
            const double slope = graph->data()->at(0)->value / kMinIntensity; // TFLOP/s per FLOP/byte
            graph->addData(minIntensity / 1.5, slope * minIntensity / 1.5);
        }
    }
    p->xAxis->setRange(minIntensity / 1.5, maxIntensity * 1.5);
    p->yAxis->setRange(std::max(minValue / 2, maxPeak * 1e-4), maxPeak * 2.5);
    return {};
}

} // namespace flopsheet
