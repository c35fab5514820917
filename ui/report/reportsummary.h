#pragma once

#include <QStringList>

namespace flopsheet {

class Project;
class ResultModel;
struct PlanAnswers;

/** What the executive summary says about one workload, every line translated. */
struct WorkloadSummary {
    QString description; ///< mode and precision ("Training · bf16")
    QStringList findings; ///< the recommendations: deadline, budget, or the best results as planned
    QStringList risks; ///< GPU types that do not fit, are communication-bound, cannot run …
    int recommendedHardware = -1; ///< the hardware row the recommendation names; -1 when none
};

/**
 * The recommendation for a workload, from the same models the app shows: the planner (PlannerModel:
 * cheapest plan meeting the deadline, fastest within the budget, per included GPU type) for
 * training, and the results at the planned counts (ResultModel's display text) for serving or when
 * the project sets no limit. Risks are the warnings of its results that threaten the plan: does not
 * fit, communication-bound, a conv net given by parameters only, and GPU types it cannot run on.
 * planned: the workload's timeCostAnswers() when the caller has them (the report's); else they are planned here.
 */
WorkloadSummary summarizeWorkload(
    Project *project, const ResultModel &results, int workloadRow, const PlanAnswers *planned = nullptr);

} // namespace flopsheet
