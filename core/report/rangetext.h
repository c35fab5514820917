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

} // namespace flopsheet
