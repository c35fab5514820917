#include "core/io/projectfile.h"
#include "core/io/utf8.h"

#include "core/analyzer/layerfile.h"
#include "core/document/project.h"

#include <QCoreApplication>
#include <QFile>
#include <QIODevice>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>
#include <QStringDecoder>

#include <cctype>
#include <cmath>
#include <initializer_list>

namespace flopsheet {
namespace {


const QString kApplication = QStringLiteral("FlopSheet");
constexpr qint64 kMaxFileBytes = 256 * 1024 * 1024; // far above any plan; keeps a wrong file from eating memory

// Peak table keys in Precision order, as in the catalog.
const char *const kPrecisionKeys[kPrecisionCount] = {"fp32", "tf32", "fp16", "bf16", "fp8", "int8"};

// ---- Writing -------------------------------------------------------------------------------------

QJsonValue number(double v) { return isKnown(v) ? QJsonValue(v) : QJsonValue(QJsonValue::Null); }

QString modeName(Mode m) { return m == Mode::Infer ? QStringLiteral("infer") : QStringLiteral("train"); }
QString amountName(AmountKind a)
{
    switch (a) {
    case AmountKind::Tokens: return QStringLiteral("tokens");
    case AmountKind::Samples: return QStringLiteral("samples");
    case AmountKind::Iterations: return QStringLiteral("iterations");
    }
    return {};
}
QString runtimeName(Runtime r) { return r == Runtime::Eager ? QStringLiteral("eager") : QStringLiteral("optimized"); }
QString normName(NormKind n) { return n == NormKind::Rms ? QStringLiteral("rms") : QStringLiteral("layer"); }
QString positionName(PositionKind p)
{
    switch (p) {
    case PositionKind::None: return QStringLiteral("none");
    case PositionKind::Learned: return QStringLiteral("learned");
    case PositionKind::Rope: return QStringLiteral("rope");
    case PositionKind::Alibi: return QStringLiteral("alibi");
    }
    return {};
}

QJsonObject shapeToJson(const TransformerShape &s)
{
    QJsonObject o;
    o[u"layers"] = s.layers;
    o[u"hidden"] = s.hidden;
    o[u"heads"] = s.heads;
    o[u"kvHeads"] = s.kvHeads;
    o[u"headDim"] = s.headDim;
    o[u"ffn"] = s.ffn;
    o[u"vocab"] = s.vocab;
    o[u"maxSeqLen"] = s.maxSeqLen;
    o[u"gatedMlp"] = s.gatedMlp;
    o[u"bias"] = s.bias;
    o[u"tiedEmbeddings"] = s.tiedEmbeddings;
    o[u"norm"] = normName(s.norm);
    o[u"positions"] = positionName(s.positions);
    return o;
}

// What the workload row owns; gpuCount, gpusPerNode, pue and priceMultiplier come from elsewhere.
QJsonObject scenarioToJson(const Scenario &sc)
{
    QJsonObject o;
    o[u"mode"] = modeName(sc.mode);
    o[u"precision"] = precisionName(sc.precision);
    o[u"amount"] = amountName(sc.amount);
    o[u"tokens"] = number(sc.tokens);
    o[u"samples"] = number(sc.samples);
    o[u"epochs"] = number(sc.epochs);
    o[u"iterations"] = number(sc.iterations);
    o[u"batchPerGpu"] = sc.batchPerGpu;
    o[u"globalBatch"] = number(sc.globalBatch);
    o[u"tensorParallel"] = sc.tensorParallel;
    o[u"pipelineParallel"] = sc.pipelineParallel;
    o[u"optimizer"] = optimizerName(sc.optimizer);
    o[u"zeroStage"] = sc.zeroStage;
    o[u"recompute"] = recomputeName(sc.recompute);
    o[u"flopsPerParam"] = number(sc.flopsPerParam);
    o[u"batchMax"] = sc.batchMax;
    o[u"promptTokens"] = sc.promptTokens;
    o[u"outputTokens"] = sc.outputTokens;
    o[u"seqLen"] = sc.seqLen;
    o[u"runtime"] = runtimeName(sc.runtime);
    o[u"mfu"] = number(sc.mfu);
    o[u"priceUsd"] = number(sc.priceUsd);
    o[u"networkGBps"] = number(sc.networkGBps);
    o[u"useSparsity"] = sc.useSparsity;
    o[u"measuredSamplesPerS"] = number(sc.measuredSamplesPerS);
    return o;
}

QJsonObject workloadToJson(const WorkloadEntry &e)
{
    const Workload &w = e.workload;
    QJsonObject o;
    o[u"id"] = w.id;
    o[u"name"] = w.name;
    o[u"family"] = familyName(w.family);
    o[u"params"] = number(w.params);
    o[u"paramsExact"] = w.paramsExact;
    o[u"forwardFlopsPerSample"] = number(w.forwardFlopsPerSample);
    o[u"shape"] = shapeToJson(w.shape);
    o[u"seqLen"] = w.seqLen;
    o[u"layers"] = w.layers;
    o[u"trainingTokens"] = number(w.trainingTokens);
    o[u"datasetSamples"] = number(w.datasetSamples);
    o[u"epochs"] = number(w.epochs);
    o[u"memoryTrafficBytesPerSample"] = number(w.memoryTrafficBytesPerSample);
    o[u"sparse24"] = w.sparse24;
    o[u"prunedFraction"] = w.prunedFraction;
    o[u"inputResolution"] = w.inputResolution;
    o[u"source"] = w.source;
    o[u"sourceLocation"] = w.sourceLocation;
    o[u"confidence"] = w.confidence;
    o[u"notes"] = w.notes;
    o[u"scenario"] = scenarioToJson(e.scenario);
    if (!e.architecture.isEmpty()) // optional: only rows described layer by layer have it
        o[u"architecture"] = QJsonDocument::fromJson(e.architecture.toUtf8()).object();
    return o;
}

QJsonObject hardwareToJson(const HardwareEntry &e)
{
    const Gpu &g = e.gpu;
    QJsonObject o;
    o[u"id"] = g.id;
    o[u"name"] = g.name;
    o[u"vendor"] = g.vendor;
    o[u"architecture"] = g.architecture;
    o[u"generation"] = generationName(g.generation);
    o[u"year"] = g.year;
    o[u"memoryGB"] = number(g.memoryGB);
    o[u"memoryBandwidthGBps"] = number(g.memoryBandwidthGBps);
    QJsonObject peaks;
    for (int i = 0; i < kPrecisionCount; ++i)
        peaks[QLatin1String(kPrecisionKeys[i])] = number(g.peakTflops[i]);
    o[u"peakTflops"] = peaks;
    o[u"sparsityFactor"] = g.sparsityFactor;
    o[u"tdpW"] = number(g.tdpW);
    o[u"interconnect"] = g.interconnect;
    o[u"interconnectGBps"] = number(g.interconnectGBps);
    o[u"hostInterface"] = g.hostInterface;
    o[u"pricePerHourUsd"] = number(g.pricePerHourUsd);
    o[u"priceSource"] = g.priceSource;
    o[u"priceDate"] = g.priceDate;
    o[u"altPricePerHourUsd"] = number(g.altPricePerHourUsd);
    o[u"altPriceSource"] = g.altPriceSource;
    o[u"specSource"] = g.specSource;
    o[u"confidence"] = g.confidence;
    o[u"notes"] = g.notes;
    o[u"count"] = e.count;
    o[u"included"] = e.included;
    return o;
}

QJsonObject calibrationToJson(const Calibration &c)
{
    QJsonObject o;
    o[u"workload"] = c.workloadName;
    o[u"gpuId"] = c.gpuId;
    o[u"gpuName"] = c.gpuName;
    o[u"gpuCount"] = c.gpuCount;
    o[u"precision"] = precisionName(c.precision);
    o[u"batchPerGpu"] = c.batchPerGpu;
    o[u"quantity"] = measuredQuantityName(c.quantity);
    o[u"value"] = number(c.value);
    o[u"samplesPerStep"] = number(c.samplesPerStep);
    o[u"note"] = c.note;
    return o;
}

// ---- Reading -------------------------------------------------------------------------------------

QString typeName(const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::Null: return QCoreApplication::translate("ProjectFile", "null");
    case QJsonValue::Bool: return QCoreApplication::translate("ProjectFile", "true/false");
    case QJsonValue::Double: return QCoreApplication::translate("ProjectFile", "a number");
    case QJsonValue::String: return QCoreApplication::translate("ProjectFile", "a string");
    case QJsonValue::Array: return QCoreApplication::translate("ProjectFile", "an array");
    case QJsonValue::Object: return QCoreApplication::translate("ProjectFile", "an object");
    case QJsonValue::Undefined: break;
    }
    return QCoreApplication::translate("ProjectFile", "nothing");
}

/** Allowed values of a number: [minimum, maximum], or (0, maximum] when positive. */
struct Range {
    double minimum;
    double maximum;
    bool positive = false;
};

// Reads typed values from one JSON object. The first problem is kept, with the value's full path.
class Reader
{
public:
    Reader(const QJsonObject &object, QString path, QString *error)
        : m_object(object), m_path(std::move(path)), m_error(error)
    {
    }

    QString path(const char *key) const
    {
        if (m_path.isEmpty())
            return QLatin1String(key);
        return m_path + u'.' + QLatin1String(key);
    }
    bool failed() const { return !m_error->isEmpty(); }
    void fail(const char *key, const QString &what)
    {
        if (m_error->isEmpty())
            *m_error = QCoreApplication::translate("ProjectFile", "%1: %2").arg(path(key), what);
    }

    QString string(const char *key, bool required = false)
    {
        const QJsonValue v = value(key, required);
        if (v.isUndefined())
            return {};
        if (!v.isString()) {
            wrongType(key, v, QCoreApplication::translate("ProjectFile", "a string"));
            return {};
        }
        return v.toString();
    }
    /** A number in range; null or absent is unknown (NaN) unless a fallback is given. */
    double number(const char *key, Range range, std::optional<double> fallback = std::nullopt)
    {
        const QJsonValue v = value(key, false);
        if (v.isUndefined() || (v.isNull() && !fallback))
            return fallback.value_or(kUnknown);
        if (!v.isDouble()) {
            wrongType(key, v, QCoreApplication::translate("ProjectFile", "a number"));
            return fallback.value_or(kUnknown);
        }
        const double d = v.toDouble();
        if (!std::isfinite(d)) {
            fail(key, QCoreApplication::translate("ProjectFile", "must be a finite number"));
        } else if (range.positive && d <= 0) {
            fail(key, QCoreApplication::translate("ProjectFile", "must be a positive number"));
        } else if (d < range.minimum) {
            fail(key, range.minimum == 0 ? QCoreApplication::translate("ProjectFile", "must not be negative")
                                         : QCoreApplication::translate("ProjectFile", "must be at least %1").arg(range.minimum));
        } else if (d > range.maximum) {
            fail(key, QCoreApplication::translate("ProjectFile", "must be at most %1").arg(range.maximum));
        } else {
            return d;
        }
        return fallback.value_or(kUnknown);
    }
    int integer(const char *key, int minimum, int maximum, int fallback, bool required = false)
    {
        const QJsonValue v = value(key, required);
        if (v.isUndefined())
            return fallback;
        if (!v.isDouble()) {
            wrongType(key, v, QCoreApplication::translate("ProjectFile", "a whole number"));
            return fallback;
        }
        const double d = v.toDouble();
        if (d != std::floor(d) || !std::isfinite(d)) {
            fail(key, QCoreApplication::translate("ProjectFile", "must be a whole number"));
        } else if (d < minimum) {
            fail(key, minimum == 0 ? QCoreApplication::translate("ProjectFile", "must not be negative")
                      : minimum == 1 ? QCoreApplication::translate("ProjectFile", "must be a positive number")
                                     : QCoreApplication::translate("ProjectFile", "must be at least %1").arg(minimum));
        } else if (d > maximum) {
            fail(key, QCoreApplication::translate("ProjectFile", "must be at most %1").arg(maximum));
        } else {
            return int(d);
        }
        return fallback;
    }
    bool boolean(const char *key, bool fallback)
    {
        const QJsonValue v = value(key, false);
        if (v.isUndefined())
            return fallback;
        if (!v.isBool()) {
            wrongType(key, v, QCoreApplication::translate("ProjectFile", "true or false"));
            return fallback;
        }
        return v.toBool();
    }
    /** One of the values of an enum, written as its name (nameOf); absent gives fallback. */
    template <typename Enum, typename Values, typename NameOf>
    Enum choice(const char *key, const Values &values, NameOf nameOf, Enum fallback, bool required = false)
    {
        const QJsonValue v = value(key, required);
        if (v.isUndefined())
            return fallback;
        if (!v.isString()) {
            wrongType(key, v, QCoreApplication::translate("ProjectFile", "a string"));
            return fallback;
        }
        QStringList words;
        for (Enum e : values) {
            if (v.toString() == nameOf(e))
                return e;
            words << nameOf(e);
        }
        fail(key, QCoreApplication::translate("ProjectFile", "\"%1\" is not one of %2").arg(v.toString(), words.join(QStringLiteral(", "))));
        return fallback;
    }
    template <typename Enum, typename NameOf>
    Enum choice(const char *key, std::initializer_list<Enum> values, NameOf nameOf, Enum fallback,
                bool required = false)
    {
        return choice<Enum, std::initializer_list<Enum>, NameOf>(key, values, nameOf, fallback, required);
    }
    QJsonObject object(const char *key, bool required = false)
    {
        const QJsonValue v = value(key, required);
        if (v.isUndefined())
            return {};
        if (!v.isObject()) {
            wrongType(key, v, QCoreApplication::translate("ProjectFile", "an object"));
            return {};
        }
        return v.toObject();
    }
    QJsonArray array(const char *key, bool required = false)
    {
        const QJsonValue v = value(key, required);
        if (v.isUndefined())
            return {};
        if (!v.isArray()) {
            wrongType(key, v, QCoreApplication::translate("ProjectFile", "an array"));
            return {};
        }
        return v.toArray();
    }

private:
    // The value of a key; Undefined when absent (after reporting it if required).
    QJsonValue value(const char *key, bool required)
    {
        const QJsonValue v = m_object.value(QLatin1String(key));
        if (v.isUndefined() && required)
            fail(key, QCoreApplication::translate("ProjectFile", "is missing"));
        return v;
    }
    void wrongType(const char *key, const QJsonValue &v, const QString &expected)
    {
        fail(key, QCoreApplication::translate("ProjectFile", "must be %1, not %2").arg(expected, typeName(v)));
    }

    QJsonObject m_object;
    QString m_path;
    QString *m_error;
};

constexpr int kMaxLength = 1 << 24; // sequence lengths, token counts, vocabulary, ffn sizes

void readShape(Reader &r, TransformerShape &s)
{
    s.layers = r.integer("layers", 0, 100000, 0);
    s.hidden = r.integer("hidden", 0, 1 << 22, 0);
    s.heads = r.integer("heads", 0, 1 << 16, 0);
    s.kvHeads = r.integer("kvHeads", 0, 1 << 16, 0);
    s.headDim = r.integer("headDim", 0, 1 << 16, 0);
    s.ffn = r.integer("ffn", 0, kMaxLength, 0);
    s.vocab = r.integer("vocab", 0, kMaxLength, 0);
    s.maxSeqLen = r.integer("maxSeqLen", 0, kMaxLength, 0);
    s.gatedMlp = r.boolean("gatedMlp", false);
    s.bias = r.boolean("bias", false);
    s.tiedEmbeddings = r.boolean("tiedEmbeddings", false);
    s.norm = r.choice("norm", {NormKind::Layer, NormKind::Rms}, normName, NormKind::Layer);
    s.positions = r.choice("positions",
                           {PositionKind::None, PositionKind::Learned, PositionKind::Rope, PositionKind::Alibi},
                           positionName, PositionKind::None);
    if (!r.failed() && s.kvHeads > 0 && s.heads > 0 && s.heads % s.kvHeads != 0)
        r.fail("kvHeads", QCoreApplication::translate("ProjectFile", "must divide heads (%1)").arg(s.heads));
}

void readScenario(Reader &r, Scenario &sc)
{
    const Scenario defaults;
    sc.mode = r.choice("mode", {Mode::Train, Mode::Infer}, modeName, defaults.mode, true);
    sc.precision = r.choice("precision", kAllPrecisions, precisionName, defaults.precision, true);
    sc.amount = r.choice("amount", {AmountKind::Tokens, AmountKind::Samples, AmountKind::Iterations}, amountName,
                         defaults.amount);
    sc.tokens = r.number("tokens", {0, 1e17, true});
    sc.samples = r.number("samples", {0, 1e15, true});
    sc.epochs = r.number("epochs", {0, 1e6, true});
    sc.iterations = r.number("iterations", {0, 1e15, true});
    sc.batchPerGpu = r.integer("batchPerGpu", 0, kMaxLength, defaults.batchPerGpu);
    sc.globalBatch = r.number("globalBatch", {0, 1e12, true});
    sc.tensorParallel = r.integer("tensorParallel", 0, 1 << 16, defaults.tensorParallel);
    sc.pipelineParallel = r.integer("pipelineParallel", 0, 1 << 16, defaults.pipelineParallel);
    sc.optimizer = r.choice("optimizer",
                            {Optimizer::Adam, Optimizer::Adam8bit, Optimizer::SgdMomentum, Optimizer::Sgd,
                             Optimizer::Lion},
                            optimizerName, defaults.optimizer);
    sc.zeroStage = r.integer("zeroStage", 0, 3, defaults.zeroStage);
    sc.recompute = r.choice("recompute", {Recompute::None, Recompute::Selective, Recompute::Full}, recomputeName,
                            defaults.recompute);
    sc.flopsPerParam = r.number("flopsPerParam", {0, 1e6, true});
    sc.batchMax = r.boolean("batchMax", defaults.batchMax);
    sc.promptTokens = r.integer("promptTokens", 0, kMaxLength, defaults.promptTokens);
    sc.outputTokens = r.integer("outputTokens", 0, kMaxLength, defaults.outputTokens);
    sc.seqLen = r.integer("seqLen", 0, kMaxLength, defaults.seqLen);
    sc.runtime = r.choice("runtime", {Runtime::Optimized, Runtime::Eager}, runtimeName, defaults.runtime);
    sc.mfu = r.number("mfu", {0, 1, true});
    sc.priceUsd = r.number("priceUsd", {0, 1e5});
    sc.networkGBps = r.number("networkGBps", {0, 1e6, true});
    sc.useSparsity = r.boolean("useSparsity", defaults.useSparsity);
    sc.measuredSamplesPerS = r.number("measuredSamplesPerS", {0, 1e15, true});
}

void readWorkload(const QJsonObject &o, const QString &path, WorkloadEntry &e, QString *error)
{
    Reader r(o, path, error);
    Workload &w = e.workload;
    w.id = r.string("id");
    w.name = r.string("name", true);
    w.family = r.choice("family",
                        {WorkloadFamily::Generic, WorkloadFamily::Cnn, WorkloadFamily::Vit, WorkloadFamily::Encoder,
                         WorkloadFamily::Decoder},
                        familyName, WorkloadFamily::Generic, true);
    w.params = r.number("params", {0, 1e16, true});
    w.paramsExact = r.boolean("paramsExact", false);
    w.forwardFlopsPerSample = r.number("forwardFlopsPerSample", {0, 1e18, true});
    Reader shape(r.object("shape"), r.path("shape"), error);
    readShape(shape, w.shape);
    w.seqLen = r.integer("seqLen", 0, kMaxLength, 0);
    w.layers = r.integer("layers", 0, 100000, 0);
    w.trainingTokens = r.number("trainingTokens", {0, 1e17, true});
    w.datasetSamples = r.number("datasetSamples", {0, 1e15, true});
    w.epochs = r.number("epochs", {0, 1e6, true});
    w.memoryTrafficBytesPerSample = r.number("memoryTrafficBytesPerSample", {0, 1e15});
    w.sparse24 = r.boolean("sparse24", false);
    w.prunedFraction = r.number("prunedFraction", {0, 0.99}, 0.0);
    w.inputResolution = r.string("inputResolution");
    w.source = r.string("source");
    w.sourceLocation = r.string("sourceLocation");
    w.confidence = r.string("confidence");
    w.notes = r.string("notes");
    Reader scenario(r.object("scenario", true), r.path("scenario"), error);
    if (!r.failed())
        readScenario(scenario, e.scenario);
    // Optional: the layers the row's figures came from, a whole layer file checked as its reader checks one.
    const QJsonObject architecture = r.object("architecture");
    if (!architecture.isEmpty() && !r.failed()) {
        QString why;
        if (readLayerFile(architecture, &why))
            e.architecture = QString::fromUtf8(QJsonDocument(architecture).toJson(QJsonDocument::Compact));
        else
            r.fail("architecture", why);
    }
}

void readHardware(const QJsonObject &o, const QString &path, HardwareEntry &e, QString *error)
{
    Reader r(o, path, error);
    Gpu &g = e.gpu;
    g.id = r.string("id");
    g.name = r.string("name", true);
    g.vendor = r.string("vendor");
    g.architecture = r.string("architecture");
    const QString generation = r.string("generation");
    if (auto parsed = parseGeneration(generation))
        g.generation = *parsed;
    else if (!generation.isEmpty() && generation != generationName(GpuGeneration::Unknown))
        r.fail("generation", QCoreApplication::translate("ProjectFile", "\"%1\" is not a known chip generation").arg(generation));
    g.year = r.integer("year", 0, 3000, 0);
    g.memoryGB = r.number("memoryGB", {0, 1e6, true});
    g.memoryBandwidthGBps = r.number("memoryBandwidthGBps", {0, 1e6, true});
    Reader peaks(r.object("peakTflops"), r.path("peakTflops"), error);
    for (int i = 0; i < kPrecisionCount; ++i)
        g.peakTflops[i] = peaks.number(kPrecisionKeys[i], {0, 1e6});
    g.sparsityFactor = r.number("sparsityFactor", {1, 16}, 1.0);
    g.tdpW = r.number("tdpW", {0, 1e5});
    g.interconnect = r.string("interconnect");
    g.interconnectGBps = r.number("interconnectGBps", {0, 1e6});
    g.hostInterface = r.string("hostInterface");
    g.pricePerHourUsd = r.number("pricePerHourUsd", {0, 1e5});
    g.priceSource = r.string("priceSource");
    g.priceDate = r.string("priceDate");
    g.altPricePerHourUsd = r.number("altPricePerHourUsd", {0, 1e5});
    g.altPriceSource = r.string("altPriceSource");
    g.specSource = r.string("specSource");
    g.confidence = r.string("confidence");
    g.notes = r.string("notes");
    e.count = r.integer("count", 1, 1000000, 1, true);
    e.included = r.boolean("included", true);
}

// A measured run: the workload's name, a GPU id or name, and a positive measured value are required.
void readCalibration(const QJsonObject &o, const QString &path, Calibration &c, QString *error)
{
    Reader r(o, path, error);
    c.workloadName = r.string("workload", true);
    c.gpuId = r.string("gpuId");
    c.gpuName = r.string("gpuName");
    if (!r.failed() && c.gpuId.isEmpty() && c.gpuName.isEmpty())
        r.fail("gpuId", QCoreApplication::translate("ProjectFile", "is missing (or give gpuName)"));
    c.gpuCount = r.integer("gpuCount", 1, 1000000, 1, true);
    c.precision = r.choice("precision", kAllPrecisions, precisionName, Precision::BF16, true);
    c.batchPerGpu = r.integer("batchPerGpu", 1, kMaxLength, 1, true);
    c.quantity = r.choice("quantity", {MeasuredQuantity::SamplesPerS, MeasuredQuantity::TokensPerS, MeasuredQuantity::StepSeconds},
                          measuredQuantityName, MeasuredQuantity::SamplesPerS, true);
    c.value = r.number("value", {0, 1e15, true});
    if (!r.failed() && !isKnown(c.value))
        r.fail("value", QCoreApplication::translate("ProjectFile", "is missing"));
    c.samplesPerStep = r.number("samplesPerStep", {0, 1e12, true});
    c.note = r.string("note");
}

// The assumptions and both tables, as the top level and every scenario hold them.
void writeContent(QJsonObject &o, const ProjectAssumptions &a, const QList<WorkloadEntry> &workloadRows,
                  const QList<HardwareEntry> &hardwareRows)
{
    QJsonObject assumptions;
    assumptions[u"pue"] = a.pue;
    assumptions[u"priceMultiplier"] = a.priceMultiplier;
    assumptions[u"gpusPerNode"] = a.gpusPerNode;
    assumptions[u"deadlineHours"] = number(a.deadlineHours);
    assumptions[u"budgetUsd"] = number(a.budgetUsd);
    QJsonArray workloads;
    for (const WorkloadEntry &e : workloadRows)
        workloads.append(workloadToJson(e));
    QJsonArray hardware;
    for (const HardwareEntry &e : hardwareRows)
        hardware.append(hardwareToJson(e));
    o[u"assumptions"] = assumptions;
    o[u"workloads"] = workloads;
    o[u"hardware"] = hardware;
}

// Reads what writeContent wrote; the first problem goes to *problem with its path under prefix.
void readContent(Reader &r, const QString &prefix, ProjectAssumptions &a, QList<WorkloadEntry> &workloadRows,
                 QList<HardwareEntry> &hardwareRows, QString *problem)
{
    Reader assumptions(r.object("assumptions", true), r.path("assumptions"), problem);
    a.pue = assumptions.number("pue", {1, 10}, ProjectAssumptions().pue);
    a.priceMultiplier = assumptions.number("priceMultiplier", {0, 1000, true}, ProjectAssumptions().priceMultiplier);
    a.gpusPerNode = assumptions.integer("gpusPerNode", 1, 1 << 16, ProjectAssumptions().gpusPerNode);
    a.deadlineHours = assumptions.number("deadlineHours", {0, 1e9, true});
    a.budgetUsd = assumptions.number("budgetUsd", {0, 1e15, true});

    const QJsonArray workloads = r.array("workloads", true);
    const QJsonArray hardware = r.array("hardware", true);
    for (qsizetype i = 0; i < workloads.size() && problem->isEmpty(); ++i) {
        const QString path = prefix + QStringLiteral("workloads[%1]").arg(i);
        if (!workloads[i].isObject()) {
            *problem = QCoreApplication::translate("ProjectFile", "%1: must be an object, not %2").arg(path, typeName(workloads[i]));
            break;
        }
        WorkloadEntry entry;
        readWorkload(workloads[i].toObject(), path, entry, problem);
        workloadRows.append(std::move(entry));
    }
    for (qsizetype i = 0; i < hardware.size() && problem->isEmpty(); ++i) {
        const QString path = prefix + QStringLiteral("hardware[%1]").arg(i);
        if (!hardware[i].isObject()) {
            *problem = QCoreApplication::translate("ProjectFile", "%1: must be an object, not %2").arg(path, typeName(hardware[i]));
            break;
        }
        HardwareEntry entry;
        readHardware(hardware[i].toObject(), path, entry, problem);
        hardwareRows.append(std::move(entry));
    }
}

} // namespace

QJsonObject projectToJson(const ProjectData &data)
{
    QJsonObject root;
    root[u"formatVersion"] = kProjectFormatVersion;
    root[u"application"] = kApplication;
    writeContent(root, data.assumptions, data.workloads, data.hardware);
    QJsonArray scenarios;
    for (const SavedScenario &s : data.scenarios) {
        QJsonObject o;
        o[u"name"] = s.name;
        writeContent(o, s.assumptions, s.workloads, s.hardware);
        scenarios.append(o);
    }
    root[u"scenarios"] = scenarios;
    QJsonArray calibrations;
    for (const Calibration &c : data.calibrations)
        calibrations.append(calibrationToJson(c));
    root[u"calibrations"] = calibrations;
    return root;
}

QJsonObject projectToJson(const Project &project)
{
    return projectToJson(ProjectData{project.workloads(), project.hardwareRows(), project.assumptions(), project.scenarios(),
                                     project.calibrations()});
}

bool readProject(const QByteArray &json, ProjectData &out, QString *error)
{
    QString problem;
    auto refuse = [&](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    if (json.trimmed().isEmpty())
        return refuse(QCoreApplication::translate("ProjectFile", "not a FlopSheet project: the file is empty"));
    if (const int line = firstNonUtf8Line(json))
        return refuse(QCoreApplication::translate("ProjectFile", "not a FlopSheet project: line %1 is not UTF-8 text").arg(line));

    // An editor may have put a byte-order mark in front; JSON has no use for it.
    const qsizetype bom = json.startsWith("\xEF\xBB\xBF") ? 3 : 0;
    const QByteArray text = json.mid(bom);
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(text, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        // The parser stops at the end of the data when the data ends too early.
        qsizetype end = text.size();
        while (end > 0 && std::isspace(static_cast<unsigned char>(text[end - 1])))
            --end;
        if (parseError.offset >= end)
            return refuse(QCoreApplication::translate("ProjectFile", "not a FlopSheet project: truncated JSON at byte %1").arg(bom + parseError.offset));
        return refuse(QCoreApplication::translate("ProjectFile", "not a FlopSheet project: invalid JSON at byte %1 (%2)")
                          .arg(bom + parseError.offset)
                          .arg(parseError.errorString()));
    }
    if (!document.isObject())
        return refuse(QCoreApplication::translate("ProjectFile", "not a FlopSheet project: the top level is not a JSON object"));
    const QJsonObject root = document.object();
    if (root.value(u"application").toString() != kApplication)
        return refuse(QCoreApplication::translate("ProjectFile", "not a FlopSheet project: \"application\" is not \"FlopSheet\""));

    Reader r(root, QString(), &problem);
    const int version = r.integer("formatVersion", 1, 1 << 30, 0, true);
    if (r.failed())
        return refuse(problem);
    if (version > kProjectFormatVersion)
        return refuse(QCoreApplication::translate("ProjectFile", "formatVersion %1 is newer than this FlopSheet reads (%2); open it with a newer FlopSheet")
                          .arg(version)
                          .arg(kProjectFormatVersion));

    ProjectData data;
    readContent(r, QString(), data.assumptions, data.workloads, data.hardware, &problem);
    const QJsonArray scenarios = r.array("scenarios"); // absent in version 1 files
    for (qsizetype i = 0; i < scenarios.size() && problem.isEmpty(); ++i) {
        const QString path = QStringLiteral("scenarios[%1]").arg(i);
        if (!scenarios[i].isObject()) {
            problem = QCoreApplication::translate("ProjectFile", "%1: must be an object, not %2").arg(path, typeName(scenarios[i]));
            break;
        }
        Reader s(scenarios[i].toObject(), path, &problem);
        SavedScenario scenario;
        scenario.name = s.string("name", true);
        readContent(s, path + u'.', scenario.assumptions, scenario.workloads, scenario.hardware, &problem);
        data.scenarios.append(std::move(scenario));
    }
    const QJsonArray calibrations = r.array("calibrations"); // absent before version 3
    for (qsizetype i = 0; i < calibrations.size() && problem.isEmpty(); ++i) {
        const QString path = QStringLiteral("calibrations[%1]").arg(i);
        if (!calibrations[i].isObject()) {
            problem = QCoreApplication::translate("ProjectFile", "%1: must be an object, not %2").arg(path, typeName(calibrations[i]));
            break;
        }
        Calibration c;
        readCalibration(calibrations[i].toObject(), path, c, &problem);
        data.calibrations.append(std::move(c));
    }
    if (!problem.isEmpty())
        return refuse(problem);
    out = std::move(data);
    return true;
}

bool readProject(QIODevice &device, ProjectData &out, QString *error)
{
    if (!device.isOpen() && !device.open(QIODevice::ReadOnly)) {
        if (error)
            *error = device.errorString();
        return false;
    }
    return readProject(device.readAll(), out, error);
}

bool writeProject(const ProjectData &data, QIODevice &device, QString *error)
{
    const QByteArray json = QJsonDocument(projectToJson(data)).toJson(QJsonDocument::Indented);
    if (device.write(json) != json.size()) {
        if (error)
            *error = device.errorString();
        return false;
    }
    return true;
}

bool saveProject(const ProjectData &data, const QString &fileName, QString *error)
{
    QSaveFile file(fileName); // the old file survives any failure
    if (file.open(QIODevice::WriteOnly) && writeProject(data, file, error) && file.commit())
        return true;
    if (error)
        *error = file.errorString();
    return false;
}

bool saveProject(const Project &project, const QString &fileName, QString *error)
{
    return saveProject(ProjectData{project.workloads(), project.hardwareRows(), project.assumptions(), project.scenarios(),
                                   project.calibrations()},
                       fileName, error);
}

bool loadProject(const QString &fileName, ProjectData &out, QString *error)
{
    QFile file(fileName);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = file.errorString();
        return false;
    }
    if (file.size() > kMaxFileBytes) {
        if (error)
            *error = QCoreApplication::translate("ProjectFile", "not a FlopSheet project: the file is %1 MB, far larger than any project")
                         .arg(file.size() / (1024 * 1024));
        return false;
    }
    return readProject(file, out, error);
}

} // namespace flopsheet
