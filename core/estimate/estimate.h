#pragma once

#include "core/estimate/criticalbatch.h"
#include "core/estimate/layout.h"
#include "core/estimate/memory.h"
#include "core/estimate/servingterms.h"
#include "core/estimate/uncertainty.h"

#include <QStringList>

namespace flopsheet {

/** What limits a configuration. */
/**
 * What sets an estimate's time: matrix work, memory traffic, communication, or (serving) the fixed cost of
 * launching kernels and dispatching operators, which small batches cannot hide.
 */
enum class Bound : std::uint8_t { Compute, Memory, Communication, Overhead };
QString boundName(Bound b);

/** Conditions worth a user's attention; an estimate carries them as a bit set. */
enum Warning : std::uint32_t {
    WarnDoesNotFit = 1u << 0,
    WarnCommunicationBound = 1u << 1,
    WarnParamsOnlyConvNet = 1u << 2,
    WarnNoPrice = 1u << 3,
    WarnNoTdp = 1u << 4,
    WarnInterconnectUnknown = 1u << 5,
    WarnSparsityUnsupported = 1u << 6,
    WarnBelowChinchilla = 1u << 7,
    WarnModelParallel = 1u << 8,
    WarnHighMfu = 1u << 9,
    WarnTooFewSamplesForGpus = 1u << 10,
    WarnAttentionNotCounted = 1u << 11,
    WarnAssumedTokens = 1u << 12,
    WarnIdleGpus = 1u << 13,
    WarnAboveCriticalBatch = 1u << 14,
    WarnStageDoesNotFit = 1u << 15,
    WarnBeyondPositions = 1u << 16, ///< a sequence longer than the model's learned table or trained rotary context
    WarnSparsityNeedsMatrixUnits = 1u << 17, ///< 2:4 sparse weights in FP32, which runs without tensor cores
};

/**
 * What is left to try when training does not fit: the search has tried recompute, ZeRO, the splits and small
 * micro-batches wherever the user left them open, so only what was pinned, or is not the layout's, is advised.
 */
enum FitRemedy : std::uint8_t {
    RemedyRecompute = 1u << 0, ///< recompute pinned to none or selective (a transformer)
    RemedyZero = 1u << 1, ///< ZeRO pinned below stage 3, over more than one data-parallel rank
    RemedySmallerMicroBatch
    = 1u << 2, ///< a micro-batch above one sample (serving: a batch above the largest that fits)
    RemedyEightBitOptimizer = 1u << 3, ///< Adam's two 32-bit moments per parameter
    RemedySplit = 1u << 4, ///< tensor or pipeline parallelism pinned (serving: a wider split the node and heads allow)
    RemedyMoreStages = 1u << 5, ///< serving at the node's widest split: more pipeline stages, on more GPUs
};

/** Why no estimate could be made. */
enum class EstimateError : std::uint8_t {
    None,
    PrecisionUnsupported, ///< the GPU has no peak for this precision (T4 has no BF16)
    PrecisionNotForTraining, ///< training asked in an inference-only format (int8: isTrainingPrecision)
    NoComputeFigures, ///< the catalog has no compute figures for this GPU (A10G, GH200)
    NoBandwidth, ///< memory bandwidth unknown where the estimate needs it
    NoMemoryFigure, ///< the GPU's memory size unknown: nothing could say what fits
    NoWorkloadCompute, ///< neither FLOPs per sample nor parameters nor a shape
    NoTrainingAmount, ///< no tokens, samples or iterations, and the workload has no default
    InvalidInput, ///< a value out of range (caught by callers first; kept as a guard)
    LayoutCannotRun, ///< the pinned parallel split cannot run on these GPUs (pinnedLayoutProblem says why)
    InvalidSchedule, ///< the batch schedule does not fit the data (scheduleProblem says where; callers check first)
};

/** Result of one workload on one GPU type under one scenario. NaN = does not apply. */
struct Estimate {
    EstimateError error = EstimateError::None;

    double totalFlops = kUnknown; ///< training: whole job incl. recompute; inference: one batch
    double wallHours = kUnknown;
    double gpuHours = kUnknown;
    double costUsd = kUnknown;
    double energyKwh = kUnknown;

    MemoryBreakdown memory; ///< per GPU, bytes
    double memoryPerGpuGiB = kUnknown;
    double memoryCapacityGiB = kUnknown;
    bool fits = false;
    int maxBatchPerGpu = 0; ///< largest micro-batch (training) or batch (inference) that fits
    int batchPerGpu = 0; ///< the batch the figures are for

    double samplesPerS = kUnknown; ///< totals over all GPUs
    double tokensPerS = kUnknown;
    double outputTokensPerS = kUnknown;
    double achievedTflopsPerGpu = kUnknown; ///< hardware FLOPs (recompute included) per GPU-second
    double mfu = kUnknown; ///< model FLOPs (no recompute) / (GPUs × dense peak × time)
    double computeEfficiency = kUnknown; ///< the efficiency assumed for matrix work
    double memoryEfficiency = kUnknown; ///< the share of rated bandwidth assumed for memory-bound kernels
    double scalingEfficiency = kUnknown;
    Bound bound = Bound::Compute;

    // Batch size over training (criticalbatch.h, batchschedule.h). Batches in samples.
    Planning planning = Planning::FixedData;
    double globalBatch = kUnknown; ///< samples per optimizer step; with a schedule, its final batch
    double batchUnitsPerSample = 1; ///< tokens per sample for language models (their batches read in tokens), else 1
    double criticalBatch = kUnknown; ///< NaN: none known for the family (no batch effect assumed)
    bool criticalBatchTyped = false;
    /** No batch was asked for: each step is one micro-batch on every data-parallel GPU, so it grows with them. */
    bool batchFromGpuCount = false;
    /** A default batch rounded up to whole micro-batches on every busy rank (StepModel::split): what a step takes. */
    bool batchRoundedUp = false;
    double optimizerSteps = kUnknown; ///< whole steps: each stage's last, partial batch counts as one
    int gpusBusy = 0; ///< the fewest GPUs any stage keeps busy
    /** Examples a batch at or below the critical size needs / examples this run's batches need (1: none lost). */
    double statisticalEfficiency = kUnknown;
    double dataMultiple = kUnknown; ///< data trained / data typed (fixed target at a batch past the asked one)
    int firstStageNotFitting = -1; ///< the schedule's first stage (from 0) that does not fit; -1 = none
    int sequenceTokens = 0; ///< with WarnBeyondPositions: the tokens of one sequence (prompt and output when served)
    int modelPositions = 0; ///< with WarnBeyondPositions: the model's position table or trained context
    bool rotaryPositions = false; ///< with WarnBeyondPositions: the positions are rotary (RoPE), not a learned table
    /** How many times the data a run at the critical batch needs this batch needs to reach the same loss, (1 + B/Bc)/2.
     */
    double dataForSameLossMultiple() const { return (1.0 + globalBatch / criticalBatch) / 2.0; }

    // What the figures assumed where the input said nothing (core/report/assumptions.h states it).
    Runtime runtime = Runtime::Eager; ///< the runtime the figures are for (resolvedRuntime)
    Mode mode = Mode::Train; ///< what the figures are for: a training job or serving
    bool efficiencyTyped = false; ///< computeEfficiency was typed (Scenario::mfu), not the model's default
    bool assumedShape = false; ///< a language model's shape taken from its parameter count (shapeFromParams)
    int assumedLayers = 0; ///< depth assumed for launch and dispatch floors (defaultDepth); 0 = given
    int assumedHeads = 0; ///< attention heads assumed for a given width (defaultHeads); 0 = given
    int assumedSeqLen = 0; ///< tokens per sequence assumed (defaultSequenceTokens); 0 = given

    double latencyMs = kUnknown;
    double timeToFirstTokenMs = kUnknown;
    double timePerOutputTokenMs = kUnknown;
    double costPerMillionTokensUsd = kUnknown; ///< serving a model that generates: per million output tokens
    double costPerMillionSamplesUsd = kUnknown; ///< serving: per million samples (images, sequences, requests)
    /**
     * Serving's price in the unit its figures are in: per million output tokens for a model that generates, else
     * per million samples (a conv net's images, an encoder's sequences). What serving plans and charts compare.
     */
    double servingCostPerMillion() const
    {
        return servingPricedPerToken() ? costPerMillionTokensUsd : costPerMillionSamplesUsd;
    }
    /** Serving is priced and timed per output token (the model generates), not per sample. */
    bool servingPricedPerToken() const { return isKnown(outputTokensPerS); }

    double stepSeconds = kUnknown; ///< one training step: compute + memory + launches + bubble + communication
    double computeSeconds = kUnknown;
    double memorySeconds = kUnknown;
    double communicationSeconds = kUnknown; ///< exposed (not hidden behind compute)
    double bubbleSeconds = kUnknown; ///< training: the pipeline bubble's share of a step
    double launchSeconds = kUnknown; ///< training: the fixed cost of the step's kernel launches
    double trainingSamples = kUnknown; ///< training: samples the whole job processes (epochs included)
    double pricePerGpuHourUsd = kUnknown; ///< the price the cost figures use (override × multiplier)
    ServingTerms serving; ///< inference: the terms TTFT, TPOT and latency add up
    int tensorParallel = 1;
    int pipelineParallel = 1;
    int dataParallel = 1;
    /** Training: the layout the figures are for (micro-batch, chunks, recompute, ZeRO; layoutsearch.h). */
    ParallelLayout layout;
    double accumulation = kUnknown; ///< training: micro-batches per data-parallel rank in the final step
    bool layoutSearched = false; ///< false: the plain data-parallel layout (or the pinned one) reached the bound
    bool layoutSplittable = true; ///< false: no transformer shape, so data parallel alone (layoutSplittable())
    int layoutsCosted = 0; ///< layouts the search costed
    int layoutIdleGpus = 0; ///< GPUs the chosen layout leaves idle
    /** Training, when the layout idles GPUs: the fastest layout that fits and uses every one (see the slowdown). */
    ParallelLayout everyGpuLayout;
    /** Its time per sample over the chosen layout's; NaN when no layout using every GPU fits. */
    double everyGpuSlowdown = kUnknown;
    double peakFlopsUsed = kUnknown; ///< dense peak (× sparsity where it applies), FLOP/s
    double sparsityPeakFactor = 1.0; ///< the multiple of the dense peak 2:4 sparsity gave (1: none applied)

    // Range (uncertainty.h): for most validation rows of rangeCategory the measured time was between
    // timeRatioLow and timeRatioHigh times the predicted one. NaN when no band is known.
    ErrorCategory rangeCategory = ErrorCategory::ConvNetThroughput;
    int rangeRows = 0;
    double timeRatioLow = kUnknown;
    double timeRatioHigh = kUnknown;
    int ttftRangeRows = 0;
    double ttftRatioLow = kUnknown; ///< first-token latency's own band
    double ttftRatioHigh = kUnknown;
    bool hasRange() const { return isKnown(timeRatioLow) && isKnown(timeRatioHigh); }
    /** A time-like figure (hours, cost, energy, latency) at the optimistic or pessimistic end. */
    double optimisticTime(double value) const { return value * timeRatioLow; }
    double pessimisticTime(double value) const { return value * timeRatioHigh; }
    /** A throughput at the pessimistic (low) or optimistic (high) end. */
    double pessimisticRate(double value) const { return value / timeRatioHigh; }
    double optimisticRate(double value) const { return value / timeRatioLow; }

    std::uint32_t warnings = 0;
    std::uint8_t fitRemedies = 0; ///< an estimate that does not fit: what is left to try (FitRemedy)
    bool ok() const { return error == EstimateError::None; }
    bool has(Warning w) const { return (warnings & w) != 0; }
};

/** One stretch of a training schedule: its batches (samples), data, steps, GPUs, time and memory. */
struct StageFigures {
    int stage = 0; ///< the schedule's stage, from 0; the constant tail after the last stage has the next number
    double startBatch = 0;
    double endBatch = 0;
    double samples = 0;
    double steps = 0; ///< whole optimizer steps (the last, partial batch is one)
    int gpusBusy = 0; ///< at the start of the stage
    int gpusBusyEnd = 0;
    int microBatch = 0;
    double accumulation = 1;
    double hours = 0;
    double gpuHours = 0; ///< GPUs held × hours (all GPUs, unless elastic)
    double memoryGiB = 0; ///< per GPU, the most of the stage
    bool fits = true;
};

/** A batch of samples as its users read it: "4.19M tokens" for a language model, "8.19k samples" otherwise. */
QString batchText(const Estimate &e, double samples);

/**
 * A served batch as its users read it: the sequences one replica runs together, "32 per GPU", or where a replica
 * spans several GPUs (tensor × pipeline), "32 per replica of 16 GPUs": each GPU does not run 32 of its own.
 */
QString servingBatchText(const Estimate &e);

/** One line of text per warning set, translated (generic where the estimate's figures would fill it in). */
QStringList warningMessages(std::uint32_t warnings);
/** The same for an estimate, with its figures: how far past the critical batch, which stage does not fit. */
QStringList warningMessages(const Estimate &e);
/** A one-line, translated reason for an error. */
QString errorMessage(EstimateError error, const QString &gpuName, Precision precision);

} // namespace flopsheet
