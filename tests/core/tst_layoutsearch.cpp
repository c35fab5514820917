// The training layout search (issue 19): every GPU used where a layout can, the same answer as an
// exhaustive enumeration of the same space, pins kept, and the pipeline terms as Narayanan et al. give them.
#include "core/catalog/catalog.h"
#include "core/estimate/estimator.h"
#include "core/estimate/layout.h"
#include "core/estimate/layoutsearch.h"
#include "core/estimate/modelfigures.h"
#include "core/report/layouttext.h"
#include "testutil.h"

#include <QRegularExpression>
#include <QSet>
#include <QTest>

#include <thread>
#include <tuple>

using namespace flopsheet;

namespace {

const Workload &workload(const char *id)
{
    const Workload *w = Catalog::builtIn().workload(QString::fromLatin1(id));
    if (!w)
        qFatal("no workload %s", id);
    return *w;
}

const Gpu &gpu(const char *id)
{
    const Gpu *g = Catalog::builtIn().gpu(QString::fromLatin1(id));
    if (!g)
        qFatal("no GPU %s", id);
    return *g;
}

// GPT-3 175B as Megatron-LM and Calculon train it: 1,536 sequences of 2,048 tokens per step (Brown et al. 2020).
Scenario gpt3(int gpus)
{
    Scenario sc;
    sc.gpuCount = gpus;
    sc.globalBatch = 1536;
    sc.tokens = 300e9;
    return sc;
}

} // namespace

class tst_LayoutSearch : public QObject {
    Q_OBJECT

private slots:
    void everyGpuUsed_data();
    void everyGpuUsed();
    void searchMatchesExhaustive_data();
    void searchMatchesExhaustive();
    void lowerZeroStageAtItsOwnRecompute();
    void pinsAreKept();
    void pinnedChunksSearchTheStages();
    void bubbleByHand();
    void unevenStages();
    void idleGpusAreExplained();
    void smallIdleLossIsShownNonZero();
    void plainDataParallelNeedsNoSearch();
    void runnersUpAreSlowerAndSayWhy();
    void typedBatchIsTakenExactly();
    void contextParallelMemory();
    void contextParallelInsteadOfRecompute();
    void storedAttentionScores();
    void unsplitModelShrinksItsMicroBatch();
    void smallTypedBatchReachesEveryGpu();
    void splitForSpeedIsNotCalledTooBig();
    void searchesDoNotCarryOver();
};

void tst_LayoutSearch::everyGpuUsed_data()
{
    QTest::addColumn<int>("gpus");
    for (int n : { 96, 384, 768, 1024, 4096 })
        QTest::addRow("%d", n) << n;
}

// Issue 19's table: first-fit left 32 of 96 GPUs idle; every count here has a layout using all of them.
void tst_LayoutSearch::everyGpuUsed()
{
    QFETCH(int, gpus);
    const Estimate e = estimate(workload("gpt-3-175b"), gpu("a100-80gb-sxm"), gpt3(gpus));
    QVERIFY(e.ok());
    QVERIFY(e.fits);
    QCOMPARE(e.layout.gpus(), gpus);
    QCOMPARE(e.gpusBusy, gpus);
    QCOMPARE(e.layoutIdleGpus, 0);
    QVERIFY(!e.has(WarnIdleGpus));
    QCOMPARE(e.tensorParallel * e.layout.context * e.pipelineParallel * e.dataParallel, gpus);
}

void tst_LayoutSearch::searchMatchesExhaustive_data()
{
    QTest::addColumn<QString>("workloadId");
    QTest::addColumn<QString>("gpuId");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<double>("globalBatch"); // NaN: the default batch
    QTest::addColumn<int>("zero"); // kZeroAuto: searched
    QTest::addColumn<int>("tensor"); // 0: searched
    QTest::addColumn<double>("network"); // GB/s per GPU between nodes; NaN: the generation's
    const double none = kUnknown;
    QTest::newRow("GPT-3 175B, 96 A100") << "gpt-3-175b"
                                         << "a100-80gb-sxm" << 96 << 1536.0 << kZeroAuto << 0 << none;
    QTest::newRow("GPT-3 175B, 128 A100") << "gpt-3-175b"
                                          << "a100-80gb-sxm" << 128 << 1536.0 << kZeroAuto << 0 << none;
    QTest::newRow("GPT-3 175B, 96 A100, ZeRO 0") << "gpt-3-175b"
                                                 << "a100-80gb-sxm" << 96 << 1536.0 << 0 << 0 << none;
    QTest::newRow("GPT-3 175B, 96 H100, TP 4") << "gpt-3-175b"
                                               << "h100-sxm" << 96 << 1536.0 << kZeroAuto << 4 << none;
    QTest::newRow("Llama 2 70B, 64 H100") << "llama-2-70b"
                                          << "h100-sxm" << 64 << none << kZeroAuto << 0 << none;
    QTest::newRow("Llama 2 7B, 24 A100-40GB") << "llama-2-7b"
                                              << "a100-40gb-sxm" << 24 << none << kZeroAuto << 0 << none;
    QTest::newRow("Llama 2 13B, 12 L40S") << "llama-2-13b"
                                          << "l40s" << 12 << 512.0 << kZeroAuto << 0 << none;
    QTest::newRow("Llama 3.1 405B, 200 H100") << "llama-3.1-405b"
                                              << "h100-sxm" << 200 << none << kZeroAuto << 0 << none;
    // Needs recompute without context parallelism, so the search tries it too (M371's setup, in BF16).
    QTest::newRow("Llama 3.1 405B, 128 H100, 64 sequences") << "llama-3.1-405b"
                                                            << "h100-sxm" << 128 << 64.0 << kZeroAuto << 0 << none;
    // Slow networks, where ZeRO-2's and ZeRO-3's traffic per micro-batch is not hidden behind the backward pass:
    // a higher stage fits with fewer recomputed layers but pays for it in traffic.
    QTest::newRow("Llama 2 13B, 64 A100-40GB, 2 GB/s") << "llama-2-13b"
                                                       << "a100-40gb-sxm" << 64 << none << kZeroAuto << 0 << 2.0;
    QTest::newRow("Llama 2 7B, 32 A100-40GB, 1 GB/s") << "llama-2-7b"
                                                      << "a100-40gb-sxm" << 32 << none << kZeroAuto << 1 << 1.0;
    QTest::newRow("GPT-3 175B, 128 A100, 5 GB/s") << "gpt-3-175b"
                                                  << "a100-80gb-sxm" << 128 << 1536.0 << kZeroAuto << 0 << 5.0;
}

// The bounds only drop layouts that cannot win: the search's answer is as fast as the best of every layout.
void tst_LayoutSearch::searchMatchesExhaustive()
{
    QFETCH(QString, workloadId);
    QFETCH(QString, gpuId);
    QFETCH(int, gpus);
    QFETCH(double, globalBatch);
    QFETCH(int, zero);
    QFETCH(int, tensor);
    QFETCH(double, network);
    Scenario sc;
    sc.gpuCount = gpus;
    sc.networkGBps = network;
    sc.globalBatch = globalBatch;
    sc.zeroStage = zero;
    sc.tensorParallel = tensor;
    const Workload &w = workload(workloadId.toLatin1().constData());
    const Gpu &g = gpu(gpuId.toLatin1().constData());
    const LayoutAlternatives searched = layoutAlternatives(w, g, sc, 0);
    const LayoutAlternatives every = layoutAlternatives(w, g, sc, 0, true);
    QVERIFY(every.chosen.fits);
    QVERIFY(searched.chosen.fits);
    QVERIFY2(every.evaluated > searched.evaluated,
        qPrintable(QStringLiteral("%1 vs %2").arg(every.evaluated).arg(searched.evaluated)));
    FS_COMPARE_REL(searched.chosen.secondsPerSample(), every.chosen.secondsPerSample(), 1e-9);
    // The estimate itself runs the same search.
    const Estimate e = estimate(w, g, sc);
    QCOMPARE(e.layout.tensor, searched.chosen.layout.tensor);
    QCOMPARE(e.layout.pipeline, searched.chosen.layout.pipeline);
    QCOMPARE(e.layout.microBatch, searched.chosen.layout.microBatch);
    if (tensor > 0)
        QCOMPARE(e.layout.tensor, tensor);
    if (zero >= 0)
        QCOMPARE(e.layout.zeroStage, zero);
}

// ZeRO-2 holds a shard of the gradients and so reduce-scatters every micro-batch; over a slow network that
// traffic is exposed. Llama 2 7B on 8 A100-40GB, one per node at 2 GB/s, data parallel only: ZeRO-2 fits
// with fewer layers recomputed than ZeRO-1, but ZeRO-1 at its own (more) recomputed layers is faster; the
// search must cost it there rather than only at ZeRO-2's depth (where it does not fit).
void tst_LayoutSearch::lowerZeroStageAtItsOwnRecompute()
{
    Scenario sc;
    sc.gpuCount = 8;
    sc.gpusPerNode = 1;
    sc.networkGBps = 2;
    sc.tensorParallel = 1;
    sc.pipelineParallel = 1;
    const Workload &w = workload("llama-2-7b");
    const Gpu &g = gpu("a100-40gb-sxm");
    const LayoutAlternatives searched = layoutAlternatives(w, g, sc, 0);
    const LayoutAlternatives every = layoutAlternatives(w, g, sc, 0, true);
    QVERIFY(searched.chosen.fits && every.chosen.fits);
    QCOMPARE(every.chosen.layout.zeroStage, 1);
    QCOMPARE(every.chosen.layout.recompute, Recompute::Full);
    FS_COMPARE_REL(searched.chosen.secondsPerSample(), every.chosen.secondsPerSample(), 1e-9);
}

void tst_LayoutSearch::pinsAreKept()
{
    Scenario sc = gpt3(96);
    sc.tensorParallel = 4;
    sc.pipelineParallel = 6;
    sc.batchPerGpu = 2;
    sc.interleave = 2;
    sc.recompute = Recompute::Full;
    sc.zeroStage = 1;
    const Estimate e = estimate(workload("gpt-3-175b"), gpu("a100-80gb-sxm"), sc);
    QVERIFY(e.ok());
    QCOMPARE(e.layout.tensor, 4);
    QCOMPARE(e.layout.pipeline, 6);
    QCOMPARE(e.layout.data, 4);
    QCOMPARE(e.layout.microBatch, 2);
    QCOMPARE(e.layout.interleave, 2);
    QCOMPARE(e.layout.recompute, Recompute::Full);
    QCOMPARE(e.layout.zeroStage, 1);
    // 1,536 sequences over 4 replicas of micro-batches of 2: 192 micro-batches per replica and step.
    QCOMPARE(e.accumulation, 192.0);
    // Only one part pinned: the search fills the rest around it.
    Scenario one = gpt3(96);
    one.pipelineParallel = 12;
    const Estimate f = estimate(workload("gpt-3-175b"), gpu("a100-80gb-sxm"), one);
    QCOMPARE(f.layout.pipeline, 12);
    QCOMPARE(f.layout.gpus(), 96);
}

// Chunks per stage pinned, the stages left to the search: it tries only depths whose largest stage divides
// into the chunks (Narayanan et al. 2021 §2.2: each chunk is whole layers), and still finds the exhaustive best.
void tst_LayoutSearch::pinnedChunksSearchTheStages()
{
    for (const auto &[id, gpus, chunks] : { std::tuple { "gpt-3-175b", 96, 4 }, std::tuple { "gpt-3-175b", 384, 3 },
             std::tuple { "llama-2-7b", 8, 2 } }) {
        Scenario sc = gpt3(gpus);
        sc.interleave = chunks;
        const Workload &w = workload(id);
        const QString where = QStringLiteral("%1 on %2 GPUs, %3 chunks").arg(QLatin1String(id)).arg(gpus).arg(chunks);
        QVERIFY2(pinnedLayoutProblem(w, modelFigures(w, sc.seqLen), sc).isEmpty(), qPrintable(where));
        const LayoutAlternatives searched = layoutAlternatives(w, gpu("a100-80gb-sxm"), sc, 0);
        const LayoutAlternatives every = layoutAlternatives(w, gpu("a100-80gb-sxm"), sc, 0, true);
        QVERIFY2(searched.chosen.fits && every.chosen.fits, qPrintable(where));
        const ParallelLayout &l = searched.chosen.layout;
        QVERIFY2(l.interleave == chunks && l.pipeline > 1, qPrintable(where));
        QVERIFY2((w.shape.layers + l.pipeline - 1) / l.pipeline % chunks == 0, qPrintable(where));
        FS_COMPARE_REL(searched.chosen.secondsPerSample(), every.chosen.secondsPerSample(), 1e-9);
        QCOMPARE(every.chosen.layout.interleave, chunks);
        QVERIFY(every.chosen.layout.pipeline > 1);
    }
    // No depth the search tries gives Llama 2 7B's 32 layers a largest stage of 5, 10 or 15 on 8 GPUs (7 stages of
    // at most 5 would, on 7): refused with the reason.
    Scenario five = gpt3(8);
    five.interleave = 5;
    const Workload &llama = workload("llama-2-7b");
    QVERIFY(pinnedLayoutProblem(llama, modelFigures(llama, five.seqLen), five).contains(u"no pipeline depth"));
    five.gpuCount = 7;
    QVERIFY(pinnedLayoutProblem(llama, modelFigures(llama, five.seqLen), five).isEmpty());
    QCOMPARE(estimate(llama, gpu("a100-80gb-sxm"), five).layout.pipeline, 7);
}

// Narayanan et al. 2021 §2.2: the 1F1B bubble is (p-1)/m of the compute, (p-1)/(v·m) interleaved.
void tst_LayoutSearch::bubbleByHand()
{
    Scenario sc;
    sc.gpuCount = 8;
    sc.globalBatch = 16;
    sc.tokens = 1e9;
    sc.tensorParallel = 1; // no tensor-parallel collectives in the bubble's base
    sc.pipelineParallel = 8; // 1 replica, 16 micro-batches of 1 (it does not fit; the times are still costed)
    sc.batchPerGpu = 1;
    sc.interleave = 1;
    sc.recompute = Recompute::None;
    sc.zeroStage = 0;
    const Workload &w = workload("gpt-3-175b");
    const Gpu &g = gpu("h200-sxm");
    const Estimate plain = estimate(w, g, sc);
    QVERIFY(plain.ok());
    QCOMPARE(plain.accumulation, 16.0);
    // The bubble idles the stage for its micro-batches' whole time: the matrix work and the kernel launches.
    FS_COMPARE_REL(plain.bubbleSeconds / (plain.computeSeconds + plain.launchSeconds), 7.0 / 16.0, 1e-12);
    sc.interleave = 3; // 12 layers per stage in 3 chunks of 4
    const Estimate interleaved = estimate(w, g, sc);
    FS_COMPARE_REL(
        interleaved.bubbleSeconds / (interleaved.computeSeconds + interleaved.launchSeconds), 7.0 / 48.0, 1e-12);
    FS_COMPARE_REL(interleaved.computeSeconds, plain.computeSeconds, 1e-12);
}

// 96 layers in 5 stages: the largest holds ⌈96/5⌉ = 20 and sets the pace, 20·5/96 of an even split's.
void tst_LayoutSearch::unevenStages()
{
    Scenario sc = gpt3(80);
    sc.tensorParallel = 8;
    sc.pipelineParallel = 5;
    sc.batchPerGpu = 1;
    sc.zeroStage = 1;
    sc.recompute = Recompute::None;
    const Workload &w = workload("gpt-3-175b");
    const Gpu &g = gpu("h200-sxm");
    const Estimate uneven = estimate(w, g, sc);
    QVERIFY(uneven.ok());
    QCOMPARE(uneven.layout.stageLayers, 20);
    QCOMPARE(uneven.layout.gpus(), 80);
    sc.pipelineParallel = 4;
    sc.gpuCount = 64; // the same 2 replicas of an even 24-layer split
    const Estimate even = estimate(w, g, sc);
    QCOMPARE(even.layout.data, uneven.layout.data);
    FS_COMPARE_REL(uneven.computeSeconds / even.computeSeconds, (20.0 / 96.0) / (24.0 / 96.0), 1e-12);
}

// 97 GPUs: tensor parallelism divides the node (1, 2, 4, 8) and no depth up to 96 layers divides 97, so every
// layout of GPT-3 175B that uses all 97 runs data parallel alone: ZeRO-3 shards its 16 B per parameter
// (174.6e9 × 16 / 97 = 28.8 GB per GPU) and full recompute of some layers fits the rest in 80 GB. It fits,
// but TP 8 on 96 GPUs is faster; the estimate says how many idle, which layout would use them all and how
// much slower it is, and pinning that layout gives that time.
void tst_LayoutSearch::idleGpusAreExplained()
{
    const Workload w = workload("gpt-3-175b");
    const Gpu a100 = gpu("a100-80gb-sxm");
    const Estimate e = estimate(w, a100, gpt3(97));
    QVERIFY(e.ok());
    QVERIFY(e.fits);
    QVERIFY(e.layout.gpus() < 97);
    QCOMPARE(e.layoutIdleGpus, 97 - e.layout.gpus());
    QVERIFY(e.has(WarnIdleGpus));
    QCOMPARE(e.everyGpuLayout.gpus(), 97);
    QCOMPARE(e.everyGpuLayout.tensor * e.everyGpuLayout.pipeline, 1);
    QCOMPARE(e.everyGpuLayout.zeroStage, 3);
    QVERIFY(e.everyGpuSlowdown > 1.0);

    Scenario pinned = gpt3(97);
    pinned.tensorParallel = 1;
    pinned.pipelineParallel = 1;
    pinned.zeroStage = 3;
    pinned.batchPerGpu = e.everyGpuLayout.microBatch;
    const Estimate all = estimate(w, a100, pinned);
    QVERIFY(all.ok());
    QVERIFY(all.fits);
    QCOMPARE(all.layout.gpus(), 97);
    QCOMPARE(all.layout.recomputeLayers, e.everyGpuLayout.recomputeLayers);
    // Mixed-precision Adam: 2 + 2 + 12 bytes per parameter, all sharded over the 97 ranks (Rajbhandari et al. 2020).
    const double params = modelFigures(w, 0).params;
    FS_COMPARE_REL(all.memory.weights + all.memory.gradients + all.memory.optimizer, params * 16.0 / 97.0, 1e-9);
    FS_COMPARE_REL(e.samplesPerS / all.samplesPerS, e.everyGpuSlowdown, 1e-9);

    const QString messages = warningMessages(e).join(u'\n');
    QVERIFY2(messages.contains(
                 QStringLiteral("the fastest layout uses %1; the fastest that uses all 97 (TP 1 · PP 1 · DP 97")
                     .arg(e.layout.gpus())),
        qPrintable(messages));
    QVERIFY2(
        messages.contains(
            QStringLiteral("%1 % slower per sample").arg(QString::number((e.everyGpuSlowdown - 1.0) * 100.0, 'f', 0))),
        qPrintable(messages));

    // With tensor parallelism pinned at 8, no split uses 97 GPUs: the estimate says that instead.
    Scenario eight = gpt3(97);
    eight.tensorParallel = 8;
    const Estimate byEight = estimate(w, a100, eight);
    QVERIFY(byEight.ok());
    QVERIFY(byEight.fits);
    QVERIFY(!isKnown(byEight.everyGpuSlowdown));
    const QString none = warningMessages(byEight).join(u'\n');
    QVERIFY2(none.contains(QStringLiteral("uses every GPU; the fastest uses %1").arg(byEight.layout.gpus())),
        qPrintable(none));
}

// Llama 3.1 405B on 1,024 H100s (its 126 layers split into 7 stages of 18 on 1,008 GPUs lose less to the
// largest stage than 8 uneven stages on all 1,024 gain): the layout using every GPU loses by a small fraction of a
// percent. The warning shows that loss as a figure that is not zero and is within its rounding of the true one; it
// used to read "0.0 % slower", which says there was no reason to idle the GPUs.
void tst_LayoutSearch::smallIdleLossIsShownNonZero()
{
    Scenario sc;
    sc.gpuCount = 1024;
    const Estimate e = estimate(workload("llama-3.1-405b"), gpu("h100-sxm"), sc);
    QVERIFY(e.ok());
    QVERIFY2(e.layoutIdleGpus > 0, "the case needs a layout that idles GPUs");
    QVERIFY(isKnown(e.everyGpuSlowdown));
    const double percent = (e.everyGpuSlowdown - 1.0) * 100.0;
    QVERIFY2(percent > 0.0005 && percent < 0.1, qPrintable(QString::number(percent)));

    const QString messages = warningMessages(e).join(u'\n');
    static const QRegularExpression shown(QStringLiteral("is ([0-9.]+) % slower per sample"));
    const QRegularExpressionMatch match = shown.match(messages);
    QVERIFY2(match.hasMatch(), qPrintable(messages));
    const QString figure = match.captured(1);
    const int decimals = figure.contains(u'.') ? int(figure.size() - figure.indexOf(u'.') - 1) : 0;
    const double value = figure.toDouble();
    QVERIFY2(value > 0.0, qPrintable(messages));
    // Rounded to its last digit, and that digit is significant (at least 1 of it).
    QVERIFY2(std::abs(value - percent) <= 0.5 * std::pow(10.0, -decimals) + 1e-12, qPrintable(messages));
    QVERIFY2(value >= std::pow(10.0, -decimals) - 1e-12, qPrintable(messages));
}

// Llama 2 7B on 8 A100s fits data-parallel and its all-reduce hides behind the backward pass: the
// compute bound is reached, so no search runs (the path of most sweep estimates). Mixed-precision Adam
// needs 16 B per parameter, 108 GB for 6.74B parameters, more than 80 GB: ZeRO 0 does not fit; ZeRO 1
// shards the 12 B of optimizer state over 8 GPUs, 2 + 2 + 1.5 B = 37 GB, and fits.
void tst_LayoutSearch::plainDataParallelNeedsNoSearch()
{
    Scenario sc;
    sc.gpuCount = 8;
    const Estimate e = estimate(workload("llama-2-7b"), gpu("a100-80gb-sxm"), sc);
    QVERIFY(e.ok());
    QVERIFY(!e.layoutSearched);
    QCOMPARE(e.layout.tensor, 1);
    QCOMPARE(e.layout.pipeline, 1);
    QCOMPARE(e.layout.data, 8);
    QCOMPARE(e.layout.zeroStage, 1);
    QCOMPARE(e.layoutsCosted, 2);
    FS_COMPARE_REL(e.memory.weights + e.memory.gradients + e.memory.optimizer, 6738415616.0 * 5.5, 1e-9);
    QCOMPARE(e.communicationSeconds, 0.0);
}

void tst_LayoutSearch::runnersUpAreSlowerAndSayWhy()
{
    const LayoutAlternatives a = layoutAlternatives(workload("gpt-3-175b"), gpu("a100-80gb-sxm"), gpt3(1024));
    QCOMPARE(int(a.runnersUp.size()), 5);
    QCOMPARE(a.whyLost.size(), a.runnersUp.size());
    double previous = a.chosen.secondsPerSample();
    for (std::size_t i = 0; i < a.runnersUp.size(); ++i) {
        QVERIFY(a.runnersUp[i].fits);
        QVERIFY(a.runnersUp[i].secondsPerSample() >= previous * (1 - 1e-12));
        previous = a.runnersUp[i].secondsPerSample();
        QVERIFY2(!a.whyLost[i].isEmpty(), qPrintable(QString::number(i)));
    }
    // The lines the details pane and the report print tell every runner-up apart (chunks and recompute
    // included), each with why it lost.
    const QStringList lines = runnerUpLines(a);
    QCOMPARE(lines.size(), 5);
    QCOMPARE(QSet<QString>(lines.begin(), lines.end()).size(), 5);
    for (int i = 0; i < lines.size(); ++i)
        QVERIFY2(lines[i].startsWith(u"TP ") && lines[i].endsWith(a.whyLost[std::size_t(i)]), qPrintable(lines[i]));
}

// A step takes the typed batch: 1,536 sequences over 170 replicas (TP 8 × PP 3 on 4,096 GPUs, 16 idle)
// would keep the busiest replica at ⌈1536/170⌉ = 10 micro-batches while the average does 9.04, and that
// rounding is time, not extra data. So the search prefers splits that divide the batch, as Megatron-LM's
// batch % (micro-batch × DP) == 0 asks, where they are as fast.
void tst_LayoutSearch::typedBatchIsTakenExactly()
{
    for (int n : { 96, 384, 768, 1024, 4096 }) {
        const Estimate e = estimate(workload("gpt-3-175b"), gpu("a100-80gb-sxm"), gpt3(n));
        QCOMPARE(e.accumulation * e.layout.microBatch * e.layout.data, 1536.0);
    }
    Scenario sc = gpt3(4096);
    sc.tensorParallel = 8;
    sc.pipelineParallel = 3;
    sc.batchPerGpu = 1;
    const Estimate rounded = estimate(workload("gpt-3-175b"), gpu("a100-80gb-sxm"), sc);
    QCOMPARE(rounded.layout.data, 170);
    QCOMPARE(rounded.accumulation, 10.0);
    // 10 micro-batches of compute (plus bubble and exposed all-reduce) for 1,536 samples.
    FS_COMPARE_REL(rounded.computeSeconds, 10.0 * rounded.computeSeconds / rounded.accumulation, 1e-12);
    FS_COMPARE_REL(rounded.samplesPerS, 1536.0 / rounded.stepSeconds, 1e-9);
}

// Context-parallel ranks split each sequence and hold the same weights (Megatron-Core): a layout with c = 2
// keeps half the activations of c = 1 per GPU, the same weights, and shards the distributed optimizer over
// data × context ranks, so TP 8 × CP 2 × PP 8 × DP 8 holds what TP 8 × PP 8 × DP 16 holds of the optimizer.
void tst_LayoutSearch::contextParallelMemory()
{
    const Workload &w = workload("llama-3.1-405b");
    Scenario sc;
    sc.gpuCount = 1024;
    const ModelFigures m = modelFigures(w, 8192);
    ParallelLayout one;
    one.tensor = 8;
    one.pipeline = 8;
    one.data = 16;
    one.zeroStage = 1;
    ParallelLayout two = one;
    two.context = 2;
    two.data = 8;
    QCOMPARE(two.gpus(), 1024);
    const MemoryBreakdown a = trainingMemory(w, m, sc, one, 1);
    const MemoryBreakdown b = trainingMemory(w, m, sc, two, 1);
    FS_COMPARE_REL(b.activations, a.activations / 2.0, 1e-12);
    FS_COMPARE_REL(b.weights, a.weights, 1e-12);
    FS_COMPARE_REL(b.optimizer, a.optimizer, 1e-12);
    // Adam's 12 bytes per parameter over 8 × 8 model shards and 16 optimizer shards (Rajbhandari et al. 2020).
    FS_COMPARE_REL(b.optimizer, 12.0 * m.params / 64.0 / 16.0, 1e-9);
}

// Megatron-Bridge trains Llama 3.1 405B on 1,024 H100 at TP 8, PP 8 with CP 2 (M374, M376): without
// context parallelism 8,192-token sequences need recompute to fit; with it the search needs none, and
// the step is faster than the best layout pinned to CP 1.
void tst_LayoutSearch::contextParallelInsteadOfRecompute()
{
    Scenario sc;
    sc.gpuCount = 1024;
    sc.globalBatch = 1536;
    sc.seqLen = 8192;
    sc.tensorParallel = 8;
    sc.pipelineParallel = 8;
    sc.tokens = 1e12;
    const Workload &w = workload("llama-3.1-405b");
    const Estimate searched = estimate(w, gpu("h100-sxm"), sc);
    sc.contextParallel = 1;
    const Estimate without = estimate(w, gpu("h100-sxm"), sc);
    QVERIFY(searched.ok() && without.ok());
    QVERIFY(searched.fits && without.fits);
    QCOMPARE(without.layout.context, 1);
    QVERIFY(without.layout.recompute == Recompute::Full);
    QVERIFY(searched.layout.context > 1);
    QVERIFY(searched.layout.recompute == Recompute::None);
    QCOMPARE(searched.layout.gpus(), 1024);
    QVERIFY(searched.samplesPerS > without.samplesPerS);
    // The step has the context-parallel exchange among its parts; 0 without it.
    const LayoutAlternatives chosen = layoutAlternatives(w, gpu("h100-sxm"), sc, 0);
    QCOMPARE(chosen.chosen.step.contextComm, 0.0);
}

// Without FlashAttention a layer keeps its s² attention scores too: Korthikanti et al. 2022 count
// s·b·h·(34 + 5·a·s/h) bytes per layer in 16 bits, 5·a·s²·b/t more than FlashAttention's s·b·h·34 (split
// over t with sequence parallelism). GPT-3 175B (a = 96, s = 2,048, 96 layers) at TP 8, micro-batch 1, one
// stage: 96 × 5 × 96 × 2,048² / 8 = 24,159,191,040 bytes more. Selective recompute, which drops exactly
// those scores, then joins the search, and the search still finds the exhaustive enumeration's best.
void tst_LayoutSearch::storedAttentionScores()
{
    const Workload &w = workload("gpt-3-175b");
    Scenario sc = gpt3(96);
    const ModelFigures m = modelFigures(w, 2048);
    ParallelLayout flash;
    flash.tensor = 8;
    flash.data = 12;
    ParallelLayout stored = flash;
    stored.scoresStored = true;
    const double extra
        = trainingMemory(w, m, sc, stored, 1).activations - trainingMemory(w, m, sc, flash, 1).activations;
    FS_COMPARE_REL(extra, 24159191040.0, 1e-12);
    ParallelLayout selective = stored;
    selective.recompute = Recompute::Selective;
    FS_COMPARE_REL(
        trainingMemory(w, m, sc, selective, 1).activations, trainingMemory(w, m, sc, flash, 1).activations, 1e-12);

    sc.attention = Attention::Stored;
    const Estimate e = estimate(w, gpu("a100-80gb-sxm"), sc);
    QVERIFY(e.ok() && e.fits);
    QVERIFY(e.layout.scoresStored);
    const LayoutAlternatives searched = layoutAlternatives(w, gpu("a100-80gb-sxm"), sc, 0);
    const LayoutAlternatives every = layoutAlternatives(w, gpu("a100-80gb-sxm"), sc, 0, true);
    FS_COMPARE_REL(searched.chosen.secondsPerSample(), every.chosen.secondsPerSample(), 1e-9);
    // Keeping the scores costs memory, never time: the stored run is no faster than FlashAttention's.
    const Estimate withFlash = estimate(w, gpu("a100-80gb-sxm"), gpt3(96));
    QVERIFY(e.samplesPerS <= withFlash.samplesPerS * (1 + 1e-12));
}

// ResNet-50 in FP32 at its family's 256 images per GPU needs about 26 GB, more than a T4's 16: a model that
// cannot be split keeps data parallelism and takes the largest micro-batch that fits, rounded down to a
// multiple of 8 (the search once dropped it as not fitting, with no layout at all).
void tst_LayoutSearch::unsplitModelShrinksItsMicroBatch()
{
    Scenario sc;
    sc.gpuCount = 8;
    sc.precision = Precision::FP32;
    const Workload &w = workload("resnet-50");
    const Gpu &g = gpu("t4");
    const Estimate e = estimate(w, g, sc);
    QVERIFY(e.ok());
    QVERIFY(e.fits);
    QVERIFY(!e.layoutSplittable);
    QCOMPARE(e.layout.data, 8);
    QVERIFY2(e.maxBatchPerGpu < 256, qPrintable(QString::number(e.maxBatchPerGpu)));
    QCOMPARE(e.layout.microBatch, e.maxBatchPerGpu / 8 * 8);
    QVERIFY(e.memory.total() <= g.memoryBytes());
    // The exhaustive enumeration agrees.
    const LayoutAlternatives every = layoutAlternatives(w, g, sc, 0, true);
    QVERIFY(every.chosen.fits);
    QCOMPARE(every.chosen.layout.microBatch, e.layout.microBatch);
    FS_COMPARE_REL(every.chosen.secondsPerSample(), e.stepSeconds / e.globalBatch, 1e-9);
}

// ResNet-50 on 64 A100s at a typed batch of 1,000 images: at its family's 256 per GPU the batch makes 4
// micro-batches and 60 GPUs idle. Each GPU takes its share instead, ceil(1,000 / 64) = 16 images, which
// keeps ceil(1,000 / 16) = 63 replicas busy; a step's matrix work and traffic per replica fall 16-fold
// (16 images against 256), so the run is more than 10 times faster than at the family's micro-batch.
void tst_LayoutSearch::smallTypedBatchReachesEveryGpu()
{
    Scenario sc;
    sc.gpuCount = 64;
    sc.globalBatch = 1000;
    const Workload &w = workload("resnet-50");
    const Gpu &g = gpu("a100-80gb-sxm");
    const Estimate e = estimate(w, g, sc);
    QVERIFY(e.ok());
    QVERIFY(e.fits);
    QCOMPARE(e.layout.microBatch, 16);
    QCOMPARE(e.gpusBusy, 63);
    QCOMPARE(e.globalBatch, 1000.0);
    Scenario family = sc;
    family.batchPerGpu = 256;
    const Estimate atFamily = estimate(w, g, family);
    QVERIFY(atFamily.ok());
    QCOMPARE(atFamily.gpusBusy, 4);
    QVERIFY2(e.samplesPerS > 10.0 * atFamily.samplesPerS,
        qPrintable(QStringLiteral("%1 vs %2").arg(e.samplesPerS).arg(atFamily.samplesPerS)));
    // One GPU still idles (1,000 is not 64 × 16): the warning gives the reason, the batch, not the split.
    QVERIFY(e.has(WarnIdleGpus));
    QVERIFY(warningMessages(e).join(u'\n').contains(u"fewer micro-batches than data-parallel replicas"));
}

// "Model does not fit one GPU" only when it does not: BERT-large (334M parameters, 16 B each with mixed-precision
// Adam: 5.3 GB) fits an 80 GB A100 many times over, yet on 64 of them at a batch of 256 the search splits it
// for speed; GPT-3 175B needs 2.8 TB for its weights and optimizer state alone.
void tst_LayoutSearch::splitForSpeedIsNotCalledTooBig()
{
    const Gpu &a100 = gpu("a100-80gb-sxm");
    Scenario sc;
    sc.gpuCount = 64;
    sc.globalBatch = 256;
    sc.samples = 10e6;
    sc.amount = AmountKind::Samples;
    const Estimate bert = estimate(workload("bert-large"), a100, sc);
    QVERIFY(bert.ok());
    QVERIFY2(bert.layout.modelParallel() > 1, "the search no longer splits BERT-large here: pick another case");
    QVERIFY(!bert.has(WarnModelParallel));
    const Estimate gpt3Run = estimate(workload("gpt-3-175b"), a100, gpt3(96));
    QVERIFY(gpt3Run.ok());
    QVERIFY(gpt3Run.layout.modelParallel() > 1);
    QVERIFY(gpt3Run.has(WarnModelParallel));
    // A split the user pins is theirs: no warning that the model needed it.
    Scenario pinned = gpt3(96);
    pinned.tensorParallel = 8;
    QVERIFY(!estimate(workload("gpt-3-175b"), a100, pinned).has(WarnModelParallel));
}

// The search keeps its lists from one search to the next on a thread (to save their allocation): an answer
// must not depend on what the thread searched before. The same search on a fresh thread and after three
// others (a larger space, context parallelism, an exhaustive enumeration) gives the same layout, count and
// runners-up.
void tst_LayoutSearch::searchesDoNotCarryOver()
{
    const Workload &w = workload("gpt-3-175b");
    const Gpu &g = gpu("a100-80gb-sxm");
    LayoutAlternatives fresh;
    std::thread([&] { fresh = layoutAlternatives(w, g, gpt3(1024)); }).join();

    Scenario longSequences;
    longSequences.gpuCount = 512;
    longSequences.seqLen = 131072;
    longSequences.globalBatch = 16;
    QVERIFY(!layoutAlternatives(workload("llama-3.1-405b"), gpu("h100-sxm"), gpt3(4096), 5).runnersUp.empty());
    QVERIFY(layoutAlternatives(workload("llama-3-70b"), gpu("h100-sxm"), longSequences, 5).evaluated > 0);
    QVERIFY(layoutAlternatives(w, g, gpt3(384), 3, true).evaluated > 0);
    const LayoutAlternatives after = layoutAlternatives(w, g, gpt3(1024));

    QCOMPARE(layoutShortText(after.chosen.layout), layoutShortText(fresh.chosen.layout));
    QCOMPARE(after.chosen.secondsPerSample(), fresh.chosen.secondsPerSample());
    QCOMPARE(after.evaluated, fresh.evaluated);
    QCOMPARE(int(fresh.runnersUp.size()), 5);
    QCOMPARE(runnerUpLines(after), runnerUpLines(fresh));
}

QTEST_GUILESS_MAIN(tst_LayoutSearch)
#include "tst_layoutsearch.moc"
