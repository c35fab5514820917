#pragma once

#include "core/pool/poolplan.h"
#include "ui/pool/pooltext.h"

#include <QAbstractTableModel>

namespace flopsheet {

/**
 * One row per job of the shared pool's plan: the GPUs it held over time, when it started and finished,
 * how long it waited, its GPU-hours and cost, its finish-time fairness ρ, its deadline and what kept it
 * from running. Read-only; setPlan() replaces what it shows (the Pool dock after every re-plan, the report).
 */
class PoolResultModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        JobColumn,
        GpusColumn,
        StartColumn,
        FinishColumn,
        WaitColumn,
        GpuHoursColumn,
        CostColumn,
        RhoColumn,
        DeadlineColumn,
        ProblemColumn,
        ColumnCount
    };

    explicit PoolResultModel(QObject *parent = nullptr);

    void setPlan(const PoolProblem &problem, const PoolSchedule &schedule);
    const PoolProblem &problem() const { return m_problem; }
    const PoolSchedule &schedule() const { return m_schedule; }
    /** The job table's row of a result row. */
    int jobRowOf(int row) const { return m_problem.tasks.value(row).row; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QString displayText(int row, int column) const;

    PoolProblem m_problem;
    PoolSchedule m_schedule;
    pooltext::DurationUnit m_timeUnit = pooltext::DurationUnit::Hours; ///< of the start, finish and wait columns
};

} // namespace flopsheet
