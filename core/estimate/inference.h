#pragma once

#include "core/estimate/training.h"

namespace flopsheet {

/**
 * Fills the inference figures: batch, tensor parallelism, memory, latency, TTFT/TPOT, throughput, and
 * the terms they add up (Estimate::serving, servingterms.h).
 */
void estimateInference(
    const Workload &w, const ModelFigures &m, const Gpu &gpu, const Scenario &sc, const ComputeSetup &cs, Estimate &e);

} // namespace flopsheet
