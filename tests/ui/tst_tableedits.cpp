// Row actions and cell pastes on the document: each one undo step, refused as a whole on the first
// bad cell, and undone exactly.
#include "core/document/edits.h"
#include "core/document/plansize.h"
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
    void rowsPastThePlanSizeAreRefused();
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
    const InsertResult first = edits::duplicateRows(project, Table::Workloads, { 2, 0 });
    QCOMPARE(first.row, 3);
    QCOMPARE(project.workloadCount(), 6);
    QCOMPARE(project.workload(3).workload.name, project.workload(0).workload.name + QStringLiteral(" (copy)"));
    QCOMPARE(project.workload(4).workload.name, project.workload(2).workload.name + QStringLiteral(" (copy)"));
    QCOMPARE(project.undoStack()->count(), 1);
    project.undoStack()->undo();
    QCOMPARE(project.workloadCount(), 4);
    QVERIFY(!edits::duplicateRows(project, Table::Workloads, {}).inserted());
}

void tst_TableEdits::rowsPastThePlanSizeAreRefused()
{
    Project project;
    test::loadSample(project);
    const int gpuTypes = project.hardwareCount(), workloadRows = project.workloadCount();
    QVERIFY(workloadRows < 20);
    // A hardware table at its 50,000 rows: Add, duplicate and a paste past its end change nothing and say why.
    const TableRows &hardware = project.table(Table::Hardware);
    QVERIFY(edits::insertRows(project, Table::Hardware, gpuTypes, hardware.blankRows(50000 - gpuTypes)).inserted());
    QCOMPARE(project.hardwareCount(), 50000);
    const int steps = project.undoStack()->count();
    const QString full = u"Nothing was added: 50,001 rows, more than the 50,000 a table holds."_qs;
    const InsertResult blank = edits::insertBlankRow(project, Table::Hardware, 0);
    QVERIFY(!blank.inserted());
    QCOMPARE(blank.error, full);
    QCOMPARE(edits::duplicateRows(project, Table::Hardware, { 0, 1 }).error,
        u"Nothing was added: 50,002 rows, more than the 50,000 a table holds."_qs);
    const PasteResult paste = edits::pasteCells(
        project, Table::Hardware, { 49999 }, { field(GpuField::Count) }, { { u"2"_qs }, { u"3"_qs } });
    QCOMPARE(paste.error, u"Nothing was pasted: 50,001 rows, more than the 50,000 a table holds."_qs);
    QCOMPARE(project.hardwareCount(), 50000);
    QCOMPARE(project.undoStack()->count(), steps);
    // The plan's results: 20 workloads × 50,000 GPU types are the 1,000,000 a plan keeps; 21 would make 1,050,000.
    const TableRows &workloads = project.table(Table::Workloads);
    QVERIFY(edits::insertRows(project, Table::Workloads, 0, workloads.blankRows(20 - workloadRows)).inserted());
    const InsertResult past = edits::insertBlankRow(project, Table::Workloads, 0);
    QVERIFY(!past.inserted());
    QVERIFY2(
        past.error.contains(u"21 workloads on 50,000 GPU types make 1,050,000 results"_qs), qPrintable(past.error));
    QCOMPARE(project.workloadCount(), 20);
    // Room again after a row goes: the same Add goes in.
    QVERIFY(edits::removeRows(project, Table::Hardware, { 49999 }));
    QVERIFY(edits::insertBlankRow(project, Table::Hardware, 0).inserted());
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
