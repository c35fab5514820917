// estimate() end to end against hand calculations; every case fixes Scenario::mfu so the default
// efficiency model (tuned separately) cannot move these numbers, except the two that check a generation's
// own factors (MI300X serving, Ada conv-net traffic), which read the defaults on purpose.
#include "core/catalog/catalog.h"
#include "core/estimate/efficiency.h"
#include "core/estimate/estimator.h"

#include "testutil.h"

#include <QTest>

#include <cmath>

using namespace flopsheet;

Q_DECLARE_METATYPE(flopsheet::Precision)

namespace {

const Gpu &gpu(const char *id)
{
    const Gpu *g = Catalog::builtIn().gpu(QString::fromLatin1(id));
    if (!g)
        qFatal("built-in GPU %s missing", id);
    return *g;
}

const Workload &preset(const char *id)
{
    const Workload *w = Catalog::builtIn().workload(QString::fromLatin1(id));
    if (!w)
        qFatal("built-in workload %s missing", id);
    return *w;
}

// A decoder known only by its parameter count (no shape): training FLOPs are exactly 6·N·D.
Workload paramsOnlyDecoder(double params, int seqLen)
{
    Workload w;
    w.id = QStringLiteral("custom-decoder");
    w.family = WorkloadFamily::Decoder;
    w.params = params;
    w.seqLen = seqLen;
    return w;
}

Scenario training(double tokens, double mfu)
{
    Scenario sc;
    sc.mode = Mode::Train;
    sc.precision = Precision::BF16;
    sc.tokens = tokens;
    sc.mfu = mfu;
    return sc;
}

Scenario decoding(int batch, int prompt, int output)
{
    Scenario sc;
    sc.mode = Mode::Infer;
    sc.precision = Precision::FP16;
    sc.batchPerGpu = batch;
    sc.promptTokens = prompt;
    sc.outputTokens = output;
    sc.mfu = 0.5;
    return sc;
}

// The 1B decoder's kernel launches on one GPU: 1e11 / 2,048 = 48,828,125 sequences in micro-batches of 2, each
// launching 3 (forward, two backward) × 17 layers (its assumed shape) × 10 kernels × 3 µs (I7): 10.376 h.
constexpr double kLaunchHours = 1e11 / 2048.0 / 2.0 * (3 * 17 * 10 * 3e-6) / 3600.0;
// Its one-A100 hours: 1,068.376 of matrix work + 10.376 of launches.
constexpr double kA100Hours = 1068.376068 + kLaunchHours;

} // namespace

class tst_Estimator : public QObject {
    Q_OBJECT

private slots:
    void computeBoundTrainingOnOneGpu();
    void aSequenceNobodyGaveIsAssumedAndSaid();
    void measuredThroughputGivesTimeFromDataset();
    void unknownPriceAndPowerStayUnknown();
    void sparsity_data();
    void sparsity();
    void decodeIsMemoryBound();
    void mi300xServingFollowsPublishedRuns();
    void fp4ServesBlackwellOnly();
    void graphRuntimesFuseConvNetTraining();
    void adaKeepsPartOfAConvNetsTrafficOnChip();
    void servingCostPerMillionTokens();
    void servingWithoutOutputTokensIsPricedPerSample();
    void inferenceBatchMaxIsTheLargestThatFits();
    void servingSplitAtMaxBatchServesMost();
    void servingSplitsDivideTheHeads();
    void trainingMaxBatchIsTheLargestThatFits();
    void modelThatDoesNotFitIsAWarning();
    void moreGpusNeverSlowerNorSuperlinear_data();
    void moreGpusNeverSlowerNorSuperlinear();
    void tinyModelOnSlowNetworkIsCommunicationBound();
    void errors();
    void outOfRangeEfficiencyIsRefused_data();
    void outOfRangeEfficiencyIsRefused();
};

void tst_Estimator::computeBoundTrainingOnOneGpu()
{
    // 1e9 parameters, 1e11 tokens: 6 · 1e9 · 1e11 = 6e20 FLOPs. One A100 80GB, BF16 peak 312 TFLOPS
    // (datasheet) at 0.5: 6e20 / 1.56e14 = 3,846,153.8 s = 1,068.376 h, and 10.376 h of kernel launches.
    const Estimate e = estimate(paramsOnlyDecoder(1e9, 2048), gpu("a100-80gb-sxm"), training(1e11, 0.5));
    QVERIFY(e.ok());
    QCOMPARE(e.bound, Bound::Compute);
    FS_COMPARE_REL(e.totalFlops, 6e20, 1e-12);
    FS_COMPARE_REL(e.wallHours, kA100Hours, 1e-6);
    FS_COMPARE_REL(e.gpuHours, kA100Hours, 1e-6);
    // Cost: GPU-hours × 3.4309 $/h (the catalog's on-demand A100 80GB price) = 3,701.09 $.
    FS_COMPARE_REL(e.costUsd, kA100Hours * 3.4309, 1e-6);
    // Energy: 1 GPU × 400 W TDP (A100 SXM datasheet) × 1,078.752 h × PUE 1.2 / 1000 = 517.80 kWh.
    FS_COMPARE_REL(e.energyKwh, 400.0 * kA100Hours * 1.2 / 1000.0, 1e-6);
    // Matrix work and launches: MFU is the efficiency given less the launches' share, scaling is perfect on
    // one GPU.
    FS_COMPARE_REL(e.mfu, 0.5 * 1068.376068 / kA100Hours, 1e-6);
    FS_COMPARE_REL(e.achievedTflopsPerGpu, 156.0 * 1068.376068 / kA100Hours, 1e-6);
    FS_COMPARE_REL(e.scalingEfficiency, 1.0, 1e-9);
    // Tokens per second: 1e11 tokens / 1,078.752 h = 25,750 tokens/s.
    FS_COMPARE_REL(e.tokensPerS, 1e11 / (kA100Hours * 3600.0), 1e-6);
    // Memory: 16 bytes per parameter of model states (ZeRO paper) plus the framework overhead, plus the
    // activations of the shape assumed from 1e9 parameters (defaults.h): L = round(cbrt(1e9 / (12 · 128²)))
    // = round(17.2) = 17 layers; d = sqrt(1e9 / (12 · 17)) = 2,214 -> 17 heads of 128 = 2,176; with
    // FlashAttention 34 · s · b · h bytes per layer (Korthikanti et al. 2022) at the default micro-batch of 2:
    // 17 × 34 × 2,048 × 2 × 2,176 = 5,151,653,888 bytes.
    QVERIFY(e.assumedShape);
    FS_COMPARE_REL(e.memory.activations, 17.0 * 34.0 * 2048.0 * 2.0 * 2176.0, 1e-12);
    FS_COMPARE_REL(e.memory.total(), 16e9 + kFrameworkOverheadBytes + 17.0 * 34.0 * 2048.0 * 2.0 * 2176.0, 1e-12);
    QVERIFY(e.fits);
    QVERIFY(!e.has(WarnDoesNotFit));
    QVERIFY(!e.has(WarnHighMfu));

    // Twice the efficiency halves the time; the FLOPs do not change.
    const Estimate faster = estimate(paramsOnlyDecoder(1e9, 2048), gpu("a100-80gb-sxm"), training(1e11, 1.0));
    QVERIFY(faster.ok());
    FS_COMPARE_REL(faster.wallHours, 1068.376068 / 2 + kLaunchHours, 1e-6);
    QVERIFY(faster.has(WarnHighMfu));
}

void tst_Estimator::aSequenceNobodyGaveIsAssumedAndSaid()
{
    // A language model with no length (a CSV row, the CLI's --params with --tokens) takes its family's default
    // (defaults.h: a decoder 2,048, an encoder 512) and records it; the figures equal those of the length typed.
    const Estimate none = estimate(paramsOnlyDecoder(1e9, 0), gpu("a100-80gb-sxm"), training(1e11, 0.5));
    QVERIFY(none.ok());
    QCOMPARE(none.assumedSeqLen, 2048);
    const Estimate typed = estimate(paramsOnlyDecoder(1e9, 2048), gpu("a100-80gb-sxm"), training(1e11, 0.5));
    QCOMPARE(typed.assumedSeqLen, 0);
    FS_COMPARE_REL(none.wallHours, typed.wallHours, 1e-12);
    FS_COMPARE_REL(none.memory.total(), typed.memory.total(), 1e-12);
    QCOMPARE(none.globalBatch, typed.globalBatch);
    // A length the scenario gives (the table's Sequence cell) is no assumption.
    Scenario withLength = training(1e11, 0.5);
    withLength.seqLen = 4096;
    const Estimate scenarioLength = estimate(paramsOnlyDecoder(1e9, 0), gpu("a100-80gb-sxm"), withLength);
    QCOMPARE(scenarioLength.assumedSeqLen, 0);
    FS_COMPARE_REL(scenarioLength.trainingSamples, 1e11 / 4096.0, 1e-12);
    // An encoder: BERT's 512; 1e9 tokens are 1e9 / 512 sequences.
    Workload encoder = paramsOnlyDecoder(340e6, 0);
    encoder.family = WorkloadFamily::Encoder;
    const Estimate bert = estimate(encoder, gpu("a100-80gb-sxm"), training(1e9, 0.5));
    QVERIFY(bert.ok());
    QCOMPARE(bert.assumedSeqLen, 512);
    FS_COMPARE_REL(bert.trainingSamples, 1e9 / 512.0, 1e-12);
}

void tst_Estimator::unknownPriceAndPowerStayUnknown()
{
    // The catalog has no on-demand price for the MI300X and no TDP for TPU v5e: the estimate must leave cost
    // or energy unknown and say why, never invent a figure.
    const Estimate mi300x = estimate(paramsOnlyDecoder(1e9, 2048), gpu("mi300x"), training(1e11, 0.5));
    QVERIFY(mi300x.ok());
    QVERIFY(std::isnan(mi300x.costUsd));
    QVERIFY(mi300x.has(WarnNoPrice));
    QVERIFY(std::isfinite(mi300x.energyKwh));

    const Estimate v5e = estimate(paramsOnlyDecoder(1e8, 2048), gpu("tpu-v5e"), training(1e10, 0.5));
    QVERIFY(v5e.ok());
    QVERIFY(std::isnan(v5e.energyKwh));
    QVERIFY(v5e.has(WarnNoTdp));

    // A price given in the scenario wins over the catalog: 1,078.752 h × 1.00 $ × 0.5 multiplier.
    Scenario sc = training(1e11, 0.5);
    sc.priceUsd = 1.0;
    sc.priceMultiplier = 0.5;
    const Estimate priced = estimate(paramsOnlyDecoder(1e9, 2048), gpu("a100-80gb-sxm"), sc);
    FS_COMPARE_REL(priced.costUsd, kA100Hours * 0.5, 1e-6);
}

void tst_Estimator::sparsity_data()
{
    QTest::addColumn<QString>("gpuId");
    QTest::addColumn<Precision>("precision");
    QTest::addColumn<bool>("sparse24");
    QTest::addColumn<bool>("useSparsity");
    QTest::addColumn<double>("expectedPeak");
    QTest::addColumn<bool>("expectWarning");

    // A100 datasheet: BF16 312 TFLOPS dense, 624 with 2:4 sparsity; the sparse rate needs sparse weights. In
    // training it speeds up the forward pass only, a third of the step (Mishra et al. 2021; Hubara et al. 2021):
    // 1 / (1/3 / 2 + 2/3) = 1.2 × the dense peak, 374.4 TFLOPS.
    QTest::newRow("a100 dense weights") << QStringLiteral("a100-80gb-sxm") << Precision::BF16 << false << true << 312e12
                                        << false;
    QTest::newRow("a100 2:4 weights") << QStringLiteral("a100-80gb-sxm") << Precision::BF16 << true << true << 374.4e12
                                      << false;
    QTest::newRow("a100 2:4 weights, sparsity off")
        << QStringLiteral("a100-80gb-sxm") << Precision::BF16 << true << false << 312e12 << false;
    // FP32 runs on CUDA cores, which have no sparse mode: 19.5 TFLOPS either way.
    QTest::newRow("a100 fp32 2:4 weights")
        << QStringLiteral("a100-80gb-sxm") << Precision::FP32 << true << true << 19.5e12 << false;
    // H100 SXM datasheet: FP8 3,958 TFLOPS with sparsity = 2 × 1,979 dense; a training step at 1.2 × 1,979.
    QTest::newRow("h100 fp8 2:4 weights")
        << QStringLiteral("h100-sxm") << Precision::FP8 << true << true << 1.2 * 1979e12 << false;
    // Turing has no sparse tensor cores (sparsity arrived with Ampere): T4 FP16 stays at 65 TFLOPS, with a warning.
    QTest::newRow("t4 2:4 weights") << QStringLiteral("t4") << Precision::FP16 << true << true << 65e12 << true;
}

void tst_Estimator::sparsity()
{
    QFETCH(QString, gpuId);
    QFETCH(Precision, precision);
    QFETCH(bool, sparse24);
    QFETCH(bool, useSparsity);
    QFETCH(double, expectedPeak);
    QFETCH(bool, expectWarning);

    Workload w = paramsOnlyDecoder(1e9, 2048);
    w.sparse24 = sparse24;
    Scenario sc = training(1e11, 0.5);
    sc.precision = precision;
    sc.useSparsity = useSparsity;
    const Gpu *g = Catalog::builtIn().gpu(gpuId);
    QVERIFY(g);
    const Estimate e = estimate(w, *g, sc);
    QVERIFY(e.ok());
    FS_COMPARE_REL(e.peakFlopsUsed, expectedPeak, 1e-12);
    QCOMPARE(e.has(WarnSparsityUnsupported), expectWarning);
    // 6e20 FLOPs at half the peak used, and the same kernel launches.
    FS_COMPARE_REL(e.wallHours, 6e20 / (expectedPeak * 0.5) / 3600.0 + kLaunchHours, 1e-9);
}

void tst_Estimator::decodeIsMemoryBound()
{
    // Llama 2 7B FP16 at batch 1 on an A100 80GB: every output token reads all 6,738,415,616 × 2 =
    // 13.48e9 bytes of weights; at the rated 2,039 GB/s that alone takes 6.61 ms, so no honest estimate is
    // faster. It is memory-bound: 2 FLOPs per weight per token is far below the ridge point of
    // 312e12 / 2.039e12 ≈ 153 FLOP/byte (kipply, "Transformer Inference Arithmetic").
    const Estimate e = estimate(preset("llama-2-7b"), gpu("a100-80gb-sxm"), decoding(1, 128, 128));
    QVERIFY(e.ok());
    QCOMPARE(e.bound, Bound::Memory);
    const double weightReadMs = 6738415616.0 * 2.0 / 2.039e12 * 1e3;
    QVERIFY2(e.timePerOutputTokenMs >= weightReadMs,
        qPrintable(QStringLiteral("TPOT %1 ms < weight read %2 ms").arg(e.timePerOutputTokenMs).arg(weightReadMs)));
    // Sanity ceiling: batch-1 decode is dominated by the weight read, so within 2× of it (13.2 ms).
    QVERIFY2(e.timePerOutputTokenMs <= 2.0 * weightReadMs, qPrintable(QString::number(e.timePerOutputTokenMs)));
    QCOMPARE(e.batchPerGpu, 1);
    QVERIFY(e.fits);
    // The breakdown's weights are the weights: 6,738,415,616 × 2 bytes on the one GPU.
    FS_COMPARE_REL(e.memory.weights, 6738415616.0 * 2.0, 1e-9);
    // Output throughput at batch 1 cannot beat one token per TPOT.
    QVERIFY(e.outputTokensPerS <= 1000.0 / e.timePerOutputTokenMs);
}

// FP4 (NVFP4) on B200: 9,000 dense TFLOPS (HGX B200: 144 PF sparse FP4 over 8 GPUs), weights at 4.5 bits (4-bit
// values and an FP8 scale per 16), the KV cache at FP8. An inference format: training in it is refused; a chip
// without FP4 maths runs a table's FP4 row at its FP8 rate (Hopper), else FP16 (Ampere).
void tst_Estimator::fp4ServesBlackwellOnly()
{
    const Gpu &b200 = gpu("b200");
    QCOMPARE(*b200.peakFlops(Precision::FP4), 9000e12);
    Scenario sc = decoding(8, 1000, 1000);
    sc.precision = Precision::FP8;
    const Estimate fp8 = estimate(preset("llama-3-70b"), b200, sc);
    sc.precision = Precision::FP4;
    const Estimate fp4 = estimate(preset("llama-3-70b"), b200, sc);
    QVERIFY(fp8.ok() && fp4.ok());
    FS_COMPARE_REL(fp4.memory.weights, fp8.memory.weights * 4.5 / 8.0, 1e-12);
    FS_COMPARE_REL(fp4.memory.kvCache, fp8.memory.kvCache, 1e-12);
    // Batch 8 decode reads the weights every step: fewer bytes, a shorter step (not more than the weights' ratio).
    QVERIFY2(fp4.timePerOutputTokenMs < fp8.timePerOutputTokenMs
            && fp4.timePerOutputTokenMs > fp8.timePerOutputTokenMs * 4.5 / 8.0 * 0.999,
        qPrintable(QStringLiteral("%1 vs %2 ms").arg(fp4.timePerOutputTokenMs).arg(fp8.timePerOutputTokenMs)));

    Scenario train;
    train.mode = Mode::Train;
    train.precision = Precision::FP4;
    train.gpuCount = 8;
    train.tokens = 1e9;
    QCOMPARE(estimate(preset("llama-2-7b"), b200, train).error, EstimateError::PrecisionNotForTraining);
    QVERIFY(!gpu("h100-sxm").peakFlops(Precision::FP4));
    QCOMPARE(nearestPrecision(gpu("h100-sxm"), Precision::FP4), Precision::FP8);
    QCOMPARE(nearestPrecision(gpu("a100-80gb-sxm"), Precision::FP4), Precision::FP16);
    QCOMPARE(nearestPrecision(b200, Precision::FP4), Precision::FP4);
}

void tst_Estimator::mi300xServingFollowsPublishedRuns()
{
    // Llama 3.1 405B FP8 over 8 MI300X (TP 8), 128 tokens in and out at batch 1, with the model's own
    // efficiencies. A decode step reads 405e9 / 8 bytes of weights per GPU at 5.3 TB/s × 0.8 × 0.55
    // (CDNA3 serving: efficiency.cpp, fitted to Oracle's vLLM rows M380-M390): 21.7 ms.
    Scenario sc = decoding(1, 128, 128);
    sc.precision = Precision::FP8;
    sc.mfu = kUnknown;
    sc.gpuCount = 8;
    sc.tensorParallel = 8;
    const Gpu &mi300x = gpu("mi300x");
    const Estimate e = estimate(preset("llama-3.1-405b"), mi300x, sc);
    QVERIFY(e.ok());
    QCOMPARE(e.tensorParallel, 8);
    FS_COMPARE_REL(e.memoryEfficiency, 0.44, 1e-12);
    // The shape's own count (405.85e9 parameters, one byte each in FP8) over 8 GPUs: within 1 % of 405e9 / 8.
    FS_COMPARE_REL(e.memory.weights, 405e9 / 8.0, 0.01);
    FS_COMPARE_REL(e.serving.decode.linear.memorySeconds, e.memory.weights / (5300e9 * 0.44), 1e-9);
    // Matrix work at 0.33 of the NVIDIA serving default for FP8 decoders (0.7 × 0.65).
    FS_COMPARE_REL(e.computeEfficiency, 0.7 * 0.65 * 0.33, 1e-12);
    // Oracle Cloud measured 3.530 s for the whole request (M380); the model lands within 5 %.
    QVERIFY2(std::abs(e.latencyMs / 3530.0 - 1.0) < 0.05, qPrintable(QString::number(e.latencyMs)));
    // The same chip in training keeps the rated share: the CDNA3 factors are serving's only.
    Scenario train;
    train.mode = Mode::Train;
    train.precision = Precision::BF16;
    train.gpuCount = 8;
    train.tokens = 1e9;
    const Estimate t = estimate(preset("llama-2-7b"), mi300x, train);
    QVERIFY(t.ok());
    FS_COMPARE_REL(t.memoryEfficiency, kMemoryEfficiency, 1e-12);
}

void tst_Estimator::graphRuntimesFuseConvNetTraining()
{
    // ResNet-50 training on one A100 at batch 256: eager moves its activations 10 times per step, a graph
    // runtime that fuses batch norm, add and ReLU 5.5 times (efficiency.h); the matrix work is the same.
    const Workload &resnet = preset("resnet-50");
    Scenario sc;
    sc.mode = Mode::Train;
    sc.precision = Precision::FP16;
    sc.amount = AmountKind::Samples;
    sc.samples = 1.28e6;
    sc.batchPerGpu = 256;
    sc.runtime = Runtime::Eager;
    const Estimate eager = estimate(resnet, gpu("a100-80gb-sxm"), sc);
    sc.runtime = Runtime::Compiled;
    const Estimate compiled = estimate(resnet, gpu("a100-80gb-sxm"), sc);
    sc.runtime = Runtime::Auto; // training's default is eager
    const Estimate byDefault = estimate(resnet, gpu("a100-80gb-sxm"), sc);
    QVERIFY(eager.ok() && compiled.ok() && byDefault.ok());
    QVERIFY(eager.memorySeconds > 0);
    FS_COMPARE_REL(compiled.memorySeconds, 0.55 * eager.memorySeconds, 1e-12);
    FS_COMPARE_REL(compiled.computeSeconds, eager.computeSeconds, 1e-12);
    FS_COMPARE_REL(byDefault.stepSeconds, eager.stepSeconds, 1e-12);
    // 50 layers × 3 kernels, forward and twice backward, 3 µs each: 1.35 ms per micro-batch of 256.
    FS_COMPARE_REL(eager.launchSeconds, 3 * 50 * 3 * 3e-6, 1e-12);

    // TF32 convolutions: 0.55 of the 0.9 that TF32 reaches elsewhere, of half the 16-bit peak (156 TFLOPS):
    // 0.6 × 0.9 × 0.55 = 0.297 against FP16's 0.6 of 312, so the matrix work takes 312 × 0.6 / (156 × 0.297)
    // = 4.04 times as long.
    sc.runtime = Runtime::Eager;
    sc.precision = Precision::TF32;
    const Estimate tf32 = estimate(resnet, gpu("a100-80gb-sxm"), sc);
    QVERIFY(tf32.ok());
    FS_COMPARE_REL(tf32.computeEfficiency, 0.6 * 0.9 * 0.55, 1e-12);
    FS_COMPARE_REL(tf32.computeSeconds / eager.computeSeconds, (312.0 * 0.6) / (156.0 * 0.6 * 0.9 * 0.55), 1e-9);
}

void tst_Estimator::adaKeepsPartOfAConvNetsTrafficOnChip()
{
    // ResNet-50 on an L40S (Ada) against the same chip labelled Ampere: a conv net's compute efficiency does
    // not depend on the generation, so only the activation traffic can differ: 0.55 of it in inference on Ada
    // (its large L2 between layers, efficiency.cpp), all of it in training, which stores every activation
    // for the backward pass.
    const Workload &resnet = preset("resnet-50");
    const Gpu &ada = gpu("l40s");
    Gpu ampere = ada;
    ampere.generation = GpuGeneration::Ampere;

    Scenario train;
    train.mode = Mode::Train;
    train.precision = Precision::FP16;
    train.amount = AmountKind::Samples;
    train.samples = 1.28e6;
    train.batchPerGpu = 256;
    const Estimate onAda = estimate(resnet, ada, train);
    const Estimate asAmpere = estimate(resnet, ampere, train);
    QVERIFY(onAda.ok() && asAmpere.ok());
    FS_COMPARE_REL(onAda.computeSeconds, asAmpere.computeSeconds, 1e-12);
    FS_COMPARE_REL(onAda.memorySeconds, asAmpere.memorySeconds, 1e-12);

    // Serving at a large batch: the bytes beyond the weights are the activations, 0.55 of them on Ada.
    Scenario serve;
    serve.mode = Mode::Infer;
    serve.precision = Precision::INT8;
    serve.runtime = Runtime::Optimized;
    serve.batchPerGpu = 256;
    const Estimate servedOnAda = estimate(resnet, ada, serve);
    const Estimate servedAsAmpere = estimate(resnet, ampere, serve);
    QVERIFY(servedOnAda.ok() && servedAsAmpere.ok());
    const double weights = servedOnAda.memory.weights;
    FS_COMPARE_REL(servedAsAmpere.memory.weights, weights, 1e-12);
    FS_COMPARE_REL(servedOnAda.serving.prefill.linear.bytes - weights,
        0.55 * (servedAsAmpere.serving.prefill.linear.bytes - weights), 1e-9);
}

void tst_Estimator::servingCostPerMillionTokens()
{
    // Cost per million output tokens = 1e6 · $/GPU-h · GPUs / 3600 / output tokens/s (llm-analysis; I6).
    const Estimate e = estimate(preset("llama-2-7b"), gpu("a100-80gb-sxm"), decoding(8, 512, 256));
    QVERIFY(e.ok());
    QVERIFY(e.outputTokensPerS > 0);
    FS_COMPARE_REL(e.costPerMillionTokensUsd, 1e6 * 3.4309 / 3600.0 / e.outputTokensPerS, 1e-9);
    // Per million requests (samples): each request returns its 256 output tokens, so a million requests cost what
    // 256 million output tokens do.
    FS_COMPARE_REL(e.costPerMillionSamplesUsd, 1e6 * 3.4309 / 3600.0 / e.samplesPerS, 1e-9);
    FS_COMPARE_REL(e.costPerMillionSamplesUsd, 256.0 * e.costPerMillionTokensUsd, 1e-9);
    QVERIFY(e.servingPricedPerToken());
    FS_COMPARE_REL(e.servingCostPerMillion(), e.costPerMillionTokensUsd, 0);
}

void tst_Estimator::servingWithoutOutputTokensIsPricedPerSample()
{
    // A conv net or an encoder generates no tokens: it is priced per million samples (images, sequences), and
    // has no price per output token (it used to have none at all for a conv net, and for BERT the tokens read
    // were called output tokens). ResNet-50 and BERT-large on one L4 at the catalog's $0.8048 per GPU-hour:
    // 1e6 × 0.8048 / 3600 / samples per second.
    Scenario serve;
    serve.mode = Mode::Infer;
    serve.precision = Precision::INT8;
    serve.batchPerGpu = 8;
    for (const char *id : { "resnet-50", "bert-large" }) {
        const Estimate e = estimate(preset(id), gpu("l4"), serve);
        QVERIFY2(e.ok(), id);
        QVERIFY2(!isKnown(e.outputTokensPerS) && !isKnown(e.costPerMillionTokensUsd), id);
        QVERIFY2(!e.servingPricedPerToken(), id);
        FS_COMPARE_REL(e.costPerMillionSamplesUsd, 1e6 * 0.8048 / 3600.0 / e.samplesPerS, 1e-9);
        FS_COMPARE_REL(e.servingCostPerMillion(), e.costPerMillionSamplesUsd, 0);
    }
}

void tst_Estimator::inferenceBatchMaxIsTheLargestThatFits()
{
    // Llama 2 7B FP16, 2,048 in / 2,048 out: each sequence holds 4,096 × 0.5 MiB of KV cache, so an 80 GiB
    // A100 fits a few dozen. Whatever the count, it must fit and one more must not.
    const Workload &w = preset("llama-2-7b");
    const Gpu &a100 = gpu("a100-80gb-sxm");
    Scenario sc = decoding(1, 2048, 2048);
    sc.batchMax = true;
    const Estimate best = estimate(w, a100, sc);
    QVERIFY(best.ok());
    const int n = best.maxBatchPerGpu;
    QVERIFY2(n > 1, qPrintable(QString::number(n)));
    QCOMPARE(best.batchPerGpu, n);
    QVERIFY(best.fits);

    sc.batchMax = false;
    sc.batchPerGpu = n;
    const Estimate atMax = estimate(w, a100, sc);
    QVERIFY(atMax.ok());
    QVERIFY(atMax.fits);
    QVERIFY(atMax.memory.total() <= a100.memoryBytes());

    sc.batchPerGpu = n + 1;
    const Estimate overMax = estimate(w, a100, sc);
    QVERIFY(overMax.ok());
    QVERIFY(!overMax.fits);
    QVERIFY(overMax.memory.total() > a100.memoryBytes());
    QVERIFY(overMax.has(WarnDoesNotFit));
}

void tst_Estimator::servingSplitAtMaxBatchServesMost()
{
    // Llama 3 70B in FP8 on 8 H100 80 GB (79.65 GiB to programs, 85.52 GB), 1,000 tokens in and out, the largest
    // batch that fits. Each sequence holds 80 layers × 8 KV heads × 128 × 2 (K, V) × 1 byte × 2,000 tokens =
    // 327.68 MB of KV cache (I2). On one GPU the 70.6 GB of weights leave 85.52 - 70.6 - 1.61 (overhead) - ~0.14
    // (prefill) = 13.17 GB: 40 sequences. Split over two, 85.52 - 35.3 - 1.61 - ~0.07 = 48.54 GB for half of each
    // sequence's cache (163.84 MB): 296 sequences per pair, 1,184 in all against 320, with far fewer steps: the
    // split serves about twice the tokens per second, so the estimate takes it.
    const Workload &w = preset("llama-3-70b");
    const Gpu &h100 = gpu("h100-sxm");
    Scenario sc = decoding(1, 1000, 1000);
    sc.mfu = kUnknown;
    sc.precision = Precision::FP8;
    sc.gpuCount = 8;
    sc.batchMax = true;
    const Estimate chosen = estimate(w, h100, sc);
    QVERIFY(chosen.ok());
    QCOMPARE(chosen.tensorParallel, 2);
    QCOMPARE(chosen.dataParallel, 4);
    QCOMPARE(chosen.batchPerGpu, 296);
    QCOMPARE(chosen.layoutsCosted, 4); // widths 1, 2, 4 and 8
    QVERIFY(!chosen.has(WarnModelParallel)); // one sequence fits one GPU: the split is for throughput
    // The same as the user pinning each width (--tp): the chosen one serves the most.
    double most = 0;
    for (int t : { 1, 2, 4, 8 }) {
        Scenario pinned = sc;
        pinned.tensorParallel = t;
        const Estimate e = estimate(w, h100, pinned);
        QVERIFY(e.ok() && e.fits);
        QCOMPARE(e.tensorParallel, t);
        if (t == 1)
            QCOMPARE(e.batchPerGpu, 40);
        most = std::max(most, e.outputTokensPerS);
        if (t == 1)
            QVERIFY2(chosen.outputTokensPerS > 1.5 * e.outputTokensPerS,
                qPrintable(QStringLiteral("%1 against %2").arg(chosen.outputTokensPerS).arg(e.outputTokensPerS)));
    }
    FS_COMPARE_REL(chosen.outputTokensPerS, most, 1e-12);
    FS_COMPARE_REL(chosen.costPerMillionTokensUsd, 1e6 * h100.pricePerHourUsd * 8 / 3600.0 / most, 1e-9);
    // A typed batch says how many sequences each replica runs: the narrowest split holds it.
    Scenario typed = sc;
    typed.batchMax = false;
    typed.batchPerGpu = 40;
    const Estimate atTyped = estimate(w, h100, typed);
    QCOMPARE(atTyped.tensorParallel, 1);
    QCOMPARE(atTyped.layoutsCosted, 1);
    // One GPU has no width to try.
    Scenario one = sc;
    one.gpuCount = 1;
    const Estimate alone = estimate(w, h100, one);
    QCOMPARE(alone.tensorParallel, 1);
    QCOMPARE(alone.batchPerGpu, 40);
    QCOMPARE(alone.layoutsCosted, 1);
}

void tst_Estimator::servingSplitsDivideTheHeads()
{
    // LLaMA-33B has 52 heads (Touvron et al. 2023, Table 2): 2 and 4 ranks split them, 8 do not, so no serving
    // engine runs it at TP 8 (it once reported TP 8 as fitting); pinned, TP 8 is refused for the same reason. In
    // FP16 its 65 GB of weights need more than four 16 GB T4s: the node's eight take it as two pipeline stages of
    // 30 of its 60 layers behind TP 4, 8.1 GB of weights each; on four T4s nothing fits.
    const Workload &w = preset("llama-33b");
    const Gpu &t4 = gpu("t4");
    Scenario sc = decoding(1, 500, 500);
    sc.gpuCount = 8;
    sc.batchMax = true;
    const Estimate e = estimate(w, t4, sc);
    QVERIFY(e.ok());
    QCOMPARE(e.tensorParallel, 4);
    QCOMPARE(e.pipelineParallel, 2);
    QCOMPARE(e.serving.layers, 30);
    QVERIFY(e.fits);
    FS_COMPARE_REL(e.memory.weights, w.params * 2 / 8, 0.01);
    Scenario four = sc;
    four.gpuCount = 4;
    QVERIFY(!estimate(w, t4, four).fits);
    Scenario pinned = sc;
    pinned.tensorParallel = 8;
    QCOMPARE(estimate(w, t4, pinned).error, EstimateError::LayoutCannotRun);
    QVERIFY(layoutPinProblem(w, pinned).contains(u"does not divide the 52 attention heads"));
    // On 24 GB L4s four ranks hold it; GPT-2's 12 heads leave widths 1, 2 and 4 to cost on eight.
    QCOMPARE(estimate(w, gpu("l4"), sc).tensorParallel, 4);
    QVERIFY(estimate(w, gpu("l4"), sc).fits);
    QCOMPARE(estimate(preset("gpt-2"), t4, sc).layoutsCosted, 3);
}

void tst_Estimator::trainingMaxBatchIsTheLargestThatFits()
{
    // GPT-2 small in BF16 on one A100 80GB: activations grow linearly with the micro-batch.
    const Workload &w = preset("gpt-2");
    const Gpu &a100 = gpu("a100-80gb-sxm");
    Scenario sc = training(1e9, 0.5);
    sc.batchPerGpu = 1;
    // The layout pinned: unpinned, the search would recompute or shard to fit a larger micro-batch.
    sc.tensorParallel = 1;
    sc.pipelineParallel = 1;
    sc.recompute = Recompute::None;
    sc.zeroStage = 0;
    const int n = estimate(w, a100, sc).maxBatchPerGpu;
    QVERIFY2(n > 1, qPrintable(QString::number(n)));

    sc.batchPerGpu = n;
    const Estimate atMax = estimate(w, a100, sc);
    QVERIFY(atMax.ok());
    QVERIFY(atMax.fits);
    QVERIFY(atMax.memory.total() <= a100.memoryBytes());

    sc.batchPerGpu = n + 1;
    const Estimate overMax = estimate(w, a100, sc);
    QVERIFY(overMax.ok());
    QVERIFY(!overMax.fits);
    QVERIFY(overMax.memory.total() > a100.memoryBytes());
}

void tst_Estimator::modelThatDoesNotFitIsAWarning()
{
    // Llama 2 70B needs 68.98e9 × 16 B ≈ 1.1 TB of model states to train, and 138 GB of FP16 weights to serve:
    // neither fits one 80 GB A100. That is an answer ("does not fit"), not a failure to estimate.
    const Gpu &a100 = gpu("a100-80gb-sxm");
    const Estimate train = estimate(preset("llama-2-70b"), a100, training(2e12, 0.5));
    QVERIFY(train.ok());
    QVERIFY(!train.fits);
    QVERIFY(train.has(WarnDoesNotFit));
    QVERIFY(std::isfinite(train.wallHours));

    const Estimate serve = estimate(preset("llama-2-70b"), a100, decoding(1, 128, 128));
    QVERIFY(serve.ok());
    QVERIFY(!serve.fits);
    QVERIFY(serve.has(WarnDoesNotFit));
    QVERIFY(serve.memory.weights >= 68976648192.0 * 2.0);
}

void tst_Estimator::moreGpusNeverSlowerNorSuperlinear_data()
{
    QTest::addColumn<QString>("workloadId");
    QTest::addColumn<QString>("gpuId");
    QTest::addColumn<int>("fewer");
    QTest::addColumn<int>("more");
    QTest::addColumn<int>("zeroStage");

    QTest::newRow("gpt-2 a100 1→8") << QStringLiteral("gpt-2") << QStringLiteral("a100-80gb-sxm") << 1 << 8 << 0;
    QTest::newRow("gpt-2 a100 8→64") << QStringLiteral("gpt-2") << QStringLiteral("a100-80gb-sxm") << 8 << 64 << 0;
    QTest::newRow("llama-2-7b h100 8→64 zero3")
        << QStringLiteral("llama-2-7b") << QStringLiteral("h100-sxm") << 8 << 64 << 3;
    QTest::newRow("llama-2-70b h100 64→512")
        << QStringLiteral("llama-2-70b") << QStringLiteral("h100-sxm") << 64 << 512 << 1;
}

void tst_Estimator::moreGpusNeverSlowerNorSuperlinear()
{
    QFETCH(QString, workloadId);
    QFETCH(QString, gpuId);
    QFETCH(int, fewer);
    QFETCH(int, more);
    QFETCH(int, zeroStage);

    const Workload *w = Catalog::builtIn().workload(workloadId);
    const Gpu *g = Catalog::builtIn().gpu(gpuId);
    QVERIFY(w && g);
    Scenario sc = training(1e11, 0.4);
    sc.zeroStage = zeroStage;
    sc.gpuCount = fewer;
    Estimate small = estimate(*w, *g, sc);
    // At one layout: more GPUs can also let the search pick a shallower pipeline or recompute fewer layers,
    // which is faster per GPU (a real superlinear effect); the invariants below are those of a fixed split.
    sc.tensorParallel = small.layout.tensor;
    sc.pipelineParallel = small.layout.pipeline;
    sc.interleave = small.layout.interleave;
    sc.batchPerGpu = small.layout.microBatch;
    sc.recompute = small.layout.recompute;
    small = estimate(*w, *g, sc);
    sc.gpuCount = more;
    const Estimate large = estimate(*w, *g, sc);
    QVERIFY(small.ok() && large.ok());
    QVERIFY(small.fits && large.fits);

    // Scaling efficiency is a fraction of perfect scaling; time cannot fall faster than the GPU count grows.
    for (const Estimate *e : std::initializer_list<const Estimate *> { &small, &large }) {
        QVERIFY2(e->scalingEfficiency > 0 && e->scalingEfficiency <= 1.0 + 1e-12,
            qPrintable(QString::number(e->scalingEfficiency)));
    }
    QVERIFY2(large.wallHours <= small.wallHours,
        qPrintable(QStringLiteral("%1 h on %2 GPUs vs %3 h on %4")
                       .arg(large.wallHours)
                       .arg(more)
                       .arg(small.wallHours)
                       .arg(fewer)));
    QVERIFY(large.wallHours * more >= small.wallHours * fewer * (1.0 - 1e-9));
    // The job's FLOPs do not depend on how many GPUs share them.
    FS_COMPARE_REL(large.totalFlops, small.totalFlops, 1e-12);
}

void tst_Estimator::tinyModelOnSlowNetworkIsCommunicationBound()
{
    // 1e8 parameters, 128-token sequences, one sequence per GPU per step on 64 A100s (8 nodes of 8) with a
    // 0.1 GB/s network per GPU, no gradient accumulation (global batch 64).
    // Compute per step: 6 · 1e8 · 128 / (312e12 · 0.5) = 0.4923 ms.
    // Gradient all-reduce of 2e8 bytes (BF16): inside a node a ring of 8 over NVLink 300 GB/s one-way × 0.65:
    // 2 · 7/8 · 2e8 / 1.95e11 = 1.795 ms; across nodes a ring of 8 over 0.1 GB/s × 0.9 carrying 2e8/8:
    // 2 · 7/8 · 2.5e7 / 9e7 = 486.11 ms. Overlapped with the backward (2/3 of compute = 0.328 ms): 487.58 ms
    // exposed, about a thousand times the compute.
    Scenario sc = training(1e9, 0.5);
    sc.gpuCount = 64;
    sc.gpusPerNode = 8;
    sc.batchPerGpu = 1;
    sc.globalBatch = 64;
    sc.networkGBps = 0.1;
    sc.tensorParallel = 1; // data parallel only, as above: the layout search would split the model instead
    sc.pipelineParallel = 1;
    const Estimate e = estimate(paramsOnlyDecoder(1e8, 128), gpu("a100-80gb-sxm"), sc);
    QVERIFY(e.ok());
    // Unpinned, the search shards the gradients over tensor-parallel ranks and exposes less of the all-reduce.
    Scenario searched = sc;
    searched.tensorParallel = 0;
    searched.pipelineParallel = 0;
    const Estimate s = estimate(paramsOnlyDecoder(1e8, 128), gpu("a100-80gb-sxm"), searched);
    QVERIFY(s.ok());
    QVERIFY(s.layout.modelParallel() > 1);
    QVERIFY2(s.wallHours < e.wallHours / 2, qPrintable(QStringLiteral("%1 vs %2").arg(s.wallHours).arg(e.wallHours)));
    QCOMPARE(e.bound, Bound::Communication);
    QVERIFY(e.has(WarnCommunicationBound));
    FS_COMPARE_REL(e.communicationSeconds, 0.48758, 0.01);
    QVERIFY(e.scalingEfficiency < 0.01);

    // With the DGX A100 network (25 GB/s per GPU) the same job is far less exposed.
    sc.networkGBps = kUnknown;
    const Estimate fast = estimate(paramsOnlyDecoder(1e8, 128), gpu("a100-80gb-sxm"), sc);
    QVERIFY(fast.ok());
    QVERIFY(fast.wallHours < e.wallHours / 10);
}

void tst_Estimator::errors()
{
    const Gpu &a100 = gpu("a100-80gb-sxm");
    const Workload w = paramsOnlyDecoder(1e9, 2048);

    Scenario sc = training(1e11, 0.5);
    sc.gpuCount = 0;
    QCOMPARE(estimate(w, a100, sc).error, EstimateError::InvalidInput);
    sc = training(1e11, 0.5);
    sc.zeroStage = 4;
    QCOMPARE(estimate(w, a100, sc).error, EstimateError::InvalidInput);
    sc = training(1e11, 0.5);
    sc.pue = 0.9; // PUE below 1 would mean the data centre makes energy
    QCOMPARE(estimate(w, a100, sc).error, EstimateError::InvalidInput);

    // Nothing to compute with.
    Workload empty;
    empty.id = QStringLiteral("empty");
    QCOMPARE(estimate(empty, a100, training(1e11, 0.5)).error, EstimateError::NoWorkloadCompute);

    // A generic model with FLOPs but no tokens, samples or iterations, and no dataset default.
    Workload generic;
    generic.id = QStringLiteral("generic");
    generic.params = 1e6;
    generic.forwardFlopsPerSample = 2e6;
    QCOMPARE(estimate(generic, a100, training(kUnknown, 0.5)).error, EstimateError::NoTrainingAmount);

    // A chip with a peak but no memory bandwidth figure.
    Gpu noBandwidth = a100;
    noBandwidth.memoryBandwidthGBps = kUnknown;
    QCOMPARE(estimate(w, noBandwidth, training(1e11, 0.5)).error, EstimateError::NoBandwidth);

    // A chip without its memory size (a hardware row with the cell left blank): an error that says so,
    // in training and serving, not "does not fit" on every layout.
    Gpu noMemory = a100;
    noMemory.memoryGiB = kUnknown;
    QCOMPARE(estimate(w, noMemory, training(1e11, 0.5)).error, EstimateError::NoMemoryFigure);
    Scenario serving;
    serving.mode = Mode::Infer;
    QCOMPARE(estimate(w, noMemory, serving).error, EstimateError::NoMemoryFigure);
    QVERIFY(errorMessage(EstimateError::NoMemoryFigure, a100.name, Precision::BF16).contains(a100.name));

    for (EstimateError error :
        { EstimateError::PrecisionUnsupported, EstimateError::NoComputeFigures, EstimateError::NoBandwidth,
            EstimateError::NoWorkloadCompute, EstimateError::NoTrainingAmount, EstimateError::InvalidInput })
        QVERIFY(!errorMessage(error, a100.name, Precision::BF16).isEmpty());
}

void tst_Estimator::outOfRangeEfficiencyIsRefused_data()
{
    QTest::addColumn<double>("mfu");
    // Scenario::mfu is documented as 0 < mfu <= 1; estimate() keeps an InvalidInput guard for values
    // callers failed to catch. 0 would divide by zero (infinite time), above 1 is faster than the peak.
    QTest::newRow("zero") << 0.0;
    QTest::newRow("negative") << -0.1;
    QTest::newRow("above peak") << 1.5;
}

void tst_Estimator::outOfRangeEfficiencyIsRefused()
{
    QFETCH(double, mfu);
    const Estimate e = estimate(paramsOnlyDecoder(1e9, 2048), gpu("a100-80gb-sxm"), training(1e11, mfu));
    QVERIFY2(e.error == EstimateError::InvalidInput,
        qPrintable(QStringLiteral("accepted mfu %1: wall %2 h").arg(mfu).arg(e.wallHours)));
}

// A measured record replaces the model: DLE's 16,621 img/s for ResNet-50 AMP on 8 A100 (M004) means
// 90 ImageNet epochs take 1,281,167 × 90 / 16,621 = 6,937.3 s = 1.9270 h, 15.416 GPU-hours.
void tst_Estimator::measuredThroughputGivesTimeFromDataset()
{
    Scenario sc;
    sc.precision = Precision::FP16;
    sc.gpuCount = 8;
    sc.amount = AmountKind::Samples;
    sc.measuredSamplesPerS = 16621;
    const Estimate e = estimate(preset("resnet-50"), gpu("a100-80gb-sxm"), sc);
    QVERIFY(e.ok());
    FS_COMPARE_REL(e.wallHours, 1281167.0 * 90 / 16621 / 3600, 1e-9);
    FS_COMPARE_REL(e.gpuHours, 8 * 1281167.0 * 90 / 16621 / 3600, 1e-9);
    FS_COMPARE_REL(e.samplesPerS, 16621.0, 1e-12);
}

QTEST_GUILESS_MAIN(tst_Estimator)
#include "tst_estimator.moc"
