// The three table models and the sorting, filtering proxies the window puts over them, under
// QAbstractItemModelTester while the plan is edited, grown, shrunk, reordered, undone and redone.
#include "../core/textencodings.h"
#include "core/document/edits.h"
#include "core/document/project.h"
#include "core/io/tablecsv.h"
#include "core/models/resultmodel.h"
#include "core/models/tablemodel.h"
#include "core/models/tablemodelroles.h"
#include "ui/csvtransfer.h"
#include "ui/sheetview.h"
#include "ui/sortkeyproxy.h"
#include "ui/tablepanel.h"
#include "uitestutil.h"

#include <QAbstractButton>
#include <QAbstractItemModelTester>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QMessageBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <memory>

using namespace flopsheet;

class tst_ViewModels : public QObject {
    Q_OBJECT
private slots:
    void modelsAndProxiesStayConsistent();
    void sortingUsesRawValues();
    void filterMatchesAnyColumn();
    void largeTableFilterSaysItIsFiltering();
    void rowCountFollowsUndoAndRedo();
    void csvImportNamesOtherEncodings_data();
    void csvImportNamesOtherEncodings();
    void csvImportTakesUtf8ByteOrderMark();
    void csvImportRefusesTablesTooLargeToKeep();
    void exportSaysWhichRowsItWrote();
    void exportAsksWhenTheFilterHidesRows();
    void refusalKeepsTheRowInView();
};

void tst_ViewModels::modelsAndProxiesStayConsistent()
{
    Project project;
    test::loadSample(project);
    TableModel workloads(&project, Table::Workloads);
    TableModel hardware(&project, Table::Hardware);
    ResultModel results(&project);
    TablePanel workloadPanel(&workloads), hardwarePanel(&hardware), resultPanel(&results);
    // Sorted and filtered, as a user leaves them.
    workloadPanel.view()->sortByColumn(int(WorkloadField::Params), Qt::DescendingOrder);
    hardwarePanel.view()->sortByColumn(int(GpuField::MemoryGiB), Qt::AscendingOrder);
    resultPanel.view()->sortByColumn(ResultModel::CostColumn, Qt::AscendingOrder);
    resultPanel.setFilterText(QStringLiteral("H"));

    const auto mode = QAbstractItemModelTester::FailureReportingMode::QtTest;
    std::vector<std::unique_ptr<QAbstractItemModelTester>> testers;
    for (QAbstractItemModel *model : std::initializer_list<QAbstractItemModel *> {
             &workloads, &hardware, &results, workloadPanel.proxy(), hardwarePanel.proxy(), resultPanel.proxy() })
        testers.push_back(std::make_unique<QAbstractItemModelTester>(model, mode));

    QUndoStack *stack = project.undoStack();
    QVERIFY(workloads.setData(workloads.index(0, int(WorkloadField::Tokens)), QStringLiteral("2T")));
    QVERIFY(workloads.setData(workloads.index(2, int(WorkloadField::Params)), QStringLiteral("60M")));
    QVERIFY(hardware.setData(hardware.index(1, int(GpuField::Count)), QStringLiteral("16")));
    QVERIFY(hardware.setData(hardware.index(0, int(GpuField::Included)), Qt::Unchecked, Qt::CheckStateRole));
    QVERIFY(!workloads.setData(workloads.index(0, int(WorkloadField::Params)), QStringLiteral("lots")));
    edits::insertBlankRow(project, Table::Workloads, 1);
    edits::duplicateRows(project, Table::Hardware, { 1, 3 });
    edits::removeRows(project, Table::Workloads, { 0, 2 });
    edits::moveRow(project, Table::Hardware, 0, +1);
    edits::moveRow(project, Table::Workloads, 1, -1);
    const int steps = stack->count();
    QCOMPARE(steps, 9);
    while (stack->canUndo())
        stack->undo();
    QCOMPARE(project.workloadCount(), 4);
    QCOMPARE(results.rowCount(), 20);
    while (stack->canRedo())
        stack->redo();
    QCOMPARE(stack->index(), steps);
    QCOMPARE(project.hardwareCount(), 7);
    test::loadSample(project); // a reset under the testers too
    QCOMPARE(results.rowCount(), 20);
}

void tst_ViewModels::sortingUsesRawValues()
{
    Project project;
    test::loadSample(project);
    ResultModel results(&project);
    TablePanel panel(&results);
    panel.view()->sortByColumn(ResultModel::CostColumn, Qt::DescendingOrder);
    // "$263,410" sorts above "$44.24" by value, not by text; rows without a price go last.
    const SortKeyProxy *proxy = panel.proxy();
    double previous = std::numeric_limits<double>::infinity();
    int priced = 0;
    for (int r = 0; r < proxy->rowCount(); ++r) {
        const QVariant cost = proxy->index(r, ResultModel::CostColumn).data(SortRole);
        if (!cost.isValid())
            continue;
        QVERIFY2(cost.toDouble() <= previous, qPrintable(QStringLiteral("row %1").arg(r)));
        previous = cost.toDouble();
        ++priced;
    }
    QVERIFY(priced >= 15);
    panel.view()->sortByColumn(-1, Qt::AscendingOrder); // back to table order
    QCOMPARE(proxy->mapToSource(proxy->index(0, 0)).row(), 0);
    QCOMPARE(proxy->mapToSource(proxy->index(19, 0)).row(), 19);
}

void tst_ViewModels::filterMatchesAnyColumn()
{
    Project project;
    test::loadSample(project);
    ResultModel results(&project);
    TablePanel panel(&results);
    panel.setFilterText(QStringLiteral("h100"));
    QCOMPARE(panel.proxy()->rowCount(), 4); // one per workload, matched in the GPU column
    panel.setFilterText(QStringLiteral("resnet"));
    QCOMPARE(panel.proxy()->rowCount(), 5); // one per GPU type, matched in the workload column
    // A row hidden by the filter is shown again when it is selected.
    panel.selectSourceCell(0, 0);
    QCOMPARE(panel.proxy()->rowCount(), 20);
    QCOMPARE(panel.currentSourceIndex().row(), 0);
}

// A table too large to read at a keystroke is filtered between events: the count says so until the
// rows are shown, and an export takes the rows of the filter as typed.
void tst_ViewModels::largeTableFilterSaysItIsFiltering()
{
    Project project;
    test::loadSample(project);
    ResultModel results(&project);
    TablePanel panel(&results);
    panel.proxy()->setBackgroundFilterCells(10); // the 20 sample results read in the background
    panel.setFilterText(QStringLiteral("h100"));
    QVERIFY(panel.proxy()->isFiltering());
    QCOMPARE(panel.proxy()->rowCount(), 20);
    QCOMPARE(panel.countText(), TablePanel::tr("%1 — filtering…").arg(TablePanel::tr("%Ln row(s)", nullptr, 20)));
    QTRY_VERIFY(!panel.proxy()->isFiltering());
    QCOMPARE(panel.proxy()->rowCount(), 4);
    QCOMPARE(panel.countText(), TablePanel::tr("%1 of %Ln row(s)", nullptr, 20).arg(4));

    panel.setFilterText(QStringLiteral("resnet"));
    QVERIFY(panel.proxy()->isFiltering());
    QString asked;
    QTimer::singleShot(0, [&] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        QVERIFY(box);
        asked = box->text();
        box->reject();
    });
    const auto which = csvtransfer::askExportRows(nullptr, &panel, [](int n) { return QString::number(n); });
    QCOMPARE(which, std::nullopt);
    QCOMPARE(asked, u"The filter \"resnet\" shows 5 of 20."_qs); // finished before the question
    QVERIFY(!panel.proxy()->isFiltering());
}

void tst_ViewModels::rowCountFollowsUndoAndRedo()
{
    Project project;
    test::loadSample(project);
    TableModel hardware(&project, Table::Hardware);
    TablePanel panel(&hardware);
    const auto rows = [](int total, int shown = -1) {
        return shown < 0 ? TablePanel::tr("%Ln row(s)", nullptr, total)
                         : TablePanel::tr("%1 of %Ln row(s)", nullptr, total).arg(shown);
    };
    QCOMPARE(panel.countText(), rows(5));
    // A CSV import is an insertion at the end; its undo a removal. The proxy drops its rows before the
    // table does, so a count taken from the proxy's signal alone read "5 of 6 rows" after the undo.
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("gpus.csv"));
    QFile out(file);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write("name,count\r\nMy accelerator,4\r\n");
    out.close();
    const csvtransfer::Outcome outcome = csvtransfer::importTableFile(&project, Table::Hardware, file);
    QVERIFY2(outcome.error.isEmpty(), qPrintable(outcome.error));
    QCOMPARE(panel.countText(), rows(6));
    project.undoStack()->undo();
    QCOMPARE(panel.countText(), rows(5));
    project.undoStack()->redo();
    QCOMPARE(panel.countText(), rows(6));
    edits::removeRows(project, Table::Hardware, { 0, 2 });
    QCOMPARE(panel.countText(), rows(4));
    project.undoStack()->undo();
    QCOMPARE(panel.countText(), rows(6));
    panel.setFilterText(QStringLiteral("H100"));
    QCOMPARE(panel.countText(), rows(6, 1));
    project.undoStack()->undo(); // the import again, under the filter
    QCOMPARE(panel.countText(), rows(5, 1));
    test::loadSample(project);
    panel.setFilterText({});
    QCOMPARE(panel.countText(), rows(5));
}

void tst_ViewModels::csvImportNamesOtherEncodings_data()
{
    test::addOtherEncodingRows();
}

void tst_ViewModels::csvImportNamesOtherEncodings()
{
    // Issue 18: File › Import of each table's own CSV saved again as UTF-16 (Excel's "Unicode Text") or
    // UTF-32 names the encoding, adds no row and leaves no undo step.
    QFETCH(int, encoding);
    QFETCH(bool, bom);
    QFETCH(QString, named);
    Project project;
    test::loadSample(project);
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("table.csv"));
    for (Table table : { Table::Workloads, Table::Hardware, Table::Calibrations }) {
        QFile out(file);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(test::encodedAs(tableCsv(project.table(table)), encoding, bom));
        out.close();
        const int rows = project.table(table).count();
        const csvtransfer::Outcome outcome = csvtransfer::importTableFile(&project, table, file);
        QVERIFY2(outcome.error.endsWith(u": "_qs + test::otherEncodingMessage(named)), qPrintable(outcome.error));
        QVERIFY2(outcome.error.contains(QDir::toNativeSeparators(file)), qPrintable(outcome.error));
        QCOMPARE(project.table(table).count(), rows);
        QCOMPARE(project.undoStack()->count(), 0);
    }
}

void tst_ViewModels::csvImportTakesUtf8ByteOrderMark()
{
    // Excel's "CSV UTF-8" puts a byte-order mark in front; the rows import as without it.
    Project project;
    test::loadSample(project);
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("table.csv"));
    for (Table table : { Table::Workloads, Table::Hardware }) {
        const int rows = project.table(table).count();
        QVERIFY(rows > 0);
        QFile out(file);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write("\xEF\xBB\xBF" + tableCsv(project.table(table)).toUtf8());
        out.close();
        const csvtransfer::Outcome outcome = csvtransfer::importTableFile(&project, table, file);
        QVERIFY2(outcome.error.isEmpty(), qPrintable(outcome.error));
        QCOMPARE(project.table(table).count(), 2 * rows);
    }
    QCOMPARE(project.undoStack()->count(), 2);
}

// Issue 17: an import that would take a table past plansize.h's 50,000 rows is refused, naming the
// count, and changes nothing.
void tst_ViewModels::csvImportRefusesTablesTooLargeToKeep()
{
    Project project;
    test::loadSample(project);
    const int before = project.hardwareCount();
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("many.csv"));
    QFile out(file);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write("name,count\n");
    for (int i = 0; i < 50000 - before + 1; ++i)
        out.write(QStringLiteral("Accelerator %1,4\n").arg(i).toUtf8());
    out.close();
    const csvtransfer::Outcome outcome = csvtransfer::importTableFile(&project, Table::Hardware, file);
    QCOMPARE(outcome.error,
        u"Nothing was imported from %1: 50,001 rows, more than the 50,000 a table holds"_qs.arg(
            QDir::toNativeSeparators(file)));
    QCOMPARE(project.hardwareCount(), before);
    QCOMPARE(project.undoStack()->count(), 0);
}

void tst_ViewModels::exportSaysWhichRowsItWrote()
{
    Project project;
    test::loadSample(project);
    TableModel workloads(&project, Table::Workloads);
    TablePanel panel(&workloads);
    panel.view()->sortByColumn(int(WorkloadField::Name), Qt::DescendingOrder);
    panel.setFilterText(QStringLiteral("llama"));
    QCOMPARE(panel.proxy()->rowCount(), 2); // "Fine-tune Llama 2 7B", "Serve Llama 3 8B"
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("workloads.csv"));
    const auto lines = [&file] {
        QFile in(file);
        return in.open(QIODevice::ReadOnly) ? QString::fromUtf8(in.readAll()).split(u"\r\n"_qs, Qt::SkipEmptyParts)
                                            : QStringList();
    };
    const QString native = QDir::toNativeSeparators(file);
    const QString four = tableDescription(Table::Workloads).rowsText(4);

    // The rows shown, in the view's order, and the status line says so and names the filter.
    csvtransfer::Outcome outcome
        = csvtransfer::exportTableFile(project, Table::Workloads, &panel, csvtransfer::ExportRows::Shown, file, false);
    QVERIFY2(outcome.error.isEmpty(), qPrintable(outcome.error));
    QCOMPARE(outcome.message, u"Exported 2 of %1 to %2 (filter \"llama\")"_qs.arg(four, native));
    QStringList written = lines();
    QCOMPARE(written.size(), 1 + 2);
    QVERIFY2(written[1].startsWith(u"Serve Llama 3 8B,"_qs), qPrintable(written[1]));
    QVERIFY2(written[2].startsWith(u"Fine-tune Llama 2 7B,"_qs), qPrintable(written[2]));

    // All of them, still sorted as the view sorts, the filter named as set aside.
    outcome
        = csvtransfer::exportTableFile(project, Table::Workloads, &panel, csvtransfer::ExportRows::All, file, false);
    QCOMPARE(outcome.message, u"Exported all %1 to %2 (the filter \"llama\" set aside)"_qs.arg(four, native));
    written = lines();
    QCOMPARE(written.size(), 1 + 4);
    QVERIFY2(written[1].startsWith(u"Serve Llama 3 8B,"_qs), qPrintable(written[1]));
    QVERIFY2(written[4].startsWith(u"Fine-tune Llama 2 7B,"_qs), qPrintable(written[4]));

    // No filter: every row, and the message counts them.
    panel.setFilterText({});
    outcome
        = csvtransfer::exportTableFile(project, Table::Workloads, &panel, csvtransfer::ExportRows::Shown, file, false);
    QCOMPARE(outcome.message, u"Exported %1 to %2"_qs.arg(four, native));
    QCOMPARE(lines().size(), 1 + 4);

    // The results the same way: 4 of 20 on the H100, or all 20.
    ResultModel results(&project);
    TablePanel resultPanel(&results);
    resultPanel.setFilterText(QStringLiteral("H100"));
    outcome = csvtransfer::exportResultsFile(&resultPanel, csvtransfer::ExportRows::Shown, file, false);
    QCOMPARE(outcome.message,
        u"Exported 4 of %1 to %2 (filter \"H100\")"_qs.arg(
            QCoreApplication::translate("CsvTransfer", "%n result(s)", nullptr, 20), native));
    QCOMPARE(lines().size(), 1 + 4);
    outcome = csvtransfer::exportResultsFile(&resultPanel, csvtransfer::ExportRows::All, file, false);
    QCOMPARE(lines().size(), 1 + 20);
}

void tst_ViewModels::exportAsksWhenTheFilterHidesRows()
{
    Project project;
    test::loadSample(project);
    TableModel workloads(&project, Table::Workloads);
    TablePanel panel(&workloads);
    const auto rowsText = [](int n) { return tableDescription(Table::Workloads).rowsText(n); };
    // Nothing hidden: no question.
    QCOMPARE(csvtransfer::askExportRows(nullptr, &panel, rowsText), csvtransfer::ExportRows::All);
    panel.setFilterText(QStringLiteral("llama"));
    // The question offers both, each button with its count; the answer is the button pressed.
    const auto answer = [&](const QString &button) {
        QString asked;
        QTimer::singleShot(0, [&] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            QVERIFY(box);
            asked = box->text() + u' ' + box->informativeText();
            for (QAbstractButton *b : box->buttons()) {
                if (b->text() == button || (button.isEmpty() && box->buttonRole(b) == QMessageBox::RejectRole))
                    b->click();
            }
        });
        const std::optional<csvtransfer::ExportRows> which = csvtransfer::askExportRows(nullptr, &panel, rowsText);
        return std::pair { which, asked };
    };
    auto [which, asked] = answer(QStringLiteral("Export 2 Shown"));
    QCOMPARE(which, csvtransfer::ExportRows::Shown);
    QCOMPARE(asked, u"The filter \"llama\" shows 2 of %1. Export the 2 rows shown or all 4?"_qs.arg(rowsText(4)));
    QCOMPARE(answer(QStringLiteral("Export All 4")).first, csvtransfer::ExportRows::All);
    QCOMPARE(answer({}).first, std::nullopt);
}

void tst_ViewModels::refusalKeepsTheRowInView()
{
    Project project;
    test::loadSample(project);
    for (int i = 0; i < 30; ++i) // more rows than the grid shows
        edits::insertBlankRow(project, Table::Workloads, project.workloadCount());
    TableModel workloads(&project, Table::Workloads);
    TablePanel panel(&workloads);
    panel.resize(700, 300);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    const int last = project.workloadCount() - 1;
    panel.selectSourceCell(last, int(WorkloadField::Tokens));
    const QModelIndex cell = panel.proxy()->mapFromSource(workloads.index(last, int(WorkloadField::Tokens)));
    QVERIFY(panel.view()->viewport()->rect().contains(panel.view()->visualRect(cell)));
    // The message line takes the grid's height; the refused cell at its foot must stay in view.
    QVERIFY(!workloads.setData(workloads.index(last, int(WorkloadField::Tokens)), QStringLiteral("1e30")));
    panel.showRejection(workloads.index(last, int(WorkloadField::Tokens)),
        QStringLiteral("Tokens: must be at most 100 quadrillion (1e17)"));
    QCoreApplication::processEvents();
    QVERIFY(!panel.message().isEmpty());
    const QRect shown = panel.view()->visualRect(cell);
    QVERIFY2(panel.view()->viewport()->rect().contains(shown),
        qPrintable(QStringLiteral("cell at y %1-%2, viewport height %3")
                       .arg(shown.top())
                       .arg(shown.bottom())
                       .arg(panel.view()->viewport()->height())));
}

QTEST_MAIN(tst_ViewModels)
#include "tst_viewmodels.moc"
