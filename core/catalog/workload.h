#pragma once

#include "core/catalog/choice.h"
#include "core/catalog/gpu.h"

#include <QString>

namespace flopsheet {

/** Broad model family; decides which formulas and default efficiencies apply. */
enum class WorkloadFamily : std::uint8_t {
    Generic, ///< only parameters and forward FLOPs per sample are known
    Cnn, ///< convolutional network: FLOPs from MACs, memory-bound layers matter
    Vit, ///< vision transformer: FLOPs from MACs, transformer-like efficiency
    Encoder, ///< BERT-style transformer encoder
    Decoder, ///< GPT/Llama-style decoder LLM: tokens, KV cache, prefill and decode
};

/** In the order the workload table offers them. */
inline constexpr Choice kFamilyChoices[] = {
    { int(WorkloadFamily::Decoder), "decoder", QT_TRANSLATE_NOOP("Fields", "Decoder LLM") },
    { int(WorkloadFamily::Encoder), "encoder", QT_TRANSLATE_NOOP("Fields", "Encoder") },
    { int(WorkloadFamily::Vit), "vit", QT_TRANSLATE_NOOP("Fields", "ViT") },
    { int(WorkloadFamily::Cnn), "cnn", QT_TRANSLATE_NOOP("Fields", "CNN") },
    { int(WorkloadFamily::Generic), "generic", QT_TRANSLATE_NOOP("Fields", "Generic") },
};

QString familyName(WorkloadFamily f);
std::optional<WorkloadFamily> parseFamily(QStringView text);
/** Language models: they train on tokens and their "samples" are sequences; the others train on samples. */
inline bool isTokenModelFamily(WorkloadFamily f)
{
    return f == WorkloadFamily::Decoder || f == WorkloadFamily::Encoder;
}
inline bool isTransformerFamily(WorkloadFamily f)
{
    return f == WorkloadFamily::Encoder || f == WorkloadFamily::Decoder || f == WorkloadFamily::Vit;
}

enum class NormKind : std::uint8_t { Layer, Rms };
inline constexpr Choice kNormChoices[] = { { int(NormKind::Layer), "layer" }, { int(NormKind::Rms), "rms" } };
enum class PositionKind : std::uint8_t { None, Learned, Rope, Alibi };
inline constexpr Choice kPositionChoices[] = {
    { int(PositionKind::None), "none" },
    { int(PositionKind::Learned), "learned" },
    { int(PositionKind::Rope), "rope" },
    { int(PositionKind::Alibi), "alibi" },
};

/**
 * Grouped-query attention shares each KV head among heads / kvHeads query heads, so the KV heads must
 * divide the heads (Ainslie et al. 2023, "GQA"). Empty when they do (or either is unknown), else why
 * not: "must divide heads (32)". Every reader of a shape (catalog, project, Hugging Face config, layer
 * file, CLI flags) asks this one rule.
 */
QString kvHeadsProblem(int heads, int kvHeads);
/**
 * Heads split the width evenly unless their own width is given (headDim): d_model = heads × head width.
 * True where either is unknown. The CLI's flags and the workload table's cells ask this one rule.
 */
bool widthSplitsIntoHeads(int hidden, int heads, int headDim);

/** Hyper-parameters of a dense transformer (names as in Hugging Face configs). 0 = unknown. */
struct TransformerShape {
    int layers = 0;
    int hidden = 0;
    int heads = 0;
    int kvHeads = 0; ///< grouped-query attention; 0 = same as heads
    int headDim = 0; ///< 0 = hidden / heads
    int ffn = 0; ///< intermediate size of the MLP
    int vocab = 0;
    int maxSeqLen = 0; ///< learned position table size
    bool gatedMlp = false; ///< SwiGLU/GeGLU: three MLP matrices instead of two
    bool bias = false; ///< linear layers and norms carry biases
    bool tiedEmbeddings = false; ///< output head shares the input embedding
    /** Taken from the parameter count (shapeFromParams), not given: good for depth, KV cache and memory, not
     *  for attention FLOPs, which stay uncounted (6·N·D, WarnAttentionNotCounted) rather than guessed. */
    bool assumed = false;
    NormKind norm = NormKind::Layer;
    PositionKind positions = PositionKind::None;

    bool hasCompute() const { return layers > 0 && hidden > 0; }
    /** Enough to count parameters exactly. */
    bool isComplete() const { return layers > 0 && hidden > 0 && heads > 0 && ffn > 0 && vocab > 0; }
    int effectiveKvHeads() const { return kvHeads > 0 ? kvHeads : heads; }
    int effectiveHeadDim() const { return headDim > 0 ? headDim : (heads > 0 ? hidden / heads : 0); }
};

/** A model to train or serve. Unknown figures are NaN. */
struct Workload {
    QString id;
    QString name;
    WorkloadFamily family = WorkloadFamily::Generic;

    double params = kUnknown; ///< total parameters as published
    bool paramsExact = false; ///< params is exact (wins over a count derived from the shape)
    double forwardFlopsPerSample = kUnknown; ///< one forward pass of one sample (image, sequence)
    TransformerShape shape;
    int seqLen = 0; ///< tokens per sequence used for training and prefill
    int layers = 0; ///< depth of a non-transformer network (ResNet-50: 50)

    double trainingTokens = kUnknown; ///< default training amount for LLMs
    double datasetSamples = kUnknown; ///< default dataset size (e.g. ImageNet-1k 1,281,167)
    double epochs = kUnknown;
    /** Bytes moved to and from memory per training sample (conv nets); NaN = documented estimate. */
    double memoryTrafficBytesPerSample = kUnknown;

    bool sparse24 = false; ///< weights pruned to the 2:4 pattern sparse tensor cores accelerate
    double prunedFraction = 0; ///< structured pruning: fraction of weights and FLOPs removed

    QString inputResolution;
    QString source;
    QString sourceLocation;
    QString confidence;
    QString notes;
};

} // namespace flopsheet
