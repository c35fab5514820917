#include "ui/tableactions.h"

#include "core/catalog/catalog.h"
#include "core/document/catalogrows.h"
#include "core/document/edits.h"
#include "core/document/project.h"
#include "ui/catalogdialog.h"
#include "ui/icons.h"
#include "ui/sheetview.h"
#include "ui/sortkeyproxy.h"
#include "ui/tableclipboard.h"
#include "ui/tablepanel.h"

#include <QAction>
#include <QClipboard>
#include <QGuiApplication>
#include <QItemSelectionModel>
#include <QUndoStack>

namespace flopsheet {

TableActions::TableActions(
    Project *project, TablePanel *workloads, TablePanel *hardware, TablePanel *results, QWidget *window)
    : QObject(window), m_project(project), m_workloads(workloads), m_hardware(hardware), m_results(results),
      m_window(window), m_active(workloads)
{
    createActions();
    addContextMenus();
    for (TablePanel *panel : { m_workloads, m_hardware, m_results }) {
        connect(panel, &TablePanel::activated, this, [this, panel] { setActivePanel(panel); });
        connect(panel, &TablePanel::currentSourceIndexChanged, this, &TableActions::updateEnabled);
        connect(panel->view()->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &TableActions::updateEnabled);
    }
    connect(m_project->undoStack(), &QUndoStack::indexChanged, this, &TableActions::updateEnabled);
    updateEnabled();
}

void TableActions::createActions()
{
    m_copy = new QAction(icons::copy(), tr("&Copy"), this);
    m_copy->setShortcut(QKeySequence::Copy);
    m_copy->setStatusTip(tr("Copy the selected cells as tab-separated text"));
    connect(m_copy, &QAction::triggered, this, &TableActions::copy);
    m_paste = new QAction(icons::paste(), tr("&Paste"), this);
    m_paste->setShortcut(QKeySequence::Paste);
    m_paste->setStatusTip(tr("Paste cells from a spreadsheet, as one undo step"));
    connect(m_paste, &QAction::triggered, this, &TableActions::paste);
    m_filter = new QAction(tr("&Filter Table"), this);
    m_filter->setShortcut(QKeySequence::Find);
    connect(m_filter, &QAction::triggered, this, [this] { m_active->focusFilter(); });

    m_addWorkload = new QAction(icons::addRow(), tr("Add &Workload"), this);
    m_addWorkload->setStatusTip(tr("Add a workload row to fill in"));
    connect(m_addWorkload, &QAction::triggered, this, [this] { addBlankRow(Table::Workloads); });
    m_addPreset = new QAction(icons::catalog(), tr("Add Workloads from &Catalog…"), this);
    m_addPreset->setIconText(tr("Workloads…"));
    m_addPreset->setToolTip(tr("Add workloads from the catalog presets"));
    // Ctrl+Shift+M (models): Ctrl+Shift+W is the what-if dock's, and a shared shortcut fires neither.
    m_addPreset->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_M));
    connect(m_addPreset, &QAction::triggered, this, [this] { addFromCatalog(Table::Workloads); });
    m_addGpu = new QAction(icons::addRow(), tr("Add &GPU"), this);
    m_addGpu->setStatusTip(tr("Add a GPU row to fill in with its figures"));
    connect(m_addGpu, &QAction::triggered, this, [this] { addBlankRow(Table::Hardware); });
    m_addCatalogGpu = new QAction(icons::gpu(), tr("Add GPUs from C&atalog…"), this);
    m_addCatalogGpu->setIconText(tr("GPUs…"));
    m_addCatalogGpu->setToolTip(tr("Add GPU types from the catalog"));
    m_addCatalogGpu->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_G));
    connect(m_addCatalogGpu, &QAction::triggered, this, [this] { addFromCatalog(Table::Hardware); });

    m_duplicate = new QAction(icons::duplicate(), tr("D&uplicate Rows"), this);
    m_duplicate->setIconText(tr("Duplicate"));
    m_duplicate->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_D));
    connect(m_duplicate, &QAction::triggered, this, &TableActions::duplicateRows);
    m_delete = new QAction(icons::deleteRow(), tr("&Delete Rows"), this);
    m_delete->setIconText(tr("Delete"));
    m_delete->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Delete));
    connect(m_delete, &QAction::triggered, this, &TableActions::deleteRows);
    m_moveUp = new QAction(icons::moveUp(), tr("Move Row &Up"), this);
    m_moveUp->setIconText(tr("Up"));
    m_moveUp->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Up));
    connect(m_moveUp, &QAction::triggered, this, [this] { moveRow(-1); });
    m_moveDown = new QAction(icons::moveDown(), tr("Move Row Dow&n"), this);
    m_moveDown->setIconText(tr("Down"));
    m_moveDown->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Down));
    connect(m_moveDown, &QAction::triggered, this, [this] { moveRow(+1); });
}

void TableActions::addContextMenus()
{
    // A right click on a grid offers what applies to its rows.
    for (TablePanel *panel : { m_workloads, m_hardware }) {
        SheetView *view = panel->view();
        view->setContextMenuPolicy(Qt::ActionsContextMenu);
        auto separator = [view] {
            auto *action = new QAction(view);
            action->setSeparator(true);
            return action;
        };
        const bool workloads = panel == m_workloads;
        view->addActions({ m_copy, m_paste, separator(), workloads ? m_addWorkload : m_addGpu,
            workloads ? m_addPreset : m_addCatalogGpu, m_duplicate, m_delete, separator(), m_moveUp, m_moveDown });
    }
    m_results->view()->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_results->view()->addAction(m_copy);
}

void TableActions::setActivePanel(TablePanel *panel)
{
    if (!panel || panel == m_active)
        return;
    m_active = panel;
    updateEnabled();
    emit activePanelChanged(panel);
}

void TableActions::copy()
{
    const QString text = tableclipboard::selectionAsTsv(m_active);
    if (text.isEmpty())
        return;
    QGuiApplication::clipboard()->setText(text);
    emit statusMessage(tr("Copied the selected cells"));
}

void TableActions::paste()
{
    TablePanel *panel = m_active;
    if (!isEditable(panel))
        return;
    const PasteResult result
        = tableclipboard::paste(m_project, tableOf(panel), panel, QGuiApplication::clipboard()->text());
    if (!result.ok()) {
        panel->showRejection(QModelIndex(), result.error);
        emit statusMessage(result.error);
        return;
    }
    panel->clearMessage();
    emit statusMessage(result.addedRows > 0 ? tr("Pasted %n cell(s); %1", nullptr, result.changedCells)
                                                  .arg(tr("%n new row(s) at the end", nullptr, result.addedRows))
                                            : tr("Pasted %n cell(s)", nullptr, result.changedCells));
}

void TableActions::addBlankRow(Table table)
{
    TablePanel *panel = panelOf(table);
    const QList<int> rows = panel->selectedSourceRows();
    const int at = rows.isEmpty() ? panel->sourceModel()->rowCount() : rows.last() + 1;
    const InsertResult added = edits::insertBlankRow(*m_project, table, at);
    setActivePanel(panel);
    if (!inserted(panel, added))
        return;
    panel->selectSourceCell(added.row, 0);
    panel->view()->setFocus();
    panel->view()->edit(panel->view()->currentIndex()); // the name first
}

void TableActions::addFromCatalog(Table table)
{
    const Catalog &catalog = Catalog::builtIn();
    CatalogDialog dialog(
        catalog, table == Table::Workloads ? CatalogDialog::Kind::Workloads : CatalogDialog::Kind::Gpus, m_window);
    if (dialog.exec() != QDialog::Accepted || dialog.chosen().isEmpty())
        return;
    TablePanel *panel = panelOf(table);
    const int at = panel->sourceModel()->rowCount();
    const TableRows &rows = m_project->table(table);
    const RowBlock all = catalogRows(catalog, table);
    RowBlock chosen = rows.blankRows(0);
    for (int i : dialog.chosen())
        rows.appendBlock(chosen, rows.blockRows(all, i, 1));
    const InsertResult added = edits::insertRows(*m_project, table, at, chosen);
    setActivePanel(panel);
    if (!inserted(panel, added))
        return;
    panel->selectSourceCell(added.row, 0);
    panel->view()->setFocus();
}

void TableActions::duplicateRows()
{
    TablePanel *panel = m_active;
    if (!isEditable(panel))
        return;
    const InsertResult added = edits::duplicateRows(*m_project, tableOf(panel), panel->selectedSourceRows());
    if (inserted(panel, added))
        panel->selectSourceCell(added.row, 0);
}

void TableActions::deleteRows()
{
    TablePanel *panel = m_active;
    if (!isEditable(panel))
        return;
    const QList<int> rows = panel->selectedSourceRows();
    const int column = qMax(0, panel->currentSourceIndex().column());
    if (!edits::removeRows(*m_project, tableOf(panel), rows))
        return;
    const int count = panel->sourceModel()->rowCount();
    if (count > 0)
        panel->selectSourceCell(qMin(rows.first(), count - 1), column);
}

void TableActions::moveRow(int delta)
{
    TablePanel *panel = m_active;
    if (!isEditable(panel))
        return;
    const QModelIndex current = panel->currentSourceIndex();
    if (!current.isValid())
        return;
    // Moving is about table order: a sorted view would hide the move, so go back to table order.
    if (panel->proxy()->sortColumn() >= 0)
        panel->view()->sortByColumn(-1, Qt::AscendingOrder);
    const int row = edits::moveRow(*m_project, tableOf(panel), current.row(), delta);
    if (row >= 0)
        panel->selectSourceCell(row, current.column());
}

void TableActions::updateEnabled()
{
    const bool editable = isEditable(m_active);
    const QModelIndex current = m_active->currentSourceIndex();
    const bool hasRows = editable && !m_active->selectedSourceRows().isEmpty();
    const int count = m_active->sourceModel()->rowCount();
    m_duplicate->setEnabled(hasRows);
    m_delete->setEnabled(hasRows);
    m_moveUp->setEnabled(editable && current.isValid() && current.row() > 0);
    m_moveDown->setEnabled(editable && current.isValid() && current.row() < count - 1);
    m_copy->setEnabled(current.isValid());
    m_paste->setEnabled(editable && current.isValid());
}

bool TableActions::inserted(TablePanel *panel, const InsertResult &added)
{
    if (added.inserted())
        return true;
    if (!added.error.isEmpty()) {
        panel->showRejection(QModelIndex(), added.error);
        emit statusMessage(added.error);
    }
    return false;
}

bool TableActions::isEditable(const TablePanel *panel) const
{
    return panel == m_workloads || panel == m_hardware;
}

Table TableActions::tableOf(const TablePanel *panel) const
{
    return panel == m_hardware ? Table::Hardware : Table::Workloads;
}

TablePanel *TableActions::panelOf(Table table) const
{
    return table == Table::Workloads ? m_workloads : m_hardware;
}

} // namespace flopsheet
