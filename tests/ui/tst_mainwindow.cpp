// The window driven as a person drives it, offscreen: typing into a cell through the real table
// view, a refused value, copy and paste through the clipboard, files, recovery and the catalog.
#include "core/document/commands.h"
#include "core/document/project.h"
#include "core/io/projectfile.h"
#include "core/models/resultmodel.h"
#include "core/models/tablemodelroles.h"
#include "ui/autosaver.h"
#include "ui/catalogdialog.h"
#include "ui/csvtransfer.h"
#include "ui/languages.h"
#include "ui/mainwindow.h"
#include "ui/projectfiles.h"
#include "ui/sheetview.h"
#include "ui/sortkeyproxy.h"
#include "ui/tableactions.h"
#include "ui/tablepanel.h"
#include "uitestutil.h"

#include <QApplication>
#include <QClipboard>
#include <QFile>
#include <QItemSelectionModel>
#include <QLineEdit>
#include <QLockFile>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>

#include <memory>

using namespace flopsheet;

namespace {

// A window on the sample plan with settings of its own, shown offscreen.
struct Fixture {
    test::TemporarySettings temp;
    Project project;
    MainWindow window { &project, &temp.settings };

    Fixture()
    {
        window.files()->openSample();
        window.resize(1400, 900);
        window.show();
    }

    // The proxy index of a source cell of a panel.
    static QModelIndex cell(TablePanel *panel, int row, int column)
    {
        return panel->proxy()->mapFromSource(panel->sourceModel()->index(row, column));
    }

    // Opens the editor of a cell through the view, as a double click or F2 does.
    static QLineEdit *startEditing(TablePanel *panel, const QModelIndex &index)
    {
        SheetView *view = panel->view();
        view->setFocus();
        view->setCurrentIndex(index);
        view->edit(index);
        return view->findChild<QLineEdit *>();
    }
};

} // namespace

class tst_MainWindow : public QObject {
    Q_OBJECT
private slots:
    void editThroughTheViewAndUndo();
    void refusedEditLeavesTheCellAndSaysWhy();
    void pasteOfABlockIsOneUndoStep();
    void refusedPasteChangesNothing();
    void copyGivesTabSeparatedCells();
    void detailsFollowTheSelection();
    void titleShowsFileAndModified();
    void saveAndLoadRoundTrip();
    void failedLoadLeavesTheProjectUntouched();
    void autosaveWritesAndRemovesTheRecoveryFile();
    void runningCopiesKeepSeparateRecoveryFiles();
    void restoredRecoveryIsModified();
    void catalogDialogSearchesAndChooses();
    void exampleFileIsTheSamplePlan();
    void layoutAndHiddenColumnsPersist();
    void languageSwitchRebuildsTheWindow();
    void csvImportIsOneStepAndABadFileChangesNothing();
    void resultsCsvFollowsTheViewWithoutTheLocale();
    void noTwoActionsShareAShortcut();
};

void tst_MainWindow::editThroughTheViewAndUndo()
{
    Fixture f;
    TablePanel *panel = f.window.workloadPanel();
    ResultModel *results = f.window.resultModel();
    const int tokens = int(WorkloadField::Tokens);
    const QModelIndex index = Fixture::cell(panel, 0, tokens);
    const QString before = index.data(Qt::EditRole).toString();
    const double hoursBefore = results->estimateAt(0).wallHours;
    QSignalSpy changed(results, &QAbstractItemModel::dataChanged);

    QLineEdit *editor = Fixture::startEditing(panel, index);
    QVERIFY(editor);
    QCOMPARE(editor->text(), before);
    editor->selectAll();
    QTest::keyClicks(editor, QStringLiteral("2T"));
    QTest::keyClick(editor, Qt::Key_Return);

    QTRY_VERIFY(!changed.isEmpty());
    QTRY_COMPARE(results->estimateAt(0).wallHours, hoursBefore * 2); // 1T tokens became 2T
    QCOMPARE(index.data(Qt::DisplayRole).toString(), QStringLiteral("2 T"));
    QVERIFY(f.window.isWindowModified());
    QCOMPARE(f.project.undoStack()->count(), 1);

    f.project.undoStack()->undo();
    QCOMPARE(index.data(Qt::EditRole).toString(), before);
    QCOMPARE(results->estimateAt(0).wallHours, hoursBefore);
    QVERIFY(!f.window.isWindowModified());
}

void tst_MainWindow::refusedEditLeavesTheCellAndSaysWhy()
{
    Fixture f;
    TablePanel *panel = f.window.workloadPanel();
    const QModelIndex index = Fixture::cell(panel, 0, int(WorkloadField::Params));
    const QString before = index.data(Qt::EditRole).toString();

    QLineEdit *editor = Fixture::startEditing(panel, index);
    QVERIFY(editor);
    editor->selectAll();
    QTest::keyClicks(editor, QStringLiteral("-5"));
    QTest::keyClick(editor, Qt::Key_Return);

    QTRY_VERIFY(!panel->message().isEmpty());
    QVERIFY2(panel->message().contains(QStringLiteral("Parameters")), qPrintable(panel->message()));
    QCOMPARE(f.window.statusBar()->currentMessage(), panel->message());
    QCOMPARE(index.data(Qt::EditRole).toString(), before);
    QCOMPARE(f.project.undoStack()->count(), 0);
    QVERIFY(!f.window.isWindowModified());
}

void tst_MainWindow::pasteOfABlockIsOneUndoStep()
{
    Fixture f;
    TablePanel *panel = f.window.hardwarePanel();
    f.window.tableActions()->setActivePanel(panel);
    panel->selectSourceCell(1, int(GpuField::Fp32));
    QGuiApplication::clipboard()->setText(QStringLiteral("10\t20\r\n30\t40\r\n"));
    const QList<HardwareEntry> before = f.project.hardwareRows();
    const int resultsBefore = f.window.resultModel()->rowCount();

    f.window.tableActions()->paste();

    QCOMPARE(f.project.undoStack()->count(), 1);
    QCOMPARE(fieldValue(f.project.hardware(1), GpuField::Fp32).toDouble(), 10.0);
    QCOMPARE(fieldValue(f.project.hardware(1), GpuField::Tf32).toDouble(), 20.0);
    QCOMPARE(fieldValue(f.project.hardware(2), GpuField::Fp32).toDouble(), 30.0);
    QCOMPARE(fieldValue(f.project.hardware(2), GpuField::Tf32).toDouble(), 40.0);
    QCOMPARE(f.window.resultModel()->rowCount(), resultsBefore);
    f.project.undoStack()->undo();
    for (int row = 0; row < f.project.hardwareCount(); ++row)
        for (int field = 0; field < kGpuFieldCount; ++field)
            QCOMPARE(fieldValue(f.project.hardware(row), GpuField(field)), fieldValue(before[row], GpuField(field)));
}

void tst_MainWindow::refusedPasteChangesNothing()
{
    Fixture f;
    TablePanel *panel = f.window.hardwarePanel();
    f.window.tableActions()->setActivePanel(panel);
    panel->selectSourceCell(1, int(GpuField::Fp32));
    QGuiApplication::clipboard()->setText(QStringLiteral("10\t20\n30\tfast\n"));

    f.window.tableActions()->paste();

    QCOMPARE(f.project.undoStack()->count(), 0);
    QVERIFY2(panel->message().contains(QStringLiteral("Row 3")), qPrintable(panel->message()));
    QVERIFY2(panel->message().contains(QStringLiteral("TF32")), qPrintable(panel->message()));
    QCOMPARE(fieldValue(f.project.hardware(1), GpuField::Fp32).toDouble(), 30.3);
}

void tst_MainWindow::copyGivesTabSeparatedCells()
{
    Fixture f;
    TablePanel *panel = f.window.hardwarePanel();
    f.window.tableActions()->setActivePanel(panel);
    SheetView *view = panel->view();
    const QItemSelection block(
        Fixture::cell(panel, 1, int(GpuField::Fp32)), Fixture::cell(panel, 2, int(GpuField::Tf32)));
    view->selectionModel()->setCurrentIndex(
        Fixture::cell(panel, 1, int(GpuField::Fp32)), QItemSelectionModel::NoUpdate);
    view->selectionModel()->select(block, QItemSelectionModel::ClearAndSelect);

    f.window.tableActions()->copy();

    QCOMPARE(QGuiApplication::clipboard()->text(), QStringLiteral("30.3\t60\n19.5\t156\n"));
    // What was copied pastes back unchanged: no undo step.
    panel->selectSourceCell(1, int(GpuField::Fp32));
    f.window.tableActions()->paste();
    QCOMPARE(f.project.undoStack()->count(), 0);
}

void tst_MainWindow::detailsFollowTheSelection()
{
    Fixture f;
    f.window.showView(MainWindow::View::Results);
    const QString explanation = f.window.details()->toPlainText();
    QVERIFY2(explanation.contains(f.project.workload(0).workload.name), qPrintable(explanation));
    QVERIFY2(explanation.contains(f.project.hardware(0).gpu.name), qPrintable(explanation));

    f.window.showView(MainWindow::View::Workloads);
    const QString summary = f.window.details()->toPlainText();
    QVERIFY(summary != explanation);
    for (const HardwareEntry &h : f.project.hardwareRows())
        QVERIFY2(summary.contains(h.gpu.name), qPrintable(summary));

    f.window.showView(MainWindow::View::Hardware);
    QVERIFY(f.window.details()->toPlainText().contains(f.project.hardware(0).gpu.name));
}

void tst_MainWindow::titleShowsFileAndModified()
{
    Fixture f;
    QVERIFY(f.window.windowTitle().contains(QStringLiteral("FlopSheet")));
    QVERIFY(!f.window.isWindowModified());
    f.project.setFileName(QStringLiteral("/plans/cluster.flopsheet"));
    QVERIFY(f.window.windowTitle().startsWith(QStringLiteral("cluster.flopsheet")));
    TablePanel *panel = f.window.hardwarePanel();
    QVERIFY(panel->sourceModel()->setData(panel->sourceModel()->index(0, int(GpuField::Count)), QStringLiteral("4")));
    QVERIFY(f.window.isWindowModified());
}

void tst_MainWindow::saveAndLoadRoundTrip()
{
    Fixture f;
    const QString file = f.temp.dir.filePath(QStringLiteral("plan.flopsheet"));
    TablePanel *panel = f.window.hardwarePanel();
    QVERIFY(panel->sourceModel()->setData(panel->sourceModel()->index(0, int(GpuField::Count)), QStringLiteral("4")));
    QString error;
    QVERIFY2(f.window.files()->saveFile(file, &error), qPrintable(error));
    QVERIFY(!f.project.isModified());
    QCOMPARE(f.project.fileName(), file);
    QCOMPARE(f.temp.settings.recentFiles().value(0), file);

    Project other;
    MainWindow second(&other, &f.temp.settings);
    QVERIFY2(second.files()->loadFile(file, &error), qPrintable(error));
    QCOMPARE(other.hardware(0).count, 4);
    QCOMPARE(other.workloadCount(), f.project.workloadCount());
    QCOMPARE(second.resultModel()->rowCount(), f.window.resultModel()->rowCount());
    QVERIFY(!other.isModified());
}

void tst_MainWindow::failedLoadLeavesTheProjectUntouched()
{
    Fixture f;
    const QString file = f.temp.dir.filePath(QStringLiteral("broken.flopsheet"));
    QFile out(file);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(R"({"formatVersion": 1, "application": "FlopSheet", "workloads": [)"); // truncated
    out.close();
    TablePanel *panel = f.window.hardwarePanel();
    QVERIFY(panel->sourceModel()->setData(panel->sourceModel()->index(0, int(GpuField::Count)), QStringLiteral("4")));
    const int steps = f.project.undoStack()->count();

    QString error;
    QVERIFY(!f.window.files()->loadFile(file, &error));
    QVERIFY(!error.isEmpty());
    QCOMPARE(f.project.workloadCount(), 4);
    QCOMPARE(f.project.hardware(0).count, 4);
    QCOMPARE(f.project.undoStack()->count(), steps);
    QVERIFY(f.project.isModified());
    QVERIFY(f.project.fileName().isEmpty());
}

void tst_MainWindow::runningCopiesKeepSeparateRecoveryFiles()
{
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("data"));
    std::unique_ptr<QLockFile> first, second, third;
    const QString a = Autosaver::claimRecoveryFile(folder, &first);
    const QString b = Autosaver::claimRecoveryFile(folder, &second); // a second copy while the first runs
    QCOMPARE(QFileInfo(a).fileName(), u"recovery.flopsheet"_qs);
    QCOMPARE(QFileInfo(b).fileName(), u"recovery-2.flopsheet"_qs);
    QVERIFY(first->isLocked() && second->isLocked());
    // The first copy ends: the next one to start takes its slot (and would offer its recovery file).
    first.reset();
    QCOMPARE(Autosaver::claimRecoveryFile(folder, &third), a);
    QVERIFY(third->isLocked());
}

void tst_MainWindow::autosaveWritesAndRemovesTheRecoveryFile()
{
    test::TemporarySettings temp;
    Project project;
    test::loadSample(project);
    const QString recovery = temp.dir.filePath(QStringLiteral("data/recovery.flopsheet"));
    {
        Autosaver autosaver(&project, &temp.settings, recovery);
        autosaver.setInterval(20);
        QVERIFY(!autosaver.hasRecovery());
        project.setFileName(QStringLiteral("/plans/cluster.flopsheet"));
        WorkloadEntry e = project.workload(0);
        project.undoStack()->push(new InsertRowsCommand(&project, 0, QList<WorkloadEntry> { e }));
        QTRY_VERIFY(autosaver.hasRecovery()); // the timer wrote it
        QCOMPARE(autosaver.recoveryOrigin(), QStringLiteral("/plans/cluster.flopsheet"));
        ProjectData data;
        QString error;
        QVERIFY2(loadProject(recovery, data, &error), qPrintable(error));
        QCOMPARE(data.workloads.size(), 5);

        project.undoStack()->undo(); // back at the saved state: nothing to recover
        QVERIFY(!autosaver.hasRecovery());
        project.undoStack()->redo();
        QTRY_VERIFY(autosaver.hasRecovery());
    }
    QVERIFY(!QFile::exists(recovery)); // a normal end removes it
}

void tst_MainWindow::restoredRecoveryIsModified()
{
    Fixture f;
    const QString recovery = f.temp.dir.filePath(QStringLiteral("recovery.flopsheet"));
    QString error;
    Project crashed;
    test::loadSample(crashed);
    crashed.undoStack()->push(new RemoveRowsCommand(&crashed, Table::Workloads, 0, 2));
    QVERIFY2(saveProject(crashed, recovery, &error), qPrintable(error));

    QVERIFY2(f.window.files()->restoreRecovery(recovery, QStringLiteral("/plans/cluster.flopsheet"), &error),
        qPrintable(error));
    QCOMPARE(f.project.workloadCount(), 2);
    QVERIFY(f.project.isModified());
    QVERIFY(f.window.isWindowModified());
    QCOMPARE(f.project.fileName(), QStringLiteral("/plans/cluster.flopsheet"));
}

void tst_MainWindow::catalogDialogSearchesAndChooses()
{
    const Catalog &catalog = Catalog::builtIn();
    CatalogDialog dialog(catalog, CatalogDialog::Kind::Workloads);
    dialog.setSearchText(QStringLiteral("llama 2"));
    dialog.selectAllShown();
    const QList<int> chosen = dialog.chosen();
    QVERIFY(chosen.size() >= 3); // 7B, 13B, 70B
    for (int i : chosen)
        QVERIFY2(catalog.workloads()[size_t(i)].name.contains(QStringLiteral("Llama 2"), Qt::CaseInsensitive),
            qPrintable(catalog.workloads()[size_t(i)].name));

    CatalogDialog gpus(catalog, CatalogDialog::Kind::Gpus);
    gpus.setSearchText(QStringLiteral("h100"));
    gpus.selectAllShown();
    QVERIFY(!gpus.chosen().isEmpty());
    for (int i : gpus.chosen())
        QVERIFY(catalog.gpus()[size_t(i)].name.contains(QStringLiteral("H100"), Qt::CaseInsensitive));
}

void tst_MainWindow::exampleFileIsTheSamplePlan()
{
    // examples/sample.flopsheet is what a first start shows; it must not drift from the code.
    Fixture f;
    Project fromFile;
    MainWindow window(&fromFile, &f.temp.settings);
    QString error;
    QVERIFY2(window.files()->loadFile(QStringLiteral(FLOPSHEET_TEST_DATA "/../../examples/sample.flopsheet"), &error),
        qPrintable(error));
    // Everything the file holds: rows, assumptions (deadline, budget) and the saved scenarios.
    QCOMPARE(projectToJson(fromFile), projectToJson(f.project));
    QCOMPARE(fromFile.scenarios().size(), 2);
    QCOMPARE(fromFile.workloadCount(), f.project.workloadCount());
    QCOMPARE(fromFile.hardwareCount(), f.project.hardwareCount());
    for (int w = 0; w < fromFile.workloadCount(); ++w)
        QCOMPARE(fromFile.workload(w).workload.name, f.project.workload(w).workload.name);
    const ResultModel *expected = f.window.resultModel();
    const ResultModel *actual = window.resultModel();
    QCOMPARE(actual->rowCount(), expected->rowCount());
    for (int row = 0; row < actual->rowCount(); ++row) {
        for (int column = 0; column < actual->columnCount(); ++column)
            QCOMPARE(actual->index(row, column).data(), expected->index(row, column).data());
    }
}

void tst_MainWindow::layoutAndHiddenColumnsPersist()
{
    test::TemporarySettings temp;
    Project project;
    {
        MainWindow window(&project, &temp.settings);
        window.files()->openSample();
        window.show();
        window.hardwarePanel()->view()->setColumnHidden(int(GpuField::Tf32), true);
        window.resultPanel()->view()->setColumnWidth(ResultModel::WorkloadColumn, 321);
        QVERIFY(window.close()); // unmodified: no question
    }
    MainWindow again(&project, &temp.settings);
    QVERIFY(again.hardwarePanel()->view()->isColumnHidden(int(GpuField::Tf32)));
    QVERIFY(!again.hardwarePanel()->view()->isColumnHidden(int(GpuField::Fp32)));
    QCOMPARE(again.resultPanel()->view()->columnWidth(ResultModel::WorkloadColumn), 321);
}

void tst_MainWindow::languageSwitchRebuildsTheWindow()
{
    Fixture f;
    QAction *chinese = nullptr;
    for (QAction *action : f.window.findChildren<QAction *>()) {
        if (action->text() == QStringLiteral("简体中文"))
            chinese = action;
    }
    QVERIFY(chinese);
    chinese->trigger();

    QCOMPARE(f.temp.settings.language(), QStringLiteral("zh_CN"));
    QVERIFY(!f.window.isVisible()); // closed for its successor, without asking
    MainWindow *next = nullptr;
    for (QWidget *widget : QApplication::topLevelWidgets()) {
        if (auto *window = qobject_cast<MainWindow *>(widget); window && window != &f.window)
            next = window;
    }
    QVERIFY(next);
    QVERIFY(next->isVisible());
    QCOMPARE(next->resultModel()->rowCount(), f.window.resultModel()->rowCount()); // the same plan
    QCOMPARE(QLocale().language(), QLocale::Chinese);
    delete next;
    languages::install(QStringLiteral("en"));
}

void tst_MainWindow::csvImportIsOneStepAndABadFileChangesNothing()
{
    Fixture f;
    const QString good = f.temp.dir.filePath(QStringLiteral("gpus.csv"));
    QFile out(good);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(
        "name,count,memory_gib,bandwidth_gbps,bf16_tflops\r\nH100-SXM,16,,,\r\nMy accelerator,4,96 GB,3 TB/s,500\r\n");
    out.close();
    csvtransfer::Outcome outcome = csvtransfer::importTableFile(&f.project, Table::Hardware, good);
    QVERIFY2(outcome.error.isEmpty(), qPrintable(outcome.error));
    QCOMPARE(f.project.hardwareCount(), 7);
    QCOMPARE(f.project.hardware(5).count, 16);
    QCOMPARE(f.project.hardware(6).gpu.name, QStringLiteral("My accelerator"));
    QCOMPARE(f.project.undoStack()->count(), 1);

    const QString bad = f.temp.dir.filePath(QStringLiteral("bad.csv"));
    QFile badOut(bad);
    QVERIFY(badOut.open(QIODevice::WriteOnly));
    badOut.write("name,count\r\nL4,2\r\nT4,many\r\n");
    badOut.close();
    outcome = csvtransfer::importTableFile(&f.project, Table::Hardware, bad);
    QVERIFY(!outcome.error.isEmpty());
    QVERIFY2(outcome.error.contains(QStringLiteral("line 3")), qPrintable(outcome.error));
    QCOMPARE(f.project.hardwareCount(), 7);
    QCOMPARE(f.project.undoStack()->count(), 1);
}

void tst_MainWindow::resultsCsvFollowsTheViewWithoutTheLocale()
{
    Fixture f;
    QLocale::setDefault(QLocale(QLocale::German)); // "1.234,5" on screen must not reach the file
    TablePanel *results = f.window.resultPanel();
    results->view()->sortByColumn(ResultModel::CostColumn, Qt::AscendingOrder);
    results->view()->setColumnHidden(ResultModel::EnergyColumn, true);
    results->setFilterText(QStringLiteral("H100"));
    const QString csv = csvtransfer::resultsCsv(results);
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    const QStringList lines = csv.split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 1 + 4); // header + one row per workload on H100
    QVERIFY(!lines.first().contains(QStringLiteral("Energy")));
    QVERIFY(lines.first().contains(QStringLiteral("Cost")));
    for (const QString &line : lines.mid(1)) {
        QVERIFY2(line.contains(QStringLiteral("H100")), qPrintable(line));
        QVERIFY2(!line.contains(u'$'), qPrintable(line));
    }
    // In the view's order, numbers as C prints them (not "205.749,93" nor "$205,750").
    const SortKeyProxy *proxy = results->proxy();
    for (int r = 0; r < proxy->rowCount(); ++r) {
        const QVariant cost = proxy->index(r, ResultModel::CostColumn).data(SortRole);
        if (cost.isValid())
            QVERIFY2(lines[r + 1].contains(u',' + QString::number(cost.toDouble(), 'g', 10) + u','),
                qPrintable(lines[r + 1]));
    }
}

void tst_MainWindow::noTwoActionsShareAShortcut()
{
    // Qt runs neither of two actions that share a shortcut in one window ("Ambiguous shortcut overload").
    Fixture f;
    QHash<QKeySequence, const QAction *> owner;
    int shortcuts = 0;
    for (const QAction *action : f.window.findChildren<QAction *>()) {
        // Shortcuts scoped to one widget (a table's own keys) cannot clash across the window.
        if (action->shortcutContext() == Qt::WidgetShortcut)
            continue;
        for (const QKeySequence &key : action->shortcuts()) {
            if (key.isEmpty())
                continue;
            ++shortcuts;
            const QAction *other = owner.value(key);
            QVERIFY2(!other || other == action,
                qPrintable(QStringLiteral("%1 is both \"%2\" and \"%3\"")
                               .arg(key.toString(), other ? other->text() : QString(), action->text())));
            owner.insert(key, action);
        }
    }
    QVERIFY(shortcuts >= 10); // the window's actions were found
}

QTEST_MAIN(tst_MainWindow)
#include "tst_mainwindow.moc"
