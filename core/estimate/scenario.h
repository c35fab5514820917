#pragma once

#include "core/catalog/gpu.h"
#include "core/estimate/batchschedule.h"
#include "core/estimate/criticalbatch.h"
#include "core/estimate/transformer.h"

namespace flopsheet {

enum class Mode : std::uint8_t { Train, Infer };
inline constexpr Choice kModeChoices[] = {
    { int(Mode::Train), "train", QT_TRANSLATE_NOOP("Fields", "Train") },
    { int(Mode::Infer), "infer", QT_TRANSLATE_NOOP("Fields", "Serve") },
};
QString modeName(Mode m);
std::optional<Mode> parseMode(QStringView text);

/**
 * The software running the model — the user's to say, since it moves small-batch latency by 10×:
 * - eager: PyTorch or TensorFlow without compilation; a CPU cost per operator, every intermediate
 *   through memory;
 * - compiled: torch.compile or XLA/JAX; element-wise work fused into fewer kernels, which the compiled
 *   program still dispatches one by one;
 * - optimized: TensorRT, TensorRT-LLM, vLLM-class engines; fused into the matrix kernels, launched
 *   from graphs.
 * Auto takes the default for the family and mode (resolvedRuntime in efficiency.h).
 */
enum class Runtime : std::uint8_t { Auto, Optimized, Eager, Compiled };
inline constexpr Choice kRuntimeChoices[] = {
    { int(Runtime::Auto), "auto", QT_TRANSLATE_NOOP("Fields", "Default") },
    { int(Runtime::Eager), "eager", QT_TRANSLATE_NOOP("Fields", "Eager") },
    { int(Runtime::Compiled), "compiled", QT_TRANSLATE_NOOP("Fields", "Compiled") },
    { int(Runtime::Optimized), "optimized", QT_TRANSLATE_NOOP("Fields", "Optimized") },
};
QString runtimeName(Runtime r);
std::optional<Runtime> parseRuntime(QStringView text);

/** Optimizer state layouts; bytes per parameter are in memory.h. */
enum class Optimizer : std::uint8_t { Adam, Adam8bit, SgdMomentum, Sgd, Lion };
inline constexpr Choice kOptimizerChoices[] = {
    { int(Optimizer::Adam), "adam", QT_TRANSLATE_NOOP("Fields", "Adam") },
    { int(Optimizer::Adam8bit), "adam-8bit", QT_TRANSLATE_NOOP("Fields", "8-bit Adam") },
    { int(Optimizer::SgdMomentum), "sgd-momentum", QT_TRANSLATE_NOOP("Fields", "SGD with momentum") },
    { int(Optimizer::Sgd), "sgd", QT_TRANSLATE_NOOP("Fields", "SGD") },
    { int(Optimizer::Lion), "lion", QT_TRANSLATE_NOOP("Fields", "Lion") },
};
inline constexpr Choice kRecomputeChoices[] = {
    { int(Recompute::Auto), "auto", QT_TRANSLATE_NOOP("Fields", "Searched") },
    { int(Recompute::None), "none", QT_TRANSLATE_NOOP("Fields", "None") },
    { int(Recompute::Selective), "selective", QT_TRANSLATE_NOOP("Fields", "Selective") },
    { int(Recompute::Full), "full", QT_TRANSLATE_NOOP("Fields", "Full") },
};

/** Whether training keeps the s² attention scores (no FlashAttention, Dao et al. 2022) for the backward pass. */
enum class Attention : std::uint8_t { Flash, Stored };
inline constexpr Choice kAttentionChoices[] = {
    { int(Attention::Flash), "flash", QT_TRANSLATE_NOOP("Fields", "FlashAttention") },
    { int(Attention::Stored), "stored", QT_TRANSLATE_NOOP("Fields", "Scores stored") },
};
QString attentionName(Attention a);
std::optional<Attention> parseAttention(QStringView text);

QString optimizerName(Optimizer o);
std::optional<Optimizer> parseOptimizer(QStringView text);
QString recomputeName(Recompute r);
std::optional<Recompute> parseRecompute(QStringView text);

/** A ZeRO stage the layout search chooses. */
inline constexpr int kZeroAuto = -1;

/** How much training to do: exactly one of tokens, samples × epochs, or iterations × global batch. */
enum class AmountKind : std::uint8_t { Tokens, Samples, Iterations };
inline constexpr Choice kAmountChoices[] = {
    { int(AmountKind::Tokens), "tokens" },
    { int(AmountKind::Samples), "samples" },
    { int(AmountKind::Iterations), "iterations" },
};
QString amountName(AmountKind a);
std::optional<AmountKind> parseAmount(QStringView text);

/**
 * Everything about a job except the model and the chip: how many GPUs, which precision, how much
 * data, which optimizer. Plain value type; NaN means "use the default".
 */
struct Scenario {
    Mode mode = Mode::Train;
    Precision precision = Precision::BF16;
    int gpuCount = 1;
    int gpusPerNode = 8;

    // Training.
    AmountKind amount = AmountKind::Tokens;
    double tokens = kUnknown; ///< with AmountKind::Tokens; NaN = the workload's default
    double samples = kUnknown; ///< with AmountKind::Samples; NaN = the workload's dataset size
    double epochs = kUnknown; ///< with AmountKind::Samples; NaN = the workload's default, else 1
    double iterations = kUnknown; ///< with AmountKind::Iterations
    int batchPerGpu = 0; ///< micro-batch per GPU (sequences or images); 0 = a family default
    /** Samples per optimizer step over all GPUs (gradient accumulation fills it); NaN = a default. */
    double globalBatch = kUnknown;
    // The training layout: 0 (Auto for recompute, kZeroAuto for ZeRO) lets the search choose (layoutsearch.h).
    int tensorParallel = 0; ///< tensor-parallel ranks
    int contextParallel = 0; ///< context-parallel ranks splitting each sequence
    int pipelineParallel = 0; ///< pipeline stages
    int interleave = 0; ///< model chunks per pipeline stage (interleaved 1F1B)
    Optimizer optimizer = Optimizer::Adam;
    int zeroStage = kZeroAuto; ///< ZeRO stage 0-3 (optimizer, gradient, weight sharding)
    Recompute recompute = Recompute::Auto;
    /** FlashAttention (the default of Megatron-Core, llm-foundry and PyTorch SDPA) keeps no s² scores. */
    Attention attention = Attention::Flash;
    // Batch size over training (criticalbatch.h, batchschedule.h).
    /** Batch units: tokens for language models, samples otherwise; NaN = the family's default. */
    double criticalBatch = kUnknown;
    Planning planning = Planning::FixedData;
    StageGpus stageGpus = StageGpus::Keep;
    BatchSchedule schedule; ///< constant: the global batch above; else it decides every step's batch
    /** Textbook mode: FLOPs = params × iterations × batch × this; NaN = derive from the model. */
    double flopsPerParam = kUnknown;

    // Inference.
    bool batchMax = false;
    int promptTokens = 0; ///< LLM prefill length; 0 = the sequence length less the output tokens (servedTokens)
    int outputTokens = 0; ///< LLM decode length; 0 = a non-generative forward pass

    int seqLen = 0; ///< 0 = the workload's sequence length
    Runtime runtime = Runtime::Auto; ///< the default for the family and mode unless the user says

    // Overrides and site assumptions.
    double mfu = kUnknown; ///< compute efficiency override, 0 < mfu <= 1
    double priceUsd = kUnknown; ///< per GPU-hour; NaN = the catalog price
    double priceMultiplier = 1.0; ///< spot or reserved discount
    double pue = 1.2; ///< data-centre power usage effectiveness
    double networkGBps = kUnknown; ///< per-GPU network bandwidth between nodes; NaN = by generation
    bool useSparsity = true; ///< apply the 2:4 speed-up when the workload is 2:4 sparse
    /** Training throughput measured for this workload, GPU and count (samples/s, all GPUs); NaN = predict. */
    double measuredSamplesPerS = kUnknown;
};

} // namespace flopsheet
