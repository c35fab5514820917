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

void Project::reset(QList<WorkloadEntry> workloads, QList<HardwareEntry> hardware, ProjectAssumptions assumptions)
{
    emit aboutToReset();
    m_workloads = std::move(workloads);
    m_hardware = std::move(hardware);
    m_assumptions = assumptions;
    m_undoStack.clear();
    emit resetDone(); // listeners of assumptionsChanged re-read everything on resetDone too
}

void Project::replaceWorkload(int row, const WorkloadEntry &entry)
{
    m_workloads[row] = entry;
    emit workloadChanged(row);
}

void Project::replaceHardware(int row, const HardwareEntry &entry)
{
    m_hardware[row] = entry;
    emit hardwareChanged(row);
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
