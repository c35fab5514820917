#include "core/models/calibrationfits.h"

namespace flopsheet {

CalibrationFits::CalibrationFits(Project *project, QObject *parent) : QObject(parent), m_project(project)
{
    // A fit depends on its workload row, its GPU's row and the assumptions: any change may move it.
    auto forget = [this] {
        m_valid = false;
        m_fits.clear();
        m_diagnoses.clear();
    };
    connect(project, &Project::assumptionsChanged, this, forget);
    // A reset tells every listener to read everything again: no signal of ours on top (it would reach
    // models between their begin and end of the reset).
    connect(project, &Project::resetDone, this, forget);
    onAnyRowChange(project->table(Table::Calibrations), this, [this, forget] {
        forget();
        emit calibrationsChanged();
    });
}

void CalibrationFits::update() const
{
    // The tables' revisions catch a change whose signal has not reached this object yet.
    const std::array<quint64, 3> revisions { m_project->table(Table::Workloads).revision(),
        m_project->table(Table::Hardware).revision(), m_project->table(Table::Calibrations).revision() };
    if (m_valid && revisions == m_revisions)
        return;
    m_revisions = revisions;
    m_fits.clear();
    m_diagnoses.clear();
    const Project &p = *m_project;
    for (const Calibration &c : p.calibrations()) {
        m_fits.append(fitInPlan(c, p.workloads(), p.hardwareRows(), p.assumptions()));
        m_diagnoses.append(diagnoseInPlan(c, m_fits.constLast(), p.workloads(), p.hardwareRows(), p.assumptions()));
    }
    m_valid = true;
}

const QList<CalibrationFit> &CalibrationFits::fits() const
{
    update();
    return m_fits;
}

const QList<QList<Diagnosis>> &CalibrationFits::diagnoses() const
{
    update();
    return m_diagnoses;
}

AppliedCalibration CalibrationFits::applied(int workloadRow, int hardwareRow, const Estimate &estimate) const
{
    AppliedCalibration a;
    if (m_project->calibrations().isEmpty() || !estimate.ok())
        return a;
    const WorkloadEntry &w = m_project->workload(workloadRow);
    const HardwareEntry &h = m_project->hardware(hardwareRow);
    const Scenario sc = scenarioFor(w, h, m_project->assumptions());
    const QList<CalibrationFit> &all = fits();
    a.index = applicableCalibration(m_project->calibrations(), all, w, h, sc.precision);
    if (a.index < 0)
        return a;
    a.calibration = m_project->calibrations().at(a.index);
    a.fit = all.at(a.index);
    a.diagnoses = diagnoses().at(a.index);
    a.figures = applyCalibration(estimate, sc.mode, a.fit.factors);
    return a;
}

} // namespace flopsheet
