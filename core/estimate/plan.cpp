#include "core/estimate/plan.h"

#include <algorithm>
#include <cmath>

namespace flopsheet {

std::vector<int> gpuCountLadder(int maxGpus, int fewest)
{
    std::vector<int> counts;
    for (int n = std::max(1, fewest); n <= maxGpus; n *= 2) {
        counts.push_back(n);
        if (n > maxGpus / 2)
            break; // the next would pass the limit (and could overflow)
    }
    if (!counts.empty() && counts.back() != maxGpus)
        counts.push_back(maxGpus);
    return counts;
}

bool isRunnable(const Estimate &e)
{
    // Fixed data: adding GPUs past the critical batch grows a batch nobody asked for and reaches a worse
    // loss on the same data; fixed target prices the extra data in, so the plan stands.
    const bool pastCritical = e.has(WarnAboveCriticalBatch) && e.batchFromGpuCount && e.planning == Planning::FixedData;
    return e.ok() && e.fits && !pastCritical;
}

double goalFigure(const Estimate &e, PlanGoal goal)
{
    switch (goal) {
    case PlanGoal::Cheapest:
        return e.costUsd;
    case PlanGoal::Fastest:
        return e.wallHours;
    case PlanGoal::ServingCost:
        return e.servingCostPerMillion();
    case PlanGoal::FirstToken:
        return e.timeToFirstTokenMs;
    case PlanGoal::PerToken:
        return e.timePerOutputTokenMs;
    }
    return kUnknown;
}

bool meetsLimits(const Estimate &e, const PlanLimits &limits)
{
    auto keeps = [](double value, double limit) { return std::isinf(limit) || (isKnown(value) && value <= limit); };
    return isRunnable(e) && keeps(e.wallHours, limits.maxWallHours) && keeps(e.costUsd, limits.maxCostUsd);
}

bool isBetterPlan(const Estimate &a, const Estimate &b, PlanGoal goal)
{
    const double fa = goalFigure(a, goal), fb = goalFigure(b, goal);
    if (fa != fb)
        return fa < fb;
    // Of two equally cheap plans the faster, of two equally fast the cheaper (an unknown second figure never wins).
    if (goal == PlanGoal::Cheapest)
        return a.wallHours < b.wallHours;
    if (goal == PlanGoal::Fastest)
        return a.costUsd < b.costUsd;
    return false;
}

int bestPlan(int count, const std::function<const Estimate *(int)> &at, PlanGoal goal, const PlanLimits &limits)
{
    int best = -1;
    const Estimate *bestEstimate = nullptr;
    for (int i = 0; i < count; ++i) {
        const Estimate *e = at(i);
        if (!e || !meetsLimits(*e, limits) || !isKnown(goalFigure(*e, goal)))
            continue;
        if (!bestEstimate || isBetterPlan(*e, *bestEstimate, goal)) {
            best = i;
            bestEstimate = e;
        }
    }
    return best;
}

} // namespace flopsheet
