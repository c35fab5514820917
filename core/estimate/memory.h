#pragma once

#include "core/estimate/scenario.h"

namespace flopsheet {

/** Bytes per GPU, by what they hold. */
struct MemoryBreakdown {
    double weights = 0;
    double gradients = 0;
    double optimizer = 0;
    double activations = 0;
    double kvCache = 0;
    double overhead = 0;
    double total() const { return weights + gradients + optimizer + activations + kvCache + overhead; }
};

/** CUDA context, framework workspace and NCCL buffers: 0.3-2 GiB context + ~0.4 GiB NCCL (docs/FORMULAS.md M10). */
inline constexpr double kFrameworkOverheadBytes = 1.5 * 1024.0 * 1024.0 * 1024.0;

/** True when training keeps 16-bit (or 8-bit) working weights beside FP32 masters. */
constexpr bool isMixedPrecision(Precision p)
{
    return p != Precision::FP32 && p != Precision::TF32;
}

/** Bytes per parameter of the working weights (and of the gradients) during training. */
constexpr double trainingWeightBytes(Precision p)
{
    // FP8 training keeps BF16 weights and casts per GEMM (NVIDIA Transformer Engine docs).
    return isMixedPrecision(p) ? 2.0 : 4.0;
}

/**
 * Optimizer-state bytes per parameter. Mixed-precision Adam: FP32 master + m + v = 12, which with
 * 2 + 2 for weights and gradients makes the 16 B/param of the ZeRO paper (Rajbhandari et al. 2020, §3.1).
 * 8-bit Adam 4 + 1 + 1, SGD-momentum 4 + 4, Lion 4 + 4 (Transformer Math 101; llm-analysis).
 * Pure FP32 training needs no master copy.
 */
double optimizerBytesPerParam(Optimizer o, Precision p);

/**
 * Stored activation values per sample of a conv net, estimated as forward MACs / 160: ResNet-50
 * (4.09 GMACs) then stores ~25.6M values, ~51 MB in FP16, consistent with NVIDIA DeepLearningExamples
 * training it at batch 256 (AMP) on a 16 GB V100. A documented estimate for when no count is known.
 */
constexpr double cnnActivationValuesPerSample(double forwardMacs)
{
    return forwardMacs / 160.0;
}

/**
 * Model-state sharding of ZeRO (Rajbhandari et al. 2020): stage 1 shards optimizer states over the
 * data-parallel group, stage 2 also gradients, stage 3 also weights. modelParallel = t·p divides all.
 */
MemoryBreakdown modelStateMemory(
    double params, Precision p, Optimizer o, int zeroStage, int dataParallel, int modelParallel);

/** The same at given bytes per parameter: weights and gradients each, and optimizer states. */
inline MemoryBreakdown modelStateMemory(
    double params, double weightBytes, double optimizerBytes, int zeroStage, int dataParallel, int modelParallel)
{
    const double shard = params / (modelParallel > 0 ? modelParallel : 1);
    const double dp = dataParallel > 0 ? dataParallel : 1;
    MemoryBreakdown m;
    m.weights = shard * weightBytes / (zeroStage >= 3 ? dp : 1.0);
    m.gradients = shard * weightBytes / (zeroStage >= 2 ? dp : 1.0);
    m.optimizer = shard * optimizerBytes / (zeroStage >= 1 ? dp : 1.0);
    return m;
}

} // namespace flopsheet
