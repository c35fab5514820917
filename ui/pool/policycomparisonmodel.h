#pragma once

#include "core/pool/poolplan.h"
#include "ui/pool/pooltext.h"

#include <QAbstractTableModel>

namespace flopsheet {

/**
 * Every pool policy side by side on the same pool (comparePolicies): average completion time, makespan,
 * the jobs' cost and the whole pool's, the worst ρ and the deadlines met. The policy the plan uses is bold.
 */
class PolicyComparisonModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        PolicyColumn,
        AverageCompletionColumn,
        MakespanColumn,
        CostColumn,
        PoolCostColumn,
        WorstRhoColumn,
        DeadlinesColumn,
        ColumnCount
    };

    explicit PolicyComparisonModel(QObject *parent = nullptr);

    void setOutcomes(const QList<PolicyOutcome> &outcomes, PoolPolicy current);
    const QList<PolicyOutcome> &outcomes() const { return m_outcomes; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QString displayText(const PolicyOutcome &o, int column) const;

    QList<PolicyOutcome> m_outcomes;
    pooltext::DurationUnit m_timeUnit = pooltext::DurationUnit::Hours; ///< of both time columns
    PoolPolicy m_current = PoolPolicy::MaxMinFairness;
};

} // namespace flopsheet
