#pragma once

#include "core/estimate/estimate.h"

#include <functional>
#include <limits>
#include <vector>

namespace flopsheet {

/** The largest GPU count a plan is searched up to, wherever one is recommended (planner, chart, report, CLI). */
inline constexpr int kPlanMaxGpus = 4096;

/**
 * The GPU counts tried up to a limit: the fewest, twice that, four times ... and the limit itself (100 gives
 * 1 ... 64, 100; from 3, 3 ... 96, 100). The planner's first pass, the sweep's counts, the time-vs-cost
 * chart's grid and the pool's gang sizes (from a job's fewest GPUs).
 */
std::vector<int> gpuCountLadder(int maxGpus, int fewest = 1);

/**
 * A plan a team could run as asked: it estimates, fits in GPU memory (every stage of its batch
 * schedule), and, planning on fixed data, does not take GPUs that grow an unasked-for batch past the
 * critical batch (the typed data would then reach a worse loss). The one rule behind every "runnable", "fits", "fastest
 * that fits" and "recommended" of the app, the report and the CLI.
 */
bool isRunnable(const Estimate &e);

/** What a recommendation makes smallest. */
enum class PlanGoal : std::uint8_t {
    Cheapest, ///< job cost (costUsd); of equal cost, the faster
    Fastest, ///< wall time (wallHours); of equal time, the cheaper
    ServingCost, ///< serving: cost per million output tokens
    FirstToken, ///< serving: time to the first token
    PerToken, ///< serving: time per output token
};

/** The figure goal makes smallest; unknown (NaN) when e lacks it. */
double goalFigure(const Estimate &e, PlanGoal goal);

/** Limits a plan must keep; infinity means none. A finite limit needs its figure known. */
struct PlanLimits {
    double maxWallHours = std::numeric_limits<double>::infinity();
    double maxCostUsd = std::numeric_limits<double>::infinity();
};

/** Whether e is runnable and keeps the limits (a plan with no price meets a deadline, never a budget). */
bool meetsLimits(const Estimate &e, const PlanLimits &limits = {});

/** Whether a is a better plan than b for goal: a smaller figure, then the tie-break of PlanGoal. */
bool isBetterPlan(const Estimate &a, const Estimate &b, PlanGoal goal);

/**
 * The recommender's pick: of count candidates, at(i) the estimate of the i-th (null: not a candidate),
 * the index of the best that meets the limits and has the goal's figure; the first of equals; -1 when
 * none qualifies.
 */
int bestPlan(int count, const std::function<const Estimate *(int)> &at, PlanGoal goal, const PlanLimits &limits = {});

} // namespace flopsheet
