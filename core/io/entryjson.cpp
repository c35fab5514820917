#include "core/io/entryjson.h"

#include "core/analyzer/layerfile.h"
#include "core/estimate/estimator.h"
#include "core/io/jsonfields.h"

#include <QCoreApplication>

#include <algorithm>

namespace flopsheet {
namespace {

QJsonValue jsonNumber(double v)
{
    return isKnown(v) ? QJsonValue(v) : QJsonValue(QJsonValue::Null);
}

} // namespace

bool isValidId(const QString &id)
{
    if (id.isEmpty() || id.size() > 64)
        return false;
    return std::all_of(id.begin(), id.end(), [](QChar c) {
        return (c >= u'a' && c <= u'z') || (c >= u'0' && c <= u'9') || c == u'-' || c == u'.' || c == u'_';
    });
}

namespace {

using namespace jsonfield;

constexpr JsonField<Gpu> kGpuFields[] = {
    text("id", &Gpu::id),
    text("name", &Gpu::name),
    text("vendor", &Gpu::vendor),
    text("architecture", &Gpu::architecture),
    word<&Gpu::generation>("generation", kGenerationChoices),
    whole("year", &Gpu::year, limits::year),
    number("memoryGB", &Gpu::memoryGiB, limits::memoryGiB), // the catalog's key: usable GiB (gpu.h)
    number("memoryBandwidthGBps", &Gpu::memoryBandwidthGBps, limits::bandwidthGBps),
    number("sparsityFactor", &Gpu::sparsityFactor, limits::sparsityFactor, 1.0),
    number("tdpW", &Gpu::tdpW, limits::tdpW),
    text("interconnect", &Gpu::interconnect),
    number("interconnectGBps", &Gpu::interconnectGBps, limits::interconnectGBps),
    text("hostInterface", &Gpu::hostInterface),
    number("pricePerHourUsd", &Gpu::pricePerHourUsd, limits::priceUsdPerHour),
    text("priceSource", &Gpu::priceSource),
    text("priceDate", &Gpu::priceDate),
    number("altPricePerHourUsd", &Gpu::altPricePerHourUsd, limits::priceUsdPerHour),
    text("altPriceSource", &Gpu::altPriceSource),
    text("specSource", &Gpu::specSource),
    text("confidence", &Gpu::confidence),
    text("notes", &Gpu::notes),
};

constexpr JsonField<TransformerShape> kShapeFields[] = {
    wholeOrUnset("layers", &TransformerShape::layers, limits::layers),
    wholeOrUnset("hidden", &TransformerShape::hidden, limits::hidden),
    wholeOrUnset("heads", &TransformerShape::heads, limits::heads),
    wholeOrUnset("kvHeads", &TransformerShape::kvHeads, limits::heads),
    wholeOrUnset("headDim", &TransformerShape::headDim, limits::headDim),
    wholeOrUnset("ffn", &TransformerShape::ffn, limits::width),
    wholeOrUnset("vocab", &TransformerShape::vocab, limits::width),
    wholeOrUnset("maxSeqLen", &TransformerShape::maxSeqLen, limits::width),
    flag("gatedMlp", &TransformerShape::gatedMlp),
    flag("bias", &TransformerShape::bias),
    flag("tiedEmbeddings", &TransformerShape::tiedEmbeddings),
    word<&TransformerShape::norm>("norm", kNormChoices),
    word<&TransformerShape::positions>("positions", kPositionChoices),
};

constexpr JsonField<Workload> kWorkloadFields[] = {
    text("id", &Workload::id),
    text("name", &Workload::name),
    word<&Workload::family>("family", kFamilyChoices),
    number("params", &Workload::params, limits::params),
    flag("paramsExact", &Workload::paramsExact),
    number("forwardFlopsPerSample", &Workload::forwardFlopsPerSample, limits::forwardFlops),
    wholeOrUnset("seqLen", &Workload::seqLen, limits::seqLen),
    wholeOrUnset("layers", &Workload::layers, limits::layers),
    number("trainingTokens", &Workload::trainingTokens, limits::trainingTokens),
    number("datasetSamples", &Workload::datasetSamples, limits::datasetSamples),
    number("epochs", &Workload::epochs, limits::epochs),
    number("memoryTrafficBytesPerSample", &Workload::memoryTrafficBytesPerSample, limits::memoryTrafficBytes),
    flag("sparse24", &Workload::sparse24),
    number("prunedFraction", &Workload::prunedFraction, limits::prunedFraction, 0.0),
    text("inputResolution", &Workload::inputResolution),
    text("source", &Workload::source),
    text("sourceLocation", &Workload::sourceLocation),
    text("confidence", &Workload::confidence),
    text("notes", &Workload::notes),
};

// What a workload row owns; gpuCount, gpusPerNode, pue and priceMultiplier come from elsewhere.
constexpr JsonField<Scenario> kScenarioFields[] = {
    word<&Scenario::mode>("mode", kModeChoices, true),
    word<&Scenario::precision>("precision", kPrecisionChoices, true),
    word<&Scenario::amount>("amount", kAmountChoices),
    number("tokens", &Scenario::tokens, limits::trainingTokens),
    number("samples", &Scenario::samples, limits::datasetSamples),
    number("epochs", &Scenario::epochs, limits::epochs),
    number("iterations", &Scenario::iterations, limits::iterations),
    wholeOrUnset("batchPerGpu", &Scenario::batchPerGpu, limits::batchPerGpu),
    number("globalBatch", &Scenario::globalBatch, limits::globalBatch),
    wholeOrUnset("tensorParallel", &Scenario::tensorParallel, limits::parallelDegree),
    wholeOrUnset("pipelineParallel", &Scenario::pipelineParallel, limits::parallelDegree),
    wholeOrUnset("contextParallel", &Scenario::contextParallel, limits::parallelDegree),
    word<&Scenario::optimizer>("optimizer", kOptimizerChoices),
    whole("zeroStage", &Scenario::zeroStage, limits::zeroStageOrAuto),
    wholeOrUnset("interleave", &Scenario::interleave, limits::interleave),
    word<&Scenario::recompute>("recompute", kRecomputeChoices),
    word<&Scenario::attention>("attention", kAttentionChoices),
    number("flopsPerParam", &Scenario::flopsPerParam, limits::flopsPerParam),
    flag("batchMax", &Scenario::batchMax),
    whole("promptTokens", &Scenario::promptTokens, limits::requestTokens),
    whole("outputTokens", &Scenario::outputTokens, limits::requestTokens),
    wholeOrUnset("seqLen", &Scenario::seqLen, limits::seqLen),
    word<&Scenario::runtime>("runtime", kRuntimeChoices),
    number("mfu", &Scenario::mfu, limits::mfu),
    number("priceUsd", &Scenario::priceUsd, limits::priceUsdPerHour),
    number("networkGBps", &Scenario::networkGBps, limits::networkGBps),
    flag("useSparsity", &Scenario::useSparsity),
    number("measuredSamplesPerS", &Scenario::measuredSamplesPerS, limits::samplesPerS),
    number("criticalBatch", &Scenario::criticalBatch, limits::criticalBatch),
    word<&Scenario::planning>("planning", kPlanningChoices),
    word<&Scenario::stageGpus>("stageGpus", kStageGpusChoices),
};

// What a hardware row adds to its GPU.
constexpr JsonField<HardwareEntry> kHardwareRowFields[] = {
    whole("count", &HardwareEntry::count, limits::gpuCount, true),
    flag("included", &HardwareEntry::included),
};

} // namespace

QJsonObject gpuToJson(const Gpu &g)
{
    QJsonObject o;
    writeJsonFields<Gpu>(o, g, kGpuFields);
    QJsonObject peaks;
    for (int i = 0; i < kPrecisionCount; ++i)
        peaks[QLatin1String(kPrecisionChoices[i].word)] = jsonNumber(g.peakTflops[std::size_t(i)]);
    o[u"peakTflops"] = peaks;
    return o;
}

void readGpu(JsonReader &r, Gpu &g, bool named)
{
    if (named)
        r.string("name", true); // reported before anything else the row lacks
    readJsonFields<Gpu>(r, g, kGpuFields);
    JsonReader peaks = r.child("peakTflops");
    for (int i = 0; i < kPrecisionCount; ++i)
        g.peakTflops[std::size_t(i)] = peaks.number(kPrecisionChoices[i].word, limits::peakTflops);
}

QJsonObject shapeToJson(const TransformerShape &s)
{
    QJsonObject o;
    writeJsonFields<TransformerShape>(o, s, kShapeFields);
    return o;
}

void readShape(JsonReader &r, TransformerShape &s)
{
    readJsonFields<TransformerShape>(r, s, kShapeFields);
    if (!r.failed())
        if (const QString problem = kvHeadsProblem(s.heads, s.kvHeads); !problem.isEmpty())
            r.fail("kvHeads", problem);
}

QJsonObject workloadToJson(const Workload &w)
{
    QJsonObject o;
    writeJsonFields<Workload>(o, w, kWorkloadFields);
    o[u"shape"] = shapeToJson(w.shape);
    return o;
}

void readWorkload(JsonReader &r, Workload &w, bool named)
{
    if (named) { // reported before anything else the row lacks
        r.string("name", true);
        r.choice("family", kFamilyChoices, true);
    }
    readJsonFields<Workload>(r, w, kWorkloadFields);
    if (!isKnown(w.forwardFlopsPerSample)) {
        // A catalog may give MACs where the paper does (1 MAC = 2 FLOPs, units.h).
        const double macs = r.number("forwardMacsPerSample", limits::forwardFlops.scaled(0.5));
        w.forwardFlopsPerSample = isKnown(macs) ? macsToFlops(macs) : kUnknown;
    }
    JsonReader shape = r.child("shape");
    readShape(shape, w.shape);
}

QJsonObject scenarioToJson(const Scenario &sc)
{
    QJsonObject o;
    writeJsonFields<Scenario>(o, sc, kScenarioFields);
    o[u"batchSchedule"] = batchScheduleText(sc.schedule); // "" = constant
    return o;
}

void readScenario(JsonReader &r, Scenario &sc)
{
    readJsonFields<Scenario>(r, sc, kScenarioFields);
    QString problem;
    if (const std::optional<BatchSchedule> s = parseBatchSchedule(r.string("batchSchedule"), &problem))
        sc.schedule = *s;
    else
        r.fail("batchSchedule", problem);
}

QJsonObject rowToJson(const WorkloadEntry &e)
{
    QJsonObject o = workloadToJson(e.workload);
    o[u"scenario"] = scenarioToJson(e.scenario);
    if (e.architecture) // optional: only rows described layer by layer have it
        o[u"architecture"] = layerFileJson(*e.architecture);
    if (!e.gpuCounts.isEmpty()) { // optional: only rows planned on a GPU type of their own have it
        QJsonObject counts;
        for (auto it = e.gpuCounts.cbegin(); it != e.gpuCounts.cend(); ++it)
            counts[it.key()] = it.value();
        o[u"gpuCounts"] = counts;
    }
    return o;
}

void readRow(JsonReader &r, WorkloadEntry &e)
{
    readWorkload(r, e.workload, true);
    JsonReader scenario = r.child("scenario", true);
    if (!r.failed())
        readScenario(scenario, e.scenario);
    // The schedule must lay over the row's data, as the table's row rule keeps it (workloadtable.cpp).
    if (!r.failed())
        if (const QString problem = batchScheduleProblem(e.workload, e.scenario); !problem.isEmpty())
            scenario.fail("batchSchedule", problem);
    // Optional: the layers the row's figures came from, a whole layer file checked as its reader checks one.
    const QJsonObject architecture = r.object("architecture");
    if (!architecture.isEmpty() && !r.failed()) {
        QString why;
        e.architecture = readLayerFile(architecture, &why);
        if (!e.architecture)
            r.fail("architecture", why);
    }
    // Optional: the workload's own GPU count per GPU type, by name, each a hardware row's count.
    JsonReader counts = r.child("gpuCounts");
    for (const QString &gpu : r.object("gpuCounts").keys()) {
        const QByteArray key = gpu.toUtf8();
        const int count = counts.integer(key.constData(), limits::gpuCount, 0, true);
        if (!r.failed())
            e.gpuCounts.insert(gpu, count);
    }
}

QJsonObject rowToJson(const HardwareEntry &e)
{
    QJsonObject o = gpuToJson(e.gpu);
    writeJsonFields<HardwareEntry>(o, e, kHardwareRowFields);
    return o;
}

void readRow(JsonReader &r, HardwareEntry &e)
{
    readGpu(r, e.gpu, true);
    readJsonFields<HardwareEntry>(r, e, kHardwareRowFields);
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
