#pragma once

#include "core/document/entries.h"
#include "core/estimate/calibration.h"

#include <QList>
#include <QString>

namespace flopsheet {

/** What a measured run's gap to the model points at. */
enum class DiagnosisKind : std::uint8_t {
    WithinRange, ///< nothing stands out: the run is where published runs of its kind are
    FasterThanModel, ///< faster than the optimistic end: the record is worth a second look
    SmallBatch, ///< far below the model with a small batch per GPU
    InputPipeline, ///< far below the model with a batch that should keep the GPU busy
    Fp32OnTensorCores, ///< recorded in FP32 on a chip whose matrix units are several times faster
    Tf32Detected, ///< recorded as FP32 but faster than the FP32 peak: TF32 or mixed precision was on
    MatrixUnitsIdle, ///< recorded in a matrix precision but slower than plain FP32 would be
    MemoryBound, ///< memory traffic is a large part of the step
    CommunicationBound, ///< exposed communication is a large part of the step
    NearCapacity, ///< little memory headroom left
    BatchCannotGrow, ///< doubling the batch would not fit
    FitsOnlyInPractice, ///< the model says it does not fit, yet it ran
};

/** One finding about a measured run and what to try, both translated, one sentence each. */
struct Diagnosis {
    DiagnosisKind kind = DiagnosisKind::WithinRange;
    QString finding;
    QString advice;
};

/**
 * Explains a measured run's gap to the model and says what to try. Pure: reads the calibration, its
 * fit (which carries the model's estimate of the run), the GPU it ran on, the workload and the
 * scenario of the run (measuredScenario). Rules and thresholds are justified in diagnostics.cpp.
 * A fit with an error gives no diagnoses.
 */
QList<Diagnosis> diagnose(const Calibration &c, const CalibrationFit &fit, const Gpu &gpu, const Workload &workload,
    const Scenario &measured);

/** The same for a calibration of a plan, finding its workload row and GPU there (calibrations.h). */
QList<Diagnosis> diagnoseInPlan(const Calibration &c, const CalibrationFit &fit, const QList<WorkloadEntry> &workloads,
    const QList<HardwareEntry> &hardware, const ProjectAssumptions &assumptions);

} // namespace flopsheet
