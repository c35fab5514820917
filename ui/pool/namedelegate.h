#pragma once

#include "ui/delegates/fielddelegate.h"

#include <functional>

namespace flopsheet {

/**
 * The pool tables' editor: the column that names a row of another table (a pool GPU's hardware row, a
 * job's workload) opens a combo box of the names that table has, still editable; every other column
 * edits as FieldDelegate does.
 */
class NameDelegate : public FieldDelegate {
    Q_OBJECT
public:
    NameDelegate(int nameColumn, std::function<QStringList()> names, QObject *parent = nullptr);

    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    void setEditorData(QWidget *editor, const QModelIndex &index) const override;
    void setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const override;

private:
    int m_nameColumn;
    std::function<QStringList()> m_names;
};

} // namespace flopsheet
