#include "core/catalog/gpu.h"

namespace flopsheet {
namespace {
struct GenerationName {
    GpuGeneration generation;
    const char16_t *name;
};
constexpr GenerationName kGenerationNames[] = {
    { GpuGeneration::Volta, u"volta" },
    { GpuGeneration::Turing, u"turing" },
    { GpuGeneration::Ampere, u"ampere" },
    { GpuGeneration::Ada, u"ada" },
    { GpuGeneration::Hopper, u"hopper" },
    { GpuGeneration::Blackwell, u"blackwell" },
    { GpuGeneration::Cdna2, u"cdna2" },
    { GpuGeneration::Cdna3, u"cdna3" },
    { GpuGeneration::TpuV4, u"tpu-v4" },
    { GpuGeneration::TpuV5e, u"tpu-v5e" },
};
} // namespace

QString generationName(GpuGeneration g)
{
    for (const auto &n : kGenerationNames) {
        if (n.generation == g)
            return QString::fromUtf16(n.name);
    }
    return QStringLiteral("unknown");
}

Precision nearestPrecision(const Gpu &gpu, Precision wanted)
{
    // Nearest format first: 16-bit work moves between FP16 and BF16, 8-bit work goes up to 16-bit.
    static const Precision order[kPrecisionCount][3] = {
        /* FP32 */ { Precision::FP32, Precision::TF32, Precision::BF16 },
        /* TF32 */ { Precision::TF32, Precision::FP32, Precision::BF16 },
        /* FP16 */ { Precision::FP16, Precision::BF16, Precision::FP32 },
        /* BF16 */ { Precision::BF16, Precision::FP16, Precision::FP32 },
        /* FP8  */ { Precision::FP8, Precision::BF16, Precision::FP16 },
        /* INT8 */ { Precision::INT8, Precision::FP8, Precision::FP16 },
    };
    for (Precision p : order[static_cast<int>(wanted)]) {
        if (gpu.peakFlops(p))
            return p;
    }
    return wanted; // nothing close: the estimate reports the precision as unsupported
}

std::optional<GpuGeneration> parseGeneration(QStringView text)
{
    for (const auto &n : kGenerationNames) {
        if (text.compare(QStringView(n.name), Qt::CaseInsensitive) == 0)
            return n.generation;
    }
    return std::nullopt;
}

} // namespace flopsheet
