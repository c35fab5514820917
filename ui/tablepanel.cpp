#include "ui/tablepanel.h"

#include "core/models/tablemodelroles.h"
#include "ui/sheetview.h"
#include "ui/sortkeyproxy.h"

#include <QHBoxLayout>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QTimer>
#include <QToolTip>
#include <QVBoxLayout>

#include <algorithm>

namespace flopsheet {
namespace {

constexpr int kMessageMs = 10000;

} // namespace

TablePanel::TablePanel(QAbstractItemModel *model, QWidget *parent)
    : QWidget(parent), m_model(model), m_proxy(new SortKeyProxy(this)), m_title(new QLabel(this)),
      m_count(new QLabel(this)), m_filter(new QLineEdit(this)), m_message(new QLabel(this)),
      m_messageTimer(new QTimer(this)), m_view(new SheetView(this))
{
    m_proxy->setSourceModel(model);
    m_proxy->setSortRole(SortRole);
    m_proxy->setFilterKeyColumn(-1); // a match in any column keeps the row
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_proxy->setSortCaseSensitivity(Qt::CaseInsensitive);
    m_view->setModel(m_proxy);

    QFont titleFont = m_title->font();
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    m_count->setForegroundRole(QPalette::PlaceholderText);
    m_filter->setPlaceholderText(tr("Filter…"));
    m_filter->setClearButtonEnabled(true);
    m_filter->setMaximumWidth(240);
    m_filter->setToolTip(tr("Shows only the rows where some cell contains this text"));

    m_message->setWordWrap(true);
    m_message->setVisible(false);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_message->setStyleSheet(QStringLiteral("QLabel { background: #fdecea; color: #8a1c1c; border: 1px solid #f5c2c0;"
                                            " border-radius: 3px; padding: 3px 6px; }"));
    m_messageTimer->setSingleShot(true);
    m_messageTimer->setInterval(kMessageMs);

    auto *header = new QHBoxLayout;
    header->setContentsMargins(2, 0, 2, 0);
    header->addWidget(m_title);
    header->addWidget(m_count);
    header->addStretch(1);
    header->addWidget(m_filter);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->setSpacing(4);
    layout->addLayout(header);
    layout->addWidget(m_message);
    layout->addWidget(m_view, 1);

    connect(m_filter, &QLineEdit::textChanged, m_proxy, &SortKeyProxy::setFilterFixedString);
    connect(m_proxy, &SortKeyProxy::filteringChanged, this, &TablePanel::updateCount);
    connect(m_messageTimer, &QTimer::timeout, this, &TablePanel::clearMessage);
    connect(m_model, &QAbstractItemModel::dataChanged, this, &TablePanel::clearMessage); // a good edit followed
    connect(m_view, &SheetView::activated, this, &TablePanel::activated);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this,
        [this](const QModelIndex &current) { emit currentSourceIndexChanged(m_proxy->mapToSource(current)); });
    // The proxy drops removed rows while the table still holds them (on rowsAboutToBeRemoved), so its
    // signals alone leave "5 of 6 rows" after an undone import: the table's own signals count too.
    for (QAbstractItemModel *counted : { static_cast<QAbstractItemModel *>(m_proxy), m_model }) {
        for (auto signal : { &QAbstractItemModel::rowsInserted, &QAbstractItemModel::rowsRemoved })
            connect(counted, signal, this, &TablePanel::updateCount);
        connect(counted, &QAbstractItemModel::modelReset, this, &TablePanel::updateCount);
        connect(counted, &QAbstractItemModel::layoutChanged, this, &TablePanel::updateCount);
    }
    updateCount();
}

void TablePanel::setTitle(const QString &title)
{
    m_title->setText(title);
}

QModelIndex TablePanel::currentSourceIndex() const
{
    return m_proxy->mapToSource(m_view->currentIndex());
}

QList<int> TablePanel::selectedSourceRows() const
{
    QList<int> rows;
    for (const QModelIndex &index : m_view->selectionModel()->selectedIndexes())
        rows << m_proxy->mapToSource(index).row();
    if (rows.isEmpty() && m_view->currentIndex().isValid())
        rows << currentSourceIndex().row();
    std::sort(rows.begin(), rows.end());
    rows.erase(std::unique(rows.begin(), rows.end()), rows.end());
    return rows;
}

void TablePanel::selectSourceCell(int row, int column)
{
    if (row < 0 || row >= m_model->rowCount())
        return;
    m_proxy->finishFiltering(); // whether the filter hides the row (a row just added waits for a scan)
    QModelIndex index = m_proxy->mapFromSource(m_model->index(row, column));
    if (!index.isValid()) { // filtered out: show it rather than select nothing
        m_filter->clear();
        index = m_proxy->mapFromSource(m_model->index(row, column));
    }
    m_view->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect);
    m_view->scrollTo(index);
}

void TablePanel::showRejection(const QModelIndex &sourceIndex, const QString &message)
{
    m_message->setText(message);
    m_message->setVisible(true);
    m_messageTimer->start();
    const QModelIndex index = m_proxy->mapFromSource(sourceIndex);
    if (!index.isValid())
        return;
    // The message line takes height from the grid: lay it out now and bring the refused cell back into
    // view, so the tip points at a cell the user can see.
    layout()->activate();
    m_view->scrollTo(index);
    const QRect cell = m_view->visualRect(index);
    QToolTip::showText(
        m_view->viewport()->mapToGlobal(cell.bottomLeft()), message, m_view->viewport(), cell, kMessageMs);
}

QString TablePanel::countText() const
{
    return m_count->text();
}

QString TablePanel::message() const
{
    return m_message->isHidden() ? QString() : m_message->text();
}

void TablePanel::clearMessage()
{
    m_messageTimer->stop();
    m_message->clear();
    m_message->setVisible(false);
}

void TablePanel::setFilterText(const QString &text)
{
    m_filter->setText(text);
}

QString TablePanel::filterText() const
{
    return m_filter->text();
}

void TablePanel::focusFilter()
{
    m_filter->setFocus(Qt::ShortcutFocusReason);
    m_filter->selectAll();
}

void TablePanel::fitColumnsIfPending()
{
    if (!m_fitPending || m_model->rowCount() == 0)
        return;
    m_view->fitColumns();
    m_fitPending = false;
}

void TablePanel::updateCount()
{
    const int shown = m_proxy->rowCount();
    const int total = m_model->rowCount();
    // %Ln and QLocale: "50,000 rows" in English, grouped as the language groups digits.
    const QString count = shown == total ? tr("%Ln row(s)", nullptr, total)
                                         : tr("%1 of %Ln row(s)", nullptr, total).arg(QLocale().toString(shown));
    // A large table is filtered between keystrokes (SortKeyProxy): the count is the last filter's until then.
    m_count->setText(m_proxy->isFiltering() ? tr("%1 — filtering…").arg(count) : count);
}

} // namespace flopsheet
