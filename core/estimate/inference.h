#pragma once

#include "core/estimate/training.h"

namespace flopsheet {

/**
 * Roofline time of one kernel group: the slower of its compute and its memory traffic
 * (Williams et al. 2009; kipply; docs/FORMULAS.md I3).
 */
constexpr double rooflineSeconds(double flops, double bytes, double flopsPerS, double bytesPerS)
{
    const double c = flops / flopsPerS;
    const double m = bytes / bytesPerS;
    return c > m ? c : m;
}

/** Fills the inference figures: batch, tensor parallelism, memory, latency, TTFT/TPOT, throughput. */
void estimateInference(const Workload &w, const ModelFigures &m, const Gpu &gpu, const Scenario &sc,
                       const ComputeSetup &cs, Estimate &e);

} // namespace flopsheet
