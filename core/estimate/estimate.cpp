#include "core/estimate/estimate.h"

#include "core/estimate/units.h"
#include "core/report/layouttext.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace flopsheet {

QString boundName(Bound b)
{
    switch (b) {
    case Bound::Compute:
        return QStringLiteral("compute");
    case Bound::Memory:
        return QStringLiteral("memory");
    case Bound::Communication:
        return QStringLiteral("communication");
    case Bound::Overhead:
        return QStringLiteral("overhead");
    }
    return {};
}

QStringList warningMessages(std::uint32_t warnings)
{
    static const struct {
        Warning flag;
        const char *text;
    } texts[] = {
        { WarnDoesNotFit,
            // The estimate's own message (doesNotFitMessage) says what is left to try.
            QT_TRANSLATE_NOOP("Estimate", "does not fit in GPU memory at this batch size and parallelism") },
        { WarnCommunicationBound,
            QT_TRANSLATE_NOOP("Estimate",
                "communication takes more than 20% of each step: check the interconnect, the batch or the GPU count") },
        { WarnParamsOnlyConvNet,
            QT_TRANSLATE_NOOP("Estimate",
                "conv net described by parameters only: 2 x params per sample badly undercounts it (ResNet-50: 8.2 "
                "GFLOPs per image, not 51 MFLOPs); give its MACs or FLOPs per sample") },
        { WarnNoPrice, QT_TRANSLATE_NOOP("Estimate", "no price for this GPU: cost unknown (set one with --price)") },
        { WarnNoTdp, QT_TRANSLATE_NOOP("Estimate", "no TDP for this GPU: energy unknown") },
        { WarnInterconnectUnknown,
            QT_TRANSLATE_NOOP("Estimate", "interconnect bandwidth unknown: communication not modelled") },
        { WarnSparsityUnsupported,
            QT_TRANSLATE_NOOP(
                "Estimate", "weights are 2:4 sparse but this GPU has no sparse tensor cores: dense peak used") },
        { WarnSparsityNeedsMatrixUnits,
            QT_TRANSLATE_NOOP("Estimate",
                "weights are 2:4 sparse but FP32 runs without tensor cores, which alone have the sparse speed-up: "
                "dense peak used (TF32, 16-bit, FP8 and INT8 take it)") },
        { WarnBelowChinchilla,
            QT_TRANSLATE_NOOP("Estimate",
                "fewer than 20 tokens per parameter: below the compute-optimal amount (Hoffmann et al. 2022)") },
        { WarnModelParallel,
            QT_TRANSLATE_NOOP("Estimate", "model does not fit one GPU: tensor/pipeline parallelism assumed") },
        { WarnHighMfu, QT_TRANSLATE_NOOP("Estimate", "efficiency above 0.7 of peak is rarely reached in practice") },
        { WarnTooFewSamplesForGpus, QT_TRANSLATE_NOOP("Estimate", "fewer samples than GPUs x batch: some GPUs idle") },
        { WarnAssumedTokens,
            QT_TRANSLATE_NOOP("Estimate",
                "no token count given: trained on the compute-optimal 20 tokens per parameter (Hoffmann et al. "
                "2022)") },
        { WarnIdleGpus,
            QT_TRANSLATE_NOOP("Estimate",
                "some GPUs stay idle: the global batch has fewer micro-batches than data-parallel "
                "replicas (in every step, or while a batch schedule's batch is small)") },
        { WarnAboveCriticalBatch,
            QT_TRANSLATE_NOOP("Estimate",
                "the global batch is past the critical batch: each doubling buys back less than half the steps, and "
                "reaching the same loss needs more data (McCandlish et al. 2018)") },
        { WarnStageDoesNotFit,
            QT_TRANSLATE_NOOP(
                "Estimate", "a stage of the batch schedule does not fit in GPU memory on the GPUs it holds") },
        { WarnBeyondPositions,
            QT_TRANSLATE_NOOP("Estimate",
                "a sequence is longer than the model's positions (its learned table, or the context its rotary "
                "positions were trained at): it cannot read it as trained") },
        { WarnAttentionNotCounted,
            QT_TRANSLATE_NOOP("Estimate",
                "attention FLOPs not counted (2 per parameter per token only): give the model's layers and width to "
                "count them (a shape assumed from the parameter count sizes memory only)") },
    };
    QStringList out;
    for (const auto &t : texts) {
        if (warnings & t.flag)
            out << QCoreApplication::translate("Estimate", t.text);
    }
    return out;
}

QString batchText(const Estimate &e, double samples)
{
    return e.batchUnitsPerSample > 1
        ? QCoreApplication::translate("Estimate", "%1 tokens").arg(formatSi(samples * e.batchUnitsPerSample))
        : QCoreApplication::translate("Estimate", "%1 samples").arg(formatSi(samples));
}

QString servingBatchText(const Estimate &e)
{
    const int replica = std::max(1, e.tensorParallel) * std::max(1, e.pipelineParallel);
    const QString batch = QLocale().toString(e.batchPerGpu);
    return replica > 1 ? QCoreApplication::translate("Estimate", "%1 per replica of %2 GPUs").arg(batch).arg(replica)
                       : QCoreApplication::translate("Estimate", "%1 per GPU").arg(batch);
}

namespace {

// "a, b or c": things to try.
QString tryList(QStringList tries)
{
    const QString last = tries.takeLast();
    return QCoreApplication::translate("Estimate", "%1 or %2", "the last two things to try")
        .arg(tries.join(QCoreApplication::translate("Estimate", ", ", "between things to try")), last);
}

// Why an estimate does not fit in memory, with only what is left to try.
QString doesNotFitMessage(const Estimate &e)
{
    // Serving keeps no gradients or optimizer state: recompute and ZeRO do not apply. More GPUs help as a
    // wider tensor split inside the node, then as pipeline stages (inference.cpp sets what is left).
    if (e.mode == Mode::Infer) {
        QStringList tries;
        if (e.fitRemedies & RemedySmallerMicroBatch)
            tries << QCoreApplication::translate("Estimate", "a smaller batch");
        if (e.fitRemedies & RemedySplit)
            tries << QCoreApplication::translate("Estimate", "a wider tensor split (pinned, or with more GPUs)");
        if (e.fitRemedies & RemedyMoreStages)
            tries << QCoreApplication::translate("Estimate", "more pipeline stages across nodes (more GPUs)");
        tries << QCoreApplication::translate("Estimate", "a lower precision")
              << QCoreApplication::translate("Estimate", "GPUs with more memory");
        if (e.maxBatchPerGpu < 1 && !(e.fitRemedies & RemedySplit))
            return e.pipelineParallel > 1
                ? QCoreApplication::translate("Estimate",
                    "does not fit in GPU memory: one sequence needs more than %n GPU(s) hold (tensor groups of %1 "
                    "× %2 pipeline stages): try %3",
                    nullptr, e.tensorParallel * e.pipelineParallel)
                      .arg(e.tensorParallel)
                      .arg(e.pipelineParallel)
                      .arg(tryList(tries))
                : QCoreApplication::translate("Estimate",
                    "does not fit in GPU memory: one sequence needs more than the widest tensor split of a node "
                    "holds (%n GPU(s)): try %1",
                    nullptr, e.tensorParallel)
                      .arg(tryList(tries));
        return QCoreApplication::translate("Estimate", "does not fit in GPU memory at this batch and split: try %1")
            .arg(tryList(tries));
    }
    // Training: what the search left to the user (FitRemedy), then what always helps.
    static const struct {
        FitRemedy remedy;
        const char *text;
    } remedies[] = {
        { RemedyRecompute, QT_TRANSLATE_NOOP("Estimate", "activation recompute") },
        { RemedyZero, QT_TRANSLATE_NOOP("Estimate", "ZeRO") },
        { RemedySplit, QT_TRANSLATE_NOOP("Estimate", "more tensor or pipeline parallelism") },
        { RemedySmallerMicroBatch, QT_TRANSLATE_NOOP("Estimate", "a smaller micro-batch") },
        { RemedyEightBitOptimizer, QT_TRANSLATE_NOOP("Estimate", "an 8-bit optimizer (adam-8bit)") },
    };
    QStringList tries;
    for (const auto &r : remedies) {
        if (e.fitRemedies & r.remedy)
            tries << QCoreApplication::translate("Estimate", r.text);
    }
    tries << QCoreApplication::translate("Estimate", "more GPUs")
          << QCoreApplication::translate("Estimate", "GPUs with more memory");
    const QString list = tryList(tries);
    // Nothing left to change in the layout: the search tried recompute, ZeRO, the splits and one sample per
    // micro-batch.
    constexpr std::uint8_t layoutRemedies = RemedyRecompute | RemedyZero | RemedySmallerMicroBatch | RemedySplit;
    return (e.fitRemedies & layoutRemedies) != 0
        ? QCoreApplication::translate(
            "Estimate", "does not fit in GPU memory at this batch size and parallelism: try %1")
              .arg(list)
        : QCoreApplication::translate("Estimate", "does not fit in GPU memory in any layout searched: try %1")
              .arg(list);
}

} // namespace

QStringList warningMessages(const Estimate &e)
{
    const std::uint32_t explained = WarnAboveCriticalBatch | WarnStageDoesNotFit | WarnBeyondPositions
        | (e.layoutIdleGpus > 0 ? WarnIdleGpus : 0u) | WarnDoesNotFit;
    QStringList out = warningMessages(e.warnings & ~explained);
    if (e.has(WarnDoesNotFit))
        out.prepend(doesNotFitMessage(e));
    if (e.mode == Mode::Infer && e.layoutIdleGpus > 0) {
        out << QCoreApplication::translate("Estimate",
            "%n GPU(s) idle: a served replica takes %1 GPUs (%4), and whole replicas use %2 of the %3; a multiple of "
            "%1 GPUs uses them all (the cost counts every GPU held)",
            nullptr, e.layoutIdleGpus)
                   .arg(e.tensorParallel * e.pipelineParallel)
                   .arg(e.tensorParallel * e.pipelineParallel * e.dataParallel)
                   .arg(e.tensorParallel * e.pipelineParallel * e.dataParallel + e.layoutIdleGpus)
                   .arg(e.pipelineParallel > 1
                           ? QCoreApplication::translate("Estimate", "its tensor split × pipeline stages")
                           : QCoreApplication::translate("Estimate", "its tensor split"));
    } else if (isKnown(e.everyGpuSlowdown)) { // set only where the layout idles GPUs
        // A layout using every GPU fits but loses: slower per sample, or as fast but growing the default batch.
        const bool slower = e.everyGpuSlowdown > 1.0 + 1e-9;
        QString text = slower
            ? QCoreApplication::translate("Estimate",
                "%n GPU(s) idle: the fastest layout uses %1; the fastest that uses all %2 (%3) is %4 % slower per "
                "sample",
                nullptr, e.layoutIdleGpus)
            : QCoreApplication::translate("Estimate",
                "%n GPU(s) idle: the fastest layout uses %1; the fastest that uses all %2 (%3) would grow the "
                "default batch past its target",
                nullptr, e.layoutIdleGpus);
        text = text.arg(e.layout.gpus()).arg(e.everyGpuLayout.gpus()).arg(layoutShortText(e.everyGpuLayout));
        if (slower) {
            // Whole percent from 1 % up, else the first significant digit ("0.02 %", never a bare "0.0 %"),
            // down to 0.001 %.
            const double percent = (e.everyGpuSlowdown - 1.0) * 100.0;
            const int decimals = percent >= 1.0 ? 0 : std::clamp(int(-std::floor(std::log10(percent))), 1, 3);
            text = percent < 0.0005 ? text.arg(QCoreApplication::translate("Estimate", "under 0.001", "a percentage"))
                                    : text.arg(percent, 0, 'f', decimals);
        }
        out << text;
    } else if (e.layoutIdleGpus > 0) {
        out << QCoreApplication::translate("Estimate",
            "%n GPU(s) idle: no split into tensor-parallel groups (dividing the node and the heads) × pipeline stages "
            "(at most the layers) × data-parallel replicas, keeping what was pinned, fits in memory and uses every "
            "GPU; the fastest uses %1",
            nullptr, e.layoutIdleGpus)
                   .arg(e.layout.gpus());
    }
    if (e.has(WarnAboveCriticalBatch)) {
        const QString planning = e.planning == Planning::FixedTarget
            ? QCoreApplication::translate("Estimate", "fixed target: the extra data is in the time and cost")
            : QCoreApplication::translate(
                "Estimate", "fixed data: trained on the data as typed, it reaches a worse loss");
        out << QCoreApplication::translate("Estimate",
            "global batch %1 is %2× the critical batch %3: it needs about %4× the data a run at the critical batch "
            "needs to reach the same loss (McCandlish et al. 2018); %5")
                   // Three figures, so that a batch just past the critical one reads "1.02×", not "1.0×".
                   .arg(batchText(e, e.globalBatch), QString::number(e.globalBatch / e.criticalBatch, 'g', 3),
                       batchText(e, e.criticalBatch), QString::number(e.dataForSameLossMultiple(), 'g', 3), planning);
    }
    if (e.has(WarnBeyondPositions)) {
        const QString text = e.rotaryPositions
            ? QCoreApplication::translate("Estimate",
                "%1 tokens per sequence are more than the %2 the model's rotary positions were trained at: past "
                "them it does not read text as trained (the positions must be interpolated and the model tuned at "
                "the longer length, as Llama 3.1 was, or the text be cut)")
            : QCoreApplication::translate("Estimate",
                "%1 tokens per sequence are more than the model's %2 learned positions: it cannot read them as "
                "trained (the position table must grow and be trained, or the text be cut)");
        out << text.arg(QLocale().toString(e.sequenceTokens), QLocale().toString(e.modelPositions));
    }
    if (e.has(WarnStageDoesNotFit))
        out << QCoreApplication::translate("Estimate",
            "stage %1 of the batch schedule does not fit in GPU memory on the GPUs it holds (an elastic job shards "
            "its state over fewer GPUs while the batch is small)")
                   .arg(e.firstStageNotFitting + 1);
    return out;
}

QString errorMessage(EstimateError error, const QString &gpuName, Precision precision)
{
    switch (error) {
    case EstimateError::None:
        return {};
    case EstimateError::PrecisionUnsupported:
        return QCoreApplication::translate("Estimate", "%1 has no %2 peak; choose another precision")
            .arg(gpuName, precisionName(precision));
    case EstimateError::PrecisionNotForTraining:
        return QCoreApplication::translate(
            "Estimate", "%1 is an inference format: train in bf16, fp16, fp8, tf32 or fp32")
            .arg(precisionName(precision));
    case EstimateError::NoComputeFigures:
        return QCoreApplication::translate(
            "Estimate", "%1 has no published compute figures; add them in a user catalog")
            .arg(gpuName);
    case EstimateError::NoBandwidth:
        return QCoreApplication::translate("Estimate", "%1 has no memory bandwidth figure").arg(gpuName);
    case EstimateError::NoMemoryFigure:
        return QCoreApplication::translate(
            "Estimate", "%1 has no memory size; enter its memory (GB) so what fits can be checked")
            .arg(gpuName);
    case EstimateError::NoWorkloadCompute:
        return QCoreApplication::translate(
            "Estimate", "the workload needs FLOPs or MACs per sample, parameters, or a transformer shape");
    case EstimateError::NoTrainingAmount:
        return QCoreApplication::translate(
            "Estimate", "how much to train is missing: give tokens, samples or iterations");
    case EstimateError::InvalidInput:
        return QCoreApplication::translate("Estimate", "an input is out of range");
    case EstimateError::LayoutCannotRun:
        return QCoreApplication::translate("Estimate",
            "the pinned parallel split cannot run here: tensor × pipeline × context parallel must fit the GPUs, "
            "tensor parallel a node and the heads");
    case EstimateError::InvalidSchedule:
        return QCoreApplication::translate("Estimate", "the batch schedule does not fit the training data");
    }
    return {};
}

} // namespace flopsheet
