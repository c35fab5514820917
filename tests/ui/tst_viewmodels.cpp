// The three table models and the sorting, filtering proxies the window puts over them, under
// QAbstractItemModelTester while the plan is edited, grown, shrunk, reordered, undone and redone.
#include "core/document/edits.h"
#include "core/document/project.h"
#include "core/models/resultmodel.h"
#include "core/models/tablemodel.h"
#include "core/models/tablemodelroles.h"
#include "ui/sheetview.h"
#include "ui/tablepanel.h"
#include "uitestutil.h"

#include <QAbstractItemModelTester>
#include <QSortFilterProxyModel>
#include <QTest>

#include <memory>

using namespace flopsheet;

class tst_ViewModels : public QObject {
    Q_OBJECT
private slots:
    void modelsAndProxiesStayConsistent();
    void sortingUsesRawValues();
    void filterMatchesAnyColumn();
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
    const QSortFilterProxyModel *proxy = panel.proxy();
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

QTEST_MAIN(tst_ViewModels)
#include "tst_viewmodels.moc"
