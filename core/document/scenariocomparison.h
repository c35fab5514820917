#pragma once

#include "core/document/entries.h"
#include "core/estimate/estimate.h"

#include <vector>

namespace flopsheet {

/** One workload on one GPU type, estimated under two scenarios A and B. */
struct ScenarioDelta {
    QString workload;
    QString gpu;
    bool serving = false; ///< then time and cost are per million of perToken's unit
    bool perToken = false; ///< serving a model that generates: per million output tokens, else per million samples
    double hoursA = kUnknown; ///< training wall time, or serving hours per million of its unit
    double hoursB = kUnknown; ///< unknown where B's unit is not A's (the mode or the output changed)
    double costA = kUnknown; ///< training cost, or serving cost per million of its unit
    double costB = kUnknown;
    double memoryGiBA = kUnknown; ///< per GPU; unknown when the estimate failed
    double memoryGiBB = kUnknown;
    bool fitsA = false; ///< estimated and fits
    bool fitsB = false;
};

/** (b - a) / a, or NaN when either is unknown or a is zero. */
double relativeChange(double a, double b);

/**
 * Every workload of A on every GPU type included in A, matched to B by name (the first row of that
 * name; a workload or GPU type that B lacks, or leaves out, has no delta), each estimated with its
 * own scenario's rows and assumptions. Only the figures compared are kept (a 10,000 × 40 plan has
 * 400,000 deltas), and the estimates run on every core.
 */
std::vector<ScenarioDelta> compareScenarios(const SavedScenario &a, const SavedScenario &b);

/** The row of a workload by name, or -1. */
int findWorkload(const QList<WorkloadEntry> &rows, const QString &name);
/** The row of a GPU type by name, or -1. */
int findHardware(const QList<HardwareEntry> &rows, const QString &name);

} // namespace flopsheet
