#pragma once

#include "core/catalog/catalog.h"
#include "core/document/project.h"

namespace flopsheet::bench {

/**
 * The large plan the interactive benchmarks use: 200 workloads cycling through the presets, 40 GPU
 * types cycling through the catalog's GPUs that have compute figures (variants differ in count so
 * none is a duplicate): 8,000 results. bench_scale asks for 10,000 workloads (400,000 results).
 */
inline void fillLargeProject(Project &project, const ProjectAssumptions &assumptions = {}, int workloadCount = 200)
{
    const Catalog &catalog = Catalog::builtIn();
    QList<WorkloadEntry> workloads;
    for (int i = 0; i < workloadCount; ++i) {
        WorkloadEntry e = workloadEntryFromPreset(catalog.workloads()[size_t(i) % catalog.workloads().size()]);
        e.workload.name += QStringLiteral(" #%1").arg(i);
        workloads << e;
    }
    std::vector<const Gpu *> gpus;
    for (const Gpu &g : catalog.gpus()) {
        if (g.peakFlops(Precision::FP32) || g.peakFlops(Precision::BF16))
            gpus.push_back(&g);
    }
    QList<HardwareEntry> hardware;
    for (int i = 0; i < 40; ++i) {
        HardwareEntry h;
        h.gpu = *gpus[size_t(i) % gpus.size()];
        h.count = 8 << (i / int(gpus.size()));
        hardware << h;
    }
    project.reset(workloads, hardware, assumptions);
}

} // namespace flopsheet::bench
