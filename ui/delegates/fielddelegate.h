#pragma once

#include <QStyledItemDelegate>

namespace flopsheet {

/**
 * The editor for a cell of the workload or hardware table, chosen by the model's FieldKindRole:
 * a combo box of ChoicesRole for a choice, a line edit for text and figures. Figures are typed as
 * the command line takes them ("7B", "80 GB", "312 TFLOPS"); the model checks them and refuses a
 * bad one with editRejected, leaving the cell as it was.
 */
class FieldDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    explicit FieldDelegate(QObject *parent = nullptr);

    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    void setEditorData(QWidget *editor, const QModelIndex &index) const override;
    void setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const override;
    void updateEditorGeometry(
        QWidget *editor, const QStyleOptionViewItem &option, const QModelIndex &index) const override;

private:
    void commitAndCloseEditor();
};

} // namespace flopsheet
