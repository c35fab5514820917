#pragma once

#include "core/estimate/estimate.h"

#include <cmath>
#include <vector>

namespace flopsheet {

/**
 * What a GPU count buys over the fewest GPUs the model fits (its model-parallel group, doubled while
 * it does not fit and more ranks would shard ZeRO's states: n0), scaled so
 * that n0 GPUs read as a speedup of n0 (one GPU = 1 where the model fits one):
 * - system: throughput (samples/s) at n GPUs over that at n0, × n0 — communication and idle GPUs in it;
 * - statistical: Pollux's E(M) = (φ + M0)/(φ + M), the examples the n0 batch M0 needs over those the
 *   n batch M needs, φ the critical batch (Qiao et al. OSDI'21; McCandlish et al. 2018);
 * - goodput: their product, Pollux's goodput speedup, against the ideal line n.
 */
struct Speedup {
    int gpus = 0;
    double system = kUnknown;
    double statistical = kUnknown;
    double goodput = kUnknown;
    double globalBatch = kUnknown; ///< samples per step at this count
    double criticalBatch = kUnknown; ///< samples; NaN when the family has none
    bool runnable = false; ///< isRunnable at this count
    int baseGpus = 0; ///< n0, the fewest GPUs the model fits (the last count tried when it fits none)
    bool baseFits = false; ///< the estimate at n0 succeeds and fits (else every figure is NaN)
    /** The layout at n0: where the model only just fits there (recompute, ZeRO-3, pipelining), more GPUs can
     *  run a faster one, and the system speedup exceeds the ideal (superlinear); saying so needs both. */
    ParallelLayout baseLayout;

    /** Whether the system speedup passes the ideal (gpus×): the case the CLI and the speedup chart explain. */
    bool aboveIdeal() const { return std::isfinite(system) && system > gpus * (1 + 1e-3); }
};

/**
 * The speedup of at, the estimate already made at sc.gpuCount; NaN figures when either estimate fails or
 * the model fits no count up to sc.gpuCount (there is nothing to compare with).
 */
Speedup speedupAt(const Workload &workload, const Gpu &gpu, const Scenario &sc, const Estimate &at);

/** The speedup at every power of two from the fewest GPUs that fit up to maxGpus (the speedup chart). */
std::vector<Speedup> speedupCurve(const Workload &workload, const Gpu &gpu, const Scenario &sc, int maxGpus);

} // namespace flopsheet
