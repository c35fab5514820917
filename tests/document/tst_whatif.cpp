// What-if edits and saved scenarios in the document: a slider drag is one undo step, edits of several
// rows change them all at once, scenarios save, apply, rename and delete undoably, and two scenarios
// compare figure by figure.
#include "core/catalog/catalog.h"
#include "core/document/commands.h"
#include "core/document/edits.h"
#include "core/document/project.h"
#include "core/document/sampleproject.h"
#include "core/document/scenariocommands.h"
#include "core/document/scenariocomparison.h"
#include "core/estimate/estimator.h"
#include "core/models/resultmodel.h"
#include "core/models/scenariocomparisonmodel.h"
#include "core/models/tablemodelroles.h"

#include <QSignalSpy>
#include <QTest>

using namespace flopsheet;

namespace {

void loadSample(Project &project)
{
    const SampleProject sample = sampleProject(Catalog::builtIn());
    project.reset(sample.workloads, sample.hardware, sample.assumptions);
}

void push(Project &project, QUndoCommand *command)
{
    project.undoStack()->push(command);
}

} // namespace

class tst_WhatIf : public QObject {
    Q_OBJECT
private slots:
    void oneDragIsOneUndoStep();
    void separateDragsAreSeparateSteps();
    void dragBackToTheStartLeavesNoStep();
    void allRowsChangeInOneStepAndOneSignal();
    void efficiencyOverrideReachesTheEstimate();
    void pruningAndSparsityChangeTheEstimate();
    void assumptionDragsMergeOnlyWithinADrag();
    void gpuCountOfEveryTypeAtOnce();
    void saveApplyRenameDeleteScenarios();
    void nextScenarioNameIsFree();
    void comparingSpotPricesHalvesNothingButCost();
    void comparingFp8MovesOnlyChipsWithFp8();
    void comparisonMatchesByName();
    void servingIsComparedPerItsOwnUnit();
    void whatIfValuesPassTheCellsChecks();
};

void tst_WhatIf::oneDragIsOneUndoStep()
{
    Project project;
    loadSample(project);
    const WorkloadEntry before = project.workload(0);
    const int drag = 7;
    for (double percent : { 30.0, 35.0, 42.0, 50.0 })
        push(project,
            new SetFieldsCommand(&project, Table::Workloads, 0, 1, int(WorkloadField::Efficiency), percent, drag));
    QCOMPARE(project.undoStack()->count(), 1);
    QCOMPARE(project.workload(0).scenario.mfu, 0.5);
    project.undoStack()->undo();
    QVERIFY(!isKnown(project.workload(0).scenario.mfu));
    QVERIFY(!isKnown(before.scenario.mfu));
    project.undoStack()->redo();
    QCOMPARE(project.workload(0).scenario.mfu, 0.5);
}

void tst_WhatIf::separateDragsAreSeparateSteps()
{
    Project project;
    loadSample(project);
    push(project, new SetFieldsCommand(&project, Table::Workloads, 0, 1, int(WorkloadField::PrunedPercent), 10.0, 1));
    push(project, new SetFieldsCommand(&project, Table::Workloads, 0, 1, int(WorkloadField::PrunedPercent), 20.0, 1));
    push(project, new SetFieldsCommand(&project, Table::Workloads, 0, 1, int(WorkloadField::PrunedPercent), 30.0, 2));
    // Clicks and keys (drag id 0) never merge.
    push(project, new SetFieldsCommand(&project, Table::Workloads, 0, 1, int(WorkloadField::PrunedPercent), 35.0, 0));
    push(project, new SetFieldsCommand(&project, Table::Workloads, 0, 1, int(WorkloadField::PrunedPercent), 40.0, 0));
    QCOMPARE(project.undoStack()->count(), 4);
    project.undoStack()->undo(); // 40 → 35
    project.undoStack()->undo(); // 35 → 30
    QCOMPARE(project.workload(0).workload.prunedFraction, 0.3);
    project.undoStack()->undo(); // the second drag
    QCOMPARE(project.workload(0).workload.prunedFraction, 0.2);
}

void tst_WhatIf::dragBackToTheStartLeavesNoStep()
{
    Project project;
    loadSample(project);
    // The cell's value before the drag: empty when the layout search chooses the stage.
    const QVariant zero = TableTraits<WorkloadEntry>::value(project.workload(1), int(WorkloadField::ZeroStage));
    push(project, new SetFieldsCommand(&project, Table::Workloads, 1, 1, int(WorkloadField::ZeroStage), 3.0, 5));
    push(project, new SetFieldsCommand(&project, Table::Workloads, 1, 1, int(WorkloadField::ZeroStage), zero, 5));
    QCOMPARE(project.undoStack()->count(), 0);
    QVERIFY(!project.isModified());
}

void tst_WhatIf::allRowsChangeInOneStepAndOneSignal()
{
    Project project;
    loadSample(project);
    ResultModel results(&project);
    QSignalSpy changed(&project.table(Table::Workloads), &TableRows::rowsChanged);
    QSignalSpy resultsChanged(&results, &QAbstractItemModel::dataChanged);
    push(project,
        new SetFieldsCommand(&project, Table::Workloads, 0, project.workloadCount(), int(WorkloadField::Precision),
            QStringLiteral("fp8"), 3));
    QCOMPARE(changed.count(), 1);
    QCOMPARE(changed.at(0).at(0).toInt(), 0);
    QCOMPARE(changed.at(0).at(1).toInt(), 3);
    // One block of results: every row, once.
    QCOMPARE(resultsChanged.count(), 1);
    QCOMPARE(resultsChanged.at(0).at(0).toModelIndex().row(), 0);
    QCOMPARE(resultsChanged.at(0).at(1).toModelIndex().row(), results.rowCount() - 1);
    for (const WorkloadEntry &e : project.workloads())
        QCOMPARE(e.scenario.precision, Precision::FP8);
    QCOMPARE(project.undoStack()->count(), 1);
    QCOMPARE(project.undoStack()->text(0), u"Set Precision of 4 workload(s)"_qs);
    project.undoStack()->undo();
    QCOMPARE(project.workload(0).scenario.precision, Precision::BF16);
    QCOMPARE(project.workload(2).scenario.precision, Precision::FP16); // ResNet-50 trains in fp16 in the sample
}

void tst_WhatIf::efficiencyOverrideReachesTheEstimate()
{
    Project project;
    loadSample(project);
    ResultModel results(&project);
    const int row = results.rowFor(0, 3); // pre-training on H100
    const double hoursAuto = results.estimateAt(row).wallHours;
    push(project, new SetFieldsCommand(&project, Table::Workloads, 0, 1, int(WorkloadField::Efficiency), 20.0, 0));
    const Estimate at20 = results.estimateAt(row);
    QCOMPARE(at20.computeEfficiency, 0.2);
    push(project, new SetFieldsCommand(&project, Table::Workloads, 0, 1, int(WorkloadField::Efficiency), 40.0, 0));
    // Compute-bound training: twice the efficiency, half the time (within the unchanged overheads).
    const double ratio = results.estimateAt(row).wallHours / at20.wallHours;
    QVERIFY2(ratio > 0.49 && ratio < 0.51, qPrintable(QString::number(ratio)));
    QVERIFY(isKnown(hoursAuto));
}

void tst_WhatIf::pruningAndSparsityChangeTheEstimate()
{
    Project project;
    loadSample(project);
    ResultModel results(&project);
    const int h100 = results.rowFor(0, 3);
    const double flops = results.estimateAt(h100).totalFlops;
    push(project, new SetFieldsCommand(&project, Table::Workloads, 0, 1, int(WorkloadField::PrunedPercent), 50.0, 0));
    // Structured pruning removes half the weights and half the matrix FLOPs (attention scores stay).
    const double pruned = results.estimateAt(h100).totalFlops / flops;
    QVERIFY2(pruned > 0.45 && pruned < 0.6, qPrintable(QString::number(pruned)));

    push(project, new SetFieldsCommand(&project, Table::Workloads, 0, 1, int(WorkloadField::PrunedPercent), 0.0, 0));
    const double denseHours = results.estimateAt(h100).wallHours;
    push(project, new SetFieldsCommand(&project, Table::Workloads, 0, 1, int(WorkloadField::Sparse24), true, 0));
    // H100 SXM: 1,979 sparse vs 989.5 dense BF16 TFLOPS (NVIDIA H100 datasheet). The sample's first workload
    // trains, where only the forward pass, a third of the step, has a 2:4 operand (Mishra et al. 2021): the step's
    // peak is 1 / (1/3 / 2 + 2/3) = 1.2 × dense, and the time falls by at most that.
    QCOMPARE(results.estimateAt(h100).peakFlopsUsed, 1.2 * 989.5e12);
    const double speedup = denseHours / results.estimateAt(h100).wallHours;
    QVERIFY2(speedup > 1.1 && speedup <= 1.2 + 1e-9, qPrintable(QString::number(speedup)));
    // T4 runs fp16 with a sparsity factor of 1 in the catalog? Either it speeds up or it warns; never silent.
    const Estimate &t4 = results.estimateAt(results.rowFor(0, 0));
    QVERIFY(t4.peakFlopsUsed > 65e12 || t4.has(WarnSparsityUnsupported));
}

void tst_WhatIf::assumptionDragsMergeOnlyWithinADrag()
{
    Project project;
    loadSample(project);
    ProjectAssumptions a = project.assumptions();
    for (double m : { 0.9, 0.7, 0.5 }) {
        a.priceMultiplier = m;
        push(project, new SetAssumptionsCommand(&project, a, 11));
    }
    a.deadlineHours = 100;
    push(project, new SetAssumptionsCommand(&project, a, 0));
    a.deadlineHours = 200;
    push(project, new SetAssumptionsCommand(&project, a, 0));
    QCOMPARE(project.undoStack()->count(), 3);
    project.undoStack()->undo();
    QCOMPARE(project.assumptions().deadlineHours, 100.0);
    project.undoStack()->undo();
    QCOMPARE(project.assumptions().deadlineHours, 720.0); // the sample's 30 days
    QCOMPARE(project.assumptions().priceMultiplier, 0.5);
    project.undoStack()->undo();
    QCOMPARE(project.assumptions().priceMultiplier, 1.0);
}

void tst_WhatIf::gpuCountOfEveryTypeAtOnce()
{
    Project project;
    loadSample(project);
    ResultModel results(&project);
    push(project,
        new SetFieldsCommand(&project, Table::Hardware, 0, project.hardwareCount(), int(GpuField::Count), 64.0, 0));
    for (const HardwareEntry &h : project.hardwareRows())
        QCOMPARE(h.count, 64);
    for (int r = 0; r < results.rowCount(); ++r)
        QCOMPARE(results.scenarioAt(r).gpuCount, 64);
    project.undoStack()->undo();
    for (const HardwareEntry &h : project.hardwareRows())
        QCOMPARE(h.count, 8);
}

void tst_WhatIf::saveApplyRenameDeleteScenarios()
{
    Project project;
    loadSample(project);
    QSignalSpy scenarios(&project, &Project::scenariosChanged);
    push(project, new SaveScenarioCommand(&project, QStringLiteral("Baseline")));
    QCOMPARE(project.scenarios().size(), 1);
    QCOMPARE(scenarios.count(), 1);

    // Change the plan, then go back to the saved one in one step, and forward again.
    ProjectAssumptions a = project.assumptions();
    a.priceMultiplier = 0.4;
    push(project, new SetAssumptionsCommand(&project, a));
    push(project, new SetFieldsCommand(&project, Table::Hardware, 0, 1, int(GpuField::Count), 512.0));
    push(project, new ApplyScenarioCommand(&project, 0));
    QCOMPARE(project.assumptions().priceMultiplier, 1.0);
    QCOMPARE(project.hardware(0).count, 8);
    project.undoStack()->undo();
    QCOMPARE(project.assumptions().priceMultiplier, 0.4);
    QCOMPARE(project.hardware(0).count, 512);

    push(project, new RenameScenarioCommand(&project, 0, QStringLiteral("On-demand")));
    QCOMPARE(project.scenarios().at(0).name, u"On-demand"_qs);
    project.undoStack()->undo();
    QCOMPARE(project.scenarios().at(0).name, u"Baseline"_qs);

    push(project, new RemoveScenarioCommand(&project, 0));
    QVERIFY(project.scenarios().isEmpty());
    project.undoStack()->undo();
    QCOMPARE(project.scenarios().at(0).hardware.at(0).count, 8); // kept whole, by value
}

void tst_WhatIf::nextScenarioNameIsFree()
{
    Project project;
    loadSample(project);
    QCOMPARE(edits::nextScenarioName(project), u"Scenario 1"_qs);
    push(project, new SaveScenarioCommand(&project, QStringLiteral("Scenario 2")));
    // "Scenario 2" is taken: the next free number.
    QCOMPARE(edits::nextScenarioName(project), u"Scenario 3"_qs);
}

void tst_WhatIf::comparingSpotPricesHalvesNothingButCost()
{
    Project project;
    loadSample(project);
    SavedScenario plan = project.snapshot(QStringLiteral("A"));
    SavedScenario spot = plan;
    spot.assumptions.priceMultiplier = 0.4;
    const std::vector<ScenarioDelta> deltas = compareScenarios(plan, spot);
    QCOMPARE(int(deltas.size()), 20); // 4 workloads × 5 GPU types
    for (const ScenarioDelta &d : deltas) {
        QCOMPARE(d.hoursA, d.hoursB);
        if (isKnown(d.costA))
            QVERIFY2(std::abs(relativeChange(d.costA, d.costB) + 0.6) < 1e-9, qPrintable(d.workload + d.gpu));
    }
}

void tst_WhatIf::comparingFp8MovesOnlyChipsWithFp8()
{
    Project project;
    loadSample(project);
    SavedScenario plan = project.snapshot(QStringLiteral("A"));
    SavedScenario fp8 = plan;
    fp8.workloads[0].scenario.precision = Precision::FP8;
    for (const ScenarioDelta &d : compareScenarios(plan, fp8)) {
        if (d.workload != plan.workloads[0].workload.name) {
            QCOMPARE(d.hoursA, d.hoursB); // other workloads untouched
        } else if (d.gpu == u"H100-SXM" || d.gpu == u"H200-SXM") {
            QVERIFY2(d.hoursB < d.hoursA, qPrintable(d.gpu)); // Hopper has FP8 tensor cores
        } else if (d.gpu == u"T4" || d.gpu == u"A100-80GB-SXM") {
            // No FP8 on Turing or Ampere (datasheets): the nearest precision they have runs instead.
            QVERIFY2(d.hoursB >= d.hoursA * 0.999, qPrintable(d.gpu));
        }
    }
}

void tst_WhatIf::comparisonMatchesByName()
{
    Project project;
    loadSample(project);
    SavedScenario a = project.snapshot(QStringLiteral("A"));
    SavedScenario b = a;
    b.workloads.removeFirst(); // B lacks the pre-training
    b.hardware[1].included = false; // and leaves L4 out
    std::swap(b.hardware[0], b.hardware[4]); // in another order
    const std::vector<ScenarioDelta> deltas = compareScenarios(a, b);
    QCOMPARE(int(deltas.size()), 3 * 4);
    for (const ScenarioDelta &d : deltas) {
        QVERIFY(d.workload != a.workloads[0].workload.name);
        QVERIFY(d.gpu != u"L4");
        QCOMPARE(d.hoursA, d.hoursB); // same rows found despite the order
    }
}

// A served model that generates is compared per million output tokens, one that does not (a conv net)
// per million samples, and the table says which; a row whose unit changed between A and B compares nothing.
void tst_WhatIf::servingIsComparedPerItsOwnUnit()
{
    Project project;
    loadSample(project);
    int resnet = -1, llm = -1;
    for (int r = 0; r < project.workloadCount(); ++r) {
        const WorkloadEntry &w = project.workload(r);
        if (w.workload.name.startsWith(u"ResNet-50"_qs))
            resnet = r;
        else if (w.scenario.mode == Mode::Infer)
            llm = r;
    }
    QVERIFY(resnet >= 0 && llm >= 0);
    // Served as a user would type it in the Mode cell.
    QVERIFY(edits::setCell(project, Table::Workloads, resnet, int(WorkloadField::Mode), u"infer"_qs).ok());
    const SavedScenario plan = project.snapshot(QStringLiteral("A"));
    SavedScenario prefillOnly = plan;
    prefillOnly.workloads[llm].scenario.outputTokens = 0; // B serves the LLM without generating

    for (const ScenarioDelta &d : compareScenarios(plan, prefillOnly)) {
        if (d.workload == project.workload(resnet).workload.name) {
            QVERIFY(d.serving);
            QVERIFY(!d.perToken);
            // A million images at the estimated rate: 10^6 / (images/s) / 3600 h.
            const int h = findHardware(plan.hardware, d.gpu);
            const Estimate e = estimate(plan.workloads[resnet].workload, plan.hardware[h].gpu,
                scenarioFor(plan.workloads[resnet], plan.hardware[h], plan.assumptions));
            QVERIFY(e.ok() && e.samplesPerS > 0);
            QCOMPARE(d.hoursA, 1e6 / e.samplesPerS / 3600.0);
            QCOMPARE(d.hoursB, d.hoursA);
        } else if (d.workload == project.workload(llm).workload.name) {
            QVERIFY(d.serving);
            QVERIFY(d.perToken);
            QVERIFY(isKnown(d.hoursA));
            // Tokens against samples: no change to show.
            QVERIFY2(!isKnown(d.hoursB) && !isKnown(d.costB), qPrintable(d.gpu));
        }
    }

    ScenarioComparisonModel model(&project);
    QStringList names;
    for (int r = 0; r < model.rowCount(); ++r)
        names << model.index(r, ScenarioComparisonModel::WorkloadColumn).data().toString();
    QVERIFY2(
        names.contains(project.workload(resnet).workload.name + u" (per 1M samples)"_qs), qPrintable(names.join(u'|')));
    QVERIFY2(names.contains(project.workload(llm).workload.name + u" (per 1M output tokens)"_qs),
        qPrintable(names.join(u'|')));
    // Time carries its unit: a million images on an H100 take minutes, not "0.0x" hours.
    for (int r = 0; r < model.rowCount(); ++r) {
        const QString time = model.index(r, ScenarioComparisonModel::HoursAColumn).data().toString();
        QVERIFY2(time.endsWith(u" h"_qs) || time.endsWith(u" min"_qs) || time.endsWith(u" s"_qs), qPrintable(time));
        const double hours = model.index(r, ScenarioComparisonModel::HoursAColumn).data(SortRole).toDouble();
        QCOMPARE(time.endsWith(u" h"_qs), hours >= 1);
    }
}

// The what-if panel edits through edits::setField: the same parser and limits as a typed cell, for
// every row at once, including rows the field does not apply to (ZeRO on the sample's serving row).
void tst_WhatIf::whatIfValuesPassTheCellsChecks()
{
    Project project;
    loadSample(project);
    const int rows = project.workloadCount();
    QVERIFY(edits::setField(project, Table::Workloads, 0, rows, int(WorkloadField::ZeroStage), 2.0, 11).ok());
    for (int r = 0; r < rows; ++r)
        QCOMPARE(project.workload(r).scenario.zeroStage, 2);
    QCOMPARE(project.undoStack()->count(), 1);
    // A value no cell takes is refused here too, with the cell's message, and nothing changes.
    const EditResult refused
        = edits::setField(project, Table::Workloads, 0, rows, int(WorkloadField::ZeroStage), 4.0, 11);
    QCOMPARE(refused.error, fieldTitle(WorkloadField::ZeroStage) + QStringLiteral(": must be at most 3"));
    const EditResult efficiency = edits::setField(project, Table::Workloads, 0, 1, int(WorkloadField::Efficiency), 0.5);
    // A fraction typed into the percent cell is named as the percent it would be.
    QCOMPARE(efficiency.error,
        fieldTitle(WorkloadField::Efficiency) + QStringLiteral(": must be at least 1; a percent: 0.5 is 50 %"));
    QCOMPARE(project.workload(0).scenario.zeroStage, 2);
    QCOMPARE(project.undoStack()->count(), 1);
}

QTEST_GUILESS_MAIN(tst_WhatIf)
#include "tst_whatif.moc"
