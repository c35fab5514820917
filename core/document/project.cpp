#include "core/document/project.h"

namespace flopsheet {

Project::Project(QObject *parent) : QObject(parent)
{
    connect(&m_undoStack, &QUndoStack::cleanChanged, this, [this](bool clean) { emit modifiedChanged(!clean); });
}

void Project::setFileName(const QString &fileName)
{
    if (m_fileName == fileName)
        return;
    m_fileName = fileName;
    emit fileNameChanged(fileName);
}

SavedScenario Project::snapshot(const QString &name) const
{
    return SavedScenario{name, m_workloads, m_hardware, m_assumptions};
}

void Project::reset(QList<WorkloadEntry> workloads, QList<HardwareEntry> hardware, ProjectAssumptions assumptions,
                    QList<SavedScenario> scenarios, QList<Calibration> calibrations)
{
    emit aboutToReset();
    m_workloads = std::move(workloads);
    m_hardware = std::move(hardware);
    m_assumptions = assumptions;
    m_scenarios = std::move(scenarios);
    m_calibrations = std::move(calibrations);
    m_undoStack.clear();
    emit resetDone(); // listeners of assumptionsChanged re-read everything on resetDone too
    emit scenariosChanged();
    emit calibrationsChanged();
}

void Project::replaceContent(const QList<WorkloadEntry> &workloads, const QList<HardwareEntry> &hardware,
                             const ProjectAssumptions &assumptions)
{
    emit aboutToReset();
    m_workloads = workloads;
    m_hardware = hardware;
    m_assumptions = assumptions;
    emit resetDone();
}

void Project::replaceWorkloads(int first, const QList<WorkloadEntry> &entries)
{
    if (entries.isEmpty())
        return;
    for (qsizetype i = 0; i < entries.size(); ++i)
        m_workloads[first + i] = entries[i];
    emit workloadsChanged(first, first + int(entries.size()) - 1);
}

void Project::replaceHardwareRows(int first, const QList<HardwareEntry> &entries)
{
    if (entries.isEmpty())
        return;
    for (qsizetype i = 0; i < entries.size(); ++i)
        m_hardware[first + i] = entries[i];
    emit hardwareRowsChanged(first, first + int(entries.size()) - 1);
}

void Project::insertScenario(int index, const SavedScenario &scenario)
{
    m_scenarios.insert(index, scenario);
    emit scenariosChanged();
}

void Project::removeScenario(int index)
{
    m_scenarios.removeAt(index);
    emit scenariosChanged();
}

void Project::replaceScenario(int index, const SavedScenario &scenario)
{
    m_scenarios[index] = scenario;
    emit scenariosChanged();
}

void Project::insertCalibration(int index, const Calibration &calibration)
{
    m_calibrations.insert(index, calibration);
    emit calibrationsChanged();
}

void Project::removeCalibration(int index)
{
    m_calibrations.removeAt(index);
    emit calibrationsChanged();
}

void Project::replaceCalibration(int index, const Calibration &calibration)
{
    m_calibrations[index] = calibration;
    emit calibrationsChanged();
}

void Project::insertWorkloads(int row, const QList<WorkloadEntry> &entries)
{
    if (entries.isEmpty())
        return;
    emit workloadsAboutToBeInserted(row, row + int(entries.size()) - 1);
    for (qsizetype i = 0; i < entries.size(); ++i)
        m_workloads.insert(row + i, entries[i]);
    emit workloadsInserted(row, row + int(entries.size()) - 1);
}

void Project::insertHardware(int row, const QList<HardwareEntry> &entries)
{
    if (entries.isEmpty())
        return;
    emit hardwareAboutToBeInserted(row, row + int(entries.size()) - 1);
    for (qsizetype i = 0; i < entries.size(); ++i)
        m_hardware.insert(row + i, entries[i]);
    emit hardwareInserted(row, row + int(entries.size()) - 1);
}

void Project::removeWorkloads(int row, int count)
{
    if (count <= 0)
        return;
    emit workloadsAboutToBeRemoved(row, row + count - 1);
    m_workloads.remove(row, count);
    emit workloadsRemoved(row, row + count - 1);
}

void Project::removeHardware(int row, int count)
{
    if (count <= 0)
        return;
    emit hardwareAboutToBeRemoved(row, row + count - 1);
    m_hardware.remove(row, count);
    emit hardwareRemoved(row, row + count - 1);
}

void Project::moveWorkload(int from, int to)
{
    if (from == to)
        return;
    emit workloadAboutToMove(from, to);
    m_workloads.move(from, to);
    emit workloadMoved(from, to);
}

void Project::moveHardware(int from, int to)
{
    if (from == to)
        return;
    emit hardwareAboutToMove(from, to);
    m_hardware.move(from, to);
    emit hardwareMoved(from, to);
}

void Project::setAssumptions(const ProjectAssumptions &assumptions)
{
    m_assumptions = assumptions;
    emit assumptionsChanged();
}

} // namespace flopsheet
