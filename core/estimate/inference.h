#pragma once

#include "core/estimate/training.h"

namespace flopsheet {

/** The tokens one served request reads and writes: its prompt (when none is given, the sequence length less the
 *  output, so that the two fill the sequence) and its output. */
struct ServedTokens {
    int prompt = 0;
    int output = 0; ///< 0: one forward pass (no output asked, or no KV-cache shape to decode with)
};
ServedTokens servedTokens(const Workload &w, const ModelFigures &m, const Scenario &sc);

/**
 * Whether t tensor-parallel ranks can serve the model: they split the attention heads evenly and the key/value
 * heads evenly or by copies, each rank keeping at least one (I2), as vLLM and TensorRT-LLM require.
 */
bool servingTensorSplitsHeads(const TransformerShape &shape, int t);

/**
 * Fills the inference figures: batch, tensor parallelism, memory, latency, TTFT/TPOT, throughput, and
 * the terms they add up (Estimate::serving, servingterms.h).
 */
void estimateInference(
    const Workload &w, const ModelFigures &m, const Gpu &gpu, const Scenario &sc, const ComputeSetup &cs, Estimate &e);

} // namespace flopsheet
