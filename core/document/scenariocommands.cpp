#include "core/document/scenariocommands.h"

#include <algorithm>

namespace flopsheet {

SaveScenarioCommand::SaveScenarioCommand(Project *project, const QString &name, QUndoCommand *parent)
    : QUndoCommand(parent), m_project(project), m_index(int(project->scenarios().size())),
      m_scenario(project->snapshot(name))
{
    setText(tr("Save scenario \"%1\"").arg(name));
}

RemoveScenarioCommand::RemoveScenarioCommand(Project *project, int index, QUndoCommand *parent)
    : QUndoCommand(parent), m_project(project), m_index(index), m_scenario(project->scenarios().at(index))
{
    setText(tr("Delete scenario \"%1\"").arg(m_scenario.name));
}

RenameScenarioCommand::RenameScenarioCommand(Project *project, int index, const QString &name, QUndoCommand *parent)
    : QUndoCommand(parent), m_project(project), m_index(index), m_old(project->scenarios().at(index).name), m_new(name)
{
    setText(tr("Rename scenario \"%1\" to \"%2\"").arg(m_old, m_new));
}

void RenameScenarioCommand::redo()
{
    SavedScenario s = m_project->scenarios().at(m_index);
    s.name = m_new;
    m_project->replaceScenario(m_index, s);
}

void RenameScenarioCommand::undo()
{
    SavedScenario s = m_project->scenarios().at(m_index);
    s.name = m_old;
    m_project->replaceScenario(m_index, s);
}

ApplyScenarioCommand::ApplyScenarioCommand(Project *project, int index, QUndoCommand *parent)
    : QUndoCommand(parent), m_project(project), m_before(project->snapshot(QString())),
      m_applied(project->scenarios().at(index))
{
    setText(tr("Apply scenario \"%1\"").arg(m_applied.name));
}

void ApplyScenarioCommand::redo()
{
    m_project->replaceContent(m_applied.workloads, m_applied.hardware, m_applied.assumptions);
}

void ApplyScenarioCommand::undo()
{
    m_project->replaceContent(m_before.workloads, m_before.hardware, m_before.assumptions);
}

} // namespace flopsheet
