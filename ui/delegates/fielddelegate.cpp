#include "ui/delegates/fielddelegate.h"

#include "core/document/table.h"
#include "core/models/tablemodelroles.h"

#include <QComboBox>
#include <QLineEdit>

namespace flopsheet {
namespace {

FieldKind kindOf(const QModelIndex &index)
{
    const QVariant kind = index.data(FieldKindRole);
    return kind.isValid() ? static_cast<FieldKind>(kind.toInt()) : FieldKind::Text;
}

QString placeholderFor(FieldKind kind)
{
    switch (kind) {
    case FieldKind::Count:
        return FieldDelegate::tr("e.g. 7B, 25.6M, 2e12");
    case FieldKind::Flops:
        return FieldDelegate::tr("e.g. 4.09 GFLOPs");
    case FieldKind::Number:
        return FieldDelegate::tr("a number, or empty for unknown");
    default:
        return {};
    }
}

} // namespace

FieldDelegate::FieldDelegate(QObject *parent) : QStyledItemDelegate(parent) { }

QWidget *FieldDelegate::createEditor(
    QWidget *parent, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    const FieldKind kind = kindOf(index);
    if (kind == FieldKind::Boolean)
        return nullptr; // a check box in the cell; no editor
    if (kind == FieldKind::Choice) {
        auto *combo = new QComboBox(parent);
        // Shown in the interface's language, stored as the model's words.
        const QStringList words = index.data(ChoicesRole).toStringList();
        const QStringList labels = index.data(ChoiceLabelsRole).toStringList();
        for (qsizetype i = 0; i < words.size(); ++i)
            combo->addItem(i < labels.size() ? labels[i] : words[i], words[i]);
        combo->setFrame(false);
        // A choice made is a choice committed: the grid shows the effect at once.
        connect(combo, &QComboBox::activated, this, &FieldDelegate::commitAndCloseEditor);
        return combo;
    }
    auto *edit = qobject_cast<QLineEdit *>(QStyledItemDelegate::createEditor(parent, option, index));
    if (!edit)
        edit = new QLineEdit(parent);
    edit->setPlaceholderText(placeholderFor(kind));
    // Figures stay where the cell shows them, so the number does not jump when editing starts.
    const QVariant alignment = index.data(Qt::TextAlignmentRole);
    if (alignment.isValid())
        edit->setAlignment(Qt::Alignment(alignment.toInt()));
    return edit;
}

void FieldDelegate::setEditorData(QWidget *editor, const QModelIndex &index) const
{
    const QString text = index.data(Qt::EditRole).toString();
    if (auto *combo = qobject_cast<QComboBox *>(editor)) {
        combo->setCurrentIndex(qMax(0, combo->findData(text)));
        return;
    }
    if (auto *edit = qobject_cast<QLineEdit *>(editor)) {
        edit->setText(text);
        return;
    }
    QStyledItemDelegate::setEditorData(editor, index);
}

void FieldDelegate::setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const
{
    // Text goes to the model as typed: the model parses units and refuses what it cannot read.
    if (auto *combo = qobject_cast<QComboBox *>(editor)) {
        model->setData(index, combo->currentData(), Qt::EditRole);
        return;
    }
    if (auto *edit = qobject_cast<QLineEdit *>(editor)) {
        model->setData(index, edit->text(), Qt::EditRole);
        return;
    }
    QStyledItemDelegate::setModelData(editor, model, index);
}

void FieldDelegate::commitAndCloseEditor()
{
    if (auto *editor = qobject_cast<QWidget *>(sender())) {
        emit commitData(editor);
        emit closeEditor(editor);
    }
}

void FieldDelegate::updateEditorGeometry(
    QWidget *editor, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyledItemDelegate::updateEditorGeometry(editor, option, index);
    // A combo box needs a little more room than a cell's text to show its arrow.
    if (qobject_cast<QComboBox *>(editor))
        editor->setMinimumWidth(qMax(option.rect.width(), editor->sizeHint().width()));
}

} // namespace flopsheet
