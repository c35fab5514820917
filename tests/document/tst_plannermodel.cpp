// The planner table of the app: a row per included GPU type with the fewest GPUs that meet the
// deadline (or the fastest plan within the budget), the recommendation marked, following every edit.
// Figures are the hand-computed ones of tests/core/tst_planner.cpp.
#include "core/catalog/catalog.h"
#include "core/document/commands.h"
#include "core/document/project.h"
#include "core/models/displayformat.h"
#include "core/models/plannermodel.h"

#include <QAbstractItemModelTester>
#include <QFont>
#include <QRegularExpression>
#include <QTest>

using namespace flopsheet;

namespace {

HardwareEntry hardware(const char *id, bool included = true)
{
    HardwareEntry h;
    h.gpu = *Catalog::builtIn().gpu(QString::fromLatin1(id));
    h.count = 8;
    h.included = included;
    return h;
}

// 1e9 parameters, 2,048-token sequences, 1e11 tokens: 6e20 FLOPs, at a fixed 0.5 of the BF16 peak.
WorkloadEntry job()
{
    WorkloadEntry e;
    e.workload.name = QStringLiteral("1B decoder");
    e.workload.family = WorkloadFamily::Decoder;
    e.workload.params = 1e9;
    e.workload.seqLen = 2048;
    e.scenario.tokens = 1e11;
    e.scenario.mfu = 0.5;
    e.scenario.batchPerGpu = 2;
    e.scenario.globalBatch = 2048;
    return e;
}

// One GPU's time: 6e20 / (peak × 0.5), plus the kernel launches of its 24,414,062.5 micro-batches of 2, each
// 3 (forward, two backward) × 17 layers (the shape assumed for 1e9 parameters) × 10 kernels × 3 µs (I7);
// n GPUs take T1 / n while communication hides (tst_planner).
constexpr double kLaunchHours = 1e11 / 2048.0 / 2.0 * (3 * 17 * 10 * 3e-6) / 3600.0; // 10.376 h
constexpr double kA100Hours = 6e20 / (312e12 * 0.5) / 3600.0 + kLaunchHours; // 1,078.752 h
constexpr double kH100Hours = 6e20 / (989.5e12 * 0.5) / 3600.0 + kLaunchHours; // 347.246 h

void setLimits(Project &project, double deadline, double budget)
{
    ProjectAssumptions a = project.assumptions();
    a.deadlineHours = deadline;
    a.budgetUsd = budget;
    project.undoStack()->push(new SetAssumptionsCommand(&project, a));
}

} // namespace

class tst_PlannerModel : public QObject {
    Q_OBJECT
private slots:
    void fewestGpusPerIncludedType();
    void budgetGoalPicksTheFastest();
    void followsEditsOfTheDeadline();
    void explainsWhenThereIsNothingToPlan();
    void unreachableDeadlineIsSaid();
};

void tst_PlannerModel::fewestGpusPerIncludedType()
{
    Project project;
    project.reset({ job() }, { hardware("a100-80gb-sxm"), hardware("t4", false), hardware("h100-sxm") });
    PlannerModel model(&project);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setWorkloadRow(0);
    setLimits(project, 100.0, kUnknown);

    QCOMPARE(model.rowCount(), 2); // the excluded T4 is not planned
    // A100: ceil(1,078.752 / 100) = 11 GPUs, more than the plan's node of 8, so two whole nodes: 16;
    // H100: ceil(347.246 / 100) = 4 GPUs, within one node.
    QCOMPARE(model.hardwareRowOf(0), 0);
    QCOMPARE(model.gpuCountAt(0), 16);
    QCOMPARE(model.hardwareRowOf(1), 2);
    QCOMPARE(model.gpuCountAt(1), 4);
    QCOMPARE(model.index(1, PlannerModel::GpusColumn).data().toString(), u"4"_qs);
    QVERIFY(model.headerData(PlannerModel::GpusColumn, Qt::Horizontal, Qt::ToolTipRole)
                .toString()
                .contains(u"whole nodes of 8 GPU"_qs)); // "GPUs" with the English plurals loaded
    // Cost = T1 × price while scaling is perfect: A100 1,078.752 h × $3.4309 = $3,701.09 (2,048 sequences split
    // evenly over 16 GPUs' micro-batches of 2); H100 347.246 h × $6.88 = $2,389.05 → the H100 plan is
    // recommended, in bold.
    QVERIFY(std::abs(model.estimateAt(0).costUsd - kA100Hours * 3.4309) < 0.01);
    QVERIFY(std::abs(model.estimateAt(1).costUsd - kH100Hours * 6.88) < 0.01);
    QCOMPARE(model.recommendedRow(), 1);
    QVERIFY(model.index(1, PlannerModel::GpuColumn).data(Qt::FontRole).value<QFont>().bold());
    QVERIFY(!model.index(0, PlannerModel::GpuColumn).data(Qt::FontRole).isValid());
    QCOMPARE(model.index(1, PlannerModel::VerdictColumn).data().toString(), u"Recommended: cheapest"_qs);
    QVERIFY(model.summary().contains(u"4 × H100-SXM"_qs));
    // A budget beside the deadline: both plans meet the deadline; the A100's $3,701 breaks a $3,000 budget.
    setLimits(project, 100.0, 3000.0);
    QCOMPARE(
        model.index(0, PlannerModel::VerdictColumn).data().toString(), u"meets the goal, over the $3,000 budget"_qs);
    QCOMPARE(model.index(1, PlannerModel::VerdictColumn).data().toString(), u"Recommended: cheapest"_qs);
    setLimits(project, 100.0, 2000.0);
    QCOMPARE(model.index(1, PlannerModel::VerdictColumn).data().toString(),
        u"Recommended: cheapest, but over the $2,000 budget"_qs);
}

void tst_PlannerModel::budgetGoalPicksTheFastest()
{
    Project project;
    project.reset({ job() }, { hardware("a100-80gb-sxm"), hardware("h100-sxm") });
    PlannerModel model(&project);
    model.setWorkloadRow(0);
    model.setGoal(PlannerModel::Goal::StayWithinBudget);
    // Any power-of-two count costs T1 × price (perfect scaling up to 64): $3,701.09 on A100 and
    // $2,389.05 on H100. A $3,000 budget rules the A100 out; the H100 goes as wide as the search does.
    setLimits(project, kUnknown, 3000.0);
    QCOMPARE(model.rowCount(), 2);
    QVERIFY(!model.isFeasible(0));
    // The A100's verdict names its cheapest plan: T1 × price, at the widest count that costs no more (1,024:
    // 2,048 sequences at 2 per GPU; more GPUs idle some and cost more).
    QCOMPARE(model.index(0, PlannerModel::VerdictColumn).data().toString(),
        u"over budget on up to 4096 GPUs: the cheapest, $3,701 on 1024 GPU(s)"_qs);
    QVERIFY(model.isFeasible(1));
    QCOMPARE(model.recommendedRow(), 1);
    QVERIFY(model.estimateAt(1).costUsd <= 3000.0);
    QCOMPARE(model.index(1, PlannerModel::VerdictColumn).data().toString(), u"Recommended: fastest"_qs);
    // With a deadline the fastest plan within the budget cannot meet (half its time), the verdict says so.
    const double fastest = model.estimateAt(1).wallHours;
    setLimits(project, fastest / 2, 3000.0);
    QCOMPARE(model.estimateAt(1).wallHours, fastest); // the budget still decides
    QCOMPARE(model.index(1, PlannerModel::VerdictColumn).data().toString(),
        u"Recommended: fastest, but past the %1 h deadline"_qs.arg(formatHours(fastest / 2)));
}

void tst_PlannerModel::followsEditsOfTheDeadline()
{
    Project project;
    project.reset({ job() }, { hardware("h100-sxm") });
    PlannerModel model(&project);
    model.setWorkloadRow(0);
    setLimits(project, 100.0, kUnknown);
    QCOMPARE(model.gpuCountAt(0), 4);
    // 70 h: 347.246 / 70 = 4.96 → 5 GPUs.
    setLimits(project, 70.0, kUnknown);
    QCOMPARE(model.gpuCountAt(0), 5);
    // Twice the efficiency halves T1: 168.435 / 70 = 2.41 → 3 GPUs.
    project.undoStack()->push(
        new SetFieldsCommand(&project, Table::Workloads, 0, 1, int(WorkloadField::Efficiency), 100.0));
    QCOMPARE(model.gpuCountAt(0), 3);
    project.undoStack()->undo();
    QCOMPARE(model.gpuCountAt(0), 5);
}

void tst_PlannerModel::explainsWhenThereIsNothingToPlan()
{
    Project project;
    WorkloadEntry serving = job();
    serving.scenario.mode = Mode::Infer;
    project.reset({ job(), serving }, { hardware("h100-sxm") });
    PlannerModel model(&project);
    model.setWorkloadRow(0);
    QCOMPARE(model.rowCount(), 0);
    QVERIFY(model.summary().contains(u"Set a deadline"_qs));
    model.setGoal(PlannerModel::Goal::StayWithinBudget);
    QVERIFY(model.summary().contains(u"Set a budget"_qs));
    setLimits(project, 100.0, 1000.0);
    model.setWorkloadRow(1);
    QCOMPARE(model.rowCount(), 0);
    QVERIFY(model.summary().contains(u"serving workload"_qs));
}

void tst_PlannerModel::unreachableDeadlineIsSaid()
{
    Project project;
    project.reset({ job() }, { hardware("a100-80gb-sxm") });
    PlannerModel model(&project);
    model.setWorkloadRow(0);
    // 0.1 h would need 10,684 A100s, more than the 4,096 the planner tries.
    setLimits(project, 0.1, kUnknown);
    QCOMPARE(model.rowCount(), 1);
    QVERIFY(!model.isFeasible(0));
    QCOMPARE(model.recommendedRow(), -1);
    QVERIFY(model.summary().startsWith(u"No GPU type finishes"_qs));
    QVERIFY(model.index(0, PlannerModel::GpusColumn).data().toString().isEmpty());
    // The verdict gives the fastest plan tried: at most T1 / 1,024 = 1.054 h (1,024 data-parallel GPUs, one
    // micro-batch each), at least T1 / 4,096 = 0.263 h (every GPU busy with no loss).
    // Under an hour it is said in minutes.
    const QRegularExpression said(
        u"^too slow on up to 4096 GPUs: the fastest, ([0-9.]+ (h|min)) on (\\d+) GPU\\(s\\)$"_qs);
    const QRegularExpressionMatch m = said.match(model.index(0, PlannerModel::VerdictColumn).data().toString());
    QVERIFY2(m.hasMatch(), qPrintable(model.index(0, PlannerModel::VerdictColumn).data().toString()));
    const double hours = m.captured(1).section(u' ', 0, 0).toDouble() / (m.captured(2) == u"min"_qs ? 60 : 1);
    QVERIFY2(hours <= kA100Hours / 1024 && hours >= kA100Hours / 4096, qPrintable(m.captured(1)));
    QCOMPARE(m.captured(2), hours < 1 ? u"min"_qs : u"h"_qs);
    QVERIFY(m.captured(3).toInt() >= 1024);
    // The summary above the table names the closest miss too, as the row does.
    QVERIFY2(
        model.summary().contains(u" The fastest: %1 × A100-80GB-SXM, %2, "_qs.arg(m.captured(3), m.captured(1)) + u'$'),
        qPrintable(model.summary()));

    // A workload named with a placeholder keeps its name: the figures go in one pass.
    WorkloadEntry named = job();
    named.workload.name = QStringLiteral("run %2 of %3");
    project.reset({ named }, { hardware("a100-80gb-sxm") });
    setLimits(project, 0.1, kUnknown);
    QVERIFY2(model.summary().startsWith(u"No GPU type finishes \"run %2 of %3\" within 0.1 h on up to 4096 GPUs. "_qs),
        qPrintable(model.summary()));
}

QTEST_GUILESS_MAIN(tst_PlannerModel)
#include "tst_plannermodel.moc"
