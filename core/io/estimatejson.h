#pragma once

#include "core/estimate/estimate.h"
#include "core/estimate/estimator.h"

#include <QJsonArray>
#include <QJsonObject>

namespace flopsheet {

/**
 * The estimate as the JSON object flopsheet-cli prints: every figure of figures.h under its key
 * (total_flops, wall_hours, ... null where it does not apply), the _low and _high ends of each figure
 * with a range band, range_category, range_rows, the memory breakdown and the warnings.
 */
QJsonObject estimateToJson(const Estimate &e);

/**
 * The same with the training's batch-schedule stages (estimate(..., &stages)) under "stages", each:
 * global_batch and global_batch_start (samples), until (samples trained by its end), steps, gpus_busy,
 * micro_batch, accumulation, hours, gpu_hours, memory_per_gpu_gib, fits. "planning" names the mode.
 */
QJsonObject estimateToJson(const Estimate &e, const QList<StageFigures> &stages);

/**
 * A training layout as JSON: tp, pp, cp, dp, micro_batch, interleave, recompute, zero, sequence_parallel,
 * stage_layers, gpus_used; accumulation when known (NaN leaves it out).
 */
QJsonObject layoutToJson(const ParallelLayout &layout, double accumulation);
/** The runners-up of a layout search: each layout with its throughput, step time, how much slower and why. */
QJsonArray layoutAlternativesToJson(const LayoutAlternatives &alternatives);

} // namespace flopsheet
