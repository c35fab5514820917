// What the charts show, computed in core: the Pareto frontier of time against cost, the
// recommendations for a deadline and a budget, scaling and batch series, and rooflines.
#include "core/catalog/catalog.h"
#include "core/charts/series.h"
#include "core/charts/timecost.h"
#include "core/document/sampleproject.h"
#include "core/estimate/estimator.h"

#include "../core/testutil.h"

#include <QTest>

using namespace flopsheet;

namespace {

TimeCostPoint point(double hours, double cost, bool fits = true)
{
    TimeCostPoint p;
    p.hardwareRow = 0;
    p.wallHours = p.estimate.wallHours = hours;
    p.costUsd = p.estimate.costUsd = cost;
    p.fits = p.estimate.fits = fits;
    return p;
}

WorkloadEntry serving(const Workload &w, int batch, int prompt, int output)
{
    WorkloadEntry entry = workloadEntryFromPreset(w);
    entry.scenario.mode = Mode::Infer;
    entry.scenario.precision = Precision::BF16;
    entry.scenario.batchPerGpu = batch;
    entry.scenario.batchMax = false;
    entry.scenario.promptTokens = prompt;
    entry.scenario.outputTokens = output;
    entry.scenario.mfu = 0.5; // fixed, so the default efficiency model cannot move the hand calculations
    return entry;
}

HardwareEntry hardware(const char *id, int count)
{
    HardwareEntry h;
    h.gpu = *Catalog::builtIn().gpu(QString::fromLatin1(id));
    h.count = count;
    return h;
}

const Workload &preset(const char *id)
{
    return *Catalog::builtIn().workload(QString::fromLatin1(id));
}

// The chart's point is the estimate's own pass: the same FLOPs and bytes, and those FLOPs over the
// pass's time as the estimate reports it (TTFT, TPOT or latency).
void compareWithEstimate(const RooflinePoint &point, const PassTerms &pass, double passMs)
{
    FS_COMPARE_REL(point.flops, pass.flops(), 1e-12);
    FS_COMPARE_REL(point.bytes, pass.bytes(), 1e-12);
    FS_COMPARE_REL(point.intensity, pass.flops() / pass.bytes(), 1e-12);
    FS_COMPARE_REL(point.achievedFlops, pass.flops() / (passMs / 1e3), 1e-12);
}

Estimate estimateOf(const WorkloadEntry &w, const HardwareEntry &h)
{
    return estimate(w.workload, h.gpu, scenarioFor(w, h, ProjectAssumptions()));
}

} // namespace

class tst_ChartData : public QObject {
    Q_OBJECT
private slots:
    void paretoFrontier_data();
    void paretoFrontier();
    void recommendations();
    void rooflineRidgeAndRoofs();
    void samplePlanPointsAndScaling();
    void oneGridAnswersAsTwoCallsDo();
    void batchSeriesMarksTheLargestFit();
    void servingSitsBelowItsRoof();
    void decoderPointsAreTheEstimates();
    void kvCacheSplitWithGroupedQueriesUnderTensorParallelism();
    void decoderWithoutHeadsDecodesAsWithThem();
    void convNetPointCarriesItsActivationTraffic_data();
    void convNetPointCarriesItsActivationTraffic();
};

void tst_ChartData::paretoFrontier_data()
{
    QTest::addColumn<QList<double>>("hours");
    QTest::addColumn<QList<double>>("costs");
    QTest::addColumn<QList<bool>>("fits");
    QTest::addColumn<QList<int>>("expected");
    // (10 h, $100) and (5 h, $200) trade off; (12 h, $150) is dominated by (10 h, $100).
    QTest::newRow("trade-off") << QList<double> { 10, 5, 12 } << QList<double> { 100, 200, 150 }
                               << QList<bool> { true, true, true } << QList<int> { 1, 0 };
    // A faster but non-fitting point is never on the frontier.
    QTest::newRow("unfit ignored") << QList<double> { 10, 1 } << QList<double> { 100, 10 }
                                   << QList<bool> { true, false } << QList<int> { 0 };
    // Equal time: only the cheaper one; equal cost: only the faster one.
    QTest::newRow("ties") << QList<double> { 4, 4, 8 } << QList<double> { 90, 80, 80 }
                          << QList<bool> { true, true, true } << QList<int> { 1 };
    QTest::newRow("chain") << QList<double> { 1, 2, 3, 4 } << QList<double> { 40, 30, 20, 10 }
                           << QList<bool> { true, true, true, true } << QList<int> { 0, 1, 2, 3 };
}

void tst_ChartData::paretoFrontier()
{
    QFETCH(QList<double>, hours);
    QFETCH(QList<double>, costs);
    QFETCH(QList<bool>, fits);
    QFETCH(QList<int>, expected);
    std::vector<TimeCostPoint> points;
    for (int i = 0; i < hours.size(); ++i)
        points.push_back(point(hours[i], costs[i], fits[i]));
    const std::vector<int> frontier = flopsheet::paretoFrontier(points);
    QCOMPARE(QList<int>(frontier.begin(), frontier.end()), expected);
}

void tst_ChartData::recommendations()
{
    // Without limits the chart rings the cheapest and the fastest plannable point.
    std::vector<TimeCostPoint> points { point(10, 100), point(5, 200), point(2, 400), point(1, 50, false) };
    QCOMPARE(cheapestPoint(points), 0); // $100; the unfit $50 point never counts
    QCOMPARE(fastestPoint(points), 2); // 2 h; the unfit 1 h point never counts
    // Ties: of two $100 plans the faster (4 h), of two 2 h plans the cheaper ($300).
    points.push_back(point(4, 100));
    points.push_back(point(2, 300));
    QCOMPARE(cheapestPoint(points), 4);
    QCOMPARE(fastestPoint(points), 5);
    // A deadline or budget is the planner's to answer: the chart takes the point timeCostPoints marked
    // and never picks another from the grid (it used to: 1,024 × H100 where the planner said 42).
    QCOMPARE(cheapestWithinDeadline(points), -1);
    QCOMPARE(fastestWithinBudget(points), -1);
    points[1].plannedForDeadline = true;
    points[2].plannedForBudget = true; // not the fastest point (5 is as fast and cheaper): the planner's word stands
    QCOMPARE(cheapestWithinDeadline(points), 1);
    QCOMPARE(fastestWithinBudget(points), 2);
    QCOMPARE(cheapestPoint({}), -1);
    QCOMPARE(fastestPoint({}), -1);
}

void tst_ChartData::rooflineRidgeAndRoofs()
{
    // A100 40GB: 312 TFLOPS BF16 over 1,555 GB/s puts the ridge at 200.6 FLOPs/byte (docs/FORMULAS.md I3
    // quotes ~208 for 1.5 TB/s).
    const Roofline r = rooflineOf(*Catalog::builtIn().gpu(u"a100-40gb-sxm"), Precision::BF16);
    QVERIFY(qAbs(r.ridgeIntensity() - 312e12 / 1555e9) < 1e-6);
    QVERIFY(qAbs(r.attainable(10) - 15.55e12) < 1e3); // memory-bound: 10 × 1,555 GB/s
    QCOMPARE(r.attainable(1000), 312e12); // compute roof
}

void tst_ChartData::samplePlanPointsAndScaling()
{
    const SampleProject sample = sampleProject(Catalog::builtIn());
    const std::vector<TimeCostPoint> points
        = timeCostPoints(sample.workloads[0], sample.hardware, ProjectAssumptions());
    QCOMPARE(points.size(), size_t(5 * 11)); // 5 GPU types × 1..1024
    const std::vector<int> frontier = flopsheet::paretoFrontier(points);
    QVERIFY(!frontier.empty());
    // Along the frontier time rises and cost falls.
    for (size_t i = 1; i < frontier.size(); ++i) {
        QVERIFY(points[size_t(frontier[i])].wallHours >= points[size_t(frontier[i - 1])].wallHours);
        QVERIFY(points[size_t(frontier[i])].costUsd < points[size_t(frontier[i - 1])].costUsd);
    }
    // H100 (row 3): the ideal line is anchored at the first count that fits and halves per doubling.
    const std::vector<ScalingPoint> h100 = scalingSeries(points, 3);
    QCOMPARE(h100.size(), size_t(11));
    int anchor = -1;
    for (int i = 0; i < int(h100.size()); ++i) {
        if (h100[size_t(i)].fits) {
            anchor = i;
            break;
        }
    }
    QVERIFY(anchor >= 0);
    QVERIFY(qAbs(h100[size_t(anchor)].idealWallHours / h100[size_t(anchor)].wallHours - 1) < 1e-12);
    QVERIFY(qAbs(h100[10].idealWallHours * 1024 / (h100[size_t(anchor)].wallHours * h100[size_t(anchor)].gpuCount) - 1)
        < 1e-12);
    for (const ScalingPoint &s : h100) {
        if (s.fits)
            QVERIFY(s.wallHours >= s.idealWallHours * (1 - 1e-9)); // never better than linear
    }
}

void tst_ChartData::oneGridAnswersAsTwoCallsDo()
{
    // The report costs the grid once for a workload's answers and its chart (timeCostPlan); the window
    // asks timeCostAnswers and then timeCostPoints with them. Both must ring the same plans.
    const SampleProject sample = sampleProject(Catalog::builtIn());
    QVERIFY(sample.assumptions.hasDeadline() && sample.assumptions.hasBudget());
    for (const WorkloadEntry &workload : sample.workloads) {
        if (workload.scenario.mode != Mode::Train)
            continue;
        const PlanAnswers answers = timeCostAnswers(workload, sample.hardware, sample.assumptions);
        const std::vector<TimeCostPoint> points
            = timeCostPoints(workload, sample.hardware, sample.assumptions, {}, &answers);
        const TimeCostPlan plan = timeCostPlan(workload, sample.hardware, sample.assumptions);
        QVERIFY(!answers.deadline.options.empty());
        for (const auto &[one, two] : { std::pair { &plan.answers.deadline, &answers.deadline },
                 std::pair { &plan.answers.budget, &answers.budget } }) {
            QCOMPARE(one->recommended, two->recommended);
            QCOMPARE(one->options.size(), two->options.size());
            for (size_t i = 0; i < one->options.size(); ++i) {
                QCOMPARE(one->options[i].hardwareRow, two->options[i].hardwareRow);
                QCOMPARE(one->options[i].gpuCount, two->options[i].gpuCount);
                QCOMPARE(one->options[i].feasible, two->options[i].feasible);
            }
        }
        QCOMPARE(plan.points.size(), points.size());
        QCOMPARE(cheapestWithinDeadline(plan.points), cheapestWithinDeadline(points));
        QCOMPARE(fastestWithinBudget(plan.points), fastestWithinBudget(points));
        QVERIFY(cheapestWithinDeadline(points) >= 0 || fastestWithinBudget(points) >= 0);
        for (size_t i = 0; i < points.size(); ++i) {
            QCOMPARE(plan.points[i].hardwareRow, points[i].hardwareRow);
            QCOMPARE(plan.points[i].gpuCount, points[i].gpuCount);
            QCOMPARE(plan.points[i].wallHours, points[i].wallHours);
        }
    }
}

void tst_ChartData::batchSeriesMarksTheLargestFit()
{
    const SampleProject sample = sampleProject(Catalog::builtIn());
    const BatchSeries series
        = batchSeries(sample.workloads[2], sample.hardware[2], ProjectAssumptions()); // ResNet-50, A100
    QVERIFY(series.largestFittingBatch > 1);
    for (const BatchPoint &p : series.points) {
        QCOMPARE(p.fits, p.batch <= series.largestFittingBatch);
        QCOMPARE(p.memoryPerGpuGiB <= series.capacityGiB, p.fits);
    }
    for (size_t i = 1; i < series.points.size(); ++i)
        QVERIFY(series.points[i].memoryPerGpuGiB > series.points[i - 1].memoryPerGpuGiB);

    // The 7B pre-training on 8 T4s: batch 1 fits with a layout whose limit is 1, batch 2 fits with a layout
    // of its own (15.8 GiB of 16). The marker may not say 1 beside a point at 2 that fits.
    const BatchSeries t4 = batchSeries(sample.workloads[0], sample.hardware[0], ProjectAssumptions());
    QVERIFY(t4.points.size() >= 2);
    for (const BatchPoint &p : t4.points) {
        QCOMPARE(p.fits, p.batch <= t4.largestFittingBatch);
        QCOMPARE(p.memoryPerGpuGiB <= t4.capacityGiB, p.fits);
    }
    QVERIFY(!t4.points.back().fits); // the points reach the first batch that does not fit
    // The details' "Largest batch at this layout" is the batch-1 layout's own limit; the marker goes past it only
    // with another layout, and the chart then names both.
    Scenario sc = scenarioFor(sample.workloads[0], sample.hardware[0], ProjectAssumptions());
    sc.batchMax = false;
    sc.batchPerGpu = 1;
    const Estimate atOne = estimate(sample.workloads[0].workload, sample.hardware[0].gpu, sc);
    QCOMPARE(t4.layoutLimit, atOne.maxBatchPerGpu);
    QCOMPARE(t4.layoutLimit, 1);
    QCOMPARE(t4.largestFittingBatch, 2);
}

void tst_ChartData::servingSitsBelowItsRoof()
{
    const SampleProject sample = sampleProject(Catalog::builtIn());
    const WorkloadEntry &serve = sample.workloads[3]; // Llama 3 8B, 1000 in / 500 out
    const HardwareEntry &h100 = sample.hardware[3];
    const ServingRoofline s = servingRoofline(serve, h100, ProjectAssumptions());
    const Roofline roof = rooflineOf(h100.gpu, serve.scenario.precision);
    QVERIFY(isKnown(s.prefill.intensity) && isKnown(s.decode.intensity));
    // Prefill does far more work per byte than decode, and neither beats the roof.
    QVERIFY(s.prefill.intensity > 10 * s.decode.intensity);
    QVERIFY(s.prefill.achievedFlops <= roof.attainable(s.prefill.intensity) * 1.0001);
    QVERIFY(s.decode.achievedFlops <= roof.attainable(s.decode.intensity) * 1.0001);
}

void tst_ChartData::decoderPointsAreTheEstimates()
{
    // Llama 2 7B (N = 6,738,415,616 from its shape), BF16, batch 1, 128 tokens in and 128 out, on one
    // H100 SXM (989.5 TFLOPS at 50 %, 3,350 GB/s at 80 %).
    // Prefill: 128 × (2N + 4 × 32 × 4096 × 128) = 1.7336e12 FLOPs over 2N = 13,476,831,232 bytes of
    // weights, 128.64 FLOPs per byte. Compute 3.504 ms, memory 5.0287 ms; + 32 × 10 kernels × 3 µs =
    // 0.96 ms launch + 32 layers × 0.1 ms set-up = 9.1887 ms to the first token: 188.67 TFLOP/s.
    const WorkloadEntry w = serving(preset("llama-2-7b"), 1, 128, 128);
    const HardwareEntry h100 = hardware("h100-sxm", 1);
    const ServingRoofline s = servingRoofline(w, h100, ProjectAssumptions());
    const Estimate e = estimateOf(w, h100);
    QVERIFY(e.ok());
    FS_COMPARE_REL(s.prefill.flops, 1733624332288.0, 1e-9);
    FS_COMPARE_REL(s.prefill.bytes, 13476831232.0, 1e-9);
    FS_COMPARE_REL(s.prefill.intensity, 128.637385, 1e-6);
    FS_COMPARE_REL(e.timeToFirstTokenMs, 9.188668, 1e-6);
    FS_COMPARE_REL(s.prefill.achievedFlops, 188.669812e12, 1e-6);
    compareWithEstimate(s.prefill, e.serving.prefill, e.timeToFirstTokenMs);
    // Decode at the mean context of 128 + 64 = 192: 2N + 4 × 32 × 4096 × 192 = 13,577,494,528 FLOPs over
    // the weights and 192 × 524,288 bytes of KV cache (2 × 32 layers × 32 heads × 128 × 2 bytes per
    // token) = 13,577,494,528 bytes: exactly 1 FLOP per byte. The weights' matrix multiplies take
    // √(0.027240² + 5.028668²) = 5.028742 ms (FORMULAS.md I3b), + 0.037561 ms of KV cache + 0.96 ms
    // launch = 6.026303 ms.
    FS_COMPARE_REL(s.decode.flops, 13577494528.0, 1e-9);
    FS_COMPARE_REL(s.decode.bytes, 13577494528.0, 1e-9);
    FS_COMPARE_REL(e.timePerOutputTokenMs, 6.026303, 1e-6);
    compareWithEstimate(s.decode, e.serving.decode, e.timePerOutputTokenMs);
}

void tst_ChartData::kvCacheSplitWithGroupedQueriesUnderTensorParallelism()
{
    // TinyLlama 1.1B (1,100,048,384 parameters; 22 layers, 32 query heads, 4 KV heads of 64) at tensor
    // parallelism 8: each rank holds 1/8 of the weights but, with only 4 KV heads, a quarter of the KV
    // cache (each rank keeps at least one head; docs/FORMULAS.md I2). Batch 1, 1,000 in, 500 out: mean context 1,250.
    // KV per token: 2 × 22 × 4 × 64 × 2 = 22,528 bytes, 5,632 per rank. Decode per rank:
    // (2 × 1,100,048,384 + 4 × 22 × 2048 × 1250) / 8 = 303,172,096 FLOPs over 275,012,096 bytes of weights
    // + 1,250 × 5,632 = 7,040,000 of KV = 282,052,096 bytes: 1.0749 FLOPs per byte. (The copy the chart
    // used to keep put the whole KV cache against the whole weights: 1.0885.)
    WorkloadEntry w = serving(preset("tinyllama-1.1b"), 1, 1000, 500);
    w.scenario.tensorParallel = 8;
    const HardwareEntry h100 = hardware("h100-sxm", 8);
    const ServingRoofline s = servingRoofline(w, h100, ProjectAssumptions());
    const Estimate e = estimateOf(w, h100);
    QVERIFY(e.ok());
    QCOMPARE(e.tensorParallel, 8);
    FS_COMPARE_REL(s.decode.flops, 303172096.0, 1e-9);
    FS_COMPARE_REL(s.decode.bytes, 282052096.0, 1e-9);
    FS_COMPARE_REL(s.decode.intensity, 1.07487978, 1e-6);
    compareWithEstimate(s.decode, e.serving.decode, e.timePerOutputTokenMs);
    compareWithEstimate(s.prefill, e.serving.prefill, e.timeToFirstTokenMs);
    // Tensor parallelism adds its all-reduces to both passes, and the chart's rate includes them.
    QVERIFY(e.serving.prefill.communicationSeconds > 0 && e.serving.decode.communicationSeconds > 0);
}

void tst_ChartData::decoderWithoutHeadsDecodesAsWithThem()
{
    // A decoder known by layers and width but not its heads takes heads 128 wide (defaultHeads: 4,096 / 128
    // = 32), so it has a KV cache and decodes: the chart shows the same prefill and decode points as the
    // same decoder given its 32 heads. (It used to be costed as one forward pass, with no decode point.)
    // With no prompt typed the prompt is the 2,048-token sequence less the 128 output tokens, 1,920 (servedTokens).
    // Prefill FLOPs: 1,920 × 2 × 6.74e9 + 1,920 × 4 × 32 × 4096 × 1920 = 2.78143e13.
    Workload headless;
    headless.id = QStringLiteral("headless-decoder");
    headless.name = headless.id;
    headless.family = WorkloadFamily::Decoder;
    headless.params = 6.74e9;
    headless.seqLen = 2048;
    headless.shape.layers = 32;
    headless.shape.hidden = 4096;
    Workload headed = headless;
    headed.shape.heads = 32;
    const HardwareEntry h100 = hardware("h100-sxm", 1);
    const ServingRoofline s = servingRoofline(serving(headless, 1, 0, 128), h100, ProjectAssumptions());
    const ServingRoofline given = servingRoofline(serving(headed, 1, 0, 128), h100, ProjectAssumptions());
    const Estimate e = estimateOf(serving(headless, 1, 0, 128), h100);
    QVERIFY(e.ok());
    QCOMPARE(e.assumedHeads, 32);
    QVERIFY(isKnown(e.timeToFirstTokenMs) && isKnown(e.timePerOutputTokenMs));
    FS_COMPARE_REL(s.prefill.flops, 2.78143352832e13, 1e-9);
    compareWithEstimate(s.prefill, e.serving.prefill, e.timeToFirstTokenMs);
    compareWithEstimate(s.decode, e.serving.decode, e.timePerOutputTokenMs);
    for (const auto &[point, same] : { std::pair { s.prefill, given.prefill }, std::pair { s.decode, given.decode } }) {
        FS_COMPARE_REL(point.flops, same.flops, 1e-12);
        FS_COMPARE_REL(point.bytes, same.bytes, 1e-12);
        FS_COMPARE_REL(point.achievedFlops, same.achievedFlops, 1e-12);
    }
}

void tst_ChartData::convNetPointCarriesItsActivationTraffic_data()
{
    QTest::addColumn<bool>("eager");
    QTest::addColumn<double>("bytes");
    QTest::addColumn<double>("latencyMs");
    // ResNet-50, FP16, batch 32 on one A100 80GB (312 TFLOPS at 50 %, 2,039 GB/s at 80 %): 32 × 8.178e9 =
    // 2.61696e11 FLOPs; weights 25,557,032 × 2 bytes; activations 4.089e9 MACs / 160 = 25,556,250 values
    // per image, × 2 bytes × 32 = 1.6356e9 bytes per pass over them.
    // An optimized engine fuses batch norm and activation: one pass, 1,686,714,064 bytes; compute 1.6775 ms
    // > memory 1.0340 ms, + 50 layers × 3 kernels × 3 µs = 2.1275 ms.
    QTest::newRow("optimized") << false << 1686714064.0 << 2.1275385;
    // Eager: four passes, 6,593,514,064 bytes, memory 4.0421 ms, under the floor of 50 × 3.5 operators
    // (efficiency.h) × 50 µs = 8.75 ms. (The chart's old copy counted one pass here.)
    QTest::newRow("eager") << true << 6593514064.0 << 8.75;
}

void tst_ChartData::convNetPointCarriesItsActivationTraffic()
{
    QFETCH(bool, eager);
    QFETCH(double, bytes);
    QFETCH(double, latencyMs);
    WorkloadEntry w = serving(preset("resnet-50"), 32, 0, 0);
    w.scenario.precision = Precision::FP16;
    w.scenario.runtime = eager ? Runtime::Eager : Runtime::Optimized;
    const HardwareEntry a100 = hardware("a100-80gb-sxm", 1);
    const ServingRoofline s = servingRoofline(w, a100, ProjectAssumptions());
    const Estimate e = estimateOf(w, a100);
    QVERIFY(e.ok());
    FS_COMPARE_REL(s.prefill.flops, 2.61696e11, 1e-9);
    FS_COMPARE_REL(s.prefill.bytes, bytes, 1e-9);
    FS_COMPARE_REL(e.latencyMs, latencyMs, 1e-6);
    FS_COMPARE_REL(s.prefill.achievedFlops, 2.61696e11 / (latencyMs / 1e3), 1e-6);
    compareWithEstimate(s.prefill, e.serving.prefill, e.latencyMs);
    QVERIFY(!isKnown(s.decode.intensity));
}

QTEST_GUILESS_MAIN(tst_ChartData)
#include "tst_chartdata.moc"
