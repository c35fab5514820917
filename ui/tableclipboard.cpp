#include "ui/tableclipboard.h"

#include "core/io/tablecsv.h"
#include "core/models/tablemodelroles.h"
#include "ui/sheetview.h"
#include "ui/sortkeyproxy.h"
#include "ui/tablepanel.h"

#include <QCoreApplication>
#include <QHeaderView>
#include <QItemSelectionModel>

#include <algorithm>

namespace flopsheet::tableclipboard {
namespace {

class TableClipboard {
    Q_DECLARE_TR_FUNCTIONS(TableClipboard)
};

QString cellText(const QModelIndex &index)
{
    QVariant v = index.data(Qt::EditRole);
    if (!v.isValid())
        v = index.data(SortRole);
    if (!v.isValid())
        v = index.data(Qt::DisplayRole);
    if (v.typeId() == QMetaType::Double)
        return QString::number(v.toDouble(), 'g', 10); // locale-free, as spreadsheets read numbers
    return v.toString();
}

// Logical columns in the order the view shows them, hidden ones left out, from a visual position on.
QList<int> visibleColumnsFrom(const QHeaderView *header, int visualStart)
{
    QList<int> columns;
    for (int v = visualStart; v < header->count(); ++v) {
        const int logical = header->logicalIndex(v);
        if (!header->isSectionHidden(logical))
            columns << logical;
    }
    return columns;
}

} // namespace

QString selectionAsTsv(const TablePanel *panel)
{
    const SheetView *view = panel->view();
    const QHeaderView *header = view->horizontalHeader();
    QModelIndexList selected = view->selectionModel()->selectedIndexes();
    if (selected.isEmpty() && view->currentIndex().isValid())
        selected << view->currentIndex();
    if (selected.isEmpty())
        return {};
    int top = INT_MAX, bottom = -1, left = INT_MAX, right = -1;
    for (const QModelIndex &index : selected) {
        if (header->isSectionHidden(index.column()))
            continue;
        top = std::min(top, index.row());
        bottom = std::max(bottom, index.row());
        const int visual = header->visualIndex(index.column());
        left = std::min(left, visual);
        right = std::max(right, visual);
    }
    if (bottom < 0)
        return {};
    QList<int> columns = visibleColumnsFrom(header, left);
    columns.removeIf([header, right](int logical) { return header->visualIndex(logical) > right; });
    QList<QStringList> cells;
    const QItemSelectionModel *selection = view->selectionModel();
    for (int row = top; row <= bottom; ++row) {
        QStringList line;
        for (int column : columns) {
            const QModelIndex index = view->model()->index(row, column);
            const bool wanted = selection->isSelected(index) || (selected.size() == 1 && index == selected.first());
            line << (wanted ? cellText(index) : QString());
        }
        cells << line;
    }
    return toTsv(cells);
}

PasteResult paste(Project *project, Table table, const TablePanel *panel, const QString &text)
{
    const SheetView *view = panel->view();
    const SortKeyProxy *proxy = panel->proxy();
    const QHeaderView *header = view->horizontalHeader();
    QList<QStringList> cells = fromTsv(text);
    if (cells.isEmpty())
        return { 0, TableClipboard::tr("The clipboard holds no cells to paste.") };

    QModelIndexList selected = view->selectionModel()->selectedIndexes();
    if (selected.isEmpty() && view->currentIndex().isValid())
        selected << view->currentIndex();
    if (selected.isEmpty())
        return { 0, TableClipboard::tr("Select the cell to paste into first.") };
    int top = INT_MAX, left = INT_MAX, bottom = -1, right = -1;
    for (const QModelIndex &index : selected) {
        top = std::min(top, index.row());
        bottom = std::max(bottom, index.row());
        left = std::min(left, header->visualIndex(index.column()));
        right = std::max(right, header->visualIndex(index.column()));
    }

    QList<int> columns = visibleColumnsFrom(header, left);
    QList<int> rows;
    for (int r = top; r < proxy->rowCount(); ++r)
        rows << proxy->mapToSource(proxy->index(r, 0)).row();

    // One value over a selected block fills the block, as spreadsheets do.
    if (cells.size() == 1 && cells.first().size() == 1 && selected.size() > 1) {
        columns.removeIf([header, right](int logical) { return header->visualIndex(logical) > right; });
        const QStringList line(columns.size(), cells.first().first());
        cells = QList<QStringList>(bottom - top + 1, line);
    }
    return edits::pasteCells(*project, table, rows, columns, cells);
}

} // namespace flopsheet::tableclipboard
