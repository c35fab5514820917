#pragma once

#include <algorithm>
#include <cmath>

namespace flopsheet {

/**
 * One kernel group on the roofline, per GPU: its work, its memory traffic and the time each takes at
 * the efficiencies assumed (Williams et al. 2009; docs/FORMULAS.md I3). All zero where the group is absent.
 */
struct RooflineTerm {
    double flops = 0.0; ///< FLOPs per GPU
    double bytes = 0.0; ///< bytes moved per GPU
    double computeSeconds = 0.0; ///< flops / (peak × efficiency)
    double memorySeconds = 0.0; ///< bytes / (bandwidth × the memory efficiency, defaultMemoryEfficiency)
    /**
     * Decode's matrix multiplies: skinny GEMMs (one row per sequence) near the ridge point, whose weight
     * loads and math overlap only in part. Their time is the 2-norm of the two, not the larger
     * (docs/FORMULAS.md I3b).
     */
    bool partialOverlap = false;
    /** The slower of the two, or with partialOverlap √(compute² + memory²). */
    double seconds() const
    {
        // sqrt, not std::hypot: seconds cannot overflow, and hypot's care costs ~12 ns per serving estimate.
        return partialOverlap ? std::sqrt(computeSeconds * computeSeconds + memorySeconds * memorySeconds)
                              : std::max(computeSeconds, memorySeconds);
    }
};

/**
 * The terms of one serving pass, as estimateInference adds them (inference.cpp):
 * time = max(linear + attention + launch + layer set-up, eager floor) + tensor-parallel communication.
 * Seconds, per GPU; a term that does not apply is zero.
 */
struct PassTerms {
    RooflineTerm linear; ///< prefill or forward pass: the whole pass; decode: the weights' matrix multiplies
    RooflineTerm attention; ///< decode: attention over the KV cache at the mean context; zero elsewhere
    double launchSeconds = 0.0; ///< kernels × the runtime's launch cost (runtimeCosts); zero when eager
    double layerOverheadSeconds = 0.0; ///< prefill: layers × kPrefillLayerOverheadS; zero elsewhere or when eager
    double eagerFloorSeconds
        = 0.0; ///< CPU dispatch floor: dispatches × the runtime's CPU cost; zero for optimized engines
    double communicationSeconds = 0.0; ///< tensor-parallel all-reduces (Megatron-LM; S2)
    /** Pipeline stages when serving: sending a micro-batch's activations to the next stage; zero with one. */
    double sendSeconds = 0.0;
    /**
     * The stage passes the pass waits for (all of the above are one stage's pass over one micro-batch): one
     * without pipeline stages; a decode step p (a token crosses every stage), a prompt p + m − 1 (m micro-batches
     * entering one after another, GPipe's fill: Huang et al. 2019).
     */
    int stageSlots = 1;

    double flops() const { return linear.flops + attention.flops; }
    /** What the pass pays beyond its roofline: kernel launches and set-up, or the CPU's dispatch floor. */
    double overheadSeconds() const { return std::max(launchSeconds + layerOverheadSeconds, eagerFloorSeconds); }
    double bytes() const { return linear.bytes + attention.bytes; }
    /** One stage's pass over one micro-batch: the sum above. */
    double stageSeconds() const
    {
        return std::max(
                   linear.seconds() + attention.seconds() + launchSeconds + layerOverheadSeconds, eagerFloorSeconds)
            + communicationSeconds + sendSeconds;
    }
    /** The pass's time, exactly as the estimate's TTFT, TPOT or latency. */
    double seconds() const { return stageSlots * stageSeconds(); }
};

/**
 * What an inference estimate is made of, kept so charts and explanations show the figures the estimate
 * used instead of recomputing them. Zero in training estimates.
 */
struct ServingTerms {
    /** Decoders: the prompt pass (time to first token). Other models: the one forward pass (latency). */
    PassTerms prefill;
    /** Decoders: one output token for the whole batch (time per output token); zero otherwise. */
    PassTerms decode;
    int outputTokens = 0; ///< decode steps per request; 0 = a single forward pass
    int layers = 0; ///< the layers the launch, set-up and floor terms count: one pipeline stage's
    int stages = 1; ///< pipeline stages of a replica (across nodes when a node cannot hold the model)
    int microBatch = 0; ///< sequences per stage pass: the batch, or with stages its share ⌈batch / stages⌉
    double kernels = 0.0; ///< graph-launched kernels per pass (launchSeconds = kernels × kKernelLatencyS)
    double eagerOperators = 0.0; ///< dispatches per pass on the CPU (eagerFloorSeconds = dispatches × cpuPerDispatchS)
    double cpuPerDispatchS = 0.0; ///< the runtime's CPU cost per dispatch (runtimeCosts in efficiency.h)
    bool hasDecode() const { return outputTokens > 0; }
};

} // namespace flopsheet
