// Batch size over training: the critical batch, McCandlish's trade-off, batch schedules and goodput.
// Expected figures are worked by hand from the published formulas (comments), not read off the code.
#include "core/catalog/catalog.h"
#include "core/estimate/batchschedule.h"
#include "core/estimate/criticalbatch.h"
#include "core/estimate/estimator.h"
#include "core/estimate/plan.h"
#include "core/estimate/units.h"
#include "testutil.h"

#include <QTest>

using namespace flopsheet;

namespace {

BatchSchedule parsed(const char *text)
{
    QString error;
    const std::optional<BatchSchedule> s = parseBatchSchedule(QString::fromLatin1(text), &error);
    if (!s)
        qWarning("%s: %s", text, qPrintable(error));
    return s.value_or(BatchSchedule {});
}

QString refusal(const char *text)
{
    QString error;
    return parseBatchSchedule(QString::fromLatin1(text), &error) ? QString() : error;
}

const Gpu &gpu(const char *id)
{
    return *Catalog::builtIn().gpu(QString::fromLatin1(id));
}

const Workload &preset(const char *id)
{
    return *Catalog::builtIn().workload(QString::fromLatin1(id));
}

// A 1B decoder known by its parameters, 2,048-token sequences, 100B tokens at half the BF16 peak.
Workload decoder1B()
{
    Workload w;
    w.name = QStringLiteral("1B");
    w.family = WorkloadFamily::Decoder;
    w.params = 1e9;
    w.paramsExact = true;
    w.seqLen = 2048;
    return w;
}

Scenario training(int gpus)
{
    Scenario sc;
    sc.mode = Mode::Train;
    sc.precision = Precision::BF16;
    sc.gpuCount = gpus;
    sc.tokens = 1e11;
    sc.mfu = 0.5;
    sc.batchPerGpu = 2;
    return sc;
}

} // namespace

class tst_BatchSize : public QObject {
    Q_OBJECT
private slots:
    void mcCandlishTradeOff();
    void pollux();
    void publishedFits();
    void gpt3RampSteps_data();
    void gpt3RampSteps();
    void palmStagesAddUp();
    void textReadsBack_data();
    void textReadsBack();
    void badSchedulesAreRefused_data();
    void badSchedulesAreRefused();
    void scheduleMustFitTheData();
    void megatronRamp();
    void anyTextParsesOrSaysWhy();
    void resNetPastTheCriticalBatch();
    void smallEarlyBatchIdlesOrShrinks();
    void elasticStageThatDoesNotFit();
};

void tst_BatchSize::mcCandlishTradeOff()
{
    // McCandlish et al. 2018 §2.2: at B = Bcrit twice the fewest steps and twice the fewest examples;
    // at B = 4 Bcrit 1.25 × the steps and 5 × the examples. (S/Smin − 1)(E/Emin − 1) = 1 everywhere.
    QCOMPARE(stepsOverMinimum(1000, 1000), 2.0);
    QCOMPARE(examplesOverMinimum(1000, 1000), 2.0);
    QCOMPARE(stepsOverMinimum(4000, 1000), 1.25);
    QCOMPARE(examplesOverMinimum(4000, 1000), 5.0);
    for (double ratio : { 0.1, 0.5, 3.0, 40.0 })
        FS_COMPARE_REL((stepsOverMinimum(ratio, 1) - 1) * (examplesOverMinimum(ratio, 1) - 1), 1.0, 1e-12);
}

void tst_BatchSize::pollux()
{
    // Pollux E(M) = (φ + M0)/(φ + M): φ 4096, M0 128, M 1024 -> 4224 / 5120 = 0.825.
    QCOMPARE(statisticalEfficiency(1024, 128, 4096), 0.825);
    QCOMPARE(statisticalEfficiency(128, 128, 4096), 1.0);
}

void tst_BatchSize::publishedFits()
{
    // DeepSeek LLM §3.1: B_opt = 0.2920 · C^0.3271 -> 1.017M tokens at 1e20 FLOPs.
    FS_COMPARE_REL(deepSeekOptimalBatchTokens(1e20), 1.01714e6, 1e-4);
    // Kaplan et al. 2020 §5.1: B_crit = 2e8 / L^(1/0.21) -> 0.27M tokens at L = 4, 7.37M at L = 2.
    FS_COMPARE_REL(kaplanCriticalBatchTokens(4.0), 2.71693e5, 1e-4);
    FS_COMPARE_REL(kaplanCriticalBatchTokens(2.0), 7.37147e6, 1e-4);
    // Goyal et al. 2017: ImageNet classifiers to 8k; RoBERTa: 8k sequences (of 512 tokens here).
    QCOMPARE(defaultCriticalBatch(WorkloadFamily::Cnn, 1e18, 1), 8192.0);
    QCOMPARE(defaultCriticalBatch(WorkloadFamily::Encoder, 1e18, 512), 8192.0 * 512);
    QVERIFY(std::isnan(defaultCriticalBatch(WorkloadFamily::Generic, 1e18, 1)));
}

void tst_BatchSize::gpt3RampSteps_data()
{
    QTest::addColumn<QString>("schedule");
    QTest::addColumn<double>("steps");
    // GPT-3 175B: 300B tokens at 1,536 × 2,048 = 3,145,728 tokens per step = 95,367.4 steps. A linear
    // ramp from 32,768 over T tokens takes T / (B1 − B0) · ln(B1 / B0) steps, then (300B − T) / B1:
    // T = 4B: 1,284.95 × 4.5643 + 94,096.9 = 99,960.8; T = 12B: 109,147.6.
    QTest::newRow("constant") << QStringLiteral("stages:3145728") << 95367.43;
    QTest::newRow("ramp over 4B") << QStringLiteral("linear:32768-3145728@4B") << 99960.83;
    QTest::newRow("ramp over 12B") << QStringLiteral("linear:32k-3.2M@12B") << 0.0; // decimal suffixes: below
    QTest::newRow("ramp over 12B, exact") << QStringLiteral("linear:32768-3145728@12B") << 109147.62;
}

void tst_BatchSize::gpt3RampSteps()
{
    QFETCH(QString, schedule);
    QFETCH(double, steps);
    QString error;
    const std::optional<BatchSchedule> s = parseBatchSchedule(schedule, &error);
    QVERIFY2(s, qPrintable(error));
    const ResolvedSchedule r = resolveSchedule(*s, 300e9 / 2048, 2048, 1536);
    QVERIFY2(r.ok(), qPrintable(r.error));
    FS_COMPARE_REL(r.samples, 300e9 / 2048, 1e-12);
    if (steps == 0) {
        // 32,000 -> 3,200,000 tokens over 12e9: 12e9 / 3.168e6 · ln(100) + 288e9 / 3.2e6 = 17,443.7 + 90,000.
        steps = 12e9 / 3.168e6 * std::log(100.0) + 288e9 / 3.2e6;
    }
    FS_COMPARE_REL(r.steps, steps, 1e-6);
}

void tst_BatchSize::palmStagesAddUp()
{
    // PaLM 540B: 512 × 2,048 tokens for 50k steps, 1,024 × 2,048 for 65k, 2,048 × 2,048 for 140k:
    // 52.4B + 136.3B + 587.2B = 775.9B tokens.
    const BatchSchedule palm = parsed("stages:1048576@50k steps,2097152@115k steps,4194304@255k steps");
    FS_COMPARE_REL(scheduleDataBySteps(palm), 775.94624e9, 1e-12);
    const ResolvedSchedule r = resolveSchedule(palm, 775.94624e9 / 2048, 2048, 2048);
    QVERIFY2(r.ok(), qPrintable(r.error));
    FS_COMPARE_REL(r.steps, 255000, 1e-9);
    QCOMPARE(r.count, 3);
    FS_COMPARE_REL(r.segments[1].samples, 1024.0 * 65000, 1e-9);
}

void tst_BatchSize::textReadsBack_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("canonical");
    QTest::newRow("empty") << QString() << QString();
    QTest::newRow("constant") << QStringLiteral("constant") << QString();
    QTest::newRow("linear") << QStringLiteral(" linear:32768-3145728@12B ")
                            << QStringLiteral("linear:32768-3145728@12B");
    QTest::newRow("suffixes") << QStringLiteral("linear:32k-3.2M@12e9") << QStringLiteral("linear:32k-3.2M@12B");
    QTest::newRow("steps") << QStringLiteral("stages:1048576@50ksteps,4194304")
                           << QStringLiteral("stages:1048576@50k steps,4194304");
    QTest::newRow("megatron") << QStringLiteral("megatron:16,16,5859375") << QStringLiteral("megatron:16,16,5859375");
}

void tst_BatchSize::textReadsBack()
{
    QFETCH(QString, text);
    QFETCH(QString, canonical);
    QString error;
    const std::optional<BatchSchedule> s = parseBatchSchedule(text, &error);
    QVERIFY2(s, qPrintable(error));
    QCOMPARE(batchScheduleText(*s), canonical);
    const std::optional<BatchSchedule> again = parseBatchSchedule(canonical, &error);
    QVERIFY(again && *again == *s);
    for (const SchedulePreset &p : schedulePresets())
        QVERIFY2(refusal(p.text).isEmpty(), p.name);
}

void tst_BatchSize::badSchedulesAreRefused_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("says");
    QTest::newRow("decreasing ramp") << QStringLiteral("linear:4M-1M@1B") << QStringLiteral("decreases");
    QTest::newRow("decreasing stage") << QStringLiteral("stages:2M@1B,1M@2B,4M")
                                      << QStringLiteral("stage 2: the batch decreases");
    QTest::newRow("overlap") << QStringLiteral("stages:1M@2B,2M@1B,4M")
                             << QStringLiteral("stage 2 ends where stage 1 ends");
    QTest::newRow("zero batch") << QStringLiteral("stages:0@1B,4M")
                                << QStringLiteral("stage 1's batch must be above zero");
    QTest::newRow("negative batch") << QStringLiteral("linear:-5-4M@1B")
                                    << QStringLiteral("the starting batch must be above zero");
    QTest::newRow("negative end") << QStringLiteral("stages:1M@-1B,4M")
                                  << QStringLiteral("stage 1's end must be above zero");
    QTest::newRow("no end") << QStringLiteral("stages:1M,2M,4M") << QStringLiteral("stage 1 has no end");
    QTest::newRow("garbage") << QStringLiteral("cosine:1-2") << QStringLiteral("is not a schedule");
    QTest::newRow("bad number") << QStringLiteral("linear:1M-xM@1B") << QStringLiteral("the final batch");
}

void tst_BatchSize::badSchedulesAreRefused()
{
    QFETCH(QString, text);
    QFETCH(QString, says);
    const QString error = refusal(qPrintable(text));
    QVERIFY2(error.contains(says), qPrintable(error));
}

void tst_BatchSize::scheduleMustFitTheData()
{
    // A ramp over 400B tokens of a 300B-token run exceeds the data: refused, naming the stage; the
    // estimate refuses it too rather than guess.
    const BatchSchedule tooLong = parsed("linear:32768-3145728@400B");
    const ResolvedSchedule r = resolveSchedule(tooLong, 300e9 / 2048, 2048, 1536);
    QVERIFY(!r.ok());
    QVERIFY2(r.error.contains(QStringLiteral("stage 1 ends past the end of training")), qPrintable(r.error));
    Scenario sc = training(8);
    sc.tokens = 300e9;
    sc.schedule = tooLong;
    QCOMPARE(estimate(decoder1B(), gpu("h100-sxm"), sc).error, EstimateError::InvalidSchedule);
    // A batch of 1,000 tokens is half a 2,048-token sequence: refused.
    QVERIFY(resolveSchedule(parsed("stages:1000@1B,4M"), 50e9 / 2048, 2048, 1)
                .error.contains(QStringLiteral("stage 1's batch is less than one sample")));
    // Ends in steps that overshoot the data: 100k steps of 1M tokens is 100B, past 50B.
    const ResolvedSchedule steps = resolveSchedule(parsed("stages:1M@100k steps,2M"), 50e9 / 2048, 2048, 1);
    QVERIFY2(steps.error.contains(QStringLiteral("stage 1")), qPrintable(steps.error));
}

void tst_BatchSize::megatronRamp()
{
    // --rampup-batch-size 16 16 5859375 to 1,536: 95 increments of 61,677.6 samples; the batch is 16
    // for the first, 32 for the second, ..., 1,520 for the 95th, then 1,536.
    const ResolvedSchedule r = resolveSchedule(parsed("megatron:16,16,5859375"), 1e8, 2048, 1536);
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(r.count, 96);
    QCOMPARE(r.segments[0].startBatch, 16.0);
    QCOMPARE(r.segments[94].startBatch, 1520.0);
    QCOMPARE(r.segments[95].startBatch, 1536.0);
    FS_COMPARE_REL(r.segments[0].samples, 5859375.0 / 95, 1e-12);
    // (1,536 − 20) / 16 is not a whole number of increments: refused.
    QVERIFY(!resolveSchedule(parsed("megatron:20,16,5859375"), 1e8, 2048, 1536).ok());
}

void tst_BatchSize::anyTextParsesOrSaysWhy()
{
    // The reader project files and cells share: 20,000 texts built from the grammar's own pieces (a fixed
    // seed, so a failure repeats). Each parses and reads back to itself, or is refused with a reason; a
    // parsed one lays over some data without crashing, and either fits it or says why.
    static const char *const kPieces[] = { "linear:", "stages:", "megatron:", "constant", "-", "@", ",", " steps", "0",
        "1", "16", "4096", "32k", "3.2M", "12B", "2.87T", "1e30", "-5", "x", "nan", ".", " ", "@@", "--" };
    quint32 state = 12345u;
    const auto next = [&state] { return state = state * 1664525u + 1013904223u; };
    for (int i = 0; i < 20000; ++i) {
        QString text;
        const int pieces = int(next() % 9);
        for (int k = 0; k < pieces; ++k)
            text += QLatin1String(kPieces[next() % std::size(kPieces)]);
        QString error;
        const std::optional<BatchSchedule> s = parseBatchSchedule(text, &error);
        if (!s) {
            QVERIFY2(!error.isEmpty(), qPrintable(text));
            continue;
        }
        QString again;
        const std::optional<BatchSchedule> read = parseBatchSchedule(batchScheduleText(*s), &again);
        QVERIFY2(read && *read == *s, qPrintable(text + u" -> " + batchScheduleText(*s) + u": " + again));
        const ResolvedSchedule r = resolveSchedule(*s, 1e9, 2048, 512);
        QVERIFY2(r.ok() ? r.count >= 1 && r.steps > 0 : !r.error.isEmpty(), qPrintable(text));
    }
}

void tst_BatchSize::resNetPastTheCriticalBatch()
{
    // ResNet-50, 90 epochs of ImageNet on 4,096 H200s: 256 images per GPU make a global batch of
    // 1,048,576, 128 × the 8k of Goyal et al. Fixed data: flagged and not a plan. Fixed target: the
    // data grows by (1 + 1,048,576/8,192) / (1 + 8,192/8,192) = 129 / 2 = 64.5.
    Scenario sc;
    sc.mode = Mode::Train;
    sc.precision = Precision::BF16;
    sc.gpuCount = 4096;
    const Estimate fixedData = estimate(preset("resnet-50"), gpu("h200-sxm"), sc);
    QVERIFY(fixedData.ok());
    QCOMPARE(fixedData.globalBatch, 1048576.0);
    QCOMPARE(fixedData.criticalBatch, 8192.0);
    QVERIFY(fixedData.has(WarnAboveCriticalBatch));
    QVERIFY(!isRunnable(fixedData));
    FS_COMPARE_REL(fixedData.dataForSameLossMultiple(), 64.5, 1e-12);
    // Examples a batch at 8k needs over those 1M needs: (8,192 + 8,192) / (8,192 + 1,048,576) = 0.0155.
    FS_COMPARE_REL(fixedData.statisticalEfficiency, 16384.0 / 1056768.0, 1e-12);

    sc.planning = Planning::FixedTarget;
    const Estimate fixedTarget = estimate(preset("resnet-50"), gpu("h200-sxm"), sc);
    FS_COMPARE_REL(fixedTarget.dataMultiple, 64.5, 1e-12);
    FS_COMPARE_REL(fixedTarget.trainingSamples, 64.5 * fixedData.trainingSamples, 1e-12);
    FS_COMPARE_REL(fixedTarget.wallHours, 64.5 * fixedData.wallHours, 1e-9);
    QVERIFY(isRunnable(fixedTarget));

    // 32 GPUs make a batch of 8,192: at the critical batch, no warning, nothing lost.
    sc.gpuCount = 32;
    const Estimate at32 = estimate(preset("resnet-50"), gpu("h200-sxm"), sc);
    QVERIFY(!at32.has(WarnAboveCriticalBatch));
    QCOMPARE(at32.dataMultiple, 1.0);
    QCOMPARE(at32.statisticalEfficiency, 1.0);
}

void tst_BatchSize::smallEarlyBatchIdlesOrShrinks()
{
    // A 1B decoder on 1,024 H100s, 2 sequences per GPU: 4,096 tokens (2 sequences) per step for the
    // first 1B tokens keep one GPU busy; then 4,194,304 tokens (2,048 sequences) keep all 1,024 busy.
    Scenario sc = training(1024);
    sc.schedule = parsed("stages:4096@1B,4194304");
    QList<StageFigures> stages;
    const Estimate keep = estimate(decoder1B(), gpu("h100-sxm"), sc, &stages);
    QVERIFY(keep.ok());
    QCOMPARE(stages.size(), 2);
    QCOMPARE(stages[0].gpusBusy, 1);
    QCOMPARE(stages[1].gpusBusy, 1024);
    // Steps: 1e9 / 4,096 = 244,140.6 then 99e9 / 4,194,304 = 23,603.2, each stage's last partial batch a
    // step of its own: 244,141 + 23,604 = 267,745.
    QCOMPARE(stages[0].steps, 244141.0);
    QCOMPARE(stages[1].steps, 23604.0);
    QCOMPARE(keep.optimizerSteps, 267745.0);
    QVERIFY(keep.has(WarnIdleGpus));
    QCOMPARE(keep.gpusBusy, 1);
    // Keeping the GPUs pays for 1,024 all along; elastic pays for one GPU in the first stage.
    FS_COMPARE_REL(keep.gpuHours, 1024 * keep.wallHours, 1e-12);
    FS_COMPARE_REL(stages[0].gpuHours, 1024 * stages[0].hours, 1e-12);
    sc.stageGpus = StageGpus::Elastic;
    QList<StageFigures> elasticStages;
    const Estimate elastic = estimate(decoder1B(), gpu("h100-sxm"), sc, &elasticStages);
    FS_COMPARE_REL(elastic.wallHours, keep.wallHours, 1e-12);
    FS_COMPARE_REL(elastic.gpuHours, elasticStages[0].hours * 1 + elasticStages[1].hours * 1024, 1e-12);
    QVERIFY(elastic.costUsd < keep.costUsd);
    // The first stage's one GPU takes 244,140.6 steps of 2 × 1.2288e13 FLOPs at 0.5 × the BF16 peak, each also
    // launching its kernels once: 3 (forward, two backward) × 17 layers (the shape a 1e9-parameter decoder is
    // taken to have) × 10 kernels × 3 µs (I7).
    const double stepSeconds
        = 2 * 1.2288e13 / (0.5 * gpu("h100-sxm").peakFlops(Precision::BF16).value()) + 3 * 17 * 10 * 3e-6;
    FS_COMPARE_REL(stages[0].hours, 1e9 / 4096 * stepSeconds / 3600, 1e-9);
}

void tst_BatchSize::elasticStageThatDoesNotFit()
{
    // A 7B decoder with ZeRO-3 on 64 H100s: 16 bytes of model state per parameter, 112 GB, shard to
    // 1.75 GB over 64 GPUs. An elastic job whose first stage takes one 4,096-token sequence holds a
    // single GPU, which must hold all 112 GB: that stage does not fit, and is named; kept GPUs fit.
    Workload w = decoder1B();
    w.params = 7e9;
    w.seqLen = 4096;
    Scenario sc = training(64);
    sc.batchPerGpu = 1;
    sc.zeroStage = 3;
    sc.schedule = parsed("stages:4096@1B,262144");
    const Estimate keep = estimate(w, gpu("h100-sxm"), sc);
    QVERIFY(keep.ok() && keep.fits && !keep.has(WarnStageDoesNotFit));
    sc.stageGpus = StageGpus::Elastic;
    QList<StageFigures> stages;
    const Estimate elastic = estimate(w, gpu("h100-sxm"), sc, &stages);
    QVERIFY(!elastic.fits);
    QVERIFY(elastic.has(WarnStageDoesNotFit));
    QCOMPARE(elastic.firstStageNotFitting, 0);
    QVERIFY(!stages[0].fits && stages[1].fits);
    QVERIFY(stages[0].memoryGiB > 112e9 / kGiB);
    QVERIFY2(warningMessages(elastic).join(u'\n').contains(QStringLiteral("stage 1 of the batch schedule")),
        qPrintable(warningMessages(elastic).join(u'\n')));
    QVERIFY(!isRunnable(elastic));
}

QTEST_GUILESS_MAIN(tst_BatchSize)
#include "tst_batchsize.moc"
