#include "core/document/commands.h"

namespace flopsheet {

SetCellCommand::SetCellCommand(Project *project, Table table, int row, int field, const QVariant &value,
                               QUndoCommand *parent)
    : QUndoCommand(parent), m_project(project), m_table(table), m_row(row), m_field(field), m_value(value)
{
    if (table == Table::Workloads) {
        m_oldWorkload = project->workload(row);
        setText(tr("Edit %1 of \"%2\"")
                    .arg(workloadFieldTitle(static_cast<WorkloadField>(field)), m_oldWorkload.workload.name));
    } else {
        m_oldHardware = project->hardware(row);
        setText(tr("Edit %1 of \"%2\"").arg(gpuFieldTitle(static_cast<GpuField>(field)), m_oldHardware.gpu.name));
    }
}

void SetCellCommand::redo()
{
    if (m_table == Table::Workloads) {
        WorkloadEntry entry = m_project->workload(m_row);
        setWorkloadField(entry, static_cast<WorkloadField>(m_field), m_value);
        m_project->replaceWorkload(m_row, entry);
    } else {
        HardwareEntry entry = m_project->hardware(m_row);
        setGpuField(entry, static_cast<GpuField>(m_field), m_value);
        m_project->replaceHardware(m_row, entry);
    }
}

void SetCellCommand::undo()
{
    if (m_table == Table::Workloads)
        m_project->replaceWorkload(m_row, m_oldWorkload);
    else
        m_project->replaceHardware(m_row, m_oldHardware);
}

bool SetCellCommand::mergeWith(const QUndoCommand *other)
{
    const auto *o = static_cast<const SetCellCommand *>(other);
    if (o->m_project != m_project || o->m_table != m_table || o->m_row != m_row || o->m_field != m_field)
        return false;
    m_value = o->m_value; // keep the oldest row for undo, the newest value for redo
    return true;
}

InsertRowsCommand::InsertRowsCommand(Project *project, int row, QList<WorkloadEntry> workloads, QUndoCommand *parent)
    : QUndoCommand(parent), m_project(project), m_table(Table::Workloads), m_row(row), m_workloads(std::move(workloads))
{
    setText(tr("Add %n workload(s)", nullptr, int(m_workloads.size())));
}

InsertRowsCommand::InsertRowsCommand(Project *project, int row, QList<HardwareEntry> hardware, QUndoCommand *parent)
    : QUndoCommand(parent), m_project(project), m_table(Table::Hardware), m_row(row), m_hardware(std::move(hardware))
{
    setText(tr("Add %n GPU type(s)", nullptr, int(m_hardware.size())));
}

void InsertRowsCommand::redo()
{
    if (m_table == Table::Workloads)
        m_project->insertWorkloads(m_row, m_workloads);
    else
        m_project->insertHardware(m_row, m_hardware);
}

void InsertRowsCommand::undo()
{
    if (m_table == Table::Workloads)
        m_project->removeWorkloads(m_row, int(m_workloads.size()));
    else
        m_project->removeHardware(m_row, int(m_hardware.size()));
}

RemoveRowsCommand::RemoveRowsCommand(Project *project, Table table, int row, int count, QUndoCommand *parent)
    : QUndoCommand(parent), m_project(project), m_table(table), m_row(row), m_count(count)
{
    if (table == Table::Workloads) {
        m_workloads = project->workloads().mid(row, count);
        setText(tr("Delete %n workload(s)", nullptr, count));
    } else {
        m_hardware = project->hardwareRows().mid(row, count);
        setText(tr("Delete %n GPU type(s)", nullptr, count));
    }
}

void RemoveRowsCommand::redo()
{
    if (m_table == Table::Workloads)
        m_project->removeWorkloads(m_row, m_count);
    else
        m_project->removeHardware(m_row, m_count);
}

void RemoveRowsCommand::undo()
{
    if (m_table == Table::Workloads)
        m_project->insertWorkloads(m_row, m_workloads);
    else
        m_project->insertHardware(m_row, m_hardware);
}

MoveRowCommand::MoveRowCommand(Project *project, Table table, int from, int to, QUndoCommand *parent)
    : QUndoCommand(parent), m_project(project), m_table(table), m_from(from), m_to(to)
{
    setText(to < from ? tr("Move row up") : tr("Move row down"));
}

void MoveRowCommand::redo()
{
    if (m_table == Table::Workloads)
        m_project->moveWorkload(m_from, m_to);
    else
        m_project->moveHardware(m_from, m_to);
}

void MoveRowCommand::undo()
{
    if (m_table == Table::Workloads)
        m_project->moveWorkload(m_to, m_from);
    else
        m_project->moveHardware(m_to, m_from);
}

SetAssumptionsCommand::SetAssumptionsCommand(Project *project, const ProjectAssumptions &assumptions,
                                             QUndoCommand *parent)
    : QUndoCommand(parent), m_project(project), m_old(project->assumptions()), m_new(assumptions)
{
    setText(tr("Change assumptions"));
}

bool SetAssumptionsCommand::mergeWith(const QUndoCommand *other)
{
    const auto *o = static_cast<const SetAssumptionsCommand *>(other);
    if (o->m_project != m_project)
        return false;
    m_new = o->m_new;
    return true;
}

} // namespace flopsheet
