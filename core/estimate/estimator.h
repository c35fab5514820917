#pragma once

#include "core/estimate/estimate.h"
#include "core/estimate/layoutsearch.h"

namespace flopsheet {

/**
 * Estimates one workload on one GPU type under one scenario: FLOPs, time, GPU-hours, cost, energy,
 * memory per GPU, throughput and latency. Pure and allocation-free on the success path, so sweeps
 * and live recalculation can call it millions of times per second.
 */
Estimate estimate(const Workload &workload, const Gpu &gpu, const Scenario &scenario);
/** The same, with each segment of the training's batch schedule appended to stages (one for a constant batch). */
Estimate estimate(const Workload &workload, const Gpu &gpu, const Scenario &scenario, QList<StageFigures> *stages);

/** Training's layout search with its runners-up (layoutsearch.h): the chosen layout and the next ones, fastest first.
 */
struct LayoutAlternatives {
    LayoutCandidate chosen;
    std::vector<LayoutCandidate> runnersUp;
    std::vector<QString> whyLost; ///< one phrase per runner-up (layoutLossReason)
    int evaluated = 0;
};
/**
 * The estimate's layout and up to keep runners-up; empty for serving and for estimates that fail.
 * Exhaustive costs every layout of the search's space without its bounds (tests and benchmarks).
 */
LayoutAlternatives layoutAlternatives(
    const Workload &workload, const Gpu &gpu, const Scenario &scenario, int keep = 5, bool exhaustive = false);

/**
 * Why the scenario's batch schedule cannot run on the workload's training data — the stage and the
 * reason, as the CLI, the table's row check and the project reader report it; empty when it can or
 * when there is no schedule. An estimate of such a scenario fails with EstimateError::InvalidSchedule.
 */
QString batchScheduleProblem(const Workload &workload, const Scenario &scenario);

/**
 * Why the scenario's pinned parallel split cannot run (pinnedLayoutProblem, on the shape the estimate
 * uses); empty when it can. An estimate of such a scenario fails with EstimateError::LayoutCannotRun.
 */
QString layoutPinProblem(const Workload &workload, const Scenario &scenario);

/**
 * Energy: GPUs × TDP × hours × PUE, in kWh (the Green500/ML CO2 impact calculators' method;
 * PUE 1.2 default, Uptime Institute survey range 1.1-1.6). GPU power only: CPUs and network excluded.
 */
constexpr double energyKwh(int gpus, double tdpW, double hours, double pue)
{
    return gpus * tdpW * hours * pue / 1000.0;
}

/** Cost = GPU-hours × price per GPU-hour (llm-analysis compute_cost; docs/FORMULAS.md I6, S7). */
constexpr double costUsd(double gpuHours, double pricePerGpuHour)
{
    return gpuHours * pricePerGpuHour;
}

} // namespace flopsheet
