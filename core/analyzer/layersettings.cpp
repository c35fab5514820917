#include "core/analyzer/layersettings.h"

#include "core/estimate/units.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace flopsheet {
namespace {

QString n(std::int64_t v)
{
    return QString::number(v);
}

// "k3 s2 p1 d2": only what differs from the default, kernel always.
QString window(const Layer &l, bool pooling)
{
    QStringList parts;
    if (!l.kernel.empty())
        parts << QStringLiteral("k") + intListText(l.kernel);
    if (!l.stride.empty() && !(l.stride == std::vector<std::int64_t> { 1 } && !pooling))
        parts << QStringLiteral("s") + intListText(l.stride);
    if (!l.padding.empty() && l.padding != std::vector<std::int64_t> { 0 })
        parts << QStringLiteral("p") + intListText(l.padding);
    if (!l.dilation.empty() && l.dilation != std::vector<std::int64_t> { 1 })
        parts << QStringLiteral("d") + intListText(l.dilation);
    if (!l.outputPadding.empty() && l.outputPadding != std::vector<std::int64_t> { 0 })
        parts << QStringLiteral("op") + intListText(l.outputPadding);
    return parts.join(u' ');
}

} // namespace

QList<LayerKind> addableLayerKinds()
{
    return { LayerKind::Conv, LayerKind::ConvTranspose, LayerKind::Linear, LayerKind::Embedding,
        LayerKind::EmbeddingAdd, LayerKind::PositionEmbedding, LayerKind::ClassToken, LayerKind::BatchNorm,
        LayerKind::LayerNorm, LayerKind::RmsNorm, LayerKind::MaxPool, LayerKind::AvgPool, LayerKind::AdaptiveAvgPool,
        LayerKind::Activation, LayerKind::Dropout, LayerKind::Flatten, LayerKind::Tokens, LayerKind::SelectToken,
        LayerKind::Attention, LayerKind::Mlp, LayerKind::Moe, LayerKind::Custom };
}

namespace {

// Each kind as the interface names it: a short label for a table's Kind column, a title for the editor's list.
struct KindTexts {
    LayerKind kind;
    const char *label;
    const char *title;
};
constexpr KindTexts kKindTexts[] = {
    { LayerKind::Conv, QT_TRANSLATE_NOOP("LayerSettings", "Convolution"),
        QT_TRANSLATE_NOOP("LayerSettings", "Convolution (1d/2d/3d)") },
    { LayerKind::ConvTranspose, QT_TRANSLATE_NOOP("LayerSettings", "Transposed conv"),
        QT_TRANSLATE_NOOP("LayerSettings", "Transposed convolution") },
    { LayerKind::Linear, QT_TRANSLATE_NOOP("LayerSettings", "Linear"), QT_TRANSLATE_NOOP("LayerSettings", "Linear") },
    { LayerKind::Embedding, QT_TRANSLATE_NOOP("LayerSettings", "Embedding"),
        QT_TRANSLATE_NOOP("LayerSettings", "Embedding (token ids to vectors)") },
    { LayerKind::EmbeddingAdd, QT_TRANSLATE_NOOP("LayerSettings", "Added embedding"),
        QT_TRANSLATE_NOOP("LayerSettings", "Added embedding (token types)") },
    { LayerKind::PositionEmbedding, QT_TRANSLATE_NOOP("LayerSettings", "Position embedding"),
        QT_TRANSLATE_NOOP("LayerSettings", "Learned position embedding") },
    { LayerKind::ClassToken, QT_TRANSLATE_NOOP("LayerSettings", "Class token"),
        QT_TRANSLATE_NOOP("LayerSettings", "Class token") },
    { LayerKind::BatchNorm, QT_TRANSLATE_NOOP("LayerSettings", "Batch norm"),
        QT_TRANSLATE_NOOP("LayerSettings", "Batch norm") },
    { LayerKind::LayerNorm, QT_TRANSLATE_NOOP("LayerSettings", "Layer norm"),
        QT_TRANSLATE_NOOP("LayerSettings", "Layer norm") },
    { LayerKind::RmsNorm, QT_TRANSLATE_NOOP("LayerSettings", "RMS norm"),
        QT_TRANSLATE_NOOP("LayerSettings", "RMS norm") },
    { LayerKind::MaxPool, QT_TRANSLATE_NOOP("LayerSettings", "Max pooling"),
        QT_TRANSLATE_NOOP("LayerSettings", "Max pooling") },
    { LayerKind::AvgPool, QT_TRANSLATE_NOOP("LayerSettings", "Average pooling"),
        QT_TRANSLATE_NOOP("LayerSettings", "Average pooling") },
    { LayerKind::AdaptiveAvgPool, QT_TRANSLATE_NOOP("LayerSettings", "Adaptive pooling"),
        QT_TRANSLATE_NOOP("LayerSettings", "Adaptive average pooling") },
    { LayerKind::Activation, QT_TRANSLATE_NOOP("LayerSettings", "Activation"),
        QT_TRANSLATE_NOOP("LayerSettings", "Activation") },
    { LayerKind::Dropout, QT_TRANSLATE_NOOP("LayerSettings", "Dropout"),
        QT_TRANSLATE_NOOP("LayerSettings", "Dropout") },
    { LayerKind::Flatten, QT_TRANSLATE_NOOP("LayerSettings", "Flatten"),
        QT_TRANSLATE_NOOP("LayerSettings", "Flatten") },
    { LayerKind::Tokens, QT_TRANSLATE_NOOP("LayerSettings", "Patches to tokens"),
        QT_TRANSLATE_NOOP("LayerSettings", "Patches to tokens") },
    { LayerKind::SelectToken, QT_TRANSLATE_NOOP("LayerSettings", "First token"),
        QT_TRANSLATE_NOOP("LayerSettings", "First token (class token, pooler)") },
    { LayerKind::Attention, QT_TRANSLATE_NOOP("LayerSettings", "Attention"),
        QT_TRANSLATE_NOOP("LayerSettings", "Attention (multi-head, grouped-query)") },
    { LayerKind::Mlp, QT_TRANSLATE_NOOP("LayerSettings", "MLP"),
        QT_TRANSLATE_NOOP("LayerSettings", "MLP (plain or SwiGLU)") },
    { LayerKind::Moe, QT_TRANSLATE_NOOP("LayerSettings", "Mixture of experts"),
        QT_TRANSLATE_NOOP("LayerSettings", "Mixture of experts") },
    { LayerKind::Custom, QT_TRANSLATE_NOOP("LayerSettings", "Custom"),
        QT_TRANSLATE_NOOP("LayerSettings", "Custom (your own counts)") },
    { LayerKind::Block, QT_TRANSLATE_NOOP("LayerSettings", "Block"),
        QT_TRANSLATE_NOOP("LayerSettings", "Block (repeated, residual)") },
};

const KindTexts *kindTexts(LayerKind kind)
{
    for (const KindTexts &t : kKindTexts) {
        if (t.kind == kind)
            return &t;
    }
    return nullptr;
}

} // namespace

QString layerKindTitle(LayerKind kind)
{
    const KindTexts *t = kindTexts(kind);
    return t ? QCoreApplication::translate("LayerSettings", t->title) : QString();
}

QString layerKindLabel(LayerKind kind)
{
    const KindTexts *t = kindTexts(kind);
    return t ? QCoreApplication::translate("LayerSettings", t->label) : QString();
}

QList<LayerSetting> layerSettings(LayerKind kind)
{
    using S = LayerSetting;
    switch (kind) {
    case LayerKind::Conv:
        return { S::Features, S::Kernel, S::Stride, S::Padding, S::Dilation, S::Groups, S::InFeatures, S::Bias };
    case LayerKind::ConvTranspose:
        return { S::Features, S::Kernel, S::Stride, S::Padding, S::OutputPadding, S::Dilation, S::Groups, S::InFeatures,
            S::Bias };
    case LayerKind::Linear:
        return { S::Features, S::InFeatures, S::Bias, S::SharedWeights };
    case LayerKind::Embedding:
        return { S::Rows, S::Features };
    case LayerKind::EmbeddingAdd:
    case LayerKind::PositionEmbedding:
    case LayerKind::ClassToken:
        return { S::Rows };
    case LayerKind::LayerNorm:
        return { S::Bias };
    case LayerKind::MaxPool:
    case LayerKind::AvgPool:
        return { S::Kernel, S::Stride, S::Padding, S::CeilMode };
    case LayerKind::AdaptiveAvgPool:
        return { S::OutputSize };
    case LayerKind::Activation:
        return { S::Activation };
    case LayerKind::Attention:
        return { S::Heads, S::KvHeads, S::HeadDim, S::Bias, S::QkvBias, S::Causal, S::Window };
    case LayerKind::Mlp:
        return { S::Ffn, S::Gated, S::Activation, S::Bias };
    case LayerKind::Moe:
        return { S::Experts, S::TopK, S::Ffn, S::Gated, S::Activation, S::Bias };
    case LayerKind::Custom:
        return { S::CustomParams, S::CustomMacs, S::CustomOutput };
    case LayerKind::Block:
        return { S::Repeat, S::Residual };
    case LayerKind::BatchNorm:
    case LayerKind::RmsNorm:
    case LayerKind::Dropout:
    case LayerKind::Flatten:
    case LayerKind::Tokens:
    case LayerKind::SelectToken:
        return {};
    }
    return {};
}

QString layerSummary(const Layer &l)
{
    QStringList parts;
    switch (l.kind) {
    case LayerKind::Conv:
    case LayerKind::ConvTranspose:
        parts << QCoreApplication::translate("LayerSettings", "%1 ch").arg(l.features) << window(l, false);
        if (l.groups > 1)
            parts << QCoreApplication::translate("LayerSettings", "groups %1").arg(l.groups);
        break;
    case LayerKind::Linear:
        parts << (l.inFeatures > 0 ? QStringLiteral("%1→%2").arg(n(l.inFeatures), n(l.features))
                                   : QStringLiteral("→%1").arg(l.features));
        if (l.sharedWeights)
            parts << QCoreApplication::translate("LayerSettings", "tied weights");
        break;
    case LayerKind::Embedding:
        parts << QStringLiteral("%1 × %2").arg(n(l.rows), n(l.features));
        break;
    case LayerKind::EmbeddingAdd:
    case LayerKind::PositionEmbedding:
        parts << QCoreApplication::translate("LayerSettings", "%1 rows").arg(l.rows);
        break;
    case LayerKind::ClassToken: {
        // The count as a variable: lupdate 6.4 hangs on a comparison inside the translate() call.
        const int tokens = l.rows > 0 ? int(l.rows) : 1;
        parts << QCoreApplication::translate("LayerSettings", "%n token(s)", nullptr, tokens);
        break;
    }
    case LayerKind::MaxPool:
    case LayerKind::AvgPool:
        parts << window(l, true);
        if (l.ceilMode)
            parts << QCoreApplication::translate("LayerSettings", "ceil");
        break;
    case LayerKind::AdaptiveAvgPool:
        parts << QStringLiteral("→%1").arg(l.outputSize.empty() ? QStringLiteral("1") : intListText(l.outputSize));
        break;
    case LayerKind::Activation:
        parts << l.activation;
        break;
    case LayerKind::Attention: {
        parts << QCoreApplication::translate("LayerSettings", "%n head(s)", nullptr, int(l.heads));
        if (l.kvHeads > 0 && l.kvHeads != l.heads)
            parts << QCoreApplication::translate("LayerSettings", "%1 kv").arg(l.kvHeads);
        if (l.headDim > 0)
            parts << QCoreApplication::translate("LayerSettings", "dim %1").arg(l.headDim);
        if (l.causal)
            parts << QCoreApplication::translate("LayerSettings", "causal");
        if (l.window > 0)
            parts << QCoreApplication::translate("LayerSettings", "window %1").arg(l.window);
        break;
    }
    case LayerKind::Moe:
        parts << QCoreApplication::translate("LayerSettings", "%n expert(s)", nullptr, int(l.experts))
              << QCoreApplication::translate("LayerSettings", "top-%1").arg(l.topK);
        [[fallthrough]];
    case LayerKind::Mlp:
        parts << QCoreApplication::translate("LayerSettings", "ffn %1").arg(l.ffn);
        parts << (l.gated ? QCoreApplication::translate("LayerSettings", "gated %1")
                                .arg(l.activation.isEmpty() ? QStringLiteral("silu") : l.activation)
                          : (l.activation.isEmpty() ? QStringLiteral("gelu") : l.activation));
        break;
    case LayerKind::Custom:
        parts << QCoreApplication::translate("LayerSettings", "%1 params").arg(formatSi(l.customParams, 4))
              << QCoreApplication::translate("LayerSettings", "%1 MACs").arg(formatSi(l.customMacs, 4));
        if (!l.customOutput.empty())
            parts << QStringLiteral("→%1").arg(shapeText(l.customOutput));
        break;
    case LayerKind::Block:
        if (l.repeat > 1)
            parts << QStringLiteral("×%1").arg(l.repeat);
        if (l.residual)
            parts << (l.shortcut.empty() ? QCoreApplication::translate("LayerSettings", "residual")
                                         : QCoreApplication::translate("LayerSettings", "residual with shortcut"));
        break;
    default:
        break;
    }
    if (!l.bias && l.kind != LayerKind::Block && layerSettings(l.kind).contains(LayerSetting::Bias))
        parts << QCoreApplication::translate("LayerSettings", "no bias");
    parts.removeAll(QString());
    return parts.join(QStringLiteral(", "));
}

QStringList activationNames()
{
    return { QStringLiteral("relu"), QStringLiteral("relu6"), QStringLiteral("gelu"), QStringLiteral("silu"),
        QStringLiteral("sigmoid"), QStringLiteral("tanh"), QStringLiteral("softmax"), QStringLiteral("hardswish") };
}

std::optional<std::vector<std::int64_t>> parseIntList(QStringView text, std::int64_t minimum, QString *error)
{
    std::vector<std::int64_t> out;
    const QString trimmed = text.trimmed().toString();
    if (trimmed.isEmpty())
        return out;
    static const QRegularExpression separators(QStringLiteral("\\s*[x×,]\\s*|\\s+"));
    const QStringList parts = trimmed.split(separators);
    if (parts.size() > kMaxRank) {
        *error = QCoreApplication::translate("LayerSettings", "give at most %1 numbers").arg(kMaxRank);
        return std::nullopt;
    }
    for (const QString &part : parts) {
        bool ok = false;
        const qlonglong v = part.toLongLong(&ok);
        if (!ok || v < minimum || v > kMaxDimension) {
            *error = QCoreApplication::translate("LayerSettings", "\"%1\" is not a whole number from %2 to %3")
                         .arg(part)
                         .arg(minimum)
                         .arg(kMaxDimension);
            return std::nullopt;
        }
        out.push_back(v);
    }
    return out;
}

QString intListText(const std::vector<std::int64_t> &values)
{
    QStringList parts;
    for (std::int64_t v : values)
        parts << QString::number(v);
    return parts.join(u'x');
}

Layer defaultLayer(LayerKind kind)
{
    Layer l;
    l.kind = kind;
    switch (kind) {
    case LayerKind::Conv:
    case LayerKind::ConvTranspose:
        l.features = 64;
        l.kernel = { 3 };
        l.padding = { 1 };
        break;
    case LayerKind::Linear:
        l.features = 1000;
        break;
    case LayerKind::Embedding:
        l.rows = 32000;
        l.features = 4096;
        break;
    case LayerKind::EmbeddingAdd:
        l.rows = 2;
        break;
    case LayerKind::PositionEmbedding:
        l.rows = 2048;
        break;
    case LayerKind::ClassToken:
        l.rows = 1;
        break;
    case LayerKind::MaxPool:
    case LayerKind::AvgPool:
        l.kernel = { 2 };
        break;
    case LayerKind::Activation:
        l.activation = QStringLiteral("relu");
        break;
    case LayerKind::Attention:
        l.heads = 32;
        break;
    case LayerKind::Mlp:
        l.ffn = 11008;
        l.gated = true;
        l.activation = QStringLiteral("silu");
        l.bias = false;
        break;
    case LayerKind::Moe:
        l.experts = 8;
        l.topK = 2;
        l.ffn = 14336;
        l.gated = true;
        l.activation = QStringLiteral("silu");
        l.bias = false;
        break;
    case LayerKind::Block:
        l.repeat = 2;
        break;
    default:
        break;
    }
    return l;
}

} // namespace flopsheet
