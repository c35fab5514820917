#include "core/models/bestresult.h"

#include "core/document/project.h"
#include "core/models/resultmodel.h"

#include <QCoreApplication>

#include <vector>

namespace flopsheet {

int bestResultRow(const Project &project, const ResultModel &results, int workloadRow, PlanGoal goal)
{
    std::vector<int> rows;
    for (int h = 0; h < project.hardwareCount(); ++h) {
        const int row = results.rowFor(workloadRow, h);
        if (row >= 0)
            rows.push_back(row);
    }
    const int best = bestPlan(
        int(rows.size()), [&](int i) { return &results.estimateAt(rows[size_t(i)]); }, goal);
    return best < 0 ? -1 : rows[size_t(best)];
}

bool batchesDiffer(const Project &project, const ResultModel &results, int workloadRow)
{
    int batch = -1;
    for (int h = 0; h < project.hardwareCount(); ++h) {
        const int row = results.rowFor(workloadRow, h);
        if (row < 0 || !results.estimateAt(row).ok())
            continue;
        const int b = results.estimateAt(row).batchPerGpu;
        if (batch >= 0 && b != batch)
            return true;
        batch = b;
    }
    return false;
}

QString servingBatchesDifferNote()
{
    return QCoreApplication::translate("BestResult",
        "The GPU types run different batches (the largest each holds), and a smaller batch answers sooner: "
        "set the workload's Batch / GPU to compare latency at one batch.");
}

} // namespace flopsheet
