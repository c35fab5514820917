#pragma once

#include "core/estimate/estimate.h"

#include <QString>

namespace flopsheet {

/**
 * One translated line with an estimate's optimistic – pessimistic range and what it rests on, e.g.
 * "Time range 592 h – 1,258 h (expected 652 h): 10th–90th percentile of 15 published runs, LLM
 * pre-training GPU-hours and time". Training shows the wall time, inference the throughput. Empty
 * when the estimate has no range.
 */
QString rangeText(const Estimate &e, Mode mode);

/**
 * Where a plan that meets a deadline (or stays within a budget) at its expected time would miss it at the slow
 * end of its range, one translated sentence saying so with that end's time and cost; else empty. A planner's
 * answer is the expected figure, and published runs of a kind can take longer (LLM pre-training up to 1.94×).
 */
QString slowEndMissText(const Estimate &e, double deadlineHours, double budgetUsd);

} // namespace flopsheet
