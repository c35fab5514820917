#include "core/estimate/estimate.h"

#include <QCoreApplication>

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
            QT_TRANSLATE_NOOP("Estimate",
                "does not fit in GPU memory at this batch size and parallelism: try activation recompute, ZeRO, a "
                "smaller batch or more GPUs") },
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
            QT_TRANSLATE_NOOP(
                "Estimate", "some GPUs stay idle: tensor x pipeline x data parallelism does not use them all") },
        { WarnGlobalBatchExceeded,
            QT_TRANSLATE_NOOP("Estimate",
                "more data-parallel GPUs than the global batch has samples: each step takes a larger batch than asked, "
                "which changes the training; planners skip this plan") },
        { WarnAttentionNotCounted,
            QT_TRANSLATE_NOOP("Estimate", "transformer shape unknown: attention FLOPs not counted") },
    };
    QStringList out;
    for (const auto &t : texts) {
        if (warnings & t.flag)
            out << QCoreApplication::translate("Estimate", t.text);
    }
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
    case EstimateError::NoComputeFigures:
        return QCoreApplication::translate(
            "Estimate", "%1 has no published compute figures; add them in a user catalog")
            .arg(gpuName);
    case EstimateError::NoBandwidth:
        return QCoreApplication::translate("Estimate", "%1 has no memory bandwidth figure").arg(gpuName);
    case EstimateError::NoWorkloadCompute:
        return QCoreApplication::translate(
            "Estimate", "the workload needs FLOPs or MACs per sample, parameters, or a transformer shape");
    case EstimateError::NoTrainingAmount:
        return QCoreApplication::translate(
            "Estimate", "how much to train is missing: give tokens, samples or iterations");
    case EstimateError::InvalidInput:
        return QCoreApplication::translate("Estimate", "an input is out of range");
    }
    return {};
}

} // namespace flopsheet
