#pragma once

#include "core/estimate/estimator.h"

#include <vector>

namespace flopsheet {

/** One GPU type's answer to a deadline or a budget. */
struct PlanOption {
    const Gpu *gpu = nullptr;
    int gpuCount = 0;   ///< 0 when no count up to the limit works
    Estimate estimate;  ///< at gpuCount
    bool feasible = false;
};

/**
 * For each GPU type: the fewest GPUs (up to maxGpus) whose training fits and finishes within the
 * deadline. Counts are searched over powers of two, then bisected down, so the answer is the smallest
 * count when time falls as GPUs are added (it does until communication dominates).
 */
std::vector<PlanOption> planForDeadline(const Workload &workload, const std::vector<Gpu> &gpus, const Scenario &base,
                                        double deadlineHours, int maxGpus = 4096, bool nearestPrecision = false);

/** nearestPrecision: run each GPU in the nearest precision it has (no --precision given). */
/** For each GPU type: the fastest power-of-two count (up to maxGpus) whose job cost fits the budget. */
std::vector<PlanOption> planForBudget(const Workload &workload, const std::vector<Gpu> &gpus, const Scenario &base,
                                      double budgetUsd, int maxGpus = 4096, bool nearestPrecision = false);

/** Index of the cheapest feasible option (deadline) or the fastest (budget); -1 when none. */
int cheapestOption(const std::vector<PlanOption> &options);
int fastestOption(const std::vector<PlanOption> &options);

} // namespace flopsheet
