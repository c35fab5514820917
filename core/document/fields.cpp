#include "core/document/fields.h"

#include "core/estimate/modelfigures.h"
#include "core/estimate/units.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <cmath>

namespace flopsheet {
namespace {


struct FieldInfo {
    const char *key;
    const char *title;
    FieldKind kind;
};

// Titles carry their unit, as the column headers show them.
constexpr FieldInfo kWorkloadFields[kWorkloadFieldCount] = {
    {"name", QT_TRANSLATE_NOOP("Fields", "Name"), FieldKind::Text},
    {"family", QT_TRANSLATE_NOOP("Fields", "Kind"), FieldKind::Choice},
    {"mode", QT_TRANSLATE_NOOP("Fields", "Mode"), FieldKind::Choice},
    {"params", QT_TRANSLATE_NOOP("Fields", "Parameters"), FieldKind::Count},
    {"forward_flops_per_sample", QT_TRANSLATE_NOOP("Fields", "Forward FLOPs / sample"), FieldKind::Flops},
    {"tokens", QT_TRANSLATE_NOOP("Fields", "Training tokens"), FieldKind::Count},
    {"samples", QT_TRANSLATE_NOOP("Fields", "Dataset (samples)"), FieldKind::Count},
    {"epochs", QT_TRANSLATE_NOOP("Fields", "Epochs"), FieldKind::Number},
    {"batch_per_gpu", QT_TRANSLATE_NOOP("Fields", "Batch / GPU"), FieldKind::Count},
    {"seq_len", QT_TRANSLATE_NOOP("Fields", "Sequence (tokens)"), FieldKind::Count},
    {"precision", QT_TRANSLATE_NOOP("Fields", "Precision"), FieldKind::Choice},
    {"optimizer", QT_TRANSLATE_NOOP("Fields", "Optimizer"), FieldKind::Choice},
    {"zero_stage", QT_TRANSLATE_NOOP("Fields", "ZeRO stage"), FieldKind::Count},
    {"recompute", QT_TRANSLATE_NOOP("Fields", "Recompute"), FieldKind::Choice},
    {"prompt_tokens", QT_TRANSLATE_NOOP("Fields", "Prompt (tokens)"), FieldKind::Count},
    {"output_tokens", QT_TRANSLATE_NOOP("Fields", "Output (tokens)"), FieldKind::Count},
    {"efficiency_percent", QT_TRANSLATE_NOOP("Fields", "Efficiency (% of peak)"), FieldKind::Number},
    {"pruned_percent", QT_TRANSLATE_NOOP("Fields", "Pruned (%)"), FieldKind::Number},
    {"sparse_2_4", QT_TRANSLATE_NOOP("Fields", "2:4 sparse"), FieldKind::Boolean},
};

constexpr FieldInfo kGpuFields[kGpuFieldCount] = {
    {"name", QT_TRANSLATE_NOOP("Fields", "GPU"), FieldKind::Text},
    {"fp32_tflops", QT_TRANSLATE_NOOP("Fields", "FP32 (TFLOPS)"), FieldKind::Number},
    {"tf32_tflops", QT_TRANSLATE_NOOP("Fields", "TF32 (TFLOPS)"), FieldKind::Number},
    {"fp16_tflops", QT_TRANSLATE_NOOP("Fields", "FP16 (TFLOPS)"), FieldKind::Number},
    {"bf16_tflops", QT_TRANSLATE_NOOP("Fields", "BF16 (TFLOPS)"), FieldKind::Number},
    {"fp8_tflops", QT_TRANSLATE_NOOP("Fields", "FP8 (TFLOPS)"), FieldKind::Number},
    {"int8_tops", QT_TRANSLATE_NOOP("Fields", "INT8 (TOPS)"), FieldKind::Number},
    {"memory_gib", QT_TRANSLATE_NOOP("Fields", "Memory (GiB)"), FieldKind::Number},
    {"bandwidth_gbps", QT_TRANSLATE_NOOP("Fields", "Bandwidth (GB/s)"), FieldKind::Number},
    {"interconnect_gbps", QT_TRANSLATE_NOOP("Fields", "Interconnect (GB/s)"), FieldKind::Number},
    {"tdp_w", QT_TRANSLATE_NOOP("Fields", "TDP (W)"), FieldKind::Number},
    {"price_usd_per_hour", QT_TRANSLATE_NOOP("Fields", "Price ($/GPU-h)"), FieldKind::Number},
    {"count", QT_TRANSLATE_NOOP("Fields", "GPUs to plan"), FieldKind::Count},
    {"included", QT_TRANSLATE_NOOP("Fields", "Included"), FieldKind::Boolean},
};

QVariant number(double v) { return isKnown(v) ? QVariant(v) : QVariant(); }

FieldValue refuse(const QString &message) { return {QVariant(), message}; }

// Thousands separators ("1,281,167") are dropped; any other comma is a decimal comma we refuse
// rather than misread ("1,5" is not 15).
bool dropThousandsSeparators(QString &text)
{
    if (!text.contains(u','))
        return true;
    static const QRegularExpression grouped(QStringLiteral("^[+-]?\\d{1,3}(,\\d{3})+(\\.\\d*)?(\\s*\\D.*)?$"));
    if (!grouped.match(text).hasMatch())
        return false;
    text.remove(u',');
    return true;
}

// A bare number in the column's unit, or text with a unit ("80 GB", "312 TFLOPS", "7B").
FieldValue parseNumber(const QVariant &input, QuantityKind kind, double unitScale, double minimum, double maximum,
                       bool required, bool integer, const QString &stripSuffix = {})
{
    double value = 0;
    if (input.typeId() == QMetaType::Double || input.typeId() == QMetaType::Int || input.typeId() == QMetaType::LongLong) {
        value = input.toDouble();
    } else {
        QString text = input.toString().trimmed();
        if (text.isEmpty()) {
            if (required)
                return refuse(QCoreApplication::translate("Fields", "a value is required"));
            return {QVariant(), {}};
        }
        text.remove(u'$');
        if (!dropThousandsSeparators(text))
            return refuse(QCoreApplication::translate("Fields", "\"%1\": use a point for decimals (1.5, not 1,5)").arg(text));
        if (text.endsWith(u"/s", Qt::CaseInsensitive) && kind == QuantityKind::Bytes)
            text.chop(2);
        if (!stripSuffix.isEmpty() && text.endsWith(stripSuffix, Qt::CaseInsensitive))
            text = text.chopped(stripSuffix.size()).trimmed();
        bool bare = false;
        value = text.toDouble(&bare);
        if (!bare) {
            const ParsedQuantity q = parseQuantity(text, kind);
            if (!q)
                return refuse(q.error);
            value = *q.value / unitScale;
        }
    }
    if (!std::isfinite(value))
        return refuse(QCoreApplication::translate("Fields", "\"%1\" is not a finite number").arg(input.toString()));
    if (value < minimum || value > maximum)
        return refuse(QCoreApplication::translate("Fields", "must be between %1 and %2").arg(minimum).arg(maximum));
    if (integer && value != std::floor(value))
        return refuse(QCoreApplication::translate("Fields", "must be a whole number"));
    return {QVariant(value), {}};
}

// A choice is its word ("infer") or, as copied from the table, its label in this language ("Serve").
FieldValue parseChoice(WorkloadField f, const QVariant &input, const QStringList &choices)
{
    const QString typed = input.toString().trimmed();
    for (const QString &word : choices) {
        if (typed.compare(word, Qt::CaseInsensitive) == 0
            || typed.compare(workloadChoiceLabel(f, word), Qt::CaseInsensitive) == 0)
            return {QVariant(word), {}};
    }
    return refuse(QCoreApplication::translate("Fields", "must be one of %1").arg(choices.join(QStringLiteral(", "))));
}

FieldValue parseBoolean(const QVariant &input)
{
    if (input.typeId() == QMetaType::Bool)
        return {input.toBool(), {}};
    const QString t = input.toString().trimmed().toLower();
    if (t == u"true" || t == u"yes" || t == u"1")
        return {true, {}};
    if (t == u"false" || t == u"no" || t == u"0")
        return {false, {}};
    return refuse(QCoreApplication::translate("Fields", "must be true or false"));
}

double gpuPeak(const Gpu &g, Precision p) { return g.peakTflops[static_cast<int>(p)]; }

Precision precisionOfField(GpuField f)
{
    return static_cast<Precision>(static_cast<int>(f) - static_cast<int>(GpuField::Fp32));
}

} // namespace

QString workloadFieldTitle(WorkloadField f) { return QCoreApplication::translate("Fields", kWorkloadFields[static_cast<int>(f)].title); }
QString gpuFieldTitle(GpuField f) { return QCoreApplication::translate("Fields", kGpuFields[static_cast<int>(f)].title); }
QString workloadFieldKey(WorkloadField f) { return QLatin1String(kWorkloadFields[static_cast<int>(f)].key); }
QString gpuFieldKey(GpuField f) { return QLatin1String(kGpuFields[static_cast<int>(f)].key); }
FieldKind workloadFieldKind(WorkloadField f) { return kWorkloadFields[static_cast<int>(f)].kind; }
FieldKind gpuFieldKind(GpuField f) { return kGpuFields[static_cast<int>(f)].kind; }

std::optional<WorkloadField> workloadFieldFromKey(QStringView key)
{
    for (int i = 0; i < kWorkloadFieldCount; ++i) {
        if (key == QLatin1String(kWorkloadFields[i].key))
            return static_cast<WorkloadField>(i);
    }
    return std::nullopt;
}

std::optional<GpuField> gpuFieldFromKey(QStringView key)
{
    for (int i = 0; i < kGpuFieldCount; ++i) {
        if (key == QLatin1String(kGpuFields[i].key))
            return static_cast<GpuField>(i);
    }
    return std::nullopt;
}

QStringList workloadFieldChoices(WorkloadField f)
{
    switch (f) {
    case WorkloadField::Family:
        return {QStringLiteral("decoder"), QStringLiteral("encoder"), QStringLiteral("vit"), QStringLiteral("cnn"),
                QStringLiteral("generic")};
    case WorkloadField::Mode:
        return {QStringLiteral("train"), QStringLiteral("infer")};
    case WorkloadField::Precision: {
        QStringList out;
        for (Precision p : kAllPrecisions)
            out << precisionName(p);
        return out;
    }
    case WorkloadField::Optimizer:
        return {QStringLiteral("adam"), QStringLiteral("adam-8bit"), QStringLiteral("sgd-momentum"),
                QStringLiteral("sgd"), QStringLiteral("lion")};
    case WorkloadField::Recompute:
        return {QStringLiteral("none"), QStringLiteral("selective"), QStringLiteral("full")};
    default:
        return {};
    }
}

QString workloadChoiceLabel(WorkloadField f, const QString &word)
{
    static const struct {
        WorkloadField field;
        const char *word;
        const char *label;
    } labels[] = {
        {WorkloadField::Family, "decoder", QT_TRANSLATE_NOOP("Fields", "Decoder LLM")},
        {WorkloadField::Family, "encoder", QT_TRANSLATE_NOOP("Fields", "Encoder")},
        {WorkloadField::Family, "vit", QT_TRANSLATE_NOOP("Fields", "ViT")},
        {WorkloadField::Family, "cnn", QT_TRANSLATE_NOOP("Fields", "CNN")},
        {WorkloadField::Family, "generic", QT_TRANSLATE_NOOP("Fields", "Generic")},
        {WorkloadField::Mode, "train", QT_TRANSLATE_NOOP("Fields", "Train")},
        {WorkloadField::Mode, "infer", QT_TRANSLATE_NOOP("Fields", "Serve")},
        {WorkloadField::Recompute, "none", QT_TRANSLATE_NOOP("Fields", "None")},
        {WorkloadField::Recompute, "selective", QT_TRANSLATE_NOOP("Fields", "Selective")},
        {WorkloadField::Recompute, "full", QT_TRANSLATE_NOOP("Fields", "Full")},
    };
    for (const auto &l : labels) {
        if (l.field == f && word == QLatin1String(l.word))
            return QCoreApplication::translate("Fields", l.label);
    }
    return word;
}

bool workloadFieldApplies(const WorkloadEntry &e, WorkloadField f)
{
    const WorkloadFamily family = e.workload.family;
    const bool tokenModel = family == WorkloadFamily::Decoder || family == WorkloadFamily::Encoder;
    const bool train = e.scenario.mode == Mode::Train;
    switch (f) {
    case WorkloadField::ForwardFlops:
        return !tokenModel; // token models derive it from parameters and sequence length
    case WorkloadField::Tokens:
        return train && tokenModel;
    case WorkloadField::Samples:
    case WorkloadField::Epochs:
        return train && !tokenModel;
    case WorkloadField::SeqLen:
        return tokenModel;
    case WorkloadField::Optimizer:
    case WorkloadField::ZeroStage:
    case WorkloadField::Recompute:
        return train;
    case WorkloadField::PromptTokens:
    case WorkloadField::OutputTokens:
        return !train && family == WorkloadFamily::Decoder;
    default:
        return true;
    }
}

QVariant workloadFieldValue(const WorkloadEntry &e, WorkloadField f)
{
    const Workload &w = e.workload;
    const Scenario &sc = e.scenario;
    switch (f) {
    case WorkloadField::Name: return w.name;
    case WorkloadField::Family: return familyName(w.family);
    case WorkloadField::Mode: return sc.mode == Mode::Train ? QStringLiteral("train") : QStringLiteral("infer");
    case WorkloadField::Params: return number(unprunedParams(w));
    case WorkloadField::ForwardFlops: return number(modelFigures(w, sc.seqLen).forwardFlopsPerSample);
    case WorkloadField::Tokens: return number(isKnown(sc.tokens) ? sc.tokens : w.trainingTokens);
    case WorkloadField::Samples: return number(isKnown(sc.samples) ? sc.samples : w.datasetSamples);
    case WorkloadField::Epochs: return number(isKnown(sc.epochs) ? sc.epochs : w.epochs);
    case WorkloadField::BatchPerGpu: return sc.batchPerGpu > 0 ? QVariant(double(sc.batchPerGpu)) : QVariant();
    case WorkloadField::SeqLen: {
        const int s = sc.seqLen > 0 ? sc.seqLen : (w.seqLen > 0 ? w.seqLen : w.shape.maxSeqLen);
        return s > 0 ? QVariant(double(s)) : QVariant();
    }
    case WorkloadField::Precision: return precisionName(sc.precision);
    case WorkloadField::Optimizer: return optimizerName(sc.optimizer);
    case WorkloadField::ZeroStage: return double(sc.zeroStage);
    case WorkloadField::Recompute: return recomputeName(sc.recompute);
    case WorkloadField::PromptTokens: return sc.promptTokens > 0 ? QVariant(double(sc.promptTokens)) : QVariant();
    case WorkloadField::OutputTokens: return sc.outputTokens > 0 ? QVariant(double(sc.outputTokens)) : QVariant();
    case WorkloadField::Efficiency: return isKnown(sc.mfu) ? QVariant(sc.mfu * 100.0) : QVariant();
    case WorkloadField::PrunedPercent: return w.prunedFraction * 100.0;
    case WorkloadField::Sparse24: return w.sparse24;
    case WorkloadField::FieldCount: break;
    }
    return {};
}

QVariant gpuFieldValue(const HardwareEntry &e, GpuField f)
{
    const Gpu &g = e.gpu;
    switch (f) {
    case GpuField::Name: return g.name;
    case GpuField::Fp32:
    case GpuField::Tf32:
    case GpuField::Fp16:
    case GpuField::Bf16:
    case GpuField::Fp8:
    case GpuField::Int8: return number(gpuPeak(g, precisionOfField(f)));
    case GpuField::MemoryGB: return number(g.memoryGB);
    case GpuField::BandwidthGBps: return number(g.memoryBandwidthGBps);
    case GpuField::InterconnectGBps: return number(g.interconnectGBps);
    case GpuField::TdpW: return number(g.tdpW);
    case GpuField::PricePerHour: return number(g.pricePerHourUsd);
    case GpuField::Count: return double(e.count);
    case GpuField::Included: return e.included;
    case GpuField::FieldCount: break;
    }
    return {};
}

FieldValue parseWorkloadField(WorkloadField f, const QVariant &input)
{
    switch (f) {
    case WorkloadField::Name: {
        const QString name = input.toString().trimmed();
        if (name.isEmpty())
            return refuse(QCoreApplication::translate("Fields", "a name is required"));
        if (name.size() > 200)
            return refuse(QCoreApplication::translate("Fields", "a name has at most 200 characters"));
        return {name, {}};
    }
    case WorkloadField::Family:
    case WorkloadField::Mode:
    case WorkloadField::Precision:
    case WorkloadField::Optimizer:
    case WorkloadField::Recompute:
        return parseChoice(f, input, workloadFieldChoices(f));
    case WorkloadField::Params: return parseNumber(input, QuantityKind::Count, 1, 1, 1e15, true, false);
    case WorkloadField::ForwardFlops: return parseNumber(input, QuantityKind::Flops, 1, 1, 1e18, false, false);
    case WorkloadField::Tokens: return parseNumber(input, QuantityKind::Count, 1, 1, 1e17, false, false);
    case WorkloadField::Samples: return parseNumber(input, QuantityKind::Count, 1, 1, 1e15, false, false);
    case WorkloadField::Epochs: return parseNumber(input, QuantityKind::Count, 1, 1e-3, 1e6, false, false);
    case WorkloadField::BatchPerGpu: return parseNumber(input, QuantityKind::Count, 1, 1, 1 << 24, false, true);
    case WorkloadField::SeqLen: return parseNumber(input, QuantityKind::Count, 1, 1, 1 << 24, false, true);
    case WorkloadField::ZeroStage: return parseNumber(input, QuantityKind::Count, 1, 0, 3, true, true);
    case WorkloadField::PromptTokens:
    case WorkloadField::OutputTokens: return parseNumber(input, QuantityKind::Count, 1, 0, 1 << 24, false, true);
    // Empty = the efficiency model's estimate; a typed figure overrides it (percent of dense peak).
    case WorkloadField::Efficiency: return parseNumber(input, QuantityKind::Count, 1, 1, 100, false, false, QStringLiteral("%"));
    // Structured pruning removes this share of the weights, and the FLOPs with them (modelfigures.h).
    case WorkloadField::PrunedPercent: return parseNumber(input, QuantityKind::Count, 1, 0, 95, true, false, QStringLiteral("%"));
    case WorkloadField::Sparse24: return parseBoolean(input);
    case WorkloadField::FieldCount: break;
    }
    return refuse(QCoreApplication::translate("Fields", "unknown field"));
}

FieldValue parseGpuField(GpuField f, const QVariant &input)
{
    switch (f) {
    case GpuField::Name: {
        const QString name = input.toString().trimmed();
        if (name.isEmpty())
            return refuse(QCoreApplication::translate("Fields", "a name is required"));
        return {name, {}};
    }
    case GpuField::Fp32:
    case GpuField::Tf32:
    case GpuField::Fp16:
    case GpuField::Bf16:
    case GpuField::Fp8:
    case GpuField::Int8: return parseNumber(input, QuantityKind::FlopRate, 1e12, 0, 1e6, false, false);
    case GpuField::MemoryGB: {
        // The column holds the datasheet capacity, which for HBM parts is GiB (gpu.h): "80 GB" typed
        // from a datasheet means the same 80, so GB and GiB both read as GiB here.
        QString text = input.toString().trimmed();
        text.replace(QRegularExpression(QStringLiteral("\\s*GB$"), QRegularExpression::CaseInsensitiveOption),
                     QStringLiteral(" GiB"));
        text.replace(QRegularExpression(QStringLiteral("\\s*TB$"), QRegularExpression::CaseInsensitiveOption),
                     QStringLiteral(" TiB"));
        const bool typed = input.typeId() == QMetaType::QString;
        return parseNumber(typed ? QVariant(text) : input, QuantityKind::Bytes, kGiB, 0.1, 1e5, true, false);
    }
    case GpuField::BandwidthGBps: return parseNumber(input, QuantityKind::Bytes, 1e9, 1, 1e6, true, false);
    case GpuField::InterconnectGBps: return parseNumber(input, QuantityKind::Bytes, 1e9, 0, 1e6, false, false);
    case GpuField::TdpW: return parseNumber(input, QuantityKind::Count, 1, 1, 1e5, false, false, QStringLiteral("W"));
    case GpuField::PricePerHour: return parseNumber(input, QuantityKind::Count, 1, 0, 1e5, false, false);
    case GpuField::Count: return parseNumber(input, QuantityKind::Count, 1, 1, 1e6, true, true);
    case GpuField::Included: return parseBoolean(input);
    case GpuField::FieldCount: break;
    }
    return refuse(QCoreApplication::translate("Fields", "unknown field"));
}

void setWorkloadField(WorkloadEntry &e, WorkloadField f, const QVariant &v)
{
    Workload &w = e.workload;
    Scenario &sc = e.scenario;
    const double d = v.isValid() ? v.toDouble() : kUnknown;
    switch (f) {
    case WorkloadField::Name: w.name = v.toString(); break;
    case WorkloadField::Family: {
        w.family = parseFamily(v.toString()).value_or(WorkloadFamily::Generic);
        // The amount follows the kind: language models train on tokens, the others on samples.
        const bool tokenModel = w.family == WorkloadFamily::Decoder || w.family == WorkloadFamily::Encoder;
        sc.amount = tokenModel ? AmountKind::Tokens : AmountKind::Samples;
        break;
    }
    case WorkloadField::Mode: sc.mode = v.toString() == u"infer" ? Mode::Infer : Mode::Train; break;
    case WorkloadField::Params:
        w.params = d;
        w.paramsExact = true; // a typed count wins over one derived from the shape
        break;
    case WorkloadField::ForwardFlops: w.forwardFlopsPerSample = d; break;
    case WorkloadField::Tokens:
        sc.tokens = d;
        sc.amount = AmountKind::Tokens;
        break;
    case WorkloadField::Samples:
        sc.samples = d;
        sc.amount = AmountKind::Samples;
        break;
    case WorkloadField::Epochs: sc.epochs = d; break;
    case WorkloadField::BatchPerGpu: sc.batchPerGpu = isKnown(d) ? int(d) : 0; break;
    case WorkloadField::SeqLen: sc.seqLen = isKnown(d) ? int(d) : 0; break;
    case WorkloadField::Precision: sc.precision = parsePrecision(v.toString()).value_or(Precision::BF16); break;
    case WorkloadField::Optimizer: sc.optimizer = parseOptimizer(v.toString()).value_or(Optimizer::Adam); break;
    case WorkloadField::ZeroStage: sc.zeroStage = isKnown(d) ? int(d) : 0; break;
    case WorkloadField::Recompute: sc.recompute = parseRecompute(v.toString()).value_or(Recompute::None); break;
    case WorkloadField::PromptTokens: sc.promptTokens = isKnown(d) ? int(d) : 0; break;
    case WorkloadField::OutputTokens: sc.outputTokens = isKnown(d) ? int(d) : 0; break;
    case WorkloadField::Efficiency: sc.mfu = isKnown(d) ? d / 100.0 : kUnknown; break;
    case WorkloadField::PrunedPercent: w.prunedFraction = isKnown(d) ? d / 100.0 : 0.0; break;
    case WorkloadField::Sparse24: w.sparse24 = v.toBool(); break;
    case WorkloadField::FieldCount: break;
    }
}

void setGpuField(HardwareEntry &e, GpuField f, const QVariant &v)
{
    Gpu &g = e.gpu;
    const double d = v.isValid() ? v.toDouble() : kUnknown;
    switch (f) {
    case GpuField::Name: g.name = v.toString(); break;
    case GpuField::Fp32:
    case GpuField::Tf32:
    case GpuField::Fp16:
    case GpuField::Bf16:
    case GpuField::Fp8:
    case GpuField::Int8: g.peakTflops[static_cast<int>(precisionOfField(f))] = d; break;
    case GpuField::MemoryGB: g.memoryGB = d; break;
    case GpuField::BandwidthGBps: g.memoryBandwidthGBps = d; break;
    case GpuField::InterconnectGBps: g.interconnectGBps = d; break;
    case GpuField::TdpW: g.tdpW = d; break;
    case GpuField::PricePerHour: g.pricePerHourUsd = d; break;
    case GpuField::Count: e.count = isKnown(d) ? int(d) : 1; break;
    case GpuField::Included: e.included = v.toBool(); break;
    case GpuField::FieldCount: break;
    }
}

} // namespace flopsheet
