#include "ui/catalogdialog.h"

#include "core/catalog/catalog.h"
#include "ui/catalogmodels.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QStandardItemModel>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace flopsheet {

CatalogDialog::CatalogDialog(const Catalog &catalog, Kind kind, QWidget *parent)
    : QDialog(parent), m_search(new QLineEdit(this)), m_list(new QTableView(this)),
      m_proxy(new QSortFilterProxyModel(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    const bool workloads = kind == Kind::Workloads;
    setWindowTitle(workloads ? tr("Add Workloads from the Catalog") : tr("Add GPUs from the Catalog"));
    auto *intro
        = new QLabel(workloads ? tr("Choose one or more model presets. Each becomes a workload row you can edit.")
                               : tr("Choose one or more GPU types. Each becomes a hardware row you can edit."),
            this);
    intro->setWordWrap(true);
    m_search->setPlaceholderText(workloads ? tr("Search by name, kind or source…") : tr("Search by name or vendor…"));
    m_search->setClearButtonEnabled(true);

    m_proxy->setSourceModel(workloads ? createPresetListModel(catalog, this) : createGpuListModel(catalog, this));
    m_proxy->setFilterKeyColumn(-1);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_proxy->setSortRole(CatalogSortRole);
    m_list->setModel(m_proxy);
    m_list->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_list->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_list->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_list->setAlternatingRowColors(true);
    m_list->setWordWrap(false);
    m_list->verticalHeader()->hide();
    m_list->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 8);
    m_list->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);
    m_list->setSortingEnabled(true);
    m_list->resizeColumnsToContents();
    // The last column (a source, a price) takes the width left; long sources are elided, whole in the tooltip.
    QHeaderView *header = m_list->horizontalHeader();
    header->setSectionResizeMode(header->count() - 1, QHeaderView::Stretch);
    header->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    if (workloads)
        m_list->setColumnWidth(0, std::min(m_list->columnWidth(0), 260));

    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Add"));

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_search);
    layout->addWidget(m_list, 1);
    layout->addWidget(m_buttons);
    resize(workloads ? 860 : 820, 560);

    connect(m_search, &QLineEdit::textChanged, m_proxy, &QSortFilterProxyModel::setFilterFixedString);
    connect(m_list->selectionModel(), &QItemSelectionModel::selectionChanged, this, &CatalogDialog::updateButtons);
    connect(m_list, &QTableView::doubleClicked, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    updateButtons();
    m_search->setFocus();
}

QList<int> CatalogDialog::chosen() const
{
    QModelIndexList rows = m_list->selectionModel()->selectedRows();
    std::sort(rows.begin(), rows.end(), [](const QModelIndex &a, const QModelIndex &b) { return a.row() < b.row(); });
    QList<int> out;
    for (const QModelIndex &index : rows)
        out << index.data(CatalogIndexRole).toInt();
    return out;
}

void CatalogDialog::setSearchText(const QString &text)
{
    m_search->setText(text);
}

void CatalogDialog::selectAllShown()
{
    m_list->selectAll();
}

void CatalogDialog::updateButtons()
{
    const int n = int(m_list->selectionModel()->selectedRows().size());
    QPushButton *ok = m_buttons->button(QDialogButtonBox::Ok);
    ok->setEnabled(n > 0);
    ok->setText(n > 1 ? tr("Add %n Rows", nullptr, n) : tr("Add"));
}

} // namespace flopsheet
