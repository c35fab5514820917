#include "ui/pool/namedelegate.h"

#include <QComboBox>

namespace flopsheet {

NameDelegate::NameDelegate(int nameColumn, std::function<QStringList()> names, QObject *parent)
    : FieldDelegate(parent), m_nameColumn(nameColumn), m_names(std::move(names))
{
}

QWidget *NameDelegate::createEditor(QWidget *parent, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    if (index.column() != m_nameColumn)
        return FieldDelegate::createEditor(parent, option, index);
    auto *combo = new QComboBox(parent);
    combo->setEditable(true); // a name the table does not have yet stays typeable; the plan notes it
    combo->setInsertPolicy(QComboBox::NoInsert);
    combo->addItems(m_names());
    combo->setFrame(false);
    return combo;
}

void NameDelegate::setEditorData(QWidget *editor, const QModelIndex &index) const
{
    if (auto *combo = qobject_cast<QComboBox *>(editor); combo && index.column() == m_nameColumn) {
        combo->setCurrentText(index.data(Qt::EditRole).toString());
        return;
    }
    FieldDelegate::setEditorData(editor, index);
}

void NameDelegate::setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const
{
    if (auto *combo = qobject_cast<QComboBox *>(editor); combo && index.column() == m_nameColumn) {
        model->setData(index, combo->currentText(), Qt::EditRole);
        return;
    }
    FieldDelegate::setModelData(editor, model, index);
}

} // namespace flopsheet
