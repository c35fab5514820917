#include "core/document/commands.h"

namespace flopsheet {

SetFieldsCommand::SetFieldsCommand(Project *project, Table table, int first, int count, int field,
    const QVariant &value, int dragId, QUndoCommand *parent)
    : QUndoCommand(parent), m_project(project), m_table(table), m_first(first), m_count(count), m_field(field),
      m_value(value), m_dragId(dragId)
{
    const TableRows &rows = project->table(table);
    m_old = rows.copyRows(first, count);
    const QString title = rows.description().fieldTitle(field);
    setText(count == 1 ? tr("Edit %1 of \"%2\"").arg(title, rows.rowName(first))
                       : rows.description().setFieldText(field, count));
}

void SetFieldsCommand::redo()
{
    TableRows &rows = m_project->table(m_table);
    rows.replaceRows(m_first, rows.withField(m_old, m_field, m_value));
}

void SetFieldsCommand::undo()
{
    m_project->table(m_table).replaceRows(m_first, m_old);
}

bool SetFieldsCommand::mergeWith(const QUndoCommand *other)
{
    const auto *o = static_cast<const SetFieldsCommand *>(other);
    if (o->m_project != m_project || o->m_table != m_table || o->m_first != m_first || o->m_count != m_count
        || o->m_field != m_field)
        return false;
    if (m_sameCellMerges) {
        m_value = o->m_value; // keep the oldest row for undo, the newest value for redo
        return true;
    }
    if (m_dragId == 0 || o->m_dragId != m_dragId)
        return false;
    m_value = o->m_value;
    setObsolete(m_project->table(m_table).allHold(m_old, m_field, m_value));
    return true;
}

ReplaceRowsCommand::ReplaceRowsCommand(
    Project *project, Table table, int first, RowBlock rows, const QString &text, QUndoCommand *parent)
    : QUndoCommand(text, parent), m_project(project), m_table(table), m_first(first), m_new(std::move(rows))
{
    const TableRows &list = project->table(table);
    m_old = list.copyRows(first, list.blockSize(m_new));
}

InsertRowsCommand::InsertRowsCommand(Project *project, Table table, int row, RowBlock rows, QUndoCommand *parent)
    : QUndoCommand(parent), m_project(project), m_table(table), m_row(row), m_rows(std::move(rows))
{
    const TableRows &list = project->table(table);
    m_count = list.blockSize(m_rows);
    setText(list.description().addRowsText(m_count));
}

RemoveRowsCommand::RemoveRowsCommand(Project *project, Table table, int row, int count, QUndoCommand *parent)
    : QUndoCommand(parent), m_project(project), m_table(table), m_row(row), m_count(count)
{
    const TableRows &list = project->table(table);
    m_rows = list.copyRows(row, count);
    setText(list.description().deleteRowsText(count));
}

MoveRowCommand::MoveRowCommand(Project *project, Table table, int from, int to, QUndoCommand *parent)
    : QUndoCommand(parent), m_project(project), m_table(table), m_from(from), m_to(to)
{
    setText(to < from ? tr("Move row up") : tr("Move row down"));
}

SetAssumptionsCommand::SetAssumptionsCommand(
    Project *project, const ProjectAssumptions &assumptions, int dragId, QUndoCommand *parent)
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

} // namespace flopsheet
