#pragma once

#include <QString>

namespace flopsheet {

/**
 * The values a figure may take, in the unit it is stored in. Every reader — a table cell, a CSV cell, a
 * project file, the catalog, a CLI flag — checks a figure against the same Limits, with the same message
 * (limitProblem), so a value one of them accepts is accepted by all.
 */
struct Limits {
    double minimum = 0;
    double maximum = 0;
    bool integer = false; ///< whole numbers only
    bool exclusiveMinimum = false; ///< minimum itself is refused ("must be a positive number" when 0)

    /** The same range in another unit: a fraction shown in percent is scaled(100). */
    constexpr Limits scaled(double factor) const
    {
        return { minimum * factor, maximum * factor, integer, exclusiveMinimum };
    }
    constexpr bool contains(double v) const { return (exclusiveMinimum ? v > minimum : v >= minimum) && v <= maximum; }
};

/** Why a value breaks its limits, translated ("must be at most 100 quadrillion (1e17)"); empty when it keeps them. */
QString limitProblem(const Limits &limits, double value);

/**
 * The limits of every stored figure, one place for all readers. Ranges are generous: they refuse what
 * is impossible or a typo (a negative count, 10^30 parameters), never a plan someone could make.
 */
namespace limits {

constexpr int kMaxLength = 1 << 24; // sequence lengths, token counts per request, vocabulary, ffn width

// Workloads
inline constexpr Limits params { 0, 1e16, false, true };
inline constexpr Limits forwardFlops { 0, 1e18, false, true }; ///< per sample
inline constexpr Limits trainingTokens { 0, 1e17, false, true };
inline constexpr Limits datasetSamples { 0, 1e15, false, true };
inline constexpr Limits epochs { 0, 1e6, false, true };
inline constexpr Limits iterations { 0, 1e15, false, true };
inline constexpr Limits memoryTrafficBytes { 0, 1e15 }; ///< per sample
inline constexpr Limits prunedFraction { 0, 0.99 };
// A shape's sizes; files write 0 for "not known" (JsonReader::countOrUnset).
inline constexpr Limits layers { 1, 100000, true };
inline constexpr Limits hidden { 1, 1 << 22, true };
inline constexpr Limits heads { 1, 1 << 16, true };
inline constexpr Limits headDim { 1, 1 << 16, true };
inline constexpr Limits width { 1, kMaxLength, true }; ///< ffn width, vocabulary, maximum sequence

// How a workload runs
inline constexpr Limits batchPerGpu { 1, kMaxLength, true };
inline constexpr Limits seqLen { 1, kMaxLength, true };
inline constexpr Limits requestTokens { 0, kMaxLength, true }; ///< prompt and output lengths
inline constexpr Limits zeroStage { 0, 3, true };
/** In files: -1 (kZeroAuto) lets the layout search choose the stage. */
inline constexpr Limits zeroStageOrAuto { -1, 3, true };
/** A fraction of dense peak; below 1 % is a typo (0.5 meant as 50 % is fine; 0.005 is not a plan). */
inline constexpr Limits mfu { 0.01, 1 };
/** Samples per optimizer step: at least one (a batch given in tokens may come to a fraction of a sequence more). */
inline constexpr Limits globalBatch { 1, 1e12 };
/** Tokens (language models) or samples per optimizer step; above zero. */
inline constexpr Limits criticalBatch { 0, 1e15, false, true };
inline constexpr Limits parallelDegree { 1, 1 << 16, true }; ///< tensor or pipeline ranks
inline constexpr Limits interleave { 1, 1024, true }; ///< model chunks per pipeline stage
inline constexpr Limits flopsPerParam { 0, 1e6, false, true };
inline constexpr Limits networkGBps { 0, 1e6, false, true };
inline constexpr Limits samplesPerS { 0, 1e15, false, true };

// GPUs
inline constexpr Limits peakTflops { 0, 1e6 };
inline constexpr Limits memoryGiB { 0, 1e5, false, true };
inline constexpr Limits bandwidthGBps { 0, 1e6, false, true };
inline constexpr Limits interconnectGBps { 0, 1e6 };
inline constexpr Limits tdpW { 0, 1e5, false, true };
inline constexpr Limits priceUsdPerHour { 0, 1e5 };
inline constexpr Limits gpuCount { 1, 1000000, true };
inline constexpr Limits sparsityFactor { 1, 16 };
inline constexpr Limits year { 0, 3000, true };

// The project
inline constexpr Limits pue { 1, 10 };
inline constexpr Limits priceMultiplier { 0, 1000, false, true };
inline constexpr Limits gpusPerNode { 1, 1 << 16, true };
inline constexpr Limits deadlineHours { 0, 1e9, false, true };
inline constexpr Limits budgetUsd { 0, 1e15, false, true };

// Measured runs
inline constexpr Limits measuredValue { 0, 1e15, false, true };
inline constexpr Limits samplesPerStep { 0, 1e12, false, true };

// The shared pool (core/document/poolentries.h)
inline constexpr Limits poolHours { 0, 1e9 }; ///< a start or a reservation, hours from the plan's start
inline constexpr Limits poolWeight { 0, 1e6, false, true };
inline constexpr Limits priorityClass { 0, 1000, true };
inline constexpr Limits servingLoad { 0, 1e12, false, true }; ///< output tokens/s or requests/s

} // namespace limits
} // namespace flopsheet
