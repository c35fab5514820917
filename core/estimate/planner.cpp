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
    for (int n = 1; n <= maxGpus; n *= 2) {
        Estimate e = at(n);
        if (!e.ok()) {
            option.estimate = e;
            break;
        }
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
            option.feasible = true;
            break;
        }
        option.estimate = e;
        previous = n;
    }
    return option;
}

PlanOption budgetOption(const Gpu &gpu, const Probe &at, double budgetUsd, int maxGpus)
{
    const PlanLimits budget { .maxCostUsd = budgetUsd };
    PlanOption option;
    option.gpu = &gpu;
    for (int n = 1; n <= maxGpus; n *= 2) {
        const Estimate e = at(n);
        if (!meetsLimits(e, budget))
            continue;
        if (!option.feasible || isBetterPlan(e, option.estimate, PlanGoal::Fastest)) {
            option.gpuCount = n;
            option.estimate = e;
            option.feasible = true;
        }
    }
    return option;
}

PlanOption optionFor(const Gpu &gpu, const Probe &at, PlanQuestion question, double limit, int maxGpus)
{
    return question == PlanQuestion::Deadline ? deadlineOption(gpu, at, limit, maxGpus)
                                              : budgetOption(gpu, at, limit, maxGpus);
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
    std::vector<PlanOption> options;
    options.reserve(gpus.size());
    for (const Gpu &gpu : gpus)
        options.push_back(
            deadlineOption(gpu, probeFor(workload, gpu, inPrecision(gpu, base, nearest)), deadlineHours, maxGpus));
    return options;
}

std::vector<PlanOption> planForBudget(const Workload &workload, const std::vector<Gpu> &gpus, const Scenario &base,
    double budgetUsd, int maxGpus, bool nearest)
{
    std::vector<PlanOption> options;
    options.reserve(gpus.size());
    for (const Gpu &gpu : gpus)
        options.push_back(
            budgetOption(gpu, probeFor(workload, gpu, inPrecision(gpu, base, nearest)), budgetUsd, maxGpus));
    return options;
}

int cheapestOption(const std::vector<PlanOption> &options)
{
    return bestOption(options, PlanGoal::Cheapest);
}

int fastestOption(const std::vector<PlanOption> &options)
{
    return bestOption(options, PlanGoal::Fastest);
}

PlanAnswer recommendPlan(const Workload &workload, const std::vector<Gpu> &gpus, const Scenario &base,
    PlanQuestion question, double limit, int maxGpus, bool nearest)
{
    PlanAnswer answer;
    answer.options.reserve(gpus.size());
    for (const Gpu &gpu : gpus)
        answer.options.push_back(
            optionFor(gpu, probeFor(workload, gpu, inPrecision(gpu, base, nearest)), question, limit, maxGpus));
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
            const Probe estimated = probeFor(workload.workload, row.gpu, scenarioFor(workload, row, assumptions));
            const Probe at = !known ? estimated : [&](int count) {
                const Estimate *e = known(h, count);
                return e ? *e : estimated(count);
            };
            answer.options[i] = optionFor(row.gpu, at, question, limit, maxGpus);
            answer.options[i].hardwareRow = h;
        },
        4);
    answer.recommended = recommended(answer.options, question);
    return answer;
}

} // namespace flopsheet
