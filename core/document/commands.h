#pragma once

#include "core/document/fields.h"
#include "core/document/project.h"

#include <QCoreApplication>
#include <QUndoCommand>

namespace flopsheet {

/** Every merge id in one enum (Tiled). */
enum CommandId { SetCellId = 1, SetAssumptionsId, SetFieldsId };

/**
 * Sets one cell to an already validated, canonical value. Undo puts back the whole row as it was,
 * so derived state (a parameter count that was derived from a shape) returns exactly. Repeated
 * edits of the same cell merge into one step.
 */
class SetCellCommand : public QUndoCommand
{
    Q_DECLARE_TR_FUNCTIONS(SetCellCommand)
public:
    SetCellCommand(Project *project, Table table, int row, int field, const QVariant &value,
                   QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;
    int id() const override { return SetCellId; }
    bool mergeWith(const QUndoCommand *other) override;

private:
    Project *m_project;
    Table m_table;
    int m_row;
    int m_field;
    QVariant m_value;
    WorkloadEntry m_oldWorkload;
    HardwareEntry m_oldHardware;
};

/**
 * Sets one field of consecutive rows (one row, or every row) to one canonical value: what a what-if
 * control does. Commands with the same non-zero drag id and the same field and rows merge, so a whole
 * slider drag is one undo step; a drag that ends where it began leaves no step at all.
 */
class SetFieldsCommand : public QUndoCommand
{
    Q_DECLARE_TR_FUNCTIONS(SetFieldsCommand)
public:
    SetFieldsCommand(Project *project, Table table, int first, int count, int field, const QVariant &value,
                     int dragId = 0, QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;
    int id() const override { return SetFieldsId; }
    bool mergeWith(const QUndoCommand *other) override;

private:
    bool changesNothing() const;

    Project *m_project;
    Table m_table;
    int m_first;
    int m_field;
    QVariant m_value;
    int m_dragId;
    QList<WorkloadEntry> m_oldWorkloads;
    QList<HardwareEntry> m_oldHardware;
};

/** Inserts rows (new, duplicated, pasted or from the catalog) at a position. */
class InsertRowsCommand : public QUndoCommand
{
    Q_DECLARE_TR_FUNCTIONS(InsertRowsCommand)
public:
    InsertRowsCommand(Project *project, int row, QList<WorkloadEntry> workloads, QUndoCommand *parent = nullptr);
    InsertRowsCommand(Project *project, int row, QList<HardwareEntry> hardware, QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;

private:
    Project *m_project;
    Table m_table;
    int m_row;
    QList<WorkloadEntry> m_workloads;
    QList<HardwareEntry> m_hardware;
};

/** Removes a contiguous block of rows, keeping them by value for undo. */
class RemoveRowsCommand : public QUndoCommand
{
    Q_DECLARE_TR_FUNCTIONS(RemoveRowsCommand)
public:
    RemoveRowsCommand(Project *project, Table table, int row, int count, QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;

private:
    Project *m_project;
    Table m_table;
    int m_row;
    int m_count;
    QList<WorkloadEntry> m_workloads;
    QList<HardwareEntry> m_hardware;
};

/** Moves one row up or down. */
class MoveRowCommand : public QUndoCommand
{
    Q_DECLARE_TR_FUNCTIONS(MoveRowCommand)
public:
    MoveRowCommand(Project *project, Table table, int from, int to, QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;

private:
    Project *m_project;
    Table m_table;
    int m_from;
    int m_to;
};

/** Changes the project-wide assumptions; changes with the same non-zero drag id merge (one slider drag). */
class SetAssumptionsCommand : public QUndoCommand
{
    Q_DECLARE_TR_FUNCTIONS(SetAssumptionsCommand)
public:
    SetAssumptionsCommand(Project *project, const ProjectAssumptions &assumptions, int dragId = 0,
                          QUndoCommand *parent = nullptr);
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
