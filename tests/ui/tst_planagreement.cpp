// One plan for one question (issue 11): for the same deadline and budget the time-vs-cost chart's data,
// the planner table, the details pane and the report's summary name the same GPU type and count, and
// a plan that fits but needs a larger global batch than asked is "fastest" or "cheapest" in none.
#include "../core/testutil.h"
#include "core/catalog/catalog.h"
#include "core/charts/timecost.h"
#include "core/document/commands.h"
#include "core/document/project.h"
#include "core/document/sampleproject.h"
#include "core/document/workloadtable.h"
#include "core/estimate/estimator.h"
#include "core/models/bestresult.h"
#include "core/models/displayformat.h"
#include "core/models/plannermodel.h"
#include "core/models/resultmodel.h"
#include "core/models/tablemodel.h"
#include "ui/mainwindow.h"
#include "ui/planner/plannerpanel.h"
#include "ui/projectfiles.h"
#include "ui/report/reportsummary.h"
#include "ui/resultsummary.h"
#include "uitestutil.h"

#include <QAction>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTableView>
#include <QTextBrowser>

#include <QTest>
#include <QTextDocument>

#include <cmath>

using namespace flopsheet;

namespace {

constexpr int kH100Row = 3; // the sample's hardware rows: T4, L4, A100 80GB, H100, H200

// What a view recommends: a hardware row and a GPU count.
struct Named {
    int hardwareRow = -1;
    int gpuCount = 0;
    friend bool operator==(const Named &, const Named &) = default;
};

char *toString(const Named &n)
{
    return qstrdup(qPrintable(QStringLiteral("row %1 × %2").arg(n.hardwareRow).arg(n.gpuCount)));
}

Project *sample(Project &project)
{
    const SampleProject s = sampleProject(Catalog::builtIn());
    project.reset(s.workloads, s.hardware, s.assumptions, s.scenarios);
    return &project;
}

Named fromPlanner(Project &project, int workloadRow, PlannerModel::Goal goal)
{
    PlannerModel planner(&project);
    planner.setGoal(goal);
    planner.setWorkloadRow(workloadRow);
    const int row = planner.recommendedRow();
    return row < 0 ? Named {} : Named { planner.hardwareRowOf(row), planner.gpuCountAt(row) };
}

Named fromChart(const Project &project, int workloadRow, PlannerModel::Goal goal)
{
    const std::vector<TimeCostPoint> points
        = timeCostPoints(project.workload(workloadRow), project.hardwareRows(), project.assumptions());
    const int i
        = goal == PlannerModel::Goal::MeetDeadline ? cheapestWithinDeadline(points) : fastestWithinBudget(points);
    return i < 0 ? Named {} : Named { points[size_t(i)].hardwareRow, points[size_t(i)].gpuCount };
}

QString plainText(const QString &html)
{
    QTextDocument doc;
    doc.setHtml(html);
    return doc.toPlainText();
}

// "40 × H100-SXM": how the planner, the details pane and the report write a plan.
QString planText(const Project &project, const Named &n)
{
    return QStringLiteral("%1 × %2").arg(n.gpuCount).arg(project.hardware(n.hardwareRow).gpu.name);
}

} // namespace

class tst_PlanAgreement : public QObject {
    Q_OBJECT
private slots:
    void samplePlanDeadline();
    void samplePlanBudget();
    void slowEndOfTheRangeIsNamed();
    void smallBatchIdlesGpus();
    void paneFollowsANewDeadline();
    void usePlanSaysWhatItChanges();
    void servingLatencyNamesItsBatch();
    void servedConvNetIsPricedPerSample();
};

void tst_PlanAgreement::samplePlanDeadline()
{
    Project project;
    sample(project); // pre-training a 7B model on 1T tokens; a 720 h (30-day) deadline
    ResultModel results(&project);
    const auto goal = PlannerModel::Goal::MeetDeadline;

    const Named planner = fromPlanner(project, 0, goal);
    // The H100 is the cheapest type: its cost is the same at every count that fits (linear scaling),
    // below the H200's (the same chip at a higher price) and the others'. The fewest H100s that finish
    // in 720 h: ceil(T1 / 720 h), T1 one H100's wall time for the whole job (27,413 h,
    // checked below) = ceil(38.07) = 39, in whole nodes of the plan's 8 GPUs 40, bisected between the powers of
    // two 32 and 64.
    QCOMPARE(planner, (Named { kH100Row, 40 }));
    const Gpu &h100 = project.hardware(kH100Row).gpu;
    Scenario sc = scenarioFor(project.workload(0), project.hardware(kH100Row), project.assumptions());
    sc.gpuCount = 1;
    const double t1 = estimate(project.workload(0).workload, h100, sc).wallHours;
    QCOMPARE(int(std::ceil(t1 / 720.0)), 39);
    QCOMPARE(project.assumptions().gpusPerNode, 8);

    // The chart rings the same plan, though 40 is no power of two (it used to ring 1,024 × H100).
    QCOMPARE(fromChart(project, 0, goal), planner);
    // The details pane and the report say it in the planner's words.
    const QString sentence = QStringLiteral("Cheapest within 720 h: %1,").arg(planText(project, planner));
    const QString pane = plainText(workloadSummaryHtml(project, results, 0));
    QVERIFY2(pane.contains(sentence), qPrintable(pane));
    const WorkloadSummary report = summarizeWorkload(&project, results, 0);
    QVERIFY2(report.findings.join(u'\n').contains(sentence), qPrintable(report.findings.join(u'\n')));
    QCOMPARE(report.recommendedHardware, planner.hardwareRow);
}

void tst_PlanAgreement::samplePlanBudget()
{
    Project project;
    sample(project); // the same pre-training within a $250,000 budget
    ResultModel results(&project);
    const auto goal = PlannerModel::Goal::StayWithinBudget;

    const Named planner = fromPlanner(project, 0, goal);
    // Every power-of-two count of H100s from 2 up costs about the same $205,750 (under the budget) and each
    // doubling halves the time. Data parallel alone, 2,048 GPUs would already grow the 4M-token batch past
    // the critical batch (one 4,096-token sequence per GPU = 8.4M tokens), which fixed-data planning
    // refuses; the layout search keeps the batch by splitting the model over tensor-parallel GPUs, so the
    // fastest plan within the budget is the planner's largest count, 4,096 × H100.
    QCOMPARE(planner, (Named { kH100Row, 4096 }));
    Scenario sc = scenarioFor(project.workload(0), project.hardware(kH100Row), project.assumptions());
    sc.gpuCount = 4096;
    const Estimate at4096 = estimate(project.workload(0).workload, project.hardware(kH100Row).gpu, sc);
    QVERIFY(!at4096.has(WarnAboveCriticalBatch) && !at4096.batchFromGpuCount);
    QVERIFY(at4096.layout.modelParallel() > 1);
    QCOMPARE(at4096.gpusBusy, 4096);
    QVERIFY(isRunnable(at4096));
    sc.tensorParallel = 1; // data parallel only: the batch grows with the GPUs and the plan is refused
    sc.pipelineParallel = 1;
    sc.gpuCount = 2048;
    const Estimate dataParallel = estimate(project.workload(0).workload, project.hardware(kH100Row).gpu, sc);
    QVERIFY(dataParallel.has(WarnAboveCriticalBatch) && dataParallel.batchFromGpuCount);
    QVERIFY(!isRunnable(dataParallel));

    QCOMPARE(fromChart(project, 0, goal), planner);
    const QString sentence = QStringLiteral("Fastest within $250,000: %1,").arg(planText(project, planner));
    const QString pane = plainText(workloadSummaryHtml(project, results, 0));
    QVERIFY2(pane.contains(sentence), qPrintable(pane));
    const WorkloadSummary report = summarizeWorkload(&project, results, 0);
    QVERIFY2(report.findings.join(u'\n').contains(sentence), qPrintable(report.findings.join(u'\n')));
}

// The planner answers at the expected time; LLM pre-training has published runs up to 1.9436× slower
// (resources/catalog/error-bands.json, the 90th percentile of 17 runs). The sample's 40 × H100 plan meets
// 720 h at 690 h but not at 690 × 1.9436 = 1,341 h, and the answer says so where a user reads it.
void tst_PlanAgreement::slowEndOfTheRangeIsNamed()
{
    Project project;
    sample(project);
    ResultModel results(&project);
    const Named plan = fromPlanner(project, 0, PlannerModel::Goal::MeetDeadline);
    QCOMPARE(plan, (Named { kH100Row, 40 }));
    Scenario sc = scenarioFor(project.workload(0), project.hardware(kH100Row), project.assumptions());
    sc.gpuCount = plan.gpuCount;
    const Estimate e = estimate(project.workload(0).workload, project.hardware(kH100Row).gpu, sc);
    QCOMPARE(e.timeRatioHigh, 1.9436);
    QCOMPARE(e.rangeRows, 17);
    const double slowHours = e.wallHours * 1.9436;
    QVERIFY(e.wallHours <= 720 && slowHours > 720);
    // ("runs" where the English translation is loaded, "run(s)" in this test's source strings.)
    const QRegularExpression said(QStringLiteral("At the slow end of its range \\(90th percentile of 17 published "
                                                 "run(s|\\(s\\))\\): ")
        + QRegularExpression::escape(QStringLiteral("%1, %2, past the deadline.")
                                         .arg(formatDuration(slowHours), formatMoney(e.costUsd * 1.9436))));
    const QString pane = plainText(workloadSummaryHtml(project, results, 0));
    QVERIFY2(pane.contains(said), qPrintable(pane));
    const WorkloadSummary report = summarizeWorkload(&project, results, 0);
    QVERIFY2(report.findings.join(u'\n').contains(said), qPrintable(report.findings.join(u'\n')));
    // A plan that meets the deadline even at the slow end says nothing more: the fine-tune, 36.7 h × 1.94 = 71 h.
    QVERIFY2(!PlannerModel::summaryFor(project, 1, PlannerModel::Goal::MeetDeadline).contains(u"slow end"_qs),
        qPrintable(PlannerModel::summaryFor(project, 1, PlannerModel::Goal::MeetDeadline)));
}

void tst_PlanAgreement::smallBatchIdlesGpus()
{
    // A 1B decoder (6e20 FLOPs at 0.5 of the BF16 peak, as in tst_planner), 2 sequences per GPU and
    // 2,048 per optimizer step: at most 1,024 data-parallel GPUs are busy.
    WorkloadEntry job;
    job.workload.name = QStringLiteral("1B decoder");
    job.workload.family = WorkloadFamily::Decoder;
    job.workload.params = 1e9;
    job.workload.seqLen = 2048;
    job.scenario.tokens = 1e11;
    job.scenario.mfu = 0.5;
    job.scenario.batchPerGpu = 2;
    job.scenario.globalBatch = 2048;
    job.scenario.tensorParallel = 1; // data parallel only: the layout search would split the model instead
    job.scenario.pipelineParallel = 1;
    HardwareEntry h100 { *Catalog::builtIn().gpu(u"h100-sxm"_qs), 2048, true };
    HardwareEntry a100 { *Catalog::builtIn().gpu(u"a100-80gb-sxm"_qs), 8, true };
    Project project;
    project.reset({ job }, { h100, a100 });
    ResultModel results(&project);

    // One GPU's hours: the matrix work, 6e20 / (peak × 0.5), plus 10.376 h of kernel launches (24,414,062.5
    // micro-batches of 2, each 3 × 17 layers × 10 kernels × 3 µs, I7): H100 336.870 + 10.376 = 347.246 h,
    // A100 1,068.376 + 10.376 = 1,078.752 h. 2,048 H100s hold the job but 1,024 work: 347.246 h / 1,024 =
    // 0.34 h, paid for 2,048 GPUs: 347.246 h × 2 × $6.88 = $4,778.11, dearer than 8 A100s (1,078.752 h / 8 =
    // 134.8 h, $3,701.09).
    const Estimate &wide = results.estimateAt(results.rowFor(0, 0));
    QVERIFY(wide.ok() && wide.fits);
    QVERIFY(wide.has(WarnIdleGpus));
    QCOMPARE(wide.gpusBusy, 1024);
    FS_COMPARE_REL(wide.wallHours, 347.246 / 1024, 1e-4);
    FS_COMPARE_REL(wide.costUsd, 4778.11, 1e-4);
    const Estimate &narrow = results.estimateAt(results.rowFor(0, 1));
    QVERIFY(narrow.ok() && narrow.fits && !narrow.has(WarnIdleGpus));
    FS_COMPARE_REL(narrow.costUsd, 3701.09, 1e-4);

    // The details pane and the report name the H100 plan the fastest, the A100 plan the cheapest.
    const QString h100Name = project.hardware(0).gpu.name;
    const QString a100Name = project.hardware(1).gpu.name;
    const QString pane = plainText(workloadSummaryHtml(project, results, 0));
    QVERIFY2(pane.contains(QStringLiteral("Fastest that fits: 2048 × %1,").arg(h100Name)), qPrintable(pane));
    QVERIFY2(pane.contains(QStringLiteral("Cheapest that fits: 8 × %1,").arg(a100Name)), qPrintable(pane));
    const WorkloadSummary report = summarizeWorkload(&project, results, 0);
    const QString findings = report.findings.join(u'\n');
    QVERIFY2(findings.contains(QStringLiteral("Cheapest at the planned GPU counts: 8 × %1,").arg(a100Name)),
        qPrintable(findings));
}

void tst_PlanAgreement::paneFollowsANewDeadline()
{
    // A typed deadline changes no result, only the planner's answer: the pane follows it all the same.
    test::TemporarySettings temp;
    Project project;
    MainWindow window(&project, &temp.settings);
    window.files()->openSample();
    window.show();
    window.showView(MainWindow::View::Workloads); // the first workload's summary
    QVERIFY(window.details()->toPlainText().contains(u"Cheapest within 720 h: 40 × "_qs));

    // 1,440 h: the fewest H100s now, checked on their own: that count of whole 8-GPU nodes meets it and one node
    // fewer does not (27,413 h / 1,440 h = 19.04: 20 GPUs or more as scaling costs, so 3 nodes or more).
    ProjectAssumptions a = project.assumptions();
    a.deadlineHours = 1440;
    project.undoStack()->push(new SetAssumptionsCommand(&project, a));
    const Named planner = fromPlanner(project, 0, PlannerModel::Goal::MeetDeadline);
    QCOMPARE(planner.hardwareRow, kH100Row);
    Scenario sc = scenarioFor(project.workload(0), project.hardware(kH100Row), project.assumptions());
    auto hoursOn = [&](int count) {
        sc.gpuCount = count;
        return estimate(project.workload(0).workload, project.hardware(kH100Row).gpu, sc).wallHours;
    };
    QCOMPARE(planner.gpuCount % 8, 0);
    QVERIFY(planner.gpuCount >= 24);
    QVERIFY(hoursOn(planner.gpuCount) <= 1440.0);
    QVERIFY(hoursOn(planner.gpuCount - 8) > 1440.0);
    const QString sentence = QStringLiteral("Cheapest within 1,440 h: %1,").arg(planText(project, planner));
    QTRY_VERIFY2(window.details()->toPlainText().contains(sentence), qPrintable(window.details()->toPlainText()));
    QCOMPARE(fromChart(project, 0, PlannerModel::Goal::MeetDeadline), planner);
}

void tst_PlanAgreement::usePlanSaysWhatItChanges()
{
    // "Use This Plan" set the H100 row's count, so every workload on the H100 moved to 40 GPUs. Now the
    // button plans the selected workload alone; every workload is the menu's other, named, choice.
    Project project;
    sample(project);
    ResultModel results(&project);
    PlannerPanel panel(&project);
    QSignalSpy status(&panel, &PlannerPanel::statusMessage);
    panel.setWorkloadRow(0);
    QCOMPARE(panel.model()->hardwareRowOf(panel.view()->currentIndex().row()), kH100Row); // the recommendation
    QAction *own = panel.useForWorkloadAction();
    QAction *every = panel.useForEveryWorkloadAction();
    QCOMPARE(own->text(), u"Use This Plan for This Workload"_qs);
    QCOMPARE(every->text(), u"Use This Plan for Every Workload on H100-SXM"_qs);
    QVERIFY2(own->toolTip().contains(u"Plan \"Pre-train 7B transformer\" with 40 × H100-SXM"_qs),
        qPrintable(own->toolTip()));
    QVERIFY(own->isEnabled() && every->isEnabled());

    const int fineTuneOnH100 = results.rowFor(1, kH100Row);
    own->trigger();
    QCOMPARE(project.hardware(kH100Row).count, 8); // the row and the other workloads keep 8
    QCOMPARE(results.scenarioAt(results.rowFor(0, kH100Row)).gpuCount, 40);
    QCOMPARE(results.index(results.rowFor(0, kH100Row), ResultModel::GpusColumn).data().toString(), u"40"_qs);
    QCOMPARE(results.scenarioAt(fineTuneOnH100).gpuCount, 8);
    QCOMPARE(results.scenarioAt(results.rowFor(0, kH100Row - 1)).gpuCount, 8); // and its other GPU types
    QCOMPARE(project.undoStack()->undoText(), u"Plan \"Pre-train 7B transformer\" with 40 × H100-SXM"_qs);
    QCOMPARE(status.last().at(0).toString(),
        u"\"Pre-train 7B transformer\" now plans with 40 × H100-SXM; the other workloads keep the H100-SXM row's 8 GPUs"_qs);
    QVERIFY(!own->isEnabled()); // done: nothing left to change for this workload
    QVERIFY(results.index(results.rowFor(0, kH100Row), ResultModel::GpusColumn)
                .data(Qt::ToolTipRole)
                .toString()
                .contains(u"of its own"_qs));

    // Every workload: the row's count, and the workload's own count given up, in one step.
    every->trigger();
    QCOMPARE(project.hardware(kH100Row).count, 40);
    QVERIFY(project.workload(0).gpuCounts.isEmpty());
    QCOMPARE(results.scenarioAt(fineTuneOnH100).gpuCount, 40);
    QCOMPARE(project.undoStack()->undoText(), u"Plan every workload on H100-SXM with 40 GPU(s)"_qs);
    QCOMPARE(status.last().at(0).toString(), u"Every workload on H100-SXM now plans with 40 GPU(s)"_qs);

    project.undoStack()->undo();
    QCOMPARE(project.hardware(kH100Row).count, 8);
    QCOMPARE(results.scenarioAt(results.rowFor(0, kH100Row)).gpuCount, 40);
    project.undoStack()->undo();
    QCOMPARE(results.scenarioAt(results.rowFor(0, kH100Row)).gpuCount, 8);
    QVERIFY(!project.isModified());
}

void tst_PlanAgreement::servingLatencyNamesItsBatch()
{
    // Latency grows with the batch: the report's latency findings name the batch they are for, and where
    // the GPU types run different batches (each the largest it holds) a note says so; at one typed batch
    // there is nothing to warn of.
    constexpr int kServe = 3, kL4Row = 1, kH200Row = 4; // the sample's "Serve Llama 3 8B", at its largest batch
    Project project;
    sample(project);
    QVERIFY(project.workload(kServe).scenario.batchMax);
    ResultModel results(&project);
    // An L4 (24 GB) holds fewer sequences than an H200 (141 GB) beside the same weights.
    QVERIFY(results.estimateAt(results.rowFor(kServe, kL4Row)).batchPerGpu
        < results.estimateAt(results.rowFor(kServe, kH200Row)).batchPerGpu);
    const int firstToken = bestResultRow(project, results, kServe, PlanGoal::FirstToken);
    QVERIFY(firstToken >= 0);
    QString findings = summarizeWorkload(&project, results, kServe).findings.join(u'\n');
    QVERIFY2(findings.contains(QStringLiteral("ms at a batch of %1 per GPU.")
                                   .arg(formatCount(results.estimateAt(firstToken).batchPerGpu))),
        qPrintable(findings));
    QVERIFY2(findings.contains(servingBatchesDifferNote()), qPrintable(findings));
    // The details pane names the batch of its fastest and gives the same note.
    const int perToken = bestResultRow(project, results, kServe, PlanGoal::PerToken);
    QString pane = plainText(workloadSummaryHtml(project, results, kServe));
    QVERIFY2(
        pane.contains(
            QStringLiteral("ms at a batch of %1 per GPU.").arg(formatCount(results.estimateAt(perToken).batchPerGpu))),
        qPrintable(pane));
    QVERIFY2(pane.contains(servingBatchesDifferNote()), qPrintable(pane));

    // Typed as a user types it, one batch for every GPU type: both findings are at 8, and no note.
    TableModel workloads(&project, Table::Workloads);
    QVERIFY(workloads.setData(workloads.index(kServe, int(WorkloadField::BatchPerGpu)), u"8"_qs));
    QVERIFY(!project.workload(kServe).scenario.batchMax);
    findings = summarizeWorkload(&project, results, kServe).findings.join(u'\n');
    QCOMPARE(findings.count(u" ms at a batch of 8 per GPU."_qs), 2);
    QVERIFY2(!findings.contains(servingBatchesDifferNote()), qPrintable(findings));
    pane = plainText(workloadSummaryHtml(project, results, kServe));
    QVERIFY2(pane.contains(u" ms at a batch of 8 per GPU."_qs) && !pane.contains(servingBatchesDifferNote()),
        qPrintable(pane));
}

void tst_PlanAgreement::servedConvNetIsPricedPerSample()
{
    // The sample's ResNet-50 switched to serving in its Mode cell: it generates no tokens, so the details pane
    // and the report name its cheapest GPU type per million samples (Estimate::servingCostPerMillion), the
    // figure the planner's serving goal ranks by.
    constexpr int kResNet = 2;
    Project project;
    sample(project);
    TableModel workloads(&project, Table::Workloads);
    QVERIFY(workloads.setData(workloads.index(kResNet, int(WorkloadField::Mode)), u"infer"_qs));
    ResultModel results(&project);
    const int cheapest = bestResultRow(project, results, kResNet, PlanGoal::ServingCost);
    QVERIFY(cheapest >= 0);
    const QString price = formatMoney(results.estimateAt(cheapest).costPerMillionSamplesUsd);
    const QString gpu = project.hardware(results.hardwareRowOf(cheapest)).gpu.name;
    const QString pane = plainText(workloadSummaryHtml(project, results, kResNet));
    const QString count = QString::number(results.scenarioAt(cheapest).gpuCount);
    QVERIFY2(pane.contains(u"Cheapest per million samples that fits: " + count + u" × " + gpu), qPrintable(pane));
    QVERIFY2(pane.contains(price + u'.'), qPrintable(pane));
    QVERIFY2(!pane.contains(u"output tokens"_qs), qPrintable(pane));
    const QString findings = summarizeWorkload(&project, results, kResNet).findings.join(u'\n');
    QVERIFY2(findings.contains(u", " + price + u" per million samples."), qPrintable(findings));
}

QTEST_MAIN(tst_PlanAgreement)
#include "tst_planagreement.moc"
