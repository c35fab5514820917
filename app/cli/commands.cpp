#include "app/cli/commands.h"

#include "app/cli/astyped.h"
#include "core/report/assumptions.h"
#include "core/report/layouttext.h"
#include "core/report/planshortfall.h"
#include "core/report/rangetext.h"

#include "app/cli/arguments.h"
#include "app/cli/flagtable.h"
#include "app/cli/scenarioflags.h"
#include "app/cli/textoutput.h"
#include "core/catalog/errorbands.h"
#include "core/document/hardwaretable.h"
#include "core/estimate/estimator.h"
#include "core/estimate/figures.h"
#include "core/estimate/goodput.h"
#include "core/estimate/modelfigures.h"
#include "core/estimate/planner.h"
#include "core/estimate/units.h"
#include "core/io/csv.h"
#include "core/io/estimatejson.h"
#include "core/io/sweep.h"
#include "core/io/tablecsv.h"
#include "core/io/userfile.h"
#include "core/validation/validator.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>
#include <QSaveFile>

#include <algorithm>
#include <cstdio>

namespace flopsheet::cli {

Format formatFrom(const Arguments &args)
{
    const QString f = args.choice(QStringLiteral("--format"),
                              { QStringLiteral("table"), QStringLiteral("csv"), QStringLiteral("json") })
                          .value_or(QStringLiteral("table"));
    return f == u"csv" ? Format::Csv : f == u"json" ? Format::Json : Format::Table;
}

namespace {

QString number(double v, int digits = 4)
{
    return plainNumber(v, digits);
}

TextTable gpuTable(const Catalog &catalog)
{
    TextTable t;
    // Every figure under the hardware table's own key, so a column reads as its CSV does: memory_gib (it said
    // memory_gb over GiB figures), then the peaks in Precision order (fp32_tflops ... int8_tops, fp4_tflops).
    const TableDescription &hardware = TableTraits<HardwareEntry>::description();
    const auto key = [&hardware](GpuField f) { return hardware.fieldKey(int(f)); };
    t.header = { QStringLiteral("id"), QStringLiteral("name"), key(GpuField::MemoryGiB), key(GpuField::BandwidthGBps) };
    for (int i = 0; i < kPrecisionCount; ++i)
        t.header << hardware.fieldKey(int(GpuField::Fp32) + i);
    t.header << key(GpuField::TdpW) << key(GpuField::InterconnectGBps) << key(GpuField::PricePerHour);
    t.numeric.assign(std::size_t(t.header.size()), true);
    t.numeric[0] = t.numeric[1] = false; // id, name
    for (const Gpu &g : catalog.gpus()) {
        QStringList row { g.id, g.name, number(g.memoryGiB), number(g.memoryBandwidthGBps) };
        for (double peak : g.peakTflops)
            row << number(peak);
        row << number(g.tdpW) << number(g.interconnectGBps) << number(g.pricePerHourUsd);
        t.rows.push_back(row);
    }
    return t;
}

TextTable workloadTable(const Catalog &catalog)
{
    TextTable t;
    t.header = { QStringLiteral("id"), QStringLiteral("name"), QStringLiteral("family"), QStringLiteral("params"),
        QStringLiteral("forward_gflops_per_sample"), QStringLiteral("layers"), QStringLiteral("hidden"),
        QStringLiteral("heads"), QStringLiteral("kv_heads"), QStringLiteral("seq_len"),
        QStringLiteral("training_tokens") };
    t.numeric = { false, false, false, true, true, true, true, true, true, true, true };
    for (const Workload &w : catalog.workloads()) {
        const ModelFigures m = estimatedFigures(w, 0);
        auto count = [](int v) { return v > 0 ? QString::number(v) : QString(); };
        t.rows.push_back({ w.id, w.name, familyName(w.family), number(m.params, 6),
            number(m.forwardFlopsPerSample / 1e9, 5), count(w.shape.layers), count(w.shape.hidden),
            count(w.shape.heads), count(w.shape.effectiveKvHeads()), count(m.seqLen), number(w.trainingTokens) });
    }
    return t;
}

// Key/value rows for one estimate, with units, for the human-readable table; then what it assumed.
QString estimateText(
    const Workload &w, const Gpu &g, const Scenario &sc, const Estimate &e, const QString &familySource = {})
{
    const TextTable t = figureTable(e);
    QString out = QCoreApplication::translate("Commands", "%1 on %2 x %3, %4, %5\n\n")
                      .arg(w.name, QString::number(sc.gpuCount), g.name, precisionName(sc.precision),
                          sc.mode == Mode::Train ? QCoreApplication::translate("Commands", "training")
                                                 : QCoreApplication::translate("Commands", "inference"));
    out += renderTable(t);
    if (e.hasRange())
        out += QCoreApplication::translate("Commands",
            "ranges: 10th-90th percentile of the errors of %n published run(s) of this kind (%1)\n", nullptr,
            e.rangeRows)
                   .arg(errorCategoryName(e.rangeCategory));
    out += QCoreApplication::translate("Commands", "\nassumptions:\n");
    for (const QString &line : assumptionLines(estimateAssumptions(w, g, sc, e, familySource)))
        out += QStringLiteral("  ") + line + u'\n';
    for (const QString &warning : warningMessages(e))
        out += QCoreApplication::translate("Commands", "warning: %1\n").arg(warning);
    return out;
}

// Training: what the GPU count buys (goodput) and, with a schedule, its stages.
QString batchText(const Scenario &sc, const Estimate &e, const QList<StageFigures> &stages, const Speedup &speedup)
{
    if (sc.mode != Mode::Train)
        return {};
    QString out;
    if (isKnown(speedup.goodput))
        out += QCoreApplication::translate("Commands",
            "\nspeedup at %1 GPUs, the fewest that fit (%5) counted as %5×: system %2×, goodput %4× (ideal %1×); "
            "statistical efficiency %3 % of the batch at the fewest\n")
                   .arg(sc.gpuCount)
                   .arg(number(speedup.system, 4), number(speedup.statistical * 100.0, 3), number(speedup.goodput, 4))
                   .arg(speedup.baseGpus);
    // Superlinear: the fewest GPUs fit the model only with a slower layout than this count needs.
    if (speedup.aboveIdeal() && speedup.baseGpus < speedup.gpus)
        out += QCoreApplication::translate(
            "Commands", "above ideal: at %1 GPUs the model fits only as %2, at %3 GPUs it runs as %4\n")
                   .arg(speedup.baseGpus)
                   .arg(layoutShortText(speedup.baseLayout))
                   .arg(sc.gpuCount)
                   .arg(layoutShortText(e.layout));
    if (sc.schedule.isConstant())
        return out;
    TextTable t;
    t.header = { QStringLiteral("stage"), QStringLiteral("global_batch"), QStringLiteral("until"),
        QStringLiteral("steps"), QStringLiteral("gpus_busy"), QStringLiteral("micro_batch"),
        QStringLiteral("accumulation"), QStringLiteral("hours"), QStringLiteral("memory_gib"), QStringLiteral("fits") };
    t.numeric = { true, false, true, true, false, true, true, true, true, false };
    double trained = 0;
    for (const StageFigures &s : stages) {
        trained += s.samples;
        const auto batch = [&e](double samples) { return number(samples * e.batchUnitsPerSample, 4); };
        const auto busy = s.gpusBusy == s.gpusBusyEnd ? QString::number(s.gpusBusy)
                                                      : QStringLiteral("%1-%2").arg(s.gpusBusy).arg(s.gpusBusyEnd);
        t.rows.push_back({ QString::number(s.stage + 1),
            s.startBatch == s.endBatch ? batch(s.endBatch) : batch(s.startBatch) + u'-' + batch(s.endBatch),
            number(trained * e.batchUnitsPerSample, 4), number(s.steps, 6), busy, QString::number(s.microBatch),
            number(s.accumulation, 4), number(s.hours, 4), number(s.memoryGiB, 4),
            s.fits ? QStringLiteral("yes") : QStringLiteral("no") });
    }
    out += QCoreApplication::translate("Commands", "\nbatch schedule (%1; batches and data in %2):\n")
               .arg(batchScheduleText(sc.schedule),
                   e.batchUnitsPerSample > 1 ? QCoreApplication::translate("Commands", "tokens")
                                             : QCoreApplication::translate("Commands", "samples"));
    out += renderTable(t);
    return out;
}

int failWith(const Gpu &g, const Scenario &sc, const Estimate &e)
{
    QString message = errorMessage(e.error, g.name, sc.precision);
    if (e.error == EstimateError::NoTrainingAmount)
        message = QCoreApplication::translate("Commands", "--tokens, --samples or --iterations is required: %1")
                      .arg(message);
    else if (e.error == EstimateError::PrecisionUnsupported || e.error == EstimateError::PrecisionNotForTraining)
        message = QCoreApplication::translate("Commands", "--precision: %1").arg(message);
    else if (e.error == EstimateError::NoComputeFigures || e.error == EstimateError::NoMemoryFigure)
        message = QCoreApplication::translate("Commands", "--gpu: %1").arg(message);
    else if (e.error == EstimateError::InvalidInput)
        message = QCoreApplication::translate(
            "Commands", "--mfu, --tokens or --samples: the time does not fit in a number; check their values");
    printErr(QStringLiteral("flopsheet-cli: ") + message + u'\n');
    return 2;
}

// Without --precision: the nearest precision the chip has (BF16, else FP16 or FP32).
void choosePrecision(const Arguments &args, const Gpu &gpu, Scenario &sc)
{
    if (!args.has(QStringLiteral("--precision")))
        sc.precision = nearestPrecision(gpu, sc.precision);
}

// A command that reads flags only: a stray word is most likely a mistyped flag, so it is refused, not ignored.
void refuseArguments(const Arguments &args)
{
    if (!args.positional().isEmpty())
        throw UsageError {
            QCoreApplication::translate("Commands", "unexpected argument \"%1\"").arg(args.positional().first())
        };
}

} // namespace

int runGpus(const QStringList &rawArgs)
{
    const Arguments args(rawArgs, u"gpus");
    refuseArguments(args);
    const Catalog catalog = catalogFrom(args);
    printOut(render(gpuTable(catalog), formatFrom(args)));
    return 0;
}

int runWorkloads(const QStringList &rawArgs)
{
    const Arguments args(rawArgs, u"workloads");
    refuseArguments(args);
    const Catalog catalog = catalogFrom(args);
    printOut(render(workloadTable(catalog), formatFrom(args)));
    return 0;
}

int runEstimate(const QStringList &rawArgs)
{
    const Arguments args(rawArgs, u"estimate");
    refuseArguments(args);
    const Catalog catalog = catalogFrom(args);
    const Format format = formatFrom(args);
    QStringList inferred;
    const Workload workload = workloadFrom(args, catalog, true, &inferred);
    const Gpu &gpu = gpuFrom(args, catalog);
    Scenario sc = scenarioFrom(args, workload);
    choosePrecision(args, gpu, sc);
    if (const QString problem = batchScheduleProblem(workload, sc); !problem.isEmpty())
        throw UsageError { QStringLiteral("--batch-schedule: ") + problem };
    if (const QString problem = layoutPinProblem(workload, sc); !problem.isEmpty())
        throw UsageError { QStringLiteral("--tp, --pp, --cp or --interleave: ") + problem };
    QList<StageFigures> stages;
    const Estimate e = estimate(workload, gpu, sc, &stages);
    if (!e.ok())
        return failWith(gpu, sc, e);
    const QString familySource = inferred.join(QStringLiteral("; "));
    const Speedup speedup = sc.mode == Mode::Train ? speedupAt(workload, gpu, sc, e) : Speedup {};
    switch (format) {
    case Format::Json: {
        QJsonObject o = estimateToJson(e, stages);
        if (sc.mode == Mode::Train) {
            const auto value = [](double v) { return std::isfinite(v) ? QJsonValue(v) : QJsonValue(); };
            o[u"system_speedup"] = value(speedup.system);
            o[u"statistical_speedup"] = value(speedup.statistical);
            o[u"goodput_speedup"] = value(speedup.goodput);
            o[u"speedup_base_gpus"] = speedup.baseFits ? QJsonValue(speedup.baseGpus) : QJsonValue();
            o[u"layout_alternatives"] = layoutAlternativesToJson(layoutAlternatives(workload, gpu, sc));
        }
        o[u"assumptions"] = assumptionsToJson(estimateAssumptions(workload, gpu, sc, e, familySource), e);
        printOut(QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Indented)));
        break;
    }
    case Format::Csv: {
        const QJsonObject o = estimateToJson(e);
        TextTable t;
        QStringList row;
        for (auto it = o.begin(); it != o.end(); ++it) {
            if (it->isObject())
                continue;
            t.header << it.key();
            if (it->isArray()) {
                QStringList items;
                for (const QJsonValue &v : it->toArray())
                    items << v.toString();
                row << items.join(QStringLiteral("; "));
            } else if (it->isDouble()) {
                row << plainNumber(it->toDouble(), 8);
            } else if (it->isBool()) {
                row << (it->toBool() ? QStringLiteral("true") : QStringLiteral("false"));
            } else {
                row << it->toString();
            }
        }
        t.rows.push_back(row);
        printOut(renderCsv(t));
        break;
    }
    case Format::Table:
        printOut(estimateText(workload, gpu, sc, e, familySource) + batchText(sc, e, stages, speedup));
        break;
    }
    return 0;
}

namespace {

// CSV and JSON go out as the rows are made, so a sweep of millions of rows never waits in memory; the
// aligned table needs every row for its column widths and is written at the end. Table and JSON read
// the CSV rows, the single source of the figures.
void writeSweep(const SweepRequest &request, Format format)
{
    if (format == Format::Csv) {
        std::fputs(sweepCsvHeader(), stdout);
        std::fputc('\n', stdout);
        writeSweepRows(request, [](std::string_view lines) { std::fwrite(lines.data(), 1, lines.size(), stdout); });
        return;
    }
    TextTable t;
    t.header = QString::fromLatin1(sweepCsvHeader()).split(u',');
    for (const QString &column : t.header)
        t.numeric.push_back(sweepColumnIsNumeric(column));
    auto rowsOf = [](std::string_view lines) {
        return parseCsv(QString::fromUtf8(lines.data(), qsizetype(lines.size()))).rows;
    };
    if (format == Format::Json) {
        JsonArrayWriter json(stdout);
        writeSweepRows(request, [&](std::string_view lines) {
            t.rows = rowsOf(lines);
            json.write(t);
        });
        json.finish();
        return;
    }
    std::string csv;
    writeSweepRows(request, [&csv](std::string_view lines) { csv.append(lines); });
    t.rows = rowsOf(csv);
    // The table is read by people: each figure at the digits `estimate` shows it with (figures.h), in the
    // CSV's units; CSV and JSON keep every digit.
    for (qsizetype c = 0; c < t.header.size(); ++c) {
        const FigureDescriptor *f = figureWithKey(t.header[c]);
        if (!f || !f->isNumeric())
            continue;
        for (QStringList &row : t.rows) {
            bool ok = false;
            const double v = c < row.size() ? row[c].toDouble(&ok) : 0.0;
            if (ok)
                row[c] = f->isMoney() ? usdNumber(v, f->digits) : plainNumber(v, f->digits);
        }
    }
    printOut(renderTable(t));
}

} // namespace

int runSweep(const QStringList &rawArgs)
{
    const Arguments args(rawArgs, u"sweep");
    refuseArguments(args);
    const Catalog catalog = catalogFrom(args);
    SweepRequest request;
    auto ids = [&args](const QString &flag) {
        QStringList out;
        for (const QString &s : args.value(flag).split(u',', Qt::SkipEmptyParts))
            out << s.trimmed();
        return out;
    };
    if (args.has(QStringLiteral("--workload"))) {
        for (const QString &id : ids(QStringLiteral("--workload"))) {
            const Workload *w = catalog.workload(id);
            if (!w)
                throw UsageError { QCoreApplication::translate(
                    "Commands", "--workload: unknown workload \"%1\"; closest: %2")
                                       .arg(id, catalog.closestWorkloadIds(id).join(QStringLiteral(", "))) };
            request.workloads.push_back(w);
        }
    } else {
        for (const Workload &w : catalog.workloads())
            request.workloads.push_back(&w);
    }
    if (args.has(QStringLiteral("--gpu"))) {
        for (const QString &id : ids(QStringLiteral("--gpu"))) {
            const Gpu *g = catalog.gpu(id);
            if (!g)
                throw UsageError { QCoreApplication::translate("Commands", "--gpu: unknown GPU \"%1\"; closest: %2")
                                       .arg(id, catalog.closestGpuIds(id).join(QStringLiteral(", "))) };
            request.gpus.push_back(g);
        }
    } else {
        for (const Gpu &g : catalog.gpus())
            request.gpus.push_back(&g);
    }
    for (const QString &p : ids(QStringLiteral("--precision"))) {
        const auto precision = parsePrecision(p);
        if (!precision)
            throw UsageError { QCoreApplication::translate("Commands", "--precision must list %1 (got \"%2\")")
                                   .arg(precisionNames(u"|"), p) };
        request.precisions.push_back(*precision);
    }
    for (const QString &n : ids(QStringLiteral("--gpus"))) {
        bool ok = false;
        const int count = n.toInt(&ok);
        if (!ok || count < 1 || count > 1000000)
            throw UsageError { QCoreApplication::translate(
                "Commands", "--gpus must list whole numbers from 1 to 1000000 (got \"%1\")")
                                   .arg(n) };
        request.gpuCounts.push_back(count);
    }
    if (auto maxGpus = args.integer(QStringLiteral("--max-gpus"), 1, 1 << 20)) {
        if (!request.gpuCounts.empty())
            throw UsageError { QCoreApplication::translate(
                "Commands", "--gpus and --max-gpus both choose the counts; give one") };
        request.gpuCounts = gpuCountLadder(int(*maxGpus));
    }
    // The flags sweep does not read above describe every point, as they describe one estimate.
    const QStringList readHere { QStringLiteral("--workload"), QStringLiteral("--gpu"), QStringLiteral("--precision"),
        QStringLiteral("--gpus"), QStringLiteral("--max-gpus"), QStringLiteral("--catalog"),
        QStringLiteral("--format") };
    QStringList forwarded;
    for (const QString &flag : findCommand(u"sweep")->flagNames(false)) {
        if (args.has(flag) && !readHere.contains(flag))
            forwarded << flag << args.value(flag);
    }
    Workload none;
    request.base = scenarioFrom(Arguments(forwarded, u"estimate"), [&] {
        none.family = WorkloadFamily::Decoder;
        return none;
    }());

    for (const Gpu *g : args.has(QStringLiteral("--gpu")) ? request.gpus : std::vector<const Gpu *>()) {
        if (!std::any_of(kAllPrecisions.begin(), kAllPrecisions.end(), [g](Precision p) { return g->peakFlops(p); }))
            printErr(QCoreApplication::translate(
                "Commands", "flopsheet-cli: note: %1 has no published compute figures and is left out\n")
                         .arg(g->id));
    }
    writeSweep(request, formatFrom(args));
    return 0;
}

int runPlan(const QStringList &rawArgs)
{
    const Arguments args(rawArgs, u"plan");
    refuseArguments(args);
    const Catalog catalog = catalogFrom(args);
    const Workload workload = workloadFrom(args, catalog);
    Scenario sc = scenarioFrom(args, workload);
    if (args.has(QStringLiteral("--gpu")))
        choosePrecision(args, gpuFrom(args, catalog), sc);
    if (sc.mode != Mode::Train)
        throw UsageError { QCoreApplication::translate(
            "Commands", "plan answers training deadlines and budgets; use --mode train") };
    // Hours and dollars as before, or with the units people write (--deadline 7d, --budget 250k).
    const int goals = int(args.has(QStringLiteral("--deadline-hours"))) + int(args.has(QStringLiteral("--deadline")))
        + int(args.has(QStringLiteral("--budget-usd"))) + int(args.has(QStringLiteral("--budget")));
    if (goals != 1)
        throw UsageError { QCoreApplication::translate(
            "Commands", "give exactly one of --deadline-hours, --deadline, --budget-usd and --budget") };
    auto deadline = args.quantity(QStringLiteral("--deadline-hours"), int(QuantityKind::Count), 0, 1e7);
    if (!deadline)
        deadline = args.quantity(QStringLiteral("--deadline"), int(QuantityKind::Duration), 0, 1e7);
    auto budget = args.quantity(QStringLiteral("--budget-usd"), int(QuantityKind::Count), 0, 1e12);
    if (!budget)
        budget = args.quantity(QStringLiteral("--budget"), int(QuantityKind::Count), 0, 1e12);
    const int maxGpus = int(args.integer(QStringLiteral("--max-gpus"), 1, 1 << 20).value_or(4096));
    std::vector<Gpu> gpus;
    if (args.has(QStringLiteral("--gpu"))) {
        gpus.push_back(gpuFrom(args, catalog));
    } else {
        const bool anyPrecision = !args.has(QStringLiteral("--precision"));
        for (const Gpu &g : catalog.gpus()) {
            if (g.peakFlops(anyPrecision ? nearestPrecision(g, sc.precision) : sc.precision))
                gpus.push_back(g);
        }
    }
    const bool nearest = !args.has(QStringLiteral("--precision"));
    const PlanAnswer answer
        = recommendPlan(workload, gpus, sc, deadline ? PlanQuestion::Deadline : PlanQuestion::Budget,
            deadline ? *deadline : *budget, maxGpus, nearest, sc.gpusPerNode);
    const std::vector<PlanOption> &options = answer.options;
    const int best = answer.recommended;
    TextTable t;
    t.header = { QStringLiteral("gpu"), QStringLiteral("precision"), QStringLiteral("gpus"),
        QStringLiteral("wall_hours"), QStringLiteral("cost_usd"), QStringLiteral("memory_per_gpu_gib"),
        QStringLiteral("fits"), QStringLiteral("recommended") };
    t.numeric = { false, false, true, true, true, true, false, false };
    const Format format = formatFrom(args);
    for (int i = 0; i < int(options.size()); ++i) {
        const PlanOption &o = options[i];
        if (!o.feasible) {
            const QString why = planShortfall(o, deadline ? PlanQuestion::Deadline : PlanQuestion::Budget, maxGpus);
            t.rows.push_back({ o.gpu->id, QString(), QString(), QString(), QString(), QString(), QString(), why });
            continue;
        }
        t.rows.push_back({ o.gpu->id, precisionName(o.precision), QString::number(o.gpuCount),
            figureFor(format, o.estimate.wallHours), moneyFor(format, o.estimate.costUsd),
            figureFor(format, o.estimate.memoryPerGpuGiB),
            o.estimate.fits ? QStringLiteral("true") : QStringLiteral("false"),
            i == best ? (deadline ? QCoreApplication::translate("Commands", "cheapest")
                                  : QCoreApplication::translate("Commands", "fastest"))
                      : QString() });
    }
    QString out = render(t, format);
    // The recommendation holds at its expected time; the table says, as the planner does, where the slow end
    // of its range would miss the limit (CSV and JSON stay one row per GPU type).
    if (format == Format::Table && best >= 0) {
        const PlanOption &o = options[size_t(best)];
        const QString slowEnd
            = slowEndMissText(o.estimate, deadline ? *deadline : kUnknown, deadline ? kUnknown : *budget);
        if (!slowEnd.isEmpty())
            out += QStringLiteral("\n%1 × %2: %3\n").arg(QString::number(o.gpuCount), o.gpu->id, slowEnd);
    }
    printOut(out);
    return 0;
}

int runValidate(const QStringList &rawArgs)
{
    const Arguments args(rawArgs, u"validate");
    if (args.positional().size() != 1)
        throw UsageError { QCoreApplication::translate("Commands", "validate takes one measurements CSV file") };
    const Catalog catalog = catalogFrom(args);
    const QString fileName = args.positional().first();
    QByteArray bytes;
    QString text, error;
    if (!readUserFile(fileName, filelimits::kMaxTextBytes, &bytes, &error))
        throw UsageError { QCoreApplication::translate("Commands", "cannot read %1: %2").arg(fileName, error) };
    std::vector<Measurement> measurements;
    if (!decodeCsv(bytes, &text, &error) || !readMeasurements(text, measurements, &error))
        throw UsageError { QCoreApplication::translate("Commands", "%1: %2").arg(fileName, error) };
    std::vector<Prediction> predictions;
    TextTable t;
    t.header = { QStringLiteral("id"), QStringLiteral("category"), QStringLiteral("source"), QStringLiteral("quantity"),
        QStringLiteral("measured"), QStringLiteral("predicted"), QStringLiteral("error_pct"), QStringLiteral("note") };
    t.numeric = { false, false, false, false, true, true, true, false };
    const bool asTyped = args.has(QStringLiteral("--as-typed"));
    const Format format = formatFrom(args);
    // As typed, CSV and JSON carry each row's estimate flags, so any row can be run again by hand; the
    // table, for reading, shows them under the worst ten.
    const bool flagsColumn = asTyped && format != Format::Table;
    if (flagsColumn) {
        t.header << QStringLiteral("estimate_flags");
        t.numeric.push_back(false);
    }
    for (const Measurement &m : measurements) {
        const Prediction p = asTyped ? predictAsTyped(m, catalog) : predictMeasurement(m, catalog);
        predictions.push_back(p);
        t.rows.push_back({ p.id, p.category, p.sourceCategory, p.quantity, number(p.measured),
            p.predictable ? number(p.predicted) : QString(),
            p.predictable ? QString::number(p.relativeError() * 100.0, 'f', 1) : QString(),
            p.predictable ? QString() : QCoreApplication::translate("Commands", "skipped: %1").arg(p.skipReason) });
        if (flagsColumn)
            t.rows.back() << p.typedFlags.join(u' ');
    }
    printOut(render(t, format));
    if (format == Format::Table) {
        const ValidationSummary s = summarize(predictions);
        if (s.predicted == 0) {
            printOut(QCoreApplication::translate(
                "Commands", "\nNo row could be predicted (%n skipped).\n", nullptr, s.skipped));
            return 0;
        }
        QString out = QCoreApplication::translate("Commands", "\nMedian absolute error by category:\n");
        for (const auto &[category, median] : s.medianByCategory)
            out += QCoreApplication::translate("Commands", "  %1: %2% (%3 rows)\n")
                       .arg(category, QString::number(median * 100.0, 'f', 1),
                           QString::number(s.countByCategory.at(category)));
        out += QCoreApplication::translate("Commands", "Overall: %1% over %2 predicted rows (%3 skipped)\n")
                   .arg(s.overallMedian * 100.0, 0, 'f', 1)
                   .arg(s.predicted)
                   .arg(s.skipped);
        // The check set's sources were chosen before any tuning (tests/data/README.md): report it apart.
        for (const bool check : { false, true }) {
            const ValidationSummary part = summarize(predictions, check);
            if (part.predicted + part.skipped == 0)
                continue;
            out += check ? QCoreApplication::translate("Commands", "\nCheck set (never tuned on):\n")
                         : QCoreApplication::translate("Commands", "\nTune set:\n");
            for (const auto &[category, median] : part.medianByCategory)
                out += QCoreApplication::translate("Commands", "  %1: %2% (%3 rows)\n")
                           .arg(category, QString::number(median * 100.0, 'f', 1),
                               QString::number(part.countByCategory.at(category)));
            out += QCoreApplication::translate(
                "Commands", "  overall: %1% over %2 rows (%3 skipped); worst row off by %4×\n")
                       .arg(part.overallMedian * 100.0, 0, 'f', 1)
                       .arg(part.predicted)
                       .arg(part.skipped)
                       .arg(part.maxRatio, 0, 'f', 2);
        }
        std::vector<const Prediction *> worst;
        for (const Prediction &p : predictions) {
            if (p.predictable)
                worst.push_back(&p);
        }
        std::sort(worst.begin(), worst.end(), [](const Prediction *a, const Prediction *b) {
            return std::fabs(std::log(a->predicted / a->measured)) > std::fabs(std::log(b->predicted / b->measured));
        });
        out += QCoreApplication::translate("Commands", "\nWorst ten:\n");
        for (size_t i = 0; i < worst.size() && i < 10; ++i) {
            out += QCoreApplication::translate("Commands", "  %1 %2 (%3): %4%\n")
                       .arg(worst[i]->id, worst[i]->category,
                           worst[i]->check ? QStringLiteral("check") : QStringLiteral("tune"),
                           QString::number(worst[i]->relativeError() * 100.0, 'f', 1));
            if (!worst[i]->typedFlags.isEmpty())
                out += QStringLiteral("      flopsheet-cli estimate %1\n").arg(worst[i]->typedFlags.join(u' '));
        }
        std::map<QString, std::vector<double>> bySource;
        for (const Prediction &p : predictions) {
            if (p.predictable)
                bySource[p.sourceCategory].push_back(p.relativeError());
        }
        out += QCoreApplication::translate("Commands", "\nBy the file's own category:\n");
        for (const auto &[source, errors] : bySource)
            out += QCoreApplication::translate("Commands", "  %1: %2% (%3 rows)\n")
                       .arg(source, QString::number(medianAbsolute(errors) * 100.0, 'f', 1),
                           QString::number(errors.size()));
        const std::vector<Contradiction> contradictions = findContradictions(predictions);
        out += QCoreApplication::translate("Commands",
            "\nContradictions (same workload, GPU, count, precision and lengths; "
            "no single model fits both within 15%): %1\n")
                   .arg(contradictions.size());
        for (const Contradiction &c : contradictions)
            out += QCoreApplication::translate("Commands", "  %1 (%2%) vs %3 (%4%)\n")
                       .arg(c.firstId, QString::number(c.firstError * 100.0, 'f', 1), c.secondId,
                           QString::number(c.secondError * 100.0, 'f', 1));
        printOut(out);
    }
    if (args.has(QStringLiteral("--write-bands"))) {
        const QString path = args.value(QStringLiteral("--write-bands"));
        QSaveFile bandsFile(path);
        const QByteArray json = writeErrorBands(computeErrorBands(predictions), QFileInfo(fileName).fileName());
        if (!bandsFile.open(QIODevice::WriteOnly) || bandsFile.write(json) != json.size() || !bandsFile.commit())
            throw UsageError { QCoreApplication::translate("Commands", "--write-bands: cannot write %1: %2")
                                   .arg(path, bandsFile.errorString()) };
    }
    return 0;
}

int runDemo(const QStringList &rawArgs)
{
    const Arguments args(rawArgs, u"demo");
    const Catalog catalog = catalogFrom(args);
    printOut(QCoreApplication::translate("Commands", "FlopSheet built-in catalog\n\nGPUs:\n"));
    printOut(renderTable(gpuTable(catalog)));
    printOut(QCoreApplication::translate("Commands", "\nWorkloads:\n"));
    printOut(renderTable(workloadTable(catalog)));
    printOut(QCoreApplication::translate(
        "Commands", "\nSample estimate: pre-train Llama 2 7B on 2T tokens with 256 A100-80GB GPUs\n\n"));
    Scenario sc;
    sc.gpuCount = 256;
    sc.precision = Precision::BF16;
    const Workload &w = *catalog.workload(QStringLiteral("llama-2-7b"));
    const Gpu &g = *catalog.gpu(QStringLiteral("a100-80gb-sxm"));
    printOut(estimateText(w, g, sc, estimate(w, g, sc)));
    return 0;
}

} // namespace flopsheet::cli
