#pragma once

#include "core/document/entries.h"
#include "core/estimate/estimate.h"

#include <QList>

#include <vector>

namespace flopsheet {

/** One configuration on the time-versus-cost chart: a GPU type at a GPU count. */
struct TimeCostPoint {
    int hardwareRow = -1;
    int gpuCount = 0;
    double wallHours = kUnknown;
    double costUsd = kUnknown;
    bool fits = false; ///< estimates, fits in memory and keeps the asked global batch
    Estimate estimate;
};

/**
 * Every included GPU type at every count in counts (default 1, 2, 4 ... 1024) for one workload.
 * Points that error, do not fit, or have no price are kept (the chart greys them) but never enter
 * the frontier or the recommendations.
 */
std::vector<TimeCostPoint> timeCostPoints(const WorkloadEntry &workload, const QList<HardwareEntry> &hardware,
                                          const ProjectAssumptions &assumptions, const std::vector<int> &counts = {});

/** A point that can be recommended: it estimates, fits and has a cost. */
bool isPlannable(const TimeCostPoint &p);

/**
 * Indices of the Pareto-optimal points (no other plannable point is both faster and cheaper, or
 * equal in one and better in the other), sorted by wall time ascending, so cost descends along it.
 */
std::vector<int> paretoFrontier(const std::vector<TimeCostPoint> &points);

/** The cheapest plannable point finishing within the deadline; -1 when none does. */
int cheapestWithinDeadline(const std::vector<TimeCostPoint> &points, double deadlineHours);
/** The fastest plannable point costing at most the budget; -1 when none does. */
int fastestWithinBudget(const std::vector<TimeCostPoint> &points, double budgetUsd);

} // namespace flopsheet
