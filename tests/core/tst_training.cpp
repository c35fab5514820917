// Training compute: 6·N·D, recompute, the textbook formula, conv-net presets.
#include "core/catalog/catalog.h"
#include "core/estimate/estimator.h"
#include "core/estimate/modelfigures.h"
#include "core/estimate/training.h"

#include "testutil.h"

#include <QTest>

using namespace flopsheet;

namespace {

// A decoder known only by its parameter count: FLOPs are exactly 6·N·D (no attention term).
Workload paramsOnlyDecoder(double params, int seqLen)
{
    Workload w;
    w.id = QStringLiteral("test-decoder");
    w.family = WorkloadFamily::Decoder;
    w.params = params;
    w.seqLen = seqLen;
    return w;
}

// One A100 80GB at an explicit efficiency, so no test depends on the default efficiency model.
Scenario trainingScenario(double tokens)
{
    Scenario sc;
    sc.mode = Mode::Train;
    sc.precision = Precision::BF16;
    sc.tokens = tokens;
    sc.mfu = 0.5;
    return sc;
}

const Gpu &a100()
{
    const Gpu *gpu = Catalog::builtIn().gpu(u"a100-80gb-sxm");
    Q_ASSERT(gpu);
    return *gpu;
}

} // namespace

class tst_Training : public QObject {
    Q_OBJECT

private slots:
    void flops_data();
    void flops();
    void estimateCountsSixND_data();
    void estimateCountsSixND();
    void presetIncludesAttention();
    void textbookFormula();
    void textbookFormulaThroughEstimate();
    void recomputeAddsForwardPass();
    void fullRecomputeLowersMfuNotHardwareRate();
    void resnet50Preset();
    void resnet50EpochFlops();
    void convNetByParamsOnlyIsFlagged();
    void convNetWithMacsIsNotFlagged();
    void chinchillaDefaults();
};

void tst_Training::flops_data()
{
    QTest::addColumn<double>("params");
    QTest::addColumn<double>("tokens");
    QTest::addColumn<double>("expected");
    // Brown et al. 2020, Table D.1 (total train compute in FLOPs, 300B tokens each).
    // GPT-3 Small, 125M parameters: 2.25e20.
    QTest::newRow("gpt3-small") << 125e6 << 300e9 << 2.25e20;
    // GPT-3 13B, 12.85B parameters: 2.31e22.
    QTest::newRow("gpt3-13b") << 12.85e9 << 300e9 << 2.31e22;
    // GPT-3 175B, 174.6B parameters: 3.14e23.
    QTest::newRow("gpt3-175b") << 174.6e9 << 300e9 << 3.14e23;
}

void tst_Training::flops()
{
    QFETCH(double, params);
    QFETCH(double, tokens);
    QFETCH(double, expected);
    // Per token: forward 2N, training 3 × forward (Kaplan et al. 2020 §2.1); the table ignores attention.
    const double perToken = trainingFlopsPerSample(2.0 * params, 0.0, Recompute::None);
    QCOMPARE(perToken, 6.0 * params);
    FS_COMPARE_REL(perToken * tokens, expected, 0.005);
}

void tst_Training::estimateCountsSixND_data()
{
    flops_data();
}

void tst_Training::estimateCountsSixND()
{
    QFETCH(double, params);
    QFETCH(double, tokens);
    QFETCH(double, expected);
    // The same figures through estimate(): a parameters-only decoder, so attention is not counted and says so.
    const Estimate e = estimate(paramsOnlyDecoder(params, 2048), a100(), trainingScenario(tokens));
    QVERIFY(e.ok());
    FS_COMPARE_REL(e.totalFlops, expected, 0.005);
    QVERIFY(e.has(WarnAttentionNotCounted));
}

void tst_Training::presetIncludesAttention()
{
    // The GPT-3 175B preset carries its shape, so the count includes attention as PaLM (Chowdhery et al.
    // 2022, appendix B) does: (6N + 12·L·h·s) · D. N from the shape: per layer 604,028,928 (attention with
    // biases) + 1,208,020,992 (MLP with biases) + 49,152 (two LayerNorms) = 1,812,099,072, × 96 =
    // 173,961,510,912; + token embeddings 617,558,016 + positions 25,165,824 + final norm 24,576
    // = 174,604,259,328 (the paper's 174.6B). 12·96·12288·2048 = 28,991,029,248.
    // (6 · 174,604,259,328 + 28,991,029,248) · 300e9 = 1,076,616,585,216 · 3e11 = 3.229849755648e23.
    const Workload *w = Catalog::builtIn().workload(u"gpt-3-175b");
    QVERIFY(w);
    const Estimate e = estimate(*w, a100(), trainingScenario(300e9));
    QVERIFY(e.ok());
    QVERIFY(!e.has(WarnAttentionNotCounted));
    FS_COMPARE_REL(e.totalFlops, 1076616585216.0 * 3e11, 1e-9);
}

void tst_Training::textbookFormula()
{
    // params × iterations × batch × FLOPs per parameter per sample: 25e6 · 50,000 = 1.25e12; · 32 = 4.0e13;
    // · 2 = 8.0e13. (training.h's comment and the brief say 8.0e16, a slip of three orders of magnitude.)
    QCOMPARE(textbookTrainingFlops(25e6, 50000, 32, 2), 8.0e13);
}

void tst_Training::textbookFormulaThroughEstimate()
{
    // The same job as a scenario: 50,000 iterations of batch 32 on one GPU, 2 FLOPs per parameter per sample.
    Workload w;
    w.id = QStringLiteral("textbook");
    w.family = WorkloadFamily::Generic;
    w.params = 25e6;
    Scenario sc;
    sc.amount = AmountKind::Iterations;
    sc.iterations = 50000;
    sc.batchPerGpu = 32;
    sc.flopsPerParam = 2;
    sc.precision = Precision::FP32;
    sc.mfu = 0.5;
    const Estimate e = estimate(w, a100(), sc);
    QVERIFY(e.ok());
    FS_COMPARE_REL(e.totalFlops, 8.0e13, 1e-12);
    // A100 FP32 19.5 TFLOPS (datasheet) at 0.5: 8e13 / 9.75e12 = 8.205 s; each of the 50,000 steps also launches
    // 3 (forward, two backward) × 12 layers (the depth assumed for a model of unknown kind) × 3 kernels × 3 µs
    // (I7), 0.324 ms: 16.2 s more.
    FS_COMPARE_REL(e.wallHours, (8.0e13 / 9.75e12 + 50000 * 3 * 12 * 3 * 3e-6) / 3600.0, 1e-9);
}

void tst_Training::recomputeAddsForwardPass()
{
    // Full recompute runs each forward twice: 4 × forward per sample, 8·N·D instead of 6·N·D (Narayanan et
    // al. 2021; docs/FORMULAS.md C2). Selective recompute repeats only the attention part (Korthikanti et al. 2022).
    const double forward = 2.0 * 7e9;
    const double attention = 1.0e9;
    QCOMPARE(trainingFlopsPerSample(forward, attention, Recompute::None), 3.0 * forward);
    QCOMPARE(trainingFlopsPerSample(forward, attention, Recompute::Full), 4.0 * forward);
    QCOMPARE(trainingFlopsPerSample(forward, attention, Recompute::Selective), 3.0 * forward + attention);

    // Through estimate(): 1B parameters, 1e11 tokens → 6e20 FLOPs without, 8e20 with full recompute.
    const Workload w = paramsOnlyDecoder(1e9, 2048);
    Scenario sc = trainingScenario(1e11);
    const Estimate plain = estimate(w, a100(), sc);
    sc.recompute = Recompute::Full;
    const Estimate recomputed = estimate(w, a100(), sc);
    QVERIFY(plain.ok() && recomputed.ok());
    FS_COMPARE_REL(plain.totalFlops, 6e20, 1e-12);
    FS_COMPARE_REL(recomputed.totalFlops, 8e20, 1e-12);
}

void tst_Training::fullRecomputeLowersMfuNotHardwareRate()
{
    // With full recompute the chip does 8ND of work at the assumed 0.5 of peak, but only 6ND count as model
    // FLOPs (PaLM's MFU vs HFU): MFU = 0.5 · 6/8 = 0.375; achieved hardware rate 0.5 · 312 = 156 TFLOP/s, both
    // over the matrix work: the step's kernel launches take the rest of its time.
    Scenario sc = trainingScenario(1e11);
    sc.recompute = Recompute::Full;
    const Estimate e = estimate(paramsOnlyDecoder(1e9, 2048), a100(), sc);
    QVERIFY(e.ok());
    const double matrixShare = e.computeSeconds / e.stepSeconds;
    QVERIFY(matrixShare < 1 && matrixShare > 0.99);
    FS_COMPARE_REL(e.mfu, 0.375 * matrixShare, 1e-9);
    FS_COMPARE_REL(e.achievedTflopsPerGpu, 156.0 * matrixShare, 1e-9);
}

void tst_Training::resnet50Preset()
{
    // torchvision ResNet50_Weights.IMAGENET1K_V1: 25,557,032 parameters, 4.09 GMACs per 224×224 image,
    // i.e. 8.18 GFLOPs per forward pass.
    const Workload *w = Catalog::builtIn().workload(u"resnet-50");
    QVERIFY(w);
    QCOMPARE(w->family, WorkloadFamily::Cnn);
    const ModelFigures m = modelFigures(*w, 0);
    QCOMPARE(qint64(m.params), qint64(25557032));
    FS_COMPARE_REL(m.forwardFlopsPerSample, 8.18e9, 0.001);
    QVERIFY(!m.paramsOnlyConvNet);
}

void tst_Training::resnet50EpochFlops()
{
    // 90 epochs of ImageNet-1k (1,281,167 training images) at 3 × 8.18 GFLOPs per image:
    // 3 · 8.18e9 · 1,281,167 · 90 = 2.8296e18 FLOPs.
    const Workload *w = Catalog::builtIn().workload(u"resnet-50");
    QVERIFY(w);
    Scenario sc;
    sc.amount = AmountKind::Samples;
    sc.samples = 1281167;
    sc.epochs = 90;
    sc.precision = Precision::FP16;
    sc.mfu = 0.5;
    const Estimate e = estimate(*w, a100(), sc);
    QVERIFY(e.ok());
    FS_COMPARE_REL(e.totalFlops, 2.8296e18, 0.001);
}

void tst_Training::convNetByParamsOnlyIsFlagged()
{
    // A conv net given only "25.6M parameters" gets 2 × params = 51.2 MFLOPs per image, 160× too few for
    // ResNet-50; the estimate must say so rather than quietly report it.
    Workload w;
    w.id = QStringLiteral("my-cnn");
    w.family = WorkloadFamily::Cnn;
    w.params = 25.6e6;
    const ModelFigures m = modelFigures(w, 0);
    QCOMPARE(m.forwardFlopsPerSample, 51.2e6);
    QVERIFY(m.paramsOnlyConvNet);

    Scenario sc;
    sc.amount = AmountKind::Samples;
    sc.samples = 1281167;
    sc.epochs = 1;
    sc.precision = Precision::FP16;
    sc.mfu = 0.5;
    const Estimate e = estimate(w, a100(), sc);
    QVERIFY(e.ok());
    QVERIFY(e.has(WarnParamsOnlyConvNet));
}

void tst_Training::convNetWithMacsIsNotFlagged()
{
    const Workload *w = Catalog::builtIn().workload(u"resnet-50");
    QVERIFY(w);
    Scenario sc;
    sc.amount = AmountKind::Samples;
    sc.samples = 1281167;
    sc.epochs = 1;
    sc.precision = Precision::FP16;
    sc.mfu = 0.5;
    const Estimate e = estimate(*w, a100(), sc);
    QVERIFY(e.ok());
    QVERIFY(!e.has(WarnParamsOnlyConvNet));
}

void tst_Training::chinchillaDefaults()
{
    // Hoffmann et al. 2022: about 20 tokens per parameter. A 1B decoder without a token count trains on
    // 2e10 tokens, 6 · 1e9 · 2e10 = 1.2e20 FLOPs, and says it assumed so.
    const Workload w = paramsOnlyDecoder(1e9, 2048);
    const Estimate assumed = estimate(w, a100(), trainingScenario(kUnknown));
    QVERIFY(assumed.ok());
    QVERIFY(assumed.has(WarnAssumedTokens));
    QVERIFY(!assumed.has(WarnBelowChinchilla));
    FS_COMPARE_REL(assumed.totalFlops, 1.2e20, 1e-12);

    // 1e10 tokens is 10 per parameter: below the compute-optimal amount.
    const Estimate shortRun = estimate(w, a100(), trainingScenario(1e10));
    QVERIFY(shortRun.ok());
    QVERIFY(shortRun.has(WarnBelowChinchilla));
    QVERIFY(!shortRun.has(WarnAssumedTokens));
}

QTEST_GUILESS_MAIN(tst_Training)
#include "tst_training.moc"
