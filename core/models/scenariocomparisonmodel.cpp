#include "core/models/scenariocomparisonmodel.h"

#include "core/document/project.h"
#include "core/models/displayformat.h"
#include "core/models/tablemodelroles.h"

#include <QBrush>
#include <QColor>

namespace flopsheet {
namespace {

QString changeText(double change)
{
    if (!isKnown(change))
        return {};
    if (std::abs(change) < 0.0005)
        return QStringLiteral("0%");
    return (change > 0 ? QStringLiteral("+") : QString()) + formatNumber(change * 100.0, 3) + u'%';
}

} // namespace

ScenarioComparisonModel::ScenarioComparisonModel(Project *project, QObject *parent)
    : QAbstractTableModel(parent), m_project(project)
{
    for (Table t : { Table::Workloads, Table::Hardware })
        onAnyRowChange(project->table(t), this, [this] { markStale(); });
    for (auto signal : { &Project::assumptionsChanged, &Project::resetDone, &Project::scenariosChanged })
        connect(project, signal, this, &ScenarioComparisonModel::markStale);
    recompute();
}

void ScenarioComparisonModel::setSides(int a, int b)
{
    m_a = a;
    m_b = b;
    m_stale = true;
    if (m_active) // hidden, the choice waits for the tab to show (a 10,000 × 40 plan is 800,000 estimates)
        recompute();
}

void ScenarioComparisonModel::setActive(bool active)
{
    m_active = active;
    if (m_active && m_stale)
        recompute();
}

void ScenarioComparisonModel::markStale()
{
    const int count = int(m_project->scenarios().size());
    if (m_a >= count)
        m_a = kCurrentPlan; // the scenario was deleted
    if (m_b >= count)
        m_b = kCurrentPlan;
    m_stale = true;
    if (m_active)
        recompute();
}

QString ScenarioComparisonModel::sideName(int index) const
{
    if (index < 0 || index >= m_project->scenarios().size())
        return tr("Current plan");
    return m_project->scenarios().at(index).name;
}

SavedScenario ScenarioComparisonModel::side(int index) const
{
    if (index < 0 || index >= m_project->scenarios().size())
        return m_project->snapshot(sideName(index));
    return m_project->scenarios().at(index);
}

void ScenarioComparisonModel::recompute()
{
    beginResetModel();
    const SavedScenario a = side(m_a);
    m_deltas = m_a == m_b ? compareScenarios(a, a) : compareScenarios(a, side(m_b));
    m_stale = false;
    endResetModel();
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
}

int ScenarioComparisonModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_deltas.size());
}

int ScenarioComparisonModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ScenarioComparisonModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const ScenarioDelta &d = m_deltas[size_t(index.row())];
    const auto column = static_cast<Column>(index.column());
    auto raw = [&]() -> QVariant {
        switch (column) {
        case WorkloadColumn:
            return d.workload;
        case GpuColumn:
            return d.gpu;
        case HoursAColumn:
            return knownOrNull(d.hoursA);
        case HoursBColumn:
            return knownOrNull(d.hoursB);
        case HoursChangeColumn:
            return knownOrNull(relativeChange(d.hoursA, d.hoursB));
        case CostAColumn:
            return knownOrNull(d.costA);
        case CostBColumn:
            return knownOrNull(d.costB);
        case CostChangeColumn:
            return knownOrNull(relativeChange(d.costA, d.costB));
        case MemoryAColumn:
            return knownOrNull(d.memoryGiBA);
        case MemoryBColumn:
            return knownOrNull(d.memoryGiBB);
        case FitsColumn:
            return int(d.fitsA) * 2 + int(d.fitsB);
        case ColumnCount:
            break;
        }
        return {};
    };
    switch (role) {
    case Qt::DisplayRole: {
        const QVariant v = raw();
        switch (column) {
        case WorkloadColumn:
            if (!d.serving)
                return d.workload;
            return d.perToken ? tr("%1 (per 1M output tokens)").arg(d.workload)
                              : tr("%1 (per 1M samples)").arg(d.workload);
        case GpuColumn:
            return v;
        case HoursAColumn:
        case HoursBColumn:
            // With its unit: a million tokens served takes seconds ("14.5 s", not "0.00403" h).
            return v.isValid() ? formatDuration(v.toDouble()) : QString();
        case CostAColumn:
        case CostBColumn:
            return v.isValid() ? formatMoney(v.toDouble()) : QString();
        case HoursChangeColumn:
        case CostChangeColumn:
            return changeText(v.isValid() ? v.toDouble() : kUnknown);
        case MemoryAColumn:
        case MemoryBColumn:
            return v.isValid() ? formatNumber(v.toDouble(), 3) : QString();
        case FitsColumn: {
            const bool fa = d.fitsA, fb = d.fitsB;
            if (fa == fb)
                return fa ? tr("both") : tr("neither");
            return fb ? tr("B only") : tr("A only");
        }
        case ColumnCount:
            break;
        }
        return {};
    }
    case SortRole:
        return raw();
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(Qt::Alignment(column == WorkloadColumn || column == GpuColumn || column == FitsColumn
                ? Qt::AlignLeft | Qt::AlignVCenter
                : Qt::AlignRight | Qt::AlignVCenter));
    case Qt::ForegroundRole: {
        // Cheaper or faster in B reads green, dearer or slower red; both stay legible in grey print.
        if (column != HoursChangeColumn && column != CostChangeColumn)
            return {};
        const double change
            = column == HoursChangeColumn ? relativeChange(d.hoursA, d.hoursB) : relativeChange(d.costA, d.costB);
        if (!isKnown(change) || std::abs(change) < 0.0005)
            return {};
        return QBrush(change < 0 ? QColor(0x1b, 0x7a, 0x2e) : QColor(0xb0, 0x20, 0x20));
    }
    default:
        return {};
    }
}

QVariant ScenarioComparisonModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return QAbstractTableModel::headerData(section, orientation, role);
    const auto column = static_cast<Column>(section);
    if (role == Qt::ToolTipRole) {
        switch (column) {
        case HoursAColumn:
        case CostAColumn:
        case MemoryAColumn:
            return tr("A: %1").arg(sideName(m_a));
        case HoursBColumn:
        case CostBColumn:
        case MemoryBColumn:
            return tr("B: %1").arg(sideName(m_b));
        case HoursChangeColumn:
        case CostChangeColumn:
            return tr("Change from A to B; serving rows compare one million output tokens, or of samples (images, "
                      "sequences) where the model generates none");
        default:
            return {};
        }
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (column) {
    case WorkloadColumn:
        return tr("Workload");
    case GpuColumn:
        return tr("GPU");
    case HoursAColumn:
        return tr("Time A");
    case HoursBColumn:
        return tr("Time B");
    case HoursChangeColumn:
        return tr("Δ time");
    case CostAColumn:
        return tr("Cost A ($)");
    case CostBColumn:
        return tr("Cost B ($)");
    case CostChangeColumn:
        return tr("Δ cost");
    case MemoryAColumn:
        return tr("Memory A (GiB)");
    case MemoryBColumn:
        return tr("Memory B (GiB)");
    case FitsColumn:
        return tr("Fits");
    case ColumnCount:
        break;
    }
    return {};
}

} // namespace flopsheet
