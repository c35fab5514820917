#pragma once

#include "core/catalog/workload.h"
#include "core/estimate/scenario.h"

namespace flopsheet {

/**
 * Default fraction of the dense peak that matrix work reaches, by family, mode, chip generation and
 * precision. Not one constant (docs/FORMULAS.md C9): each value is justified in efficiency.cpp by rows of
 * tests/data/measurements.csv. Scenario::mfu overrides it.
 */
double defaultComputeEfficiency(WorkloadFamily family, Mode mode, GpuGeneration generation, Precision precision);

/**
 * Tensor-parallel collectives up to this share of a layer's matrix work are inside the training
 * efficiency: the runs behind it (Megatron-LM GPT-3 on A100 at TP 8, M123-M135; Llama 3 405B on H100 at
 * TP 8, M117; Megatron-Core at TP 2-8, M141-M150) spend 8-19 % on them by the ring formula (S1, S2:
 * (2/9)·(t-1)·rate / (hidden · NVLink bandwidth)). Past it a layout pays the rest: a 7B model at TP 8
 * (57 %) or BERT-large (300 %).
 */
inline constexpr double kTensorCommInEfficiency = 0.2;

/** Fraction of rated memory bandwidth reached by streaming kernels (aiconfigurator h100_sxm.yaml, I7: 0.8). */
inline constexpr double kMemoryEfficiency = 0.8;

/**
 * Default fraction of the rated memory bandwidth that an estimate's memory-bound kernels reach, by mode and
 * chip generation: kMemoryEfficiency, except where published runs of a generation say otherwise
 * (efficiency.cpp gives the rows).
 */
double defaultMemoryEfficiency(Mode mode, GpuGeneration generation);

/** Fixed cost of one memory-bound kernel launch (aiconfigurator mem_empirical_constant_latency, I7: ~3 µs). */
inline constexpr double kKernelLatencyS = 3e-6;

/**
 * Fixed cost per layer of an optimized engine's prefill (context) pass, beyond its kernels' roofline
 * time: KV-cache write with RoPE, padding removal and attention set-up. From TensorRT-LLM batch-1
 * first-token latency of Llama 2 7B with 128-token prompts, 3.3-3.5 ms above the roofline on both
 * H100 (M194, 7 ms) and L40S (M202, 14 ms), whose roofline times differ 3x: ~0.1 ms for each of 32 layers.
 */
inline constexpr double kPrefillLayerOverheadS = 100e-6;

/** Kernels per transformer layer in one inference step (norms, QKV, RoPE, attention, O, MLP, residuals). */
inline constexpr int kKernelsPerTransformerLayer = 10;
/** Kernels per conv layer of a fused engine: the convolution with its batch norm and activation folded in. */
inline constexpr int kKernelsPerConvLayer = 3;
/** Kernels one layer launches in a forward pass: a transformer layer's, else a conv (or other) layer's. */
constexpr int kernelsPerLayer(bool transformer)
{
    return transformer ? kKernelsPerTransformerLayer : kKernelsPerConvLayer;
}

/**
 * Times per training step a conv net's stored activations cross the memory bus (write in forward,
 * re-read for batch norm and activation backward, gradients written and read) in an eager framework,
 * where convolution, batch norm, activation and residual add each read and write their tensors: a
 * calibrated constant, see efficiency.cpp.
 */
inline constexpr double kCnnTrainingTrafficPasses = 10.0;
/**
 * Times per training step a conv net's activations cross the memory bus under a graph runtime, compiled
 * or optimized (MXNet's hybridized graphs with NVIDIA's fused batch norm + add + ReLU, XLA), which fuses the
 * element-wise work into the kernels beside it; efficiency.cpp gives the rows.
 */
inline constexpr double kCnnFusedTrainingTrafficPasses = 5.5;
/** The passes of a training step under a runtime: eager (also Auto, its default), or a fusing graph runtime. */
double cnnTrainingTrafficPasses(Runtime runtime);
/**
 * Share of a conv net's inference activation traffic that reaches the memory bus on a chip generation (the
 * rest stays in the L2 cache between layers); efficiency.cpp gives the rows. Training stores every
 * activation for the backward pass, so all of its traffic reaches memory.
 */
double cnnActivationTrafficShare(GpuGeneration generation);
/** The same for an eager-framework forward pass (conv, batch norm and activation unfused). */
inline constexpr double kCnnInferenceTrafficPasses = 4.0;
/** An optimized engine (TensorRT) fuses batch norm and activation into the convolution: one pass. */
inline constexpr double kCnnFusedInferenceTrafficPasses = 1.0;

/**
 * CPU cost of one operator launched by an eager framework. Calibrated on the batch-1 rows of NVIDIA
 * DeepLearningExamples, where it dominates: ResNet-50 at 78-131 img/s on T4/V100 (M019, M021, M023,
 * M049) and BERT at 39-117 seq/s (M073-M075), i.e. ~10-25 ms for 150-500 operators.
 */
inline constexpr double kEagerOperatorOverheadS = 50e-6;
/**
 * Operators per layer an eager framework launches: per counted conv layer the conv, its batch norm and
 * activation, and the residual adds and pooling between them — PyTorch's ResNet-50 runs 53 conv, 53 batch
 * norm, 49 ReLU, 16 add and 4 other modules per forward, 175 for its 50 counted layers, 3.5 each; a
 * transformer layer ~20.
 */
inline constexpr double kEagerOperatorsPerConvLayer = 3.5;
inline constexpr int kEagerOperatorsPerTransformerLayer = 20;

/**
 * CPU cost of dispatching one fused kernel from a compiled program (torch.compile's generated wrapper,
 * an XLA executable's launches without CUDA graphs): between eager's per-operator cost and a graph
 * launch. PyTorch 2 (Ansel et al. 2024, §4.3) names this dispatch as what CUDA graphs remove. Not yet
 * calibrated on measured rows: the validator lists compiled rows apart so this figure can be checked.
 */
inline constexpr double kCompiledKernelOverheadS = 10e-6;
/** Activation passes of a compiled conv net's forward: the convolution's output, then one fused batch norm + activation
 * kernel. */
inline constexpr double kCnnCompiledInferenceTrafficPasses = 2.0;

/** What one forward pass costs beyond its roofline under a runtime (inference.cpp). */
struct RuntimeCosts {
    double cnnTrafficPasses; ///< times a conv net's activations cross the memory bus
    double launchPerKernelS; ///< GPU-side launch per kernel (graph-launched engines)
    double cpuPerDispatchS; ///< CPU cost per dispatched operator or kernel: a floor the GPU work overlaps
    double dispatchesPerConvLayer;
    double dispatchesPerTransformerLayer;
    bool prefillLayerOverhead; ///< kPrefillLayerOverheadS per layer (optimized engines' prefill set-up)
};
RuntimeCosts runtimeCosts(Runtime runtime);

/**
 * The runtime an estimate uses: the one asked for, or for Auto the one most users of that kind of job
 * run — an optimized engine (vLLM, TensorRT-LLM) to serve a decoder LLM, eager PyTorch for everything
 * else (training, and serving conv nets, encoders and other models), the slower and so the cautious
 * choice where users differ.
 */
Runtime resolvedRuntime(Runtime requested, WorkloadFamily family, Mode mode);

} // namespace flopsheet
