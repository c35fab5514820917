#include "core/models/workloadtablemodel.h"

#include "core/document/commands.h"
#include "core/models/displayformat.h"
#include "core/models/tablemodelroles.h"

#include <QBrush>
#include <QColor>

namespace flopsheet {

WorkloadTableModel::WorkloadTableModel(Project *project, QObject *parent) : QAbstractTableModel(parent), m_project(project)
{
    connect(project, &Project::workloadsChanged, this, [this](int first, int last) {
        emit dataChanged(index(first, 0), index(last, kWorkloadFieldCount - 1));
    });
    connect(project, &Project::workloadsAboutToBeInserted, this,
            [this](int first, int last) { beginInsertRows({}, first, last); });
    connect(project, &Project::workloadsInserted, this, [this] { endInsertRows(); });
    connect(project, &Project::workloadsAboutToBeRemoved, this,
            [this](int first, int last) { beginRemoveRows({}, first, last); });
    connect(project, &Project::workloadsRemoved, this, [this] { endRemoveRows(); });
    connect(project, &Project::workloadAboutToMove, this, [this](int from, int to) {
        // QAbstractItemModel counts the destination before the move.
        beginMoveRows({}, from, from, {}, to > from ? to + 1 : to);
    });
    connect(project, &Project::workloadMoved, this, [this] { endMoveRows(); });
    connect(project, &Project::aboutToReset, this, [this] { beginResetModel(); });
    connect(project, &Project::resetDone, this, [this] { endResetModel(); });
}

int WorkloadTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_project->workloadCount();
}

int WorkloadTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : kWorkloadFieldCount;
}

QVariant WorkloadTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const WorkloadEntry &entry = m_project->workload(index.row());
    const WorkloadField field = fieldForColumn(index.column());
    const bool applies = workloadFieldApplies(entry, field);
    switch (role) {
    case Qt::DisplayRole: {
        if (!applies && field != WorkloadField::ForwardFlops)
            return QStringLiteral("—");
        const QVariant v = workloadFieldValue(entry, field);
        switch (workloadFieldKind(field)) {
        case FieldKind::Count:
            if (!v.isValid())
                return field == WorkloadField::BatchPerGpu || field == WorkloadField::Tokens ? tr("auto") : QString();
            return formatCount(v.toDouble());
        case FieldKind::Flops:
            return v.isValid() ? formatFlops(v.toDouble()) : QString();
        case FieldKind::Number:
            return v.isValid() ? formatNumber(v.toDouble(), 4) : QString();
        case FieldKind::Choice:
            return workloadChoiceLabel(field, v.toString());
        default:
            return v;
        }
    }
    case Qt::EditRole: {
        const QVariant v = workloadFieldValue(entry, field);
        switch (workloadFieldKind(field)) {
        case FieldKind::Count:
            return v.isValid() ? editableCount(v.toDouble()) : QString();
        case FieldKind::Flops:
        case FieldKind::Number:
            return v.isValid() ? QString::number(v.toDouble(), 'g', 8) : QString();
        default:
            return v;
        }
    }
    case SortRole:
        return workloadFieldValue(entry, field);
    case FieldKindRole:
        return static_cast<int>(workloadFieldKind(field));
    case ChoicesRole:
        return workloadFieldChoices(field);
    case ChoiceLabelsRole: {
        QStringList labels;
        for (const QString &word : workloadFieldChoices(field))
            labels << workloadChoiceLabel(field, word);
        return labels;
    }
    case AppliesRole:
        return applies;
    case Qt::TextAlignmentRole: {
        const FieldKind kind = workloadFieldKind(field);
        const bool numeric = kind == FieldKind::Count || kind == FieldKind::Flops || kind == FieldKind::Number;
        return QVariant::fromValue(Qt::Alignment(numeric ? Qt::AlignRight | Qt::AlignVCenter : Qt::AlignLeft | Qt::AlignVCenter));
    }
    case Qt::ForegroundRole:
        if (!applies || (field == WorkloadField::ForwardFlops && !(flags(index) & Qt::ItemIsEditable)))
            return QBrush(QColor(0x80, 0x80, 0x80));
        return {};
    case Qt::ToolTipRole:
        if (field == WorkloadField::ForwardFlops && !applies)
            return tr("Derived from the parameters and the sequence length (2 per parameter per token plus attention)");
        if (!applies)
            return tr("Does not apply to this workload");
        if (field == WorkloadField::BatchPerGpu)
            return tr("Micro-batch per GPU; empty = a default that fits");
        return {};
    default:
        return {};
    }
}

QVariant WorkloadTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole)
        return {};
    if (orientation == Qt::Vertical)
        return section + 1;
    if (section < 0 || section >= kWorkloadFieldCount)
        return {};
    return workloadFieldTitle(fieldForColumn(section));
}

Qt::ItemFlags WorkloadTableModel::flags(const QModelIndex &index) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid))
        return Qt::NoItemFlags;
    Qt::ItemFlags f = Qt::ItemIsSelectable | Qt::ItemIsEnabled;
    if (workloadFieldApplies(m_project->workload(index.row()), fieldForColumn(index.column())))
        f |= Qt::ItemIsEditable;
    return f;
}

bool WorkloadTableModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid) || role != Qt::EditRole)
        return false;
    const WorkloadField field = fieldForColumn(index.column());
    if (!(flags(index) & Qt::ItemIsEditable)) {
        emit editRejected(index, tr("%1 does not apply to this workload").arg(workloadFieldTitle(field)));
        return false;
    }
    const FieldValue parsed = parseWorkloadField(field, value);
    if (!parsed.ok()) {
        emit editRejected(index, tr("%1: %2").arg(workloadFieldTitle(field), parsed.error));
        return false;
    }
    if (parsed.value == workloadFieldValue(m_project->workload(index.row()), field))
        return true; // nothing changes: no undo step
    m_project->undoStack()->push(
        new SetCellCommand(m_project, Table::Workloads, index.row(), static_cast<int>(field), parsed.value));
    return true;
}

} // namespace flopsheet
