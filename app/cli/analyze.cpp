#include "app/cli/analyze.h"

#include "app/cli/arguments.h"
#include "app/cli/textoutput.h"
#include "core/analyzer/analysis.h"
#include "core/analyzer/hfconfig.h"
#include "core/analyzer/layerfile.h"
#include "core/analyzer/presets.h"
#include "core/estimate/units.h"
#include "core/onnx/onnxanalyzer.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace flopsheet::cli {
namespace {

QString tr(const char *text) { return QCoreApplication::translate("Analyze", text); }

constexpr qint64 kMaxFileBytes = qint64(2000) * 1024 * 1024; // protobuf reads at most 2 GiB

/** What was analysed, with the figures only some inputs have. */
struct Report {
    Analysis analysis;
    QString source;             ///< "onnx", "hf-config", "layers", "preset"
    std::int64_t seqLen = 0;    ///< Hugging Face configs: tokens in the analysed sequence
    bool generative = false;
};

QJsonValue shapeJson(const Shape &s)
{
    if (s.empty())
        return QJsonValue::Null;
    QJsonArray a;
    for (std::int64_t d : s)
        a.append(double(d));
    return a;
}

QJsonValue numberOrNull(double v, bool present) { return present ? QJsonValue(v) : QJsonValue(QJsonValue::Null); }

QJsonObject reportJson(const Report &r)
{
    const Analysis &a = r.analysis;
    QJsonObject o;
    o.insert(QStringLiteral("name"), a.name);
    o.insert(QStringLiteral("source"), r.source);
    o.insert(QStringLiteral("input_shape"), shapeJson(a.input));
    o.insert(QStringLiteral("output_shape"), shapeJson(a.output));
    o.insert(QStringLiteral("params"), a.params);
    o.insert(QStringLiteral("active_params"), numberOrNull(a.activeParams, a.hasExperts));
    o.insert(QStringLiteral("macs"), a.macs);
    o.insert(QStringLiteral("flops"), a.flops());
    o.insert(QStringLiteral("elementwise_flops"), a.otherFlops);
    o.insert(QStringLiteral("activation_bytes"), a.activationBytes);
    o.insert(QStringLiteral("bytes_per_value"), a.bytesPerValue);
    o.insert(QStringLiteral("seq_len"), numberOrNull(double(r.seqLen), r.seqLen > 0));
    o.insert(QStringLiteral("flops_per_token"), numberOrNull(a.flops() / double(r.seqLen), r.seqLen > 0));
    o.insert(QStringLiteral("kv_cache_bytes_per_token"), numberOrNull(a.kvCacheBytesPerToken(), r.generative));
    QJsonArray layers;
    for (const LayerRow &row : a.rows) {
        QJsonObject l;
        l.insert(QStringLiteral("name"), row.name);
        l.insert(QStringLiteral("kind"), row.kind);
        l.insert(QStringLiteral("depth"), row.depth);
        l.insert(QStringLiteral("instances"), double(row.instances));
        l.insert(QStringLiteral("input_shape"), shapeJson(row.input));
        l.insert(QStringLiteral("output_shape"), shapeJson(row.output));
        l.insert(QStringLiteral("params"), row.params);
        l.insert(QStringLiteral("active_params"), numberOrNull(row.activeParams, a.hasExperts));
        l.insert(QStringLiteral("macs"), row.macs);
        l.insert(QStringLiteral("flops"), 2.0 * row.macs);
        l.insert(QStringLiteral("elementwise_flops"), row.otherFlops);
        l.insert(QStringLiteral("activation_bytes"), row.activationBytes);
        layers.append(l);
    }
    o.insert(QStringLiteral("layers"), layers);
    o.insert(QStringLiteral("unsupported_ops"), QJsonArray::fromStringList(a.unsupported));
    o.insert(QStringLiteral("warnings"), QJsonArray::fromStringList(a.warnings));
    return o;
}

QString reportText(const Report &r)
{
    const Analysis &a = r.analysis;
    TextTable t;
    t.header = {tr("layer"), tr("kind"), tr("count"), tr("output"), tr("params"), tr("MACs"), tr("activations")};
    t.numeric = {false, false, true, false, true, true, true};
    for (const LayerRow &row : a.rows) {
        const QString indent(row.depth * 2, u' ');
        t.rows.push_back({indent + row.name, row.kind, row.instances > 1 ? QStringLiteral("x%1").arg(row.instances) : QString(),
                          shapeText(row.output), QString::number(row.params, 'f', 0), formatSi(row.macs, 4),
                          formatSi(row.activationBytes, 4) + u'B'});
    }
    QString out = a.name.isEmpty() ? QString() : a.name + QStringLiteral("\n\n");
    out += renderTable(t);
    TextTable totals;
    totals.header = {tr("total"), tr("value")};
    totals.numeric = {false, true};
    totals.rows.push_back({tr("input"), shapeText(a.input)});
    totals.rows.push_back({tr("output"), shapeText(a.output)});
    totals.rows.push_back({tr("parameters"), QString::number(a.params, 'f', 0)});
    if (a.hasExperts)
        totals.rows.push_back({tr("active parameters per token"), QString::number(a.activeParams, 'f', 0)});
    totals.rows.push_back({tr("MACs per forward pass"), formatSi(a.macs, 4)});
    totals.rows.push_back({tr("FLOPs per forward pass (2 x MACs)"), formatSi(a.flops(), 4)});
    totals.rows.push_back({tr("element-wise FLOPs (not in the above)"), formatSi(a.otherFlops, 4)});
    totals.rows.push_back({tr("activation memory"), formatSi(a.activationBytes, 4) + u'B'});
    if (r.seqLen > 0) {
        totals.rows.push_back({tr("sequence length"), QString::number(r.seqLen)});
        totals.rows.push_back({tr("FLOPs per token"), formatSi(a.flops() / double(r.seqLen), 4)});
    }
    if (r.generative)
        totals.rows.push_back({tr("KV cache per token"), formatSi(a.kvCacheBytesPerToken(), 4) + u'B'});
    out += u'\n' + renderTable(totals);
    for (const QString &op : a.unsupported)
        out += tr("not counted: %1\n").arg(op);
    for (const QString &warning : a.warnings)
        out += tr("warning: %1\n").arg(warning);
    return out;
}

std::optional<Shape> inputShapeFrom(const Arguments &args)
{
    if (!args.has(QStringLiteral("--input-shape")))
        return std::nullopt;
    QString error;
    auto shape = parseShape(args.value(QStringLiteral("--input-shape")), &error);
    if (!shape)
        throw UsageError{tr("--input-shape: %1").arg(error)};
    return shape;
}

Report analyzeFile(const QString &path, const Arguments &args)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        throw UsageError{tr("cannot read %1: %2").arg(path, file.errorString())};
    if (file.size() > kMaxFileBytes)
        throw UsageError{tr("%1 is larger than 2 GB; ONNX models that size keep their weights in external files").arg(path)};
    const QByteArray bytes = file.readAll();
    const auto inputShape = inputShapeFrom(args);
    const bool hasSeqLen = args.has(QStringLiteral("--seq-len"));
    Report r;
    const QByteArray start = bytes.left(64).trimmed();
    if (!start.startsWith('{')) {
        if (hasSeqLen)
            throw UsageError{tr("--seq-len applies to Hugging Face configs; for an ONNX model give --input-shape")};
        r.source = QStringLiteral("onnx");
        r.analysis = analyzeOnnx(bytes, inputShape.value_or(Shape()));
        if (r.analysis.name.isEmpty())
            r.analysis.name = QFileInfo(path).fileName();
        return r;
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &parseError);
    if (!doc.isObject())
        throw UsageError{tr("%1: not valid JSON (%2 at byte %3)").arg(path, parseError.errorString()).arg(parseError.offset)};
    const QJsonObject root = doc.object();
    QString error;
    if (isLayerFile(root)) {
        if (hasSeqLen)
            throw UsageError{tr("--seq-len applies to Hugging Face configs; for a layer file give --input-shape")};
        auto network = readLayerFile(root, &error);
        if (!network)
            throw UsageError{tr("%1: %2").arg(path, error)};
        if (inputShape)
            network->input = *inputShape;
        r.source = QStringLiteral("layers");
        r.analysis = analyzeNetwork(*network);
        return r;
    }
    if (!isHfConfig(root))
        throw UsageError{tr("%1: neither a FlopSheet layer file (\"format\": \"flopsheet-layers\") nor a Hugging Face config.json").arg(path)};
    if (inputShape)
        throw UsageError{tr("--input-shape applies to ONNX models and layer files; for a Hugging Face config give --seq-len")};
    const std::int64_t seqLen = args.integer(QStringLiteral("--seq-len"), 1, kMaxDimension).value_or(0);
    const auto model = readHfConfig(root, seqLen, &error);
    if (!model)
        throw UsageError{tr("%1: %2").arg(path, error)};
    r.source = QStringLiteral("hf-config");
    r.seqLen = model->seqLen;
    r.generative = model->generative;
    r.analysis = analyzeNetwork(model->network);
    r.analysis.warnings = model->warnings + r.analysis.warnings;
    return r;
}

} // namespace

int runAnalyze(const QStringList &rawArgs)
{
    const Arguments args(rawArgs, {QStringLiteral("--format"), QStringLiteral("--seq-len"), QStringLiteral("--input-shape"),
                                   QStringLiteral("--preset")});
    const QString format = args.choice(QStringLiteral("--format"), {QStringLiteral("table"), QStringLiteral("json")})
                               .value_or(QStringLiteral("table"));
    const bool preset = args.has(QStringLiteral("--preset"));
    if (args.positional().size() != (preset ? 0 : 1))
        throw UsageError{tr("analyze takes one FILE (.onnx, config.json or a layer file) or --preset %1")
                             .arg(analyzerPresetIds().join(u'|'))};
    Report r;
    if (preset) {
        auto network = analyzerPreset(args.value(QStringLiteral("--preset")));
        if (!network)
            throw UsageError{tr("--preset: unknown preset \"%1\"; presets: %2")
                                 .arg(args.value(QStringLiteral("--preset")), analyzerPresetIds().join(QStringLiteral(", ")))};
        if (args.has(QStringLiteral("--seq-len")))
            throw UsageError{tr("--seq-len applies to Hugging Face configs; for a preset give --input-shape")};
        if (const auto shape = inputShapeFrom(args))
            network->input = *shape;
        r.source = QStringLiteral("preset");
        r.analysis = analyzeNetwork(*network);
    } else {
        r = analyzeFile(args.positional().first(), args);
    }
    if (!r.analysis.ok()) {
        printErr(QStringLiteral("flopsheet-cli: ") + r.analysis.error + u'\n');
        return 2;
    }
    if (format == u"json")
        printOut(QString::fromUtf8(QJsonDocument(reportJson(r)).toJson(QJsonDocument::Indented)));
    else
        printOut(reportText(r));
    return 0;
}

} // namespace flopsheet::cli
