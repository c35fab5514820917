#include "core/charts/series.h"

#include "core/estimate/estimator.h"
#include "core/estimate/plan.h"

#include <algorithm>

namespace flopsheet {

std::vector<ScalingPoint> scalingSeries(const std::vector<TimeCostPoint> &points, int hardwareRow)
{
    std::vector<ScalingPoint> series;
    double base = kUnknown; // wall × count of the smallest count that fits: the ideal's anchor
    for (const TimeCostPoint &p : points) {
        if (p.hardwareRow != hardwareRow || !p.onGrid) // the planner's extra counts are the time-cost chart's
            continue;
        ScalingPoint s;
        s.gpuCount = p.gpuCount;
        s.wallHours = p.wallHours;
        s.costUsd = p.costUsd;
        s.fits = p.fits;
        s.scalingEfficiency = p.estimate.scalingEfficiency;
        if (!isKnown(base) && p.fits && isKnown(p.wallHours))
            base = p.wallHours * p.gpuCount;
        s.idealWallHours = isKnown(base) ? base / p.gpuCount : kUnknown;
        series.push_back(s);
    }
    return series;
}

BatchSeries batchSeries(
    const WorkloadEntry &workload, const HardwareEntry &hardware, const ProjectAssumptions &assumptions)
{
    BatchSeries series;
    series.capacityGiB = hardware.gpu.memoryGiB;
    Scenario sc = scenarioFor(workload, hardware, assumptions);
    sc.batchMax = false;
    sc.batchPerGpu = 1;
    const Estimate first = estimate(workload.workload, hardware.gpu, sc);
    // Each batch searches its layout again (more recompute or sharding may fit a larger one): the points go
    // on while they fit, to the first that does not. The marker is the largest that fits: the batch-1
    // layout's own limit where it lies between the last point that fits and the first that does not, else
    // that last point.
    const int firstLimit = first.ok() ? first.maxBatchPerGpu : 0;
    int lastFit = 0;
    int firstMiss = 0;
    for (int b = 1; b <= (1 << 20); b *= 2) {
        sc.batchPerGpu = b;
        const Estimate e = b == 1 ? first : estimate(workload.workload, hardware.gpu, sc);
        if (!e.ok())
            break;
        series.points.push_back({ b, e.samplesPerS, e.memoryPerGpuGiB, e.fits });
        if (!e.fits && b >= 2) {
            firstMiss = b;
            break;
        }
        if (e.fits)
            lastFit = b;
    }
    const bool limitBetween = firstLimit > lastFit && (firstMiss == 0 || firstLimit < firstMiss);
    series.largestFittingBatch = limitBetween ? firstLimit : lastFit;
    series.layoutLimit = firstLimit;
    return series;
}

ScheduleSeries scheduleSeries(
    const WorkloadEntry &workload, const HardwareEntry &hardware, const ProjectAssumptions &assumptions)
{
    ScheduleSeries series;
    series.estimate
        = estimate(workload.workload, hardware.gpu, scenarioFor(workload, hardware, assumptions), &series.stages);
    return series;
}

std::vector<Speedup> speedupSeries(
    const WorkloadEntry &workload, const HardwareEntry &hardware, const ProjectAssumptions &assumptions)
{
    return speedupCurve(workload.workload, hardware.gpu, scenarioFor(workload, hardware, assumptions), kPlanMaxGpus);
}

Roofline rooflineOf(const Gpu &gpu, Precision precision)
{
    Roofline r;
    if (const auto peak = gpu.peakFlops(precision))
        r.peakFlops = *peak;
    r.bandwidthBytesPerS = gpu.bandwidthBytesPerS();
    return r;
}

namespace {

// A pass on the roofline as the estimate costed it: its FLOPs over its bytes, and its FLOPs over the
// pass's own time (launch, set-up and communication included), per GPU.
RooflinePoint pointOf(const PassTerms &pass)
{
    RooflinePoint p;
    p.flops = pass.flops();
    p.bytes = pass.bytes();
    p.intensity = p.flops / p.bytes;
    p.achievedFlops = p.flops / pass.seconds();
    return p;
}

} // namespace

ServingRoofline servingRoofline(
    const WorkloadEntry &workload, const HardwareEntry &hardware, const ProjectAssumptions &assumptions)
{
    ServingRoofline out;
    Scenario sc = scenarioFor(workload, hardware, assumptions);
    sc.mode = Mode::Infer;
    const Estimate e = estimate(workload.workload, hardware.gpu, sc);
    if (!e.ok())
        return out;
    out.prefill = pointOf(e.serving.prefill);
    if (e.serving.hasDecode())
        out.decode = pointOf(e.serving.decode);
    return out;
}

} // namespace flopsheet
