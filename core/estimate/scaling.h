#pragma once

#include "core/catalog/gpu.h"
#include "core/estimate/scenario.h"

namespace flopsheet {

/** Ring all-reduce: each GPU sends and receives 2(n-1)/n of the buffer (Patarasuk & Yuan 2009; docs/FORMULAS.md S1). */
constexpr double ringAllReduceSeconds(double bytes, int gpus, double bytesPerS)
{
    if (gpus <= 1 || bytes <= 0)
        return 0.0;
    return 2.0 * (gpus - 1) / gpus * bytes / bytesPerS;
}

/** Fraction of a link's rated one-way bandwidth collectives reach: NVLink 0.65, InfiniBand 0.9 (Calculon systems files,
 * S5). */
inline constexpr double kNvlinkEfficiency = 0.65;
inline constexpr double kNetworkEfficiency = 0.9;
/** Start-up cost of one small NCCL all-reduce inside a node; an assumption in the 5-10 µs range nccl-tests report. */
inline constexpr double kAllReduceLatencyS = 8e-6;

/**
 * One-way bandwidth between GPUs of one node in bytes/s: half the vendor's bidirectional NVLink or
 * Infinity Fabric figure, else the PCIe generation of the host interface (Gen3 x16 ≈ 16 GB/s per
 * direction, Gen4 ≈ 32, Gen5 ≈ 64; PCI-SIG). NaN when neither is known.
 */
double intraNodeBandwidth(const Gpu &gpu);

/**
 * One-way network bandwidth per GPU between nodes in bytes/s: the scenario's figure, else the
 * reference node of the generation: DGX H100/B200 one 400 Gb/s NIC per GPU (50 GB/s), DGX A100 one
 * 200 Gb/s per GPU (25 GB/s), DGX-1 four 100 Gb/s for eight GPUs (6.25 GB/s), TPU ICI as stated.
 */
double interNodeBandwidth(const Gpu &gpu, const Scenario &scenario);
/** Where interNodeBandwidth's default comes from, in words (translated), for the estimate's assumptions. */
QString interNodeBandwidthSource();

/**
 * Data-parallel gradient all-reduce done hierarchically: ring inside each node over NVLink, then a
 * ring across nodes over each GPU's NIC carrying 1/gpusPerNode of the buffer (NCCL's tree/ring
 * hierarchy; Paleo comm model). Returns seconds; NaN when a needed bandwidth is unknown.
 */
double dataParallelAllReduceSeconds(
    double bytes, int gpus, int gpusPerNode, double intraBytesPerS, double interBytesPerS);

} // namespace flopsheet
