#include "core/estimate/criticalbatch.h"

#include "core/catalog/gpu.h"

#include <cmath>

namespace flopsheet {

QString planningName(Planning p)
{
    return choiceWord(kPlanningChoices, int(p));
}

std::optional<Planning> parsePlanning(QStringView text)
{
    return choiceAs<Planning>(kPlanningChoices, text);
}

QString stageGpusName(StageGpus s)
{
    return choiceWord(kStageGpusChoices, int(s));
}

std::optional<StageGpus> parseStageGpus(QStringView text)
{
    return choiceAs<StageGpus>(kStageGpusChoices, text);
}

double deepSeekOptimalBatchTokens(double trainingFlops)
{
    // DeepSeek LLM (arXiv 2401.02954) §3.1, eq. 1: B_opt = 0.2920 · C^0.3271.
    return trainingFlops > 0 ? 0.2920 * std::pow(trainingFlops, 0.3271) : kUnknown;
}

double kaplanCriticalBatchTokens(double lossNats)
{
    // Kaplan et al. 2020 §5.1, eq. 5.3: B_crit(L) = B* / L^(1/α_B), B* = 2e8 tokens, α_B = 0.21.
    return lossNats > 0 ? 2e8 / std::pow(lossNats, 1.0 / 0.21) : kUnknown;
}

double defaultCriticalBatch(WorkloadFamily family, double trainingFlops, double tokensPerSequence)
{
    switch (family) {
    case WorkloadFamily::Cnn:
    case WorkloadFamily::Vit:
        return kImageCriticalBatchSamples;
    case WorkloadFamily::Encoder:
        return kEncoderCriticalBatchSequences * tokensPerSequence;
    case WorkloadFamily::Decoder:
        return deepSeekOptimalBatchTokens(trainingFlops);
    case WorkloadFamily::Generic:
        break;
    }
    return kUnknown;
}

} // namespace flopsheet
