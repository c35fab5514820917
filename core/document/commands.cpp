#include "core/document/commands.h"

#include <algorithm>

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

SetAssumptionsCommand::SetAssumptionsCommand(Project *project, const ProjectAssumptions &assumptions, int dragId,
                                             QUndoCommand *parent)
    : QUndoCommand(parent), m_project(project), m_old(project->assumptions()), m_new(assumptions), m_dragId(dragId)
{
    setText(tr("Change assumptions"));
}

bool SetAssumptionsCommand::mergeWith(const QUndoCommand *other)
{
    const auto *o = static_cast<const SetAssumptionsCommand *>(other);
    if (o->m_project != m_project || m_dragId == 0 || o->m_dragId != m_dragId)
        return false;
    m_new = o->m_new;
    setObsolete(m_new == m_old);
    return true;
}

SetFieldsCommand::SetFieldsCommand(Project *project, Table table, int first, int count, int field,
                                   const QVariant &value, int dragId, QUndoCommand *parent)
    : QUndoCommand(parent)
    , m_project(project)
    , m_table(table)
    , m_first(first)
    , m_field(field)
    , m_value(value)
    , m_dragId(dragId)
{
    if (table == Table::Workloads) {
        m_oldWorkloads = project->workloads().mid(first, count);
        const QString title = workloadFieldTitle(static_cast<WorkloadField>(field));
        setText(count == 1 ? tr("Edit %1 of \"%2\"").arg(title, m_oldWorkloads.front().workload.name)
                           : tr("Set %1 of %n workload(s)", nullptr, count).arg(title));
    } else {
        m_oldHardware = project->hardwareRows().mid(first, count);
        const QString title = gpuFieldTitle(static_cast<GpuField>(field));
        setText(count == 1 ? tr("Edit %1 of \"%2\"").arg(title, m_oldHardware.front().gpu.name)
                           : tr("Set %1 of %n GPU type(s)", nullptr, count).arg(title));
    }
}

void SetFieldsCommand::redo()
{
    if (m_table == Table::Workloads) {
        QList<WorkloadEntry> rows = m_oldWorkloads;
        for (WorkloadEntry &e : rows)
            setWorkloadField(e, static_cast<WorkloadField>(m_field), m_value);
        m_project->replaceWorkloads(m_first, rows);
    } else {
        QList<HardwareEntry> rows = m_oldHardware;
        for (HardwareEntry &e : rows)
            setGpuField(e, static_cast<GpuField>(m_field), m_value);
        m_project->replaceHardwareRows(m_first, rows);
    }
}

void SetFieldsCommand::undo()
{
    if (m_table == Table::Workloads)
        m_project->replaceWorkloads(m_first, m_oldWorkloads);
    else
        m_project->replaceHardwareRows(m_first, m_oldHardware);
}

bool SetFieldsCommand::mergeWith(const QUndoCommand *other)
{
    const auto *o = static_cast<const SetFieldsCommand *>(other);
    if (o->m_project != m_project || m_dragId == 0 || o->m_dragId != m_dragId || o->m_table != m_table
        || o->m_first != m_first || o->m_field != m_field || o->m_oldWorkloads.size() != m_oldWorkloads.size()
        || o->m_oldHardware.size() != m_oldHardware.size())
        return false;
    m_value = o->m_value; // the oldest rows for undo, the newest value for redo
    setObsolete(changesNothing());
    return true;
}

// Whether every row already holds the value (a drag that came back to where it started).
bool SetFieldsCommand::changesNothing() const
{
    if (m_table == Table::Workloads) {
        const auto f = static_cast<WorkloadField>(m_field);
        return std::all_of(m_oldWorkloads.begin(), m_oldWorkloads.end(),
                           [&](const WorkloadEntry &e) { return workloadFieldValue(e, f) == m_value; });
    }
    const auto f = static_cast<GpuField>(m_field);
    return std::all_of(m_oldHardware.begin(), m_oldHardware.end(),
                       [&](const HardwareEntry &e) { return gpuFieldValue(e, f) == m_value; });
}

} // namespace flopsheet
