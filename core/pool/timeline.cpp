#include "core/pool/timeline.h"

#include "core/pool/policies.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>

namespace flopsheet {
namespace {

constexpr double kNever = std::numeric_limits<double>::infinity();
constexpr double kTime = 1e-9; // hours: events closer than this are one
constexpr double kDone = 1e-7; // fraction of a job's work: less than this left is done (solver tolerance)
constexpr int kMaxEvents = 100000; // a guard; real plans have a few per job
/** Serving jobs without a deadline in a pool with no training job to outlast: shown for a week. */
constexpr double kServingOnlyHours = 168;

// The translated sentences of this file, under one context that lupdate and the lookup share (a free
// tr() helper put them in the namespace's context, where no lookup found them).
class PoolTimeline {
    Q_DECLARE_TR_FUNCTIONS(PoolTimeline)
};

// Appends a stretch, joining it to the task's last one when it continues it (same type and gang, no gap).
void addSegment(QList<PoolSegment> &segments, QList<int> &open, int task, int type, int gpus, double from, double to)
{
    if (to - from <= kTime)
        return;
    if (open[task] >= 0) {
        PoolSegment &last = segments[open[task]];
        if (last.type == type && last.gpus == gpus && std::abs(last.toHours - from) <= kTime) {
            last.toHours = to;
            return;
        }
    }
    segments << PoolSegment { task, type, gpus, from, to };
    open[task] = int(segments.size()) - 1;
}

struct Realized {
    QList<double> progress; ///< fraction of each task's work done in the interval
    QList<double> finish; ///< when it finished inside the interval; NaN: it did not
    double end = 0; ///< where the interval ended: the first finish, or its length
};

// Whole GPUs from time fractions from now on, for at most length hours: least slack first (see planPool's
// comment). Stops at the first finish, so the policy is solved again from what each job actually did.
Realized realize(const PoolProblem &p, const PoolShares &shares, const QList<int> &capacity, const QList<double> &left,
    double now, double length, QList<PoolSegment> &segments, QList<int> &open)
{
    const int n = int(p.tasks.size());
    Realized r { QList<double>(n, 0.0), QList<double>(n, kUnknown), length };
    QList<QList<int>> smallestGang; // per task and type: its smallest gang there (INT_MAX: none)
    for (const PoolTask &task : p.tasks) {
        QList<int> smallest(p.types.size(), std::numeric_limits<int>::max());
        for (const JobOption &o : task.options)
            smallest[o.type] = std::min(smallest[o.type], o.gpus);
        smallestGang << smallest;
    }
    QList<QList<double>> owed; // hours each task is still owed on each gang (of the whole gang)
    QList<double> work = left;
    QList<int> tasks;
    for (int t = 0; t < n; ++t) {
        QList<double> o;
        double total = 0;
        for (double share : shares[t]) {
            o << share * length;
            total += share * length;
        }
        owed << o;
        if (total > kTime)
            tasks << t;
    }
    auto totalOwed = [&](int t) {
        double sum = 0;
        for (double h : owed[t])
            sum += h;
        return sum;
    };
    double s = 0;
    for (int guard = 0; s < length - kTime / 2 && guard < kMaxEvents; ++guard) {
        QList<int> order;
        for (int t : std::as_const(tasks)) {
            if (totalOwed(t) > kTime)
                order << t;
        }
        if (order.isEmpty())
            break;
        const double remaining = length - s;
        std::stable_sort(order.begin(), order.end(),
            [&](int a, int b) { return remaining - totalOwed(a) < remaining - totalOwed(b); });
        QList<int> free = capacity;
        struct Placed {
            int task;
            int option;
            int gpus; ///< the gang, or fewer where only fewer were free
        };
        QList<Placed> placed;
        QList<bool> isPlaced(n, false);
        for (int t : std::as_const(order)) {
            const PoolTask &task = p.tasks[t];
            int best = -1;
            for (int o = 0; o < owed[t].size(); ++o) {
                const JobOption &opt = task.options[o];
                if (owed[t][o] > kTime && opt.gpus <= free[opt.type] && (best < 0 || owed[t][o] > owed[t][best]))
                    best = o;
            }
            int gpus = best >= 0 ? task.options[best].gpus : 0;
            if (best < 0) {
                // A gang that does not fit what is free runs on the GPUs it finds, not below its smallest gang
                // there, at proportionally less speed (a lower bound: below the concave hull, speed per GPU only
                // rises): fractions of GPU-time then pack instead of waiting for a whole gang.
                for (int o = 0; o < owed[t].size(); ++o) {
                    const JobOption &opt = task.options[o];
                    if (owed[t][o] > kTime && free[opt.type] >= smallestGang[t][opt.type]
                        && (best < 0 || owed[t][o] > owed[t][best]))
                        best = o;
                }
                if (best < 0)
                    continue;
                gpus = free[task.options[best].type];
            }
            free[task.options[best].type] -= gpus;
            placed << Placed { t, best, gpus };
            isPlaced[t] = true;
        }
        if (placed.isEmpty())
            break;
        double step = remaining;
        for (const Placed &pl : std::as_const(placed)) {
            const JobOption &opt = p.tasks[pl.task].options[pl.option];
            const double part = double(pl.gpus) / opt.gpus;
            step = std::min({ step, owed[pl.task][pl.option] / part, work[pl.task] / (opt.rate * part) });
        }
        for (int t : std::as_const(order)) {
            const double slack = remaining - totalOwed(t);
            if (!isPlaced[t] && slack > kTime)
                step = std::min(step, slack); // it must be placed when its slack runs out
        }
        step = std::max(step, kTime);
        bool finished = false;
        for (const Placed &pl : std::as_const(placed)) {
            const JobOption &opt = p.tasks[pl.task].options[pl.option];
            const double part = double(pl.gpus) / opt.gpus;
            const double done = std::min(work[pl.task], opt.rate * part * step);
            addSegment(segments, open, pl.task, opt.type, pl.gpus, now + s, now + s + step);
            owed[pl.task][pl.option] -= step * part;
            work[pl.task] -= done;
            r.progress[pl.task] += done;
            if (work[pl.task] <= kDone) {
                r.finish[pl.task] = now + s + step;
                finished = true;
            }
        }
        s += step;
        if (finished) {
            r.end = s;
            break;
        }
    }
    return r;
}

} // namespace

PoolSchedule planPool(const PoolProblem &p, PoolPolicy policy)
{
    const int n = int(p.tasks.size());
    const int types = int(p.types.size());
    PoolSchedule out;
    out.tasks = QList<PoolTaskResult>(n);
    out.usage = QList<PoolTypeUsage>(types);
    QList<int> open(n, -1);

    PoolMoment m;
    m.left = QList<double>(n, 1.0);
    m.elapsed = QList<double>(n, 0.0);
    m.isolatedDone = QList<double>(n, 0.0);
    m.pinned = QList<int>(n, -1);
    QList<int> reserved(n, -1); // serving: the option it holds
    QList<double> delivered(n, 1.0); // training: the part of its shares whole GPUs gave it last time
    bool anyTraining = false;
    for (int t = 0; t < n; ++t) {
        const PoolTask &task = p.tasks[t];
        out.tasks[t].hasDeadline = isKnown(task.deadlineHours);
        if (!task.problem.isEmpty()) {
            out.tasks[t].problem = task.problem;
            m.left[t] = 0;
        } else if (!task.serving) {
            anyTraining = true;
        }
    }

    // Every moment something changes regardless of the policy.
    std::vector<double> fixedEvents;
    for (const PoolTask &task : p.tasks) {
        fixedEvents.push_back(task.startHours);
        // A deadline changes the answer of the policy that keeps deadlines, and ends a serving job.
        if (isKnown(task.deadlineHours) && (policy == PoolPolicy::MinCost || task.serving))
            fixedEvents.push_back(task.deadlineHours);
    }
    for (const PoolType &type : p.types)
        fixedEvents.push_back(type.availableFromHours);
    std::sort(fixedEvents.begin(), fixedEvents.end());
    auto nextFixedEvent = [&](double now) {
        const auto it = std::upper_bound(fixedEvents.begin(), fixedEvents.end(), now + kTime);
        return it == fixedEvents.end() ? kNever : *it;
    };
    auto servingEnd = [&](const PoolTask &task) {
        if (isKnown(task.deadlineHours))
            return task.deadlineHours;
        return anyTraining ? kNever : task.startHours + kServingOnlyHours;
    };
    auto trainingLeft = [&] {
        for (int t = 0; t < n; ++t) {
            if (!p.tasks[t].serving && p.tasks[t].problem.isEmpty() && !isKnown(out.tasks[t].finishHours))
                return true;
        }
        return false;
    };
    auto servingLeft = [&](double now) {
        for (const PoolTask &task : p.tasks) {
            if (task.serving && task.problem.isEmpty() && servingEnd(task) > now + kTime
                && (servingEnd(task) < kNever || trainingLeft()))
                return true;
        }
        return false;
    };

    PoolSolvers solvers;
    double now = 0;
    // A guard far above what a plan needs (about two events per job), so a solver that stops moving ends the plan.
    const int maxEvents = 50 * (n + types) + 1000;
    int event = 0;
    for (; event < maxEvents && (trainingLeft() || servingLeft(now)); ++event) {
        QList<int> capacity;
        for (const PoolType &type : p.types)
            capacity << (type.availableFromHours <= now + kTime ? type.count : 0);

        // Serving first: the fewest GPUs that hold the load, kept once held.
        for (int t = 0; t < n; ++t) {
            const PoolTask &task = p.tasks[t];
            if (!task.serving || !task.problem.isEmpty())
                continue;
            const bool running = task.startHours <= now + kTime && now < servingEnd(task) - kTime;
            if (!running) {
                if (reserved[t] >= 0)
                    out.tasks[t].finishHours = now;
                reserved[t] = -1;
                continue;
            }
            if (reserved[t] < 0) {
                for (int o = 0; o < task.options.size(); ++o) {
                    if (task.options[o].gpus <= capacity[task.options[o].type]) {
                        reserved[t] = o;
                        break;
                    }
                }
            }
            if (reserved[t] >= 0)
                capacity[task.options[reserved[t]].type] -= task.options[reserved[t]].gpus;
        }

        m.now = now;
        m.capacity = capacity;
        m.active.clear();
        for (int t = 0; t < n; ++t) {
            const PoolTask &task = p.tasks[t];
            if (!task.serving && task.problem.isEmpty() && !isKnown(out.tasks[t].finishHours)
                && task.startHours <= now + kTime) {
                m.active << t;
                m.elapsed[t] = now - task.startHours;
            }
        }

        PoolAllocation a { PoolShares(), m.pinned, {} };
        QList<double> rates(n, 0.0);
        QList<double> iso(n, 0.0);
        if (!m.active.isEmpty()) {
            a = allocate(policy, p, m, solvers);
            iso = a.equalShare;
            for (int t : std::as_const(m.active))
                rates[t] = taskRate(p.tasks[t], a.shares[t]);
            ++out.resolves;
        }
        // Until the next fixed event or the first predicted finish. Where whole GPUs delivered less than the
        // shares last time (gangs that do not pack), the prediction uses the rate actually delivered, so the
        // next solve comes at a real finish instead of ever closer to one.
        double next = nextFixedEvent(now);
        double first = kNever;
        for (int t : std::as_const(m.active)) {
            if (rates[t] > 0)
                first = std::min(first, m.left[t] / (rates[t] * delivered[t]));
        }
        double window = std::min(next - now, first);
        for (int t = 0; t < n; ++t) {
            if (p.tasks[t].serving && reserved[t] >= 0)
                window = std::min(window, servingEnd(p.tasks[t]) - now);
        }
        if (!std::isfinite(window)) {
            for (int t : std::as_const(m.active))
                out.tasks[t].problem
                    = PoolTimeline::tr("never gets GPUs under this policy: the pool's free GPUs do not fit its gang");
            break;
        }
        window = std::max(window, 2 * kTime); // always a step forward
        if (first < kNever) {
            const Realized r = realize(p, a.shares, capacity, m.left, now, window, out.segments, open);
            for (int t : std::as_const(m.active)) {
                if (rates[t] > 0 && r.end > kTime)
                    delivered[t] = std::clamp(r.progress[t] / (rates[t] * r.end), 0.05, 1.0);
                if (iso[t] > 0)
                    m.isolatedDone[t] += r.progress[t] / iso[t];
                m.left[t] -= r.progress[t];
                if (isKnown(r.finish[t]) || m.left[t] <= kDone) {
                    m.left[t] = 0;
                    out.tasks[t].finishHours = isKnown(r.finish[t]) ? r.finish[t] : now + r.end;
                }
            }
            window = r.end;
            m.pinned = a.pinned;
        }
        next = now + window;
        for (int t = 0; t < n; ++t) {
            if (p.tasks[t].serving && reserved[t] >= 0) {
                const JobOption &o = p.tasks[t].options[reserved[t]];
                addSegment(out.segments, open, t, o.type, o.gpus, now, next);
            }
        }
        now = next;
    }
    if (event == maxEvents)
        out.notes << PoolTimeline::tr("The plan stopped after %1 re-plans without finishing every job.").arg(maxEvents);
    for (int t = 0; t < n; ++t) {
        if (p.tasks[t].serving && reserved[t] >= 0 && !isKnown(out.tasks[t].finishHours))
            out.tasks[t].finishHours = now;
    }

    // Figures per job and type from the segments.
    std::sort(out.segments.begin(), out.segments.end(), [](const PoolSegment &a, const PoolSegment &b) {
        return a.task != b.task ? a.task < b.task : a.fromHours < b.fromHours;
    });
    double end = 0;
    double completion = 0;
    int completed = 0;
    for (int t = 0; t < n; ++t) {
        const PoolTask &task = p.tasks[t];
        PoolTaskResult &r = out.tasks[t];
        for (const PoolSegment &s : std::as_const(out.segments)) {
            if (s.task != t)
                continue;
            if (!isKnown(r.startHours))
                r.startHours = s.fromHours;
            const double gpuHours = s.gpus * (s.toHours - s.fromHours);
            r.gpuHours += gpuHours;
            r.costUsd += gpuHours * p.types[s.type].priceUsdPerHour;
        }
        if (isKnown(r.startHours))
            r.waitHours = r.startHours - task.startHours;
        if (!isKnown(r.finishHours)) {
            if (r.problem.isEmpty() && !task.serving)
                r.problem = PoolTimeline::tr("did not finish");
            continue;
        }
        end = std::max(end, r.finishHours);
        if (task.serving)
            continue;
        out.makespanHours = std::max(out.makespanHours, r.finishHours);
        completion += r.finishHours - task.startHours;
        ++completed;
        if (m.isolatedDone[t] > 0) {
            r.rho = (r.finishHours - task.startHours) / m.isolatedDone[t];
            out.worstRho = isKnown(out.worstRho) ? std::max(out.worstRho, r.rho) : r.rho;
        }
        if (r.hasDeadline) {
            r.deadlineMet = r.finishHours <= task.deadlineHours * (1 + 1e-7) + 1e-7; // solver tolerance
            r.lateHours = std::max(0.0, r.finishHours - task.deadlineHours);
        }
    }
    for (int t = 0; t < n; ++t) {
        if (!out.tasks[t].hasDeadline || p.tasks[t].serving)
            continue;
        ++out.deadlines;
        out.deadlinesMet += out.tasks[t].deadlineMet;
        if (!out.tasks[t].deadlineMet)
            out.notes << (isKnown(out.tasks[t].finishHours)
                    ? PoolTimeline::tr("%1 misses its deadline by %2 h")
                          .arg(p.tasks[t].name, QString::number(out.tasks[t].lateHours, 'f', 1))
                    : PoolTimeline::tr("%1 misses its deadline: it does not finish").arg(p.tasks[t].name));
        if (isKnown(p.tasks[t].aloneHours) && p.tasks[t].startHours + p.tasks[t].aloneHours > p.tasks[t].deadlineHours)
            out.notes << PoolTimeline::tr(
                "%1 cannot meet its deadline even alone on its fastest gang: it needs %2 h, %3 h more "
                "than its window")
                             .arg(p.tasks[t].name, QString::number(p.tasks[t].aloneHours, 'f', 1),
                                 QString::number(
                                     p.tasks[t].startHours + p.tasks[t].aloneHours - p.tasks[t].deadlineHours, 'f', 1));
    }
    if (completed > 0)
        out.averageCompletionHours = completion / completed;
    if (out.makespanHours == 0)
        out.makespanHours = end;
    for (int t = 0; t < n; ++t)
        out.costUsd += out.tasks[t].costUsd;

    for (int j = 0; j < types; ++j) {
        PoolTypeUsage &u = out.usage[j];
        std::map<double, int> change;
        for (const PoolSegment &s : std::as_const(out.segments)) {
            if (s.type != j)
                continue;
            change[s.fromHours] += s.gpus;
            change[s.toHours] -= s.gpus;
            u.busyGpuHours += s.gpus * (s.toHours - s.fromHours);
        }
        int busy = 0;
        u.busy << QPointF(0, 0);
        for (const auto &[time, delta] : change) {
            busy += delta;
            u.busy << QPointF(time, busy);
        }
        const double hours = std::max(0.0, end - p.types[j].availableFromHours);
        u.availableGpuHours = p.types[j].count * hours;
        out.poolCostUsd += u.availableGpuHours * p.types[j].priceUsdPerHour;
    }
    // A type that no job held at all: why, so that idle GPUs (paid for in the pool's cost) are not read as a slip
    // of the plan.
    for (int j = 0; j < types && end > 0; ++j) {
        const PoolType &type = p.types[j];
        if (type.count <= 0 || out.usage[j].busyGpuHours > 0)
            continue;
        bool runnable = false; // some job could run on it
        bool elsewhere = true; // and every such job held GPUs whenever it could have used these
        for (int t = 0; t < n; ++t) {
            const PoolTask &task = p.tasks[t];
            const bool could = task.problem.isEmpty()
                && std::any_of(
                    task.options.begin(), task.options.end(), [j](const JobOption &o) { return o.type == j; });
            if (!could)
                continue;
            runnable = true;
            // From its earliest start or the type's, to its finish (the plan's end when it has none).
            const double from = std::max(task.startHours, type.availableFromHours);
            const double to = isKnown(out.tasks[t].finishHours) ? out.tasks[t].finishHours : end;
            double held = 0; // a job holds one gang at a time: its stretches do not overlap
            for (const PoolSegment &seg : std::as_const(out.segments)) {
                if (seg.task == t)
                    held += std::max(0.0, std::min(seg.toHours, to) - std::max(seg.fromHours, from));
            }
            elsewhere = elsewhere && held >= to - from - 1e-6;
        }
        if (type.availableFromHours >= end - kTime)
            out.notes << PoolTimeline::tr(
                "%1: its %n GPU(s) join at %2 h, after the last job ended at %3 h", nullptr, type.count)
                             .arg(type.name, QString::number(type.availableFromHours, 'f', 1),
                                 QString::number(end, 'f', 1));
        else if (!runnable)
            out.notes << PoolTimeline::tr("%1: %n GPU(s) idle throughout: no job fits in their memory at a gang size "
                                          "it may take, or holds its load on them",
                nullptr, type.count)
                             .arg(type.name);
        else if (elsewhere)
            out.notes << PoolTimeline::tr("%1: %n GPU(s) idle throughout: the policy ran every job that could use them "
                                          "on other GPUs (a job holds one GPU type at a time)",
                nullptr, type.count)
                             .arg(type.name);
        else
            out.notes << PoolTimeline::tr("%1: %n GPU(s) idle throughout, though a job that could use them waited: the "
                                          "policy gave them to none",
                nullptr, type.count)
                             .arg(type.name);
    }
    return out;
}

PoolJobGpus jobGpus(const PoolSchedule &schedule, int task)
{
    PoolJobGpus out;
    for (const PoolSegment &s : schedule.segments) {
        if (s.task != task)
            continue;
        const PoolGang gang { s.type, s.gpus };
        if (out.runs.isEmpty() || out.runs.constLast() != gang)
            out.runs.append(gang);
        auto held = std::find_if(
            out.types.begin(), out.types.end(), [&](const PoolGangRange &r) { return r.type == s.type; });
        if (held == out.types.end()) {
            out.types.append({ s.type, s.gpus, s.gpus });
        } else {
            held->fewestGpus = std::min(held->fewestGpus, s.gpus);
            held->mostGpus = std::max(held->mostGpus, s.gpus);
        }
    }
    return out;
}

} // namespace flopsheet
