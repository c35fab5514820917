#include "core/models/tablemodel.h"

#include "core/document/edits.h"
#include "core/models/displayformat.h"
#include "core/models/tablemodelroles.h"

#include <QBrush>
#include <QColor>
#include <QCoreApplication>

namespace flopsheet {
namespace {

bool isNumeric(FieldKind kind)
{
    return kind == FieldKind::Count || kind == FieldKind::Flops || kind == FieldKind::Number;
}

QString displayText(const FieldSpec &spec, const QVariant &v)
{
    if (spec.kind == FieldKind::Choice)
        return choiceLabel(spec, v.toString());
    if (!isNumeric(spec.kind))
        return v.toString();
    if (!v.isValid())
        return emptyCellText(spec.empty);
    if (isFieldWord(spec, v))
        return QCoreApplication::translate("Fields", spec.wordLabel);
    const double d = v.toDouble();
    switch (spec.format) {
    case CellFormat::Count:
        return formatCount(d);
    case CellFormat::Integer:
        return QString::number(qint64(d));
    case CellFormat::Flops:
        return formatFlops(d);
    case CellFormat::Money:
        return formatPrice(d);
    case CellFormat::Plain:
        break;
    }
    return formatNumber(d, 4);
}

// What an editor starts from: text the parser reads back to the same value.
QString editText(const FieldSpec &spec, const QVariant &v)
{
    if (!isNumeric(spec.kind))
        return v.toString();
    if (!v.isValid())
        return {};
    if (isFieldWord(spec, v))
        return QCoreApplication::translate("Fields", spec.wordLabel);
    if (spec.format == CellFormat::Count)
        return editableCount(v.toDouble());
    return QString::number(v.toDouble(), 'g', 8);
}

const QColor kGrey(0x80, 0x80, 0x80);

} // namespace

TableModel::TableModel(Project *project, Table table, QObject *parent)
    : QAbstractTableModel(parent), m_project(project), m_rows(&project->table(table))
{
    connect(m_rows, &TableRows::rowsChanged, this,
        [this](int first, int last) { emit dataChanged(index(first, 0), index(last, columnCount() - 1)); });
    connect(m_rows, &TableRows::rowsAboutToBeInserted, this,
        [this](int first, int last) { beginInsertRows({}, first, last); });
    connect(m_rows, &TableRows::rowsInserted, this, [this] { endInsertRows(); });
    connect(m_rows, &TableRows::rowsAboutToBeRemoved, this,
        [this](int first, int last) { beginRemoveRows({}, first, last); });
    connect(m_rows, &TableRows::rowsRemoved, this, [this] { endRemoveRows(); });
    connect(m_rows, &TableRows::rowAboutToMove, this, [this](int from, int to) {
        // QAbstractItemModel counts the destination before the move.
        beginMoveRows({}, from, from, {}, to > from ? to + 1 : to);
    });
    connect(m_rows, &TableRows::rowMoved, this, [this] { endMoveRows(); });
    connect(project, &Project::aboutToReset, this, [this] { beginResetModel(); });
    connect(project, &Project::resetDone, this, [this] { endResetModel(); });
}

int TableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_rows->count();
}

int TableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : description().fieldCount() + extraColumnCount();
}

QVariant TableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const int field = fieldForColumn(index.column());
    if (field < 0)
        return extraData(index.row(), index.column() - description().fieldCount(), role);
    return fieldData(index.row(), field, role);
}

QVariant TableModel::fieldData(int row, int field, int role) const
{
    const FieldSpec &spec = description().field(field);
    const bool applies = m_rows->applies(row, field);
    const bool boolean = spec.kind == FieldKind::Boolean;
    switch (role) {
    case Qt::DisplayRole: {
        if (boolean)
            return {}; // the check box says it
        if (!applies && !spec.derivedToolTip)
            return QStringLiteral("—");
        return displayText(spec, m_rows->value(row, field));
    }
    case Qt::EditRole:
        return boolean ? m_rows->value(row, field) : QVariant(editText(spec, m_rows->value(row, field)));
    case Qt::CheckStateRole:
        if (!boolean)
            return {};
        return m_rows->value(row, field).toBool() ? Qt::Checked : Qt::Unchecked;
    case SortRole:
        return m_rows->value(row, field);
    case FieldKindRole:
        return static_cast<int>(spec.kind);
    case ChoicesRole:
        return choiceWords(spec);
    case ChoiceLabelsRole: {
        QStringList labels;
        for (const QString &word : choiceWords(spec))
            labels << choiceLabel(spec, word);
        return labels;
    }
    case AppliesRole:
        return applies;
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(
            Qt::Alignment(isNumeric(spec.kind) ? Qt::AlignRight | Qt::AlignVCenter : Qt::AlignLeft | Qt::AlignVCenter));
    case Qt::ForegroundRole:
        return applies ? QVariant() : QVariant(QBrush(kGrey));
    case Qt::ToolTipRole: {
        if (!applies)
            return spec.derivedToolTip ? QCoreApplication::translate("Fields", spec.derivedToolTip)
                                       : tr("Does not apply to this row");
        if (const QString own = m_rows->toolTip(row, field); !own.isEmpty())
            return own;
        if (spec.toolTip)
            return QCoreApplication::translate("Fields", spec.toolTip);
        if (!m_rows->value(row, field).isValid() && description().emptyToolTip)
            return QCoreApplication::translate("Fields", description().emptyToolTip);
        return {};
    }
    default:
        return {};
    }
}

QVariant TableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole)
        return {};
    if (orientation == Qt::Vertical)
        return section + 1;
    if (section < 0 || section >= columnCount())
        return {};
    const int field = fieldForColumn(section);
    return field < 0 ? extraHeaderData(section - description().fieldCount())
                     : QVariant(description().fieldTitle(field));
}

Qt::ItemFlags TableModel::flags(const QModelIndex &index) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid))
        return Qt::NoItemFlags;
    Qt::ItemFlags f = Qt::ItemIsSelectable | Qt::ItemIsEnabled;
    const int field = fieldForColumn(index.column());
    if (field < 0 || !m_rows->applies(index.row(), field))
        return f;
    return f | (description().field(field).kind == FieldKind::Boolean ? Qt::ItemIsUserCheckable : Qt::ItemIsEditable);
}

bool TableModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid))
        return false;
    const int field = fieldForColumn(index.column());
    if (field < 0)
        return false;
    QVariant input = value;
    if (role == Qt::CheckStateRole) {
        if (description().field(field).kind != FieldKind::Boolean)
            return false;
        input = value.toInt() == Qt::Checked;
    } else if (role != Qt::EditRole) {
        return false;
    }
    const EditResult result = edits::setCell(*m_project, table(), index.row(), field, input);
    if (!result.ok()) {
        emit editRejected(index, result.error);
        return false;
    }
    return true;
}

QVariant TableModel::extraData(int, int, int) const
{
    return {};
}

QVariant TableModel::extraHeaderData(int) const
{
    return {};
}

void TableModel::extraColumnsChanged()
{
    if (rowCount() > 0 && extraColumnCount() > 0)
        emit dataChanged(index(0, description().fieldCount()), index(rowCount() - 1, columnCount() - 1));
}

} // namespace flopsheet
