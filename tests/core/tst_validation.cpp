// FlopSheet's predictions against published measurements (tests/data/measurements.csv).
#include "core/catalog/catalog.h"
#include "core/validation/measurement.h"
#include "core/validation/validator.h"

#include "testutil.h"

#include <QFile>
#include <QTest>

using namespace flopsheet;

namespace {

// Acceptance bar for the default efficiency model: half the predictions within 25 % of the measurement.
// The data README puts framework-to-framework spread alone at 20-40 % per row.
constexpr double kMaxOverallMedian = 0.25;
constexpr int kMinPredictedRows = 100;

QString measurementsPath() { return QStringLiteral(FLOPSHEET_TEST_DATA "/measurements.csv"); }

} // namespace

class tst_Validation : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void predictsPublishedMeasurements();
    void medianAbsolute();
    void summarizeSkipsAndGroups();
    void malformedCsvNamesLineAndColumn_data();
    void malformedCsvNamesLineAndColumn();

private:
    std::vector<Measurement> m_measurements;
};

void tst_Validation::initTestCase()
{
    QFile file(measurementsPath());
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.errorString()));
    QString error;
    QVERIFY2(readMeasurements(QString::fromUtf8(file.readAll()), m_measurements, &error), qPrintable(error));
    // The data README: 136 rows in this copy.
    QCOMPARE(m_measurements.size(), size_t(136));
}

void tst_Validation::predictsPublishedMeasurements()
{
    const Catalog &catalog = Catalog::builtIn();
    std::vector<Prediction> predictions;
    predictions.reserve(m_measurements.size());
    for (const Measurement &m : m_measurements) {
        const Prediction p = predictMeasurement(m, catalog);
        QCOMPARE(p.id, m.id);
        if (p.predictable) {
            qInfo().noquote() << QStringLiteral("%1 | %2 | %3 | measured %4 | predicted %5 | error %6 %")
                                     .arg(p.id, p.category, p.quantity)
                                     .arg(p.measured, 0, 'g', 5)
                                     .arg(p.predicted, 0, 'g', 5)
                                     .arg(p.relativeError() * 100.0, 0, 'f', 1);
        } else {
            qInfo().noquote() << QStringLiteral("%1 | %2 | skipped: %3").arg(p.id, p.category, p.skipReason);
            QVERIFY2(!p.skipReason.trimmed().isEmpty(), qPrintable(p.id));
        }
        predictions.push_back(p);
    }

    const ValidationSummary s = summarize(predictions);
    for (const auto &[category, median] : s.medianByCategory)
        qInfo().noquote() << QStringLiteral("median |error| %1: %2 % over %3 rows")
                                 .arg(category)
                                 .arg(median * 100.0, 0, 'f', 1)
                                 .arg(s.countByCategory.at(category));
    qInfo().noquote() << QStringLiteral("median |error| overall: %1 % over %2 rows (%3 skipped)")
                             .arg(s.overallMedian * 100.0, 0, 'f', 1)
                             .arg(s.predicted)
                             .arg(s.skipped);

    QCOMPARE(s.predicted + s.skipped, int(m_measurements.size()));
    QVERIFY2(s.predicted >= kMinPredictedRows, qPrintable(QString::number(s.predicted)));
    QVERIFY2(s.overallMedian <= kMaxOverallMedian, qPrintable(QString::number(s.overallMedian)));
}

void tst_Validation::medianAbsolute()
{
    // Odd count: |−0.3|, 0.1, 0.2 sorted → 0.1, 0.2, 0.3; the median is 0.2.
    QCOMPARE(flopsheet::medianAbsolute({0.1, -0.3, 0.2}), 0.2);
    // Even count: 0.1, 0.2, 0.3, 0.5 → (0.2 + 0.3) / 2 = 0.25.
    FS_COMPARE_REL(flopsheet::medianAbsolute({-0.5, 0.1, 0.3, -0.2}), 0.25, 1e-12);
    QCOMPARE(flopsheet::medianAbsolute({}), 0.0);
}

void tst_Validation::summarizeSkipsAndGroups()
{
    auto prediction = [](const char *category, double measured, double predicted, bool predictable) {
        Prediction p;
        p.category = QLatin1String(category);
        p.measured = measured;
        p.predicted = predicted;
        p.predictable = predictable;
        if (!predictable)
            p.skipReason = QStringLiteral("test");
        return p;
    };
    // DLE errors +10 % and −30 %; LLM +50 %; the skipped row's numbers must not count.
    const ValidationSummary s = summarize({prediction("DLE", 100, 110, true), prediction("DLE", 100, 70, true),
                                           prediction("LLM", 10, 15, true), prediction("DLE", 1, 1000, false)});
    QCOMPARE(s.predicted, 3);
    QCOMPARE(s.skipped, 1);
    QCOMPARE(s.countByCategory.at(QStringLiteral("DLE")), 2);
    FS_COMPARE_REL(s.medianByCategory.at(QStringLiteral("DLE")), 0.2, 1e-12); // (0.1 + 0.3) / 2
    FS_COMPARE_REL(s.medianByCategory.at(QStringLiteral("LLM")), 0.5, 1e-12);
    FS_COMPARE_REL(s.overallMedian, 0.3, 1e-12); // 0.1, 0.3, 0.5
}

void tst_Validation::malformedCsvNamesLineAndColumn_data()
{
    const QString header = QStringLiteral("id,category,model,task,hardware,gpu_count,precision,batch_size,seq_or_io_len,"
                                          "metric,value,unit\n");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("mentions");

    // Line 3 has a stray quote in its third field ("Res"Net), at character column 11.
    QTest::newRow("stray quote")
        << header + QStringLiteral("M1,DLE,ResNet,training,A100,1,AMP,256,,throughput,2470,images/s\n"
                                   "M2,DLE,Res\"Net,training,A100,1,AMP,256,,throughput,2470,images/s\n")
        << QStringList{QStringLiteral("line 3"), QStringLiteral("column 11")};
    // Line 2's value (column 11) is not a number.
    QTest::newRow("value not a number")
        << header + QStringLiteral("M1,DLE,ResNet,training,A100,1,AMP,256,,throughput,fast,images/s\n")
        << QStringList{QStringLiteral("line 2"), QStringLiteral("column 11")};
    // A header without the "value" column.
    QTest::newRow("missing column") << QStringLiteral("id,category\nM1,DLE\n") << QStringList{QStringLiteral("line 1")};
}

void tst_Validation::malformedCsvNamesLineAndColumn()
{
    QFETCH(QString, text);
    QFETCH(QStringList, mentions);
    std::vector<Measurement> rows;
    QString error;
    QVERIFY(!readMeasurements(text, rows, &error));
    QVERIFY(rows.empty());
    for (const QString &mention : mentions)
        QVERIFY2(error.contains(mention), qPrintable(QStringLiteral("\"%1\" does not name %2").arg(error, mention)));
}

QTEST_GUILESS_MAIN(tst_Validation)
#include "tst_validation.moc"
