#pragma once

#include "core/estimate/planner.h"

#include <QAbstractTableModel>

#include <vector>

namespace flopsheet {

class Project;

/**
 * The deadline and budget planner for one workload: a row per included GPU type with the fewest GPUs
 * that finish within the project's deadline (or the fastest count within its budget), the time, cost
 * and memory that gives, and the recommendation (cheapest plan meeting the deadline, fastest within
 * the budget) marked. Recomputed on every change of the project; about a thousand estimates, well
 * under a millisecond.
 */
class PlannerModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum class Goal { MeetDeadline, StayWithinBudget };
    enum Column {
        GpuColumn,
        GpusColumn,
        WallHoursColumn,
        CostColumn,
        MemoryColumn,
        FitsColumn,
        VerdictColumn,
        ColumnCount
    };
    /** The largest count the planner tries per GPU type. */
    static constexpr int kMaxGpus = kPlanMaxGpus;

    explicit PlannerModel(Project *project, QObject *parent = nullptr);

    void setWorkloadRow(int row);
    int workloadRow() const { return m_workloadRow; }
    void setGoal(Goal goal);
    Goal goal() const { return m_goal; }

    /** The recommended row; -1 when no GPU type meets the goal. */
    int recommendedRow() const { return m_answer.recommended; }
    /** The hardware row of a planner row. */
    int hardwareRowOf(int row) const { return m_answer.options[size_t(row)].hardwareRow; }
    int gpuCountAt(int row) const { return m_answer.options[size_t(row)].gpuCount; }
    bool isFeasible(int row) const { return m_answer.options[size_t(row)].feasible; }
    const Estimate &estimateAt(int row) const { return m_answer.options[size_t(row)].estimate; }
    /** One line for above the table: the goal and the answer, or why there is none. */
    QString summary() const { return m_summary; }
    /** The line summary() would show for workloadRow and goal, without a model (the details pane's). */
    static QString summaryFor(const Project &project, int workloadRow, Goal goal);
    /** The same line for an answer already planned (recommendPlan, as timeCostPlan returns it). */
    static QString summaryFor(const Project &project, int workloadRow, Goal goal, const PlanAnswer &answer)
    {
        return describe(project, workloadRow, goal, answer);
    }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

signals:
    void summaryChanged(const QString &summary);

private:
    using Row = PlanOption;
    static PlanAnswer answerFor(const Project &project, int workloadRow, Goal goal);
    static QString describe(const Project &project, int workloadRow, Goal goal, const PlanAnswer &answer);
    void recompute();

    Project *m_project;
    int m_workloadRow = -1;
    Goal m_goal = Goal::MeetDeadline;
    PlanAnswer m_answer; ///< its options are the rows
    QString m_summary;
};

} // namespace flopsheet
