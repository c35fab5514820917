// The project document and its undo commands: every edit undoes exactly, edits of one cell merge,
// and the results model recomputes only the rows an edit touches.
#include "core/catalog/catalog.h"
#include "core/document/commands.h"
#include "core/document/project.h"
#include "core/document/sampleproject.h"
#include "core/models/resultmodel.h"
#include "core/models/tablemodel.h"

#include <QSignalSpy>
#include <QTest>

using namespace flopsheet;

namespace {

void loadSample(Project &project)
{
    const SampleProject sample = sampleProject(Catalog::builtIn());
    project.reset(sample.workloads, sample.hardware);
}

// Field-by-field equality of what the tables show, the strongest "restored exactly" we can state.
bool sameRow(const WorkloadEntry &a, const WorkloadEntry &b)
{
    for (int f = 0; f < kWorkloadFieldCount; ++f) {
        if (fieldValue(a, WorkloadField(f)) != fieldValue(b, WorkloadField(f)))
            return false;
    }
    return a.workload.paramsExact == b.workload.paramsExact && a.scenario.amount == b.scenario.amount;
}

} // namespace

class tst_Document : public QObject {
    Q_OBJECT
private slots:
    void sampleProjectIsUsefulAtOnce();
    void editUndoRestoresExactly();
    void repeatedEditsOfOneCellMergeIntoOneStep();
    void editsOfDifferentCellsAreSeparateSteps();
    void insertRemoveMoveUndo();
    void modifiedFollowsTheUndoStack();
    void resultsRecomputeOnlyAffectedRows();
    void hardwareEditRecomputesItsRowsOnly();
    void excludingAGpuRemovesItsResults();
};

void tst_Document::sampleProjectIsUsefulAtOnce()
{
    Project project;
    loadSample(project);
    QCOMPARE(project.workloadCount(), 4);
    QCOMPARE(project.hardwareCount(), 5);
    ResultModel results(&project);
    QCOMPARE(results.rowCount(), 20);
    // Every sample result is an estimate, not an error: T4 lacks BF16 and falls back to FP16.
    for (int r = 0; r < results.rowCount(); ++r)
        QVERIFY2(results.estimateAt(r).ok(), qPrintable(QStringLiteral("row %1").arg(r)));
    const int t4 = results.rowFor(0, 0);
    QCOMPARE(results.scenarioAt(t4).precision, Precision::FP16);
}

void tst_Document::editUndoRestoresExactly()
{
    Project project;
    loadSample(project);
    const WorkloadEntry before = project.workload(0);
    QVERIFY(!before.workload.paramsExact); // derived from the Llama 2 7B shape
    TableModel model(&project, Table::Workloads);
    QVERIFY(model.setData(model.index(0, int(WorkloadField::Params)), QStringLiteral("13B")));
    QCOMPARE(fieldValue(project.workload(0), WorkloadField::Params).toDouble(), 13e9);
    project.undoStack()->undo();
    QVERIFY(sameRow(project.workload(0), before));
    QVERIFY(!project.workload(0).workload.paramsExact);
    project.undoStack()->redo();
    QCOMPARE(fieldValue(project.workload(0), WorkloadField::Params).toDouble(), 13e9);
}

void tst_Document::repeatedEditsOfOneCellMergeIntoOneStep()
{
    Project project;
    loadSample(project);
    TableModel model(&project, Table::Workloads);
    const QModelIndex tokens = model.index(0, int(WorkloadField::Tokens));
    for (const char *value : { "1.5T", "2T", "3T" })
        QVERIFY(model.setData(tokens, QString::fromLatin1(value)));
    QCOMPARE(project.undoStack()->count(), 1);
    QCOMPARE(fieldValue(project.workload(0), WorkloadField::Tokens).toDouble(), 3e12);
    project.undoStack()->undo();
    QCOMPARE(fieldValue(project.workload(0), WorkloadField::Tokens).toDouble(), 1e12); // sample value
    QVERIFY(project.undoStack()->undoText().isEmpty());
}

void tst_Document::editsOfDifferentCellsAreSeparateSteps()
{
    Project project;
    loadSample(project);
    TableModel model(&project, Table::Workloads);
    QVERIFY(model.setData(model.index(0, int(WorkloadField::Tokens)), QStringLiteral("2T")));
    QVERIFY(model.setData(model.index(0, int(WorkloadField::Precision)), QStringLiteral("fp8")));
    QCOMPARE(project.undoStack()->count(), 2);
    QVERIFY(project.undoStack()->undoText().contains(fieldTitle(WorkloadField::Precision)));
}

void tst_Document::insertRemoveMoveUndo()
{
    Project project;
    loadSample(project);
    const QList<WorkloadEntry> original = project.workloads();
    const WorkloadEntry added = workloadEntryFromPreset(*Catalog::builtIn().workload(u"vgg16"));
    project.undoStack()->push(new InsertRowsCommand(&project, 1, QList<WorkloadEntry> { added }));
    QCOMPARE(project.workloadCount(), 5);
    QCOMPARE(project.workload(1).workload.id, QStringLiteral("vgg16"));
    project.undoStack()->push(new MoveRowCommand(&project, Table::Workloads, 1, 3));
    QCOMPARE(project.workload(3).workload.id, QStringLiteral("vgg16"));
    project.undoStack()->push(new RemoveRowsCommand(&project, Table::Workloads, 0, 2));
    QCOMPARE(project.workloadCount(), 3);
    for (int i = 0; i < 3; ++i)
        project.undoStack()->undo();
    QCOMPARE(project.workloadCount(), original.size());
    for (int i = 0; i < project.workloadCount(); ++i)
        QVERIFY(sameRow(project.workload(i), original[i]));
}

void tst_Document::modifiedFollowsTheUndoStack()
{
    Project project;
    loadSample(project);
    QVERIFY(!project.isModified());
    QSignalSpy modified(&project, &Project::modifiedChanged);
    TableModel model(&project, Table::Workloads);
    QVERIFY(model.setData(model.index(2, int(WorkloadField::Epochs)), 45));
    QVERIFY(project.isModified());
    project.undoStack()->setClean(); // what a successful save does
    QVERIFY(!project.isModified());
    project.undoStack()->undo();
    QVERIFY(project.isModified());
    QCOMPARE(modified.count(), 3);
}

void tst_Document::resultsRecomputeOnlyAffectedRows()
{
    Project project;
    loadSample(project);
    TableModel model(&project, Table::Workloads);
    ResultModel results(&project);
    QSignalSpy changed(&results, &ResultModel::dataChanged);
    QSignalSpy reset(&results, &ResultModel::modelReset);
    const int row = results.rowFor(2, 2); // ResNet-50 on A100
    const double before = results.estimateAt(row).wallHours;
    // Half the epochs: half the time (throughput is unchanged), a hand-checkable consequence.
    QVERIFY(model.setData(model.index(2, int(WorkloadField::Epochs)), 45));
    QCOMPARE(reset.count(), 0);
    QCOMPARE(changed.count(), 1);
    const QModelIndex topLeft = changed.first().at(0).value<QModelIndex>();
    const QModelIndex bottomRight = changed.first().at(1).value<QModelIndex>();
    QCOMPARE(topLeft.row(), 2 * 5); // workload 2 × 5 GPU types
    QCOMPARE(bottomRight.row(), 2 * 5 + 4);
    QVERIFY(qAbs(results.estimateAt(row).wallHours / before - 0.5) < 1e-9);
}

void tst_Document::hardwareEditRecomputesItsRowsOnly()
{
    Project project;
    loadSample(project);
    ResultModel results(&project);
    QSignalSpy changed(&results, &ResultModel::dataChanged);
    const int row = results.rowFor(0, 3); // pre-training on H100
    const double costBefore = results.estimateAt(row).costUsd;
    HardwareEntry h100 = project.hardware(3);
    project.undoStack()->push(
        new SetCellCommand(&project, Table::Hardware, 3, int(GpuField::PricePerHour), h100.gpu.pricePerHourUsd * 2));
    // One dataChanged per workload row on that GPU, none for the other GPUs.
    QCOMPARE(changed.count(), project.workloadCount());
    for (const QList<QVariant> &args : changed)
        QCOMPARE(results.hardwareRowOf(args.at(0).value<QModelIndex>().row()), 3);
    QVERIFY(qAbs(results.estimateAt(row).costUsd / costBefore - 2.0) < 1e-9);
}

void tst_Document::excludingAGpuRemovesItsResults()
{
    Project project;
    loadSample(project);
    ResultModel results(&project);
    project.undoStack()->push(new SetCellCommand(&project, Table::Hardware, 0, int(GpuField::Included), false));
    QCOMPARE(results.rowCount(), 16);
    QCOMPARE(results.rowFor(0, 0), -1);
    project.undoStack()->undo();
    QCOMPARE(results.rowCount(), 20);
}

QTEST_GUILESS_MAIN(tst_Document)
#include "tst_document.moc"
