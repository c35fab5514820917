#include "core/estimate/scaling.h"

#include <QCoreApplication>

#include <algorithm>

namespace flopsheet {

double intraNodeBandwidth(const Gpu &gpu)
{
    if (isKnown(gpu.interconnectGBps) && gpu.interconnectGBps > 0)
        return gpu.interconnectGBps / 2.0 * 1e9;
    if (gpu.hostInterface.contains(u"Gen5"))
        return 64e9;
    if (gpu.hostInterface.contains(u"Gen4"))
        return 32e9;
    if (gpu.hostInterface.contains(u"Gen3"))
        return 16e9;
    return kUnknown;
}

QString interNodeBandwidthSource()
{
    return QCoreApplication::translate("Assumptions",
        "the reference node of its generation: one 400 Gb/s NIC per GPU (H100, B200, MI300X), one 200 Gb/s (A100, "
        "MI250X), 100 Gb/s per four GPUs (older), TPU ICI links");
}

double interNodeBandwidth(const Gpu &gpu, const Scenario &scenario)
{
    if (isKnown(scenario.networkGBps) && scenario.networkGBps > 0)
        return scenario.networkGBps * 1e9;
    switch (gpu.generation) {
    case GpuGeneration::Hopper:
    case GpuGeneration::Blackwell:
    case GpuGeneration::Cdna3:
        return 50e9;
    case GpuGeneration::Ampere:
    case GpuGeneration::Cdna2:
        return 25e9;
    case GpuGeneration::TpuV4:
    case GpuGeneration::TpuV5e:
        // TPU pods use the chip-to-chip ICI links for every collective.
        return isKnown(gpu.interconnectGBps) ? gpu.interconnectGBps / 2.0 * 1e9 : kUnknown;
    case GpuGeneration::Volta:
    case GpuGeneration::Turing:
    case GpuGeneration::Ada:
    case GpuGeneration::Unknown:
        return 6.25e9;
    }
    return 6.25e9;
}

double dataParallelAllReduceSeconds(
    double bytes, int gpus, int gpusPerNode, double intraBytesPerS, double interBytesPerS)
{
    if (gpus <= 1)
        return 0.0;
    const int perNode = std::clamp(gpusPerNode, 1, gpus);
    const int nodes = (gpus + perNode - 1) / perNode;
    double seconds = 0.0;
    if (perNode > 1) {
        if (!isKnown(intraBytesPerS))
            return kUnknown;
        seconds += ringAllReduceSeconds(bytes, perNode, intraBytesPerS * kNvlinkEfficiency);
    }
    if (nodes > 1) {
        if (!isKnown(interBytesPerS))
            return kUnknown;
        seconds += ringAllReduceSeconds(bytes / perNode, nodes, interBytesPerS * kNetworkEfficiency);
    }
    return seconds;
}

} // namespace flopsheet
