#pragma once

#include <QWidget>

class QToolButton;

namespace flopsheet {

class Project;
class TableModel;
class TablePanel;

/**
 * The shared pool's two input tables, editable and undoable like every table (TableModel over
 * Table::PoolGpus and Table::PoolJobs): the GPU types with how many of each, and the jobs with their
 * weights, classes, starts and deadlines. "Add GPU Type" offers the hardware table's GPUs and "Add Job" the
 * workloads; the name cells choose among the same names. Delete removes the selected rows of either table.
 */
class PoolTables : public QWidget {
    Q_OBJECT
public:
    explicit PoolTables(Project *project, QWidget *parent = nullptr);

    TableModel *gpuModel() const { return m_gpuModel; }
    TableModel *jobModel() const { return m_jobModel; }
    TablePanel *gpuPanel() const { return m_gpuPanel; }
    TablePanel *jobPanel() const { return m_jobPanel; }

    /** Adds a pool GPU type of a hardware row (its planned count) or a job of a workload; one undo step each. */
    void addGpu(int hardwareRow);
    void addJob(int workloadRow);
    /** Deletes the selected rows of the table that last had focus. */
    void deleteSelected();
    /** Selects a job table row (a Gantt bar was clicked). */
    void selectJob(int jobRow);

signals:
    void statusMessage(const QString &message);

private:
    QToolButton *menuButton(const QString &text, const QString &tip);
    void fillGpuMenu(QToolButton *button);
    void fillJobMenu(QToolButton *button);
    void updateDeleteEnabled();

    Project *m_project;
    TableModel *m_gpuModel;
    TableModel *m_jobModel;
    TablePanel *m_gpuPanel;
    TablePanel *m_jobPanel;
    TablePanel *m_active;
    QToolButton *m_deleteButton = nullptr;
};

} // namespace flopsheet
