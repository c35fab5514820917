#include "core/estimate/goodput.h"

#include "core/estimate/criticalbatch.h"
#include "core/estimate/estimator.h"
#include "core/estimate/plan.h"

#include <bit>

namespace flopsheet {
namespace {

Speedup relativeTo(const Estimate &base, int baseGpus, const Estimate &at, int gpus)
{
    Speedup s;
    s.gpus = gpus;
    s.globalBatch = at.globalBatch;
    s.criticalBatch = at.criticalBatch;
    s.runnable = isRunnable(at);
    if (!base.ok() || !at.ok())
        return s;
    s.system = baseGpus * at.samplesPerS / base.samplesPerS;
    // Without a critical batch no batch effect is assumed: every example counts the same.
    s.statistical
        = isKnown(at.criticalBatch) ? statisticalEfficiency(at.globalBatch, base.globalBatch, at.criticalBatch) : 1.0;
    s.goodput = s.system * s.statistical;
    return s;
}

// The fewest GPUs the model fits: its model-parallel group at the count estimated.
int baseCount(const Estimate &at)
{
    return at.ok() ? std::max(1, at.tensorParallel * at.pipelineParallel) : 1;
}

} // namespace

Speedup speedupAt(const Workload &workload, const Gpu &gpu, const Scenario &sc, const Estimate &at)
{
    Scenario base = sc;
    base.gpuCount = baseCount(at);
    return relativeTo(estimate(workload, gpu, base), base.gpuCount, at, sc.gpuCount);
}

std::vector<Speedup> speedupCurve(const Workload &workload, const Gpu &gpu, const Scenario &sc, int maxGpus)
{
    std::vector<Speedup> curve;
    Scenario at = sc;
    at.gpuCount = baseCount(estimate(workload, gpu, sc));
    const int first = at.gpuCount;
    const Estimate base = estimate(workload, gpu, at);
    for (int n = int(std::bit_ceil(unsigned(first))); n <= maxGpus; n *= 2) {
        at.gpuCount = n;
        curve.push_back(relativeTo(base, first, estimate(workload, gpu, at), n));
    }
    return curve;
}

} // namespace flopsheet
