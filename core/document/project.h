#pragma once

#include "core/document/entries.h"
#include "core/estimate/calibration.h"

#include <QList>
#include <QObject>
#include <QUndoStack>

namespace flopsheet {

/**
 * The open plan: workload rows, hardware rows and shared assumptions, with the undo stack every
 * user edit goes through. Models read it and push commands; only commands call the mutators.
 * "Modified" is the undo stack's clean state (Tiled's Document).
 */
class Project : public QObject
{
    Q_OBJECT
public:
    explicit Project(QObject *parent = nullptr);

    int workloadCount() const { return int(m_workloads.size()); }
    int hardwareCount() const { return int(m_hardware.size()); }
    const WorkloadEntry &workload(int row) const { return m_workloads.at(row); }
    const HardwareEntry &hardware(int row) const { return m_hardware.at(row); }
    const QList<WorkloadEntry> &workloads() const { return m_workloads; }
    const QList<HardwareEntry> &hardwareRows() const { return m_hardware; }
    const ProjectAssumptions &assumptions() const { return m_assumptions; }
    const QList<SavedScenario> &scenarios() const { return m_scenarios; }
    /** Measured runs (issue 7), in the order they were recorded. */
    const QList<Calibration> &calibrations() const { return m_calibrations; }
    /** The plan as it stands, as a scenario with this name. */
    SavedScenario snapshot(const QString &name) const;

    QUndoStack *undoStack() { return &m_undoStack; }
    bool isModified() const { return !m_undoStack.isClean(); }

    QString fileName() const { return m_fileName; }
    void setFileName(const QString &fileName);

    /** Replaces everything (New, Open, recovery); clears the undo history. */
    void reset(QList<WorkloadEntry> workloads, QList<HardwareEntry> hardware, ProjectAssumptions assumptions = {},
               QList<SavedScenario> scenarios = {}, QList<Calibration> calibrations = {});

    // Mutators for undo commands (core/document/commands.h); they emit the change signals.
    void replaceWorkload(int row, const WorkloadEntry &entry) { replaceWorkloads(row, {entry}); }
    void replaceHardware(int row, const HardwareEntry &entry) { replaceHardwareRows(row, {entry}); }
    /** Replaces consecutive rows from first on, with one change signal for all of them. */
    void replaceWorkloads(int first, const QList<WorkloadEntry> &entries);
    void replaceHardwareRows(int first, const QList<HardwareEntry> &entries);
    /** Replaces both tables and the assumptions (applying a scenario); keeps the undo history. */
    void replaceContent(const QList<WorkloadEntry> &workloads, const QList<HardwareEntry> &hardware,
                        const ProjectAssumptions &assumptions);
    void insertScenario(int index, const SavedScenario &scenario);
    void removeScenario(int index);
    void replaceScenario(int index, const SavedScenario &scenario);
    void insertCalibration(int index, const Calibration &calibration);
    void removeCalibration(int index);
    void replaceCalibration(int index, const Calibration &calibration);
    void insertWorkloads(int row, const QList<WorkloadEntry> &entries);
    void insertHardware(int row, const QList<HardwareEntry> &entries);
    void removeWorkloads(int row, int count);
    void removeHardware(int row, int count);
    void moveWorkload(int from, int to);
    void moveHardware(int from, int to);
    void setAssumptions(const ProjectAssumptions &assumptions);

signals:
    /** Rows first … last changed in place (an edit, or a what-if change of several rows at once). */
    void workloadsChanged(int first, int last);
    void hardwareRowsChanged(int first, int last);
    void workloadsAboutToBeInserted(int first, int last);
    void workloadsInserted(int first, int last);
    void workloadsAboutToBeRemoved(int first, int last);
    void workloadsRemoved(int first, int last);
    void workloadAboutToMove(int from, int to);
    void workloadMoved(int from, int to);
    void hardwareAboutToBeInserted(int first, int last);
    void hardwareInserted(int first, int last);
    void hardwareAboutToBeRemoved(int first, int last);
    void hardwareRemoved(int first, int last);
    void hardwareAboutToMove(int from, int to);
    void hardwareMoved(int from, int to);
    void assumptionsChanged();
    void scenariosChanged();
    void calibrationsChanged();
    void aboutToReset();
    void resetDone();
    void fileNameChanged(const QString &fileName);
    void modifiedChanged(bool modified);

private:
    QList<WorkloadEntry> m_workloads;
    QList<HardwareEntry> m_hardware;
    ProjectAssumptions m_assumptions;
    QList<SavedScenario> m_scenarios;
    QList<Calibration> m_calibrations;
    QUndoStack m_undoStack;
    QString m_fileName;
};

} // namespace flopsheet
