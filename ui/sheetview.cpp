#include "ui/sheetview.h"

#include <QAbstractProxyModel>
#include <QHeaderView>
#include <QMenu>
#include <QPainter>

namespace flopsheet {
namespace {

constexpr int kMaxFittedWidth = 260; // a long name should not push every figure off screen

} // namespace

SheetView::SheetView(QWidget *parent) : QTableView(parent)
{
    setSelectionBehavior(QAbstractItemView::SelectItems);
    setSelectionMode(QAbstractItemView::ExtendedSelection);
    setEditTriggers(
        QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed | QAbstractItemView::AnyKeyPressed);
    setAlternatingRowColors(true);
    setWordWrap(false);
    setCornerButtonEnabled(true);
    setHorizontalScrollMode(QAbstractItemView::ScrollPerPixel);
    setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);

    QHeaderView *columns = horizontalHeader();
    columns->setSectionsMovable(true);
    columns->setHighlightSections(true);
    columns->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    columns->setContextMenuPolicy(Qt::CustomContextMenu);
    columns->setSortIndicatorShown(true);
    columns->setSortIndicator(-1, Qt::AscendingOrder); // table order until a header is clicked
    setSortingEnabled(true); // after the indicator: enabling sorts by it
    connect(columns, &QHeaderView::customContextMenuRequested, this, &SheetView::showHeaderMenu);

    QHeaderView *rows = verticalHeader();
    rows->setSectionResizeMode(QHeaderView::Fixed);
    rows->setDefaultSectionSize(fontMetrics().height() + 10);
    rows->setDefaultAlignment(Qt::AlignRight | Qt::AlignVCenter);
}

void SheetView::fitColumns()
{
    resizeColumnsToContents();
    QHeaderView *columns = horizontalHeader();
    for (int c = 0; c < columns->count(); ++c) {
        if (columns->sectionSize(c) > kMaxFittedWidth)
            columns->resizeSection(c, kMaxFittedWidth);
    }
}

void SheetView::setPlaceholderText(const QString &text)
{
    m_placeholder = text;
    viewport()->update();
}

QString SheetView::shownPlaceholder() const
{
    if (!model() || model()->rowCount() > 0)
        return {};
    const auto *proxy = qobject_cast<const QAbstractProxyModel *>(model());
    if (proxy && proxy->sourceModel() && proxy->sourceModel()->rowCount() > 0)
        return tr("No row matches the filter.");
    return m_placeholder;
}

void SheetView::paintEvent(QPaintEvent *event)
{
    QTableView::paintEvent(event);
    const QString text = shownPlaceholder();
    if (text.isEmpty())
        return;
    QPainter painter(viewport());
    painter.setPen(palette().color(QPalette::PlaceholderText));
    const QRect area = viewport()->rect().adjusted(12, 8, -12, -8);
    painter.drawText(area, Qt::AlignCenter | Qt::TextWordWrap, text);
}

void SheetView::focusInEvent(QFocusEvent *event)
{
    QTableView::focusInEvent(event);
    emit activated();
}

void SheetView::showHeaderMenu(const QPoint &position)
{
    if (!model())
        return;
    QHeaderView *columns = horizontalHeader();
    QMenu menu(this);
    menu.addSection(tr("Columns"));
    int visible = 0;
    for (int c = 0; c < model()->columnCount(); ++c)
        visible += columns->isSectionHidden(c) ? 0 : 1;
    for (int c = 0; c < model()->columnCount(); ++c) {
        QAction *action = menu.addAction(model()->headerData(c, Qt::Horizontal).toString());
        action->setCheckable(true);
        action->setChecked(!columns->isSectionHidden(c));
        action->setEnabled(columns->isSectionHidden(c) || visible > 1); // the last column stays
        connect(action, &QAction::toggled, this, [this, c](bool shown) { setColumnHidden(c, !shown); });
    }
    menu.addSeparator();
    connect(menu.addAction(tr("Show All Columns")), &QAction::triggered, this, [this] {
        for (int c = 0; c < model()->columnCount(); ++c)
            setColumnHidden(c, false);
    });
    connect(menu.addAction(tr("Fit Columns to Contents")), &QAction::triggered, this, &SheetView::fitColumns);
    connect(menu.addAction(tr("Table Order (No Sorting)")), &QAction::triggered, this,
        [this] { sortByColumn(-1, Qt::AscendingOrder); });
    menu.exec(columns->viewport()->mapToGlobal(position));
}

} // namespace flopsheet
