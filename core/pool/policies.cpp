#include "core/pool/policies.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <numeric>

namespace flopsheet {
namespace {

constexpr double kInf = LinearProgram::kInfinity;
constexpr double kFloorSlack = 1e-8; // floors from one LP, kept by the next with this much give (solver tolerance)

PoolShares zeroShares(const PoolProblem &p)
{
    PoolShares shares;
    shares.reserve(p.tasks.size());
    for (const PoolTask &t : p.tasks)
        shares << QList<double>(t.options.size(), 0.0);
    return shares;
}

// Whether a task may run a gang now: its type has that many GPUs free of serving (a gang is never split), and
// a task that may not mix types is on that type.
bool allowed(const PoolMoment &m, int task, const JobOption &o)
{
    return o.gpus <= m.capacity[o.type] && (m.pinned[task] < 0 || m.pinned[task] == o.type);
}

// The rule a share of GPU-time follows when no LP decides (proportional share, the 1/n share of ρ): on each
// type, whichever does more with the budget — the largest gang it covers, whole, or the next larger gang part
// of the time (budget ÷ its GPUs); the job's time goes to its fastest types first.
QList<double> budgetShares(
    const PoolTask &task, int index, const PoolMoment &m, const QList<double> &budget, bool ignorePin = false)
{
    QList<double> x(task.options.size(), 0.0);
    struct Pick {
        int option;
        double fraction;
    };
    QList<Pick> picks;
    for (int type = 0; type < budget.size(); ++type) {
        int covered = -1; // the largest gang the budget covers
        int above = -1; // the smallest gang above it
        for (int o = 0; o < task.options.size(); ++o) {
            const JobOption &opt = task.options[o];
            if (opt.type != type || !(ignorePin ? opt.gpus <= m.capacity[opt.type] : allowed(m, index, opt)))
                continue;
            if (opt.gpus <= budget[type] + 1e-9) {
                if (covered < 0 || opt.gpus > task.options[covered].gpus)
                    covered = o;
            } else if (above < 0 || opt.gpus < task.options[above].gpus) {
                above = o;
            }
        }
        if (budget[type] <= 0 || (covered < 0 && above < 0))
            continue;
        const double aboveFraction = above >= 0 ? budget[type] / task.options[above].gpus : 0;
        const double aboveRate = above >= 0 ? task.options[above].rate * aboveFraction : 0;
        if (covered >= 0 && task.options[covered].rate >= aboveRate)
            picks << Pick { covered, 1.0 };
        else
            picks << Pick { above, aboveFraction };
    }
    // Fastest per unit of the job's time first.
    std::sort(picks.begin(), picks.end(),
        [&](const Pick &a, const Pick &b) { return task.options[a.option].rate > task.options[b.option].rate; });
    double time = 1;
    for (const Pick &p : std::as_const(picks)) {
        const double f = std::min(time, p.fraction);
        x[p.option] = f;
        time -= f;
        if (time <= 1e-12)
            break;
    }
    return x;
}

QList<double> activeCapacity(const PoolMoment &m)
{
    QList<double> c;
    for (int v : m.capacity)
        c << double(v);
    return c;
}

PoolShares proportional(const PoolProblem &p, const PoolMoment &m)
{
    PoolShares shares = zeroShares(p);
    const int types = int(p.types.size());
    double weights = 0;
    for (int t : m.active)
        weights += p.tasks[t].weight;
    if (weights <= 0)
        return shares;
    QList<QList<double>> budget;
    for (int i = 0; i < p.tasks.size(); ++i)
        budget << QList<double>(types, 0.0);
    for (int t : m.active) {
        for (int j = 0; j < types; ++j)
            budget[t][j] = m.capacity[j] * p.tasks[t].weight / weights;
    }
    // Water-filling: what a job's share leaves unused goes to the jobs that can still use that type, by weight.
    for (int round = 0; round < int(p.types.size()) + 4; ++round) {
        QList<double> spare(types, 0.0);
        QList<QList<bool>> hungry;
        for (int i = 0; i < p.tasks.size(); ++i)
            hungry << QList<bool>(types, false);
        for (int t : m.active) {
            const PoolTask &task = p.tasks[t];
            shares[t] = budgetShares(task, t, m, budget[t]);
            const double time = std::accumulate(shares[t].begin(), shares[t].end(), 0.0);
            for (int j = 0; j < types; ++j) {
                double used = 0;
                int largestHere = 0, usedGang = 0;
                for (int o = 0; o < task.options.size(); ++o) {
                    if (task.options[o].type != j || !allowed(m, t, task.options[o]))
                        continue;
                    used += shares[t][o] * task.options[o].gpus;
                    largestHere = std::max(largestHere, task.options[o].gpus);
                    if (shares[t][o] > 0)
                        usedGang = task.options[o].gpus;
                }
                spare[j] += budget[t][j] - used;
                budget[t][j] = used;
                hungry[t][j] = largestHere > 0 && (usedGang < largestHere || time < 1 - 1e-9);
            }
        }
        bool moved = false;
        for (int j = 0; j < types; ++j) {
            if (spare[j] <= 1e-6 * std::max(1, m.capacity[j]))
                continue;
            double w = 0;
            for (int t : m.active)
                w += hungry[t][j] ? p.tasks[t].weight : 0;
            if (w <= 0)
                continue;
            for (int t : m.active) {
                if (hungry[t][j])
                    budget[t][j] += spare[j] * p.tasks[t].weight / w;
            }
            moved = true;
        }
        if (!moved)
            break;
    }
    for (int t : m.active)
        shares[t] = budgetShares(p.tasks[t], t, m, budget[t]);
    return shares;
}

PoolShares priority(const PoolProblem &p, const PoolMoment &m)
{
    PoolShares shares = zeroShares(p);
    QList<int> order = m.active;
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        const PoolTask &x = p.tasks[a], &y = p.tasks[b];
        if (x.priorityClass != y.priorityClass)
            return x.priorityClass > y.priorityClass;
        return x.startHours < y.startHours;
    });
    QList<int> free = m.capacity;
    for (int t : std::as_const(order)) {
        const PoolTask &task = p.tasks[t];
        int best = -1;
        for (int o = 0; o < task.options.size(); ++o) {
            const JobOption &opt = task.options[o];
            if (allowed(m, t, opt) && opt.gpus <= free[opt.type] && (best < 0 || opt.rate > task.options[best].rate))
                best = o;
        }
        if (best >= 0) {
            shares[t][best] = 1;
            free[task.options[best].type] -= task.options[best].gpus;
        }
    }
    return shares;
}

// The program every LP policy starts from: X per task and gang (zero where the task may not run it), each
// task's time at most 1, each type's GPUs at most its capacity; one extra row per task for the policy.
struct ShareProgram {
    LinearProgram lp;
    QList<QList<int>> column;
    QList<int> policyRow;
};

ShareProgram shareProgram(const PoolProblem &p, const PoolMoment &m, LinearProgram::Sense sense)
{
    // Columns only for what may run now: the programs stay small (their setup, not their pivots, is what a
    // solve costs at this size). The solver restarts from its last basis when two programs have one shape.
    ShareProgram s;
    s.lp.sense = sense;
    QList<int> typeRow;
    for (int j = 0; j < p.types.size(); ++j)
        typeRow << s.lp.addRow(-kInf, m.capacity[j]);
    s.column = QList<QList<int>>(p.tasks.size());
    s.policyRow = QList<int>(p.tasks.size(), -1);
    for (int t : m.active) {
        const int timeRow = s.lp.addRow(-kInf, 1);
        s.policyRow[t] = s.lp.addRow(-kInf, kInf);
        QList<int> columns;
        for (const JobOption &o : p.tasks[t].options) {
            if (!allowed(m, t, o)) {
                columns << -1;
                continue;
            }
            const int c = s.lp.addColumn(0, 1, 0);
            s.lp.add(timeRow, c, 1);
            s.lp.add(typeRow[o.type], c, o.gpus);
            columns << c;
        }
        s.column[t] = columns;
    }
    return s;
}

// Adds Σ_o scale·rate_o·X_o to a task's policy row.
void addThroughput(ShareProgram &s, const PoolTask &task, int t, double scale)
{
    for (int o = 0; o < task.options.size(); ++o) {
        if (s.column[t][o] >= 0)
            s.lp.add(s.policyRow[t], s.column[t][o], scale * task.options[o].rate);
    }
}

PoolShares sharesOf(const PoolProblem &p, const ShareProgram &s, const LpSolution &solution)
{
    PoolShares shares = zeroShares(p);
    if (!solution.optimal())
        return shares;
    for (int t = 0; t < p.tasks.size(); ++t) {
        for (int o = 0; o < s.column[t].size(); ++o) {
            if (s.column[t][o] >= 0)
                shares[t][o] = std::clamp(solution.columns[size_t(s.column[t][o])], 0.0, 1.0);
        }
    }
    return shares;
}

// A task's 1/n-share rate, or its fastest gang's where its share gives it nothing now (its GPUs not here yet).
double normaliser(const PoolTask &task, double iso)
{
    if (iso > 0)
        return iso;
    double fastest = 0;
    for (const JobOption &o : task.options)
        fastest = std::max(fastest, o.rate);
    return fastest > 0 ? fastest : 1;
}

// Maximises Σ tput_m / iso_m (normalised throughput) while every task keeps at least floor[t]: spends
// capacity a max-min or makespan optimum leaves idle without taking from anyone (Gavel's water filling).
PoolShares fill(const PoolProblem &p, const PoolMoment &m, const QList<double> &iso, const QList<double> &floor,
    LpSolver &solver, const PoolShares &fallback)
{
    // Nothing to fill when every type's GPU-time is already spoken for (a crowded pool, the common case).
    QList<double> used(p.types.size(), 0.0);
    for (int t : m.active) {
        for (int o = 0; o < p.tasks[t].options.size(); ++o)
            used[p.tasks[t].options[o].type] += fallback[t][o] * p.tasks[t].options[o].gpus;
    }
    bool spare = false;
    for (int j = 0; j < p.types.size(); ++j)
        spare |= m.capacity[j] - used[j] > 1e-6 * std::max(1, m.capacity[j]);
    if (!spare)
        return fallback;
    // The same shape as the program that found the floors (its aux column held at 0), so the solver
    // restarts from that optimum: it is feasible here, only the objective is new.
    ShareProgram s = shareProgram(p, m, LinearProgram::Sense::Maximize);
    s.lp.addColumn(0, 0, 0);
    s.lp.sameFeasibleRegion = true;
    for (int t : m.active) {
        const PoolTask &task = p.tasks[t];
        const double scale = 1.0 / normaliser(task, iso[t]);
        addThroughput(s, task, t, scale);
        for (int o = 0; o < task.options.size(); ++o) {
            if (s.column[t][o] >= 0)
                s.lp.objective[size_t(s.column[t][o])] = task.options[o].rate * scale;
        }
        s.lp.rowLower[size_t(s.policyRow[t])] = floor[t] * scale * (1 - kFloorSlack);
    }
    const LpSolution solution = solver.solve(s.lp);
    return solution.optimal() ? sharesOf(p, s, solution) : fallback;
}

// Maximise aux subject to Σ coef[t]·rate·X − aux ≥ 0 for every active task with coef > 0.
PoolShares maxMinRatio(
    const PoolProblem &p, const PoolMoment &m, const QList<double> &coef, LpSolver &solver, double *level)
{
    ShareProgram s = shareProgram(p, m, LinearProgram::Sense::Maximize);
    const int aux = s.lp.addColumn(0, kInf, 1);
    for (int t : m.active) {
        if (!(coef[t] > 0))
            continue;
        addThroughput(s, p.tasks[t], t, coef[t]);
        s.lp.add(s.policyRow[t], aux, -1);
        s.lp.rowLower[size_t(s.policyRow[t])] = 0;
    }
    const LpSolution solution = solver.solve(s.lp);
    if (level)
        *level = solution.optimal() ? solution.columns[size_t(aux)] : 0;
    return sharesOf(p, s, solution);
}

PoolShares maxMinFairness(const PoolProblem &p, const PoolMoment &m, const QList<double> &iso, PoolSolvers &solvers)
{
    QList<double> coef(p.tasks.size(), 0.0);
    for (int t : m.active)
        coef[t] = iso[t] > 0 ? 1.0 / (p.tasks[t].weight * iso[t]) : 0;
    double level = 0;
    const PoolShares best = maxMinRatio(p, m, coef, *solvers.main, &level);
    QList<double> floor(p.tasks.size(), 0.0);
    for (int t : m.active)
        floor[t] = level * p.tasks[t].weight * iso[t];
    return fill(p, m, iso, floor, *solvers.main, best);
}

PoolShares minMakespan(const PoolProblem &p, const PoolMoment &m, const QList<double> &iso, PoolSolvers &solvers)
{
    // tput_m ≥ left_m · z with z = 1/T; rows scaled by the longest 1/n-share time H so that z·H is near 1.
    double horizon = 0;
    for (int t : m.active)
        horizon = iso[t] > 0 ? std::max(horizon, m.left[t] / iso[t]) : horizon;
    QList<double> coef(p.tasks.size(), 0.0);
    for (int t : m.active)
        coef[t] = iso[t] > 0 ? horizon / m.left[t] : 0;
    double z = 0;
    const PoolShares best = maxMinRatio(p, m, coef, *solvers.main, &z);
    QList<double> floor(p.tasks.size(), 0.0);
    for (int t : m.active)
        floor[t] = z / horizon * m.left[t];
    return fill(p, m, iso, floor, *solvers.main, best);
}

double rho(const PoolMoment &m, int t, double rate, double isoRate)
{
    const double shared = m.elapsed[t] + (rate > 0 ? m.left[t] / rate : kInf);
    const double isolated = m.isolatedDone[t] + m.left[t] / isoRate;
    return shared / isolated;
}

PoolShares finishTimeFairness(const PoolProblem &p, const PoolMoment &m, const QList<double> &iso, PoolSolvers &solvers)
{
    // Start from the 1/n share itself (a feasible point), then improve: at ρ = r each job needs
    // tput ≥ left / (r · isolated − elapsed); the LP maximising the smallest ratio to that need gives a point
    // whose worst ρ is lower still, until it stops moving (a Dinkelbach-style iteration; few LPs).
    PoolShares shares = zeroShares(p);
    for (int t : m.active) {
        QList<double> budget;
        for (int cap : m.capacity)
            budget << double(cap) / double(m.active.size());
        shares[t] = budgetShares(p.tasks[t], t, m, budget);
    }
    auto worst = [&](const PoolShares &s) {
        double r = 0;
        for (int t : m.active)
            r = std::max(r, rho(m, t, taskRate(p.tasks[t], s[t]), iso[t]));
        return r;
    };
    double r = worst(shares);
    for (int iteration = 0; iteration < 4 && std::isfinite(r); ++iteration) {
        QList<double> coef(p.tasks.size(), 0.0);
        for (int t : m.active) {
            const double isolated = m.isolatedDone[t] + m.left[t] / iso[t];
            const double room = r * isolated - m.elapsed[t];
            coef[t] = room > 0 ? room / m.left[t] : 0;
        }
        double level = 0;
        const PoolShares next = maxMinRatio(p, m, coef, *solvers.main, &level);
        const double rNext = worst(next);
        if (!(rNext < r * (1 - 1e-3))) {
            if (rNext <= r)
                shares = next;
            break;
        }
        shares = next;
        r = rNext;
    }
    QList<double> floor(p.tasks.size(), 0.0);
    for (int t : m.active) {
        const double isolated = m.isolatedDone[t] + m.left[t] / iso[t];
        const double room = r * isolated - m.elapsed[t];
        floor[t] = room > 0 ? m.left[t] / room : taskRate(p.tasks[t], shares[t]);
    }
    return fill(p, m, iso, floor, *solvers.main, shares);
}

// What a gang costs per unit of the job's work: GPUs × price ÷ rate (GPU-hours ÷ rate where prices are missing).
QList<QList<double>> workCosts(const PoolProblem &p)
{
    const bool priced
        = std::all_of(p.types.begin(), p.types.end(), [](const PoolType &t) { return isKnown(t.priceUsdPerHour); });
    QList<QList<double>> cost;
    for (const PoolTask &task : p.tasks) {
        QList<double> c;
        for (const JobOption &o : task.options)
            c << o.gpus * (priced ? p.types[o.type].priceUsdPerHour : 1.0) / o.rate;
        cost << c;
    }
    return cost;
}

PoolShares minCost(const PoolProblem &p, const PoolMoment &m, const QList<double> &iso, PoolSolvers &solvers)
{
    const QList<QList<double>> cost = workCosts(p);
    // Deadline floors: the rate that finishes the rest by the deadline (a deadline already passed: the fastest gang).
    QList<double> floor(p.tasks.size(), 0.0);
    bool anyFloor = false;
    for (int t : m.active) {
        const PoolTask &task = p.tasks[t];
        if (!isKnown(task.deadlineHours))
            continue;
        const double hours = task.deadlineHours - m.now;
        double fastest = 0;
        for (const JobOption &o : task.options)
            fastest = std::max(fastest, o.rate);
        floor[t] = hours > 1e-9 ? m.left[t] / hours : fastest;
        anyFloor = true;
    }
    if (anyFloor) {
        // The largest fraction of every floor the pool can give at once; below 1, deadlines are missed.
        QList<double> coef(p.tasks.size(), 0.0);
        for (int t : m.active)
            coef[t] = floor[t] > 0 ? 1.0 / floor[t] : 0;
        double reach = 0;
        maxMinRatio(p, m, coef, *solvers.feasibility, &reach);
        if (reach < 1 - 1e-9)
            for (double &f : floor)
                f *= reach * (1 - kFloorSlack);
    }
    // Progress on a job's cheapest gangs counts for it; a dearer gang costs its excess a thousandfold, so it
    // is used only where a floor needs it.
    ShareProgram s = shareProgram(p, m, LinearProgram::Sense::Maximize);
    for (int t : m.active) {
        const PoolTask &task = p.tasks[t];
        const double cheapest = *std::min_element(cost[t].begin(), cost[t].end());
        for (int o = 0; o < task.options.size(); ++o) {
            if (s.column[t][o] < 0)
                continue;
            const double progress = task.options[o].rate / normaliser(task, iso[t]);
            const double excess = cost[t][o] / cheapest - 1;
            s.lp.objective[size_t(s.column[t][o])] = excess <= 1e-9 ? progress : -1000 * excess * progress;
        }
        if (floor[t] > 0) {
            addThroughput(s, task, t, 1.0 / floor[t]);
            s.lp.rowLower[size_t(s.policyRow[t])] = 1;
        }
    }
    return sharesOf(p, s, solvers.main->solve(s.lp));
}

PoolShares solve(
    PoolPolicy policy, const PoolProblem &p, const PoolMoment &m, const QList<double> &iso, PoolSolvers &solvers)
{
    switch (policy) {
    case PoolPolicy::Proportional:
        return proportional(p, m);
    case PoolPolicy::Priority:
        return priority(p, m);
    case PoolPolicy::MaxMinFairness:
        return maxMinFairness(p, m, iso, solvers);
    case PoolPolicy::FinishTimeFairness:
        return finishTimeFairness(p, m, iso, solvers);
    case PoolPolicy::MinMakespan:
        return minMakespan(p, m, iso, solvers);
    case PoolPolicy::MinCost:
        return minCost(p, m, iso, solvers);
    }
    return zeroShares(p);
}

} // namespace

double taskRate(const PoolTask &task, const QList<double> &shares)
{
    double r = 0;
    for (int o = 0; o < task.options.size() && o < shares.size(); ++o)
        r += task.options[o].rate * shares[o];
    return r;
}

QList<double> equalShareRates(const PoolProblem &p, const PoolMoment &m)
{
    QList<double> rates(p.tasks.size(), 0.0);
    if (m.active.isEmpty())
        return rates;
    QList<double> budget = activeCapacity(m);
    for (double &b : budget)
        b /= double(m.active.size());
    for (int t : m.active) {
        // The 1/n share of ρ ignores pins: a job's fair share is of the whole pool, as if alone in its slice.
        rates[t] = taskRate(p.tasks[t], budgetShares(p.tasks[t], t, m, budget, true));
    }
    return rates;
}

PoolAllocation allocate(PoolPolicy policy, const PoolProblem &p, const PoolMoment &m, PoolSolvers &solvers)
{
    // The 1/n share ignores pins, so one computation serves the moment and its re-solve with pins.
    const QList<double> iso = equalShareRates(p, m);
    PoolAllocation a { solve(policy, p, m, iso, solvers), m.pinned, iso };
    // A job that may not mix types keeps the type most of its work went to; where the answer spread it
    // over several, the moment is solved again with it held to that one.
    bool repinned = false;
    for (int t : m.active) {
        const PoolTask &task = p.tasks[t];
        if (task.mixedTypes || a.pinned[t] >= 0)
            continue;
        QList<double> byType(p.types.size(), 0.0);
        int usedTypes = 0;
        for (int o = 0; o < task.options.size(); ++o) {
            if (a.shares[t][o] <= 1e-9)
                continue;
            if (byType[task.options[o].type] == 0)
                ++usedTypes;
            byType[task.options[o].type] += a.shares[t][o] * task.options[o].rate;
        }
        if (usedTypes == 0)
            continue;
        a.pinned[t] = int(std::max_element(byType.begin(), byType.end()) - byType.begin());
        repinned |= usedTypes > 1;
    }
    if (repinned) {
        PoolMoment held = m;
        held.pinned = a.pinned;
        a.shares = solve(policy, p, held, iso, solvers);
    }
    return a;
}

QString policyObjective(PoolPolicy policy)
{
    switch (policy) {
    case PoolPolicy::Proportional:
        return QCoreApplication::translate("PoolPolicy",
            "Each job gets its weight's share of every GPU type, whatever it runs fastest on; what a job cannot "
            "use is shared again by weight.");
    case PoolPolicy::Priority:
        return QCoreApplication::translate("PoolPolicy",
            "The highest priority class runs first, then the earliest start; each job takes the fastest gang still "
            "free, and lower jobs use what is left.");
    case PoolPolicy::MaxMinFairness:
        return QCoreApplication::translate("PoolPolicy",
            "Maximises the smallest throughput any job gets relative to its weighted 1/n share, knowing which GPU "
            "each job runs best on (Gavel); spare GPUs then go where they help most.");
    case PoolPolicy::FinishTimeFairness:
        return QCoreApplication::translate("PoolPolicy",
            "Minimises the worst ρ: a job's time in the shared pool over its time with a 1/n share (Themis, Gavel).");
    case PoolPolicy::MinMakespan:
        return QCoreApplication::translate(
            "PoolPolicy", "Finishes the last job as early as possible; spare GPUs then speed up the others.");
    case PoolPolicy::MinCost:
        return QCoreApplication::translate("PoolPolicy",
            "Spends the least on GPU-hours: each job runs where its work costs least, on dearer GPUs only as far "
            "as its deadline needs; GPUs nobody needs at their price stay idle.");
    }
    return {};
}

} // namespace flopsheet
