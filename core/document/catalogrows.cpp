#include "core/document/catalogrows.h"

#include "core/document/project.h"

namespace flopsheet {

RowBlock catalogRows(const Catalog &catalog, Table table)
{
    switch (table) {
    case Table::Workloads: {
        QList<WorkloadEntry> rows;
        for (const Workload &w : catalog.workloads())
            rows << workloadEntryFromPreset(w);
        return rows;
    }
    case Table::Hardware: {
        QList<HardwareEntry> rows;
        for (const Gpu &g : catalog.gpus())
            rows << HardwareEntry { g, 8, true };
        return rows;
    }
    case Table::Calibrations:
        return QList<Calibration>();
    case Table::PoolGpus:
        return QList<PoolGpu>();
    case Table::PoolJobs:
        return QList<PoolJob>();
    }
    Q_UNREACHABLE();
}

} // namespace flopsheet
