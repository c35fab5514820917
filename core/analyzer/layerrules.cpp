#include "core/analyzer/layerrules.h"

#include "core/catalog/workload.h"

#include <QCoreApplication>

#include <cmath>

namespace flopsheet {
namespace {

double product(const Shape &s, size_t from = 0, size_t to = SIZE_MAX)
{
    double p = 1;
    for (size_t i = from; i < s.size() && i < to; ++i)
        p *= double(s[i]);
    return p;
}

// One value per spatial dimension from a list of one or `dims` entries, else the default.
std::optional<std::vector<std::int64_t>> perDimension(const std::vector<std::int64_t> &values, size_t dims,
    std::int64_t fallback, std::int64_t minimum, const char *what, QString *error)
{
    if (values.empty())
        return std::vector<std::int64_t>(dims, fallback);
    if (values.size() != 1 && values.size() != dims) {
        *error = QCoreApplication::translate("Analyzer", "%1 needs 1 or %2 values (got %3)")
                     .arg(QString::fromLatin1(what))
                     .arg(dims)
                     .arg(values.size());
        return std::nullopt;
    }
    std::vector<std::int64_t> out(dims, values.front());
    if (values.size() == dims)
        out = values;
    for (std::int64_t v : out) {
        if (v < minimum || v > kMaxDimension) {
            *error = QCoreApplication::translate("Analyzer", "%1 must be from %2 to %3 (got %4)")
                         .arg(QString::fromLatin1(what))
                         .arg(minimum)
                         .arg(kMaxDimension)
                         .arg(v);
            return std::nullopt;
        }
    }
    return out;
}

bool positive(std::int64_t v, const char *what, QString *error, std::int64_t maximum = kMaxDimension)
{
    if (v >= 1 && v <= maximum)
        return true;
    *error = QCoreApplication::translate("Analyzer", "%1 must be a whole number from 1 to %2 (got %3)")
                 .arg(QString::fromLatin1(what))
                 .arg(maximum)
                 .arg(v);
    return false;
}

bool needRank(const Shape &in, size_t minimum, size_t maximum, const char *expected, QString *error)
{
    if (in.size() >= minimum && in.size() <= maximum)
        return true;
    *error = QCoreApplication::translate("Analyzer", "expects an input of shape %1, got %2")
                 .arg(QString::fromLatin1(expected), shapeText(in));
    return false;
}

// Output shape must stay countable; every rule ends here.
std::optional<LayerCounts> finish(LayerCounts c, QString *error)
{
    if (!elementCount(c.output)) {
        *error = QCoreApplication::translate("Analyzer", "its output %1 has an empty or absurdly large dimension")
                     .arg(shapeText(c.output));
        return std::nullopt;
    }
    return c;
}

// Conv and ConvTranspose: N, C, spatial.
std::optional<LayerCounts> conv(const Layer &l, const Shape &in, QString *error)
{
    if (!needRank(in, 3, 5, "[batch, channels, 1 to 3 spatial dims]", error))
        return std::nullopt;
    const size_t dims = in.size() - 2;
    const auto kernel = perDimension(l.kernel, dims, 0, 1, "kernel", error);
    if (!kernel)
        return std::nullopt;
    const auto stride = perDimension(l.stride, dims, 1, 1, "stride", error);
    const auto padding = stride ? perDimension(l.padding, dims, 0, 0, "padding", error) : std::nullopt;
    const auto dilation = padding ? perDimension(l.dilation, dims, 1, 1, "dilation", error) : std::nullopt;
    const auto outPad = dilation ? perDimension(l.outputPadding, dims, 0, 0, "output_padding", error) : std::nullopt;
    if (!outPad || !positive(l.features, "out_channels", error) || !positive(l.groups, "groups", error))
        return std::nullopt;
    const std::int64_t inChannels = in[1];
    if (l.inFeatures != 0 && l.inFeatures != inChannels) {
        *error = QCoreApplication::translate("Analyzer", "in_channels is %1 but the input %2 has %3 channels")
                     .arg(l.inFeatures)
                     .arg(shapeText(in))
                     .arg(inChannels);
        return std::nullopt;
    }
    if (inChannels % l.groups || l.features % l.groups) {
        *error
            = QCoreApplication::translate("Analyzer", "groups (%1) must divide in_channels (%2) and out_channels (%3)")
                  .arg(l.groups)
                  .arg(inChannels)
                  .arg(l.features);
        return std::nullopt;
    }
    const bool transpose = l.kind == LayerKind::ConvTranspose;
    LayerCounts c;
    c.output = { in[0], l.features };
    double kernelVolume = 1;
    for (size_t i = 0; i < dims; ++i) {
        const std::int64_t k = (*kernel)[i], s = (*stride)[i], p = (*padding)[i], d = (*dilation)[i];
        kernelVolume *= double(k);
        // PyTorch Conv2d / ConvTranspose2d "Shape" formulas (torch.nn documentation).
        const double size = transpose ? double(in[i + 2] - 1) * s - 2.0 * p + double(d) * (k - 1) + (*outPad)[i] + 1
                                      : std::floor((double(in[i + 2]) + 2.0 * p - double(d) * (k - 1) - 1) / s) + 1;
        if (size < 1 || size > double(kMaxDimension)) {
            *error = QCoreApplication::translate(
                "Analyzer", "the kernel (%1, dilation %2) does not fit the input %3 with padding %4")
                         .arg(k)
                         .arg(d)
                         .arg(shapeText(in))
                         .arg(p);
            return std::nullopt;
        }
        c.output.push_back(std::int64_t(size));
    }
    // Each output (conv) or input (transposed conv) element meets C/groups × kernel weights per channel.
    const double weights
        = (transpose ? double(l.features) / l.groups * inChannels : double(inChannels) / l.groups * l.features)
        * kernelVolume;
    c.params = weights + (l.bias ? double(l.features) : 0.0);
    c.macs = transpose ? product(in) * double(l.features) / l.groups * kernelVolume
                       : product(c.output) * double(inChannels) / l.groups * kernelVolume;
    return finish(c, error);
}

std::optional<LayerCounts> pool(const Layer &l, const Shape &in, QString *error)
{
    if (!needRank(in, 3, 5, "[batch, channels, 1 to 3 spatial dims]", error))
        return std::nullopt;
    const size_t dims = in.size() - 2;
    LayerCounts c;
    c.output = { in[0], in[1] };
    if (l.kind == LayerKind::AdaptiveAvgPool) {
        const auto size = perDimension(l.outputSize, dims, 1, 1, "output_size", error);
        if (!size)
            return std::nullopt;
        c.output.insert(c.output.end(), size->begin(), size->end());
        // Each input value is added once, each output divided once.
        c.otherFlops = product(in) + product(c.output);
        return finish(c, error);
    }
    // A window has no default size: one of 0 would divide by zero below (found by fuzz_layerfile).
    if (l.kernel.empty()) {
        *error = QCoreApplication::translate("Analyzer", "%1 is required").arg(u"kernel");
        return std::nullopt;
    }
    const auto kernel = perDimension(l.kernel, dims, 0, 1, "kernel", error);
    if (!kernel)
        return std::nullopt;
    // No stride: the window's own size, as in PyTorch.
    const auto stride = perDimension(l.stride, dims, 0, 1, "stride", error);
    const auto padding = stride ? perDimension(l.padding, dims, 0, 0, "padding", error) : std::nullopt;
    if (!padding)
        return std::nullopt;
    double window = 1;
    for (size_t i = 0; i < dims; ++i) {
        const std::int64_t k = (*kernel)[i], s = l.stride.empty() ? k : (*stride)[i], p = (*padding)[i];
        if (2 * p > k) {
            *error = QCoreApplication::translate("Analyzer", "padding (%1) must be at most half the kernel (%2)")
                         .arg(p)
                         .arg(k);
            return std::nullopt;
        }
        window *= double(k);
        // PyTorch MaxPool2d "Shape": floor or ceil of (in + 2p - k) / s, + 1.
        const double ratio = (double(in[i + 2]) + 2.0 * p - k) / s;
        double size = (l.ceilMode ? std::ceil(ratio) : std::floor(ratio)) + 1;
        if (l.ceilMode && (size - 1) * s >= double(in[i + 2]) + p)
            size -= 1; // the last window must start inside the input (PyTorch pooling_shape)
        if (size < 1) {
            *error = QCoreApplication::translate("Analyzer", "the window %1 does not fit the input %2")
                         .arg(k)
                         .arg(shapeText(in));
            return std::nullopt;
        }
        c.output.push_back(std::int64_t(size));
    }
    c.otherFlops = product(c.output) * window; // one comparison or addition per window element
    return finish(c, error);
}

double attentionMatrixParams(const Layer &l, std::int64_t hidden, std::int64_t headDim)
{
    const double q = double(l.heads) * headDim;
    const double kv = double(l.kvHeads > 0 ? l.kvHeads : l.heads) * headDim;
    return hidden * q + 2.0 * hidden * kv + q * hidden;
}

std::optional<LayerCounts> attention(const Layer &l, const Shape &in, QString *error)
{
    if (!needRank(in, 3, 3, "[batch, sequence, hidden]", error) || !positive(l.heads, "heads", error, 1 << 20))
        return std::nullopt;
    const std::int64_t hidden = in[2];
    const std::int64_t kvHeads = l.kvHeads > 0 ? l.kvHeads : l.heads;
    if (const QString problem = kvHeadsProblem(int(l.heads), int(kvHeads)); l.kvHeads < 0 || !problem.isEmpty()) {
        *error = QCoreApplication::translate("Analyzer", "kv_heads (%1) %2").arg(QString::number(kvHeads), problem);
        return std::nullopt;
    }
    std::int64_t headDim = l.headDim;
    if (headDim == 0) {
        if (hidden % l.heads) {
            *error
                = QCoreApplication::translate("Analyzer", "hidden size %1 is not a multiple of %2 heads; give head_dim")
                      .arg(hidden)
                      .arg(l.heads);
            return std::nullopt;
        }
        headDim = hidden / l.heads;
    }
    if (!positive(headDim, "head_dim", error, 1 << 20) || l.window < 0)
        return std::nullopt;
    const double q = double(l.heads) * headDim, kv = double(kvHeads) * headDim;
    const bool qkvBias = l.qkvBias.value_or(l.bias);
    LayerCounts c;
    c.output = in;
    const double matrices = attentionMatrixParams(l, hidden, headDim);
    // Q, K, V and output projections (HF LlamaAttention: Q and O are h×(a·d), K and V h×(a_kv·d)).
    c.params = matrices + (qkvBias ? q + 2.0 * kv : 0.0) + (l.bias ? double(hidden) : 0.0);
    const double tokens = double(in[0]) * in[1];
    const double keys = l.window > 0 ? double(std::min(l.window, in[1])) : double(in[1]);
    // Scores Q·Kᵀ and the weighted sum of V: a·d MACs each per query and key (PaLM appendix B: 4·s·h per token in
    // FLOPs).
    c.macs = tokens * matrices + 2.0 * tokens * keys * q;
    c.otherFlops = 3.0 * tokens * keys * l.heads; // scale, exponentiate and normalise each score
    c.kvValuesPerToken = l.causal ? 2.0 * kv : 0.0; // K and V per token (kipply, "Transformer Inference Arithmetic")
    return finish(c, error);
}

// Parameters and MACs per token of one MLP (one expert).
std::pair<double, double> mlpCounts(const Layer &l, std::int64_t hidden)
{
    const double matrices = (l.gated ? 3.0 : 2.0) * double(hidden) * l.ffn; // SwiGLU: gate, up, down (Shazeer 2020)
    const double biases = l.bias ? (l.gated ? 2.0 : 1.0) * l.ffn + hidden : 0.0;
    return { matrices + biases, matrices };
}

std::optional<LayerCounts> mlp(const Layer &l, const Shape &in, QString *error)
{
    if (!needRank(in, 1, kMaxRank, "[..., hidden]", error) || !positive(l.ffn, "ffn", error))
        return std::nullopt;
    const std::int64_t hidden = in.back();
    const double tokens = product(in, 0, in.size() - 1);
    const auto [params, macs] = mlpCounts(l, hidden);
    LayerCounts c;
    c.output = in;
    c.otherFlops = tokens * l.ffn * (l.gated ? 2.0 : 1.0); // the activation (and the gate's product)
    if (l.kind == LayerKind::Mlp) {
        c.params = c.activeParams = params;
        c.macs = tokens * macs;
        return finish(c, error);
    }
    if (!positive(l.experts, "experts", error, 1 << 20) || !positive(l.topK, "top_k", error, l.experts))
        return std::nullopt;
    const double router = double(hidden) * l.experts; // a bias-free linear gate (HF MixtralSparseMoeBlock)
    c.params = router + double(l.experts) * params;
    // Active parameters: the router and top_k experts per token (Mixtral paper, Jiang et al. 2024, §2.1).
    c.activeParams = router + double(l.topK) * params;
    c.macs = tokens * (router + double(l.topK) * macs);
    c.otherFlops *= double(l.topK);
    return finish(c, error);
}

} // namespace

std::optional<LayerCounts> applyLayer(const Layer &l, const Shape &in, QString *error)
{
    if (!elementCount(in)) {
        *error = QCoreApplication::translate("Analyzer", "its input %1 has an empty or absurdly large dimension")
                     .arg(shapeText(in));
        return std::nullopt;
    }
    std::optional<LayerCounts> result;
    LayerCounts c;
    c.output = in;
    const double elements = product(in);
    switch (l.kind) {
    case LayerKind::Conv:
    case LayerKind::ConvTranspose:
        result = conv(l, in, error);
        break;
    case LayerKind::Linear: {
        if (!needRank(in, 1, kMaxRank, "[..., in_features]", error) || !positive(l.features, "out_features", error))
            return std::nullopt;
        if (l.inFeatures != 0 && l.inFeatures != in.back()) {
            *error = QCoreApplication::translate("Analyzer", "in_features is %1 but the input %2 ends in %3")
                         .arg(l.inFeatures)
                         .arg(shapeText(in))
                         .arg(in.back());
            return std::nullopt;
        }
        c.output.back() = l.features;
        const double weights = double(in.back()) * l.features;
        c.params = l.sharedWeights ? 0.0 : weights + (l.bias ? double(l.features) : 0.0);
        c.macs = elements * l.features;
        result = finish(c, error);
        break;
    }
    case LayerKind::Embedding:
        if (!positive(l.rows, "num_embeddings", error) || !positive(l.features, "embedding_dim", error)
            || !needRank(in, 1, kMaxRank - 1, "[batch, tokens]", error))
            return std::nullopt;
        c.output.push_back(l.features);
        c.params = double(l.rows) * l.features; // a lookup: no arithmetic
        result = finish(c, error);
        break;
    case LayerKind::EmbeddingAdd:
    case LayerKind::PositionEmbedding:
        if (!positive(l.rows, l.kind == LayerKind::EmbeddingAdd ? "rows" : "length", error)
            || !needRank(in, 3, 3, "[batch, sequence, hidden]", error))
            return std::nullopt;
        if (l.kind == LayerKind::PositionEmbedding && in[1] > l.rows) {
            *error
                = QCoreApplication::translate("Analyzer", "the sequence (%1) is longer than the %2 learned positions")
                      .arg(in[1])
                      .arg(l.rows);
            return std::nullopt;
        }
        c.params = double(l.rows) * in[2];
        c.otherFlops = elements;
        result = finish(c, error);
        break;
    case LayerKind::ClassToken:
        if (!needRank(in, 3, 3, "[batch, sequence, hidden]", error))
            return std::nullopt;
        {
            const std::int64_t count = l.rows > 0 ? l.rows : 1;
            c.output[1] += count;
            c.params = double(count) * in[2];
        }
        result = finish(c, error);
        break;
    case LayerKind::BatchNorm:
        if (!needRank(in, 2, kMaxRank, "[batch, channels, ...]", error))
            return std::nullopt;
        c.params = 2.0 * in[1]; // weight and bias; running mean and variance are buffers, not parameters
        c.otherFlops = 2.0 * elements; // fvcore batchnorm_flop_jit at inference: 2 per element with affine
        result = finish(c, error);
        break;
    case LayerKind::LayerNorm:
    case LayerKind::RmsNorm: {
        const bool rms = l.kind == LayerKind::RmsNorm;
        c.params = double(in.back()) * (rms || !l.bias ? 1.0 : 2.0);
        c.otherFlops
            = (rms ? 4.0 : 5.0) * elements; // fvcore norm_flop_counter: 5 per element with affine; RMS skips the mean
        result = finish(c, error);
        break;
    }
    case LayerKind::MaxPool:
    case LayerKind::AvgPool:
    case LayerKind::AdaptiveAvgPool:
        result = pool(l, in, error);
        break;
    case LayerKind::Activation:
        c.otherFlops = elements; // one operation per element, whatever the function
        result = finish(c, error);
        break;
    case LayerKind::Dropout:
        result = finish(c, error);
        break;
    case LayerKind::Flatten:
        if (!needRank(in, 2, kMaxRank, "[batch, ...]", error))
            return std::nullopt;
        c.output = { in[0], std::int64_t(product(in, 1)) };
        result = finish(c, error);
        break;
    case LayerKind::Tokens:
        if (!needRank(in, 3, 5, "[batch, channels, spatial...]", error))
            return std::nullopt;
        c.output = { in[0], std::int64_t(product(in, 2)), in[1] };
        result = finish(c, error);
        break;
    case LayerKind::SelectToken:
        if (!needRank(in, 3, 3, "[batch, sequence, hidden]", error))
            return std::nullopt;
        c.output = { in[0], in[2] };
        result = finish(c, error);
        break;
    case LayerKind::Attention:
        result = attention(l, in, error);
        break;
    case LayerKind::Mlp:
    case LayerKind::Moe:
        result = mlp(l, in, error);
        break;
    case LayerKind::Custom:
        if (!(l.customParams >= 0 && l.customParams < 1e16 && l.customMacs >= 0 && l.customMacs < 1e22)) {
            *error = QCoreApplication::translate(
                "Analyzer", "params and macs must be numbers from 0 (params below 1e16, macs below 1e22)");
            return std::nullopt;
        }
        if (!l.customOutput.empty())
            c.output = l.customOutput;
        c.params = l.customParams;
        c.macs = l.customMacs;
        result = finish(c, error);
        break;
    case LayerKind::Block:
        *error = QCoreApplication::translate("Analyzer", "a block is not a single layer");
        return std::nullopt;
    }
    if (result && l.kind != LayerKind::Moe)
        result->activeParams = result->params;
    return result;
}

} // namespace flopsheet
