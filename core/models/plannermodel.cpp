#include "core/models/plannermodel.h"

#include "core/document/project.h"
#include "core/estimate/planner.h"
#include "core/models/displayformat.h"
#include "core/models/tablemodelroles.h"
#include "core/report/planshortfall.h"
#include "core/report/rangetext.h"

#include <QBrush>
#include <QColor>
#include <QFont>

namespace flopsheet {

PlannerModel::PlannerModel(Project *project, QObject *parent) : QAbstractTableModel(parent), m_project(project)
{
    // Any change can move the answer: the workload, a GPU's figures or price, the deadline or budget.
    const auto recomputeAll = [this] { recompute(); };
    onRowsRestructured(project->table(Table::Workloads), this, recomputeAll);
    onAnyRowChange(project->table(Table::Hardware), this, recomputeAll);
    for (auto signal : { &Project::assumptionsChanged, &Project::resetDone })
        connect(project, signal, this, &PlannerModel::recompute);
    connect(&project->table(Table::Workloads), &TableRows::rowsChanged, this, [this](int first, int last) {
        if (m_workloadRow >= first && m_workloadRow <= last)
            recompute();
    });
    recompute();
}

void PlannerModel::setWorkloadRow(int row)
{
    if (row == m_workloadRow)
        return;
    m_workloadRow = row;
    recompute();
}

void PlannerModel::setGoal(Goal goal)
{
    if (goal == m_goal)
        return;
    m_goal = goal;
    recompute();
}

PlanAnswer PlannerModel::answerFor(const Project &project, int workloadRow, Goal goal)
{
    if (workloadRow < 0 || workloadRow >= project.workloadCount())
        return {};
    return recommendPlan(project.workload(workloadRow), project.hardwareRows(), project.assumptions(),
        goal == Goal::MeetDeadline ? PlanQuestion::Deadline : PlanQuestion::Budget, kMaxGpus);
}

QString PlannerModel::summaryFor(const Project &project, int workloadRow, Goal goal)
{
    return describe(project, workloadRow, goal, answerFor(project, workloadRow, goal));
}

void PlannerModel::recompute()
{
    beginResetModel();
    m_answer = answerFor(*m_project, m_workloadRow, m_goal);
    endResetModel();
    const QString summary = describe(*m_project, m_workloadRow, m_goal, m_answer);
    if (summary != m_summary) {
        m_summary = summary;
        emit summaryChanged(m_summary);
    }
}

QString PlannerModel::describe(const Project &project, int workloadRow, Goal goal, const PlanAnswer &answer)
{
    if (workloadRow < 0 || workloadRow >= project.workloadCount())
        return tr("Select a workload to plan for.");
    const WorkloadEntry &entry = project.workload(workloadRow);
    if (entry.scenario.mode != Mode::Train)
        return tr("\"%1\" is a serving workload; the planner answers training deadlines and budgets.")
            .arg(entry.workload.name);
    const ProjectAssumptions &a = project.assumptions();
    if (goal == Goal::MeetDeadline && !a.hasDeadline())
        return tr("Set a deadline in the What-if panel to see the fewest GPUs of each type that meet it.");
    if (goal == Goal::StayWithinBudget && !a.hasBudget())
        return tr("Set a budget in the What-if panel to see the fastest plan of each type within it.");
    if (answer.recommended < 0) {
        const QString none = goal == Goal::MeetDeadline
            ? tr("No GPU type finishes \"%1\" within %2 h on up to %3 GPUs.")
                  .arg(entry.workload.name, formatHours(a.deadlineHours), QString::number(kMaxGpus))
            : tr("No GPU type trains \"%1\" within %2.").arg(entry.workload.name, formatMoney(a.budgetUsd));
        const int closest
            = closestMiss(answer.options, goal == Goal::MeetDeadline ? PlanQuestion::Deadline : PlanQuestion::Budget);
        if (closest < 0)
            return none;
        const Row &c = answer.options[size_t(closest)];
        const QString gpu = project.hardware(c.hardwareRow).gpu.name;
        // One arg() call: a workload named "%2" must not take the next figure.
        return (goal == Goal::MeetDeadline ? tr("%1 The fastest: %3 × %2, %4, %5.")
                                           : tr("%1 The cheapest: %3 × %2, %4, %5."))
            .arg(none, gpu, QString::number(c.closestCount), formatDuration(c.estimate.wallHours),
                formatMoney(c.estimate.costUsd));
    }
    const Row &r = answer.options[size_t(answer.recommended)];
    const QString gpu = project.hardware(r.hardwareRow).gpu.name;
    // The answer holds at its expected time; where the slow end of its range would miss the limit, it says so.
    const QString slowEnd = slowEndMissText(r.estimate, goal == Goal::MeetDeadline ? a.deadlineHours : kUnknown,
        goal == Goal::StayWithinBudget ? a.budgetUsd : kUnknown);
    const QString answerText = goal == Goal::MeetDeadline
        ? tr("Cheapest within %1 h: %2 × %3, %4, %5.")
              .arg(formatHours(a.deadlineHours))
              .arg(r.gpuCount)
              .arg(gpu, formatDuration(r.estimate.wallHours), formatMoney(r.estimate.costUsd))
        : tr("Fastest within %1: %2 × %3, %4, %5.")
              .arg(formatMoney(a.budgetUsd))
              .arg(r.gpuCount)
              .arg(gpu, formatDuration(r.estimate.wallHours), formatMoney(r.estimate.costUsd));
    return slowEnd.isEmpty() ? answerText : answerText + u' ' + slowEnd;
}

int PlannerModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_answer.options.size());
}

int PlannerModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant PlannerModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Row &r = m_answer.options[size_t(index.row())];
    const Estimate &e = r.estimate;
    const auto column = static_cast<Column>(index.column());
    const bool recommended = index.row() == m_answer.recommended;
    const bool shown = r.feasible; // figures of a failed search would mislead; the verdict says why

    auto raw = [&]() -> QVariant {
        switch (column) {
        case GpuColumn:
            return m_project->hardware(r.hardwareRow).gpu.name;
        case GpusColumn:
            return shown ? QVariant(r.gpuCount) : QVariant();
        case WallHoursColumn:
            return shown ? knownOrNull(e.wallHours) : QVariant();
        case CostColumn:
            return shown ? knownOrNull(e.costUsd) : QVariant();
        case MemoryColumn:
            return shown ? knownOrNull(e.memoryPerGpuGiB) : QVariant();
        case FitsColumn:
            return shown ? QVariant(e.fits) : QVariant();
        case VerdictColumn:
            return recommended ? 0 : shown ? 1 : 2;
        case ColumnCount:
            break;
        }
        return {};
    };

    switch (role) {
    case Qt::DisplayRole: {
        const QVariant v = raw();
        switch (column) {
        case GpuColumn:
            return v;
        case GpusColumn:
            return v.isValid() ? QString::number(v.toInt()) : QString();
        case WallHoursColumn:
            return v.isValid() ? formatHours(v.toDouble()) : QString();
        case CostColumn:
            return v.isValid() ? formatMoney(v.toDouble()) : shown ? tr("no price") : QString();
        case MemoryColumn:
            return v.isValid() ? tr("%1 GiB").arg(formatNumber(v.toDouble(), 3)) : QString();
        case FitsColumn:
            return v.isValid() ? (v.toBool() ? tr("yes") : tr("no")) : QString();
        case VerdictColumn: {
            // The goal is one limit; a plan that meets it may still break the other one the plan sets.
            const ProjectAssumptions &a = m_project->assumptions();
            const bool overBudget
                = m_goal == Goal::MeetDeadline && a.hasBudget() && isKnown(e.costUsd) && e.costUsd > a.budgetUsd;
            const bool pastDeadline = m_goal == Goal::StayWithinBudget && a.hasDeadline() && isKnown(e.wallHours)
                && e.wallHours > a.deadlineHours;
            const QString other = overBudget ? tr("over the %1 budget").arg(formatMoney(a.budgetUsd))
                : pastDeadline               ? tr("past the %1 h deadline").arg(formatHours(a.deadlineHours))
                                             : QString();
            if (recommended) {
                const QString verdict
                    = m_goal == Goal::MeetDeadline ? tr("Recommended: cheapest") : tr("Recommended: fastest");
                return other.isEmpty() ? verdict : tr("%1, but %2").arg(verdict, other);
            }
            if (shown)
                return other.isEmpty() ? tr("meets the goal") : tr("meets the goal, %1").arg(other);
            return planShortfall(
                r, m_goal == Goal::MeetDeadline ? PlanQuestion::Deadline : PlanQuestion::Budget, kMaxGpus);
        }
        case ColumnCount:
            break;
        }
        return {};
    }
    case SortRole:
        return raw();
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(Qt::Alignment(column == GpuColumn || column == VerdictColumn || column == FitsColumn
                ? Qt::AlignLeft | Qt::AlignVCenter
                : Qt::AlignRight | Qt::AlignVCenter));
    case Qt::FontRole:
        if (recommended) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case Qt::BackgroundRole:
        // A pale green that stays distinguishable from white when printed in grey.
        return recommended ? QVariant(QBrush(QColor(0xd8, 0xf0, 0xd8))) : QVariant();
    case Qt::ForegroundRole:
        return !shown && column == VerdictColumn ? QVariant(QBrush(QColor(0xb0, 0x20, 0x20))) : QVariant();
    default:
        return {};
    }
}

QVariant PlannerModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == Qt::ToolTipRole && section == GpusColumn)
        return tr("Any count up to one node, then whole nodes of %n GPU(s) (the plan's GPUs per node): a job across "
                  "servers rents and schedules them whole",
            nullptr, m_project->assumptions().gpusPerNode);
    if (role != Qt::DisplayRole || orientation != Qt::Horizontal)
        return {};
    switch (static_cast<Column>(section)) {
    case GpuColumn:
        return tr("GPU");
    case GpusColumn:
        return m_goal == Goal::MeetDeadline ? tr("Fewest GPUs") : tr("GPUs");
    case WallHoursColumn:
        return tr("Wall time (h)");
    case CostColumn:
        return tr("Cost ($)");
    case MemoryColumn:
        return tr("Memory / GPU");
    case FitsColumn:
        return tr("Fits");
    case VerdictColumn:
        return tr("Verdict");
    case ColumnCount:
        break;
    }
    return {};
}

} // namespace flopsheet
