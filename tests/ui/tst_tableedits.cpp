// Row actions and cell pastes on the document: each one undo step, refused as a whole on the first
// bad cell, and undone exactly.
#include "core/document/edits.h"
#include "core/document/project.h"
#include "core/estimate/precision.h"
#include "uitestutil.h"

#include <QTest>

using namespace flopsheet;

namespace {

int field(WorkloadField f)
{
    return static_cast<int>(f);
}
int field(GpuField f)
{
    return static_cast<int>(f);
}

} // namespace

class tst_TableEdits : public QObject {
    Q_OBJECT
private slots:
    void pasteBlockIsOneUndoStep();
    void pasteRefusesEverythingOnTheFirstBadCell();
    void pasteChecksCellsAgainstEarlierCells();
    void pasteRefusesABlockThatDoesNotFit();
    void pasteTallerThanTheTableAddsRows();
    void pasteOfUnchangedValuesAddsNoStep();
    void duplicateInsertsCopiesBelow();
    void removeOfScatteredRowsIsOneStep();
    void moveStopsAtTheEnds();
    void blankRowsEstimate();
};

void tst_TableEdits::pasteBlockIsOneUndoStep()
{
    Project project;
    test::loadSample(project);
    const QList<HardwareEntry> before = project.hardwareRows();
    const PasteResult result
        = edits::pasteCells(project, Table::Hardware, { 1, 2 }, { field(GpuField::Fp32), field(GpuField::Tf32) },
            { { QStringLiteral("10"), QStringLiteral("20 TFLOPS") }, { QStringLiteral("30"), QStringLiteral("40") } });
    QVERIFY2(result.ok(), qPrintable(result.error));
    QCOMPARE(result.changedCells, 4);
    QCOMPARE(project.undoStack()->count(), 1);
    QCOMPARE(project.undoStack()->undoText(), QStringLiteral("Paste 4 cell(s)"));
    QCOMPARE(fieldValue(project.hardware(1), GpuField::Fp32).toDouble(), 10.0);
    QCOMPARE(fieldValue(project.hardware(1), GpuField::Tf32).toDouble(), 20.0);
    QCOMPARE(fieldValue(project.hardware(2), GpuField::Fp32).toDouble(), 30.0);
    QCOMPARE(fieldValue(project.hardware(2), GpuField::Tf32).toDouble(), 40.0);
    project.undoStack()->undo();
    for (int row = 0; row < project.hardwareCount(); ++row) {
        for (int f = 0; f < kGpuFieldCount; ++f)
            QCOMPARE(fieldValue(project.hardware(row), GpuField(f)), fieldValue(before[row], GpuField(f)));
    }
    QVERIFY(!project.isModified());
}

void tst_TableEdits::pasteRefusesEverythingOnTheFirstBadCell()
{
    Project project;
    test::loadSample(project);
    const PasteResult result = edits::pasteCells(project, Table::Workloads, { 0, 1 },
        { field(WorkloadField::Params), field(WorkloadField::ForwardFlops), field(WorkloadField::Tokens) },
        { { QStringLiteral("13B") }, { QStringLiteral("lots") } });
    QVERIFY(!result.ok());
    QVERIFY2(result.error.contains(QStringLiteral("Row 2")), qPrintable(result.error));
    QVERIFY2(result.error.contains(QStringLiteral("Parameters")), qPrintable(result.error));
    QVERIFY2(result.error.contains(QStringLiteral("\"lots\"")), qPrintable(result.error));
    QCOMPARE(project.undoStack()->count(), 0);
    QCOMPARE(fieldValue(project.workload(0), WorkloadField::Params).toDouble(),
        fieldValue(sampleProject(Catalog::builtIn()).workloads[0], WorkloadField::Params).toDouble());
}

void tst_TableEdits::pasteChecksCellsAgainstEarlierCells()
{
    Project project;
    test::loadSample(project);
    // Row 1 trains; the pasted "infer" makes its prompt length apply, so the next cell is accepted.
    const QList<int> columns = { field(WorkloadField::Mode), field(WorkloadField::PromptTokens) };
    PasteResult result = edits::pasteCells(
        project, Table::Workloads, { 0 }, columns, { { QStringLiteral("infer"), QStringLiteral("2000") } });
    QVERIFY2(result.ok(), qPrintable(result.error));
    QCOMPARE(fieldValue(project.workload(0), WorkloadField::PromptTokens).toDouble(), 2000.0);
    // The other way round the prompt length does not apply yet when it is checked.
    result = edits::pasteCells(
        project, Table::Workloads, { 1 }, { field(WorkloadField::PromptTokens) }, { { QStringLiteral("500") } });
    QVERIFY(!result.ok());
    QVERIFY2(result.error.contains(QStringLiteral("does not apply")), qPrintable(result.error));
    QCOMPARE(project.undoStack()->count(), 1);
}

void tst_TableEdits::pasteRefusesABlockThatDoesNotFit()
{
    Project project;
    test::loadSample(project);
    // Wider than the columns from here: nothing is pasted.
    const PasteResult result = edits::pasteCells(project, Table::Hardware, { 4 }, { field(GpuField::Included) },
        { { QStringLiteral("true"), QStringLiteral("8") } });
    QVERIFY(!result.ok());
    QCOMPARE(project.undoStack()->count(), 0);
}

void tst_TableEdits::pasteTallerThanTheTableAddsRows()
{
    Project project;
    test::loadSample(project);
    QCOMPARE(project.hardwareCount(), 5);
    // Three lines pasted into the last row: the two beyond it go into new rows at the end.
    const PasteResult result = edits::pasteCells(project, Table::Hardware, { 4 },
        { field(GpuField::Name), field(GpuField::Count) },
        { { QStringLiteral("H200 pod"), QStringLiteral("16") }, { QStringLiteral("Rented A"), QStringLiteral("32") },
            { QStringLiteral("Rented B"), QStringLiteral("64") } });
    QVERIFY2(result.ok(), qPrintable(result.error));
    QCOMPARE(result.addedRows, 2);
    QCOMPARE(project.hardwareCount(), 7);
    QCOMPARE(project.hardware(4).gpu.name, u"H200 pod"_qs);
    QCOMPARE(project.hardware(5).gpu.name, u"Rented A"_qs);
    QCOMPARE(project.hardware(6).count, 64);
    QCOMPARE(project.undoStack()->count(), 1); // rows and cells, one step
    project.undoStack()->undo();
    QCOMPARE(project.hardwareCount(), 5);
    QCOMPARE(project.hardware(4).gpu.name, u"H200-SXM"_qs);
    QVERIFY(!project.isModified());

    // A bad cell in an added row refuses the whole paste, and no row is added.
    const PasteResult bad = edits::pasteCells(project, Table::Hardware, { 4 }, { field(GpuField::Count) },
        { { QStringLiteral("8") }, { QStringLiteral("-3") } });
    QVERIFY(!bad.ok());
    QVERIFY2(bad.error.contains(u"Row 6"_qs), qPrintable(bad.error));
    QCOMPARE(project.hardwareCount(), 5);
    QCOMPARE(project.undoStack()->index(), 0); // no new step (the undone paste stays for redo)
    QCOMPARE(project.undoStack()->count(), 1);
}

void tst_TableEdits::pasteOfUnchangedValuesAddsNoStep()
{
    Project project;
    test::loadSample(project);
    const PasteResult result
        = edits::pasteCells(project, Table::Hardware, { 0 }, { field(GpuField::Count) }, { { QStringLiteral("8") } });
    QVERIFY(result.ok());
    QCOMPARE(result.changedCells, 0);
    QCOMPARE(project.undoStack()->count(), 0);
}

void tst_TableEdits::duplicateInsertsCopiesBelow()
{
    Project project;
    test::loadSample(project);
    const int first = edits::duplicateRows(project, Table::Workloads, { 2, 0 });
    QCOMPARE(first, 3);
    QCOMPARE(project.workloadCount(), 6);
    QCOMPARE(project.workload(3).workload.name, project.workload(0).workload.name + QStringLiteral(" (copy)"));
    QCOMPARE(project.workload(4).workload.name, project.workload(2).workload.name + QStringLiteral(" (copy)"));
    QCOMPARE(project.undoStack()->count(), 1);
    project.undoStack()->undo();
    QCOMPARE(project.workloadCount(), 4);
    QCOMPARE(edits::duplicateRows(project, Table::Workloads, {}), -1);
}

void tst_TableEdits::removeOfScatteredRowsIsOneStep()
{
    Project project;
    test::loadSample(project);
    const QStringList names = { project.hardware(0).gpu.name, project.hardware(1).gpu.name,
        project.hardware(2).gpu.name, project.hardware(3).gpu.name, project.hardware(4).gpu.name };
    QVERIFY(edits::removeRows(project, Table::Hardware, { 4, 0, 1 }));
    QCOMPARE(project.hardwareCount(), 2);
    QCOMPARE(project.hardware(0).gpu.name, names[2]);
    QCOMPARE(project.hardware(1).gpu.name, names[3]);
    QCOMPARE(project.undoStack()->count(), 1);
    project.undoStack()->undo();
    for (int i = 0; i < 5; ++i)
        QCOMPARE(project.hardware(i).gpu.name, names[i]);
    QVERIFY(!edits::removeRows(project, Table::Hardware, { 7 }));
}

void tst_TableEdits::moveStopsAtTheEnds()
{
    Project project;
    test::loadSample(project);
    const QString first = project.workload(0).workload.name;
    QCOMPARE(edits::moveRow(project, Table::Workloads, 0, -1), -1);
    QCOMPARE(edits::moveRow(project, Table::Workloads, 3, +1), -1);
    QCOMPARE(edits::moveRow(project, Table::Workloads, 0, +1), 1);
    QCOMPARE(project.workload(1).workload.name, first);
    QCOMPARE(project.undoStack()->count(), 1);
    project.undoStack()->undo();
    QCOMPARE(project.workload(0).workload.name, first);
}

void tst_TableEdits::blankRowsEstimate()
{
    // A blank workload is a complete 1B decoder, so it has results at once on every sample GPU.
    const WorkloadEntry w = TableTraits<WorkloadEntry>::blank();
    QCOMPARE(fieldValue(w, WorkloadField::Params).toDouble(), 1e9);
    QCOMPARE(fieldValue(w, WorkloadField::Tokens).toDouble(), 20e9);
    const HardwareEntry h = TableTraits<HardwareEntry>::blank();
    QVERIFY(fieldValue(h, GpuField::MemoryGiB).isValid());
    QVERIFY(!fieldValue(h, GpuField::Bf16).isValid()); // typed by the user, never guessed
}

QTEST_GUILESS_MAIN(tst_TableEdits)
#include "tst_tableedits.moc"
