#include "core/io/estimatejson.h"

#include "core/estimate/units.h"

#include <QJsonArray>

namespace flopsheet {
namespace {
QJsonValue number(double v) { return isKnown(v) && std::isfinite(v) ? QJsonValue(v) : QJsonValue(QJsonValue::Null); }
} // namespace

QJsonObject estimateToJson(const Estimate &e)
{
    QJsonObject o;
    o[QLatin1String("total_flops")] = number(e.totalFlops);
    o[QLatin1String("wall_hours")] = number(e.wallHours);
    o[QLatin1String("gpu_hours")] = number(e.gpuHours);
    o[QLatin1String("cost_usd")] = number(e.costUsd);
    o[QLatin1String("energy_kwh")] = number(e.energyKwh);
    o[QLatin1String("memory_per_gpu_gib")] = number(e.memoryPerGpuGiB);
    o[QLatin1String("memory_capacity_gib")] = number(e.memoryCapacityGiB);
    o[QLatin1String("fits")] = e.fits;
    o[QLatin1String("max_batch_per_gpu")] = e.maxBatchPerGpu;
    o[QLatin1String("batch_per_gpu")] = e.batchPerGpu;
    o[QLatin1String("samples_per_s")] = number(e.samplesPerS);
    o[QLatin1String("tokens_per_s")] = number(e.tokensPerS);
    o[QLatin1String("output_tokens_per_s")] = number(e.outputTokensPerS);
    o[QLatin1String("achieved_tflops_per_gpu")] = number(e.achievedTflopsPerGpu);
    o[QLatin1String("mfu")] = number(e.mfu);
    o[QLatin1String("compute_efficiency")] = number(e.computeEfficiency);
    o[QLatin1String("scaling_efficiency")] = number(e.scalingEfficiency);
    o[QLatin1String("bound")] = boundName(e.bound);
    o[QLatin1String("latency_ms")] = number(e.latencyMs);
    o[QLatin1String("time_to_first_token_ms")] = number(e.timeToFirstTokenMs);
    o[QLatin1String("time_per_output_token_ms")] = number(e.timePerOutputTokenMs);
    o[QLatin1String("cost_per_million_tokens_usd")] = number(e.costPerMillionTokensUsd);
    // Optimistic (low time) and pessimistic (high time) ends from the validation errors of the
    // estimate's category (uncertainty.h); null when no band applies.
    const bool range = e.hasRange();
    auto low = [&](double v) { return number(range ? e.optimisticTime(v) : kUnknown); };
    auto high = [&](double v) { return number(range ? e.pessimisticTime(v) : kUnknown); };
    o[QLatin1String("time_hours_low")] = low(e.wallHours);
    o[QLatin1String("time_hours_high")] = high(e.wallHours);
    o[QLatin1String("gpu_hours_low")] = low(e.gpuHours);
    o[QLatin1String("gpu_hours_high")] = high(e.gpuHours);
    o[QLatin1String("cost_usd_low")] = low(e.costUsd);
    o[QLatin1String("cost_usd_high")] = high(e.costUsd);
    o[QLatin1String("samples_per_s_low")] = number(range ? e.pessimisticRate(e.samplesPerS) : kUnknown);
    o[QLatin1String("samples_per_s_high")] = number(range ? e.optimisticRate(e.samplesPerS) : kUnknown);
    o[QLatin1String("output_tokens_per_s_low")] = number(range ? e.pessimisticRate(e.outputTokensPerS) : kUnknown);
    o[QLatin1String("output_tokens_per_s_high")] = number(range ? e.optimisticRate(e.outputTokensPerS) : kUnknown);
    o[QLatin1String("cost_per_million_tokens_usd_low")] = low(e.costPerMillionTokensUsd);
    o[QLatin1String("cost_per_million_tokens_usd_high")] = high(e.costPerMillionTokensUsd);
    const bool ttftRange = isKnown(e.ttftRatioLow) && isKnown(e.ttftRatioHigh);
    o[QLatin1String("time_to_first_token_ms_low")] = number(ttftRange ? e.timeToFirstTokenMs * e.ttftRatioLow : kUnknown);
    o[QLatin1String("time_to_first_token_ms_high")] = number(ttftRange ? e.timeToFirstTokenMs * e.ttftRatioHigh : kUnknown);
    o[QLatin1String("range_category")] = range ? QJsonValue(errorCategoryId(e.rangeCategory)) : QJsonValue(QJsonValue::Null);
    o[QLatin1String("range_rows")] = e.rangeRows;
    o[QLatin1String("tensor_parallel")] = e.tensorParallel;
    o[QLatin1String("pipeline_parallel")] = e.pipelineParallel;
    o[QLatin1String("data_parallel")] = e.dataParallel;
    QJsonObject memory;
    memory[QLatin1String("weights_gib")] = e.memory.weights / kGiB;
    memory[QLatin1String("gradients_gib")] = e.memory.gradients / kGiB;
    memory[QLatin1String("optimizer_gib")] = e.memory.optimizer / kGiB;
    memory[QLatin1String("activations_gib")] = e.memory.activations / kGiB;
    memory[QLatin1String("kv_cache_gib")] = e.memory.kvCache / kGiB;
    memory[QLatin1String("overhead_gib")] = e.memory.overhead / kGiB;
    o[QLatin1String("memory_breakdown")] = memory;
    o[QLatin1String("warnings")] = QJsonArray::fromStringList(warningMessages(e.warnings));
    return o;
}

} // namespace flopsheet
