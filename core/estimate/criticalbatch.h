#pragma once

#include "core/catalog/choice.h"
#include "core/catalog/workload.h"

#include <optional>

namespace flopsheet {

/**
 * What a plan keeps fixed when the global batch changes (McCandlish et al. 2018, arXiv 1812.06162, §2):
 * - fixed data: train on the data typed (tokens or epochs); a batch past the critical one reaches a
 *   worse loss on it, which the estimate says but does not price;
 * - fixed target: reach the loss the typed run reaches; the typed data is what the typed batch B0
 *   needs, so at batch B the data is D · (1 + B/Bcrit) / (1 + B0/Bcrit), and time and cost include it.
 */
enum class Planning : std::uint8_t { FixedData, FixedTarget };
inline constexpr Choice kPlanningChoices[] = {
    { int(Planning::FixedData), "fixed-data", QT_TRANSLATE_NOOP("Fields", "Fixed data") },
    { int(Planning::FixedTarget), "fixed-target", QT_TRANSLATE_NOOP("Fields", "Fixed target") },
};
QString planningName(Planning p);
std::optional<Planning> parsePlanning(QStringView text);

/** What GPUs a job holds while its batch schedule is below the size that keeps them all busy. */
enum class StageGpus : std::uint8_t {
    Keep, ///< the job holds (and pays for) all its GPUs from the start; a small batch idles some
    Elastic, ///< the job grows with its batch: it holds only the GPUs the batch keeps busy
};
inline constexpr Choice kStageGpusChoices[] = {
    { int(StageGpus::Keep), "keep", QT_TRANSLATE_NOOP("Fields", "Keep all") },
    { int(StageGpus::Elastic), "elastic", QT_TRANSLATE_NOOP("Fields", "Elastic") },
};
QString stageGpusName(StageGpus s);
std::optional<StageGpus> parseStageGpus(QStringView text);

// Default critical batches: image classifiers on ImageNet keep their accuracy to a global batch of 8k
// with linear learning-rate scaling and warm-up (Goyal et al. 2017, arXiv 1706.02677, §5); BERT-class
// encoders train at 8k sequences with Adam (RoBERTa, Liu et al. 2019, arXiv 1907.11692, §5).
inline constexpr double kImageCriticalBatchSamples = 8192;
inline constexpr double kEncoderCriticalBatchSequences = 8192;

/** DeepSeek LLM's compute-optimal batch in tokens, B_opt = 0.2920 · C^0.3271, C in FLOPs (arXiv 2401.02954, §3.1). */
double deepSeekOptimalBatchTokens(double trainingFlops);

/** Kaplan et al. 2020 (arXiv 2001.08361, §5.1): B_crit(L) = 2e8 tokens / L^(1/0.21), L in nats per token. */
double kaplanCriticalBatchTokens(double lossNats);

/**
 * The critical batch a workload's family defaults to, in batch units (tokens for language models,
 * samples otherwise): 8k images or sequences (above; tokensPerSequence turns sequences into tokens),
 * a decoder's DeepSeek B_opt at its training compute (6ND). NaN for a family with no published figure (generic): no
 * batch effect is assumed.
 */
double defaultCriticalBatch(WorkloadFamily family, double trainingFlops, double tokensPerSequence);

/** McCandlish §2.2: optimizer steps to a given loss at batch B, as a multiple of the fewest possible, 1 + Bcrit/B. */
constexpr double stepsOverMinimum(double batch, double criticalBatch)
{
    return 1.0 + criticalBatch / batch;
}

/** McCandlish §2.2: examples to a given loss at batch B, as a multiple of the fewest possible, 1 + B/Bcrit. */
constexpr double examplesOverMinimum(double batch, double criticalBatch)
{
    return 1.0 + batch / criticalBatch;
}

/**
 * A batch is called past the critical batch (a warning; plans on fixed data drop it) only beyond this ratio: at
 * 1.02 × Bcrit the same loss needs (1 + 1.02) / 2 = 1.01 × the data (examplesOverMinimum over its value at Bcrit),
 * under 1 %, less than the whole micro-batches a step rounds a default batch to on an odd replica count.
 */
inline constexpr double kPastCriticalBatchRatio = 1.02;

/**
 * Statistical efficiency of batch B against a reference batch B0: the examples B0 needs over those B
 * needs, (Bcrit + B0) / (Bcrit + B) — Pollux's E(M) = (φ + M0)/(φ + M) with φ the gradient noise scale
 * (Qiao et al. OSDI'21, adaptdl goodput.py), the same as McCandlish's ratio.
 */
constexpr double statisticalEfficiency(double batch, double referenceBatch, double criticalBatch)
{
    return (criticalBatch + referenceBatch) / (criticalBatch + batch);
}

} // namespace flopsheet
