#include "core/catalog/gpu.h"

namespace flopsheet {
QString generationName(GpuGeneration g)
{
    return choiceWord(kGenerationChoices, int(g));
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
        // 4-bit weights without FP4 math run on the next matrix format up (TensorRT-LLM's W4A8 on Hopper, W4A16
        // on Ampere).
        /* FP4  */ { Precision::FP4, Precision::FP8, Precision::FP16 },
    };
    for (Precision p : order[static_cast<int>(wanted)]) {
        if (gpu.peakFlops(p))
            return p;
    }
    return wanted; // nothing close: the estimate reports the precision as unsupported
}

std::optional<GpuGeneration> parseGeneration(QStringView text)
{
    return choiceAs<GpuGeneration>(kGenerationChoices, text);
}

} // namespace flopsheet
