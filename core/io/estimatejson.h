#pragma once

#include "core/estimate/estimate.h"

#include <QJsonObject>

namespace flopsheet {

/**
 * The estimate as the JSON object flopsheet-cli prints: the documented keys (total_flops, wall_hours,
 * gpu_hours, cost_usd, energy_kwh, memory_per_gpu_gib, fits, max_batch_per_gpu, samples_per_s,
 * tokens_per_s, output_tokens_per_s, achieved_tflops_per_gpu, mfu, scaling_efficiency, bound,
 * latency_ms, time_to_first_token_ms, time_per_output_token_ms, warnings), null where they do not apply,
 * plus the memory breakdown and parallel layout.
 */
QJsonObject estimateToJson(const Estimate &e);

} // namespace flopsheet
