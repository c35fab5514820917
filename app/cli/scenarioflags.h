#pragma once

#include "app/cli/arguments.h"
#include "core/catalog/catalog.h"
#include "core/estimate/scenario.h"

namespace flopsheet::cli {

/** Loads the built-in catalog plus the --catalog file when given. Throws UsageError on a bad file. */
Catalog catalogFrom(const Arguments &args);

/**
 * The workload: a catalog preset (--workload ID, with the closest ids suggested when unknown), then
 * overridden by any of --params, --macs, --forward-flops, --layers ... --seq-len. A workload made of
 * flags alone needs --params and either FLOPs per sample or a transformer shape, or --tokens / --seq-len
 * (a language model). Without --family the family follows from the input (inferFamily in
 * core/estimate/defaults.h); what was assumed is appended to *assumptions, in words for the user.
 */
Workload workloadFrom(
    const Arguments &args, const Catalog &catalog, bool required = true, QStringList *assumptions = nullptr);

/** The GPU named by --gpu (closest ids suggested when unknown). */
const Gpu &gpuFrom(const Arguments &args, const Catalog &catalog);

/** The scenario from --mode, --precision, --gpus, --tokens ... with every range and conflict checked. */
Scenario scenarioFrom(const Arguments &args, const Workload &workload);

} // namespace flopsheet::cli
