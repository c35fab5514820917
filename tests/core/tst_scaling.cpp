// Collective communication times and the bandwidths they use.
#include "core/catalog/catalog.h"
#include "core/estimate/scaling.h"

#include "testutil.h"

#include <QTest>

#include <cmath>

using namespace flopsheet;

class tst_Scaling : public QObject {
    Q_OBJECT

private slots:
    void ringAllReduce_data();
    void ringAllReduce();
    void hierarchicalAllReduce_data();
    void hierarchicalAllReduce();
    void unknownBandwidthIsNaN();
    void intraNodeBandwidth_data();
    void intraNodeBandwidth();
    void interNodeBandwidth();
};

void tst_Scaling::ringAllReduce_data()
{
    QTest::addColumn<double>("bytes");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<double>("bytesPerS");
    QTest::addColumn<double>("expected");

    // Ring all-reduce moves 2(n-1)/n of the buffer per GPU (Patarasuk & Yuan 2009):
    // 2 · 7/8 · 1e9 B / 100e9 B/s = 0.0175 s.
    QTest::newRow("1 GB over 8 at 100 GB/s") << 1e9 << 8 << 100e9 << 0.0175;
    // Two GPUs: 2 · 1/2 · 1e9 / 1e11 = 0.01 s.
    QTest::newRow("1 GB over 2") << 1e9 << 2 << 100e9 << 0.01;
    // Large rings approach 2 · S / B: 2 · 1023/1024 · 1e9 / 1e11 = 0.019980 s.
    QTest::newRow("1 GB over 1024") << 1e9 << 1024 << 100e9 << 2.0 * 1023.0 / 1024.0 * 1e9 / 100e9;
    // Nothing to exchange on one GPU, or with an empty buffer.
    QTest::newRow("one gpu") << 1e9 << 1 << 100e9 << 0.0;
    QTest::newRow("empty buffer") << 0.0 << 8 << 100e9 << 0.0;
}

void tst_Scaling::ringAllReduce()
{
    QFETCH(double, bytes);
    QFETCH(int, gpus);
    QFETCH(double, bytesPerS);
    QFETCH(double, expected);
    const double seconds = ringAllReduceSeconds(bytes, gpus, bytesPerS);
    if (expected == 0.0)
        QCOMPARE(seconds, 0.0);
    else
        FS_COMPARE_REL(seconds, expected, 1e-12);
}

void tst_Scaling::hierarchicalAllReduce_data()
{
    QTest::addColumn<double>("bytes");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<int>("gpusPerNode");
    QTest::addColumn<double>("intra");
    QTest::addColumn<double>("inter");
    QTest::addColumn<double>("expected");

    // NVLink reaches kNvlinkEfficiency = 0.65 and the network kNetworkEfficiency = 0.9 of the rated
    // one-way bandwidth (Calculon systems files). DGX A100: NVLink 600 GB/s bidirectional = 300 one-way,
    // one 200 Gb/s NIC per GPU = 25 GB/s.
    // One node of 8: 2 · 7/8 · 1e9 / (300e9 · 0.65) = 1.75e9 / 1.95e11 = 8.974359 ms.
    QTest::newRow("1 node x 8") << 1e9 << 8 << 8 << 300e9 << 25e9 << 1.75e9 / 1.95e11;
    // Two nodes of 8: the intra-node ring above, then a ring of 2 nodes carrying 1/8 of the buffer:
    // 2 · 1/2 · 1.25e8 / (25e9 · 0.9) = 1.25e8 / 2.25e10 = 5.555556 ms; total 14.529915 ms.
    QTest::newRow("2 nodes x 8") << 1e9 << 16 << 8 << 300e9 << 25e9 << 1.75e9 / 1.95e11 + 1.25e8 / 2.25e10;
    // Eight nodes of 8: 8.974359 ms + 2 · 7/8 · 1.25e8 / 2.25e10 = 9.722222 ms; total 18.696581 ms.
    QTest::newRow("8 nodes x 8") << 1e9 << 64 << 8 << 300e9 << 25e9 << 1.75e9 / 1.95e11 + 2.1875e8 / 2.25e10;
    // One GPU per node: only the network ring, over the full buffer: 2 · 3/4 · 1e9 / 2.25e10 = 66.666667 ms.
    QTest::newRow("4 nodes x 1") << 1e9 << 4 << 1 << 300e9 << 25e9 << 1.5e9 / 2.25e10;
    QTest::newRow("single gpu") << 1e9 << 1 << 8 << 300e9 << 25e9 << 0.0;
}

void tst_Scaling::hierarchicalAllReduce()
{
    // The constants the hand figures above assume.
    QCOMPARE(kNvlinkEfficiency, 0.65);
    QCOMPARE(kNetworkEfficiency, 0.9);

    QFETCH(double, bytes);
    QFETCH(int, gpus);
    QFETCH(int, gpusPerNode);
    QFETCH(double, intra);
    QFETCH(double, inter);
    QFETCH(double, expected);
    const double seconds = dataParallelAllReduceSeconds(bytes, gpus, gpusPerNode, intra, inter);
    if (expected == 0.0)
        QCOMPARE(seconds, 0.0);
    else
        FS_COMPARE_REL(seconds, expected, 1e-12);
}

void tst_Scaling::unknownBandwidthIsNaN()
{
    // A link whose bandwidth is unknown gives an unknown time, not zero (which would read as "free").
    QVERIFY(std::isnan(dataParallelAllReduceSeconds(1e9, 8, 8, kUnknown, 25e9)));
    QVERIFY(std::isnan(dataParallelAllReduceSeconds(1e9, 16, 8, 300e9, kUnknown)));
    // A link that is not used may be unknown: one node needs no network.
    QVERIFY(std::isfinite(dataParallelAllReduceSeconds(1e9, 8, 8, 300e9, kUnknown)));
}

void tst_Scaling::intraNodeBandwidth_data()
{
    QTest::addColumn<QString>("gpuId");
    QTest::addColumn<double>("expected");
    // Half the vendor's bidirectional NVLink figure: A100 600 GB/s → 300e9, H100 SXM 900 GB/s → 450e9.
    QTest::newRow("a100") << QStringLiteral("a100-80gb-sxm") << 300e9;
    QTest::newRow("h100") << QStringLiteral("h100-sxm") << 450e9;
    // No NVLink: the host interface, T4 on PCIe Gen3 x16 ≈ 16 GB/s per direction (PCI-SIG).
    QTest::newRow("t4 pcie gen3") << QStringLiteral("t4") << 16e9;
    // L40S on PCIe Gen4 x16 ≈ 32 GB/s per direction.
    QTest::newRow("l40s pcie gen4") << QStringLiteral("l40s") << 32e9;
}

void tst_Scaling::intraNodeBandwidth()
{
    QFETCH(QString, gpuId);
    QFETCH(double, expected);
    const Gpu *gpu = Catalog::builtIn().gpu(gpuId);
    QVERIFY(gpu);
    FS_COMPARE_REL(flopsheet::intraNodeBandwidth(*gpu), expected, 1e-12);
}

void tst_Scaling::interNodeBandwidth()
{
    const Catalog &c = Catalog::builtIn();
    Scenario sc;
    // DGX H100: one 400 Gb/s NIC per GPU = 50 GB/s; DGX A100: 200 Gb/s per GPU = 25 GB/s.
    FS_COMPARE_REL(flopsheet::interNodeBandwidth(*c.gpu(u"h100-sxm"), sc), 50e9, 1e-12);
    FS_COMPARE_REL(flopsheet::interNodeBandwidth(*c.gpu(u"a100-80gb-sxm"), sc), 25e9, 1e-12);
    // DGX-1 (V100): four 100 Gb/s NICs for eight GPUs = 6.25 GB/s per GPU.
    FS_COMPARE_REL(flopsheet::interNodeBandwidth(*c.gpu(u"v100-sxm2-16gb"), sc), 6.25e9, 1e-12);
    // The scenario's figure, in GB/s, wins.
    sc.networkGBps = 12.5;
    FS_COMPARE_REL(flopsheet::interNodeBandwidth(*c.gpu(u"h100-sxm"), sc), 12.5e9, 1e-12);
}

QTEST_GUILESS_MAIN(tst_Scaling)
#include "tst_scaling.moc"
