#pragma once

#include "core/document/scenariocomparison.h"

#include <QAbstractTableModel>

namespace flopsheet {

class Project;

/**
 * Two scenarios side by side (the current plan or a saved one on each side): for every workload on
 * every GPU type both have, time, cost and memory per GPU under A and under B, and the change.
 * While inactive (its view hidden) edits only mark it stale, so a slider drag pays nothing for it.
 */
class ScenarioComparisonModel : public QAbstractTableModel {
    Q_OBJECT
public:
    /** The side index of the plan as it stands; saved scenarios are 0, 1, … */
    static constexpr int kCurrentPlan = -1;
    enum Column {
        WorkloadColumn,
        GpuColumn,
        HoursAColumn,
        HoursBColumn,
        HoursChangeColumn,
        CostAColumn,
        CostBColumn,
        CostChangeColumn,
        MemoryAColumn,
        MemoryBColumn,
        FitsColumn,
        ColumnCount
    };

    explicit ScenarioComparisonModel(Project *project, QObject *parent = nullptr);

    void setSides(int a, int b);
    int sideA() const { return m_a; }
    int sideB() const { return m_b; }
    /** The display name of a side ("Current plan" or the scenario's name). */
    QString sideName(int side) const;
    void setActive(bool active);

    const ScenarioDelta &deltaAt(int row) const { return m_deltas[size_t(row)]; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    void markStale();
    void recompute();
    SavedScenario side(int index) const;

    Project *m_project;
    int m_a = kCurrentPlan;
    int m_b = kCurrentPlan;
    bool m_active = true;
    bool m_stale = true;
    std::vector<ScenarioDelta> m_deltas;
};

} // namespace flopsheet
