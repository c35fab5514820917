#include "core/catalog/catalog.h"
#include "core/document/entries.h"
#include "core/document/poolgputable.h"
#include "core/document/pooljobtable.h"
#include "core/estimate/estimator.h"
#include "core/estimate/plan.h"
#include "core/pool/policies.h"
#include "core/pool/poolproblem.h"
#include "core/pool/timeline.h"

#include <QRandomGenerator>
#include <QTest>

#include <map>

using namespace flopsheet;

namespace {

PoolType type(const char *id, int count, double price = 1, double from = 0)
{
    return PoolType { QString::fromLatin1(id), QString::fromLatin1(id), count, price, from };
}

PoolTask task(const char *name, QList<JobOption> options, double weight = 1)
{
    PoolTask t;
    t.name = QString::fromLatin1(name);
    t.options = std::move(options);
    t.weight = weight;
    double best = 0;
    for (const JobOption &o : t.options)
        best = std::max(best, o.rate);
    t.aloneHours = 1 / best;
    return t;
}

// SCHEDULING.md's case, worked from Gavel's formulas: 1 V100 + 1 K80; job A runs 4 steps/s on the V100 and
// 1 on the K80, job B 2 and 1; 100 steps each, one GPU each. Read seconds as hours: rate = steps/s ÷ 100.
PoolProblem v100K80()
{
    PoolProblem p;
    p.types = { type("v100", 1), type("k80", 1) };
    p.tasks = { task("A", { { 0, 1, 0.04 }, { 1, 1, 0.01 } }), task("B", { { 0, 1, 0.02 }, { 1, 1, 0.01 } }) };
    return p;
}

double finish(const PoolSchedule &s, int t)
{
    return s.tasks[t].finishHours;
}

// The most GPUs of each type held at once, from the segments alone.
QList<int> peakHeld(const PoolProblem &p, const PoolSchedule &s)
{
    QList<int> peak(p.types.size(), 0);
    for (int j = 0; j < p.types.size(); ++j) {
        std::map<double, int> change;
        for (const PoolSegment &seg : s.segments) {
            if (seg.type == j) {
                change[seg.fromHours + 1e-9] += seg.gpus; // touching stretches are not overlapping ones
                change[seg.toHours - 1e-9] -= seg.gpus;
            }
        }
        int held = 0;
        for (const auto &[time, delta] : change) {
            held += delta;
            peak[j] = std::max(peak[j], held);
        }
    }
    return peak;
}

// A job never holds two gangs at once.
bool noJobInTwoPlaces(const PoolSchedule &s)
{
    for (int a = 0; a < s.segments.size(); ++a) {
        for (int b = a + 1; b < s.segments.size(); ++b) {
            const PoolSegment &x = s.segments[a], &y = s.segments[b];
            if (x.task == y.task && x.fromHours < y.toHours - 1e-9 && y.fromHours < x.toHours - 1e-9)
                return false;
        }
    }
    return true;
}

PoolMoment start(const PoolProblem &p)
{
    PoolMoment m;
    for (const PoolType &t : p.types)
        m.capacity << t.count;
    for (int t = 0; t < p.tasks.size(); ++t)
        m.active << t;
    m.left = QList<double>(p.tasks.size(), 1.0);
    m.elapsed = QList<double>(p.tasks.size(), 0.0);
    m.isolatedDone = QList<double>(p.tasks.size(), 0.0);
    m.pinned = QList<int>(p.tasks.size(), -1);
    return m;
}

} // namespace

class tst_Pool : public QObject {
    Q_OBJECT
private slots:
    void minMakespanHandCase();
    void equalSplitHandCase();
    void maxMinFairnessHandCase();
    void weightsGiveTheirShare();
    void strictPriorityStarvesLowerClass();
    void deadlineForcesEverything();
    void minCostPrefersCheaperWork();
    void servingReservesFirst();
    void laterReservation();
    void infeasibleDeadlineIsAnAnswer();
    void noMixedTypesKeepsOneType();
    void gangRunsOnWhatIsFree();
    void roundingNeverOversubscribes();
    void problemFromTheTables();
    void cellsTakeDurations();
    void jobGpusNamesEachTypeOnce();
    void idleTypesSayWhy();
};

void tst_Pool::minMakespanHandCase()
{
    const PoolProblem p = v100K80();
    PoolSolvers solvers;
    const PoolAllocation a = allocate(PoolPolicy::MinMakespan, p, start(p), solvers);
    // A holds a quarter of the V100 and three quarters of the K80; B the rest (100 / (1 + 0.75) = 57.14).
    QVERIFY(qAbs(a.shares[0][0] - 0.25) < 1e-5);
    QVERIFY(qAbs(a.shares[0][1] - 0.75) < 1e-5);
    QVERIFY(qAbs(a.shares[1][0] - 0.75) < 1e-5);
    QVERIFY(qAbs(a.shares[1][1] - 0.25) < 1e-5);

    const PoolSchedule s = planPool(p, PoolPolicy::MinMakespan);
    // To the solver's tolerance (Clp: 1e-7 relative).
    QVERIFY2(qAbs(finish(s, 0) - 400.0 / 7) < 1e-5, qPrintable(QString::number(finish(s, 0) - 400.0 / 7)));
    QVERIFY(qAbs(finish(s, 1) - 400.0 / 7) < 1e-5);
    QVERIFY(qAbs(s.makespanHours - 57.142857) < 1e-5);
    // Realised with whole GPUs: one job per GPU at any moment, and the shares kept exactly.
    QCOMPARE(peakHeld(p, s), QList<int>({ 1, 1 }));
    QVERIFY(noJobInTwoPlaces(s));
}

void tst_Pool::equalSplitHandCase()
{
    // An equal time split: A at 0.5·4 + 0.5·1 = 2.5 steps/s finishes at 40 s; B has done 60 steps by then and
    // runs the last 40 alone on the V100 at 2 steps/s: 60 s.
    const PoolSchedule s = planPool(v100K80(), PoolPolicy::Proportional);
    QVERIFY2(qAbs(finish(s, 0) - 40) < 1e-6, qPrintable(QString::number(finish(s, 0))));
    QVERIFY2(qAbs(finish(s, 1) - 60) < 1e-6, qPrintable(QString::number(finish(s, 1))));
    QVERIFY(qAbs(s.averageCompletionHours - 50) < 1e-6);
    // Both got exactly their 1/n share while they shared the pool, then the whole of it: ρ = 1.
    QVERIFY(qAbs(s.tasks[0].rho - 1) < 1e-6);
    QVERIFY(qAbs(s.tasks[1].rho - 1) < 1e-6);
}

void tst_Pool::maxMinFairnessHandCase()
{
    // Equal weights: maximise min(tput_A / 2.5, tput_B / 1.5). With A holding a of the V100 and 1 − a of the
    // K80, tput_A = 1 + 3a and tput_B = 2 − a; equal ratios at a = 1/2, the equal split itself.
    const PoolProblem p = v100K80();
    PoolSolvers solvers;
    const PoolAllocation a = allocate(PoolPolicy::MaxMinFairness, p, start(p), solvers);
    QVERIFY(qAbs(taskRate(p.tasks[0], a.shares[0]) - 0.025) < 1e-6);
    QVERIFY(qAbs(taskRate(p.tasks[1], a.shares[1]) - 0.015) < 1e-6);
    // Finish-time fairness at the start (nothing elapsed) minimises max iso/tput: the same point.
    const PoolAllocation f = allocate(PoolPolicy::FinishTimeFairness, p, start(p), solvers);
    QVERIFY(qAbs(taskRate(p.tasks[0], f.shares[0]) - 0.025) < 1e-5);
    QVERIFY(qAbs(taskRate(p.tasks[1], f.shares[1]) - 0.015) < 1e-5);
}

void tst_Pool::weightsGiveTheirShare()
{
    // Two identical jobs on 3 GPUs, gangs of 1, 2 or 3 at linear speed; weights 2:1 split the GPUs 2:1.
    PoolProblem p;
    p.types = { type("h100", 3) };
    const QList<JobOption> gangs { { 0, 1, 0.01 }, { 0, 2, 0.02 }, { 0, 3, 0.03 } };
    p.tasks = { task("heavy", gangs, 2), task("light", gangs, 1) };
    PoolSolvers solvers;
    for (PoolPolicy policy : { PoolPolicy::Proportional, PoolPolicy::MaxMinFairness }) {
        const PoolAllocation a = allocate(policy, p, start(p), solvers);
        const double heavy = taskRate(p.tasks[0], a.shares[0]), light = taskRate(p.tasks[1], a.shares[1]);
        QVERIFY2(qAbs(heavy - 2 * light) < 1e-6,
            qPrintable(QStringLiteral("%1: %2 vs %3").arg(poolPolicyName(policy)).arg(heavy).arg(light)));
        QVERIFY(qAbs(heavy + light - 0.03) < 1e-6); // the whole pool is used
    }
}

void tst_Pool::strictPriorityStarvesLowerClass()
{
    PoolProblem p;
    p.types = { type("a100", 4) };
    p.tasks = { task("low", { { 0, 2, 0.1 }, { 0, 4, 0.2 } }), task("high", { { 0, 2, 0.05 }, { 0, 4, 0.1 } }) };
    p.tasks[1].priorityClass = 1;
    const PoolSchedule s = planPool(p, PoolPolicy::Priority);
    // The high class takes all four GPUs for 10 h; the lower one waits, then runs on all four for 5 h.
    QVERIFY(qAbs(finish(s, 1) - 10) < 1e-6);
    QVERIFY(qAbs(s.tasks[0].startHours - 10) < 1e-6);
    QVERIFY(qAbs(s.tasks[0].waitHours - 10) < 1e-6);
    QVERIFY(qAbs(finish(s, 0) - 15) < 1e-6);
}

void tst_Pool::deadlineForcesEverything()
{
    // Two GPUs; "urgent" must be done by hour 1, which only both GPUs together reach (1 job/h on two).
    PoolProblem p;
    p.types = { type("h100", 2, 4) };
    p.tasks = { task("urgent", { { 0, 1, 0.55 }, { 0, 2, 1.0 } }), task("later", { { 0, 1, 0.5 }, { 0, 2, 0.9 } }) };
    p.tasks[0].deadlineHours = 1;
    const PoolSchedule s = planPool(p, PoolPolicy::MinCost);
    QVERIFY2(s.tasks[0].deadlineMet, qPrintable(QString::number(finish(s, 0))));
    QVERIFY(qAbs(finish(s, 0) - 1) < 1e-5);
    // Until then the other job gets nothing: every GPU went to the deadline.
    QVERIFY2(s.tasks[1].startHours >= 1 - 1e-5, qPrintable(QString::number(s.tasks[1].startHours)));
    QCOMPARE(s.deadlines, 1);
    QCOMPARE(s.deadlinesMet, 1);
}

void tst_Pool::minCostPrefersCheaperWork()
{
    // The fast GPU does the job 3× faster at 5× the price: per unit of work it costs more, so with no deadline
    // the job runs on the cheap one; with a deadline the cheap one cannot meet, it buys just enough fast time.
    PoolProblem p;
    p.types = { type("cheap", 1, 1), type("fast", 1, 5) };
    p.tasks = { task("job", { { 0, 1, 0.1 }, { 1, 1, 0.3 } }) };
    PoolSchedule s = planPool(p, PoolPolicy::MinCost);
    QVERIFY(qAbs(finish(s, 0) - 10) < 1e-6);
    QVERIFY(qAbs(s.costUsd - 10) < 1e-6); // 10 h × $1
    for (const PoolSegment &seg : s.segments)
        QCOMPARE(seg.type, 0);

    // By hour 5 at most: x hours on the fast one and 5 − x on the cheap one with 0.3x + 0.1(5 − x) = 1: x = 2.5.
    p.tasks[0].deadlineHours = 5;
    s = planPool(p, PoolPolicy::MinCost);
    QVERIFY(s.tasks[0].deadlineMet);
    QVERIFY2(qAbs(s.costUsd - (2.5 * 5 + 2.5 * 1)) < 1e-4, qPrintable(QString::number(s.costUsd)));
    // Minimum makespan would have bought the fast GPU outright and cost more.
    QVERIFY(planPool(p, PoolPolicy::MinMakespan).costUsd > s.costUsd + 1);
}

void tst_Pool::servingReservesFirst()
{
    PoolProblem p;
    p.types = { type("l40s", 4) };
    p.tasks = { task("train", { { 0, 1, 0.1 }, { 0, 2, 0.2 }, { 0, 4, 0.4 } }) };
    PoolTask serve;
    serve.name = QStringLiteral("serve");
    serve.serving = true;
    serve.load = 1000;
    serve.options = { { 0, 2, 1200 } }; // two GPUs hold the load
    serve.deadlineHours = 20;
    p.tasks << serve;
    const PoolSchedule s = planPool(p, PoolPolicy::MaxMinFairness);
    // Serving holds two GPUs from the start; training gets the other two: 0.2 of the job per hour, 5 h.
    QVERIFY(qAbs(s.tasks[1].startHours) < 1e-9);
    QVERIFY(qAbs(finish(s, 0) - 5) < 1e-6);
    QVERIFY(qAbs(finish(s, 1) - 20) < 1e-6); // it stops at its end
    QCOMPARE(peakHeld(p, s), QList<int>({ 4 }));
    QVERIFY(qAbs(s.tasks[1].gpuHours - 40) < 1e-6);
}

void tst_Pool::laterReservation()
{
    // 2 GPUs now and 2 more from hour 4: the job runs on two at 0.1/h, then on four at 0.2/h from hour 4.
    PoolProblem p;
    p.types = { type("h100", 2), type("h100#2", 2, 1, 4) };
    p.tasks = { task("job", { { 0, 2, 0.1 }, { 1, 2, 0.1 } }), task("other", { { 0, 2, 0.1 }, { 1, 2, 0.1 } }) };
    const PoolSchedule s = planPool(p, PoolPolicy::MinMakespan);
    for (const PoolSegment &seg : s.segments) {
        if (seg.type == 1)
            QVERIFY(seg.fromHours >= 4 - 1e-9);
    }
    // Work: 2 jobs × 10 h on a 2-GPU gang. Hours 0–4 one gang (0.4 done), then two gangs: 1.6 / 0.2 = 8 more.
    QVERIFY2(qAbs(s.makespanHours - 12) < 1e-5, qPrintable(QString::number(s.makespanHours)));
    QVERIFY(s.resolves >= 2);
}

void tst_Pool::infeasibleDeadlineIsAnAnswer()
{
    PoolProblem p = v100K80();
    p.tasks[0].deadlineHours = 20; // alone on the V100 it needs 25 h
    for (int policy = 0; policy < kPoolPolicyCount; ++policy) {
        const PoolSchedule s = planPool(p, PoolPolicy(policy));
        QVERIFY(isKnown(finish(s, 0)) && isKnown(finish(s, 1)));
        QVERIFY(!s.tasks[0].deadlineMet);
        QVERIFY(s.tasks[0].lateHours >= 5 - 1e-6);
        QVERIFY2(s.notes.join(u'\n').contains(QStringLiteral("A cannot meet its deadline even alone")),
            qPrintable(s.notes.join(u'\n')));
        QVERIFY(s.notes.join(u'\n').contains(QStringLiteral("5.0 h more")));
    }
    // Minimum cost does the best it can for it: the V100 alone, 25 h.
    QVERIFY(qAbs(finish(planPool(p, PoolPolicy::MinCost), 0) - 25) < 1e-6);
    // A job named like a placeholder keeps its name: the hours fill in beside it, not inside it.
    p.tasks[0].name = QStringLiteral("run %2 of %3");
    const QString notes = planPool(p, PoolPolicy::MaxMinFairness).notes.join(u'\n');
    QVERIFY2(notes.contains(QStringLiteral("run %2 of %3 misses its deadline by ")), qPrintable(notes));
    QVERIFY2(notes.contains(QStringLiteral("run %2 of %3 cannot meet its deadline even alone on its fastest gang: it "
                                           "needs 25.0 h, 5.0 h more")),
        qPrintable(notes));
}

void tst_Pool::noMixedTypesKeepsOneType()
{
    PoolProblem p = v100K80();
    p.tasks[0].mixedTypes = false;
    p.tasks[1].mixedTypes = false;
    const PoolSchedule s = planPool(p, PoolPolicy::MinMakespan);
    for (int t = 0; t < 2; ++t) {
        QSet<int> types;
        for (const PoolSegment &seg : s.segments) {
            if (seg.task == t)
                types << seg.type;
        }
        QCOMPARE(types.size(), 1);
    }
    // Each on its own GPU: the best split is A on the V100 (25 h) and B on the K80 (100 h) or the reverse
    // (50 h and 100 h): either way someone finishes later than the 57.14 h of mixed types.
    QVERIFY(s.makespanHours > 57.2);
}

void tst_Pool::gangRunsOnWhatIsFree()
{
    // 64 GPUs: a small job needs its 2-GPU gang all the time to meet its deadline; the big one runs best as all
    // 64 (its 8-GPU gang is 4 % dearer per unit of work). Time slicing would stop one for the other; instead
    // the big gang runs on the 62 left, at 62/64 of its speed, alongside.
    PoolProblem p;
    p.types = { type("h100", 64, 2) };
    p.tasks = { task("small", { { 0, 2, 0.1 } }), task("big", { { 0, 8, 0.006 }, { 0, 64, 0.05 } }) };
    p.tasks[0].deadlineHours = 10;
    for (int policy = 0; policy < kPoolPolicyCount; ++policy)
        QCOMPARE(peakHeld(p, planPool(p, PoolPolicy(policy))), QList<int>({ 64 }));
    const PoolSchedule s = planPool(p, PoolPolicy::MinCost);
    QVERIFY(s.tasks[0].deadlineMet);
    bool shrunk = false;
    for (const PoolSegment &seg : s.segments)
        shrunk |= seg.task == 1 && seg.gpus == 62 && seg.fromHours < 1e-9;
    QVERIFY(shrunk);
    // 10 h at 62/64 of 0.05 per hour, then the rest on all 64: 10 + (1 − 0.484375) / 0.05 = 20.3125 h.
    QVERIFY2(qAbs(finish(s, 1) - 20.3125) < 1e-4, qPrintable(QString::number(finish(s, 1))));
}

void tst_Pool::roundingNeverOversubscribes()
{
    // Random pools and jobs: whatever the policy's shares, the whole-GPU stretches never hold more GPUs of a
    // type than the pool has, no job is in two places at once, and every job that fits somewhere finishes.
    QRandomGenerator rng(14);
    for (int trial = 0; trial < 60; ++trial) {
        PoolProblem p;
        const int types = 1 + int(rng.bounded(4));
        for (int j = 0; j < types; ++j)
            p.types << type(
                "gpu", 1 + int(rng.bounded(16)), 1 + rng.bounded(10.0), rng.bounded(3) == 0 ? rng.bounded(20.0) : 0);
        const int jobs = 1 + int(rng.bounded(8));
        for (int m = 0; m < jobs; ++m) {
            QList<JobOption> options;
            for (int j = 0; j < types; ++j) {
                const int gang = 1 << rng.bounded(3);
                if (gang <= p.types[j].count) {
                    const double rate = 0.01 + rng.bounded(0.2);
                    options << JobOption { j, gang, rate };
                    if (gang * 2 <= p.types[j].count)
                        options << JobOption { j, gang * 2, rate * (1.5 + rng.bounded(0.5)) };
                }
            }
            if (options.isEmpty())
                options << JobOption { 0, 1, 0.05 };
            PoolTask t = task("job", options, 0.5 + rng.bounded(3.0));
            t.priorityClass = int(rng.bounded(3));
            t.startHours = rng.bounded(2) ? rng.bounded(30.0) : 0;
            t.mixedTypes = rng.bounded(4) != 0;
            if (rng.bounded(3) == 0)
                t.deadlineHours = t.startHours + 5 + rng.bounded(100.0);
            p.tasks << t;
        }
        for (int policy = 0; policy < kPoolPolicyCount; ++policy) {
            const PoolSchedule s = planPool(p, PoolPolicy(policy));
            const QList<int> peak = peakHeld(p, s);
            for (int j = 0; j < types; ++j)
                QVERIFY2(peak[j] <= p.types[j].count,
                    qPrintable(QStringLiteral("trial %1, %2: type %3 holds %4 of %5")
                                   .arg(trial)
                                   .arg(poolPolicyName(PoolPolicy(policy)))
                                   .arg(j)
                                   .arg(peak[j])
                                   .arg(p.types[j].count)));
            QVERIFY(noJobInTwoPlaces(s));
            for (const PoolSegment &seg : s.segments)
                QVERIFY(seg.fromHours >= p.types[seg.type].availableFromHours - 1e-9);
            for (int m = 0; m < jobs; ++m)
                QVERIFY2(isKnown(s.tasks[m].finishHours),
                    qPrintable(QStringLiteral("trial %1, %2: job %3: %4")
                                   .arg(trial)
                                   .arg(poolPolicyName(PoolPolicy(policy)))
                                   .arg(m)
                                   .arg(s.tasks[m].problem)));
        }
    }
}

void tst_Pool::problemFromTheTables()
{
    // A pool of the project's rows: its throughputs are the estimator's for that workload, GPU and count.
    const Catalog &catalog = Catalog::builtIn();
    WorkloadEntry llama = workloadEntryFromPreset(*catalog.workload(QStringLiteral("llama-2-7b")));
    llama.scenario.tokens = 2e9;
    HardwareEntry h100 { *catalog.gpu(QStringLiteral("h100-sxm")), 8, true };
    HardwareEntry a100 { *catalog.gpu(QStringLiteral("a100-80gb-sxm")), 8, true };
    const ProjectAssumptions a;
    PoolJob job;
    job.workloadName = QStringLiteral("llama 2 7b"); // names match as the tables match them, without case
    job.minGpus = 2;
    job.maxGpus = 8;
    const PoolProblem p = buildPoolProblem({ llama }, { h100, a100 }, a,
        { PoolGpu { QStringLiteral("H100-SXM"), 16 }, PoolGpu { QStringLiteral("a100-80gb-sxm"), 4 },
            PoolGpu { QStringLiteral("MI999"), 4 } },
        { job, PoolJob { QStringLiteral("no such model") } });
    QCOMPARE(p.types.size(), 2);
    QCOMPARE(p.tasks.size(), 1);
    QCOMPARE(p.notes.size(), 2);
    QVERIFY(p.notes[0].contains(QStringLiteral("MI999")));
    QVERIFY(p.notes[1].contains(QStringLiteral("no such model")));
    QCOMPARE(p.types[0].priceUsdPerHour, h100.gpu.pricePerHourUsd);
    const PoolTask &t = p.tasks[0];
    QVERIFY(t.problem.isEmpty());
    int gangs8 = 0;
    for (const JobOption &o : t.options) {
        QVERIFY(o.gpus >= 2 && o.gpus <= 8);
        QVERIFY(o.gpus <= p.types[o.type].count); // 4 A100 at most
        HardwareEntry h = o.type == 0 ? h100 : a100;
        h.count = o.gpus;
        const Estimate e = estimate(llama.workload, h.gpu, scenarioFor(llama, h, a));
        QVERIFY(isRunnable(e));
        QVERIFY(qAbs(o.rate * e.wallHours - 1) < 1e-12);
        gangs8 += o.gpus == 8;
    }
    QCOMPARE(gangs8, 1); // only the H100 row has 8
}

void tst_Pool::cellsTakeDurations()
{
    // The pool's time cells read what people type, as the table cell reads it (parseField).
    QCOMPARE(parseField(PoolJobField::Deadline, QStringLiteral("3 d")).value.toDouble(), 72.0);
    QCOMPARE(parseField(PoolJobField::Start, QStringLiteral("90 min")).value.toDouble(), 1.5);
    QCOMPARE(parseField(PoolGpuField::AvailableFrom, QStringLiteral("1 周")).value.toDouble(), 168.0);
    QCOMPARE(parseField(PoolJobField::Deadline, QStringLiteral("36")).value.toDouble(), 36.0);
    const FieldValue bad = parseField(PoolJobField::Deadline, QStringLiteral("7 dayz"));
    QVERIFY(!bad.ok());
    QVERIFY2(bad.error.contains(QStringLiteral("dayz")), qPrintable(bad.error));
    QVERIFY(!parseField(PoolJobField::Start, QStringLiteral("-2 h")).ok());
}

void tst_Pool::jobGpusNamesEachTypeOnce()
{
    // The sample plan's pre-training job, by hand: 64 of type 1, 8 of type 0, 64 of type 1 twice in a row
    // (one run), 32 of type 1; another job's stretch between them is not its own.
    PoolSchedule s;
    s.segments = { { 0, 1, 64, 0, 2 }, { 0, 0, 8, 2, 3 }, { 1, 1, 64, 2, 3 }, { 0, 1, 64, 3, 48 }, { 0, 1, 64, 48, 49 },
        { 0, 1, 32, 49, 50 } };
    const PoolJobGpus held = jobGpus(s, 0);
    QCOMPARE(held.runs.size(), 4);
    QCOMPARE(held.runs[2], (PoolGang { 1, 64 }));
    QCOMPARE(held.runs[3], (PoolGang { 1, 32 }));
    QCOMPARE(held.types.size(), 2);
    QCOMPARE(held.types[0].type, 1); // first held
    QCOMPARE(held.types[0].fewestGpus, 32);
    QCOMPARE(held.types[0].mostGpus, 64);
    QCOMPARE(held.types[1].type, 0);
    QCOMPARE(held.types[1].fewestGpus, 8);
    QCOMPARE(held.types[1].mostGpus, 8);
    const PoolJobGpus other = jobGpus(s, 1);
    QCOMPARE(other.runs.size(), 1);
    QCOMPARE(other.types.size(), 1);
    QVERIFY(jobGpus(s, 2).runs.isEmpty());
}

// A type no job held says why, in the notes every view shows (the dock, the report, the CLI; untranslated here, so
// without the English plural forms): GPUs that join after
// the last job, GPUs no job can run on, GPUs the policy left for others while every job ran, and GPUs the policy
// left idle while a job that could use them waited.
void tst_Pool::idleTypesSayWhy()
{
    const auto noteAbout = [](const PoolSchedule &s, const QString &type) {
        QStringList found;
        for (const QString &note : s.notes) {
            if (note.startsWith(type + u':'))
                found << note;
        }
        return found;
    };
    // The job takes 10 h on one "a" and would take 20 h on one "b", which joins at hour 50; "c" runs nothing.
    PoolProblem p;
    p.types = { type("a", 1), type("b", 1, 1, 50), type("c", 2) };
    p.tasks = { task("job", { { 0, 1, 0.1 }, { 1, 1, 0.05 } }) };
    PoolSchedule s = planPool(p, PoolPolicy::MaxMinFairness);
    QVERIFY(qAbs(finish(s, 0) - 10) < 1e-6);
    QVERIFY(noteAbout(s, u"a"_qs).isEmpty());
    QStringList b = noteAbout(s, u"b"_qs);
    QVERIFY2(b.size() == 1 && b[0].contains(u"join at 50.0 h, after the last job ended at 10.0 h"_qs),
        qPrintable(s.notes.join(u'\n')));
    const QStringList c = noteAbout(s, u"c"_qs);
    QVERIFY2(c.size() == 1 && c[0].startsWith(u"c: 2 GPU"_qs) && c[0].contains(u"idle throughout: no job fits"_qs),
        qPrintable(s.notes.join(u'\n')));

    // "b" from the start: the job still runs on the faster "a" from its start to its finish.
    p.types[1].availableFromHours = 0;
    s = planPool(p, PoolPolicy::MaxMinFairness);
    QVERIFY(qAbs(finish(s, 0) - 10) < 1e-6);
    b = noteAbout(s, u"b"_qs);
    QVERIFY2(b.size() == 1 && b[0].contains(u"ran every job that could use"_qs), qPrintable(s.notes.join(u'\n')));

    // Minimum cost with no deadline: two jobs take turns on the cheap GPU and the dear one stays idle, so one job
    // waits 10 h while a GPU it could use sits idle.
    PoolProblem cost;
    cost.types = { type("cheap", 1, 1), type("dear", 1, 5) };
    cost.tasks = { task("one", { { 0, 1, 0.1 }, { 1, 1, 0.1 } }), task("two", { { 0, 1, 0.1 }, { 1, 1, 0.1 } }) };
    s = planPool(cost, PoolPolicy::MinCost);
    QVERIFY2(qAbs(s.makespanHours - 20) < 1e-6, qPrintable(QString::number(s.makespanHours)));
    const QStringList dear = noteAbout(s, u"dear"_qs);
    QVERIFY2(dear.size() == 1 && dear[0].contains(u"though a job that could use"_qs), qPrintable(s.notes.join(u'\n')));
    // The dear GPU joins at hour 10, when the first job is done: from then on the second runs without a break on
    // the cheap one, so its wait before hour 10 is no reason the dear one stood idle.
    cost.types[1].availableFromHours = 10;
    s = planPool(cost, PoolPolicy::MinCost);
    QVERIFY2(qAbs(s.makespanHours - 20) < 1e-6, qPrintable(QString::number(s.makespanHours)));
    const QStringList late = noteAbout(s, u"dear"_qs);
    QVERIFY2(late.size() == 1 && late[0].contains(u"ran every job that could use"_qs), qPrintable(s.notes.join(u'\n')));
}

QTEST_GUILESS_MAIN(tst_Pool)
#include "tst_pool.moc"
