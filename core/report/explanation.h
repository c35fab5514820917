#pragma once

#include "core/document/entries.h"
#include "core/estimate/estimate.h"
#include "core/models/calibrationfits.h"

#include <QString>

namespace flopsheet {

/**
 * How one result was derived, as HTML for a details pane or a report: the inputs, each formula
 * with the numbers put in and its source, the assumptions (efficiency, layout, overhead) and every
 * warning. Translated. With a calibration that applies (ResultModel::calibrationAt), the theoretical and
 * calibrated figures side by side, the measurement used and its diagnoses (calibrationtext.h).
 */
QString explanationHtml(const WorkloadEntry &workload, const HardwareEntry &hardware,
    const ProjectAssumptions &assumptions, const Estimate &estimate, const AppliedCalibration &calibration = {});

} // namespace flopsheet
