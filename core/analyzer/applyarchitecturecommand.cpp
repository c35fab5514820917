#include "core/analyzer/applyarchitecturecommand.h"

#include "core/document/fields.h"
#include "core/document/project.h"

namespace flopsheet {

ApplyArchitectureCommand *ApplyArchitectureCommand::create(
    Project *project, int row, double params, double flopsPerSample, const QString &architecture, QString *error)
{
    if (row < 0 || row >= project->workloadCount()) {
        *error = tr("there is no workload row %1").arg(row + 1);
        return nullptr;
    }
    WorkloadEntry entry = project->workload(row);
    const std::pair<WorkloadField, double> figures[]
        = { { WorkloadField::Params, params }, { WorkloadField::ForwardFlops, flopsPerSample } };
    for (const auto &[field, value] : figures) {
        if (!workloadFieldApplies(entry, field))
            continue;
        const FieldValue parsed = parseWorkloadField(field, value);
        if (!parsed.ok()) {
            *error = tr("the workload refuses %1: %2").arg(workloadFieldTitle(field), parsed.error);
            return nullptr;
        }
        setWorkloadField(entry, field, parsed.value);
    }
    entry.architecture = architecture;
    return new ApplyArchitectureCommand(project, row, std::move(entry));
}

ApplyArchitectureCommand::ApplyArchitectureCommand(Project *project, int row, WorkloadEntry after)
    : m_project(project), m_row(row), m_before(project->workload(row)), m_after(std::move(after))
{
    setText(tr("Apply architecture to \"%1\"").arg(m_before.workload.name));
}

void ApplyArchitectureCommand::redo()
{
    m_project->replaceWorkload(m_row, m_after);
}

void ApplyArchitectureCommand::undo()
{
    m_project->replaceWorkload(m_row, m_before);
}

} // namespace flopsheet
