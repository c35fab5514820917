#pragma once

#include "core/document/calibrationtable.h"
#include "core/document/entries.h"
#include "core/document/hardwaretable.h"
#include "core/document/poolgputable.h"
#include "core/document/pooljobtable.h"
#include "core/document/rowlist.h"
#include "core/document/workloadtable.h"

#include <QList>
#include <QObject>
#include <QUndoStack>

namespace flopsheet {

/**
 * The open plan: its tables (workloads, hardware, measured runs), the shared assumptions and the saved
 * scenarios, with the undo stack every user edit goes through. Models read it and push commands through
 * the edits API (core/document/edits.h); only commands call the mutators. "Modified" is the undo stack's
 * clean state (Tiled's Document).
 */
class Project : public QObject {
    Q_OBJECT
public:
    explicit Project(QObject *parent = nullptr);

    /** A table without its row type: the generic model, commands, CSV and files use this. */
    TableRows &table(Table table);
    const TableRows &table(Table table) const;
    /** A table with its row type: rows<WorkloadEntry>().rows(). */
    template <typename Entry> RowList<Entry> &rows();
    template <typename Entry> const RowList<Entry> &rows() const { return const_cast<Project *>(this)->rows<Entry>(); }

    /** Calls f(RowList<Entry> &) with the table's typed rows: the one switch over the tables. */
    template <typename F> decltype(auto) visitRows(Table table, F &&f)
    {
        switch (table) {
        case Table::Workloads:
            return f(m_workloads);
        case Table::Hardware:
            return f(m_hardware);
        case Table::Calibrations:
            return f(m_calibrations);
        case Table::PoolGpus:
            return f(m_poolGpus);
        case Table::PoolJobs:
            return f(m_poolJobs);
        }
        Q_UNREACHABLE();
    }

    // Shorthands for reading the three tables.
    int workloadCount() const { return m_workloads.count(); }
    int hardwareCount() const { return m_hardware.count(); }
    const WorkloadEntry &workload(int row) const { return m_workloads.at(row); }
    const HardwareEntry &hardware(int row) const { return m_hardware.at(row); }
    const QList<WorkloadEntry> &workloads() const { return m_workloads.rows(); }
    const QList<HardwareEntry> &hardwareRows() const { return m_hardware.rows(); }
    /** Measured runs (issue 7), in the order they were recorded. */
    const QList<Calibration> &calibrations() const { return m_calibrations.rows(); }
    /** The shared pool (issue 14): its GPU types and the jobs that share it; the policy is an assumption. */
    const QList<PoolGpu> &poolGpus() const { return m_poolGpus.rows(); }
    const QList<PoolJob> &poolJobs() const { return m_poolJobs.rows(); }

    const ProjectAssumptions &assumptions() const { return m_assumptions; }
    const QList<SavedScenario> &scenarios() const { return m_scenarios; }
    /** The plan as it stands, as a scenario with this name. */
    SavedScenario snapshot(const QString &name) const;

    QUndoStack *undoStack() { return &m_undoStack; }
    bool isModified() const { return !m_undoStack.isClean(); }

    QString fileName() const { return m_fileName; }
    void setFileName(const QString &fileName);

    /** Replaces everything (New, Open, recovery); clears the undo history. */
    void reset(QList<WorkloadEntry> workloads, QList<HardwareEntry> hardware, ProjectAssumptions assumptions = {},
        QList<SavedScenario> scenarios = {}, QList<Calibration> calibrations = {}, QList<PoolGpu> poolGpus = {},
        QList<PoolJob> poolJobs = {});

    // Mutators for undo commands (core/document/commands.h); they emit the change signals.
    /** Replaces both tables and the assumptions (applying a scenario); keeps the undo history. */
    void replaceContent(const QList<WorkloadEntry> &workloads, const QList<HardwareEntry> &hardware,
        const ProjectAssumptions &assumptions);
    void insertScenario(int index, const SavedScenario &scenario);
    void removeScenario(int index);
    void replaceScenario(int index, const SavedScenario &scenario);
    void setAssumptions(const ProjectAssumptions &assumptions);

signals:
    void assumptionsChanged();
    void scenariosChanged();
    /** Every table may have changed wholesale (New, Open, a scenario applied): models reset. */
    void aboutToReset();
    void resetDone();
    void fileNameChanged(const QString &fileName);
    void modifiedChanged(bool modified);

private:
    RowList<WorkloadEntry> m_workloads;
    RowList<HardwareEntry> m_hardware;
    RowList<Calibration> m_calibrations;
    RowList<PoolGpu> m_poolGpus;
    RowList<PoolJob> m_poolJobs;
    ProjectAssumptions m_assumptions;
    QList<SavedScenario> m_scenarios;
    QUndoStack m_undoStack;
    QString m_fileName;
};

template <> inline RowList<WorkloadEntry> &Project::rows<WorkloadEntry>()
{
    return m_workloads;
}
template <> inline RowList<HardwareEntry> &Project::rows<HardwareEntry>()
{
    return m_hardware;
}
template <> inline RowList<Calibration> &Project::rows<Calibration>()
{
    return m_calibrations;
}
template <> inline RowList<PoolGpu> &Project::rows<PoolGpu>()
{
    return m_poolGpus;
}
template <> inline RowList<PoolJob> &Project::rows<PoolJob>()
{
    return m_poolJobs;
}

} // namespace flopsheet
