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

/**
 * Whether the results of workloadRow that run hold different batches per GPU (serving at the largest batch
 * each GPU type holds). Latency grows with the batch, so the pane and the report then say so beside their
 * "fastest" (servingBatchesDifferNote), lest a smaller GPU's smaller batch read as a faster GPU.
 */
bool batchesDiffer(const Project &project, const ResultModel &results, int workloadRow);
QString servingBatchesDifferNote();

} // namespace flopsheet
