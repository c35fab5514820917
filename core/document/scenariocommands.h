#pragma once

#include "core/document/project.h"

#include <QCoreApplication>
#include <QUndoCommand>

namespace flopsheet {

/** Saves the plan as it stands as a named scenario, at the end of the list. */
class SaveScenarioCommand : public QUndoCommand {
    Q_DECLARE_TR_FUNCTIONS(SaveScenarioCommand)
public:
    SaveScenarioCommand(Project *project, const QString &name, QUndoCommand *parent = nullptr);
    void redo() override { m_project->insertScenario(m_index, m_scenario); }
    void undo() override { m_project->removeScenario(m_index); }

private:
    Project *m_project;
    int m_index;
    SavedScenario m_scenario;
};

/** Deletes a saved scenario, keeping it by value for undo. */
class RemoveScenarioCommand : public QUndoCommand {
    Q_DECLARE_TR_FUNCTIONS(RemoveScenarioCommand)
public:
    RemoveScenarioCommand(Project *project, int index, QUndoCommand *parent = nullptr);
    void redo() override { m_project->removeScenario(m_index); }
    void undo() override { m_project->insertScenario(m_index, m_scenario); }

private:
    Project *m_project;
    int m_index;
    SavedScenario m_scenario;
};

/** Renames a saved scenario. */
class RenameScenarioCommand : public QUndoCommand {
    Q_DECLARE_TR_FUNCTIONS(RenameScenarioCommand)
public:
    RenameScenarioCommand(Project *project, int index, const QString &name, QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;

private:
    Project *m_project;
    int m_index;
    QString m_old;
    QString m_new;
};

/** Puts a saved scenario's tables and assumptions back into the plan; undo restores the plan as it was. */
class ApplyScenarioCommand : public QUndoCommand {
    Q_DECLARE_TR_FUNCTIONS(ApplyScenarioCommand)
public:
    ApplyScenarioCommand(Project *project, int index, QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;

private:
    Project *m_project;
    SavedScenario m_before;
    SavedScenario m_applied;
};

} // namespace flopsheet
