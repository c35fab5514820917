#include "core/estimate/defaults.h"

#include "core/estimate/units.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace flopsheet {
namespace {

constexpr double kWidthPerLayer = 128.0; // d_model / layers of the GPT-3 family (Brown et al. 2020, Table 2.1)
constexpr int kHeadDim = 128;
constexpr double kConvMacsPerWeight = 20.0;

} // namespace

TransformerShape shapeFromParams(double params)
{
    return completedShape(TransformerShape {}, params);
}

TransformerShape completedShape(const TransformerShape &given, double params)
{
    TransformerShape s = given;
    if (!s.hasCompute() && !(params > 0))
        return s;
    if (s.layers <= 0) {
        // N ≈ 12 · L · d² (Kaplan et al. 2020, §2.1), with d = 128 · L when the width is not given either.
        const double layers = s.hidden > 0 ? params / (12.0 * double(s.hidden) * s.hidden)
                                           : std::cbrt(params / (12.0 * kWidthPerLayer * kWidthPerLayer));
        s.layers = std::max(1, int(std::lround(layers)));
    }
    if (s.hidden <= 0) {
        // d from N and the depth, in whole heads: of the heads given, else 128 wide.
        const double width = std::sqrt(params / (12.0 * s.layers));
        if (s.heads > 0) {
            s.hidden = s.heads * std::max(1, int(std::lround(width / s.heads)));
        } else {
            // 128 wide, in whole groups of query heads where KV heads are given.
            const int group = std::max(1, s.kvHeads);
            s.heads = group * std::max(1, int(std::lround(width / kHeadDim / group)));
            s.hidden = s.heads * kHeadDim;
        }
    }
    if (s.heads <= 0)
        s.heads = defaultHeads(s.hidden, s.kvHeads);
    if (s.ffn <= 0)
        s.ffn = 4 * s.hidden; // the GPT MLP (Vaswani et al. 2017)
    return s;
}

int defaultHeads(int hidden, int kvHeads)
{
    if (hidden <= 0)
        return 0;
    const int group = std::max(1, kvHeads);
    int best = 0;
    for (int width = 32; width <= 256 && width <= hidden; ++width) {
        if (hidden % width == 0 && (hidden / width) % group == 0
            && (best == 0 || std::abs(width - kHeadDim) < std::abs(best - kHeadDim)))
            best = width;
    }
    return best > 0 ? hidden / best : group;
}

int defaultDepth(WorkloadFamily family)
{
    switch (family) {
    case WorkloadFamily::Cnn:
        return 50;
    case WorkloadFamily::Vit:
    case WorkloadFamily::Generic:
    case WorkloadFamily::Encoder:
    case WorkloadFamily::Decoder:
        return 12;
    }
    return 12;
}

int defaultSequenceTokens(WorkloadFamily family)
{
    switch (family) {
    case WorkloadFamily::Decoder:
        return 2048;
    case WorkloadFamily::Encoder:
        return 512;
    case WorkloadFamily::Cnn:
    case WorkloadFamily::Vit:
    case WorkloadFamily::Generic:
        return 0;
    }
    return 0;
}

std::optional<Workload> assumedWorkload(const Workload &w, WorkloadAssumptions *assumed)
{
    // A language model's depth or width (or both) from its parameter count; given only in part, the rest.
    const bool shapeMissing = isTokenModelFamily(w.family) && !w.shape.hasCompute() && w.params > 0;
    const bool depthMissing = !w.shape.hasCompute() && w.layers <= 0 && !isTokenModelFamily(w.family);
    // Without heads a decoder has no KV cache to size and could not decode (inference.cpp).
    const bool headsMissing = isTokenModelFamily(w.family) && w.shape.hasCompute() && w.shape.heads <= 0;
    const bool lengthMissing = isTokenModelFamily(w.family) && w.seqLen <= 0 && w.shape.maxSeqLen <= 0;
    if (!shapeMissing && !depthMissing && !headsMissing && !lengthMissing)
        return std::nullopt;
    Workload out = w;
    WorkloadAssumptions a;
    if (lengthMissing) {
        out.seqLen = defaultSequenceTokens(w.family);
        a.seqLen = out.seqLen;
    }
    if (headsMissing) {
        out.shape.heads = defaultHeads(w.shape.hidden, w.shape.kvHeads);
        a.heads = out.shape.heads;
    } else if (shapeMissing) {
        out.shape = completedShape(w.shape, w.params);
        out.shape.assumed = true;
        out.paramsExact = true; // the count given stays the count
        a.shape = true;
    } else if (depthMissing) {
        out.layers = defaultDepth(w.family);
        a.layers = out.layers;
    }
    if (assumed)
        *assumed = a;
    return out;
}

std::optional<FamilyGuess> inferFamily(double params, double forwardFlopsPerSample, const TokenInput &tokens)
{
    const bool transformer = tokens.shape || tokens.sequence || tokens.trainingTokens || tokens.generation;
    if (transformer && tokens.serving && !tokens.generation && !tokens.trainingTokens)
        return FamilyGuess { WorkloadFamily::Encoder,
            QCoreApplication::translate("Defaults",
                "an encoder (BERT-style): served over a sequence with no prompt or output tokens to generate") };
    if (transformer)
        return FamilyGuess { WorkloadFamily::Decoder,
            tokens.shape ? QCoreApplication::translate("Defaults", "a decoder LLM: a transformer shape was given")
                : tokens.generation
                ? QCoreApplication::translate(
                    "Defaults", "a decoder LLM: prompt or output tokens to serve say it is a language model")
                : QCoreApplication::translate(
                    "Defaults", "a decoder LLM: a sequence length or training tokens say it is a language model") };
    const double macs = forwardFlopsPerSample / 2.0;
    if (params > 0 && macs > kConvMacsPerWeight * params)
        return FamilyGuess { WorkloadFamily::Cnn,
            QCoreApplication::translate("Defaults", "a conv net: %1 MACs for %2 parameters, %3 per weight")
                .arg(formatSi(macs), formatSi(params), QString::number(std::lround(macs / params))) };
    return std::nullopt;
}

} // namespace flopsheet
