#include "core/document/calibrations.h"

#include "core/catalog/catalog.h"

#include <QCoreApplication>

namespace flopsheet {
namespace {

bool sameGpu(const Gpu &gpu, const Calibration &c)
{
    return c.gpuId.isEmpty() ? gpu.name == c.gpuName : gpu.id == c.gpuId;
}

// FP16 and BF16 run at the same dense rate on every chip in the catalog, as do FP8 and INT8; FP4 at twice that.
int precisionKind(Precision p)
{
    switch (p) {
    case Precision::FP32:
        return 0;
    case Precision::TF32:
        return 1;
    case Precision::FP16:
    case Precision::BF16:
        return 2;
    case Precision::FP8:
    case Precision::INT8:
        return 3;
    case Precision::FP4:
        return 4;
    }
    return 0;
}

} // namespace

int calibrationWorkloadRow(const QList<WorkloadEntry> &workloads, const Calibration &c)
{
    for (int row = 0; row < workloads.size(); ++row) {
        if (workloads[row].workload.name == c.workloadName)
            return row;
    }
    return -1;
}

std::optional<Gpu> calibrationGpu(const QList<HardwareEntry> &hardware, const Calibration &c)
{
    for (const HardwareEntry &h : hardware) {
        if (sameGpu(h.gpu, c))
            return h.gpu;
    }
    if (!c.gpuId.isEmpty()) {
        if (const Gpu *gpu = Catalog::builtIn().gpu(c.gpuId))
            return *gpu;
    }
    return std::nullopt;
}

CalibrationFit fitInPlan(const Calibration &c, const QList<WorkloadEntry> &workloads,
    const QList<HardwareEntry> &hardware, const ProjectAssumptions &assumptions)
{
    CalibrationFit fit;
    const int row = calibrationWorkloadRow(workloads, c);
    if (row < 0) {
        fit.error
            = QCoreApplication::translate("Calibration", "no workload named \"%1\" in the plan").arg(c.workloadName);
        return fit;
    }
    const std::optional<Gpu> gpu = calibrationGpu(hardware, c);
    if (!gpu) {
        fit.error = QCoreApplication::translate(
            "Calibration", "the GPU \"%1\" is neither in the hardware table nor in the catalog")
                        .arg(c.gpuName.isEmpty() ? c.gpuId : c.gpuName);
        return fit;
    }
    // The row's scenario with the project's site assumptions, as every result gets it (entries.h).
    HardwareEntry measured { *gpu, c.gpuCount, true };
    Scenario sc = scenarioFor(workloads[row], measured, assumptions);
    return fitCalibration(c, workloads[row].workload, *gpu, sc);
}

int applicableCalibration(const QList<Calibration> &calibrations, const QList<CalibrationFit> &fits,
    const WorkloadEntry &workload, const HardwareEntry &hardware, Precision used)
{
    int best = -1;
    bool bestSameGpu = false;
    for (int i = 0; i < calibrations.size() && i < fits.size(); ++i) {
        const Calibration &c = calibrations[i];
        if (!fits[i].ok() || c.workloadName != workload.workload.name
            || precisionKind(c.precision) != precisionKind(used))
            continue;
        const bool same = sameGpu(hardware.gpu, c);
        if (best < 0 || same || !bestSameGpu) {
            best = i;
            bestSameGpu = same;
        }
    }
    return best;
}

} // namespace flopsheet
