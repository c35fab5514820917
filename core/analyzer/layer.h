#pragma once

#include "core/analyzer/shape.h"

#include <QString>

#include <cstdint>
#include <optional>
#include <vector>

namespace flopsheet {

/** What a layer computes; decides its shape rule and its counts (layerrules.cpp). */
enum class LayerKind : std::uint8_t {
    Conv, ///< Conv1d/2d/3d (rank of kernel), stride, padding, dilation, groups
    ConvTranspose, ///< ConvTranspose1d/2d/3d, with output_padding
    Linear, ///< y = x·Wᵀ + b over the last dimension
    Embedding, ///< token ids -> vectors: appends a dimension
    EmbeddingAdd, ///< a learned table added to the hidden states (BERT token types)
    PositionEmbedding, ///< learned positions added to [N, S, h]; length >= S
    ClassToken, ///< prepends learned tokens to [N, S, h] (ViT)
    BatchNorm, ///< over dimension 1 (channels)
    LayerNorm, ///< over the last dimension
    RmsNorm, ///< over the last dimension, weight only
    MaxPool,
    AvgPool,
    AdaptiveAvgPool, ///< to a fixed output size; [1, 1] is global average pooling
    Activation, ///< element-wise: relu, relu6, gelu, silu, sigmoid, tanh, softmax, hardswish
    Dropout, ///< identity at inference
    Flatten, ///< [N, ...] -> [N, product]
    Tokens, ///< [N, C, spatial...] -> [N, product(spatial), C] (patches to a sequence)
    SelectToken, ///< [N, S, h] -> [N, h]: the first token (ViT class token, BERT pooler)
    Attention, ///< multi-head or grouped-query self-attention on [N, S, h]
    Mlp, ///< two matrices with an activation; gated = SwiGLU/GeGLU (three matrices)
    Moe, ///< mixture of experts: router + experts MLPs, top_k active per token
    Custom, ///< user-given parameters and MACs
    Block, ///< children in order, repeated; residual adds the input (or a shortcut) back
};

/** The word for a kind in layer files and tables ("conv", "attention"). */
QString layerKindName(LayerKind kind);
std::optional<LayerKind> parseLayerKind(QStringView word);

/**
 * One layer as a user or an importer describes it. Fields that do not apply to a kind are ignored;
 * 0 or empty means "the default" (documented per field). A Block holds its children by value.
 */
struct Layer {
    LayerKind kind = LayerKind::Custom;
    QString name;

    // Conv, ConvTranspose, pooling: one entry per spatial dimension, or one entry for all.
    std::vector<std::int64_t> kernel;
    std::vector<std::int64_t> stride; ///< default 1 (pooling: the kernel)
    std::vector<std::int64_t> padding; ///< default 0
    std::vector<std::int64_t> dilation; ///< default 1
    std::vector<std::int64_t> outputPadding; ///< ConvTranspose only, default 0
    std::int64_t groups = 1;
    bool ceilMode = false; ///< pooling
    Shape outputSize; ///< AdaptiveAvgPool: spatial output size

    /** Conv/ConvTranspose out_channels, Linear out_features, Embedding dim. */
    std::int64_t features = 0;
    /** Linear in_features, checked against the input when given. */
    std::int64_t inFeatures = 0;
    /** Embedding and EmbeddingAdd rows (vocabulary), PositionEmbedding length, ClassToken count. */
    std::int64_t rows = 0;
    bool bias = true;
    /** Linear whose weight is another layer's (a tied LM head): MACs counted, parameters not. */
    bool sharedWeights = false;

    QString activation; ///< Activation and Mlp: "relu", "gelu", "silu", ...

    // Attention
    std::int64_t heads = 0;
    std::int64_t kvHeads = 0; ///< grouped-query attention; 0 = heads
    std::int64_t headDim = 0; ///< 0 = hidden / heads (must divide)
    std::optional<bool> qkvBias; ///< unset = bias; Qwen2 has Q/K/V biases but none on the output
    bool causal = false; ///< decoder: keeps a KV cache while generating
    std::int64_t window = 0; ///< sliding-window attention span; 0 = the whole sequence

    // Mlp and Moe
    std::int64_t ffn = 0; ///< intermediate size (per expert)
    bool gated = false; ///< SwiGLU/GeGLU: gate, up and down matrices
    std::int64_t experts = 0;
    std::int64_t topK = 0;

    // Custom
    double customParams = 0;
    double customMacs = 0;
    Shape customOutput; ///< empty = same as the input

    // Block
    std::int64_t repeat = 1;
    bool residual = false; ///< output = children(x) + shortcut(x)
    std::vector<Layer> children;
    std::vector<Layer> shortcut; ///< empty = identity
};

/** How a layer is called in tables: its name, or its kind (or activation function) numbered by its
 *  position among its siblings, counted from 1 ("conv.1", "relu6.3"). */
QString layerDisplayName(const Layer &layer, size_t index);

/** A described network: an input shape and its layers in order. */
struct Network {
    QString name;
    Shape input;
    /** Bytes per activation value (4 for FP32, 2 for BF16/FP16). */
    double bytesPerValue = 4;
    std::vector<Layer> layers;
};

} // namespace flopsheet
