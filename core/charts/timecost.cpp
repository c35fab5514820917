#include "core/charts/timecost.h"

#include "core/estimate/estimator.h"
#include "core/estimate/parallel.h"
#include "core/estimate/planner.h"

#include <algorithm>
#include <limits>

namespace flopsheet {
namespace {

TimeCostPoint pointAt(int hardwareRow, int gpuCount, const Estimate &e)
{
    TimeCostPoint p;
    p.hardwareRow = hardwareRow;
    p.gpuCount = gpuCount;
    p.estimate = e;
    p.wallHours = e.wallHours;
    p.costUsd = e.costUsd;
    p.fits = isRunnable(e);
    return p;
}

// Marks the planner's recommendation among the points, adding it in count order when the grid lacks its count.
void markAnswer(std::vector<TimeCostPoint> &points, const PlanAnswer &answer, bool TimeCostPoint::*mark)
{
    if (answer.recommended < 0)
        return;
    const PlanOption &o = answer.options[size_t(answer.recommended)];
    auto it = std::find_if(points.begin(), points.end(), [&o](const TimeCostPoint &p) {
        return p.hardwareRow > o.hardwareRow || (p.hardwareRow == o.hardwareRow && p.gpuCount >= o.gpuCount);
    });
    if (it == points.end() || it->hardwareRow != o.hardwareRow || it->gpuCount != o.gpuCount) {
        it = points.insert(it, pointAt(o.hardwareRow, o.gpuCount, o.estimate));
        it->onGrid = false;
    }
    (*it).*mark = true;
}

int bestPoint(const std::vector<TimeCostPoint> &points, PlanGoal goal)
{
    return bestPlan(
        int(points.size()),
        [&points](int i) { return isPlannable(points[size_t(i)]) ? &points[size_t(i)].estimate : nullptr; }, goal);
}

int markedPoint(const std::vector<TimeCostPoint> &points, bool TimeCostPoint::*mark)
{
    const auto it = std::find_if(points.begin(), points.end(), [mark](const TimeCostPoint &p) { return p.*mark; });
    return it == points.end() ? -1 : int(it - points.begin());
}

} // namespace

namespace {

// Every included GPU type at every count, in (row, count) order.
std::vector<TimeCostPoint> gridPoints(const WorkloadEntry &workload, const QList<HardwareEntry> &hardware,
    const ProjectAssumptions &assumptions, const std::vector<int> &counts)
{
    std::vector<int> gpuCounts = counts.empty() ? gpuCountLadder(kChartMaxGpus) : counts;
    std::sort(gpuCounts.begin(), gpuCounts.end()); // in count order, so the planner's answers go in between
    std::vector<TimeCostPoint> points;
    points.reserve(size_t(hardware.size()) * gpuCounts.size() + 2);
    for (int h = 0; h < hardware.size(); ++h) {
        if (!hardware[h].included)
            continue;
        for (int n : gpuCounts) {
            TimeCostPoint p;
            p.hardwareRow = h;
            p.gpuCount = n;
            points.push_back(p);
        }
    }
    // A language model's points each search a layout (tens of µs): the grid is estimated on every core.
    forEachInParallel(
        points.size(),
        [&](std::size_t i) {
            TimeCostPoint &p = points[i];
            HardwareEntry row = hardware[p.hardwareRow];
            row.count = p.gpuCount;
            p = pointAt(p.hardwareRow, p.gpuCount,
                estimate(workload.workload, row.gpu, scenarioFor(workload, row, assumptions)));
        },
        32);
    return points;
}

// The planner's answers, reusing the grid's estimates (points in (row, count) order), so a drag pays only
// for the counts the grid lacks.
PlanAnswers answersOver(const std::vector<TimeCostPoint> &points, const WorkloadEntry &workload,
    const QList<HardwareEntry> &hardware, const ProjectAssumptions &assumptions)
{
    const KnownEstimate grid = [&points](int hardwareRow, int gpuCount) -> const Estimate * {
        const auto it = std::lower_bound(points.begin(), points.end(), std::pair { hardwareRow, gpuCount },
            [](const TimeCostPoint &p, const std::pair<int, int> &key) {
                return std::pair { p.hardwareRow, p.gpuCount } < key;
            });
        return it != points.end() && it->hardwareRow == hardwareRow && it->gpuCount == gpuCount ? &it->estimate
                                                                                                : nullptr;
    };
    PlanAnswers answers;
    answers.deadline = recommendPlan(workload, hardware, assumptions, PlanQuestion::Deadline, kPlanMaxGpus, grid);
    answers.budget = recommendPlan(workload, hardware, assumptions, PlanQuestion::Budget, kPlanMaxGpus, grid);
    return answers;
}

// Marks both of the planner's answers among the points.
void markAnswers(std::vector<TimeCostPoint> &points, const PlanAnswers &answers)
{
    markAnswer(points, answers.deadline, &TimeCostPoint::plannedForDeadline);
    markAnswer(points, answers.budget, &TimeCostPoint::plannedForBudget);
}

} // namespace

std::vector<TimeCostPoint> timeCostPoints(const WorkloadEntry &workload, const QList<HardwareEntry> &hardware,
    const ProjectAssumptions &assumptions, const std::vector<int> &counts, const PlanAnswers *planned)
{
    std::vector<TimeCostPoint> points = gridPoints(workload, hardware, assumptions, counts);
    // The chart rings what the planner recommends (it had picked its own from the grid).
    const PlanAnswers answers = planned ? PlanAnswers {} : answersOver(points, workload, hardware, assumptions);
    markAnswers(points, planned ? *planned : answers);
    return points;
}

PlanAnswers timeCostAnswers(
    const WorkloadEntry &workload, const QList<HardwareEntry> &hardware, const ProjectAssumptions &assumptions)
{
    if (!asksPlan(workload, assumptions, PlanQuestion::Deadline)
        && !asksPlan(workload, assumptions, PlanQuestion::Budget))
        return {}; // no question: no grid to cost
    return answersOver(gridPoints(workload, hardware, assumptions, {}), workload, hardware, assumptions);
}

TimeCostPlan timeCostPlan(
    const WorkloadEntry &workload, const QList<HardwareEntry> &hardware, const ProjectAssumptions &assumptions)
{
    TimeCostPlan plan;
    plan.points = gridPoints(workload, hardware, assumptions, {});
    plan.answers = answersOver(plan.points, workload, hardware, assumptions);
    markAnswers(plan.points, plan.answers);
    return plan;
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

int cheapestWithinDeadline(const std::vector<TimeCostPoint> &points)
{
    return markedPoint(points, &TimeCostPoint::plannedForDeadline);
}

int fastestWithinBudget(const std::vector<TimeCostPoint> &points)
{
    return markedPoint(points, &TimeCostPoint::plannedForBudget);
}

int cheapestPoint(const std::vector<TimeCostPoint> &points)
{
    return bestPoint(points, PlanGoal::Cheapest);
}

int fastestPoint(const std::vector<TimeCostPoint> &points)
{
    return bestPoint(points, PlanGoal::Fastest);
}

} // namespace flopsheet
