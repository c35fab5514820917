#include "core/models/bestresult.h"

#include "core/document/project.h"
#include "core/models/resultmodel.h"

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

} // namespace flopsheet
