#pragma once

#include "core/estimate/plan.h"

namespace flopsheet {

class Project;
class ResultModel;

/**
 * The result row of workloadRow best for goal at each hardware row's own GPU count (bestPlan over the
 * results of its included GPU types): the "fastest" and "cheapest" as planned of the details pane and
 * the report, so the two always name the same row. -1 when no result qualifies.
 */
int bestResultRow(const Project &project, const ResultModel &results, int workloadRow, PlanGoal goal);

} // namespace flopsheet
