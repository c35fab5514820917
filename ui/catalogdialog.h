#pragma once

#include <QDialog>

class QDialogButtonBox;
class QLineEdit;
class QSortFilterProxyModel;
class QTableView;

namespace flopsheet {

class Catalog;

/** Picks workload presets or GPUs from the catalog: a searchable list, several rows at once. */
class CatalogDialog : public QDialog {
    Q_OBJECT
public:
    enum class Kind { Workloads, Gpus };

    CatalogDialog(const Catalog &catalog, Kind kind, QWidget *parent = nullptr);

    /** Positions of the chosen rows in Catalog::workloads() or Catalog::gpus(), in list order. */
    QList<int> chosen() const;
    /** For tests and keyboard users: the search text. */
    void setSearchText(const QString &text);
    /** Selects every row the search shows. */
    void selectAllShown();

private:
    void updateButtons();

    QLineEdit *m_search;
    QTableView *m_list;
    QSortFilterProxyModel *m_proxy;
    QDialogButtonBox *m_buttons;
};

} // namespace flopsheet
