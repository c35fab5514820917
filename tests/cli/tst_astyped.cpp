// Validation as typed (issue 12): every published run predicted from the `estimate` flags its public
// description gives a user — parameters and MACs or a shape, GPU, count, precision, batch, lengths, the
// runtime its software column names — through the same code as `flopsheet-cli estimate`, beside the
// prediction with presets. Both are run over tests/data/measurements.csv; the check set (sources chosen
// before any tuning, tests/data/README.md) is reported apart and never tuned on.
#include "app/cli/astyped.h"
#include "app/cli/scenarioflags.h"
#include "core/validation/measurement.h"

#include <QFile>
#include <QTest>

using namespace flopsheet;
using namespace Qt::Literals::StringLiterals;

namespace {

// Issue 12's targets for the check set, as typed.
constexpr double kTargetCheckMedian = 0.12;
constexpr double kTargetCategoryMedian = 0.25;
constexpr double kTargetMaxRatio = 2.0;

// Where the model stands today, so it cannot slip back unnoticed (tune set, as typed; issue 7's bars).
constexpr double kMaxTuneMedian = 0.15;
constexpr double kMaxTuneCategoryMedian = 0.25;

std::vector<Measurement> measurements()
{
    QFile file(QStringLiteral(FLOPSHEET_TEST_DATA "/measurements.csv"));
    std::vector<Measurement> rows;
    QString error;
    if (!file.open(QIODevice::ReadOnly) || !readMeasurements(QString::fromUtf8(file.readAll()), rows, &error))
        qFatal("cannot read measurements.csv: %s", qPrintable(error + file.errorString()));
    return rows;
}

void report(const char *title, const ValidationSummary &s)
{
    for (const auto &[category, median] : s.medianByCategory)
        qInfo().noquote() << QStringLiteral("%1 %2: %3 % over %4 rows")
                                 .arg(QLatin1String(title), category)
                                 .arg(median * 100.0, 0, 'f', 1)
                                 .arg(s.countByCategory.at(category));
    qInfo().noquote() << QStringLiteral("%1 overall: %2 % over %3 rows (%4 skipped), worst %5x")
                             .arg(QLatin1String(title))
                             .arg(s.overallMedian * 100.0, 0, 'f', 1)
                             .arg(s.predicted)
                             .arg(s.skipped)
                             .arg(s.maxRatio, 0, 'f', 2);
}

} // namespace

class tst_AsTyped : public QObject {
    Q_OBJECT

private slots:
    void resNetAsAUserTypesIt();
    void rowsGoThroughTheEstimateFlags();
    void tuneSetHoldsIssue7sBars();
    void checkSetAgainstIssue12sTargets();
    void presetsAndTypedAgreeWhereTheyShould();
};

// M019: ResNet-50 v1.5 on a V100 at batch 1 in AMP, PyTorch NGC 21.03 (DeepLearningExamples).
void tst_AsTyped::resNetAsAUserTypesIt()
{
    const Catalog &catalog = Catalog::builtIn();
    for (const Measurement &m : measurements()) {
        if (m.id != u"M019")
            continue;
        QString why;
        const QStringList flags = cli::typedFlags(m, catalog, &why);
        QVERIFY2(!flags.isEmpty(), qPrintable(why));
        // What a user knows: 25.6M parameters and 4.09G MACs (torchvision), no family, PyTorch -> eager.
        QVERIFY(flags.contains(u"--params"_s) && flags.contains(u"--macs"_s));
        QVERIFY(!flags.contains(u"--family"_s) && !flags.contains(u"--workload"_s));
        QCOMPARE(flags.at(flags.indexOf(u"--runtime"_s) + 1), u"eager"_s);
        QCOMPARE(flags.at(flags.indexOf(u"--batch"_s) + 1), u"1"_s);
        const Prediction p = cli::predictAsTyped(m, catalog);
        QVERIFY2(p.predictable, qPrintable(p.skipReason));
        // The floor: 50 layers × 3.5 operators × 50 µs = 8.75 ms, 114.3 images/s; the row measured 78.
        QVERIFY(qAbs(p.predicted - 1000.0 / 8.75) < 0.01);
        return;
    }
    QFAIL("M019 is not in the file");
}

void tst_AsTyped::rowsGoThroughTheEstimateFlags()
{
    // Every row either predicts or says why; a row the flags refuse names the flags.
    const Catalog &catalog = Catalog::builtIn();
    int predicted = 0;
    for (const Measurement &m : measurements()) {
        const Prediction p = cli::predictAsTyped(m, catalog);
        QCOMPARE(p.id, m.id);
        QVERIFY2(p.predictable || !p.skipReason.isEmpty(), qPrintable(m.id));
        QVERIFY2(!p.skipReason.contains(u"the flags are refused"), qPrintable(m.id + u": "_s + p.skipReason));
        predicted += p.predictable ? 1 : 0;
    }
    QVERIFY2(predicted >= 230, qPrintable(QString::number(predicted)));
}

void tst_AsTyped::tuneSetHoldsIssue7sBars()
{
    std::vector<Prediction> predictions;
    for (const Measurement &m : measurements())
        predictions.push_back(cli::predictAsTyped(m, Catalog::builtIn()));
    const ValidationSummary tune = summarize(predictions, false);
    report("as typed, tune set", tune);
    QVERIFY2(tune.overallMedian <= kMaxTuneMedian, qPrintable(QString::number(tune.overallMedian)));
    for (const auto &[category, median] : tune.medianByCategory)
        QVERIFY2(median <= kMaxTuneCategoryMedian, qPrintable(QStringLiteral("%1: %2").arg(category).arg(median)));
}

void tst_AsTyped::checkSetAgainstIssue12sTargets()
{
    std::vector<Prediction> predictions;
    for (const Measurement &m : measurements())
        predictions.push_back(cli::predictAsTyped(m, Catalog::builtIn()));
    const ValidationSummary check = summarize(predictions, true);
    report("as typed, check set", check);
    QVERIFY(check.predicted >= 40);
    double worstCategory = 0;
    for (const auto &[category, median] : check.medianByCategory)
        worstCategory = std::max(worstCategory, median);
    QVERIFY2(worstCategory <= kTargetCategoryMedian, qPrintable(QString::number(worstCategory)));
    // Not met yet: the median (ROCm vLLM's 2,048-token prompts on MI300X ~+50-95 %, the MLPerf L4/L40S
    // batch-1 conv-net rows 37-45 % slow) and the worst row, MLPerf BERT training with sequence packing
    // (M302, 2.2x slow; README, "Validation").
    // QEXPECT_FAIL keeps the targets in view: the day they hold, these lines fail and must go.
    QEXPECT_FAIL("", "issue 12's check-set median is not met yet (see the README's validation section)", Continue);
    QVERIFY2(check.overallMedian <= kTargetCheckMedian, qPrintable(QString::number(check.overallMedian)));
    QEXPECT_FAIL("", "a check-set row is off by more than 2x", Continue);
    QVERIFY2(check.maxRatio <= kTargetMaxRatio, qPrintable(QString::number(check.maxRatio)));
}

void tst_AsTyped::presetsAndTypedAgreeWhereTheyShould()
{
    // A decoder typed with its shape and parameters is the preset: the two ways of predicting a
    // Megatron-LM row give the same figure (M141, achieved TFLOP/s of GPT 1.7B on 48 H100).
    for (const Measurement &m : measurements()) {
        if (m.id != u"M141")
            continue;
        const Prediction typed = cli::predictAsTyped(m, Catalog::builtIn());
        const Prediction preset = predictMeasurement(m, Catalog::builtIn());
        QVERIFY2(typed.predictable && preset.predictable, qPrintable(typed.skipReason + preset.skipReason));
        QVERIFY2(qAbs(typed.predicted / preset.predicted - 1.0) < 0.05,
            qPrintable(QStringLiteral("%1 vs %2").arg(typed.predicted).arg(preset.predicted)));
        return;
    }
    QFAIL("M141 is not in the file");
}

QTEST_GUILESS_MAIN(tst_AsTyped)
#include "tst_astyped.moc"
