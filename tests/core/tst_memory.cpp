// Training memory per parameter and ZeRO sharding of model states.
#include "core/estimate/memory.h"

#include "testutil.h"

#include <QTest>

#include <cmath>

using namespace flopsheet;

Q_DECLARE_METATYPE(flopsheet::Optimizer)
Q_DECLARE_METATYPE(flopsheet::Precision)

class tst_Memory : public QObject {
    Q_OBJECT

private slots:
    void bytesPerParam_data();
    void bytesPerParam();
    void zeroPaperFigure1_data();
    void zeroPaperFigure1();
    void zeroStagesShardTheRightState();
    void modelParallelDividesEverything();
};

void tst_Memory::bytesPerParam_data()
{
    QTest::addColumn<Optimizer>("optimizer");
    QTest::addColumn<Precision>("precision");
    QTest::addColumn<double>("optimizerBytes");
    QTest::addColumn<double>("totalBytes"); // weights + gradients + optimizer states

    // ZeRO paper (Rajbhandari et al. 2020, §3.1): mixed-precision Adam keeps fp16 weights (2) and gradients (2)
    // plus fp32 master weights, momentum and variance (K = 12): 16 bytes per parameter.
    QTest::newRow("adam bf16") << Optimizer::Adam << Precision::BF16 << 12.0 << 16.0;
    QTest::newRow("adam fp16") << Optimizer::Adam << Precision::FP16 << 12.0 << 16.0;
    // SGD with momentum, mixed: fp32 master 4 + momentum 4 = 8, plus 2 + 2 (Transformer Math 101).
    QTest::newRow("sgd-momentum bf16") << Optimizer::SgdMomentum << Precision::BF16 << 8.0 << 12.0;
    // 8-bit Adam (Dettmers et al. 2022): master 4 + two 1-byte states = 6 (Transformer Math 101).
    QTest::newRow("adam8bit bf16") << Optimizer::Adam8bit << Precision::BF16 << 6.0 << 10.0;
    // Pure fp32 Adam: weights 4, gradients 4, momentum + variance 8, no master copy: 16.
    QTest::newRow("adam fp32") << Optimizer::Adam << Precision::FP32 << 8.0 << 16.0;
    // Plain SGD in fp32 holds no optimizer state at all: 4 + 4.
    QTest::newRow("sgd fp32") << Optimizer::Sgd << Precision::FP32 << 0.0 << 8.0;
    // Lion keeps one momentum buffer: master 4 + 4 (llm-analysis other_op_bytes = 4).
    QTest::newRow("lion bf16") << Optimizer::Lion << Precision::BF16 << 8.0 << 12.0;
}

void tst_Memory::bytesPerParam()
{
    QFETCH(Optimizer, optimizer);
    QFETCH(Precision, precision);
    QFETCH(double, optimizerBytes);
    QFETCH(double, totalBytes);

    QCOMPARE(optimizerBytesPerParam(optimizer, precision), optimizerBytes);
    // The same through the model-state breakdown of one parameter on one GPU.
    const MemoryBreakdown m = modelStateMemory(1.0, precision, optimizer, 0, 1, 1);
    QCOMPARE(m.total(), totalBytes);
    QCOMPARE(m.optimizer, optimizerBytes);
}

void tst_Memory::zeroPaperFigure1_data()
{
    QTest::addColumn<int>("stage");
    QTest::addColumn<int>("dataParallel");
    QTest::addColumn<double>("exactGB"); // the paper's formula worked by hand
    QTest::addColumn<double>("figureGB"); // as printed in the figure, one decimal

    // ZeRO paper (Rajbhandari et al. 2020) Figure 1: Ψ = 7.5B parameters, K = 12, Nd = 64 GPUs, decimal GB.
    // Baseline (2 + 2 + K)Ψ = 16 · 7.5 = 120 GB.
    QTest::newRow("baseline nd64") << 0 << 64 << 120.0 << 120.0;
    // P_os: 2Ψ + 2Ψ + KΨ/Nd = 30 + 90/64 = 31.40625 GB.
    QTest::newRow("pos nd64") << 1 << 64 << 31.40625 << 31.4;
    // P_os+g: 2Ψ + (2 + K)Ψ/Nd = 15 + 105/64 = 16.640625 GB.
    QTest::newRow("pos+g nd64") << 2 << 64 << 16.640625 << 16.6;
    // P_os+g+p: (2 + 2 + K)Ψ/Nd = 120/64 = 1.875 GB.
    QTest::newRow("pos+g+p nd64") << 3 << 64 << 1.875 << 1.9;
    // The same model over 8 GPUs, by hand: 30 + 90/8 = 41.25; 15 + 105/8 = 28.125; 120/8 = 15 GB.
    QTest::newRow("pos nd8") << 1 << 8 << 41.25 << 41.25;
    QTest::newRow("pos+g nd8") << 2 << 8 << 28.125 << 28.125;
    QTest::newRow("pos+g+p nd8") << 3 << 8 << 15.0 << 15.0;
}

void tst_Memory::zeroPaperFigure1()
{
    QFETCH(int, stage);
    QFETCH(int, dataParallel);
    QFETCH(double, exactGB);
    QFETCH(double, figureGB);
    const MemoryBreakdown m = modelStateMemory(7.5e9, Precision::FP16, Optimizer::Adam, stage, dataParallel, 1);
    // Model states only: no activations, KV cache or framework overhead in this breakdown.
    QCOMPARE(m.activations, 0.0);
    QCOMPARE(m.overhead, 0.0);
    const double gb = m.total() / 1e9;
    FS_COMPARE_REL(gb, exactGB, 1e-12);
    // The printed figure is rounded to one decimal: within half of its last digit.
    QVERIFY2(std::fabs(gb - figureGB) <= 0.05 + 1e-12, qPrintable(QString::number(gb)));
}

void tst_Memory::zeroStagesShardTheRightState()
{
    // 1e9 parameters, bf16 Adam, 8 data-parallel GPUs: weights 2e9, gradients 2e9, optimizer 12e9 bytes unsharded.
    const double params = 1e9;
    const MemoryBreakdown s0 = modelStateMemory(params, Precision::BF16, Optimizer::Adam, 0, 8, 1);
    QCOMPARE(s0.weights, 2e9);
    QCOMPARE(s0.gradients, 2e9);
    QCOMPARE(s0.optimizer, 12e9);
    // Stage 1 shards only the optimizer states.
    const MemoryBreakdown s1 = modelStateMemory(params, Precision::BF16, Optimizer::Adam, 1, 8, 1);
    QCOMPARE(s1.weights, 2e9);
    QCOMPARE(s1.gradients, 2e9);
    QCOMPARE(s1.optimizer, 12e9 / 8);
    // Stage 2 also the gradients.
    const MemoryBreakdown s2 = modelStateMemory(params, Precision::BF16, Optimizer::Adam, 2, 8, 1);
    QCOMPARE(s2.weights, 2e9);
    QCOMPARE(s2.gradients, 2e9 / 8);
    QCOMPARE(s2.optimizer, 12e9 / 8);
    // Stage 3 also the weights.
    const MemoryBreakdown s3 = modelStateMemory(params, Precision::BF16, Optimizer::Adam, 3, 8, 1);
    QCOMPARE(s3.weights, 2e9 / 8);
    QCOMPARE(s3.gradients, 2e9 / 8);
    QCOMPARE(s3.optimizer, 12e9 / 8);
    // ZeRO on one GPU changes nothing.
    const MemoryBreakdown single = modelStateMemory(params, Precision::BF16, Optimizer::Adam, 3, 1, 1);
    QCOMPARE(single.total(), 16e9);
}

void tst_Memory::modelParallelDividesEverything()
{
    // Tensor × pipeline = 4 splits every state four ways (Transformer Math 101: divide by TP × PP, not
    // TP + PP, which copies of the post get wrong): 7e9 · 16 / 4 = 28e9 bytes.
    const MemoryBreakdown m = modelStateMemory(7e9, Precision::BF16, Optimizer::Adam, 0, 1, 4);
    QCOMPARE(m.total(), 28e9);
    // ZeRO-3 over 2 data-parallel ranks on top: 14e9.
    const MemoryBreakdown z = modelStateMemory(7e9, Precision::BF16, Optimizer::Adam, 3, 2, 4);
    QCOMPARE(z.total(), 14e9);
}

QTEST_GUILESS_MAIN(tst_Memory)
#include "tst_memory.moc"
