#pragma once

#include "core/catalog/choice.h"

#include <QString>
#include <QStringView>

#include <array>
#include <cstdint>
#include <optional>

namespace flopsheet {

/** Numeric formats a workload can run in. Order is the column order of a GPU's peak table. */
enum class Precision : std::uint8_t { FP32, TF32, FP16, BF16, FP8, INT8, FP4 };

inline constexpr int kPrecisionCount = 7;
inline constexpr std::array<Precision, kPrecisionCount> kAllPrecisions = { Precision::FP32, Precision::TF32,
    Precision::FP16, Precision::BF16, Precision::FP8, Precision::INT8, Precision::FP4 };

/**
 * Bytes one value occupies in memory. TF32 is stored as FP32 (NVIDIA A100 whitepaper, "TF32"). FP4 is NVFP4:
 * 4-bit E2M1 values with one FP8 (E4M3) scale per block of 16, 4.5 bits a value (NVIDIA Technical Blog,
 * "Introducing NVFP4 for Efficient and Accurate Low-Precision Inference", 2025).
 */
constexpr double bytesPerValue(Precision p)
{
    switch (p) {
    case Precision::FP4:
        return 4.5 / 8.0;
    case Precision::FP32:
    case Precision::TF32:
        return 4.0;
    case Precision::FP16:
    case Precision::BF16:
        return 2.0;
    case Precision::FP8:
    case Precision::INT8:
        return 1.0;
    }
    return 4.0;
}

/** True where math runs on matrix (tensor) units rather than vector units. */
constexpr bool usesMatrixUnits(Precision p)
{
    return p != Precision::FP32;
}

/**
 * True where a model can be trained in p. INT8 is an inference format: its peak is for integer matrix
 * math on quantized weights (TensorRT's INT8 calibration, NVIDIA's TensorRT developer guide), and no
 * mainstream framework trains in it; FP8 trains with per-tensor scaling (Micikevicius et al. 2022). FP4
 * (NVFP4) is Blackwell's inference format (TensorRT-LLM, TensorRT Model Optimizer); training in it is
 * research, not what a planned run uses.
 */
constexpr bool isTrainingPrecision(Precision p)
{
    return p != Precision::INT8 && p != Precision::FP4;
}

/**
 * Bytes of a value a served model holds besides its weights (its KV cache, activations, what its ranks
 * exchange): the weights' format, but at least 8 bits. FP4 is a format for weights and GEMM inputs; an NVFP4
 * checkpoint keeps an FP8 KV cache (TensorRT Model Optimizer's NVFP4 recipes quantize the KV cache to FP8).
 */
constexpr double servedValueBytes(Precision p)
{
    return bytesPerValue(p) < 1.0 ? 1.0 : bytesPerValue(p);
}

/** The names files and the command line use, in column order. */
inline constexpr Choice kPrecisionChoices[] = {
    { int(Precision::FP32), "fp32" },
    { int(Precision::TF32), "tf32" },
    { int(Precision::FP16), "fp16" },
    { int(Precision::BF16), "bf16" },
    { int(Precision::FP8), "fp8" },
    { int(Precision::INT8), "int8" },
    { int(Precision::FP4), "fp4" },
};

/** Lower-case name used in files and on the command line: "fp32", "bf16", ... */
QString precisionName(Precision p);

/** Every precision's name in column order, joined: "fp32|tf32|fp16|bf16|fp8|int8|fp4" for a separator "|". */
QString precisionNames(QStringView separator);

/** Parses "fp32", "TF32", "bf16", "fp8", "int8", "fp4" (also "float32", "half", "fp16-mixed", "amp", "nvfp4"). */
std::optional<Precision> parsePrecision(QStringView text);

} // namespace flopsheet
