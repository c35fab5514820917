#pragma once

#include "core/models/calibrationfits.h"

#include <QString>
#include <QStringList>

namespace flopsheet {

class Project;

/**
 * One translated line about a measured run and what it says, e.g. "Llama 2 7B on 8 × H100-SXM, bf16,
 * batch 4: measured 2,900 samples/s against 3,400 modelled (0.85×); 330 TFLOP/s per GPU, 33 % of peak
 * (model 39 %); gap put on compute (× 1.18)". A fit with an error says why instead.
 */
QString calibrationSummary(const Calibration &c, const CalibrationFit &fit);

/** The lines a report lists for a plan's calibrations: per measurement its summary, then "– finding: advice" lines. */
QStringList calibrationReportLines(const Project &project);

/** A result cell's tooltip: which measurement calibrated it and by how much. Empty when none applies. */
QString calibrationToolTip(const AppliedCalibration &applied);

/**
 * The details pane's part for a calibrated result, as HTML: theoretical and calibrated figures side
 * by side, the measurement used, what it fitted and its diagnoses. Empty when no calibration applies.
 */
QString calibrationDetailsHtml(const AppliedCalibration &applied, const Estimate &theory, Mode mode);

} // namespace flopsheet
