// The local GPU (issue 7): NVML loaded at run time. This machine has no NVIDIA driver, so the absent
// library and a library without NVML's symbols are tested for real; the reading code runs against a
// stand-in library (fakenvml.cpp) with known figures. Also: mapping NVML's names to catalog GPUs, and
// the monitor's history.
#include "../core/testutil.h"

#include "core/catalog/catalog.h"
#include "core/monitor/gpumatch.h"
#include "core/monitor/monitorhistory.h"
#include "core/monitor/nvml.h"

#include <QTest>

using namespace flopsheet;

class tst_Nvml : public QObject {
    Q_OBJECT
private slots:
    void missingLibrary();
    void libraryWithoutNvml();
    void thisMachine();
    void readsEveryFigure();
    void initialisationFails();
    void catalogMatch_data();
    void catalogMatch();
    void unknownGpu();
    void hardwareRow();
    void history();
};

void tst_Nvml::missingLibrary()
{
    const Nvml nvml(QStringLiteral("/nonexistent/libnvidia-ml.so.1"));
    QVERIFY(!nvml.isAvailable());
    QVERIFY2(nvml.unavailableReason().startsWith(QStringLiteral("NVML not found: no NVIDIA driver on this machine")),
        qPrintable(nvml.unavailableReason()));
    QCOMPARE(nvml.deviceCount(), 0);
    QVERIFY(nvml.readAll().isEmpty());
    QVERIFY(!nvml.read(0).ok());
}

void tst_Nvml::libraryWithoutNvml()
{
    // zlib is on every Debian system (Qt itself needs it) and has none of NVML's symbols.
    const Nvml nvml(QStringLiteral("libz.so.1"));
    QVERIFY(!nvml.isAvailable());
    QVERIFY2(nvml.unavailableReason().contains(QStringLiteral("is not a usable NVML: it has no nvmlInit_v2")),
        qPrintable(nvml.unavailableReason()));
    QCOMPARE(nvml.deviceCount(), 0);
}

void tst_Nvml::thisMachine()
{
    // The default loader (libnvidia-ml.so.1) either works or says why; it never throws or crashes.
    const Nvml nvml;
    if (nvml.isAvailable()) {
        QVERIFY(nvml.unavailableReason().isEmpty());
        for (const GpuReading &r : nvml.readAll())
            QVERIFY2(r.ok() && !r.name.isEmpty(), qPrintable(r.error));
    } else {
        QVERIFY2(nvml.unavailableReason().startsWith(QStringLiteral("NVML not found"))
                || nvml.unavailableReason().startsWith(QStringLiteral("NVML could not start")),
            qPrintable(nvml.unavailableReason()));
    }
}

void tst_Nvml::readsEveryFigure()
{
    const Nvml nvml(QStringLiteral(FLOPSHEET_FAKE_NVML));
    QVERIFY2(nvml.isAvailable(), qPrintable(nvml.unavailableReason()));
    QCOMPARE(nvml.deviceCount(), 2);
    const QList<GpuReading> readings = nvml.readAll();
    QCOMPARE(readings.size(), 2);
    const GpuReading &h100 = readings[0];
    QVERIFY(h100.ok());
    QCOMPARE(h100.index, 0);
    QCOMPARE(h100.name, QStringLiteral("NVIDIA H100 80GB HBM3"));
    QCOMPARE(h100.memoryTotalBytes, 85520809984.0); // bytes, as NVML gives them
    QCOMPARE(h100.memoryUsedBytes, 4294967296.0);
    QCOMPARE(h100.utilizationPercent, 87.0);
    QCOMPARE(h100.memoryUtilizationPercent, 35.0);
    QCOMPARE(h100.powerW, 312.5); // NVML reports milliwatts
    QCOMPARE(h100.temperatureC, 61.0);
    // A board without a power sensor still gives everything else.
    const GpuReading &t4 = readings[1];
    QCOMPARE(t4.name, QStringLiteral("Tesla T4"));
    QVERIFY(!isKnown(t4.powerW));
    QCOMPARE(t4.temperatureC, 38.0);
    // An index past the last device is an error for that reading only.
    const GpuReading missing = nvml.read(5);
    QVERIFY(!missing.ok());
    QVERIFY(missing.error.contains(QStringLiteral("GPU 5")));
}

void tst_Nvml::initialisationFails()
{
    qputenv("FLOPSHEET_FAKE_NVML_INIT", "9");
    const Nvml nvml(QStringLiteral(FLOPSHEET_FAKE_NVML));
    qunsetenv("FLOPSHEET_FAKE_NVML_INIT");
    QVERIFY(!nvml.isAvailable());
    QCOMPARE(nvml.unavailableReason(), QStringLiteral("NVML could not start: Driver Not Loaded (NVML error 9)"));
    QCOMPARE(nvml.deviceCount(), 0);
}

void tst_Nvml::catalogMatch_data()
{
    // Names as nvidia-smi and NVML report them for these boards; memory as NVML's total, in GiB.
    QTest::addColumn<QString>("reported");
    QTest::addColumn<double>("memoryGiB");
    QTest::addColumn<QString>("id");
    QTest::newRow("H100 SXM") << QStringLiteral("NVIDIA H100 80GB HBM3") << 79.6 << QStringLiteral("h100-sxm");
    QTest::newRow("H100 PCIe") << QStringLiteral("NVIDIA H100 PCIe") << 79.6 << QStringLiteral("h100-pcie");
    QTest::newRow("H200") << QStringLiteral("NVIDIA H200") << 140.4 << QStringLiteral("h200-sxm");
    QTest::newRow("A100 SXM 80") << QStringLiteral("NVIDIA A100-SXM4-80GB") << 80.0 << QStringLiteral("a100-80gb-sxm");
    QTest::newRow("A100 SXM 40") << QStringLiteral("NVIDIA A100-SXM4-40GB") << 40.0 << QStringLiteral("a100-40gb-sxm");
    QTest::newRow("A100 PCIe 80") << QStringLiteral("NVIDIA A100 80GB PCIe") << 80.0
                                  << QStringLiteral("a100-80gb-pcie");
    QTest::newRow("T4") << QStringLiteral("Tesla T4") << 15.0 << QStringLiteral("t4");
    QTest::newRow("V100 16") << QStringLiteral("Tesla V100-SXM2-16GB") << 15.8 << QStringLiteral("v100-sxm2-16gb");
    QTest::newRow("V100 32") << QStringLiteral("Tesla V100-SXM2-32GB") << 31.7 << QStringLiteral("v100-sxm2-32gb");
    QTest::newRow("A10G") << QStringLiteral("NVIDIA A10G") << 22.5 << QStringLiteral("a10g");
    QTest::newRow("A10") << QStringLiteral("NVIDIA A10") << 22.5 << QStringLiteral("a10");
    QTest::newRow("L4") << QStringLiteral("NVIDIA L4") << 22.5 << QStringLiteral("l4");
    QTest::newRow("L40S") << QStringLiteral("NVIDIA L40S") << 45.0 << QStringLiteral("l40s");
    QTest::newRow("RTX 4090") << QStringLiteral("NVIDIA GeForce RTX 4090") << 24.0 << QStringLiteral("rtx-4090");
    QTest::newRow("RTX 3090") << QStringLiteral("NVIDIA GeForce RTX 3090") << 24.0 << QStringLiteral("rtx-3090");
    QTest::newRow("GH200") << QStringLiteral("NVIDIA GH200 480GB") << 95.0 << QStringLiteral("gh200");
    QTest::newRow("B200") << QStringLiteral("NVIDIA B200") << 179.0 << QStringLiteral("b200");
}

void tst_Nvml::catalogMatch()
{
    QFETCH(QString, reported);
    QFETCH(double, memoryGiB);
    QFETCH(QString, id);
    const std::optional<GpuMatch> match = closestCatalogGpu(Catalog::builtIn(), reported, memoryGiB);
    QVERIFY(match);
    QCOMPARE(match->id, id);
    QVERIFY(match->sameModel);
}

void tst_Nvml::unknownGpu()
{
    // Not in the catalog: the closest id by edit distance, marked as another model.
    const std::optional<GpuMatch> match
        = closestCatalogGpu(Catalog::builtIn(), QStringLiteral("NVIDIA GeForce GTX 1080"));
    QVERIFY(match);
    QVERIFY(!match->sameModel);
    QVERIFY(Catalog::builtIn().gpu(match->id));
    QVERIFY(!closestCatalogGpu(Catalog(), QStringLiteral("NVIDIA H100 80GB HBM3")));
}

void tst_Nvml::hardwareRow()
{
    const Gpu &h100 = *Catalog::builtIn().gpu(u"h100-sxm");
    const HardwareEntry row = localHardwareEntry(h100, QStringLiteral("NVIDIA H100 80GB HBM3"), 8, true);
    QCOMPARE(row.gpu.id, QStringLiteral("h100-sxm"));
    QCOMPARE(row.count, 8);
    QVERIFY(row.included);
    QVERIFY(row.gpu.notes.startsWith(
        QStringLiteral("Detected on this machine through NVML as \"NVIDIA H100 80GB HBM3\".")));
    for (std::size_t i = 0; i < h100.peakTflops.size(); ++i) // H100 has no FP4 peak: both unknown (NaN)
        QVERIFY(row.gpu.peakTflops[i] == h100.peakTflops[i]
            || (!isKnown(row.gpu.peakTflops[i]) && !isKnown(h100.peakTflops[i])));
    const HardwareEntry guessed = localHardwareEntry(h100, QStringLiteral("Some GPU"), 0, false);
    QCOMPARE(guessed.count, 1);
    QVERIFY(guessed.gpu.notes.contains(QStringLiteral("check them")));
}

void tst_Nvml::history()
{
    MonitorHistory history(3);
    for (int i = 0; i < 5; ++i) {
        GpuReading r;
        r.utilizationPercent = 10.0 * i;
        r.memoryUsedBytes = double(i) * 1024 * 1024 * 1024;
        r.memoryTotalBytes = 80.0 * 1024 * 1024 * 1024;
        r.powerW = i == 3 ? kUnknown : 100.0 + i;
        r.temperatureC = 40 + i;
        history.append(i, r);
    }
    QCOMPARE(history.size(), 3); // the oldest two dropped
    QList<double> x;
    QList<double> y;
    history.series(MonitorHistory::Metric::Utilization, &x, &y);
    QCOMPARE(x, (QList<double> { 2, 3, 4 }));
    QCOMPARE(y, (QList<double> { 20, 30, 40 }));
    history.series(MonitorHistory::Metric::MemoryUsedGiB, &x, &y);
    QCOMPARE(y, (QList<double> { 2, 3, 4 }));
    history.series(MonitorHistory::Metric::PowerW, &x, &y); // the missing reading is left out
    QCOMPARE(x, (QList<double> { 2, 4 }));
    QCOMPARE(y, (QList<double> { 102, 104 }));
    QCOMPARE(history.memoryTotalGiB(), 80.0);
    QCOMPARE(history.latest().temperatureC, 44.0);
    history.clear();
    QVERIFY(!isKnown(history.memoryTotalGiB()));
}

QTEST_GUILESS_MAIN(tst_Nvml)
#include "tst_nvml.moc"
