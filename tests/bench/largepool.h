#pragma once

#include "core/catalog/catalog.h"
#include "core/document/project.h"

namespace flopsheet::bench {

/**
 * The shared pool the pool benchmarks use: `types` GPU types of the catalog that have compute figures and
 * a price, 16 to 128 of each (some joining later), and `jobs` training jobs cycling through the presets
 * with weights 1 to 4, three priority classes, staggered starts, and a deadline on every fifth.
 */
inline void fillLargePool(Project &project, int types, int jobs)
{
    const Catalog &catalog = Catalog::builtIn();
    QList<HardwareEntry> hardware;
    QList<PoolGpu> poolGpus;
    for (const Gpu &g : catalog.gpus()) {
        if (hardware.size() == types)
            break;
        if (!(g.peakFlops(Precision::BF16) > 0) || !isKnown(g.pricePerHourUsd))
            continue;
        hardware << HardwareEntry { g, 8, true };
        const int i = int(poolGpus.size());
        poolGpus << PoolGpu { g.name, 16 << (i % 4), kUnknown, i % 5 == 4 ? 48.0 : 0.0 };
    }
    QList<WorkloadEntry> workloads;
    QList<PoolJob> poolJobs;
    for (int i = 0; i < jobs; ++i) {
        const Workload &preset = catalog.workloads()[size_t(i) % catalog.workloads().size()];
        WorkloadEntry e = workloadEntryFromPreset(preset);
        e.workload.name += QStringLiteral(" #%1").arg(i);
        if (isTokenModelFamily(preset.family))
            e.scenario.tokens = 2e9 * (1 + i % 5); // fine-tunes: days, not years, on a shared pool
        workloads << e;
        PoolJob job;
        job.workloadName = e.workload.name;
        job.weight = 1 + i % 4;
        job.priorityClass = i % 3;
        job.startHours = 6.0 * (i % 7);
        if (i % 5 == 0)
            job.deadlineHours = job.startHours + 24.0 * 7;
        poolJobs << job;
    }
    project.reset(workloads, hardware, {}, {}, {}, poolGpus, poolJobs);
}

} // namespace flopsheet::bench
