// The built-in catalog's datasheet figures, user catalog merging and its refusals, id suggestions.
#include "core/catalog/catalog.h"
#include "core/estimate/estimator.h"

#include "testutil.h"

#include <QTest>

#include <cmath>

using namespace flopsheet;

Q_DECLARE_METATYPE(flopsheet::Precision)

namespace {

const Gpu &builtInGpu(const char *id)
{
    const Gpu *gpu = Catalog::builtIn().gpu(QString::fromLatin1(id));
    if (!gpu)
        qFatal("built-in GPU %s missing", id);
    return *gpu;
}

// A workload that any GPU with a peak can estimate: a 1B decoder known by its parameter count.
Workload smallDecoder()
{
    Workload w;
    w.id = QStringLiteral("small");
    w.family = WorkloadFamily::Decoder;
    w.params = 1e9;
    w.seqLen = 2048;
    return w;
}

// A complete, valid user GPU entry with one field replaced by raw JSON text.
QByteArray userGpu(const QByteArray &id, const QByteArray &memory = "24")
{
    return "{\"id\": \"" + id + "\", \"name\": \"Test GPU\", \"memoryGB\": " + memory
        + ", \"memoryBandwidthGBps\": 1000, \"peakTflops\": {\"bf16\": 100}, \"specSource\": \"test\"}";
}

} // namespace

class tst_Catalog : public QObject {
    Q_OBJECT

private slots:
    void hasExpectedGpus_data();
    void hasExpectedGpus();
    void datasheetPeaks_data();
    void datasheetPeaks();
    void t4HasNoBf16();
    void memoryIsWhatProgramsSee_data();
    void memoryIsWhatProgramsSee();
    void gpuWithoutComputeFiguresIsRefused();
    void everyEntryHasASource();
    void mergeOverridesAndAdds();
    void mergeRefusesMalformed_data();
    void mergeRefusesMalformed();
    void closestIds();
    void editDistance();
};

void tst_Catalog::hasExpectedGpus_data()
{
    QTest::addColumn<QString>("id");
    for (const char *id : { "t4", "v100-sxm2-16gb", "a100-80gb-sxm", "h100-sxm", "h200-sxm", "l4", "l40s", "rtx-4090",
             "mi300x", "tpu-v5e" })
        QTest::newRow(id) << QString::fromLatin1(id);
}

void tst_Catalog::hasExpectedGpus()
{
    QFETCH(QString, id);
    const Gpu *gpu = Catalog::builtIn().gpu(id);
    QVERIFY2(gpu, qPrintable(id));
    QCOMPARE(gpu->id, id);
    QVERIFY(gpu->memoryGiB > 0);
}

void tst_Catalog::datasheetPeaks_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<Precision>("precision");
    QTest::addColumn<double>("expected");

    // NVIDIA A100 datasheet (dense, without sparsity): BF16 312 TFLOPS, TF32 156, FP32 19.5.
    QTest::newRow("a100 bf16") << QStringLiteral("a100-80gb-sxm") << Precision::BF16 << 312e12;
    QTest::newRow("a100 tf32") << QStringLiteral("a100-80gb-sxm") << Precision::TF32 << 156e12;
    QTest::newRow("a100 fp32") << QStringLiteral("a100-80gb-sxm") << Precision::FP32 << 19.5e12;
    // NVIDIA H100 SXM datasheet: BF16 1,979 TFLOPS with sparsity, i.e. 989.5 dense; FP8 3,958 → 1,979.
    QTest::newRow("h100 bf16") << QStringLiteral("h100-sxm") << Precision::BF16 << 989.5e12;
    QTest::newRow("h100 fp8") << QStringLiteral("h100-sxm") << Precision::FP8 << 1979e12;
    // NVIDIA T4 datasheet: FP16 65 TFLOPS, INT8 130 TOPS, FP32 8.1.
    QTest::newRow("t4 fp16") << QStringLiteral("t4") << Precision::FP16 << 65e12;
    QTest::newRow("t4 int8") << QStringLiteral("t4") << Precision::INT8 << 130e12;
    QTest::newRow("t4 fp32") << QStringLiteral("t4") << Precision::FP32 << 8.1e12;
}

void tst_Catalog::datasheetPeaks()
{
    QFETCH(QString, id);
    QFETCH(Precision, precision);
    QFETCH(double, expected);
    const Gpu *gpu = Catalog::builtIn().gpu(id);
    QVERIFY(gpu);
    const std::optional<double> peak = gpu->peakFlops(precision);
    QVERIFY(peak.has_value());
    FS_COMPARE_REL(*peak, expected, 1e-12);
}

void tst_Catalog::t4HasNoBf16()
{
    // Turing tensor cores have no BF16 (T4 datasheet lists FP16, INT8, INT4 only): refuse rather than guess.
    const Gpu &t4 = builtInGpu("t4");
    QVERIFY(!t4.peakFlops(Precision::BF16).has_value());

    Scenario sc;
    sc.precision = Precision::BF16;
    sc.tokens = 1e10;
    sc.mfu = 0.5;
    const Estimate refused = estimate(smallDecoder(), t4, sc);
    QCOMPARE(refused.error, EstimateError::PrecisionUnsupported);
    QVERIFY(!refused.ok());
    QVERIFY(!errorMessage(refused.error, t4.name, sc.precision).isEmpty());

    sc.precision = Precision::FP16;
    const Estimate accepted = estimate(smallDecoder(), t4, sc);
    QVERIFY(accepted.ok());
    FS_COMPARE_REL(accepted.peakFlopsUsed, 65e12, 1e-12);
}

void tst_Catalog::memoryIsWhatProgramsSee_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<double>("smiMiB"); // the total nvidia-smi reports, ECC in its default state
    // Data-center GDDR parts run ECC, which keeps 1/16 of the memory (T4: 16 GB on the datasheet, 15,360 MiB
    // to programs; Exafunction, "Increase usable cloud GPU memory by up to 6.6% through disabling ECC").
    QTest::newRow("t4") << QStringLiteral("t4") << 15360.0;
    QTest::newRow("a10") << QStringLiteral("a10") << 23028.0;
    QTest::newRow("a10g") << QStringLiteral("a10g") << 23028.0;
    QTest::newRow("l4") << QStringLiteral("l4") << 23034.0;
    QTest::newRow("l40s") << QStringLiteral("l40s") << 46068.0;
    // HBM keeps its check bits beside the data: the datasheet's "80 GB" is 80 GiB.
    QTest::newRow("a100-80gb-sxm") << QStringLiteral("a100-80gb-sxm") << 81920.0;
    QTest::newRow("v100-sxm2-32gb") << QStringLiteral("v100-sxm2-32gb") << 32768.0;
    // But not every HBM part's marketing figure is GiB: the H100's "80 GB" shows as 81,559 MiB and the H200's
    // "141 GB" as 143,771 MiB in the nvidia-smi output of public logs ("NVIDIA H100 80GB HBM3 ... 81559MiB",
    // "NVIDIA H200 ... 143771MiB"); a serving batch sized to 80 or 141 GiB overflows them.
    QTest::newRow("h100-sxm") << QStringLiteral("h100-sxm") << 81559.0;
    QTest::newRow("h200-sxm") << QStringLiteral("h200-sxm") << 143771.0;
}

void tst_Catalog::memoryIsWhatProgramsSee()
{
    // The capacity every fit is checked against is within 0.1 GiB of what a program is given (it was the
    // datasheet's figure, and a model filling 23.97 GiB of an L4 was shown to fit).
    QFETCH(QString, id);
    QFETCH(double, smiMiB);
    const Gpu *gpu = Catalog::builtIn().gpu(id);
    QVERIFY2(gpu, qPrintable(id));
    QVERIFY2(std::abs(gpu->memoryGiB - smiMiB / 1024.0) < 0.1,
        qPrintable(QStringLiteral("%1: %2 GiB, nvidia-smi %3 GiB").arg(id).arg(gpu->memoryGiB).arg(smiMiB / 1024.0)));
}

void tst_Catalog::gpuWithoutComputeFiguresIsRefused()
{
    // AWS documents the A10G's memory but NVIDIA publishes no compute figures for it.
    const Gpu &a10g = builtInGpu("a10g");
    for (Precision p : kAllPrecisions)
        QVERIFY(!a10g.peakFlops(p).has_value());
    Scenario sc;
    sc.tokens = 1e10;
    sc.mfu = 0.5;
    for (Precision p : { Precision::BF16, Precision::FP16, Precision::FP32 }) {
        sc.precision = p;
        QCOMPARE(estimate(smallDecoder(), a10g, sc).error, EstimateError::NoComputeFigures);
    }
}

void tst_Catalog::everyEntryHasASource()
{
    const Catalog &c = Catalog::builtIn();
    QVERIFY(!c.gpus().empty());
    QVERIFY(!c.workloads().empty());
    // Each stands on its own, with an address: a plan, and the report's appendix, carry only the GPU types
    // they include, so "(as above)" would point at a row that is not there.
    for (const Gpu &g : c.gpus())
        QVERIFY2(g.specSource.contains(u"https://"_qs), qPrintable(g.id + u": "_qs + g.specSource));
    for (const Workload &w : c.workloads())
        QVERIFY2(!w.source.trimmed().isEmpty(), qPrintable(w.id));
    // Ids are unique: a duplicate would make one entry unreachable.
    QStringList ids;
    for (const Gpu &g : c.gpus())
        ids << g.id;
    ids.removeDuplicates();
    QCOMPARE(qsizetype(c.gpus().size()), ids.size());
}

void tst_Catalog::mergeOverridesAndAdds()
{
    Catalog c = Catalog::builtIn();
    const size_t before = c.gpus().size();
    const QByteArray json = "{\"formatVersion\": 1, \"gpus\": ["
                            "{\"id\": \"h100-sxm\", \"name\": \"H100 (our price)\", \"memoryGB\": 80,"
                            " \"memoryBandwidthGBps\": 3350, \"peakTflops\": {\"bf16\": 989.5},"
                            " \"pricePerHourUsd\": 2.0, \"specSource\": \"our contract\"},"
        + userGpu("lab-gpu") + "]}";
    QString error;
    QVERIFY2(c.merge(json, &error), qPrintable(error));
    QVERIFY(error.isEmpty());
    QCOMPARE(c.gpus().size(), before + 1);

    const Gpu *h100 = c.gpu(u"h100-sxm");
    QVERIFY(h100);
    QCOMPARE(h100->name, QStringLiteral("H100 (our price)"));
    QCOMPARE(h100->pricePerHourUsd, 2.0);
    const Gpu *added = c.gpu(u"lab-gpu");
    QVERIFY(added);
    QCOMPARE(added->memoryGiB, 24.0);
    FS_COMPARE_REL(*added->peakFlops(Precision::BF16), 100e12, 1e-12);

    // The built-in catalog itself is untouched by merging into a copy.
    QVERIFY(Catalog::builtIn().gpu(u"lab-gpu") == nullptr);
    QVERIFY(Catalog::builtIn().gpu(u"h100-sxm")->pricePerHourUsd != 2.0);
}

void tst_Catalog::mergeRefusesMalformed_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QStringList>("errorMentions"); // what the message must name

    QTest::newRow("bad syntax") << QByteArray("{\"formatVersion\": 1, \"gpus\": [") << QStringList();
    QTest::newRow("formatVersion 2") << QByteArray("{\"formatVersion\": 2, \"gpus\": []}")
                                     << QStringList { QStringLiteral("formatVersion") };
    QTest::newRow("no formatVersion") << QByteArray("{\"gpus\": []}")
                                      << QStringList { QStringLiteral("formatVersion") };
    QTest::newRow("memoryGB as string") << QByteArray("{\"formatVersion\": 1, \"gpus\": [" + userGpu("x1", "\"80\"")
        + "]}") << QStringList { QStringLiteral("gpus[0]"), QStringLiteral("memoryGB") };
    QTest::newRow("negative memory") << QByteArray("{\"formatVersion\": 1, \"gpus\": [" + userGpu("x1", "-80") + "]}")
                                     << QStringList { QStringLiteral("gpus[0]"), QStringLiteral("memoryGB") };
    QTest::newRow("missing id") << QByteArray("{\"formatVersion\": 1, \"gpus\": [{\"memoryGB\": 24}]}")
                                << QStringList { QStringLiteral("gpus[0]"), QStringLiteral("id") };
    // The second entry is broken: the first, valid one must not be merged either.
    QTest::newRow("second entry broken") << QByteArray("{\"formatVersion\": 1, \"gpus\": [" + userGpu("ok-gpu") + ", "
        + userGpu("x2", "\"80\"") + "]}") << QStringList { QStringLiteral("gpus[1]"), QStringLiteral("memoryGB") };
    QTest::newRow("negative peak") << QByteArray("{\"formatVersion\": 1, \"gpus\": [{\"id\": \"x3\", \"memoryGB\": 24,"
                                                 " \"peakTflops\": {\"bf16\": -1}}]}")
                                   << QStringList { QStringLiteral("gpus[0]"), QStringLiteral("bf16") };
    QTest::newRow("upper-case id") << QByteArray("{\"formatVersion\": 1, \"gpus\": [" + userGpu("H100") + "]}")
                                   << QStringList { QStringLiteral("gpus[0]"), QStringLiteral("H100") };
    QTest::newRow("gpus not a list") << QByteArray("{\"formatVersion\": 1, \"gpus\": {}}")
                                     << QStringList { QStringLiteral("gpus") };
    // Grouped-query attention needs heads to be a multiple of the KV heads.
    QTest::newRow("kvHeads not dividing heads")
        << QByteArray("{\"formatVersion\": 1, \"workloads\": [{\"id\": \"w1\", \"family\": \"decoder\","
                      " \"shape\": {\"layers\": 2, \"hidden\": 64, \"heads\": 8, \"kvHeads\": 3}}]}")
        << QStringList { QStringLiteral("workloads[0]"), QStringLiteral("kvHeads") };
    QTest::newRow("unknown family") << QByteArray(
        "{\"formatVersion\": 1, \"workloads\": [{\"id\": \"w2\", \"family\": \"rnn\"}]}")
                                    << QStringList { QStringLiteral("workloads[0]"), QStringLiteral("family") };
    QTest::newRow("fractional layers") << QByteArray(
        "{\"formatVersion\": 1, \"workloads\": [{\"id\": \"w3\", \"family\": \"decoder\","
        " \"shape\": {\"layers\": 2.5, \"hidden\": 64}}]}")
                                       << QStringList { QStringLiteral("workloads[0]"), QStringLiteral("layers") };
}

void tst_Catalog::mergeRefusesMalformed()
{
    QFETCH(QByteArray, json);
    QFETCH(QStringList, errorMentions);

    Catalog c = Catalog::builtIn();
    const size_t gpusBefore = c.gpus().size();
    const size_t workloadsBefore = c.workloads().size();
    const double h100Price = c.gpu(u"h100-sxm")->pricePerHourUsd;

    QString error;
    QVERIFY(!c.merge(json, &error));
    QVERIFY(!error.isEmpty());
    for (const QString &mention : errorMentions)
        QVERIFY2(error.contains(mention), qPrintable(QStringLiteral("\"%1\" does not name %2").arg(error, mention)));

    QCOMPARE(c.gpus().size(), gpusBefore);
    QCOMPARE(c.workloads().size(), workloadsBefore);
    QCOMPARE(c.gpu(u"h100-sxm")->pricePerHourUsd, h100Price);
    QVERIFY(c.gpu(u"ok-gpu") == nullptr);
}

void tst_Catalog::closestIds()
{
    const Catalog &c = Catalog::builtIn();
    const QStringList h100 = c.closestGpuIds(u"h100");
    QVERIFY2(h100.contains(QStringLiteral("h100-sxm")), qPrintable(h100.join(u',')));
    const QStringList a100 = c.closestGpuIds(u"a100-80gb");
    QVERIFY(!a100.isEmpty());
    QVERIFY2(a100.first().startsWith(u"a100"), qPrintable(a100.join(u',')));
    QVERIFY(c.closestGpuIds(u"h100", 2).size() <= 2);
    // A one-letter typo finds its workload.
    QCOMPARE(c.closestWorkloadIds(u"resnet-5O", 1), QStringList { QStringLiteral("resnet-50") });
}

void tst_Catalog::editDistance()
{
    // Levenshtein's classic example: kitten → sitting needs 3 edits; case does not count.
    QCOMPARE(flopsheet::editDistance(u"kitten", u"sitting"), 3);
    QCOMPARE(flopsheet::editDistance(u"H100-SXM", u"h100-sxm"), 0);
    QCOMPARE(flopsheet::editDistance(u"", u"abc"), 3);
}

QTEST_GUILESS_MAIN(tst_Catalog)
#include "tst_catalog.moc"
