#include "core/io/entryjson.h"

#include "core/analyzer/layerfile.h"

#include <QCoreApplication>

#include <algorithm>

namespace flopsheet {
namespace {

QJsonValue number(double v)
{
    return isKnown(v) ? QJsonValue(v) : QJsonValue(QJsonValue::Null);
}

// Peak table keys in Precision order.
const char *const kPrecisionKeys[kPrecisionCount] = { "fp32", "tf32", "fp16", "bf16", "fp8", "int8" };

} // namespace

bool isValidId(const QString &id)
{
    if (id.isEmpty() || id.size() > 64)
        return false;
    return std::all_of(id.begin(), id.end(), [](QChar c) {
        return (c >= u'a' && c <= u'z') || (c >= u'0' && c <= u'9') || c == u'-' || c == u'.' || c == u'_';
    });
}

QJsonObject gpuToJson(const Gpu &g)
{
    QJsonObject o;
    o[u"id"] = g.id;
    o[u"name"] = g.name;
    o[u"vendor"] = g.vendor;
    o[u"architecture"] = g.architecture;
    o[u"generation"] = generationName(g.generation);
    o[u"year"] = g.year;
    o[u"memoryGB"] = number(g.memoryGiB);
    o[u"memoryBandwidthGBps"] = number(g.memoryBandwidthGBps);
    QJsonObject peaks;
    for (int i = 0; i < kPrecisionCount; ++i)
        peaks[QLatin1String(kPrecisionKeys[i])] = number(g.peakTflops[std::size_t(i)]);
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
    return o;
}

void readGpu(JsonReader &r, Gpu &g, bool named)
{
    g.id = r.string("id");
    g.name = r.string("name", named);
    g.vendor = r.string("vendor");
    g.architecture = r.string("architecture");
    const QString generation = r.string("generation");
    if (auto parsed = parseGeneration(generation))
        g.generation = *parsed;
    else if (!generation.isEmpty() && generation != generationName(GpuGeneration::Unknown))
        r.fail("generation",
            QCoreApplication::translate("EntryJson", "\"%1\" is not a known chip generation").arg(generation));
    g.year = r.integer("year", limits::year, 0);
    g.memoryGiB = r.number("memoryGB", limits::memoryGiB);
    g.memoryBandwidthGBps = r.number("memoryBandwidthGBps", limits::bandwidthGBps);
    JsonReader peaks = r.child("peakTflops");
    for (int i = 0; i < kPrecisionCount; ++i)
        g.peakTflops[std::size_t(i)] = peaks.number(kPrecisionKeys[i], limits::peakTflops);
    g.sparsityFactor = r.number("sparsityFactor", limits::sparsityFactor, 1.0);
    g.tdpW = r.number("tdpW", limits::tdpW);
    g.interconnect = r.string("interconnect");
    g.interconnectGBps = r.number("interconnectGBps", limits::interconnectGBps);
    g.hostInterface = r.string("hostInterface");
    g.pricePerHourUsd = r.number("pricePerHourUsd", limits::priceUsdPerHour);
    g.priceSource = r.string("priceSource");
    g.priceDate = r.string("priceDate");
    g.altPricePerHourUsd = r.number("altPricePerHourUsd", limits::priceUsdPerHour);
    g.altPriceSource = r.string("altPriceSource");
    g.specSource = r.string("specSource");
    g.confidence = r.string("confidence");
    g.notes = r.string("notes");
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
    o[u"norm"] = choiceWord(kNormChoices, int(s.norm));
    o[u"positions"] = choiceWord(kPositionChoices, int(s.positions));
    return o;
}

void readShape(JsonReader &r, TransformerShape &s)
{
    s.layers = r.countOrUnset("layers", limits::layers);
    s.hidden = r.countOrUnset("hidden", limits::hidden);
    s.heads = r.countOrUnset("heads", limits::heads);
    s.kvHeads = r.countOrUnset("kvHeads", limits::heads);
    s.headDim = r.countOrUnset("headDim", limits::headDim);
    s.ffn = r.countOrUnset("ffn", limits::width);
    s.vocab = r.countOrUnset("vocab", limits::width);
    s.maxSeqLen = r.countOrUnset("maxSeqLen", limits::width);
    s.gatedMlp = r.boolean("gatedMlp", false);
    s.bias = r.boolean("bias", false);
    s.tiedEmbeddings = r.boolean("tiedEmbeddings", false);
    s.norm = r.choice("norm", kNormChoices, NormKind::Layer);
    s.positions = r.choice("positions", kPositionChoices, PositionKind::None);
    if (!r.failed())
        if (const QString problem = kvHeadsProblem(s.heads, s.kvHeads); !problem.isEmpty())
            r.fail("kvHeads", problem);
}

QJsonObject workloadToJson(const Workload &w)
{
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
    return o;
}

void readWorkload(JsonReader &r, Workload &w, bool named)
{
    w.id = r.string("id");
    w.name = r.string("name", named);
    w.family = r.choice("family", kFamilyChoices, WorkloadFamily::Generic, named);
    w.params = r.number("params", limits::params);
    w.paramsExact = r.boolean("paramsExact", false);
    w.forwardFlopsPerSample = r.number("forwardFlopsPerSample", limits::forwardFlops);
    if (!isKnown(w.forwardFlopsPerSample)) {
        const double macs = r.number("forwardMacsPerSample", limits::forwardFlops.scaled(0.5));
        w.forwardFlopsPerSample = isKnown(macs) ? macsToFlops(macs) : kUnknown;
    }
    JsonReader shape = r.child("shape");
    readShape(shape, w.shape);
    w.seqLen = r.countOrUnset("seqLen", limits::seqLen);
    w.layers = r.countOrUnset("layers", limits::layers);
    w.trainingTokens = r.number("trainingTokens", limits::trainingTokens);
    w.datasetSamples = r.number("datasetSamples", limits::datasetSamples);
    w.epochs = r.number("epochs", limits::epochs);
    w.memoryTrafficBytesPerSample = r.number("memoryTrafficBytesPerSample", limits::memoryTrafficBytes);
    w.sparse24 = r.boolean("sparse24", false);
    w.prunedFraction = r.number("prunedFraction", limits::prunedFraction, 0.0);
    w.inputResolution = r.string("inputResolution");
    w.source = r.string("source");
    w.sourceLocation = r.string("sourceLocation");
    w.confidence = r.string("confidence");
    w.notes = r.string("notes");
}

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

void readScenario(JsonReader &r, Scenario &sc)
{
    const Scenario defaults;
    sc.mode = r.choice("mode", kModeChoices, defaults.mode, true);
    sc.precision = r.choice("precision", kPrecisionChoices, defaults.precision, true);
    sc.amount = r.choice("amount", kAmountChoices, defaults.amount);
    sc.tokens = r.number("tokens", limits::trainingTokens);
    sc.samples = r.number("samples", limits::datasetSamples);
    sc.epochs = r.number("epochs", limits::epochs);
    sc.iterations = r.number("iterations", limits::iterations);
    sc.batchPerGpu = r.countOrUnset("batchPerGpu", limits::batchPerGpu, defaults.batchPerGpu);
    sc.globalBatch = r.number("globalBatch", limits::globalBatch);
    sc.tensorParallel = r.countOrUnset("tensorParallel", limits::parallelDegree, defaults.tensorParallel);
    sc.pipelineParallel = r.countOrUnset("pipelineParallel", limits::parallelDegree, defaults.pipelineParallel);
    sc.optimizer = r.choice("optimizer", kOptimizerChoices, defaults.optimizer);
    sc.zeroStage = r.integer("zeroStage", limits::zeroStage, defaults.zeroStage);
    sc.recompute = r.choice("recompute", kRecomputeChoices, defaults.recompute);
    sc.flopsPerParam = r.number("flopsPerParam", limits::flopsPerParam);
    sc.batchMax = r.boolean("batchMax", defaults.batchMax);
    sc.promptTokens = r.integer("promptTokens", limits::requestTokens, defaults.promptTokens);
    sc.outputTokens = r.integer("outputTokens", limits::requestTokens, defaults.outputTokens);
    sc.seqLen = r.countOrUnset("seqLen", limits::seqLen, defaults.seqLen);
    sc.runtime = r.choice("runtime", kRuntimeChoices, defaults.runtime);
    sc.mfu = r.number("mfu", limits::mfu);
    sc.priceUsd = r.number("priceUsd", limits::priceUsdPerHour);
    sc.networkGBps = r.number("networkGBps", limits::networkGBps);
    sc.useSparsity = r.boolean("useSparsity", defaults.useSparsity);
    sc.measuredSamplesPerS = r.number("measuredSamplesPerS", limits::samplesPerS);
}

QJsonObject rowToJson(const WorkloadEntry &e)
{
    QJsonObject o = workloadToJson(e.workload);
    o[u"scenario"] = scenarioToJson(e.scenario);
    if (e.architecture) // optional: only rows described layer by layer have it
        o[u"architecture"] = layerFileJson(*e.architecture);
    return o;
}

void readRow(JsonReader &r, WorkloadEntry &e)
{
    readWorkload(r, e.workload, true);
    JsonReader scenario = r.child("scenario", true);
    if (!r.failed())
        readScenario(scenario, e.scenario);
    // Optional: the layers the row's figures came from, a whole layer file checked as its reader checks one.
    const QJsonObject architecture = r.object("architecture");
    if (!architecture.isEmpty() && !r.failed()) {
        QString why;
        e.architecture = readLayerFile(architecture, &why);
        if (!e.architecture)
            r.fail("architecture", why);
    }
}

QJsonObject rowToJson(const HardwareEntry &e)
{
    QJsonObject o = gpuToJson(e.gpu);
    o[u"count"] = e.count;
    o[u"included"] = e.included;
    return o;
}

void readRow(JsonReader &r, HardwareEntry &e)
{
    readGpu(r, e.gpu, true);
    e.count = r.integer("count", limits::gpuCount, 1, true);
    e.included = r.boolean("included", true);
}

QJsonObject fieldsToJson(const TableRows &rows, int row)
{
    const TableDescription &d = rows.description();
    QJsonObject o;
    for (int f = 0; f < d.fieldCount(); ++f) {
        const FieldSpec &spec = d.field(f);
        const QVariant v = rows.value(row, f);
        const QLatin1String key(spec.fileKey);
        switch (spec.kind) {
        case FieldKind::Text:
        case FieldKind::Choice:
            o[key] = v.toString();
            break;
        case FieldKind::Boolean:
            o[key] = v.toBool();
            break;
        case FieldKind::Count:
        case FieldKind::Flops:
        case FieldKind::Number:
            if (!v.isValid())
                o[key] = QJsonValue(QJsonValue::Null);
            else if (spec.limits.integer)
                o[key] = qint64(v.toDouble());
            else
                o[key] = v.toDouble();
            break;
        }
    }
    return o;
}

RowBlock readFields(JsonReader &r, const TableRows &table)
{
    const TableDescription &d = table.description();
    RowBlock row = table.emptyRows(1);
    for (int f = 0; f < d.fieldCount() && !r.failed(); ++f) {
        const FieldSpec &spec = d.field(f);
        QVariant value;
        switch (spec.kind) {
        case FieldKind::Text: {
            const QString text = r.string(spec.fileKey, spec.required);
            if (!r.failed() && spec.required && text.trimmed().isEmpty())
                r.fail(spec.fileKey, QCoreApplication::translate("EntryJson", "is missing"));
            value = text;
            break;
        }
        case FieldKind::Choice:
            if (const std::optional<int> v = r.choice(spec.fileKey, spec.choices, spec.required))
                value = choiceWord(spec.choices, *v);
            else
                value = table.blockValue(row, f); // absent: the blank row's
            break;
        case FieldKind::Boolean:
            value = r.boolean(spec.fileKey, table.blockValue(row, f).toBool());
            break;
        case FieldKind::Count:
        case FieldKind::Flops:
        case FieldKind::Number: {
            const double d = r.number(spec.fileKey, spec.limits, std::nullopt, spec.required);
            value = isKnown(d) ? QVariant(d) : QVariant();
            break;
        }
        }
        if (!r.failed())
            row = table.withField(row, f, value);
    }
    int field = 0;
    if (!r.failed())
        if (const QString problem = table.rowProblem(row, &field); !problem.isEmpty())
            r.fail(d.field(field).fileKey, problem);
    return row;
}

} // namespace flopsheet
