#pragma once

#include "core/document/entries.h"
#include "core/estimate/estimator.h"
#include "core/estimate/plan.h"

#include <functional>
#include <vector>

namespace flopsheet {

/** One GPU type's answer to a deadline or a budget. */
struct PlanOption {
    const Gpu *gpu = nullptr; ///< into the GPUs or hardware rows planned; valid while they are
    int hardwareRow = -1; ///< the project's hardware row planned; -1 when planned from a list of GPUs
    Precision precision = Precision::BF16; ///< the precision planned in (the nearest the GPU has, when asked)
    int gpuCount = 0; ///< 0 when no count up to the limit works
    /// At gpuCount. When no count works: the closest miss, at closestCount (the fastest runnable count of a
    /// deadline, the cheapest of a budget), else the last count tried, which says why none runs.
    Estimate estimate;
    int closestCount = 0; ///< when no count works: the count of the closest miss; 0 when no count ran
    bool feasible = false;
};

/** What a plan answers, and what of the feasible options it recommends. */
enum class PlanQuestion : std::uint8_t {
    Deadline, ///< each GPU type's fewest GPUs finishing within the deadline; recommended: the cheapest
    Budget, ///< each GPU type's fastest count costing at most the budget; recommended: the fastest
};

/** Every GPU type's option, in the order planned, and the recommended one. */
struct PlanAnswer {
    std::vector<PlanOption> options;
    int recommended = -1; ///< index into options; -1 when no option is feasible
};

/**
 * The counts a plan may answer with up to maxGpus: any count up to one node, whole nodes of nodeGpus above it
 * (a job spanning servers rents and schedules them whole). nodeGpus 1: any count.
 */
bool isPlannableCount(int count, int nodeGpus);
/** The largest plannable count at most n (n itself up to one node). */
int plannableCountAtMost(int n, int nodeGpus);

/**
 * For each GPU type: the fewest GPUs (up to maxGpus) whose training is runnable (isRunnable) and
 * finishes within the deadline. Counts are tried over powers of two and maxGpus itself, then bisected
 * down, so the answer is the smallest count when time falls as GPUs are added (it does until
 * communication dominates). nearestPrecision: run each GPU in the nearest precision it has (no
 * --precision given). nodeGpus: above one node, only whole nodes (isPlannableCount).
 */
std::vector<PlanOption> planForDeadline(const Workload &workload, const std::vector<Gpu> &gpus, const Scenario &base,
    double deadlineHours, int maxGpus = kPlanMaxGpus, bool nearestPrecision = false, int nodeGpus = 1);

/**
 * For each GPU type: the fastest runnable count of the powers of two up to maxGpus and maxGpus itself
 * (above one node each taken down to whole nodes) whose job cost fits the budget.
 */
std::vector<PlanOption> planForBudget(const Workload &workload, const std::vector<Gpu> &gpus, const Scenario &base,
    double budgetUsd, int maxGpus = kPlanMaxGpus, bool nearestPrecision = false, int nodeGpus = 1);

/** Index of the cheapest feasible option (deadline) or the fastest (budget), by bestPlan; -1 when none. */
int cheapestOption(const std::vector<PlanOption> &options);
int fastestOption(const std::vector<PlanOption> &options);
/** Of the options no count serves, the closest miss: the fastest for a deadline, the cheapest for a budget; -1 when
 * none ran. */
int closestMiss(const std::vector<PlanOption> &options, PlanQuestion question);

/**
 * The recommender: every GPU type's option for the question and the recommended one (the cheapest
 * meeting the deadline, the fastest within the budget). The planner table, the time-vs-cost chart,
 * the details pane, the report and the CLI all name its answer.
 */
PlanAnswer recommendPlan(const Workload &workload, const std::vector<Gpu> &gpus, const Scenario &base,
    PlanQuestion question, double limit, int maxGpus = kPlanMaxGpus, bool nearestPrecision = false, int nodeGpus = 1);

/** Whether a project's workload asks the question: a training workload, and the project sets that limit. */
bool asksPlan(const WorkloadEntry &workload, const ProjectAssumptions &assumptions, PlanQuestion question);

/** An estimate already made of a hardware row at a GPU count (as recommendPlan would make it), or null. */
using KnownEstimate = std::function<const Estimate *(int hardwareRow, int gpuCount)>;

/**
 * The same for a project's workload: each included hardware row planned in its own scenario
 * (scenarioFor: its nearest precision, the project's price multiplier), the limit the project's
 * deadline or budget, counts above one node in the project's whole nodes (its GPUs per node). No
 * options for a serving workload or when the project sets no such limit. known, when given, is asked
 * before each estimate, so a caller that already has some (the chart's grid) does not pay for them twice.
 */
PlanAnswer recommendPlan(const WorkloadEntry &workload, const QList<HardwareEntry> &hardware,
    const ProjectAssumptions &assumptions, PlanQuestion question, int maxGpus = kPlanMaxGpus,
    const KnownEstimate &known = {});

} // namespace flopsheet
