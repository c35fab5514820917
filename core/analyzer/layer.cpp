#include "core/analyzer/layer.h"

#include <array>
#include <utility>

namespace flopsheet {
namespace {

constexpr std::array<std::pair<LayerKind, const char *>, 23> kNames = { {
    { LayerKind::Conv, "conv" },
    { LayerKind::ConvTranspose, "conv_transpose" },
    { LayerKind::Linear, "linear" },
    { LayerKind::Embedding, "embedding" },
    { LayerKind::EmbeddingAdd, "embedding_add" },
    { LayerKind::PositionEmbedding, "position_embedding" },
    { LayerKind::ClassToken, "class_token" },
    { LayerKind::BatchNorm, "batchnorm" },
    { LayerKind::LayerNorm, "layernorm" },
    { LayerKind::RmsNorm, "rmsnorm" },
    { LayerKind::MaxPool, "maxpool" },
    { LayerKind::AvgPool, "avgpool" },
    { LayerKind::AdaptiveAvgPool, "adaptive_avgpool" },
    { LayerKind::Activation, "activation" },
    { LayerKind::Dropout, "dropout" },
    { LayerKind::Flatten, "flatten" },
    { LayerKind::Tokens, "tokens" },
    { LayerKind::SelectToken, "select_token" },
    { LayerKind::Attention, "attention" },
    { LayerKind::Mlp, "mlp" },
    { LayerKind::Moe, "moe" },
    { LayerKind::Custom, "custom" },
    { LayerKind::Block, "block" },
} };

} // namespace

QString layerKindName(LayerKind kind)
{
    for (const auto &[k, name] : kNames) {
        if (k == kind)
            return QString::fromLatin1(name);
    }
    return QString();
}

QString layerDisplayName(const Layer &layer, size_t index)
{
    if (!layer.name.isEmpty())
        return layer.name;
    const QString word = layer.kind == LayerKind::Activation && !layer.activation.isEmpty() ? layer.activation
                                                                                            : layerKindName(layer.kind);
    return word + u'.' + QString::number(index + 1);
}

std::optional<LayerKind> parseLayerKind(QStringView word)
{
    for (const auto &[k, name] : kNames) {
        if (word.compare(QLatin1StringView(name), Qt::CaseInsensitive) == 0)
            return k;
    }
    return std::nullopt;
}

} // namespace flopsheet
