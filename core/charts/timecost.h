#pragma once

#include "core/document/entries.h"
#include "core/estimate/estimate.h"
#include "core/estimate/planner.h"

#include <QList>

#include <vector>

namespace flopsheet {

/** One configuration on the time-versus-cost chart: a GPU type at a GPU count. */
struct TimeCostPoint {
    int hardwareRow = -1;
    int gpuCount = 0;
    double wallHours = kUnknown;
    double costUsd = kUnknown;
    bool fits = false; ///< isRunnable: estimates, fits in memory and stays within the critical batch on fixed data
    bool onGrid = true; ///< false for a count only the planner's answer adds (42 between 32 and 64)
    bool plannedForDeadline = false; ///< the planner's recommendation for the project's deadline
    bool plannedForBudget = false; ///< the planner's recommendation for the project's budget
    Estimate estimate;
};

/**
 * Every included GPU type at every count in counts (default 1, 2, 4 ... 1024) for one workload, and
 * the planner's answers (recommendPlan) to the project's deadline and budget marked: a count the grid
 * lacks (the planner bisects every count, up to kPlanMaxGpus) is added among its GPU type's points.
 * Points that error, do not fit, or have no price are kept (the chart greys them) but never enter
 * the frontier or the recommendations.
 */
/** The largest count of the charts' grid (1, 2, 4 ... this); the planner's answers may add larger ones. */
inline constexpr int kChartMaxGpus = 1024;

/** The planner's answers (recommendPlan) to a project's deadline and budget for one workload. */
struct PlanAnswers {
    PlanAnswer deadline; ///< no options when the project sets no deadline
    PlanAnswer budget; ///< no options when it sets no budget
};

/**
 * Every included GPU type at every count in counts (default 1, 2, 4 ... 1024) for one workload, and
 * the planner's answers to the project's deadline and budget marked (planned, when the caller has them
 * from timeCostAnswers(); else planned here): a count the grid lacks (the planner bisects every count,
 * up to kPlanMaxGpus) is added among its GPU type's points.
 * Points that error, do not fit, or have no price are kept (the chart greys them) but never enter
 * the frontier or the recommendations.
 */
std::vector<TimeCostPoint> timeCostPoints(const WorkloadEntry &workload, const QList<HardwareEntry> &hardware,
    const ProjectAssumptions &assumptions, const std::vector<int> &counts = {}, const PlanAnswers *planned = nullptr);

/**
 * The answers timeCostPoints() marks, without keeping its points (the report states them in its summary
 * and hands them to the chart): the planner reuses the grid's estimates, which costs less than planning alone.
 */
PlanAnswers timeCostAnswers(
    const WorkloadEntry &workload, const QList<HardwareEntry> &hardware, const ProjectAssumptions &assumptions);

/** A workload's time-against-cost points and the planner's answers they mark, from one grid. */
struct TimeCostPlan {
    std::vector<TimeCostPoint> points;
    PlanAnswers answers;
};

/**
 * timeCostAnswers() and timeCostPoints() with those answers, costing the grid once (the report draws
 * the chart of every workload it summarizes).
 */
TimeCostPlan timeCostPlan(
    const WorkloadEntry &workload, const QList<HardwareEntry> &hardware, const ProjectAssumptions &assumptions);

/** A point that can be recommended and drawn: it is runnable (isRunnable) and has a wall time and a cost. */
bool isPlannable(const TimeCostPoint &p);

/**
 * Indices of the Pareto-optimal points (no other plannable point is both faster and cheaper, or
 * equal in one and better in the other), sorted by wall time ascending, so cost descends along it.
 */
std::vector<int> paretoFrontier(const std::vector<TimeCostPoint> &points);

/** The planner's cheapest plan meeting the deadline (the point timeCostPoints marked); -1 when none. */
int cheapestWithinDeadline(const std::vector<TimeCostPoint> &points);
/** The planner's fastest plan within the budget (the point timeCostPoints marked); -1 when none. */
int fastestWithinBudget(const std::vector<TimeCostPoint> &points);

/** With no limit set: the cheapest plannable point (of equal cost, the faster), by bestPlan; -1 when none. */
int cheapestPoint(const std::vector<TimeCostPoint> &points);
/** With no limit set: the fastest plannable point (of equal time, the cheaper), by bestPlan; -1 when none. */
int fastestPoint(const std::vector<TimeCostPoint> &points);

} // namespace flopsheet
