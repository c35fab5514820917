#include "core/analyzer/layerfile.h"

#include "core/io/userfile.h"

#include "core/io/utf8.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>
#include <QSet>

#include <cmath>

namespace flopsheet {
namespace {

constexpr int kMaxLayers = 100000;

struct Reader {
    QString error;
    int layerCount = 0;

    bool fail(const QString &where, const QString &why)
    {
        if (error.isEmpty())
            error = where.isEmpty() ? why : QCoreApplication::translate("Analyzer", "%1: %2").arg(where, why);
        return false;
    }

    bool integer(const QJsonValue &v, const QString &where, const QString &key, std::int64_t minimum,
        std::int64_t maximum, std::int64_t &out)
    {
        const double d = v.toDouble(std::nan(""));
        if (!v.isDouble() || d != std::floor(d) || d < double(minimum) || d > double(maximum))
            return fail(where,
                QCoreApplication::translate("Analyzer", "\"%1\" must be a whole number from %2 to %3")
                    .arg(key)
                    .arg(minimum)
                    .arg(maximum));
        out = std::int64_t(d);
        return true;
    }

    bool integers(const QJsonValue &v, const QString &where, const QString &key, std::int64_t minimum,
        std::vector<std::int64_t> &out)
    {
        out.clear();
        if (v.isArray()) {
            const QJsonArray a = v.toArray();
            if (a.isEmpty() || a.size() > kMaxRank)
                return fail(where,
                    QCoreApplication::translate("Analyzer", "\"%1\" must list 1 to %2 whole numbers")
                        .arg(key)
                        .arg(kMaxRank));
            for (const QJsonValue &item : a) {
                std::int64_t n = 0;
                if (!integer(item, where, key, minimum, kMaxDimension, n))
                    return false;
                out.push_back(n);
            }
            return true;
        }
        std::int64_t n = 0;
        if (!integer(v, where, key, minimum, kMaxDimension, n))
            return false;
        out.push_back(n);
        return true;
    }

    bool boolean(const QJsonValue &v, const QString &where, const QString &key, bool &out)
    {
        if (!v.isBool())
            return fail(where, QCoreApplication::translate("Analyzer", "\"%1\" must be true or false").arg(key));
        out = v.toBool();
        return true;
    }

    bool number(const QJsonValue &v, const QString &where, const QString &key, double maximum, double &out)
    {
        const double d = v.toDouble(std::nan(""));
        if (!v.isDouble() || !(d >= 0 && d <= maximum))
            return fail(where,
                QCoreApplication::translate("Analyzer", "\"%1\" must be a number from 0 to %2").arg(key).arg(maximum));
        out = d;
        return true;
    }

    bool layers(const QJsonValue &v, const QString &where, int depth, std::vector<Layer> &out)
    {
        if (!v.isArray())
            return fail(where, QCoreApplication::translate("Analyzer", "\"layers\" must be a list of layer objects"));
        if (depth > 32)
            return fail(where, QCoreApplication::translate("Analyzer", "blocks are nested more than 32 deep"));
        const QJsonArray a = v.toArray();
        for (qsizetype i = 0; i < a.size(); ++i) {
            if (++layerCount > kMaxLayers)
                return fail(where, QCoreApplication::translate("Analyzer", "more than %1 layers").arg(kMaxLayers));
            const QString here = QCoreApplication::translate("Analyzer", "%1layer %2")
                                     .arg(where.isEmpty() ? QString() : where + QStringLiteral(" > "))
                                     .arg(i + 1);
            if (!a[i].isObject())
                return fail(here, QCoreApplication::translate("Analyzer", "each layer must be a JSON object"));
            Layer l;
            if (!layer(a[i].toObject(), here, depth, l))
                return false;
            out.push_back(std::move(l));
        }
        return true;
    }

    bool layer(const QJsonObject &o, QString here, int depth, Layer &l)
    {
        const QString type = o.value(QStringLiteral("type")).toString().toLower();
        l.name = o.value(QStringLiteral("name")).toString();
        if (!l.name.isEmpty())
            here += QStringLiteral(" (%1)").arg(l.name);
        if (!kindFrom(type, l))
            return fail(here, QCoreApplication::translate("Analyzer", "unknown or missing \"type\" \"%1\"").arg(type));
        static const QSet<QString> known = { QStringLiteral("type"), QStringLiteral("name"), QStringLiteral("kernel"),
            QStringLiteral("kernel_size"), QStringLiteral("stride"), QStringLiteral("padding"),
            QStringLiteral("dilation"), QStringLiteral("output_padding"), QStringLiteral("groups"),
            QStringLiteral("ceil_mode"), QStringLiteral("output_size"), QStringLiteral("out_channels"),
            QStringLiteral("out_features"), QStringLiteral("embedding_dim"), QStringLiteral("in_features"),
            QStringLiteral("in_channels"), QStringLiteral("num_embeddings"), QStringLiteral("rows"),
            QStringLiteral("length"), QStringLiteral("bias"), QStringLiteral("shared_weights"),
            QStringLiteral("activation"), QStringLiteral("heads"), QStringLiteral("kv_heads"),
            QStringLiteral("head_dim"), QStringLiteral("qkv_bias"), QStringLiteral("causal"), QStringLiteral("window"),
            QStringLiteral("ffn"), QStringLiteral("gated"), QStringLiteral("experts"), QStringLiteral("top_k"),
            QStringLiteral("params"), QStringLiteral("macs"), QStringLiteral("output_shape"), QStringLiteral("repeat"),
            QStringLiteral("residual"), QStringLiteral("layers"), QStringLiteral("shortcut") };
        for (auto it = o.begin(); it != o.end(); ++it) {
            const QString &key = it.key();
            const QJsonValue v = it.value();
            if (!known.contains(key))
                return fail(here, QCoreApplication::translate("Analyzer", "unknown key \"%1\"").arg(key));
            bool ok = true;
            if (key == u"kernel" || key == u"kernel_size")
                ok = integers(v, here, key, 1, l.kernel);
            else if (key == u"stride")
                ok = integers(v, here, key, 1, l.stride);
            else if (key == u"padding")
                ok = integers(v, here, key, 0, l.padding);
            else if (key == u"dilation")
                ok = integers(v, here, key, 1, l.dilation);
            else if (key == u"output_padding")
                ok = integers(v, here, key, 0, l.outputPadding);
            else if (key == u"output_size")
                ok = integers(v, here, key, 1, l.outputSize);
            else if (key == u"output_shape")
                ok = integers(v, here, key, 1, l.customOutput);
            else if (key == u"groups")
                ok = integer(v, here, key, 1, kMaxDimension, l.groups);
            else if (key == u"out_channels" || key == u"out_features" || key == u"embedding_dim")
                ok = integer(v, here, key, 1, kMaxDimension, l.features);
            else if (key == u"in_features" || key == u"in_channels")
                ok = integer(v, here, key, 1, kMaxDimension, l.inFeatures);
            else if (key == u"num_embeddings" || key == u"rows" || key == u"length")
                ok = integer(v, here, key, 1, kMaxDimension, l.rows);
            else if (key == u"heads")
                ok = integer(v, here, key, 1, 1 << 20, l.heads);
            else if (key == u"kv_heads")
                ok = integer(v, here, key, 1, 1 << 20, l.kvHeads);
            else if (key == u"head_dim")
                ok = integer(v, here, key, 1, 1 << 20, l.headDim);
            else if (key == u"window")
                ok = integer(v, here, key, 1, kMaxDimension, l.window);
            else if (key == u"ffn")
                ok = integer(v, here, key, 1, kMaxDimension, l.ffn);
            else if (key == u"experts")
                ok = integer(v, here, key, 1, 1 << 20, l.experts);
            else if (key == u"top_k")
                ok = integer(v, here, key, 1, 1 << 20, l.topK);
            else if (key == u"repeat")
                ok = integer(v, here, key, 1, 1000000, l.repeat);
            else if (key == u"bias")
                ok = boolean(v, here, key, l.bias);
            else if (key == u"shared_weights")
                ok = boolean(v, here, key, l.sharedWeights);
            else if (key == u"ceil_mode")
                ok = boolean(v, here, key, l.ceilMode);
            else if (key == u"causal")
                ok = boolean(v, here, key, l.causal);
            else if (key == u"gated")
                ok = boolean(v, here, key, l.gated);
            else if (key == u"residual")
                ok = boolean(v, here, key, l.residual);
            else if (key == u"qkv_bias") {
                bool b = false;
                ok = boolean(v, here, key, b);
                l.qkvBias = b;
            } else if (key == u"params")
                ok = number(v, here, key, 1e16, l.customParams);
            else if (key == u"macs")
                ok = number(v, here, key, 1e22, l.customMacs);
            else if (key == u"activation") {
                ok = v.isString()
                    || fail(here,
                        QCoreApplication::translate("Analyzer", "\"activation\" must be a word such as \"gelu\""));
                l.activation = v.toString();
            } else if (key == u"layers")
                ok = layers(v, here, depth + 1, l.children);
            else if (key == u"shortcut")
                ok = layers(v, here, depth + 1, l.shortcut);
            if (!ok)
                return false;
        }
        if (l.kind == LayerKind::Block && l.children.empty())
            return fail(here, QCoreApplication::translate("Analyzer", "a block needs \"layers\""));
        return true;
    }

    // "conv2d", "relu" and the like are shorthands for a kind with a setting.
    static bool kindFrom(const QString &type, Layer &l)
    {
        static const QStringList activations = { QStringLiteral("relu"), QStringLiteral("relu6"),
            QStringLiteral("gelu"), QStringLiteral("silu"), QStringLiteral("sigmoid"), QStringLiteral("tanh"),
            QStringLiteral("softmax"), QStringLiteral("hardswish") };
        if (activations.contains(type)) {
            l.kind = LayerKind::Activation;
            l.activation = type;
            return true;
        }
        QString word = type;
        for (const char *suffix : { "1d", "2d", "3d" }) {
            if (word.endsWith(QLatin1StringView(suffix)))
                word.chop(2);
        }
        if (word == u"swiglu") {
            l.kind = LayerKind::Mlp;
            l.gated = true;
            l.activation = QStringLiteral("silu");
            return true;
        }
        if (word == u"global_avgpool") {
            l.kind = LayerKind::AdaptiveAvgPool;
            return true;
        }
        const auto kind = parseLayerKind(word);
        if (!kind)
            return false;
        l.kind = *kind;
        if (l.kind == LayerKind::Moe)
            l.gated = true; // Mixtral's experts are SwiGLU; "gated": false for plain MLP experts
        return true;
    }
};

QJsonArray listJson(const std::vector<std::int64_t> &values)
{
    QJsonArray a;
    for (std::int64_t v : values)
        a.append(double(v));
    return a;
}

QJsonArray layersJson(const std::vector<Layer> &layers);

QJsonObject layerJson(const Layer &l)
{
    QJsonObject o;
    o.insert(QStringLiteral("type"), layerKindName(l.kind));
    if (!l.name.isEmpty())
        o.insert(QStringLiteral("name"), l.name);
    auto list = [&o](const char *key, const std::vector<std::int64_t> &v) {
        if (!v.empty())
            o.insert(QLatin1StringView(key), listJson(v));
    };
    auto count = [&o](const char *key, std::int64_t v, std::int64_t omitted = 0) {
        if (v != omitted)
            o.insert(QLatin1StringView(key), double(v));
    };
    list("kernel", l.kernel);
    list("stride", l.stride);
    list("padding", l.padding);
    list("dilation", l.dilation);
    list("output_padding", l.outputPadding);
    list("output_size", l.outputSize);
    list("output_shape", l.customOutput);
    count("groups", l.groups, 1);
    const char *featuresKey = l.kind == LayerKind::Linear ? "out_features"
        : l.kind == LayerKind::Embedding                  ? "embedding_dim"
                                                          : "out_channels";
    count(featuresKey, l.features);
    count("in_features", l.inFeatures);
    count("rows", l.rows);
    count("heads", l.heads);
    count("kv_heads", l.kvHeads);
    count("head_dim", l.headDim);
    count("window", l.window);
    count("ffn", l.ffn);
    count("experts", l.experts);
    count("top_k", l.topK);
    count("repeat", l.repeat, 1);
    if (!l.bias)
        o.insert(QStringLiteral("bias"), false);
    if (l.qkvBias)
        o.insert(QStringLiteral("qkv_bias"), *l.qkvBias);
    if (l.sharedWeights)
        o.insert(QStringLiteral("shared_weights"), true);
    if (l.ceilMode)
        o.insert(QStringLiteral("ceil_mode"), true);
    if (l.causal)
        o.insert(QStringLiteral("causal"), true);
    if (l.kind == LayerKind::Mlp || l.kind == LayerKind::Moe)
        o.insert(QStringLiteral("gated"), l.gated);
    if (!l.activation.isEmpty())
        o.insert(QStringLiteral("activation"), l.activation);
    if (l.kind == LayerKind::Custom) {
        o.insert(QStringLiteral("params"), l.customParams);
        o.insert(QStringLiteral("macs"), l.customMacs);
    }
    if (l.kind == LayerKind::Block) {
        if (l.residual)
            o.insert(QStringLiteral("residual"), true);
        o.insert(QStringLiteral("layers"), layersJson(l.children));
        if (!l.shortcut.empty())
            o.insert(QStringLiteral("shortcut"), layersJson(l.shortcut));
    }
    return o;
}

QJsonArray layersJson(const std::vector<Layer> &layers)
{
    QJsonArray a;
    for (const Layer &l : layers)
        a.append(layerJson(l));
    return a;
}

} // namespace

bool isLayerFile(const QJsonObject &root)
{
    return root.value(QStringLiteral("format")).toString() == u"flopsheet-layers";
}

std::optional<Network> readLayerFile(const QJsonObject &root, QString *error)
{
    Reader r;
    Network n;
    if (!isLayerFile(root)) {
        *error = QCoreApplication::translate(
            "Analyzer", "not a FlopSheet layer file (\"format\": \"flopsheet-layers\" is missing)");
        return std::nullopt;
    }
    std::int64_t version = 0;
    if (!r.integer(root.value(QStringLiteral("formatVersion")), QString(), QStringLiteral("formatVersion"), 1, 1000,
            version)) {
        *error = r.error;
        return std::nullopt;
    }
    if (version != 1) {
        *error = QCoreApplication::translate("Analyzer", "formatVersion %1 is newer than this FlopSheet reads (1)")
                     .arg(version);
        return std::nullopt;
    }
    for (auto it = root.begin(); it != root.end(); ++it) {
        static const QSet<QString> known = { QStringLiteral("format"), QStringLiteral("formatVersion"),
            QStringLiteral("name"), QStringLiteral("input_shape"), QStringLiteral("bytes_per_value"),
            QStringLiteral("layers"), QStringLiteral("source") };
        if (!known.contains(it.key())) {
            *error = QCoreApplication::translate("Analyzer", "unknown key \"%1\"").arg(it.key());
            return std::nullopt;
        }
    }
    n.name = root.value(QStringLiteral("name")).toString();
    std::vector<std::int64_t> input;
    if (!root.value(QStringLiteral("input_shape")).isArray()) {
        *error = QCoreApplication::translate(
            "Analyzer", "\"input_shape\" must list the input dimensions, batch first, such as [1, 3, 224, 224]");
        return std::nullopt;
    }
    if (!r.integers(root.value(QStringLiteral("input_shape")), QString(), QStringLiteral("input_shape"), 1, input)) {
        *error = r.error;
        return std::nullopt;
    }
    n.input = input;
    if (root.contains(QStringLiteral("bytes_per_value"))
        && !r.number(root.value(QStringLiteral("bytes_per_value")), QString(), QStringLiteral("bytes_per_value"), 16,
            n.bytesPerValue)) {
        *error = r.error;
        return std::nullopt;
    }
    if (!r.layers(root.value(QStringLiteral("layers")), QString(), 0, n.layers)) {
        *error = r.error;
        return std::nullopt;
    }
    return n;
}

QJsonObject layerFileJson(const Network &network)
{
    QJsonObject o;
    o.insert(QStringLiteral("format"), QStringLiteral("flopsheet-layers"));
    o.insert(QStringLiteral("formatVersion"), 1);
    o.insert(QStringLiteral("name"), network.name);
    o.insert(QStringLiteral("input_shape"), listJson(network.input));
    o.insert(QStringLiteral("bytes_per_value"), network.bytesPerValue);
    o.insert(QStringLiteral("layers"), layersJson(network.layers));
    return o;
}

std::optional<Network> loadLayerFile(const QString &fileName, QString *error)
{
    QByteArray bytes;
    if (!readUserFile(fileName, filelimits::kMaxTextBytes, &bytes, error))
        return std::nullopt;
    if (const QString problem = otherEncodingProblem(bytes); !problem.isEmpty()) {
        *error = problem;
        return std::nullopt;
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &parseError);
    if (!doc.isObject()) {
        const TextPlace place = placeOfJsonError(bytes, parseError);
        *error = QCoreApplication::translate("Analyzer", "not valid JSON (%1 at line %2, column %3)")
                     .arg(parseError.errorString())
                     .arg(place.line)
                     .arg(place.column);
        return std::nullopt;
    }
    return readLayerFile(doc.object(), error);
}

bool saveLayerFile(const Network &network, const QString &fileName, QString *error)
{
    QSaveFile file(fileName);
    if (file.open(QIODevice::WriteOnly)) {
        file.write(QJsonDocument(layerFileJson(network)).toJson(QJsonDocument::Indented));
        if (file.commit())
            return true;
    }
    *error = file.errorString();
    return false;
}

} // namespace flopsheet
