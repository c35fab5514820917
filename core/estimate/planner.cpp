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

PlanOption deadlineOption(const Gpu &gpu, const Probe &at, double deadlineHours, int maxGpus)
{
    const PlanLimits deadline { .maxWallHours = deadlineHours };
    PlanOption option;
    option.gpu = &gpu;
    int previous = 0;
    for (const int n : gpuCountLadder(maxGpus)) {
        Estimate e = at(n);
        if (meetsLimits(e, deadline)) {
            // Bisect (previous, n] for the fewest GPUs that still meet the deadline.
            int lo = previous + 1;
            int hi = n;
            Estimate best = e;
            while (lo < hi) {
                const int mid = lo + (hi - lo) / 2;
                Estimate m = at(mid);
                if (meetsLimits(m, deadline)) {
                    hi = mid;
                    best = m;
                } else {
                    lo = mid + 1;
                }
            }
            option.gpuCount = hi;
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

PlanOption budgetOption(const Gpu &gpu, const Probe &at, double budgetUsd, int maxGpus)
{
    const PlanLimits budget { .maxCostUsd = budgetUsd };
    PlanOption option;
    option.gpu = &gpu;
    Estimate cheapest; // the closest miss: the cheapest count that runs
    // Only the ladder's counts: between them the fastest count jumps with how a batch rounds into
    // micro-batches (4,092 GPUs can beat 4,096), so a bisection would compare GPU types at lucky counts.
    for (const int n : gpuCountLadder(maxGpus)) {
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
    const Gpu &gpu, const Scenario &sc, const Probe &at, PlanQuestion question, double limit, int maxGpus)
{
    PlanOption option = question == PlanQuestion::Deadline ? deadlineOption(gpu, at, limit, maxGpus)
                                                           : budgetOption(gpu, at, limit, maxGpus);
    option.precision = sc.precision;
    return option;
}

// A list of GPUs planned in the base scenario (each in its nearest precision when asked).
std::vector<PlanOption> optionsFor(const Workload &workload, const std::vector<Gpu> &gpus, const Scenario &base,
    PlanQuestion question, double limit, int maxGpus, bool nearest)
{
    std::vector<PlanOption> options;
    options.reserve(gpus.size());
    for (const Gpu &gpu : gpus) {
        const Scenario sc = inPrecision(gpu, base, nearest);
        options.push_back(optionFor(gpu, sc, probeFor(workload, gpu, sc), question, limit, maxGpus));
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

std::vector<PlanOption> planForDeadline(const Workload &workload, const std::vector<Gpu> &gpus, const Scenario &base,
    double deadlineHours, int maxGpus, bool nearest)
{
    return optionsFor(workload, gpus, base, PlanQuestion::Deadline, deadlineHours, maxGpus, nearest);
}

std::vector<PlanOption> planForBudget(const Workload &workload, const std::vector<Gpu> &gpus, const Scenario &base,
    double budgetUsd, int maxGpus, bool nearest)
{
    return optionsFor(workload, gpus, base, PlanQuestion::Budget, budgetUsd, maxGpus, nearest);
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
    PlanQuestion question, double limit, int maxGpus, bool nearest)
{
    PlanAnswer answer;
    answer.options = optionsFor(workload, gpus, base, question, limit, maxGpus, nearest);
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
            answer.options[i] = optionFor(row.gpu, sc, at, question, limit, maxGpus);
            answer.options[i].hardwareRow = h;
        },
        4);
    answer.recommended = recommended(answer.options, question);
    return answer;
}

} // namespace flopsheet
