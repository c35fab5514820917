#pragma once

#include "core/estimate/planner.h"

#include <QString>

namespace flopsheet {

/**
 * Why a plan option meets no GPU count, in one translated line for the planner table and the CLI: the
 * error that stops every count, "does not fit", or the closest miss with its figure ("too slow on up to
 * 64 GPUs: the fastest, 412 h on 64 GPUs"; "over budget on up to 4096 GPUs: the cheapest, $340,765 on
 * 8 GPUs"). Empty for a feasible option.
 */
QString planShortfall(const PlanOption &option, PlanQuestion question, int maxGpus = kPlanMaxGpus);

} // namespace flopsheet
