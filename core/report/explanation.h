#pragma once

#include "core/document/entries.h"
#include "core/estimate/estimate.h"

#include <QString>

namespace flopsheet {

/**
 * How one result was derived, as HTML for a details pane or a report: the inputs, each formula
 * with the numbers put in and its source, the assumptions (efficiency, layout, overhead) and every
 * warning. Translated.
 */
QString explanationHtml(const WorkloadEntry &workload, const HardwareEntry &hardware,
                        const ProjectAssumptions &assumptions, const Estimate &estimate);

} // namespace flopsheet
