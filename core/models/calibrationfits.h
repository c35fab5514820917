#pragma once

#include "core/document/calibrations.h"
#include "core/document/project.h"
#include "core/report/diagnostics.h"

#include <QObject>

#include <array>

namespace flopsheet {

/** A calibration as applied to one result: which one, its fit and diagnoses, and the result's calibrated figures. */
struct AppliedCalibration {
    int index = -1;
    Calibration calibration;
    CalibrationFit fit;
    QList<Diagnosis> diagnoses;
    CalibratedFigures figures;
    bool ok() const { return index >= 0 && fit.ok() && figures.ok(); }
};

/**
 * The fit and diagnoses of every calibration of a project, computed when first asked for after a change (a few
 * estimates each) and kept until the project changes again. Create it before anything that reads it
 * connects to the project, so it forgets the old fits first.
 */
class CalibrationFits : public QObject {
    Q_OBJECT
public:
    explicit CalibrationFits(Project *project, QObject *parent = nullptr);

    /** One fit per calibration, in the project's order. */
    const QList<CalibrationFit> &fits() const;
    /** What each calibration's gap to the model points at (diagnostics.h), in the project's order. */
    const QList<QList<Diagnosis>> &diagnoses() const;
    /** The calibration applied to an estimate of a workload row on a hardware row; index -1 when none applies. */
    AppliedCalibration applied(int workloadRow, int hardwareRow, const Estimate &estimate) const;

signals:
    /** The calibrations changed (not merely what they are fitted against); a project reset says so itself. */
    void calibrationsChanged();

private:
    Project *m_project;
    void update() const;

    mutable QList<CalibrationFit> m_fits;
    mutable QList<QList<Diagnosis>> m_diagnoses;
    mutable bool m_valid = false;
    mutable std::array<quint64, 3> m_revisions {}; ///< of the workloads, the hardware and the calibrations
};

} // namespace flopsheet
