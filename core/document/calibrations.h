#pragma once

#include "core/document/entries.h"
#include "core/estimate/calibration.h"

#include <QList>

#include <optional>

namespace flopsheet {

/** The first workload row with the calibration's workload name, or -1. */
int calibrationWorkloadRow(const QList<WorkloadEntry> &workloads, const Calibration &c);

/**
 * The GPU a calibration was measured on: the hardware row with its id (or, without an id, its name),
 * so figures edited in the plan count; else the built-in catalog's GPU of that id; else nothing.
 */
std::optional<Gpu> calibrationGpu(const QList<HardwareEntry> &hardware, const Calibration &c);

/** Fits a calibration against the plan's own workload row and GPU; the error says what is missing. */
CalibrationFit fitInPlan(const Calibration &c, const QList<WorkloadEntry> &workloads,
    const QList<HardwareEntry> &hardware, const ProjectAssumptions &assumptions);

/**
 * The calibration that applies to a workload on a GPU type in a precision, or -1: one of the same
 * workload (by name) measured in the same kind of precision — FP32, TF32, 16-bit (FP16 and BF16 share
 * the matrix units' rate) or 8-bit; a change of kind moves the efficiency by more than one measured
 * factor can carry (FP32 to TF32 is up to 8× on the peak). One measured on the same
 * GPU type wins; among equals, the one recorded last. `fits` holds the fit of every calibration (in
 * order); one that could not be fitted never applies.
 */
int applicableCalibration(const QList<Calibration> &calibrations, const QList<CalibrationFit> &fits,
    const WorkloadEntry &workload, const HardwareEntry &hardware, Precision used);

} // namespace flopsheet
