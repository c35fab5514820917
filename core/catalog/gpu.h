#pragma once

#include "core/catalog/choice.h"
#include "core/estimate/precision.h"

#include <QString>

#include <array>
#include <cmath>
#include <limits>
#include <optional>

namespace flopsheet {

/** Chip generation; decides default efficiencies and the network a node of them usually has. */
enum class GpuGeneration : std::uint8_t {
    Unknown,
    Volta,
    Turing,
    Ampere,
    Ada,
    Hopper,
    Blackwell,
    Cdna2,
    Cdna3,
    TpuV4,
    TpuV5e
};

inline constexpr Choice kGenerationChoices[] = {
    { int(GpuGeneration::Unknown), "unknown", QT_TRANSLATE_NOOP("Fields", "an unknown generation") },
    { int(GpuGeneration::Volta), "volta", QT_TRANSLATE_NOOP("Fields", "Volta") },
    { int(GpuGeneration::Turing), "turing", QT_TRANSLATE_NOOP("Fields", "Turing") },
    { int(GpuGeneration::Ampere), "ampere", QT_TRANSLATE_NOOP("Fields", "Ampere") },
    { int(GpuGeneration::Ada), "ada", QT_TRANSLATE_NOOP("Fields", "Ada Lovelace") },
    { int(GpuGeneration::Hopper), "hopper", QT_TRANSLATE_NOOP("Fields", "Hopper") },
    { int(GpuGeneration::Blackwell), "blackwell", QT_TRANSLATE_NOOP("Fields", "Blackwell") },
    { int(GpuGeneration::Cdna2), "cdna2", QT_TRANSLATE_NOOP("Fields", "CDNA 2") },
    { int(GpuGeneration::Cdna3), "cdna3", QT_TRANSLATE_NOOP("Fields", "CDNA 3") },
    { int(GpuGeneration::TpuV4), "tpu-v4", QT_TRANSLATE_NOOP("Fields", "TPU v4") },
    { int(GpuGeneration::TpuV5e), "tpu-v5e", QT_TRANSLATE_NOOP("Fields", "TPU v5e") },
};

QString generationName(GpuGeneration g);
std::optional<GpuGeneration> parseGeneration(QStringView text);

inline constexpr double kUnknown = std::numeric_limits<double>::quiet_NaN();
inline bool isKnown(double v)
{
    return !std::isnan(v);
}

/** One accelerator. Figures the sources do not give are NaN ("unknown"), never guessed. */
struct Gpu {
    QString id; ///< catalog id, e.g. "h100-sxm"
    QString name; ///< display name, e.g. "H100-SXM"
    QString vendor;
    QString architecture;
    GpuGeneration generation = GpuGeneration::Unknown;
    int year = 0;

    /** Capacity programs can use, in GiB: HBM parts' "80 GB" is 80 GiB (nvidia-smi shows 81,920 MiB on A100 80GB),
     *  so the datasheet figure is read as GiB; data-center GDDR parts run ECC, which keeps 1/16 of the memory, and
     *  the catalog gives them 15/16 of theirs (L4: 22.5 of 24; its notes say so). Files keep the key "memoryGB". */
    double memoryGiB = kUnknown;
    double memoryBandwidthGBps = kUnknown; ///< decimal GB/s
    /** Dense peak per precision in TFLOPS (TOPS for int8), indexed by Precision. */
    std::array<double, kPrecisionCount> peakTflops { kUnknown, kUnknown, kUnknown, kUnknown, kUnknown, kUnknown,
        kUnknown };
    double sparsityFactor = 1.0; ///< vendor "with sparsity" figure / dense figure
    double tdpW = kUnknown;
    QString interconnect;
    double interconnectGBps = kUnknown; ///< per GPU, bidirectional, as vendors state it
    QString hostInterface;

    double pricePerHourUsd = kUnknown; ///< on-demand list price per GPU-hour
    QString priceSource;
    QString priceDate;
    double altPricePerHourUsd = kUnknown;
    QString altPriceSource;

    QString specSource;
    QString confidence;
    QString notes;

    /** Dense peak FLOP/s for a precision, or nullopt where the chip lacks it or no source gives it. */
    std::optional<double> peakFlops(Precision p) const
    {
        const double t = peakTflops[static_cast<int>(p)];
        if (!isKnown(t) || t <= 0.0)
            return std::nullopt;
        return t * 1e12;
    }
    /**
     * Usable capacity in bytes. HBM parts sold as "80 GB" carry 80 GiB (nvidia-smi on an A100 80GB
     * reports 81,920 MiB), so the datasheet number is read as GiB.
     */
    double memoryBytes() const { return memoryGiB * 1024.0 * 1024.0 * 1024.0; }
    double bandwidthBytesPerS() const { return memoryBandwidthGBps * 1e9; }
};

/**
 * The precision a workload runs in on a chip: the one asked for, else the nearest the chip has
 * (a T4 runs BF16 work in FP16, a TPU runs FP16 work in BF16; 8-bit work goes up to 16-bit).
 */
Precision nearestPrecision(const Gpu &gpu, Precision wanted);

} // namespace flopsheet
