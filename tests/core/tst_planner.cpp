// Deadline and budget planning over GPU types, checked against hand-computed GPU counts.
#include "core/catalog/catalog.h"
#include "core/estimate/planner.h"
#include "core/models/displayformat.h"
#include "core/report/planshortfall.h"

#include "testutil.h"

#include <QTest>

#include <cmath>

using namespace flopsheet;
using namespace Qt::StringLiterals;

namespace {

const Gpu &gpu(const char *id)
{
    const Gpu *g = Catalog::builtIn().gpu(QString::fromLatin1(id));
    if (!g)
        qFatal("built-in GPU %s missing", id);
    return *g;
}

// 1e9 parameters known by count only, 2,048-token sequences, 1e11 tokens: 6e20 FLOPs (6·N·D).
Workload job()
{
    Workload w;
    w.id = QStringLiteral("plan-decoder");
    w.family = WorkloadFamily::Decoder;
    w.params = 1e9;
    w.seqLen = 2048;
    return w;
}

// BF16 at a fixed 0.5 of peak, 2 sequences per GPU per micro-step, 2,048 sequences per optimizer step.
Scenario base()
{
    Scenario sc;
    sc.mode = Mode::Train;
    sc.precision = Precision::BF16;
    sc.tokens = 1e11;
    sc.mfu = 0.5;
    sc.batchPerGpu = 2;
    sc.globalBatch = 2048;
    return sc;
}

Estimate at(const Gpu &g, Scenario sc, int count)
{
    sc.gpuCount = count;
    return estimate(job(), g, sc);
}

// Single-GPU times: 6e20 / (peak · 0.5) and the kernel launches of 24,414,062.5 micro-batches of 2, each
// 3 (forward, two backward) × 17 layers (the shape assumed for 1e9 parameters) × 10 kernels × 3 µs (I7),
// 10.376 h. A100 312 TFLOPS: 3,846,153.8 s = 1,068.376 h + 10.376 h = 1,078.752 h.
// H100 SXM 989.5 TFLOPS: 1,212,733.7 s = 336.870 h + 10.376 h = 347.246 h. Communication stays hidden behind the
// backward pass at these counts: the 2e9-byte gradient all-reduce takes 17.9 ms inside a node and 11.1 ms more across
// two DGX A100 nodes, against 105 ms of backward per micro-step (2/3 of 6e9·2048·2 / 1.56e14 = 157.5 ms),
// so n GPUs take T1 / n.
constexpr double kLaunchHours = 1e11 / 2048.0 / 2.0 * (3 * 17 * 10 * 3e-6) / 3600.0;
constexpr double kA100Hours = 6e20 / (312e12 * 0.5) / 3600.0 + kLaunchHours;
constexpr double kH100Hours = 6e20 / (989.5e12 * 0.5) / 3600.0 + kLaunchHours;

} // namespace

class tst_Planner : public QObject {
    Q_OBJECT

private slots:
    void countLadder();
    void singleGpuTimes();
    void deadlineGivesFewestGpus_data();
    void deadlineGivesFewestGpus();
    void deadlineAcrossGpuTypes();
    void unreachableDeadline();
    void limitsBeyondTheLastPowerOfTwo();
    void budgetPicksFastestWithinBudget_data();
    void budgetPicksFastestWithinBudget();
    void cheapestAndFastestIndices();
    void plansKeepTheGlobalBatch();
    void countsAboveANodeAreWholeNodes();
    void deadlineInWholeNodes();
};

void tst_Planner::countLadder()
{
    // Powers of two, then the limit itself when it is none.
    QCOMPARE(gpuCountLadder(1), std::vector<int>({ 1 }));
    QCOMPARE(gpuCountLadder(3), std::vector<int>({ 1, 2, 3 }));
    QCOMPARE(gpuCountLadder(100), std::vector<int>({ 1, 2, 4, 8, 16, 32, 64, 100 }));
    QCOMPARE(gpuCountLadder(1024).size(), size_t(11));
    QCOMPARE(gpuCountLadder(1024).back(), 1024);
    QCOMPARE(gpuCountLadder(0), std::vector<int>());
    QCOMPARE(gpuCountLadder(1 << 30).back(), 1 << 30); // no overflow at the top
    // From a pool job's fewest GPUs: doubling from there, the limit last; none when the fewest exceed it.
    QCOMPARE(gpuCountLadder(100, 3), std::vector<int>({ 3, 6, 12, 24, 48, 96, 100 }));
    QCOMPARE(gpuCountLadder(8, 8), std::vector<int>({ 8 }));
    QCOMPARE(gpuCountLadder(4, 8), std::vector<int>());
    QCOMPARE(gpuCountLadder(4, 0), gpuCountLadder(4));
}

void tst_Planner::singleGpuTimes()
{
    // The hand figures every row below starts from.
    FS_COMPARE_REL(at(gpu("a100-80gb-sxm"), base(), 1).wallHours, kA100Hours, 1e-9);
    FS_COMPARE_REL(at(gpu("h100-sxm"), base(), 1).wallHours, kH100Hours, 1e-9);
    FS_COMPARE_REL(kA100Hours, 1078.752, 1e-6);
}

void tst_Planner::deadlineGivesFewestGpus_data()
{
    QTest::addColumn<QString>("gpuId");
    QTest::addColumn<double>("deadlineHours");
    QTest::addColumn<int>("expectedCount");

    // Fewest n with T1 / n <= deadline, i.e. ceil(T1 / deadline).
    // A100, 100 h: 1,078.752 / 100 = 10.79 → 11 GPUs (98.07 h; 10 would take 107.88 h).
    QTest::newRow("a100 100h") << QStringLiteral("a100-80gb-sxm") << 100.0 << 11;
    // A100, 70 h: 15.41 → 16 GPUs (67.42 h), two nodes.
    QTest::newRow("a100 70h") << QStringLiteral("a100-80gb-sxm") << 70.0 << 16;
    // H100, 100 h: 347.246 / 100 = 3.47 → 4 GPUs (86.81 h).
    QTest::newRow("h100 100h") << QStringLiteral("h100-sxm") << 100.0 << 4;
    // H100, 70 h: 4.96 → 5 GPUs (69.45 h; 69.52 h as 2,048 sequences do not split evenly over 5 × 2).
    QTest::newRow("h100 70h") << QStringLiteral("h100-sxm") << 70.0 << 5;
    // A deadline one GPU already meets.
    QTest::newRow("a100 2000h") << QStringLiteral("a100-80gb-sxm") << 2000.0 << 1;
}

void tst_Planner::deadlineGivesFewestGpus()
{
    QFETCH(QString, gpuId);
    QFETCH(double, deadlineHours);
    QFETCH(int, expectedCount);

    const Gpu *g = Catalog::builtIn().gpu(gpuId);
    QVERIFY(g);
    const std::vector<PlanOption> plan = planForDeadline(job(), { *g }, base(), deadlineHours, 64);
    QCOMPARE(plan.size(), size_t(1));
    const PlanOption &o = plan.front();
    QVERIFY(o.feasible);
    QCOMPARE(o.gpuCount, expectedCount);
    QVERIFY(o.estimate.wallHours <= deadlineHours);

    // Independently: n meets the deadline and n - 1 does not.
    const Estimate atCount = at(*g, base(), expectedCount);
    QVERIFY(atCount.ok() && atCount.fits);
    QVERIFY(atCount.wallHours <= deadlineHours);
    FS_COMPARE_REL(o.estimate.wallHours, atCount.wallHours, 1e-12);
    if (expectedCount > 1) {
        const Estimate fewer = at(*g, base(), expectedCount - 1);
        QVERIFY2(fewer.wallHours > deadlineHours, qPrintable(QString::number(fewer.wallHours)));
    }
}

void tst_Planner::deadlineAcrossGpuTypes()
{
    // One option per GPU type, in order; the T4 has no BF16 and is reported infeasible with its reason.
    const std::vector<Gpu> gpus = { gpu("a100-80gb-sxm"), gpu("h100-sxm"), gpu("t4") };
    const std::vector<PlanOption> plan = planForDeadline(job(), gpus, base(), 70.0, 64);
    QCOMPARE(plan.size(), size_t(3));
    QCOMPARE(plan[0].gpu->id, QStringLiteral("a100-80gb-sxm"));
    QCOMPARE(plan[0].gpuCount, 16);
    QCOMPARE(plan[1].gpuCount, 5);
    QVERIFY(!plan[2].feasible);
    QCOMPARE(plan[2].gpuCount, 0);
    QCOMPARE(plan[2].estimate.error, EstimateError::PrecisionUnsupported);

    // Cost is GPU-hours × price and GPU-hours stay T1 while scaling is perfect:
    // A100 1,078.752 h × 3.4309 $ = 3,701.09 $; H100 347.246 h × 6.88 $ = 2,389.05 $ → the H100 is cheaper.
    // On 5 H100s the 2,048 sequences do not split evenly: 204.8 micro-batches of 2 per GPU, so the busiest
    // runs 205 and every step takes 205 / 204.8 of the even time (2,391.38 $).
    FS_COMPARE_REL(plan[0].estimate.costUsd, kA100Hours * 3.4309, 1e-9);
    FS_COMPARE_REL(plan[1].estimate.costUsd, kH100Hours * 6.88 * 205.0 / 204.8, 1e-9);
    QCOMPARE(cheapestOption(plan), 1);
    // 16 A100s finish in 66.77 h, 5 H100s in 67.44 h → the A100 plan is faster.
    QCOMPARE(fastestOption(plan), 0);
}

void tst_Planner::unreachableDeadline()
{
    // 1 h would need 1,069 A100s; with at most 64 no count works.
    const std::vector<Gpu> a100s { gpu("a100-80gb-sxm") }; // options point into it (PlanOption::gpu)
    const std::vector<PlanOption> plan = planForDeadline(job(), a100s, base(), 1.0, 64);
    QCOMPARE(plan.size(), size_t(1));
    QVERIFY(!plan[0].feasible);
    QCOMPARE(plan[0].gpuCount, 0);
    QCOMPARE(cheapestOption(plan), -1);
    QCOMPARE(fastestOption(plan), -1);
    // The closest miss is said with its figure: 64 GPUs, 1,078.752 h / 64 = 16.856 h (16 micro-batches of 2
    // per GPU, the all-reduce hidden).
    QCOMPARE(plan[0].closestCount, 64);
    FS_COMPARE_REL(plan[0].estimate.wallHours, kA100Hours / 64, 1e-9);
    QCOMPARE(planShortfall(plan[0], PlanQuestion::Deadline, 64),
        u"too slow on up to 64 GPUs: the fastest, %1 h on 64 GPU(s)"_qs.arg(formatHours(kA100Hours / 64)));
    // A budget below every count's cost names the cheapest: T1 × $3.4309 = $3,701.09 at any count up to 64.
    const std::vector<PlanOption> poor = planForBudget(job(), a100s, base(), 3000.0, 64);
    QVERIFY(!poor[0].feasible);
    QVERIFY(poor[0].closestCount >= 1);
    FS_COMPARE_REL(poor[0].estimate.costUsd, kA100Hours * 3.4309, 1e-6);
    QVERIFY(planShortfall(poor[0], PlanQuestion::Budget, 64)
                .startsWith(u"over budget on up to 64 GPUs: the cheapest, $3,701 on "_qs));
    // A precision the GPU lacks stops every count, and is said as the estimate says it.
    Scenario fp8 = base();
    fp8.precision = Precision::FP8;
    const std::vector<PlanOption> cannot = planForDeadline(job(), a100s, fp8, 1.0, 64);
    QCOMPARE(cannot[0].closestCount, 0);
    QCOMPARE(cannot[0].precision, Precision::FP8);
    QVERIFY(planShortfall(cannot[0], PlanQuestion::Deadline, 64).startsWith(u"cannot run: "_qs));
}

void tst_Planner::limitsBeyondTheLastPowerOfTwo()
{
    // At most 100 H100s and 4 h: 64 GPUs take 347.246 h × 16 / 1,024 = 5.43 h (16 micro-batches of 2 each);
    // n GPUs take T1 × ceil(1,024 / n) / 1,024, within 4 h from 11 micro-batches, n ≥ 1,024 / 11 = 93.1:
    // 94 GPUs, 3.730 h (93 need 12: 4.069 h). A ladder of powers of two alone stops at 64 and misses it.
    const std::vector<Gpu> h100s { gpu("h100-sxm") }; // options point into it (PlanOption::gpu)
    const std::vector<PlanOption> plan = planForDeadline(job(), h100s, base(), 4.0, 100);
    QVERIFY(plan[0].feasible);
    QCOMPARE(plan[0].gpuCount, 94);
    FS_COMPARE_REL(plan[0].estimate.wallHours, kH100Hours * 11 / 1024, 1e-9);
    FS_COMPARE_REL(at(gpu("h100-sxm"), base(), 93).wallHours, kH100Hours * 12 / 1024, 1e-9);
    QCOMPARE(planShortfall(plan[0], PlanQuestion::Deadline, 100), QString());

    // A budget tries the limit too: at most 12 A100s on the slow network of budgetPicksFastestWithinBudget,
    // $5,250: 8 GPUs cost $3,701.09 in 134.84 h, 12 cost $5,221.06 in 126.82 h (86 micro-batches a step,
    // 5.4685 s of all-reduce exposed between the two nodes; the figures above).
    Scenario slow = base();
    slow.networkGBps = 0.05;
    slow.tensorParallel = 1;
    slow.pipelineParallel = 1;
    const std::vector<Gpu> a100s { gpu("a100-80gb-sxm") }; // options point into it (PlanOption::gpu)
    const std::vector<PlanOption> budget = planForBudget(job(), a100s, slow, 5250.0, 12);
    QVERIFY(budget[0].feasible);
    QCOMPARE(budget[0].gpuCount, 12);
    FS_COMPARE_REL(budget[0].estimate.costUsd, 5221.06, 1e-5);
}

void tst_Planner::budgetPicksFastestWithinBudget_data()
{
    QTest::addColumn<double>("budgetUsd");
    QTest::addColumn<int>("expectedCount"); // 0 = nothing fits the budget

    // A100s with a slow 0.05 GB/s network, so that crossing nodes costs money. Per micro-batch of 2 sequences:
    // compute 6e9 · 2048 · 2 / 1.56e14 = 0.157538 s and launches 17 · 10 · 3 · 3 µs = 1.53 ms, 0.159068 s;
    // backward 2/3 of the compute, 0.105025 s; 1e11 / 2048² = 23,841.86 optimizer steps; $3.4309 per GPU-hour.
    // 1-8 GPUs (one node): the all-reduce (≤ 2 · 7/8 · 2e9 / 1.95e11 = 17.9 ms) hides; cost
    //   1,078.752 h × $3.4309 = $3,701.09 at every count, 8 GPUs finish in 134.84 h.
    // 9-16 GPUs (two nodes): 2 · 1/2 · 2.5e8 / 4.5e7 = 5.5556 s more between nodes, 5.4685 s exposed per
    //   step; n GPUs run ceil(1,024 / n) micro-batches a step: 12 GPUs 86 → 86 · 0.159068 + 5.4685 =
    //   19.148 s, 126.82 h, $5,221.06; 13 GPUs 79 → 18.035 s, 119.44 h, $5,327.24; 14 GPUs 74 → $5,484;
    //   16 GPUs 64 → 15.649 s, 103.64 h, $5,689.16.
    // 17 GPUs: three nodes, 2 · 2/3 · 2.5e8 / 4.5e7 = 7.4074 s between them: $6,575.72, and more above.
    QTest::newRow("3000 $: below the cost of any count") << 3000.0 << 0;
    QTest::newRow("4000 $: one node, 8 GPUs") << 4000.0 << 8;
    // 8 within, 16 over: 12 would be within and faster, but a budget tries powers of two only (planner.h).
    QTest::newRow("5250 $: 8 GPUs, the powers of two") << 5250.0 << 8;
    QTest::newRow("6000 $: two nodes, 16 GPUs") << 6000.0 << 16;
}

void tst_Planner::budgetPicksFastestWithinBudget()
{
    QFETCH(double, budgetUsd);
    QFETCH(int, expectedCount);

    const Gpu &a100 = gpu("a100-80gb-sxm");
    Scenario sc = base();
    sc.networkGBps = 0.05;
    // Data parallel only, as the figures above: the layout search would shard the gradients over
    // tensor-parallel ranks and keep most of the all-reduce inside a node.
    sc.tensorParallel = 1;
    sc.pipelineParallel = 1;
    const int maxGpus = 32;
    const std::vector<PlanOption> plan = planForBudget(job(), { a100 }, sc, budgetUsd, maxGpus);
    QCOMPARE(plan.size(), size_t(1));
    const PlanOption &o = plan.front();
    QCOMPARE(o.feasible, expectedCount > 0);
    QCOMPARE(o.gpuCount, expectedCount);
    if (!o.feasible)
        return;
    QVERIFY(o.estimate.costUsd <= budgetUsd);

    // Independently: no power-of-two count within the budget is faster than the one chosen.
    for (int n = 1; n <= maxGpus; n *= 2) {
        const Estimate e = at(a100, sc, n);
        QVERIFY(e.ok());
        if (e.fits && e.costUsd <= budgetUsd)
            QVERIFY2(e.wallHours >= o.estimate.wallHours,
                qPrintable(QStringLiteral("%1 GPUs: %2 h within budget").arg(n).arg(e.wallHours)));
    }
}

void tst_Planner::cheapestAndFastestIndices()
{
    auto option = [](bool feasible, double cost, double hours) {
        PlanOption o;
        o.feasible = feasible;
        o.gpuCount = feasible ? 1 : 0;
        o.estimate.costUsd = cost;
        o.estimate.wallHours = hours;
        o.estimate.fits = true; // a feasible option is runnable; the pick rechecks it (isRunnable)
        return o;
    };
    // Index 1 is cheapest and fastest but infeasible; index 3 has no price (cost unknown).
    const std::vector<PlanOption> options
        = { option(true, 10.0, 5.0), option(false, 1.0, 1.0), option(true, 5.0, 9.0), option(true, kUnknown, 2.0) };
    QCOMPARE(cheapestOption(options), 2);
    QCOMPARE(fastestOption(options), 3);
    QCOMPARE(cheapestOption({}), -1);
    QCOMPARE(fastestOption({}), -1);
}

void tst_Planner::plansKeepTheGlobalBatch()
{
    // 2,048 sequences per optimizer step at 2 per GPU: at most 1,024 data-parallel GPUs are busy (the
    // 1B model fits one GPU, so every GPU is data-parallel). 2,048 GPUs keep the batch and idle half
    // of themselves: the time of 1,024, twice the GPU-hours.
    Scenario dataParallel = base();
    dataParallel.tensorParallel = 1; // unpinned, the search splits layers over 2 GPUs to use all 2,048 (below)
    dataParallel.pipelineParallel = 1;
    const Estimate at1024 = at(gpu("h100-sxm"), dataParallel, 1024);
    QVERIFY(!at1024.has(WarnIdleGpus));
    const Estimate at2048 = at(gpu("h100-sxm"), dataParallel, 2048);
    QVERIFY(at2048.has(WarnIdleGpus));
    QCOMPARE(at2048.gpusBusy, 1024);
    QCOMPARE(at2048.globalBatch, 2048.0);
    QCOMPARE(at2048.wallHours, at1024.wallHours);
    QCOMPARE(at2048.gpuHours, 2.0 * at1024.gpuHours);
    // The layout search keeps the batch too, and puts the other half to work with a model-parallel split.
    const Estimate searched = at(gpu("h100-sxm"), base(), 2048);
    QCOMPARE(searched.globalBatch, 2048.0);
    QCOMPARE(searched.gpusBusy, 2048);
    QVERIFY(searched.layout.modelParallel() > 1);
    QVERIFY(searched.wallHours < at2048.wallHours);

    // An unlimited budget: of equal times the planner takes the cheaper count.
    const std::vector<PlanOption> budget = planForBudget(job(), { gpu("h100-sxm") }, dataParallel, 1e12, 4096);
    QVERIFY(budget[0].feasible);
    QCOMPARE(budget[0].gpuCount, 1024);
    // A deadline only 2,048 busy GPUs would meet (336.870 h / 2,048 = 0.16 h) is not met.
    const std::vector<PlanOption> deadline = planForDeadline(job(), { gpu("h100-sxm") }, dataParallel, 0.2, 4096);
    QVERIFY(!deadline[0].feasible);
}

QTEST_GUILESS_MAIN(tst_Planner)
void tst_Planner::countsAboveANodeAreWholeNodes()
{
    // Any count up to one node (a single server rents 1, 2, 4 or 8 GPUs), whole nodes above it.
    QVERIFY(isPlannableCount(5, 8));
    QVERIFY(isPlannableCount(8, 8));
    QVERIFY(!isPlannableCount(39, 8));
    QVERIFY(isPlannableCount(40, 8));
    QVERIFY(isPlannableCount(39, 1)); // one GPU per node: any count
    QVERIFY(!isPlannableCount(0, 8));
    QVERIFY(isPlannableCount(12, 6) && !isPlannableCount(8, 6));
    QCOMPARE(plannableCountAtMost(100, 8), 96);
    QCOMPARE(plannableCountAtMost(7, 8), 7);
    QCOMPARE(plannableCountAtMost(4096, 8), 4096);
    QCOMPARE(plannableCountAtMost(100, 1), 100);
}

void tst_Planner::deadlineInWholeNodes()
{
    // A100, 100 h: 11 GPUs would do (deadlineGivesFewestGpus), but above one node only whole nodes run: the
    // next after 8 (134.85 h) is 16, T1 / 16 = 67.42 h. In nodes of 4 it is 12: 2,048 sequences on 12 × 2 run
    // 86 micro-batches of 2 per GPU a step (85.33 even), 1,078.752 h × 86 / 1,024 = 90.60 h; 8 take 134.85 h.
    const std::vector<Gpu> a100s { gpu("a100-80gb-sxm") }; // options point into it (PlanOption::gpu)
    const PlanOption eight = planForDeadline(job(), a100s, base(), 100.0, 64, false, 8).front();
    QVERIFY(eight.feasible);
    QCOMPARE(eight.gpuCount, 16);
    FS_COMPARE_REL(eight.estimate.wallHours, kA100Hours / 16, 1e-9);
    const PlanOption four = planForDeadline(job(), a100s, base(), 100.0, 64, false, 4).front();
    QCOMPARE(four.gpuCount, 12);
    FS_COMPARE_REL(four.estimate.wallHours, kA100Hours * 86 / 1024, 1e-9);
    // Within one node any count: H100, 100 h takes 4 (of a node of 8).
    const std::vector<Gpu> h100s { gpu("h100-sxm") };
    QCOMPARE(planForDeadline(job(), h100s, base(), 100.0, 64, false, 8).front().gpuCount, 4);
    // The limit is taken down to whole nodes: at most 100 H100s in 4 h needs 94 (limitsBeyondTheLastPowerOfTwo),
    // in nodes of 8 the 96 that 100 allows (T1 × 11 / 1,024 as for 94: ceil(1,024 / 96) = 11 micro-batches).
    const PlanOption limit = planForDeadline(job(), h100s, base(), 4.0, 100, false, 8).front();
    QCOMPARE(limit.gpuCount, 96);
    FS_COMPARE_REL(limit.estimate.wallHours, kH100Hours * 11 / 1024, 1e-9);
    // A budget tries whole nodes too: the limit 100 is tried as 96.
    const PlanOption budget = planForBudget(job(), h100s, base(), 1e9, 100, false, 8).front();
    QCOMPARE(budget.gpuCount, 96);
}

#include "tst_planner.moc"
