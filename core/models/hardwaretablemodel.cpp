#include "core/models/hardwaretablemodel.h"

#include "core/document/commands.h"
#include "core/models/displayformat.h"
#include "core/models/tablemodelroles.h"

namespace flopsheet {

HardwareTableModel::HardwareTableModel(Project *project, QObject *parent) : QAbstractTableModel(parent), m_project(project)
{
    connect(project, &Project::hardwareRowsChanged, this, [this](int first, int last) {
        emit dataChanged(index(first, 0), index(last, kGpuFieldCount - 1));
    });
    connect(project, &Project::hardwareAboutToBeInserted, this,
            [this](int first, int last) { beginInsertRows({}, first, last); });
    connect(project, &Project::hardwareInserted, this, [this] { endInsertRows(); });
    connect(project, &Project::hardwareAboutToBeRemoved, this,
            [this](int first, int last) { beginRemoveRows({}, first, last); });
    connect(project, &Project::hardwareRemoved, this, [this] { endRemoveRows(); });
    connect(project, &Project::hardwareAboutToMove, this, [this](int from, int to) {
        beginMoveRows({}, from, from, {}, to > from ? to + 1 : to);
    });
    connect(project, &Project::hardwareMoved, this, [this] { endMoveRows(); });
    connect(project, &Project::aboutToReset, this, [this] { beginResetModel(); });
    connect(project, &Project::resetDone, this, [this] { endResetModel(); });
}

int HardwareTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_project->hardwareCount();
}

int HardwareTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : kGpuFieldCount;
}

QVariant HardwareTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const HardwareEntry &entry = m_project->hardware(index.row());
    const GpuField field = fieldForColumn(index.column());
    const QVariant v = gpuFieldValue(entry, field);
    if (field == GpuField::Included) {
        if (role == Qt::CheckStateRole)
            return entry.included ? Qt::Checked : Qt::Unchecked;
        if (role == SortRole)
            return entry.included;
        if (role == Qt::ToolTipRole)
            return tr("Include this GPU type in the results");
        return {};
    }
    switch (role) {
    case Qt::DisplayRole:
        if (gpuFieldKind(field) == FieldKind::Text)
            return v;
        if (!v.isValid())
            return field == GpuField::PricePerHour || field == GpuField::TdpW || field == GpuField::InterconnectGBps
                       ? tr("unknown")
                       : QStringLiteral("—");
        if (field == GpuField::PricePerHour)
            return formatMoney(v.toDouble());
        if (field == GpuField::Count)
            return QString::number(int(v.toDouble()));
        return formatNumber(v.toDouble(), 4);
    case Qt::EditRole:
        if (gpuFieldKind(field) == FieldKind::Text)
            return v;
        return v.isValid() ? QString::number(v.toDouble(), 'g', 8) : QString();
    case SortRole:
        return v;
    case FieldKindRole:
        return static_cast<int>(gpuFieldKind(field));
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(Qt::Alignment(gpuFieldKind(field) == FieldKind::Text
                                                     ? Qt::AlignLeft | Qt::AlignVCenter
                                                     : Qt::AlignRight | Qt::AlignVCenter));
    case Qt::ToolTipRole:
        if (field == GpuField::Name) {
            QString tip = entry.gpu.specSource;
            if (!entry.gpu.priceSource.isEmpty())
                tip += u"\n" + tr("Price: %1 (%2)").arg(entry.gpu.priceSource, entry.gpu.priceDate);
            return tip;
        }
        if (!v.isValid())
            return tr("No source gives this figure; type one to use it");
        return {};
    default:
        return {};
    }
}

QVariant HardwareTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole)
        return {};
    if (orientation == Qt::Vertical)
        return section + 1;
    if (section < 0 || section >= kGpuFieldCount)
        return {};
    return gpuFieldTitle(fieldForColumn(section));
}

Qt::ItemFlags HardwareTableModel::flags(const QModelIndex &index) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid))
        return Qt::NoItemFlags;
    if (fieldForColumn(index.column()) == GpuField::Included)
        return Qt::ItemIsSelectable | Qt::ItemIsEnabled | Qt::ItemIsUserCheckable;
    return Qt::ItemIsSelectable | Qt::ItemIsEnabled | Qt::ItemIsEditable;
}

bool HardwareTableModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid))
        return false;
    const GpuField field = fieldForColumn(index.column());
    QVariant input = value;
    if (field == GpuField::Included) {
        if (role != Qt::CheckStateRole && role != Qt::EditRole)
            return false;
        if (role == Qt::CheckStateRole)
            input = value.toInt() == Qt::Checked;
    } else if (role != Qt::EditRole) {
        return false;
    }
    const FieldValue parsed = parseGpuField(field, input);
    if (!parsed.ok()) {
        emit editRejected(index, tr("%1: %2").arg(gpuFieldTitle(field), parsed.error));
        return false;
    }
    if (parsed.value == gpuFieldValue(m_project->hardware(index.row()), field))
        return true;
    m_project->undoStack()->push(
        new SetCellCommand(m_project, Table::Hardware, index.row(), static_cast<int>(field), parsed.value));
    return true;
}

} // namespace flopsheet
