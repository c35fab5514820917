#pragma once

#include "core/analyzer/layer.h"
#include "core/catalog/gpu.h"
#include "core/catalog/workload.h"
#include "core/document/poolentries.h"
#include "core/estimate/scenario.h"

#include <QList>
#include <QMap>
#include <QString>

#include <optional>

namespace flopsheet {

/** One row of the workload table: the model and how it is trained or served. */
struct WorkloadEntry {
    Workload workload;
    /** Mode, precision, amount of data, batch, optimizer, recompute, prompt/output tokens. The GPU
     *  count comes from the hardware row; site-wide assumptions from ProjectAssumptions. */
    Scenario scenario;
    /** The layers the figures came from (the architecture editor's "Apply"); none when the row was never
     *  described layer by layer. Saved in the project as a layer file (core/analyzer/layerfile.h). */
    std::optional<Network> architecture;
    /** GPUs this workload alone plans with on particular GPU types, by the hardware row's GPU name (the
     *  planner's "Use This Plan for This Workload"); every other type, and every other workload, uses the
     *  hardware row's count. Saved in the project only (not in the table's CSV). */
    QMap<QString, int> gpuCounts;
};

/** One row of the hardware table: a GPU type, how many of it to plan with, and whether to use it. */
struct HardwareEntry {
    Gpu gpu;
    int count = 8;
    bool included = true;
};

/** Assumptions shared by every result of a project. */
struct ProjectAssumptions {
    double pue = 1.2; ///< data-centre power usage effectiveness
    double priceMultiplier = 1.0; ///< spot or reserved discount on every price
    int gpusPerNode = 8;
    double deadlineHours = kUnknown; ///< the planner's wall-time limit; NaN = none
    double budgetUsd = kUnknown; ///< the planner's cost limit; NaN = none
    PoolPolicy poolPolicy = PoolPolicy::MaxMinFairness; ///< how the shared pool is divided (Gavel's default)

    bool hasDeadline() const { return isKnown(deadlineHours); }
    bool hasBudget() const { return isKnown(budgetUsd); }
    /** Equal figures, an unknown deadline or budget equal to another unknown one. */
    friend bool operator==(const ProjectAssumptions &a, const ProjectAssumptions &b);
};

/**
 * A named copy of the plan's assumptions (both tables and the project assumptions), saved to compare
 * against later. The whole rows are kept because every what-if control edits a row or the assumptions.
 */
struct SavedScenario {
    QString name;
    QList<WorkloadEntry> workloads;
    QList<HardwareEntry> hardware;
    ProjectAssumptions assumptions;
};

/** A workload entry made from a catalog preset, with the scenario a planner would start from. */
WorkloadEntry workloadEntryFromPreset(const Workload &preset);

/** The scenario of a workload on a hardware row: the row's count (or the workload's own for that type,
 *  WorkloadEntry::gpuCounts), the project's assumptions, and the nearest precision the chip has
 *  (nearestPrecision in gpu.h). */
Scenario scenarioFor(const WorkloadEntry &w, const HardwareEntry &h, const ProjectAssumptions &a);

} // namespace flopsheet
