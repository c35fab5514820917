// Calibrations in project files (format 3) and the step-time CSV import (issue 7).
#include "../core/textencodings.h"
#include "core/document/project.h"
#include "core/io/projectfile.h"
#include "core/io/steptimes.h"

#include <QBuffer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace flopsheet;

namespace {

QList<Calibration> twoCalibrations()
{
    Calibration a;
    a.workloadName = QStringLiteral("Llama 2 7B");
    a.gpuId = QStringLiteral("h100-sxm");
    a.gpuName = QStringLiteral("H100-SXM");
    a.gpuCount = 8;
    a.precision = Precision::BF16;
    a.batchPerGpu = 2;
    a.quantity = MeasuredQuantity::TokensPerS;
    a.value = 25000.5;
    a.note = QStringLiteral("训练日志 week 3");
    Calibration b;
    b.workloadName = QStringLiteral("ResNet-50");
    b.gpuName = QStringLiteral("My card"); // a GPU without a catalog id
    b.precision = Precision::FP32;
    b.batchPerGpu = 128;
    b.quantity = MeasuredQuantity::StepSeconds;
    b.value = 0.4123;
    b.samplesPerStep = 512;
    return { a, b };
}

ProjectData withCalibrations()
{
    ProjectData data;
    data.calibrations = twoCalibrations();
    return data;
}

// The project's JSON with one calibration key set to a value (or removed when value is undefined).
QByteArray withCalibrationKey(const QString &key, const QJsonValue &value)
{
    QJsonObject root = projectToJson(withCalibrations());
    QJsonArray list = root.value(u"calibrations").toArray();
    QJsonObject first = list.at(0).toObject();
    if (value.isUndefined())
        first.remove(key);
    else
        first[key] = value;
    list[0] = first;
    root[u"calibrations"] = list;
    return QJsonDocument(root).toJson();
}

} // namespace

class tst_CalibrationFile : public QObject {
    Q_OBJECT
private slots:
    void roundTrip();
    void savedWithTheProject();
    void olderVersionsRead();
    void refuses_data();
    void refuses();
    void stepTimes_data();
    void stepTimes();
    void stepTimeErrors_data();
    void stepTimeErrors();
    void stepTimesInOtherEncodings_data();
    void stepTimesInOtherEncodings();
    void warmup_data();
    void warmup();
    void summary();
};

void tst_CalibrationFile::roundTrip()
{
    const QJsonObject root = projectToJson(withCalibrations());
    QCOMPARE(root.value(u"formatVersion").toInt(), kProjectFormatVersion);
    const QJsonObject first = root.value(u"calibrations").toArray().at(0).toObject();
    QCOMPARE(first.value(u"workload").toString(), QStringLiteral("Llama 2 7B"));
    QCOMPARE(first.value(u"gpuId").toString(), QStringLiteral("h100-sxm"));
    QCOMPARE(first.value(u"quantity").toString(), QStringLiteral("tokens_per_s"));
    QCOMPARE(first.value(u"precision").toString(), QStringLiteral("bf16"));
    QVERIFY(first.value(u"samplesPerStep").isNull()); // unknown is written as null

    QBuffer buffer;
    buffer.open(QIODevice::ReadWrite);
    QString error;
    QVERIFY(writeProject(withCalibrations(), buffer, &error));
    ProjectData back;
    QVERIFY2(readProject(buffer.data(), back, &error), qPrintable(error));
    QCOMPARE(back.calibrations, twoCalibrations());
    // Save, load and save give the same bytes.
    QBuffer again;
    again.open(QIODevice::ReadWrite);
    QVERIFY(writeProject(back, again, &error));
    QCOMPARE(again.data(), buffer.data());
}

void tst_CalibrationFile::savedWithTheProject()
{
    QTemporaryDir dir;
    Project project;
    project.reset({}, {}, {}, {}, twoCalibrations());
    const QString file = dir.filePath(QStringLiteral("plan.flopsheet"));
    QString error;
    QVERIFY2(saveProject(project, file, &error), qPrintable(error));
    ProjectData loaded;
    QVERIFY2(loadProject(file, loaded, &error), qPrintable(error));
    QCOMPARE(loaded.calibrations, twoCalibrations());
}

void tst_CalibrationFile::olderVersionsRead()
{
    // Versions 1 and 2 have no calibrations: they read as before, with none.
    for (int version : { 1, 2 }) {
        QJsonObject root = projectToJson(ProjectData {});
        root[u"formatVersion"] = version;
        root.remove(u"calibrations");
        ProjectData out;
        QString error;
        QVERIFY2(readProject(QJsonDocument(root).toJson(), out, &error), qPrintable(error));
        QVERIFY(out.calibrations.isEmpty());
    }
}

void tst_CalibrationFile::refuses_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QJsonValue>("value");
    QTest::addColumn<QString>("error");
    const QJsonValue remove = QJsonValue(QJsonValue::Undefined);
    QTest::newRow("no workload") << u"workload"_qs << remove << u"calibrations[0].workload: is missing"_qs;
    QTest::newRow("no value") << u"value"_qs << remove << u"calibrations[0].value: is missing"_qs;
    QTest::newRow("null value") << u"value"_qs << QJsonValue(QJsonValue::Null)
                                << u"calibrations[0].value: is missing"_qs;
    QTest::newRow("zero value") << u"value"_qs << QJsonValue(0)
                                << u"calibrations[0].value: must be a positive number"_qs;
    QTest::newRow("text value") << u"value"_qs << QJsonValue(u"fast"_qs)
                                << u"calibrations[0].value: must be a number, not a string"_qs;
    QTest::newRow("no GPUs") << u"gpuCount"_qs << QJsonValue(0)
                             << u"calibrations[0].gpuCount: must be a positive number"_qs;
    QTest::newRow("half a batch") << u"batchPerGpu"_qs << QJsonValue(2.5)
                                  << u"calibrations[0].batchPerGpu: must be a whole number"_qs;
    QTest::newRow("bad quantity")
        << u"quantity"_qs << QJsonValue(u"flops"_qs)
        << u"calibrations[0].quantity: \"flops\" is not one of samples_per_s, tokens_per_s, step_seconds"_qs;
    QTest::newRow("bad precision")
        << u"precision"_qs << QJsonValue(u"fp64"_qs)
        << u"calibrations[0].precision: \"fp64\" is not one of fp32, tf32, fp16, bf16, fp8, int8, fp4"_qs;
    QTest::newRow("negative samples per step")
        << u"samplesPerStep"_qs << QJsonValue(-4) << u"calibrations[0].samplesPerStep: must be a positive number"_qs;
}

void tst_CalibrationFile::refuses()
{
    QFETCH(QString, key);
    QFETCH(QJsonValue, value);
    QFETCH(QString, error);
    ProjectData out;
    out.calibrations = { Calibration {} };
    QString message;
    QVERIFY(!readProject(withCalibrationKey(key, value), out, &message));
    QCOMPARE(message, error);
    QCOMPARE(out.calibrations.size(), 1); // untouched
}

void tst_CalibrationFile::stepTimes_data()
{
    QTest::addColumn<QByteArray>("csv");
    QTest::addColumn<QList<double>>("seconds");
    QTest::newRow("one per line") << QByteArray("0.52\n0.41\r\n\n0.40\n") << QList<double> { 0.52, 0.41, 0.40 };
    QTest::newRow("a column") << QByteArray("step,step_seconds,loss\n1,0.5,2.3\n2,\"0.25\",2.1\n")
                              << QList<double> { 0.5, 0.25 };
    QTest::newRow("one named column") << QByteArray("\xEF\xBB\xBFseconds\n1.5\n1e0\n") << QList<double> { 1.5, 1.0 };
    QTest::newRow("column case") << QByteArray("Step_Seconds\n2\n") << QList<double> { 2.0 };
}

void tst_CalibrationFile::stepTimes()
{
    QFETCH(QByteArray, csv);
    QFETCH(QList<double>, seconds);
    const StepTimes times = parseStepTimes(csv);
    QVERIFY2(times.ok(), qPrintable(times.error));
    QCOMPARE(times.seconds, seconds);
}

void tst_CalibrationFile::stepTimeErrors_data()
{
    QTest::addColumn<QByteArray>("csv");
    QTest::addColumn<QString>("error");
    QTest::newRow("empty") << QByteArray("\n\n") << u"the file holds no step times"_qs;
    QTest::newRow("header only") << QByteArray("step_seconds\n") << u"the file holds no step times"_qs;
    QTest::newRow("not a number") << QByteArray("0.5\n0.4\nabc\n") << u"line 3: \"abc\" is not a number of seconds"_qs;
    QTest::newRow("negative") << QByteArray("0.5\n-0.4\n") << u"line 2: a step time must be positive, not -0.4"_qs;
    QTest::newRow("zero") << QByteArray("step_seconds\n0\n") << u"line 2: a step time must be positive, not 0"_qs;
    QTest::newRow("no column") << QByteArray("step,loss\n1,2.3\n")
                               << u"line 1: no step_seconds column (the header has step, loss)"_qs;
    QTest::newRow("no header") << QByteArray("1,0.5\n2,0.4\n")
                               << u"line 1: several columns but no header naming the step_seconds column"_qs;
    QTest::newRow("ragged") << QByteArray("step_seconds,loss\n0.5\n")
                            << u"line 2, column 4: a record with a different number of fields than the header"_qs;
    QTest::newRow("latin-1") << QByteArray("step_seconds\n0.5\n\xe9\n") << u"line 3 is not UTF-8 text"_qs;
}

void tst_CalibrationFile::stepTimesInOtherEncodings_data()
{
    test::addOtherEncodingRows();
}

void tst_CalibrationFile::stepTimesInOtherEncodings()
{
    // A log a Windows script wrote with PowerShell's ">" is UTF-16: named, not read as odd numbers (issue 18).
    QFETCH(int, encoding);
    QFETCH(bool, bom);
    QFETCH(QString, named);
    QTemporaryDir dir;
    QFile file(dir.filePath(QStringLiteral("steps.csv")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(test::encodedAs(u"step,step_seconds\n1,0.52\n2,0.41\n3,0.40\n"_qs, encoding, bom));
    file.close();
    const StepTimes times = readStepTimes(file.fileName());
    QCOMPARE(times.error, test::otherEncodingMessage(named));
    QVERIFY(times.seconds.isEmpty());
}

void tst_CalibrationFile::stepTimeErrors()
{
    QFETCH(QByteArray, csv);
    QFETCH(QString, error);
    const StepTimes times = parseStepTimes(csv);
    QCOMPARE(times.error, error);
    QVERIFY(times.seconds.isEmpty());
}

void tst_CalibrationFile::warmup_data()
{
    QTest::addColumn<int>("steps");
    QTest::addColumn<int>("warmup");
    QTest::newRow("1") << 1 << 0;
    QTest::newRow("2") << 2 << 0;
    QTest::newRow("3") << 3 << 1;
    QTest::newRow("19") << 19 << 1;
    QTest::newRow("25") << 25 << 2;
    QTest::newRow("100") << 100 << 10;
    QTest::newRow("5000") << 5000 << 20;
}

void tst_CalibrationFile::warmup()
{
    QFETCH(int, steps);
    QFETCH(int, warmup);
    QCOMPARE(warmupSteps(steps), warmup);
}

void tst_CalibrationFile::summary()
{
    // 20 steps: the first two (10 % of 20) are warm-up, 9.0 s and 3.0 s. Of the other 18, sorted,
    // 0.40 (×8), 0.41, 0.43, 0.44 (×7), 2.5: the median is the mean of the 9th and 10th, (0.41 + 0.43) / 2.
    QList<double> seconds { 9.0, 3.0 };
    for (int i = 0; i < 8; ++i)
        seconds << 0.40;
    seconds << 0.43 << 2.5 << 0.41;
    for (int i = 0; i < 7; ++i)
        seconds << 0.44;
    const StepTimeSummary s = summarizeStepTimes(seconds);
    QCOMPARE(s.total, 20);
    QCOMPARE(s.warmup, 2);
    QVERIFY(s.ok());
    QCOMPARE(s.medianSeconds, (0.41 + 0.43) / 2);
    QCOMPARE(stepTimeNote(QStringLiteral("steps.csv"), s),
        QStringLiteral("steps.csv: median 0.42 s of 18 steps after dropping the first 2 as warm-up"));
    QVERIFY(!summarizeStepTimes({}).ok());
}

QTEST_GUILESS_MAIN(tst_CalibrationFile)
#include "tst_calibrationfile.moc"
