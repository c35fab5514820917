#include "core/charts/timecost.h"

#include "core/estimate/estimator.h"

#include <algorithm>
#include <limits>

namespace flopsheet {

std::vector<TimeCostPoint> timeCostPoints(const WorkloadEntry &workload, const QList<HardwareEntry> &hardware,
                                          const ProjectAssumptions &assumptions, const std::vector<int> &counts)
{
    std::vector<int> gpuCounts = counts;
    if (gpuCounts.empty()) {
        for (int n = 1; n <= 1024; n *= 2)
            gpuCounts.push_back(n);
    }
    std::vector<TimeCostPoint> points;
    points.reserve(size_t(hardware.size()) * gpuCounts.size());
    for (int h = 0; h < hardware.size(); ++h) {
        if (!hardware[h].included)
            continue;
        HardwareEntry row = hardware[h];
        for (int n : gpuCounts) {
            row.count = n;
            TimeCostPoint p;
            p.hardwareRow = h;
            p.gpuCount = n;
            p.estimate = estimate(workload.workload, row.gpu, scenarioFor(workload, row, assumptions));
            p.wallHours = p.estimate.wallHours;
            p.costUsd = p.estimate.costUsd;
            // A plan that needs a larger global batch than asked is drawn but never recommended (planner.cpp).
            p.fits = p.estimate.ok() && p.estimate.fits && !p.estimate.has(WarnGlobalBatchExceeded);
            points.push_back(p);
        }
    }
    return points;
}

bool isPlannable(const TimeCostPoint &p)
{
    return p.fits && isKnown(p.wallHours) && isKnown(p.costUsd);
}

std::vector<int> paretoFrontier(const std::vector<TimeCostPoint> &points)
{
    std::vector<int> order;
    for (int i = 0; i < int(points.size()); ++i) {
        if (isPlannable(points[size_t(i)]))
            order.push_back(i);
    }
    // Sweep by time (ties: cheaper first); a point is on the frontier when it is cheaper than
    // every faster one.
    std::sort(order.begin(), order.end(), [&points](int a, int b) {
        const TimeCostPoint &pa = points[size_t(a)];
        const TimeCostPoint &pb = points[size_t(b)];
        return pa.wallHours != pb.wallHours ? pa.wallHours < pb.wallHours : pa.costUsd < pb.costUsd;
    });
    std::vector<int> frontier;
    double cheapestSoFar = std::numeric_limits<double>::infinity();
    for (int i : order) {
        if (points[size_t(i)].costUsd < cheapestSoFar) {
            frontier.push_back(i);
            cheapestSoFar = points[size_t(i)].costUsd;
        }
    }
    return frontier;
}

int cheapestWithinDeadline(const std::vector<TimeCostPoint> &points, double deadlineHours)
{
    int best = -1;
    for (int i = 0; i < int(points.size()); ++i) {
        const TimeCostPoint &p = points[size_t(i)];
        if (!isPlannable(p) || p.wallHours > deadlineHours)
            continue;
        if (best < 0 || p.costUsd < points[size_t(best)].costUsd
            || (p.costUsd == points[size_t(best)].costUsd && p.wallHours < points[size_t(best)].wallHours))
            best = i;
    }
    return best;
}

int fastestWithinBudget(const std::vector<TimeCostPoint> &points, double budgetUsd)
{
    int best = -1;
    for (int i = 0; i < int(points.size()); ++i) {
        const TimeCostPoint &p = points[size_t(i)];
        if (!isPlannable(p) || p.costUsd > budgetUsd)
            continue;
        if (best < 0 || p.wallHours < points[size_t(best)].wallHours
            || (p.wallHours == points[size_t(best)].wallHours && p.costUsd < points[size_t(best)].costUsd))
            best = i;
    }
    return best;
}

} // namespace flopsheet
