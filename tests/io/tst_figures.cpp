// One table of an estimate's figures (core/estimate/figures.h), and every output derived from it: the
// JSON object, the sweep CSV header and the results table's figure columns list the figures of the
// table, under its keys and headers, and nothing else.
#include "core/catalog/catalog.h"
#include "core/document/project.h"
#include "core/document/sampleproject.h"
#include "core/estimate/estimator.h"
#include "core/estimate/figures.h"
#include "core/io/estimatejson.h"
#include "core/io/sweep.h"
#include "core/models/displayformat.h"
#include "core/models/resultmodel.h"
#include "core/models/tablemodelroles.h"

#include <QJsonArray>
#include <QSet>
#include <QTest>

using namespace flopsheet;

namespace {

const Workload &preset(const char *id)
{
    return *Catalog::builtIn().workload(QString::fromLatin1(id));
}
const Gpu &gpu(const char *id)
{
    return *Catalog::builtIn().gpu(QString::fromLatin1(id));
}

// Llama 2 7B pre-training on 256 A100 80GB, and Llama 3 70B serving on 8 H100 (1,000 in, 500 out).
Estimate training()
{
    Scenario sc;
    sc.gpuCount = 256;
    sc.tokens = 2e12;
    return estimate(preset("llama-2-7b"), gpu("a100-80gb-sxm"), sc);
}

Estimate serving()
{
    Scenario sc;
    sc.mode = Mode::Infer;
    sc.gpuCount = 8;
    sc.batchMax = true;
    sc.promptTokens = 1000;
    sc.outputTokens = 500;
    return estimate(preset("llama-3-70b"), gpu("h100-sxm"), sc);
}

QSet<QString> keysOf(const QJsonObject &o)
{
    const QStringList keys = o.keys();
    return QSet<QString>(keys.begin(), keys.end());
}

} // namespace

class tst_Figures : public QObject {
    Q_OBJECT
private slots:
    void tableIsWellFormed();
    void jsonListsTheTable_data();
    void jsonListsTheTable();
    void jsonKeysStayTheDocumentedOnes();
    void figuresOutsideTheirModeAreUnknown();
    void sweepHeaderIsTheTable();
    void resultColumnsAreTheTable();
};

void tst_Figures::tableIsWellFormed()
{
    QSet<QString> keys;
    int index = 0;
    for (const FigureDescriptor &f : figures()) {
        QCOMPARE(int(f.id), index++);
        QVERIFY2(!keys.contains(QLatin1String(f.key)), f.key);
        keys.insert(QLatin1String(f.key));
        QVERIFY2(figureWithKey(QString::fromLatin1(f.key)) == &f, f.key);
        QVERIFY2(!figureTitle(f).isEmpty() && !figureHeader(f).isEmpty(), f.key);
        QVERIFY2(f.modes != 0, f.key);
        // Only a figure with a range band names its range keys; numbers have units, flags do not.
        QVERIFY2(!f.rangeKey || f.range != RangeKind::None, f.key);
        QVERIFY2(f.isNumeric() == !figureUnit(f).isEmpty(), f.key);
    }
    QCOMPARE(figureWithKey(u"no_such_figure"), nullptr);
}

void tst_Figures::jsonListsTheTable_data()
{
    QTest::addColumn<bool>("train");
    QTest::newRow("training") << true;
    QTest::newRow("serving") << false;
}

void tst_Figures::jsonListsTheTable()
{
    QFETCH(bool, train);
    const Estimate e = train ? training() : serving();
    QVERIFY(e.ok() && e.hasRange());
    const QJsonObject o = estimateToJson(e);
    // Every key is a figure, a figure's range end, or one of the four that describe the whole estimate.
    QSet<QString> expected { u"range_category"_qs, u"range_rows"_qs, u"memory_breakdown"_qs, u"warnings"_qs };
    for (const FigureDescriptor &f : figures()) {
        expected.insert(QLatin1String(f.key));
        if (f.range != RangeKind::None)
            expected << f.rangeStem() + u"_low" << f.rangeStem() + u"_high";
        const QJsonValue v = o.value(QLatin1String(f.key));
        switch (f.kind) {
        case FigureKind::Number:
            QVERIFY2(isKnown(f.value(e)) ? v.toDouble() == f.value(e) : v.isNull(), f.key);
            break;
        case FigureKind::Count:
            QCOMPARE(v.toDouble(), f.value(e));
            break;
        case FigureKind::Flag:
            QCOMPARE(v, QJsonValue(f.value(e) != 0.0));
            break;
        case FigureKind::Bound:
            QCOMPARE(v.toString(), boundName(e.bound));
            break;
        }
        // A range brackets its figure.
        if (f.range != RangeKind::None && isKnown(f.value(e))) {
            const double low = o.value(f.rangeStem() + u"_low").toDouble();
            const double high = o.value(f.rangeStem() + u"_high").toDouble();
            QVERIFY2(low <= f.value(e) && f.value(e) <= high, f.key);
        }
    }
    QCOMPARE(keysOf(o), expected);
}

void tst_Figures::jsonKeysStayTheDocumentedOnes()
{
    // The keys flopsheet-cli estimate --format json printed before the table existed: scripts read them.
    const QSet<QString> documented { u"achieved_tflops_per_gpu"_qs, u"batch_per_gpu"_qs, u"bound"_qs,
        u"compute_efficiency"_qs, u"cost_per_million_tokens_usd"_qs, u"cost_per_million_tokens_usd_high"_qs,
        u"cost_per_million_tokens_usd_low"_qs, u"cost_usd"_qs, u"cost_usd_high"_qs, u"cost_usd_low"_qs,
        u"data_parallel"_qs, u"energy_kwh"_qs, u"fits"_qs, u"gpu_hours"_qs, u"gpu_hours_high"_qs, u"gpu_hours_low"_qs,
        u"latency_ms"_qs, u"max_batch_per_gpu"_qs, u"memory_breakdown"_qs, u"memory_capacity_gib"_qs,
        u"memory_per_gpu_gib"_qs, u"mfu"_qs, u"output_tokens_per_s"_qs, u"output_tokens_per_s_high"_qs,
        u"output_tokens_per_s_low"_qs, u"pipeline_parallel"_qs, u"range_category"_qs, u"range_rows"_qs,
        u"samples_per_s"_qs, u"samples_per_s_high"_qs, u"samples_per_s_low"_qs, u"scaling_efficiency"_qs,
        u"tensor_parallel"_qs, u"time_hours_high"_qs, u"time_hours_low"_qs, u"time_per_output_token_ms"_qs,
        u"time_to_first_token_ms"_qs, u"time_to_first_token_ms_high"_qs, u"time_to_first_token_ms_low"_qs,
        u"tokens_per_s"_qs, u"total_flops"_qs, u"wall_hours"_qs, u"warnings"_qs };
    // Added since, never taken away: batch size over training (issue 13).
    const QSet<QString> added { u"optimizer_steps"_qs, u"global_batch"_qs, u"critical_batch"_qs,
        u"statistical_efficiency"_qs, u"data_multiple"_qs, u"gpus_busy"_qs,
        // and serving's price per million samples (images, sequences, requests)
        u"cost_per_million_samples_usd"_qs, u"cost_per_million_samples_usd_high"_qs,
        u"cost_per_million_samples_usd_low"_qs };
    QCOMPARE(keysOf(estimateToJson(training())), documented + added);
}

void tst_Figures::figuresOutsideTheirModeAreUnknown()
{
    // The table says which mode a figure belongs to; in the other mode the estimate leaves it unknown
    // (training has no latency, serving no wall time).
    for (const bool train : { true, false }) {
        const Estimate e = train ? training() : serving();
        const Mode mode = train ? Mode::Train : Mode::Infer;
        for (const FigureDescriptor &f : figures()) {
            if (!f.appliesTo(mode))
                QVERIFY2(!isKnown(f.value(e)), f.key);
        }
    }
    QVERIFY(figure(FigureId::WallHours).appliesTo(Mode::Train) && !figure(FigureId::WallHours).appliesTo(Mode::Infer));
    QVERIFY(figure(FigureId::LatencyMs).appliesTo(Mode::Infer) && !figure(FigureId::LatencyMs).appliesTo(Mode::Train));
}

void tst_Figures::sweepHeaderIsTheTable()
{
    // The published header, byte for byte; every column between the point's four and the error is a
    // figure of the table, and the table decides which columns are numbers.
    const QString header = QString::fromLatin1(sweepCsvHeader());
    QCOMPARE(header,
        u"workload,gpu,gpus,precision,fits,memory_per_gpu_gib,wall_hours,gpu_hours,cost_usd,energy_kwh,"
        "samples_per_s,tokens_per_s,mfu,scaling_efficiency,bound,latency_ms,time_to_first_token_ms,"
        "time_per_output_token_ms,cost_per_million_tokens_usd,error"_qs);
    const QStringList columns = header.split(u',');
    for (qsizetype c = 4; c + 1 < columns.size(); ++c) {
        const FigureDescriptor *f = figureWithKey(columns[c]);
        QVERIFY2(f, qPrintable(columns[c]));
        QCOMPARE(sweepColumnIsNumeric(columns[c]), f->isNumeric());
    }
    QVERIFY(sweepColumnIsNumeric(u"gpus"));
    for (const char *text : { "workload", "gpu", "precision", "fits", "bound", "error" })
        QVERIFY2(!sweepColumnIsNumeric(QString::fromLatin1(text)), text);

    // A row has a field per column, also when the estimate fails (the error goes in the error column).
    Workload noData;
    noData.id = QStringLiteral("no-data");
    noData.family = WorkloadFamily::Generic;
    noData.params = 1e6;
    noData.forwardFlopsPerSample = 2e6;
    SweepRequest request;
    request.workloads = { &preset("resnet-50"), &noData };
    request.gpus = { &gpu("h100-sxm") };
    request.gpuCounts = { 8 };
    request.precisions = { Precision::BF16 };
    std::string csv;
    QCOMPARE(writeSweepCsv(request, csv), size_t(2));
    const QStringList lines = QString::fromStdString(csv).split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 3);
    for (const QString &line : lines)
        QCOMPARE(line.split(u',').size(), columns.size());
    QVERIFY2(lines[1].endsWith(u','), qPrintable(lines[1])); // no error
    QVERIFY2(lines[2].endsWith(u",,,,,,,,,,,,no-training-amount"), qPrintable(lines[2]));
}

void tst_Figures::resultColumnsAreTheTable()
{
    Project project;
    const SampleProject sample = sampleProject(Catalog::builtIn());
    project.reset(sample.workloads, sample.hardware, sample.assumptions);
    ResultModel results(&project);
    QVERIFY(results.rowCount() > 0);
    QSet<int> nonFigure { ResultModel::WorkloadColumn, ResultModel::GpuColumn, ResultModel::GpusColumn,
        ResultModel::PrecisionColumn, ResultModel::CalibratedHoursColumn };
    // Each figure column is headed by its figure's header and holds its figure's value (MFU in percent),
    // one unit per column: a figure of the other mode leaves the cell empty.
    for (int c = 0; c < results.columnCount(); ++c) {
        const std::optional<FigureId> id = ResultModel::columnFigure(c);
        QCOMPARE(id.has_value(), !nonFigure.contains(c));
        if (!id)
            continue;
        // The one exception: serving rows show their output tokens there (valueFigure), and the header says so.
        if (c == ResultModel::TokensPerSColumn)
            QCOMPARE(
                results.headerData(c, Qt::Horizontal).toString(), u"Throughput (tokens/s; output when serving)"_qs);
        else
            QCOMPARE(results.headerData(c, Qt::Horizontal).toString(), figureHeader(figure(*id)));
        for (int row = 0; row < results.rowCount(); ++row) {
            const Estimate &e = results.estimateAt(row);
            const Mode mode = results.scenarioAt(row).mode;
            const QVariant v = results.data(results.index(row, c), SortRole);
            const std::optional<FigureId> shown = ResultModel::valueFigure(c, mode, e);
            QCOMPARE(shown.has_value(), figure(*id).appliesTo(mode));
            if (!shown) {
                QVERIFY2(!v.isValid(), qPrintable(results.headerData(c, Qt::Horizontal).toString()));
                QVERIFY(results.data(results.index(row, c)).toString().isEmpty());
                continue;
            }
            const FigureDescriptor &f = figure(*shown);
            switch (f.kind) {
            case FigureKind::Number:
                QCOMPARE(v.isValid(), isKnown(f.value(e)));
                if (v.isValid())
                    QCOMPARE(v.toDouble(), f.value(e) * f.textScale);
                break;
            case FigureKind::Count:
                QCOMPARE(v.toDouble(), f.value(e));
                break;
            case FigureKind::Flag:
                QCOMPARE(v.toBool(), f.value(e) != 0.0);
                break;
            case FigureKind::Bound:
                QCOMPARE(v.toString(), boundName(e.bound));
                break;
            }
        }
    }
    // The headers the results table had before the figure table: their translations are keyed by them.
    QCOMPARE(results.headerData(ResultModel::WallHoursColumn, Qt::Horizontal).toString(), u"Wall time (h)"_qs);
    QCOMPARE(results.headerData(ResultModel::TtftColumn, Qt::Horizontal).toString(), u"First token (ms)"_qs);
    QCOMPARE(results.headerData(ResultModel::CostColumn, Qt::Horizontal).toString(), u"Cost ($)"_qs);
    QCOMPARE(results.headerData(ResultModel::CostPerMillionTokensColumn, Qt::Horizontal).toString(),
        u"Cost per 1M output tokens ($)"_qs);
    // Serving (sample row 3, Llama 3 8B) is priced per million tokens in a column of its own, and counts
    // output tokens; the cost column holds training's dollars only (issue 15: it held both units).
    const int servingRow = results.rowFor(3, 3); // on the H100
    const Estimate &serving = results.estimateAt(servingRow);
    QCOMPARE(results.scenarioAt(servingRow).mode, Mode::Infer);
    QVERIFY(!ResultModel::valueFigure(ResultModel::CostColumn, Mode::Infer, serving));
    QVERIFY(!results.index(servingRow, ResultModel::CostColumn).data(SortRole).isValid());
    QCOMPARE(results.index(servingRow, ResultModel::CostPerMillionTokensColumn).data(SortRole).toDouble(),
        serving.costPerMillionTokensUsd);
    QCOMPARE(results.index(servingRow, ResultModel::CostPerMillionTokensColumn).data().toString(),
        formatMoney(serving.costPerMillionTokensUsd));
    QCOMPARE(
        *ResultModel::valueFigure(ResultModel::TokensPerSColumn, Mode::Infer, serving), FigureId::OutputTokensPerS);
    const int trainingRow = results.rowFor(0, 3);
    QCOMPARE(results.index(trainingRow, ResultModel::CostColumn).data(SortRole).toDouble(),
        results.estimateAt(trainingRow).costUsd);
    QVERIFY(results.index(trainingRow, ResultModel::CostPerMillionTokensColumn).data().toString().isEmpty());
}

QTEST_GUILESS_MAIN(tst_Figures)
#include "tst_figures.moc"
