#pragma once

#include "core/document/entries.h"

#include <QCoreApplication>
#include <QUndoCommand>

namespace flopsheet {

class Project;

/**
 * "Apply to Workload" from the architecture editor as one undo step: the row's parameter count, its
 * forward FLOPs per sample (where the row takes them: token models derive theirs from parameters and
 * sequence length) and the layers they came from, set together.
 */
class ApplyArchitectureCommand : public QUndoCommand {
    Q_DECLARE_TR_FUNCTIONS(ApplyArchitectureCommand)
public:
    /** Checks the figures against the row's rules first; nullptr with the reason when the row refuses one. */
    static ApplyArchitectureCommand *create(
        Project *project, int row, double params, double flopsPerSample, const QString &architecture, QString *error);
    void redo() override;
    void undo() override;

private:
    ApplyArchitectureCommand(Project *project, int row, WorkloadEntry after);

    Project *m_project;
    int m_row;
    WorkloadEntry m_before;
    WorkloadEntry m_after;
};

} // namespace flopsheet
