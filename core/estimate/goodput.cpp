#include "core/estimate/goodput.h"

#include "core/estimate/criticalbatch.h"
#include "core/estimate/estimator.h"
#include "core/estimate/plan.h"

#include <algorithm>
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
    s.baseGpus = baseGpus;
    s.baseFits = base.ok() && base.fits;
    s.baseLayout = base.layout;
    // A speedup over a count the model does not fit would compare two runs that cannot happen.
    if (!s.baseFits || !at.ok())
        return s;
    s.system = baseGpus * at.samplesPerS / base.samplesPerS;
    // Without a critical batch no batch effect is assumed: every example counts the same.
    s.statistical
        = isKnown(at.criticalBatch) ? statisticalEfficiency(at.globalBatch, base.globalBatch, at.criticalBatch) : 1.0;
    s.goodput = s.system * s.statistical;
    return s;
}

// The model-parallel group of the estimate at the count asked for: the fewest GPUs its split needs.
int groupCount(const Estimate &at)
{
    return at.ok() ? std::max(1, at.tensorParallel * at.pipelineParallel) : 1;
}

// The fewest GPUs the model fits, and its estimate there: from the model-parallel group, doubled while it
// does not fit (more data-parallel ranks shard ZeRO's states), at most `most`; the last tried when none fits.
// `known` is the estimate at `knownGpus`, taken as it is when the search reaches that count.
struct Base {
    int gpus = 1;
    Estimate estimate;
};

Base fewestThatFit(
    const Workload &workload, const Gpu &gpu, Scenario sc, int first, int most, const Estimate &known, int knownGpus)
{
    Base b;
    for (int n = first;; n = std::min(2 * n, most)) {
        sc.gpuCount = n;
        b.gpus = n;
        b.estimate = n == knownGpus ? known : estimate(workload, gpu, sc);
        if (!b.estimate.ok() || b.estimate.fits || n >= most)
            return b;
    }
}

} // namespace

Speedup speedupAt(const Workload &workload, const Gpu &gpu, const Scenario &sc, const Estimate &at)
{
    const Base base = fewestThatFit(workload, gpu, sc, groupCount(at), std::max(1, sc.gpuCount), at, sc.gpuCount);
    return relativeTo(base.estimate, base.gpus, at, sc.gpuCount);
}

std::vector<Speedup> speedupCurve(const Workload &workload, const Gpu &gpu, const Scenario &sc, int maxGpus)
{
    std::vector<Speedup> curve;
    const Estimate asked = estimate(workload, gpu, sc);
    const int group = groupCount(asked);
    const Base base = fewestThatFit(workload, gpu, sc, group, std::max(group, maxGpus), asked, sc.gpuCount);
    Scenario at = sc;
    for (int n = int(std::bit_ceil(unsigned(base.gpus))); n <= maxGpus; n *= 2) {
        at.gpuCount = n;
        // The counts already estimated are not estimated again (the chart recomputes on every what-if drag).
        const Estimate e = n == base.gpus ? base.estimate : n == sc.gpuCount ? asked : estimate(workload, gpu, at);
        curve.push_back(relativeTo(base.estimate, base.gpus, e, n));
    }
    return curve;
}

} // namespace flopsheet
