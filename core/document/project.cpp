#include "core/document/project.h"

namespace flopsheet {

Project::Project(QObject *parent) : QObject(parent)
{
    connect(&m_undoStack, &QUndoStack::cleanChanged, this, [this](bool clean) { emit modifiedChanged(!clean); });
}

TableRows &Project::table(Table table)
{
    return visitRows(table, [](TableRows &rows) -> TableRows & { return rows; });
}

const TableRows &Project::table(Table t) const
{
    return const_cast<Project *>(this)->table(t);
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
    return SavedScenario { name, workloads(), hardwareRows(), m_assumptions };
}

void Project::reset(QList<WorkloadEntry> workloads, QList<HardwareEntry> hardware, ProjectAssumptions assumptions,
    QList<SavedScenario> scenarios, QList<Calibration> calibrations, QList<PoolGpu> poolGpus, QList<PoolJob> poolJobs)
{
    emit aboutToReset();
    m_poolGpus.setRows(std::move(poolGpus));
    m_poolJobs.setRows(std::move(poolJobs));
    m_workloads.setRows(std::move(workloads));
    m_hardware.setRows(std::move(hardware));
    m_calibrations.setRows(std::move(calibrations));
    m_assumptions = assumptions;
    m_scenarios = std::move(scenarios);
    m_undoStack.clear();
    emit resetDone(); // listeners of assumptionsChanged re-read everything on resetDone too
    emit scenariosChanged();
}

void Project::replaceContent(
    const QList<WorkloadEntry> &workloads, const QList<HardwareEntry> &hardware, const ProjectAssumptions &assumptions)
{
    emit aboutToReset();
    m_workloads.setRows(workloads);
    m_hardware.setRows(hardware);
    m_assumptions = assumptions;
    emit resetDone();
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

void Project::setAssumptions(const ProjectAssumptions &assumptions)
{
    m_assumptions = assumptions;
    emit assumptionsChanged();
}

} // namespace flopsheet
