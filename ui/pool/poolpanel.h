#pragma once

#include <QWidget>

class QAbstractItemModel;
class QLabel;
class QTabWidget;
class QTableView;

namespace flopsheet {

class GanttChart;
class PolicyChooser;
class PolicyComparisonModel;
class PoolPlanner;
class PoolResultModel;
class PoolTables;
class PoolWhatIf;
class Project;
class UtilizationChart;

/**
 * The Pool dock: the shared pool's GPU types and jobs (editable), the policy that divides it and what it
 * optimises, what-if sliders for weights and pool sizes, and the plan — each job's GPUs over time, start,
 * finish, wait, cost, ρ and deadline, the pool's makespan, costs and utilization, the notes, a Gantt
 * chart, the utilization over time and all six policies side by side. Everything re-plans after any
 * change of the plan (PoolPlanner).
 */
class PoolPanel : public QWidget {
    Q_OBJECT
public:
    explicit PoolPanel(Project *project, QWidget *parent = nullptr);

    PoolPlanner *planner() const { return m_planner; }
    PoolTables *tables() const { return m_tables; }
    PolicyChooser *policyChooser() const { return m_policy; }
    PoolWhatIf *whatIf() const { return m_whatIf; }
    PoolResultModel *resultModel() const { return m_results; }
    PolicyComparisonModel *comparisonModel() const { return m_comparison; }
    QTableView *resultView() const { return m_resultView; }
    QTableView *comparisonView() const { return m_comparisonView; }
    GanttChart *ganttChart() const { return m_gantt; }
    UtilizationChart *utilizationChart() const { return m_utilization; }
    QLabel *figuresLabel() const { return m_figures; }
    QLabel *notesLabel() const { return m_notes; }
    /** Shows the Gantt chart (0) or the utilization (1) in front. */
    void showChart(int index);
    /** Re-plans a pending change and redraws now (tests, benchmarks, screenshots). */
    void updateNow();

signals:
    void statusMessage(const QString &message);

private:
    void showPlan();
    void showComparison();
    void redrawChart();
    QTableView *makeView(QAbstractItemModel *model);

    Project *m_project;
    PoolPlanner *m_planner;
    PoolTables *m_tables;
    PolicyChooser *m_policy;
    PoolWhatIf *m_whatIf;
    PoolResultModel *m_results;
    PolicyComparisonModel *m_comparison;
    QTableView *m_resultView;
    QTableView *m_comparisonView;
    QTabWidget *m_charts;
    GanttChart *m_gantt;
    UtilizationChart *m_utilization;
    QLabel *m_figures;
    QLabel *m_notes;
    bool m_chartStale[2] = { true, true }; ///< a chart behind its tab redraws when it comes to the front
};

} // namespace flopsheet
