#include "core/analyzer/presets.h"

#include <QRegularExpression>

namespace flopsheet {
namespace {

Layer conv(std::int64_t out, std::int64_t kernel, std::int64_t stride = 1, std::int64_t padding = 0, bool bias = false,
    std::int64_t groups = 1)
{
    Layer l;
    l.kind = LayerKind::Conv;
    l.features = out;
    l.kernel = { kernel };
    l.stride = { stride };
    l.padding = { padding };
    l.groups = groups;
    l.bias = bias;
    return l;
}

Layer simple(LayerKind kind, const char *activation = nullptr)
{
    Layer l;
    l.kind = kind;
    if (activation)
        l.activation = QString::fromLatin1(activation);
    return l;
}

Layer relu(const char *name = "relu")
{
    return simple(LayerKind::Activation, name);
}
Layer bn()
{
    return simple(LayerKind::BatchNorm);
}

Layer linear(std::int64_t out, bool bias = true)
{
    Layer l;
    l.kind = LayerKind::Linear;
    l.features = out;
    l.bias = bias;
    return l;
}

Layer pool(LayerKind kind, std::int64_t kernel, std::int64_t stride, std::int64_t padding = 0)
{
    Layer l;
    l.kind = kind;
    l.kernel = { kernel };
    l.stride = { stride };
    l.padding = { padding };
    return l;
}

Layer adaptive(std::int64_t size)
{
    Layer l = simple(LayerKind::AdaptiveAvgPool);
    l.outputSize = { size };
    return l;
}

Layer block(const QString &name, std::vector<Layer> children, std::int64_t repeat = 1, bool residual = false,
    std::vector<Layer> shortcut = {})
{
    Layer l;
    l.kind = LayerKind::Block;
    l.name = name;
    l.children = std::move(children);
    l.repeat = repeat;
    l.residual = residual;
    l.shortcut = std::move(shortcut);
    return l;
}

// torchvision BasicBlock / Bottleneck (ResNet v1.5: the stride sits on the 3×3 convolution).
Layer resnetUnit(bool bottleneck, std::int64_t inChannels, std::int64_t width, std::int64_t stride, std::int64_t repeat,
    const QString &name)
{
    const std::int64_t out = bottleneck ? 4 * width : width;
    std::vector<Layer> main;
    if (bottleneck)
        main = { conv(width, 1), bn(), relu(), conv(width, 3, stride, 1), bn(), relu(), conv(out, 1), bn() };
    else
        main = { conv(width, 3, stride, 1), bn(), relu(), conv(width, 3, 1, 1), bn() };
    std::vector<Layer> shortcut;
    if (stride != 1 || inChannels != out)
        shortcut = { conv(out, 1, stride), bn() };
    return block(name, { block(QStringLiteral("residual"), main, 1, true, shortcut), relu() }, repeat);
}

Network resnet(bool bottleneck, const std::array<std::int64_t, 4> &blocks, const QString &name)
{
    Network n;
    n.name = name;
    n.input = { 1, 3, 224, 224 };
    n.layers = { conv(64, 7, 2, 3), bn(), relu(), pool(LayerKind::MaxPool, 3, 2, 1) };
    std::int64_t channels = 64;
    for (int stage = 0; stage < 4; ++stage) {
        const std::int64_t width = 64 << stage;
        const QString stageName = QStringLiteral("layer%1").arg(stage + 1);
        n.layers.push_back(
            resnetUnit(bottleneck, channels, width, stage == 0 ? 1 : 2, 1, stageName + QStringLiteral(".0")));
        channels = bottleneck ? 4 * width : width;
        if (blocks[size_t(stage)] > 1)
            n.layers.push_back(resnetUnit(
                bottleneck, channels, width, 1, blocks[size_t(stage)] - 1, stageName + QStringLiteral(".1+")));
    }
    n.layers.push_back(adaptive(1));
    n.layers.push_back(simple(LayerKind::Flatten));
    n.layers.push_back(linear(1000));
    return n;
}

// torchvision vgg16 (configuration "D", no batch norm).
Network vgg16()
{
    Network n;
    n.name = QStringLiteral("VGG16");
    n.input = { 1, 3, 224, 224 };
    const std::vector<std::int64_t> config
        = { 64, 64, 0, 128, 128, 0, 256, 256, 256, 0, 512, 512, 512, 0, 512, 512, 512, 0 };
    for (std::int64_t c : config) {
        if (c == 0) {
            n.layers.push_back(pool(LayerKind::MaxPool, 2, 2));
            continue;
        }
        n.layers.push_back(conv(c, 3, 1, 1, true));
        n.layers.push_back(relu());
    }
    n.layers.push_back(adaptive(7));
    n.layers.push_back(simple(LayerKind::Flatten));
    n.layers.insert(n.layers.end(),
        { linear(4096), relu(), simple(LayerKind::Dropout), linear(4096), relu(), simple(LayerKind::Dropout),
            linear(1000) });
    return n;
}

// torchvision mobilenet_v2: inverted residuals (Sandler et al. 2018, Table 2).
Network mobilenetV2()
{
    Network n;
    n.name = QStringLiteral("MobileNetV2");
    n.input = { 1, 3, 224, 224 };
    n.layers = { conv(32, 3, 2, 1), bn(), relu("relu6") };
    struct Stage {
        std::int64_t t, c, n, s;
    };
    const Stage stages[] = { { 1, 16, 1, 1 }, { 6, 24, 2, 2 }, { 6, 32, 3, 2 }, { 6, 64, 4, 2 }, { 6, 96, 3, 1 },
        { 6, 160, 3, 2 }, { 6, 320, 1, 1 } };
    std::int64_t in = 32;
    int index = 1;
    for (const Stage &st : stages) {
        for (std::int64_t i = 0; i < st.n; ++i) {
            const std::int64_t stride = i == 0 ? st.s : 1;
            const std::int64_t hidden = in * st.t;
            std::vector<Layer> layers;
            if (st.t != 1)
                layers = { conv(hidden, 1), bn(), relu("relu6") };
            layers.insert(
                layers.end(), { conv(hidden, 3, stride, 1, false, hidden), bn(), relu("relu6"), conv(st.c, 1), bn() });
            const bool residual = stride == 1 && in == st.c;
            n.layers.push_back(block(QStringLiteral("features.%1").arg(index++), layers, 1, residual));
            in = st.c;
        }
    }
    n.layers.insert(n.layers.end(),
        { conv(1280, 1), bn(), relu("relu6"), adaptive(1), simple(LayerKind::Flatten), simple(LayerKind::Dropout),
            linear(1000) });
    return n;
}

// torchvision vit_b_16 (Dosovitskiy et al. 2021): 16×16 patches, 12 pre-norm layers, class token head.
Network vitB16()
{
    Network n;
    n.name = QStringLiteral("ViT-B/16");
    n.input = { 1, 3, 224, 224 };
    Layer attention = simple(LayerKind::Attention);
    attention.heads = 12;
    Layer mlp = simple(LayerKind::Mlp, "gelu");
    mlp.ffn = 3072;
    Layer positions = simple(LayerKind::PositionEmbedding);
    positions.rows = 197;
    Layer layer = block(QStringLiteral("encoder.layers"),
        { block(QStringLiteral("attention"), { simple(LayerKind::LayerNorm), attention }, 1, true),
            block(QStringLiteral("mlp"), { simple(LayerKind::LayerNorm), mlp }, 1, true) },
        12);
    n.layers = { conv(768, 16, 16, 0, true), simple(LayerKind::Tokens), simple(LayerKind::ClassToken), positions,
        simple(LayerKind::Dropout), layer, simple(LayerKind::LayerNorm), simple(LayerKind::SelectToken), linear(1000) };
    return n;
}

} // namespace

QStringList analyzerPresetIds()
{
    return { QStringLiteral("resnet-18"), QStringLiteral("resnet-50"), QStringLiteral("vgg16"),
        QStringLiteral("mobilenet-v2"), QStringLiteral("vit-b-16") };
}

std::optional<Network> analyzerPreset(QStringView id)
{
    if (id == u"resnet-18")
        return resnet(false, { 2, 2, 2, 2 }, QStringLiteral("ResNet-18"));
    if (id == u"resnet-50")
        return resnet(true, { 3, 4, 6, 3 }, QStringLiteral("ResNet-50"));
    if (id == u"vgg16")
        return vgg16();
    if (id == u"mobilenet-v2")
        return mobilenetV2();
    if (id == u"vit-b-16")
        return vitB16();
    return std::nullopt;
}

namespace {

// A preset id as a pattern: its letter and digit runs in order, each separated by nothing, a hyphen, an
// underscore, a dot, a slash or a space ("resnet-50" reads "ResNet-50", "resnet50", "ResNet 50"). In a name it
// stands as a word of its own ("ResNet-500" is not ResNet-50); an id matches whole.
QRegularExpression presetPattern(const QString &id, bool whole)
{
    static const QRegularExpression runs(QStringLiteral("[a-z]+|[0-9]+"));
    QStringList parts;
    for (auto it = runs.globalMatch(id); it.hasNext();)
        parts << QRegularExpression::escape(it.next().captured());
    const QString body = parts.join(QStringLiteral("[-_./ ]?"));
    return QRegularExpression(
        whole ? QStringLiteral("^%1$").arg(body) : QStringLiteral("(?<![a-z0-9])%1(?![a-z0-9])").arg(body),
        QRegularExpression::CaseInsensitiveOption);
}

} // namespace

QString analyzerPresetFor(QStringView workloadId, QStringView workloadName)
{
    const QStringList ids = analyzerPresetIds();
    for (const QString &id : ids) {
        if (presetPattern(id, true).match(workloadId).hasMatch())
            return id;
    }
    for (const QString &id : ids) {
        if (presetPattern(id, false).match(workloadName).hasMatch())
            return id;
    }
    return {};
}

} // namespace flopsheet
