#include "ui/pool/poolresultmodel.h"

#include "core/models/displayformat.h"
#include "core/models/tablemodelroles.h"
#include "ui/pool/pooltext.h"

#include <QBrush>
#include <QColor>

namespace flopsheet {

PoolResultModel::PoolResultModel(QObject *parent) : QAbstractTableModel(parent) { }

void PoolResultModel::setPlan(const PoolProblem &problem, const PoolSchedule &schedule)
{
    // The same jobs re-planned (a what-if step) keep the view's selection and scroll position.
    const bool sameRows = problem.tasks.size() == m_problem.tasks.size();
    if (!sameRows)
        beginResetModel();
    m_problem = problem;
    m_schedule = schedule;
    // Start, finish and wait share one unit, so that a job's start and finish read against each other's.
    QList<double> spans;
    for (const PoolTaskResult &r : schedule.tasks)
        spans << r.startHours << r.finishHours << r.waitHours;
    m_timeUnit = pooltext::durationUnit(spans);
    if (!sameRows)
        endResetModel();
    else if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

int PoolResultModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(std::min(m_problem.tasks.size(), m_schedule.tasks.size()));
}

int PoolResultModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString PoolResultModel::displayText(int row, int column) const
{
    const PoolTask &task = m_problem.tasks[row];
    const PoolTaskResult &r = m_schedule.tasks[row];
    switch (Column(column)) {
    case JobColumn: {
        // A serving job is marked, unless its name says so already ("Llama 3 8B serving (serving)").
        const QString serving = tr("serving");
        return task.serving && !task.name.contains(serving, Qt::CaseInsensitive) ? tr("%1 (%2)").arg(task.name, serving)
                                                                                 : task.name;
    }
    case GpusColumn:
        return pooltext::gpusOverTime(m_problem, m_schedule, row);
    case StartColumn:
        return isKnown(r.startHours) ? pooltext::duration(r.startHours, m_timeUnit) : tr("never");
    case FinishColumn:
        return isKnown(r.finishHours) ? pooltext::duration(r.finishHours, m_timeUnit) : tr("never");
    case WaitColumn:
        return isKnown(r.waitHours) ? pooltext::duration(r.waitHours, m_timeUnit) : QStringLiteral("—");
    case GpuHoursColumn:
        return formatNumber(r.gpuHours);
    case CostColumn:
        return isKnown(r.costUsd) ? formatMoney(r.costUsd) : tr("unknown");
    case RhoColumn:
        return pooltext::rho(r.rho);
    case DeadlineColumn:
        return pooltext::deadline(r);
    case ProblemColumn:
        return !task.problem.isEmpty() ? task.problem : r.problem;
    case ColumnCount:
        break;
    }
    return {};
}

QVariant PoolResultModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const int row = index.row();
    const PoolTaskResult &r = m_schedule.tasks[row];
    switch (role) {
    case Qt::DisplayRole:
        return displayText(row, index.column());
    case Qt::ToolTipRole:
        if (index.column() == GpusColumn)
            return pooltext::stretches(m_problem, m_schedule, row);
        if (index.column() == RhoColumn)
            return tr("Finish time against the time with a 1/n share of the pool (Themis): 1 is fair, 2 took twice "
                      "as long");
        if (index.column() == ProblemColumn)
            return displayText(row, index.column());
        return {};
    case Qt::TextAlignmentRole:
        return index.column() == JobColumn || index.column() == GpusColumn || index.column() == ProblemColumn
            ? int(Qt::AlignLeft | Qt::AlignVCenter)
            : int(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ForegroundRole:
        if ((index.column() == DeadlineColumn && r.hasDeadline && !r.deadlineMet) || (index.column() == ProblemColumn)
            || (index.column() == FinishColumn && !isKnown(r.finishHours)))
            return QBrush(QColor(0xB0, 0x20, 0x20));
        return {};
    case SortRole:
        switch (Column(index.column())) {
        case StartColumn:
            return knownOrNull(r.startHours);
        case FinishColumn:
            return knownOrNull(r.finishHours);
        case WaitColumn:
            return knownOrNull(r.waitHours);
        case GpuHoursColumn:
            return r.gpuHours;
        case CostColumn:
            return knownOrNull(r.costUsd);
        case RhoColumn:
            return knownOrNull(r.rho);
        case DeadlineColumn:
            return r.hasDeadline ? QVariant(r.lateHours) : QVariant();
        default:
            return displayText(row, index.column());
        }
    default:
        return {};
    }
}

QVariant PoolResultModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == Qt::ToolTipRole && Column(section) == RhoColumn)
        return pooltext::rhoDefinition();
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (Column(section)) {
    case JobColumn:
        return tr("Job");
    case GpusColumn:
        return tr("GPUs over time");
    case StartColumn:
        return tr("Start");
    case FinishColumn:
        return tr("Finish");
    case WaitColumn:
        return tr("Wait");
    case GpuHoursColumn:
        return tr("GPU-hours");
    case CostColumn:
        return tr("Cost");
    case RhoColumn:
        return tr("ρ");
    case DeadlineColumn:
        return tr("Deadline");
    case ProblemColumn:
        return tr("Problem");
    case ColumnCount:
        break;
    }
    return {};
}

} // namespace flopsheet
