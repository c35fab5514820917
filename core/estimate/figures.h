#pragma once

#include "core/estimate/estimate.h"
#include "core/estimate/scenario.h"

#include <QString>
#include <QStringView>

#include <array>
#include <span>
#include <string_view>

namespace flopsheet {

/** Every figure of an estimate, in the order text listings show them. */
enum class FigureId : std::uint8_t {
    TotalFlops,
    WallHours,
    GpuHours,
    CostUsd,
    EnergyKwh,
    MemoryPerGpuGiB,
    MemoryCapacityGiB,
    Fits,
    BatchPerGpu,
    MaxBatchPerGpu,
    SamplesPerS,
    TokensPerS,
    OutputTokensPerS,
    AchievedTflopsPerGpu,
    Mfu,
    ScalingEfficiency,
    Bound,
    LatencyMs,
    TimeToFirstTokenMs,
    TimePerOutputTokenMs,
    CostPerMillionTokensUsd,
    CostPerMillionSamplesUsd,
    TensorParallel,
    PipelineParallel,
    DataParallel,
    ComputeEfficiency,
    OptimizerSteps,
    GlobalBatch,
    CriticalBatch,
    StatisticalEfficiency,
    DataMultiple,
    GpusBusy,
};

/** How a figure's value is written. */
enum class FigureKind : std::uint8_t {
    Number, ///< a real number; NaN = does not apply (JSON null, an empty CSV field, no table row)
    Count, ///< a whole number, always known
    Flag, ///< true or false (value 1 or 0)
    Bound, ///< compute, memory, communication or overhead (boundName)
};

/** How the estimate's range band (uncertainty.h) applies to a figure. */
enum class RangeKind : std::uint8_t {
    None, ///< no band
    Time, ///< time-like (hours, cost): value × timeRatioLow … value × timeRatioHigh
    Rate, ///< a throughput: value / timeRatioHigh … value / timeRatioLow
    FirstToken, ///< first-token latency, with its own band: value × ttftRatioLow … value × ttftRatioHigh
};

/** The modes a figure applies to (a bit set); outside them its value is unknown. */
enum FigureModes : std::uint8_t { InTraining = 1, InInference = 2, InBothModes = 3 };

/**
 * One figure of an estimate: what every output (the JSON, the sweep CSV, the CLI table, the results
 * table) needs to list it. Strings are untranslated; figureTitle(), figureUnit() and figureHeader()
 * translate them.
 */
struct FigureDescriptor {
    FigureId id;
    const char *key; ///< JSON key and sweep CSV column: "wall_hours"
    const char *title; ///< for listings beside a unit column: "Wall time"
    const char *unit; ///< "h"; empty for flags and the bound
    const char *header; ///< title with unit, as a column header: "Wall time (h)"
    FigureKind kind;
    double (*value)(const Estimate &); ///< NaN where it does not apply; a flag is 0 or 1, the bound its enum
    RangeKind range;
    const char *rangeKey; ///< stem of the range's keys, <stem>_low and <stem>_high; nullptr = key
    double textScale; ///< text shows value × this (fractions as percent: 100)
    int digits; ///< significant digits in text
    std::uint8_t modes; ///< FigureModes

    bool appliesTo(Mode mode) const { return (modes & (mode == Mode::Train ? InTraining : InInference)) != 0; }
    bool isNumeric() const { return kind == FigureKind::Number || kind == FigureKind::Count; }
    /** An amount of money (written in dollars and cents, a currency cell in Excel): its unit is USD. */
    bool isMoney() const { return unit && std::string_view(unit) == "USD"; }
    QString rangeStem() const { return QLatin1String(rangeKey ? rangeKey : key); }
};

namespace figuretable {

// The table itself, in the header so that code listing a fixed set of figures (the sweep) compiles
// each accessor inline. Titles and units translate in "Figures"; headers keep the context the results
// table's column headers were translated in, so their translations stay valid. (lupdate reads
// QT_TRANSLATE_NOOP only as written, so each string carries its own.)
using K = FigureKind;
using R = RangeKind;

// clang-format off
inline constexpr std::array kFigures{
    FigureDescriptor{FigureId::TotalFlops, "total_flops", QT_TRANSLATE_NOOP("Figures", "Total FLOPs"), QT_TRANSLATE_NOOP("Figures", "FLOP"), QT_TRANSLATE_NOOP("flopsheet::ResultModel", "Total FLOPs"),
        K::Number, [](const Estimate &e) { return e.totalFlops; }, R::None, nullptr, 1.0, 4, InBothModes},
    FigureDescriptor{FigureId::WallHours, "wall_hours", QT_TRANSLATE_NOOP("Figures", "Wall time"), QT_TRANSLATE_NOOP("Figures", "h"), QT_TRANSLATE_NOOP("flopsheet::ResultModel", "Wall time (h)"),
        K::Number, [](const Estimate &e) { return e.wallHours; }, R::Time, "time_hours", 1.0, 4, InTraining},
    FigureDescriptor{FigureId::GpuHours, "gpu_hours", QT_TRANSLATE_NOOP("Figures", "GPU-hours"), QT_TRANSLATE_NOOP("Figures", "GPU-h"), QT_TRANSLATE_NOOP("flopsheet::ResultModel", "GPU-hours"),
        K::Number, [](const Estimate &e) { return e.gpuHours; }, R::Time, nullptr, 1.0, 4, InTraining},
    FigureDescriptor{FigureId::CostUsd, "cost_usd", QT_TRANSLATE_NOOP("Figures", "Cost"), QT_TRANSLATE_NOOP("Figures", "USD"), QT_TRANSLATE_NOOP("flopsheet::ResultModel", "Cost ($)"),
        K::Number, [](const Estimate &e) { return e.costUsd; }, R::Time, nullptr, 1.0, 6, InTraining},
    FigureDescriptor{FigureId::EnergyKwh, "energy_kwh", QT_TRANSLATE_NOOP("Figures", "Energy"), QT_TRANSLATE_NOOP("Figures", "kWh"), QT_TRANSLATE_NOOP("flopsheet::ResultModel", "Energy (kWh)"),
        K::Number, [](const Estimate &e) { return e.energyKwh; }, R::None, nullptr, 1.0, 4, InTraining},
    FigureDescriptor{FigureId::MemoryPerGpuGiB, "memory_per_gpu_gib", QT_TRANSLATE_NOOP("Figures", "Memory per GPU"), QT_TRANSLATE_NOOP("Figures", "GiB"), QT_TRANSLATE_NOOP("flopsheet::ResultModel", "Memory / GPU (GiB)"),
        K::Number, [](const Estimate &e) { return e.memoryPerGpuGiB; }, R::None, nullptr, 1.0, 4, InBothModes},
    FigureDescriptor{FigureId::MemoryCapacityGiB, "memory_capacity_gib", QT_TRANSLATE_NOOP("Figures", "Memory capacity"), QT_TRANSLATE_NOOP("Figures", "GiB"), QT_TRANSLATE_NOOP("flopsheet::ResultModel", "Capacity (GiB)"),
        K::Number, [](const Estimate &e) { return e.memoryCapacityGiB; }, R::None, nullptr, 1.0, 4, InBothModes},
    FigureDescriptor{FigureId::Fits, "fits", QT_TRANSLATE_NOOP("Figures", "Fits"), "", QT_TRANSLATE_NOOP("flopsheet::ResultModel", "Fits"),
        K::Flag, [](const Estimate &e) { return e.fits ? 1.0 : 0.0; }, R::None, nullptr, 1.0, 1, InBothModes},
    FigureDescriptor{FigureId::BatchPerGpu, "batch_per_gpu", QT_TRANSLATE_NOOP("Figures", "Batch per GPU"), QT_TRANSLATE_NOOP("Figures", "samples"), QT_TRANSLATE_NOOP("flopsheet::ResultModel", "Batch / GPU"),
        K::Count, [](const Estimate &e) { return double(e.batchPerGpu); }, R::None, nullptr, 1.0, 10, InBothModes},
    FigureDescriptor{FigureId::MaxBatchPerGpu, "max_batch_per_gpu", QT_TRANSLATE_NOOP("Figures", "Largest batch at this layout"), QT_TRANSLATE_NOOP("Figures", "samples"), QT_TRANSLATE_NOOP("flopsheet::ResultModel", "Largest batch / GPU"),
        K::Count, [](const Estimate &e) { return double(e.maxBatchPerGpu); }, R::None, nullptr, 1.0, 10, InBothModes},
    FigureDescriptor{FigureId::SamplesPerS, "samples_per_s", QT_TRANSLATE_NOOP("Figures", "Throughput"), QT_TRANSLATE_NOOP("Figures", "samples/s"), QT_TRANSLATE_NOOP("flopsheet::ResultModel", "Throughput (samples/s)"),
        K::Number, [](const Estimate &e) { return e.samplesPerS; }, R::Rate, nullptr, 1.0, 4, InBothModes},
    FigureDescriptor{FigureId::TokensPerS, "tokens_per_s", QT_TRANSLATE_NOOP("Figures", "Throughput"), QT_TRANSLATE_NOOP("Figures", "tokens/s"), QT_TRANSLATE_NOOP("flopsheet::ResultModel", "Throughput (tokens/s)"),
        K::Number, [](const Estimate &e) { return e.tokensPerS; }, R::None, nullptr, 1.0, 4, InBothModes},
    FigureDescriptor{FigureId::OutputTokensPerS, "output_tokens_per_s", QT_TRANSLATE_NOOP("Figures", "Output throughput"), QT_TRANSLATE_NOOP("Figures", "tokens/s"), QT_TRANSLATE_NOOP("flopsheet::ResultModel", "Output throughput (tokens/s)"),
        K::Number, [](const Estimate &e) { return e.outputTokensPerS; }, R::Rate, nullptr, 1.0, 4, InInference},
    FigureDescriptor{FigureId::AchievedTflopsPerGpu, "achieved_tflops_per_gpu", QT_TRANSLATE_NOOP("Figures", "Achieved per GPU (hardware FLOPs)"), QT_TRANSLATE_NOOP("Figures", "TFLOP/s"), QT_TRANSLATE_NOOP("flopsheet::ResultModel", "Achieved (TFLOP/s per GPU)"),
        K::Number, [](const Estimate &e) { return e.achievedTflopsPerGpu; }, R::None, nullptr, 1.0, 4, InBothModes},
    FigureDescriptor{FigureId::Mfu, "mfu", QT_TRANSLATE_NOOP("Figures", "MFU"), QT_TRANSLATE_NOOP("Figures", "%"), QT_TRANSLATE_NOOP("flopsheet::ResultModel", "MFU (%)"),
        K::Number, [](const Estimate &e) { return e.mfu; }, R::None, nullptr, 100.0, 3, InBothModes},
    FigureDescriptor{FigureId::ScalingEfficiency, "scaling_efficiency", QT_TRANSLATE_NOOP("Figures", "Scaling efficiency"), QT_TRANSLATE_NOOP("Figures", "%"), QT_TRANSLATE_NOOP("flopsheet::ResultModel", "Scaling efficiency (%)"),
        K::Number, [](const Estimate &e) { return e.scalingEfficiency; }, R::None, nullptr, 100.0, 3, InTraining},
    FigureDescriptor{FigureId::Bound, "bound", QT_TRANSLATE_NOOP("Figures", "Bound"), "", QT_TRANSLATE_NOOP("flopsheet::ResultModel", "Bound"),
        K::Bound, [](const Estimate &e) { return double(e.bound); }, R::None, nullptr, 1.0, 1, InBothModes},
    FigureDescriptor{FigureId::LatencyMs, "latency_ms", QT_TRANSLATE_NOOP("Figures", "Latency"), QT_TRANSLATE_NOOP("Figures", "ms"), QT_TRANSLATE_NOOP("flopsheet::ResultModel", "Latency (ms)"),
        K::Number, [](const Estimate &e) { return e.latencyMs; }, R::None, nullptr, 1.0, 4, InInference},
    FigureDescriptor{FigureId::TimeToFirstTokenMs, "time_to_first_token_ms", QT_TRANSLATE_NOOP("Figures", "Time to first token"), QT_TRANSLATE_NOOP("Figures", "ms"), QT_TRANSLATE_NOOP("flopsheet::ResultModel", "First token (ms)"),
        K::Number, [](const Estimate &e) { return e.timeToFirstTokenMs; }, R::FirstToken, nullptr, 1.0, 4, InInference},
    FigureDescriptor{FigureId::TimePerOutputTokenMs, "time_per_output_token_ms", QT_TRANSLATE_NOOP("Figures", "Time per output token"), QT_TRANSLATE_NOOP("Figures", "ms"), QT_TRANSLATE_NOOP("flopsheet::ResultModel", "Per token (ms)"),
        K::Number, [](const Estimate &e) { return e.timePerOutputTokenMs; }, R::None, nullptr, 1.0, 4, InInference},
    FigureDescriptor{FigureId::CostPerMillionTokensUsd, "cost_per_million_tokens_usd", QT_TRANSLATE_NOOP("Figures", "Cost per million output tokens"), QT_TRANSLATE_NOOP("Figures", "USD"), QT_TRANSLATE_NOOP("flopsheet::ResultModel", "Cost per 1M output tokens ($)"),
        K::Number, [](const Estimate &e) { return e.costPerMillionTokensUsd; }, R::Time, nullptr, 1.0, 4, InInference},
    FigureDescriptor{FigureId::CostPerMillionSamplesUsd, "cost_per_million_samples_usd", QT_TRANSLATE_NOOP("Figures", "Cost per million samples"), QT_TRANSLATE_NOOP("Figures", "USD"), QT_TRANSLATE_NOOP("flopsheet::ResultModel", "Cost per 1M samples ($)"),
        K::Number, [](const Estimate &e) { return e.costPerMillionSamplesUsd; }, R::Time, nullptr, 1.0, 4, InInference},
    FigureDescriptor{FigureId::TensorParallel, "tensor_parallel", QT_TRANSLATE_NOOP("Figures", "Tensor parallelism"), QT_TRANSLATE_NOOP("Figures", "GPUs"), QT_TRANSLATE_NOOP("flopsheet::ResultModel", "Tensor parallel"),
        K::Count, [](const Estimate &e) { return double(e.tensorParallel); }, R::None, nullptr, 1.0, 10, InBothModes},
    FigureDescriptor{FigureId::PipelineParallel, "pipeline_parallel", QT_TRANSLATE_NOOP("Figures", "Pipeline parallelism"), QT_TRANSLATE_NOOP("Figures", "stages"), QT_TRANSLATE_NOOP("flopsheet::ResultModel", "Pipeline parallel"),
        K::Count, [](const Estimate &e) { return double(e.pipelineParallel); }, R::None, nullptr, 1.0, 10, InBothModes},
    FigureDescriptor{FigureId::DataParallel, "data_parallel", QT_TRANSLATE_NOOP("Figures", "Data parallelism"), QT_TRANSLATE_NOOP("Figures", "replicas"), QT_TRANSLATE_NOOP("flopsheet::ResultModel", "Data parallel"),
        K::Count, [](const Estimate &e) { return double(e.dataParallel); }, R::None, nullptr, 1.0, 10, InBothModes},
    FigureDescriptor{FigureId::ComputeEfficiency, "compute_efficiency", QT_TRANSLATE_NOOP("Figures", "Assumed efficiency"), QT_TRANSLATE_NOOP("Figures", "% of peak"), QT_TRANSLATE_NOOP("flopsheet::ResultModel", "Assumed efficiency (%)"),
        K::Number, [](const Estimate &e) { return e.computeEfficiency; }, R::None, nullptr, 100.0, 3, InBothModes},
    FigureDescriptor{FigureId::OptimizerSteps, "optimizer_steps", QT_TRANSLATE_NOOP("Figures", "Optimizer steps"), QT_TRANSLATE_NOOP("Figures", "steps"), QT_TRANSLATE_NOOP("flopsheet::ResultModel", "Optimizer steps"),
        K::Number, [](const Estimate &e) { return e.optimizerSteps; }, R::None, nullptr, 1.0, 6, InTraining},
    // Samples (sequences), as --global-batch takes it; with a schedule, its final batch.
    FigureDescriptor{FigureId::GlobalBatch, "global_batch", QT_TRANSLATE_NOOP("Figures", "Global batch"), QT_TRANSLATE_NOOP("Figures", "samples"), QT_TRANSLATE_NOOP("flopsheet::ResultModel", "Global batch (samples)"),
        K::Number, [](const Estimate &e) { return e.globalBatch; }, R::None, nullptr, 1.0, 8, InTraining},
    // Tokens for language models, samples otherwise, as --critical-batch takes it.
    FigureDescriptor{FigureId::CriticalBatch, "critical_batch", QT_TRANSLATE_NOOP("Figures", "Critical batch"), QT_TRANSLATE_NOOP("Figures", "tokens or samples"), QT_TRANSLATE_NOOP("flopsheet::ResultModel", "Critical batch"),
        K::Number, [](const Estimate &e) { return e.criticalBatch * e.batchUnitsPerSample; }, R::None, nullptr, 1.0, 4, InTraining},
    FigureDescriptor{FigureId::StatisticalEfficiency, "statistical_efficiency", QT_TRANSLATE_NOOP("Figures", "Statistical efficiency vs. the critical batch"), QT_TRANSLATE_NOOP("Figures", "%"), QT_TRANSLATE_NOOP("flopsheet::ResultModel", "Statistical efficiency vs. critical batch (%)"),
        K::Number, [](const Estimate &e) { return e.statisticalEfficiency; }, R::None, nullptr, 100.0, 3, InTraining},
    FigureDescriptor{FigureId::DataMultiple, "data_multiple", QT_TRANSLATE_NOOP("Figures", "Data trained / data typed"), QT_TRANSLATE_NOOP("Figures", "x"), QT_TRANSLATE_NOOP("flopsheet::ResultModel", "Data multiple"),
        K::Number, [](const Estimate &e) { return e.dataMultiple; }, R::None, nullptr, 1.0, 4, InTraining},
    FigureDescriptor{FigureId::GpusBusy, "gpus_busy", QT_TRANSLATE_NOOP("Figures", "GPUs busy (fewest of any stage)"), QT_TRANSLATE_NOOP("Figures", "GPUs"), QT_TRANSLATE_NOOP("flopsheet::ResultModel", "GPUs busy"),
        K::Number, [](const Estimate &e) { return e.gpusBusy > 0 ? double(e.gpusBusy) : kUnknown; }, R::None, nullptr, 1.0, 10, InTraining},
};
// clang-format on

// The table is indexed by FigureId.
constexpr bool inIdOrder()
{
    for (std::size_t i = 0; i < kFigures.size(); ++i) {
        if (std::size_t(kFigures[i].id) != i)
            return false;
    }
    return true;
}
static_assert(inIdOrder(), "kFigures must list the figures in FigureId order");
static_assert(kFigures.size() == std::size_t(FigureId::GpusBusy) + 1, "every FigureId has a row");

} // namespace figuretable

/** The table of figures, in FigureId order. */
constexpr std::span<const FigureDescriptor> figures()
{
    return figuretable::kFigures;
}
constexpr const FigureDescriptor &figure(FigureId id)
{
    return figuretable::kFigures[std::size_t(id)];
}
/** The figure with this JSON key, or nullptr. */
const FigureDescriptor *figureWithKey(QStringView key);

/** Translated title, unit and header (the results table's translation context keeps the headers). */
QString figureTitle(const FigureDescriptor &f);
QString figureUnit(const FigureDescriptor &f);
/** The unit of f's value in e: the critical batch's is tokens for a language model, else samples. */
QString figureUnit(const FigureDescriptor &f, const Estimate &e);
QString figureHeader(const FigureDescriptor &f);

/** The optimistic-to-pessimistic ends of a figure's range, low ≤ high; NaN when no band applies. */
double rangeLow(const FigureDescriptor &f, const Estimate &e);
double rangeHigh(const FigureDescriptor &f, const Estimate &e);

} // namespace flopsheet
