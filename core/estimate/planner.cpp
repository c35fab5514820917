#include "core/estimate/planner.h"

#include "core/estimate/parallel.h"

#include <functional>

namespace flopsheet {
namespace {

// One GPU type's estimate at a GPU count.
using Probe = std::function<Estimate(int count)>;

Probe probeFor(const Workload &w, const Gpu &g, const Scenario &base)
{
    return [&w, &g, base](int count) {
        Scenario sc = base;
        sc.gpuCount = count;
        return estimate(w, g, sc);
    };
}

Scenario inPrecision(const Gpu &g, Scenario sc, bool nearest)
{
    if (nearest)
        sc.precision = nearestPrecision(g, sc.precision);
    return sc;
}

// The ladder's counts a plan tries, each above one node taken down to whole nodes.
std::vector<int> plannedLadder(int maxGpus, int nodeGpus)
{
    std::vector<int> counts;
    for (const int n : gpuCountLadder(maxGpus)) {
        const int c = plannableCountAtMost(n, nodeGpus);
        if (counts.empty() || c > counts.back())
            counts.push_back(c);
    }
    return counts;
}

// The plannable counts in (previous, n] (isPlannableCount), n among them.
std::vector<int> plannableBetween(int previous, int n, int nodeGpus)
{
    std::vector<int> counts;
    for (int c = previous + 1; c <= n; ++c) {
        if (isPlannableCount(c, nodeGpus))
            counts.push_back(c);
    }
    return counts;
}

PlanOption deadlineOption(const Gpu &gpu, const Probe &at, double deadlineHours, int maxGpus, int nodeGpus)
{
    const PlanLimits deadline { .maxWallHours = deadlineHours };
    PlanOption option;
    option.gpu = &gpu;
    int previous = 0;
    for (const int n : plannedLadder(maxGpus, nodeGpus)) {
        Estimate e = at(n);
        if (meetsLimits(e, deadline)) {
            // Bisect the plannable counts in (previous, n] for the fewest GPUs that still meet the deadline.
            const std::vector<int> counts = plannableBetween(previous, n, nodeGpus);
            std::size_t lo = 0;
            std::size_t hi = counts.size() - 1; // n
            Estimate best = e;
            while (lo < hi) {
                const std::size_t mid = lo + (hi - lo) / 2;
                Estimate m = at(counts[mid]);
                if (meetsLimits(m, deadline)) {
                    hi = mid;
                    best = m;
                } else {
                    lo = mid + 1;
                }
            }
            option.gpuCount = counts[hi];
            option.estimate = best;
            option.closestCount = 0;
            option.feasible = true;
            return option;
        }
        // The closest miss is the fastest count that runs; until one runs, the last count says why none does.
        if (isRunnable(e)) {
            if (option.closestCount == 0 || isBetterPlan(e, option.estimate, PlanGoal::Fastest)) {
                option.estimate = e;
                option.closestCount = n;
            }
        } else if (option.closestCount == 0) {
            option.estimate = e;
        }
        // An error does not end the ladder: a pinned split (--tp 8) cannot run on fewer GPUs than it spans.
        previous = n;
    }
    return option;
}

PlanOption budgetOption(const Gpu &gpu, const Probe &at, double budgetUsd, int maxGpus, int nodeGpus)
{
    const PlanLimits budget { .maxCostUsd = budgetUsd };
    PlanOption option;
    option.gpu = &gpu;
    Estimate cheapest; // the closest miss: the cheapest count that runs
    // Only the ladder's counts: between them the fastest count jumps with how a batch rounds into
    // micro-batches (4,092 GPUs can beat 4,096), so a bisection would compare GPU types at lucky counts.
    for (const int n : plannedLadder(maxGpus, nodeGpus)) {
        const Estimate e = at(n);
        if (meetsLimits(e, budget)) {
            if (!option.feasible || isBetterPlan(e, option.estimate, PlanGoal::Fastest)) {
                option.gpuCount = n;
                option.estimate = e;
                option.feasible = true;
            }
        } else if (isRunnable(e)) {
            if (option.closestCount == 0 || isBetterPlan(e, cheapest, PlanGoal::Cheapest)) {
                cheapest = e;
                option.closestCount = n;
            }
        } else if (option.closestCount == 0) {
            cheapest = e;
        }
    }
    if (option.feasible)
        option.closestCount = 0;
    else
        option.estimate = cheapest;
    return option;
}

PlanOption optionFor(
    const Gpu &gpu, const Scenario &sc, const Probe &at, PlanQuestion question, double limit, int maxGpus, int nodeGpus)
{
    PlanOption option = question == PlanQuestion::Deadline ? deadlineOption(gpu, at, limit, maxGpus, nodeGpus)
                                                           : budgetOption(gpu, at, limit, maxGpus, nodeGpus);
    option.precision = sc.precision;
    return option;
}

// A list of GPUs planned in the base scenario (each in its nearest precision when asked).
std::vector<PlanOption> optionsFor(const Workload &workload, const std::vector<Gpu> &gpus, const Scenario &base,
    PlanQuestion question, double limit, int maxGpus, bool nearest, int nodeGpus)
{
    std::vector<PlanOption> options;
    options.reserve(gpus.size());
    for (const Gpu &gpu : gpus) {
        const Scenario sc = inPrecision(gpu, base, nearest);
        options.push_back(optionFor(gpu, sc, probeFor(workload, gpu, sc), question, limit, maxGpus, nodeGpus));
    }
    return options;
}

int recommended(const std::vector<PlanOption> &options, PlanQuestion question)
{
    return question == PlanQuestion::Deadline ? cheapestOption(options) : fastestOption(options);
}

int bestOption(const std::vector<PlanOption> &options, PlanGoal goal)
{
    return bestPlan(
        int(options.size()),
        [&options](int i) { return options[size_t(i)].feasible ? &options[size_t(i)].estimate : nullptr; }, goal);
}

} // namespace

// Whole nodes above one: a job spanning servers rents them whole (cloud instances come as 8-GPU servers: AWS
// p5.48xlarge, Azure ND H100 v5, Google a3-highgpu-8g) and its collectives are laid out per server; the estimate's
// network model already counts traffic per node of this size (Scenario::gpusPerNode).
bool isPlannableCount(int count, int nodeGpus)
{
    return count >= 1 && (nodeGpus <= 1 || count <= nodeGpus || count % nodeGpus == 0);
}

int plannableCountAtMost(int n, int nodeGpus)
{
    return nodeGpus <= 1 || n <= nodeGpus ? n : n / nodeGpus * nodeGpus;
}

std::vector<PlanOption> planForDeadline(const Workload &workload, const std::vector<Gpu> &gpus, const Scenario &base,
    double deadlineHours, int maxGpus, bool nearest, int nodeGpus)
{
    return optionsFor(workload, gpus, base, PlanQuestion::Deadline, deadlineHours, maxGpus, nearest, nodeGpus);
}

std::vector<PlanOption> planForBudget(const Workload &workload, const std::vector<Gpu> &gpus, const Scenario &base,
    double budgetUsd, int maxGpus, bool nearest, int nodeGpus)
{
    return optionsFor(workload, gpus, base, PlanQuestion::Budget, budgetUsd, maxGpus, nearest, nodeGpus);
}

int cheapestOption(const std::vector<PlanOption> &options)
{
    return bestOption(options, PlanGoal::Cheapest);
}

int fastestOption(const std::vector<PlanOption> &options)
{
    return bestOption(options, PlanGoal::Fastest);
}

int closestMiss(const std::vector<PlanOption> &options, PlanQuestion question)
{
    return bestPlan(
        int(options.size()),
        [&options](int i) {
            const PlanOption &o = options[size_t(i)];
            return !o.feasible && o.closestCount > 0 ? &o.estimate : nullptr;
        },
        question == PlanQuestion::Deadline ? PlanGoal::Fastest : PlanGoal::Cheapest);
}

PlanAnswer recommendPlan(const Workload &workload, const std::vector<Gpu> &gpus, const Scenario &base,
    PlanQuestion question, double limit, int maxGpus, bool nearest, int nodeGpus)
{
    PlanAnswer answer;
    answer.options = optionsFor(workload, gpus, base, question, limit, maxGpus, nearest, nodeGpus);
    answer.recommended = recommended(answer.options, question);
    return answer;
}

bool asksPlan(const WorkloadEntry &workload, const ProjectAssumptions &assumptions, PlanQuestion question)
{
    const double limit = question == PlanQuestion::Deadline ? assumptions.deadlineHours : assumptions.budgetUsd;
    return workload.scenario.mode == Mode::Train && isKnown(limit);
}

PlanAnswer recommendPlan(const WorkloadEntry &workload, const QList<HardwareEntry> &hardware,
    const ProjectAssumptions &assumptions, PlanQuestion question, int maxGpus, const KnownEstimate &known)
{
    PlanAnswer answer;
    const double limit = question == PlanQuestion::Deadline ? assumptions.deadlineHours : assumptions.budgetUsd;
    if (!asksPlan(workload, assumptions, question))
        return answer;
    for (int h = 0; h < hardware.size(); ++h) {
        if (hardware[h].included) {
            PlanOption option;
            option.hardwareRow = h;
            answer.options.push_back(option);
        }
    }
    // Each GPU type is planned on its own (tens of estimates, each a layout search for a language model).
    forEachInParallel(
        answer.options.size(),
        [&](std::size_t i) {
            const int h = answer.options[i].hardwareRow;
            const HardwareEntry &row = hardware[h];
            const Scenario sc = scenarioFor(workload, row, assumptions);
            const Probe estimated = probeFor(workload.workload, row.gpu, sc);
            const Probe at = !known ? estimated : [&](int count) {
                const Estimate *e = known(h, count);
                return e ? *e : estimated(count);
            };
            answer.options[i] = optionFor(row.gpu, sc, at, question, limit, maxGpus, assumptions.gpusPerNode);
            answer.options[i].hardwareRow = h;
        },
        4);
    answer.recommended = recommended(answer.options, question);
    return answer;
}

} // namespace flopsheet
