#include "core/document/calibrationcommands.h"

namespace flopsheet {

AddCalibrationCommand::AddCalibrationCommand(Project *project, const Calibration &calibration, QUndoCommand *parent)
    : QUndoCommand(parent), m_project(project), m_index(int(project->calibrations().size())), m_calibration(calibration)
{
    setText(tr("Add measurement of %1 on %2").arg(calibration.workloadName, calibration.gpuName));
}

RemoveCalibrationCommand::RemoveCalibrationCommand(Project *project, int index, QUndoCommand *parent)
    : QUndoCommand(parent), m_project(project), m_index(index), m_calibration(project->calibrations().at(index))
{
    setText(tr("Delete measurement of %1 on %2").arg(m_calibration.workloadName, m_calibration.gpuName));
}

EditCalibrationCommand::EditCalibrationCommand(Project *project, int index, const Calibration &calibration,
                                               QUndoCommand *parent)
    : QUndoCommand(parent), m_project(project), m_index(index), m_old(project->calibrations().at(index)),
      m_new(calibration)
{
    setText(tr("Edit measurement of %1 on %2").arg(calibration.workloadName, calibration.gpuName));
}

} // namespace flopsheet
