#include "core/report/diagnostics.h"

#include "core/document/calibrations.h"
#include "core/estimate/modelfigures.h"
#include "core/estimate/training.h"
#include "core/models/displayformat.h"

#include <QCoreApplication>

#include <algorithm>

namespace flopsheet {
namespace {

QString pct(double fraction)
{
    return formatNumber(fraction * 100.0, 2);
}

// Without a validation band for the run's kind: beyond the widest band of any category
// (resources/catalog/error-bands.json: 90th percentile at most 1.93, 10th percentile at least 0.64).
constexpr double kSlowLimitWithoutBand = 2.0;
constexpr double kFastLimitWithoutBand = 0.6;

// A part of the step under a quarter of it cannot explain much: halving it gains under 1.14×, inside
// the ±15 % median error the model is validated to (README "Validation"), so it is not pointed at.
constexpr double kLargePart = 0.25;

// Exposed communication above a fifth of the step: the same line training.cpp draws for its
// "communication-bound" warning (WarnCommunicationBound).
constexpr double kCommunicationShare = 0.2;

// PyTorch's caching allocator loses 5-10 % of a GPU to fragmentation in long runs (PyTorch CUDA
// semantics notes, expandable_segments), so more than 90 % in use leaves no safe headroom.
constexpr double kHeadroomLimit = 0.9;

// Matrix (tensor-core) peaks at least 1.5x the FP32 vector peak mark a chip where FP32 wastes most of
// it: V100 125 vs 15.7, A100 156 (TF32) vs 19.5, H100 495 vs 67 TFLOPS (catalog). Chips without
// matrix units list no TF32/FP16 peak above their FP32 one.
constexpr double kMatrixAdvantage = 1.5;

// A batch per GPU at most a quarter of the family default (training.cpp defaultTrainingBatch: the
// batches of the published runs the efficiency model was fitted on) gives GEMMs a quarter of the rows
// and four times the per-sample share of kernel launches and optimizer steps: outside what the
// efficiency model follows.
constexpr int kSmallBatchDivisor = 4;

double bestMatrixPeak(const Gpu &gpu)
{
    double best = 0.0;
    for (Precision p : { Precision::TF32, Precision::FP16, Precision::BF16 }) {
        if (auto peak = gpu.peakFlops(p))
            best = std::max(best, *peak);
    }
    return best;
}

bool smallBatch(const Calibration &c, const Workload &w, const Scenario &sc)
{
    const ModelFigures m = estimatedFigures(w, sc.seqLen);
    const int seqLen = m.isTokenModel ? m.seqLen : 0;
    const int typical = defaultTrainingBatch(w.family, seqLen);
    if (m.isTokenModel && seqLen > 0) // compare tokens per micro-batch: default ~4k tokens
        return double(c.batchPerGpu) * seqLen * kSmallBatchDivisor <= double(typical) * seqLen;
    return c.batchPerGpu * kSmallBatchDivisor <= typical;
}

} // namespace

QList<Diagnosis> diagnose(
    const Calibration &c, const CalibrationFit &fit, const Gpu &gpu, const Workload &w, const Scenario &sc)
{
    QList<Diagnosis> out;
    if (!fit.ok())
        return out;
    const Estimate &e = fit.theory;
    const bool train = sc.mode == Mode::Train;
    auto add = [&out](DiagnosisKind kind, const QString &finding, const QString &advice) {
        out.append(Diagnosis { kind, finding, advice });
    };

    // 1. Speed against the model: the validation band of the run's kind (the 10th-90th percentile of
    //    measured / modelled time over published runs, uncertainty.h) says what is ordinary.
    const double slowLimit = e.hasRange() ? e.timeRatioHigh : kSlowLimitWithoutBand;
    const double fastLimit = e.hasRange() ? e.timeRatioLow : kFastLimitWithoutBand;
    const QString speed = QCoreApplication::translate(
        "Diagnostics", "The run reached %1 % of the modelled speed (%2 of peak against the model's %3 %).")
                              .arg(pct(1.0 / fit.timeRatio), QStringLiteral("%1 %").arg(pct(fit.achievedEfficiency)),
                                  pct(fit.predictedEfficiency));
    if (fit.timeRatio > slowLimit) {
        if (train && smallBatch(c, w, sc)) {
            add(DiagnosisKind::SmallBatch,
                speed + u' '
                    + QCoreApplication::translate("Diagnostics", "A batch of %1 per GPU is small for this model.")
                          .arg(c.batchPerGpu),
                e.maxBatchPerGpu > c.batchPerGpu ? QCoreApplication::translate("Diagnostics",
                    "Raise the batch per GPU (up to %1 fits) or accumulate gradients; the matrix units need larger "
                    "matrices.")
                                                       .arg(e.maxBatchPerGpu)
                                                 : QCoreApplication::translate("Diagnostics",
                                                     "Fit a larger batch per GPU with activation recompute or ZeRO; "
                                                     "the matrix units need larger matrices."));
        } else if (train) {
            add(DiagnosisKind::InputPipeline,
                speed + u' '
                    + QCoreApplication::translate(
                        "Diagnostics", "The batch is large enough, so the GPUs are probably waiting for data."),
                QCoreApplication::translate("Diagnostics",
                    "Check the input pipeline: more data-loader workers, pinned memory and prefetching, data on local "
                    "disk; "
                    "GPU utilization well below 90 % in nvidia-smi during the run confirms it."));
        } else {
            add(DiagnosisKind::InputPipeline,
                speed + u' ' + QCoreApplication::translate("Diagnostics", "The GPUs are probably not kept busy."),
                QCoreApplication::translate("Diagnostics",
                    "Check that requests arrive fast enough and are batched as recorded, and that the engine runs "
                    "compiled kernels (the Runtime setting) rather than eager operators."));
        }
    } else if (fit.timeRatio < fastLimit) {
        add(DiagnosisKind::FasterThanModel,
            speed + u' '
                + QCoreApplication::translate("Diagnostics", "That is faster than published runs of this kind."),
            QCoreApplication::translate("Diagnostics",
                "Check the record: a step time per micro-batch rather than per optimizer step, tokens/s of one GPU "
                "rather than all, or a precision or batch other than the one recorded."));
    }

    // 2. Precision. The FP32 vector peak is a hard ceiling for work that does not use the matrix units.
    const std::optional<double> fp32 = gpu.peakFlops(Precision::FP32);
    const double matrix = bestMatrixPeak(gpu);
    const double achieved = fit.achievedTflopsPerGpu * 1e12;
    if (c.precision == Precision::FP32 && fp32 && achieved > *fp32) {
        add(DiagnosisKind::Tf32Detected,
            QCoreApplication::translate("Diagnostics",
                "The run reached %1 TFLOP/s per GPU, above the FP32 peak of %2: the matrix units were in use.")
                .arg(formatNumber(fit.achievedTflopsPerGpu, 3), formatNumber(*fp32 / 1e12, 3)),
            QCoreApplication::translate("Diagnostics",
                "Record the run as TF32 (PyTorch enables TF32 for convolutions by default) so the calibration "
                "compares like with like."));
    } else if (c.precision == Precision::FP32 && fp32 && matrix >= kMatrixAdvantage * *fp32) {
        add(DiagnosisKind::Fp32OnTensorCores,
            QCoreApplication::translate(
                "Diagnostics", "The run is in FP32 on %1, whose matrix units reach %2 TFLOPS against %3 in FP32.")
                .arg(gpu.name, formatNumber(matrix / 1e12, 3), formatNumber(*fp32 / 1e12, 3)),
            QCoreApplication::translate("Diagnostics",
                "Turn on TF32 (torch.backends.cuda.matmul.allow_tf32 = True) or mixed precision "
                "(torch.autocast with bfloat16 or float16)."));
    } else if (usesMatrixUnits(c.precision) && fp32 && matrix >= kMatrixAdvantage * *fp32 && achieved < *fp32) {
        add(DiagnosisKind::MatrixUnitsIdle,
            QCoreApplication::translate("Diagnostics",
                "The run reached %1 TFLOP/s per GPU in %2, below the %3 TFLOPS the chip does without its matrix units.")
                .arg(formatNumber(fit.achievedTflopsPerGpu, 3), precisionName(c.precision),
                    formatNumber(*fp32 / 1e12, 3)),
            QCoreApplication::translate("Diagnostics",
                "Mixed precision may be off: check that autocast wraps the forward pass and that no layer falls back "
                "to FP32."));
    }

    // 3. Where the modelled time goes.
    const double modelled = train ? e.stepSeconds : e.latencyMs / 1e3;
    if (modelled > 0) {
        const double memoryShare = isKnown(e.memorySeconds) ? e.memorySeconds / modelled : 0.0;
        if (memoryShare >= kLargePart || fit.factors.part == GapPart::Memory) {
            add(DiagnosisKind::MemoryBound,
                QCoreApplication::translate("Diagnostics",
                    "Memory traffic is %1 % of the modelled time: these layers wait on memory, not on arithmetic.")
                    .arg(pct(std::min(1.0, memoryShare))),
                train ? QCoreApplication::translate("Diagnostics",
                    "Fuse element-wise layers into the convolutions or matrix products (torch.compile, channels-last "
                    "memory format); a faster chip's FLOPS will not help this part.")
                      : QCoreApplication::translate("Diagnostics",
                          "Serve a larger batch to read the weights once for more tokens, or store weights and KV "
                          "cache "
                          "in 8 bits to halve the bytes."));
        }
        const double commShare = isKnown(e.communicationSeconds) ? e.communicationSeconds / modelled : 0.0;
        if (train && (commShare >= kCommunicationShare || fit.factors.part == GapPart::Communication)) {
            add(DiagnosisKind::CommunicationBound,
                QCoreApplication::translate("Diagnostics",
                    "Exposed gradient communication is %1 % of the modelled step on %2 GPUs: adding GPUs adds less and "
                    "less.")
                    .arg(pct(std::min(1.0, commShare)))
                    .arg(c.gpuCount),
                c.gpuCount > sc.gpusPerNode ? QCoreApplication::translate("Diagnostics",
                    "Use a larger global batch (fewer all-reduces per sample), ZeRO stage 1-2 rather than 3, and check "
                    "that NCCL uses the fast network between nodes (NCCL_DEBUG=INFO).")
                                            : QCoreApplication::translate("Diagnostics",
                                                "Use a larger global batch (fewer all-reduces per sample) and ZeRO "
                                                "stage 1-2 rather than 3; keep "
                                                "the job within NVLink-connected GPUs."));
        }
    }

    // 4. Memory ahead: what a larger batch would hit.
    if (!e.fits) {
        add(DiagnosisKind::FitsOnlyInPractice,
            QCoreApplication::translate(
                "Diagnostics", "The model says this run needs %1 GiB per GPU of %2, yet it ran.")
                .arg(formatNumber(e.memoryPerGpuGiB, 3), formatNumber(e.memoryCapacityGiB, 3)),
            QCoreApplication::translate("Diagnostics",
                "Record the settings that made it fit (activation recompute, ZeRO stage, a smaller batch) in the "
                "workload row, or the plan's memory figures stay pessimistic for it."));
    } else {
        if (e.memoryPerGpuGiB > kHeadroomLimit * e.memoryCapacityGiB) {
            add(DiagnosisKind::NearCapacity,
                QCoreApplication::translate("Diagnostics",
                    "The run uses %1 of %2 GiB per GPU, leaving under 10 % for fragmentation and longer sequences.")
                    .arg(formatNumber(e.memoryPerGpuGiB, 3), formatNumber(e.memoryCapacityGiB, 3)),
                QCoreApplication::translate("Diagnostics",
                    "Expect out-of-memory errors from a longer sequence or a larger batch; activation recompute or a "
                    "higher ZeRO stage buys room."));
        }
        if (e.maxBatchPerGpu < 2 * c.batchPerGpu) {
            add(DiagnosisKind::BatchCannotGrow,
                QCoreApplication::translate(
                    "Diagnostics", "A batch of %1 per GPU would not fit: the largest that fits is %2.")
                    .arg(2 * c.batchPerGpu)
                    .arg(e.maxBatchPerGpu),
                train ? QCoreApplication::translate("Diagnostics",
                    "Grow the global batch with gradient accumulation, or shard with ZeRO or tensor parallelism, "
                    "rather than the batch per GPU.")
                      : QCoreApplication::translate("Diagnostics",
                          "Serve more requests at once only with more GPUs or a smaller KV cache (8-bit cache, shorter "
                          "context)."));
        }
    }

    if (out.isEmpty())
        add(DiagnosisKind::WithinRange,
            speed + u' '
                + QCoreApplication::translate(
                    "Diagnostics", "That is within the range of published runs of this kind."),
            QCoreApplication::translate("Diagnostics",
                "Nothing stands out; the calibration mostly refines the model's efficiency for this workload."));
    return out;
}

QList<Diagnosis> diagnoseInPlan(const Calibration &c, const CalibrationFit &fit, const QList<WorkloadEntry> &workloads,
    const QList<HardwareEntry> &hardware, const ProjectAssumptions &assumptions)
{
    const int row = calibrationWorkloadRow(workloads, c);
    const std::optional<Gpu> gpu = calibrationGpu(hardware, c);
    if (row < 0 || !gpu || !fit.ok())
        return {};
    const Scenario sc
        = measuredScenario(c, scenarioFor(workloads[row], HardwareEntry { *gpu, c.gpuCount, true }, assumptions));
    return diagnose(c, fit, *gpu, workloads[row].workload, sc);
}

} // namespace flopsheet
