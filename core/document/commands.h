#pragma once

#include "core/document/project.h"

#include <QCoreApplication>
#include <QUndoCommand>

namespace flopsheet {

/** Every merge id in one enum (Tiled). */
enum CommandId { SetCellId = 1, SetAssumptionsId, SetFieldsId };

/**
 * Sets one field of consecutive rows of any table (one row, or every row) to one canonical value. Undo
 * puts back the rows as they were, so derived state (a parameter count derived from a shape) returns
 * exactly. Commands with the same non-zero drag id, field and rows merge, so a whole slider drag is one
 * undo step; a drag that ends where it began leaves no step at all.
 */
class SetFieldsCommand : public QUndoCommand {
    Q_DECLARE_TR_FUNCTIONS(SetFieldsCommand)
public:
    SetFieldsCommand(Project *project, Table table, int first, int count, int field, const QVariant &value,
        int dragId = 0, QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;
    int id() const override { return m_sameCellMerges ? SetCellId : SetFieldsId; }
    bool mergeWith(const QUndoCommand *other) override;

protected:
    /** Repeated edits of this one cell merge into one step (typing a cell again). */
    void mergeRepeatedEdits() { m_sameCellMerges = true; }

private:
    Project *m_project;
    Table m_table;
    int m_first;
    int m_count;
    int m_field;
    QVariant m_value;
    int m_dragId;
    bool m_sameCellMerges = false;
    RowBlock m_old;
};

/** A typed cell: one row, one field; editing the same cell again merges into the same step. */
class SetCellCommand final : public SetFieldsCommand {
public:
    SetCellCommand(
        Project *project, Table table, int row, int field, const QVariant &value, QUndoCommand *parent = nullptr)
        : SetFieldsCommand(project, table, row, 1, field, value, 0, parent)
    {
        mergeRepeatedEdits();
    }
};

/** Replaces whole rows (an edit made in a dialog, an architecture applied) with rows of the same table. */
class ReplaceRowsCommand : public QUndoCommand {
public:
    ReplaceRowsCommand(
        Project *project, Table table, int first, RowBlock rows, const QString &text, QUndoCommand *parent = nullptr);
    void redo() override { m_project->table(m_table).replaceRows(m_first, m_new); }
    void undo() override { m_project->table(m_table).replaceRows(m_first, m_old); }

private:
    Project *m_project;
    Table m_table;
    int m_first;
    RowBlock m_old;
    RowBlock m_new;
};

/** Inserts rows (new, duplicated, pasted, imported or from the catalog) at a position. */
class InsertRowsCommand : public QUndoCommand {
public:
    InsertRowsCommand(Project *project, Table table, int row, RowBlock rows, QUndoCommand *parent = nullptr);
    template <typename Entry>
    InsertRowsCommand(Project *project, int row, QList<Entry> rows, QUndoCommand *parent = nullptr)
        : InsertRowsCommand(project, TableTraits<Entry>::description().table, row, RowBlock(std::move(rows)), parent)
    {
    }
    void redo() override { m_project->table(m_table).insertRows(m_row, m_rows); }
    void undo() override { m_project->table(m_table).removeRows(m_row, m_count); }

private:
    Project *m_project;
    Table m_table;
    int m_row;
    int m_count;
    RowBlock m_rows;
};

/** Removes a contiguous block of rows, keeping them by value for undo. */
class RemoveRowsCommand : public QUndoCommand {
public:
    RemoveRowsCommand(Project *project, Table table, int row, int count, QUndoCommand *parent = nullptr);
    void redo() override { m_project->table(m_table).removeRows(m_row, m_count); }
    void undo() override { m_project->table(m_table).insertRows(m_row, m_rows); }

private:
    Project *m_project;
    Table m_table;
    int m_row;
    int m_count;
    RowBlock m_rows;
};

/** Moves one row up or down. */
class MoveRowCommand : public QUndoCommand {
    Q_DECLARE_TR_FUNCTIONS(MoveRowCommand)
public:
    MoveRowCommand(Project *project, Table table, int from, int to, QUndoCommand *parent = nullptr);
    void redo() override { m_project->table(m_table).moveRow(m_from, m_to); }
    void undo() override { m_project->table(m_table).moveRow(m_to, m_from); }

private:
    Project *m_project;
    Table m_table;
    int m_from;
    int m_to;
};

/** Changes the project-wide assumptions; changes with the same non-zero drag id merge (one slider drag). */
class SetAssumptionsCommand : public QUndoCommand {
    Q_DECLARE_TR_FUNCTIONS(SetAssumptionsCommand)
public:
    SetAssumptionsCommand(
        Project *project, const ProjectAssumptions &assumptions, int dragId = 0, QUndoCommand *parent = nullptr);
    void redo() override { m_project->setAssumptions(m_new); }
    void undo() override { m_project->setAssumptions(m_old); }
    int id() const override { return SetAssumptionsId; }
    bool mergeWith(const QUndoCommand *other) override;

private:
    Project *m_project;
    ProjectAssumptions m_old;
    ProjectAssumptions m_new;
    int m_dragId;
};

} // namespace flopsheet
