#pragma once

// A large plan for the report's test and benchmark: workloads and GPU types from the built-in catalog,
// repeated under numbered names until there are as many as asked.

#include "core/catalog/catalog.h"
#include "core/document/entries.h"
#include "core/document/project.h"

namespace flopsheet::testing {

inline void fillLargeProject(Project &project, int workloadCount, int gpuCount)
{
    const Catalog &catalog = Catalog::builtIn();
    QList<WorkloadEntry> workloads;
    for (int i = 0; i < workloadCount; ++i) {
        WorkloadEntry e = workloadEntryFromPreset(catalog.workloads()[size_t(i) % catalog.workloads().size()]);
        e.workload.name += QStringLiteral(" #%1").arg(i + 1);
        workloads << e;
    }
    QList<HardwareEntry> hardware;
    for (int i = 0; i < gpuCount; ++i) {
        HardwareEntry h;
        h.gpu = catalog.gpus()[size_t(i) % catalog.gpus().size()];
        h.gpu.name = QStringLiteral("GPU-%1 %2").arg(i + 1, 2, 10, QLatin1Char('0')).arg(h.gpu.name);
        h.count = 8;
        hardware << h;
    }
    ProjectAssumptions a;
    a.deadlineHours = 720;
    a.budgetUsd = 250000;
    project.reset(workloads, hardware, a);
}

} // namespace flopsheet::testing
