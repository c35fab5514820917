#pragma once

#include "core/document/project.h"

#include <QCoreApplication>
#include <QUndoCommand>

namespace flopsheet {

/** Records a measured run at the end of the project's calibrations. */
class AddCalibrationCommand : public QUndoCommand
{
    Q_DECLARE_TR_FUNCTIONS(AddCalibrationCommand)
public:
    AddCalibrationCommand(Project *project, const Calibration &calibration, QUndoCommand *parent = nullptr);
    void redo() override { m_project->insertCalibration(m_index, m_calibration); }
    void undo() override { m_project->removeCalibration(m_index); }

private:
    Project *m_project;
    int m_index;
    Calibration m_calibration;
};

/** Deletes a measured run, keeping it by value for undo. */
class RemoveCalibrationCommand : public QUndoCommand
{
    Q_DECLARE_TR_FUNCTIONS(RemoveCalibrationCommand)
public:
    RemoveCalibrationCommand(Project *project, int index, QUndoCommand *parent = nullptr);
    void redo() override { m_project->removeCalibration(m_index); }
    void undo() override { m_project->insertCalibration(m_index, m_calibration); }

private:
    Project *m_project;
    int m_index;
    Calibration m_calibration;
};

/** Replaces a measured run with an edited one. */
class EditCalibrationCommand : public QUndoCommand
{
    Q_DECLARE_TR_FUNCTIONS(EditCalibrationCommand)
public:
    EditCalibrationCommand(Project *project, int index, const Calibration &calibration, QUndoCommand *parent = nullptr);
    void redo() override { m_project->replaceCalibration(m_index, m_new); }
    void undo() override { m_project->replaceCalibration(m_index, m_old); }

private:
    Project *m_project;
    int m_index;
    Calibration m_old;
    Calibration m_new;
};

} // namespace flopsheet
