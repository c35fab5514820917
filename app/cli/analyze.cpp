#include "app/cli/analyze.h"

#include "app/cli/arguments.h"
#include "app/cli/textoutput.h"
#include "core/analyzer/analysis.h"
#include "core/analyzer/presets.h"
#include "core/estimate/units.h"
#include "core/onnx/modelfile.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace flopsheet::cli {
namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Analyze", text);
}

QString sourceName(ModelSource source)
{
    switch (source) {
    case ModelSource::Onnx:
        return QStringLiteral("onnx");
    case ModelSource::HfConfig:
        return QStringLiteral("hf-config");
    case ModelSource::LayerFile:
        return QStringLiteral("layers");
    case ModelSource::Preset:
        return QStringLiteral("preset");
    }
    return QString();
}

QJsonValue shapeJson(const Shape &s)
{
    if (s.empty())
        return QJsonValue::Null;
    QJsonArray a;
    for (std::int64_t d : s)
        a.append(double(d));
    return a;
}

QJsonValue numberOrNull(double v, bool present)
{
    return present ? QJsonValue(v) : QJsonValue(QJsonValue::Null);
}

QJsonObject reportJson(const ModelReport &r)
{
    const Analysis &a = r.analysis;
    QJsonObject o;
    o.insert(QStringLiteral("name"), a.name);
    o.insert(QStringLiteral("source"), sourceName(r.source));
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

QString reportText(const ModelReport &r)
{
    const Analysis &a = r.analysis;
    TextTable t;
    t.header = { tr("layer"), tr("kind"), tr("count"), tr("output"), tr("params"), tr("MACs"), tr("activations") };
    t.numeric = { false, false, true, false, true, true, true };
    for (const LayerRow &row : a.rows) {
        const QString indent(row.depth * 2, u' ');
        t.rows.push_back({ indent + row.name, row.kindLabel,
            row.instances > 1 ? QStringLiteral("x%1").arg(row.instances) : QString(), shapeText(row.output),
            QString::number(row.params, 'f', 0), formatSi(row.macs, 4), formatSi(row.activationBytes, 4) + u'B' });
    }
    QString out = a.name.isEmpty() ? QString() : a.name + QStringLiteral("\n\n");
    out += renderTable(t);
    TextTable totals;
    totals.header = { tr("total"), tr("value") };
    totals.numeric = { false, true };
    totals.rows.push_back({ tr("input"), shapeText(a.input) });
    totals.rows.push_back({ tr("output"), shapeText(a.output) });
    totals.rows.push_back({ tr("parameters"), QString::number(a.params, 'f', 0) });
    if (a.hasExperts)
        totals.rows.push_back({ tr("active parameters per token"), QString::number(a.activeParams, 'f', 0) });
    totals.rows.push_back({ tr("MACs per forward pass"), formatSi(a.macs, 4) });
    totals.rows.push_back({ tr("FLOPs per forward pass (2 x MACs)"), formatSi(a.flops(), 4) });
    totals.rows.push_back({ tr("element-wise FLOPs (not in the above)"), formatSi(a.otherFlops, 4) });
    totals.rows.push_back({ tr("activation memory"), formatSi(a.activationBytes, 4) + u'B' });
    if (r.seqLen > 0) {
        totals.rows.push_back({ tr("sequence length"), QString::number(r.seqLen) });
        totals.rows.push_back({ tr("FLOPs per token"), formatSi(a.flops() / double(r.seqLen), 4) });
    }
    if (r.generative)
        totals.rows.push_back({ tr("KV cache per token"), formatSi(a.kvCacheBytesPerToken(), 4) + u'B' });
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
        throw UsageError { tr("--input-shape: %1").arg(error) };
    return shape;
}

} // namespace

int runAnalyze(const QStringList &rawArgs)
{
    const Arguments args(rawArgs, u"analyze");
    const QString format = args.choice(QStringLiteral("--format"), { QStringLiteral("table"), QStringLiteral("json") })
                               .value_or(QStringLiteral("table"));
    const bool preset = args.has(QStringLiteral("--preset"));
    if (args.positional().size() != (preset ? 0 : 1))
        throw UsageError { tr("analyze takes one FILE (.onnx, config.json or a layer file) or --preset %1")
                               .arg(analyzerPresetIds().join(u'|')) };
    ModelOptions options;
    options.seqLen = args.integer(QStringLiteral("--seq-len"), 1, kMaxDimension).value_or(0);
    options.inputShape = inputShapeFrom(args).value_or(Shape());
    const ModelReport r = preset ? analyzeModelPreset(args.value(QStringLiteral("--preset")), options)
                                 : analyzeModelFile(args.positional().first(), options);
    if (r.optionError == ModelOptionError::SeqLenNotApplicable)
        throw UsageError { tr("--seq-len applies to Hugging Face configs; for this model give --input-shape") };
    if (r.optionError == ModelOptionError::InputShapeNotApplicable)
        throw UsageError { tr("--input-shape applies to ONNX models, layer files and presets; for a Hugging Face "
                              "config give --seq-len") };
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
