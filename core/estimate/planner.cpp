#include "core/estimate/planner.h"

namespace flopsheet {
namespace {

Estimate at(const Workload &w, const Gpu &g, Scenario sc, int count, bool nearest)
{
    sc.gpuCount = count;
    if (nearest)
        sc.precision = nearestPrecision(g, sc.precision);
    return estimate(w, g, sc);
}

// A plan a team could run as asked: it fits and keeps the global batch (WarnGlobalBatchExceeded).
bool runnable(const Estimate &e)
{
    return e.ok() && e.fits && !e.has(WarnGlobalBatchExceeded);
}

bool meetsDeadline(const Estimate &e, double deadlineHours)
{
    return runnable(e) && e.wallHours <= deadlineHours;
}

} // namespace

std::vector<PlanOption> planForDeadline(const Workload &workload, const std::vector<Gpu> &gpus, const Scenario &base,
                                        double deadlineHours, int maxGpus, bool nearest)
{
    std::vector<PlanOption> options;
    options.reserve(gpus.size());
    for (const Gpu &gpu : gpus) {
        PlanOption option;
        option.gpu = &gpu;
        int previous = 0;
        for (int n = 1; n <= maxGpus; n *= 2) {
            Estimate e = at(workload, gpu, base, n, nearest);
            if (!e.ok()) {
                option.estimate = e;
                break;
            }
            if (meetsDeadline(e, deadlineHours)) {
                // Bisect (previous, n] for the fewest GPUs that still meet the deadline.
                int lo = previous + 1;
                int hi = n;
                Estimate best = e;
                while (lo < hi) {
                    const int mid = lo + (hi - lo) / 2;
                    Estimate m = at(workload, gpu, base, mid, nearest);
                    if (meetsDeadline(m, deadlineHours)) {
                        hi = mid;
                        best = m;
                    } else {
                        lo = mid + 1;
                    }
                }
                option.gpuCount = hi;
                option.estimate = best;
                option.feasible = true;
                break;
            }
            option.estimate = e;
            previous = n;
        }
        options.push_back(option);
    }
    return options;
}

std::vector<PlanOption> planForBudget(const Workload &workload, const std::vector<Gpu> &gpus, const Scenario &base,
                                      double budgetUsd, int maxGpus, bool nearest)
{
    std::vector<PlanOption> options;
    options.reserve(gpus.size());
    for (const Gpu &gpu : gpus) {
        PlanOption option;
        option.gpu = &gpu;
        for (int n = 1; n <= maxGpus; n *= 2) {
            const Estimate e = at(workload, gpu, base, n, nearest);
            if (!runnable(e) || !isKnown(e.costUsd) || e.costUsd > budgetUsd)
                continue;
            if (!option.feasible || e.wallHours < option.estimate.wallHours) {
                option.gpuCount = n;
                option.estimate = e;
                option.feasible = true;
            }
        }
        options.push_back(option);
    }
    return options;
}

int cheapestOption(const std::vector<PlanOption> &options)
{
    int best = -1;
    for (int i = 0; i < int(options.size()); ++i) {
        const PlanOption &o = options[i];
        if (!o.feasible || !isKnown(o.estimate.costUsd))
            continue;
        if (best < 0 || o.estimate.costUsd < options[best].estimate.costUsd)
            best = i;
    }
    return best;
}

int fastestOption(const std::vector<PlanOption> &options)
{
    int best = -1;
    for (int i = 0; i < int(options.size()); ++i) {
        if (options[i].feasible && (best < 0 || options[i].estimate.wallHours < options[best].estimate.wallHours))
            best = i;
    }
    return best;
}

} // namespace flopsheet
