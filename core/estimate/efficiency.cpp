#include "core/estimate/efficiency.h"

namespace flopsheet {
namespace {

// Large dense transformer training, fraction of the BF16/FP16 dense peak (model FLOPs):
// - Ampere 0.50: Megatron-LM A100 runs reach 135-163 TFLOP/s of 312 (M123-M135, 43-52 %),
//   llm-foundry MPT on A100 50-64 % (M158-M163), LLaMA-65B ~48 % (M103).
// - Hopper 0.48: Megatron-Core H100 41-48 % (M141-M150), llm-foundry MPT-7B 42-46 % (M152-M153),
//   Llama 3 405B 41-43 % (M117-M118): the faster chip is harder to keep fed. Those MFUs include the
//   pipeline bubble and the sends and collectives the step model charges apart (6-12 % of the steps of
//   M117, M118, M371-M376 at their stated layouts), so the matrix work itself runs at about 0.48.
// - TPU v5e 0.60: MaxText 56-67 % (M170-M173). TPU v4 0.46: PaLM 46.2 % (M120).
// - Generations without rows fall back to the Transformer Math 101 guidance (<= 0.5 for training).
double transformerTrainingBase(GpuGeneration g)
{
    switch (g) {
    case GpuGeneration::Ampere:
        return 0.50;
    case GpuGeneration::Hopper:
        return 0.48;
    case GpuGeneration::Blackwell:
        return 0.48; // as Hopper: the B200 Megatron-Bridge FP8 runs (M370, M371) sit with the H100 ones
    case GpuGeneration::Volta:
        return 0.45;
    case GpuGeneration::Turing:
        return 0.40;
    case GpuGeneration::Ada:
        return 0.40;
    case GpuGeneration::Cdna2:
    case GpuGeneration::Cdna3:
        return 0.35; // AMD MI300X notes: achieved GEMM well below peak
    case GpuGeneration::TpuV4:
        return 0.46;
    case GpuGeneration::TpuV5e:
        return 0.60;
    case GpuGeneration::Unknown:
        return 0.40;
    }
    return 0.40;
}

// Precision factors relative to the 16-bit case:
// - FP8 runs reach a lower fraction of their (doubled) peak: llm-foundry reports FP8 MFU against the
//   1,979 TFLOPS peak well below its BF16 MFU (tests/data/README.md §4.3).
//   - Serving 0.65 (FP8 ~1.3x BF16): the TensorRT-LLM FP8 first-token rows (M195, M197) within 11 %.
//   - Training 0.8 (FP8 ~1.6x BF16): the 2023 MLPerf GPT-3 FP8 slices on 768-10,752 H100 (M094-M097,
//     +7 to +11 % slow at 0.65) and the 2025 Megatron-Bridge FP8 recipes on H100 and B200 (M370-M376,
//     28-37 % slow at 0.65) straddle it: FP8 training kernels improved between the two.
// - FP4 (NVFP4, Blackwell; inference only) is taken to reach the fraction of its doubled peak that FP8 serving
//   reaches of its own (0.65): one published row to check it, TensorRT-LLM's Llama 3.3 70B on one B200 (M214).
// - FP32 on vector units: GEMMs run close to peak on CUDA cores (DLE V100 FP32 ResNet-50, M009).
// - TF32 uses tensor cores at half the 16-bit rate with FP32 storage.
double precisionFactor(Precision p, Mode mode)
{
    switch (p) {
    case Precision::FP8:
        return mode == Mode::Train ? 0.8 : 0.65;
    case Precision::INT8:
    case Precision::FP4:
        return 0.65;
    case Precision::FP32:
        return 1.5;
    case Precision::TF32:
        return 0.9;
    case Precision::FP16:
    case Precision::BF16:
        return 1.0;
    }
    return 1.0;
}

// Serving on AMD CDNA3 (MI300X) under vLLM on ROCm, against the NVIDIA-derived serving defaults, from
// Oracle Cloud's runs of Llama 3.1 405B FP8 on one 8-MI300X node (M380-M390, tune set; the only MI300X
// serving rows with stated lengths outside the check set). At batch 1 a decode step takes ~27 ms where
// the datasheet's 5.3 TB/s at kMemoryEfficiency reads the 51 GB of weights per GPU in 12 ms; from
// batch 128 to 256 each request adds 58 ms, ~0.45 PFLOP/s per GPU, 17 % of the FP8 dense peak.
// Fitted together by least squares of the log error over those 11 rows (RMS 0.075, worst 13 %):
// matrix work at 0.33 of the NVIDIA serving default, memory-bound kernels at 0.55 of kMemoryEfficiency.
double servingComputeFactor(GpuGeneration g)
{
    return g == GpuGeneration::Cdna3 ? 0.33 : 1.0;
}

double servingMemoryFactor(GpuGeneration g)
{
    return g == GpuGeneration::Cdna3 ? 0.55 : 1.0;
}

constexpr double kCnnTf32Factor = 0.55;

} // namespace

// Ada's L2 is 16x GA102's (NVIDIA Ada Lovelace architecture whitepaper: 96 MB on AD102, 48 MB on the
// L4's AD104), enough to keep part of a conv net's activations on chip between the kernels of a forward
// pass, so less of their traffic reaches DRAM than on the chips the passes were read from (V100, A100).
// The tune set's Ada TensorRT rows at large batch (M243, M269) need a share of 0.8 or less (-29/-40 % at
// 1.0, -12/-23 % from 0.8 down, where they turn compute-bound); 0.55 was fitted with the L40S MLPerf
// Training rows M290, M291, which are fused-runtime rows and follow kCnnFusedTrainingTrafficPasses with
// the whole traffic (+3/-5 %), so it is kept for inference only.
double cnnActivationTrafficShare(GpuGeneration generation)
{
    return generation == GpuGeneration::Ada ? 0.55 : 1.0;
}

// Graph runtimes fuse batch norm, the residual add and the activation into the kernels beside them
// (MXNet's hybridized graphs with NVIDIA's fused BatchNormAddRelu, XLA), so a training step moves its
// activations fewer times than eager PyTorch. Fitted by least squares of the log error to the tune set's
// fused conv-net training rows, MXNet on V100, A100, H100, H200 and L40S at 1-64 GPUs (M038-M041, M044,
// M045, M288-M292, M303, M304), with the eager rows M001, M003, M027 for the TF32 factor below: 5.5
// passes (RMS 0.08; those MXNet AMP rows were -28 to -40 % at eager's 10, now -7 to +7 %).
double cnnTrainingTrafficPasses(Runtime runtime)
{
    return runtime == Runtime::Eager || runtime == Runtime::Auto ? kCnnTrainingTrafficPasses
                                                                 : kCnnFusedTrainingTrafficPasses;
}

double defaultMemoryEfficiency(Mode mode, GpuGeneration generation)
{
    return mode == Mode::Infer ? kMemoryEfficiency * servingMemoryFactor(generation) : kMemoryEfficiency;
}

double defaultComputeEfficiency(WorkloadFamily family, Mode mode, GpuGeneration generation, Precision precision)
{
    double e = 0.0;
    if (family == WorkloadFamily::Cnn) {
        // Conv nets: the GEMM part of convolutions runs at ~0.6 of the tensor peak; the rest of the
        // step is memory traffic, modelled separately (kCnnTrainingTrafficPasses), so that DLE
        // ResNet-50 AMP on A100 (2,470-3,410 img/s, M002/M038) and FP32 on V100 (367 img/s, M009)
        // both follow.
        e = 0.6;
    } else if (mode == Mode::Train) {
        e = transformerTrainingBase(generation);
    } else {
        // Inference GEMMs at large batch (Transformer Math 101 guidance <= 0.7).
        // - Decoder prefill on TensorRT-LLM 0.70: compute-bound first-token latency of 2,048-token
        //   prompts (M195, M197) and the prefill-heavy serving rows (M177, M181, M185, M189) need it;
        //   at 0.6 they all came out 9-19 % slow.
        // - Encoders 0.60: BERT-large (hidden 1,024) has narrower GEMMs and relatively more softmax and
        //   layer-norm work; MLPerf BERT on A100, H100 and L4 (M082-M087) sit within ±6 % at 0.6.
        e = family == WorkloadFamily::Decoder ? 0.7 : 0.6;
        e *= servingComputeFactor(generation);
    }
    e *= precisionFactor(precision, mode);
    // TF32 convolutions reach a lower share of their peak than the 16-bit NHWC ones: ResNet-50 on A100 runs
    // 2.6-3.2x slower in TF32 than in AMP (PyTorch M001/M002, MXNet M039/M038) where peak and traffic
    // explain 2x; fitted with the fused passes above to M001, M003, M027, M039, M041 (0.55 of 0.9).
    if (family == WorkloadFamily::Cnn && precision == Precision::TF32)
        e *= kCnnTf32Factor;
    return e > 0.95 ? 0.95 : e;
}

RuntimeCosts runtimeCosts(Runtime runtime)
{
    switch (runtime) {
    case Runtime::Eager:
        return { kCnnInferenceTrafficPasses, 0.0, kEagerOperatorOverheadS, kEagerOperatorsPerConvLayer,
            kEagerOperatorsPerTransformerLayer, false };
    case Runtime::Compiled:
        return { kCnnCompiledInferenceTrafficPasses, kKernelLatencyS, kCompiledKernelOverheadS, kKernelsPerConvLayer,
            kKernelsPerTransformerLayer, false };
    case Runtime::Optimized:
    case Runtime::Auto:
        break;
    }
    return { kCnnFusedInferenceTrafficPasses, kKernelLatencyS, 0.0, kKernelsPerConvLayer, kKernelsPerTransformerLayer,
        true };
}

Runtime resolvedRuntime(Runtime requested, WorkloadFamily family, Mode mode)
{
    if (requested != Runtime::Auto)
        return requested;
    return family == WorkloadFamily::Decoder && mode == Mode::Infer ? Runtime::Optimized : Runtime::Eager;
}

} // namespace flopsheet
