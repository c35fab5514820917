#include "core/pool/poolproblem.h"

#include "core/document/hardwaretable.h"
#include "core/document/workloadtable.h"
#include "core/estimate/estimator.h"
#include "core/estimate/plan.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace flopsheet {
namespace {

// The translated sentences of this file, under one context that lupdate and the lookup share (a free
// tr() helper put them in the namespace's context, where no lookup found them).
class PoolProblemText {
    Q_DECLARE_TR_FUNCTIONS(PoolProblemText)
};

const HardwareEntry *findHardware(const QList<HardwareEntry> &hardware, const QString &name)
{
    for (const HardwareEntry &h : hardware) {
        if (TableTraits<HardwareEntry>::matchesName(h, name.trimmed()))
            return &h;
    }
    return nullptr;
}

const WorkloadEntry *findWorkload(const QList<WorkloadEntry> &workloads, const QString &name)
{
    for (const WorkloadEntry &w : workloads) {
        if (TableTraits<WorkloadEntry>::matchesName(w, name.trimmed()))
            return &w;
    }
    return nullptr;
}

// Time-sharing two gangs reaches every point on the line between them, so a gang under the upper concave
// hull of (GPUs, rate) through the origin is never worth choosing (Gavel's space sharing makes the same point).
QList<JobOption> concaveHull(QList<JobOption> points)
{
    QList<JobOption> hull;
    for (const JobOption &p : points) {
        if (!hull.isEmpty() && p.rate <= hull.last().rate)
            continue; // more GPUs, no faster
        while (!hull.isEmpty()) {
            const double x0 = hull.size() >= 2 ? hull[hull.size() - 2].gpus : 0;
            const double y0 = hull.size() >= 2 ? hull[hull.size() - 2].rate : 0;
            const JobOption &b = hull.last();
            // b lies under the line from (x0, y0) to p: drop it. Points on the line stay: a smaller gang
            // that scales as well still runs where serving or another gang left fewer GPUs free.
            if ((b.rate - y0) * (p.gpus - x0) < (p.rate - y0) * (b.gpus - x0) * (1 - 1e-12))
                hull.removeLast();
            else
                break;
        }
        hull << p;
    }
    if (hull.size() <= kMaxGangsPerType)
        return hull;
    QList<JobOption> kept;
    for (int i = 0; i < kMaxGangsPerType; ++i)
        kept << hull[int(std::lround(double(i) * (hull.size() - 1) / (kMaxGangsPerType - 1)))];
    return kept;
}

// The load an estimate holds, in the unit the job's load is typed in.
double heldLoad(const Estimate &e, LoadUnit unit)
{
    if (unit == LoadUnit::RequestsPerS)
        return e.samplesPerS;
    return isKnown(e.outputTokensPerS) && e.outputTokensPerS > 0 ? e.outputTokensPerS : e.tokensPerS;
}

void addTrainingOptions(PoolTask &task, const PoolJob &job, const WorkloadEntry &w, const QList<PoolType> &types,
    const QList<const HardwareEntry *> &rows, const ProjectAssumptions &a)
{
    for (int t = 0; t < types.size(); ++t) {
        const int cap = std::min(types[t].count, job.maxGpus > 0 ? job.maxGpus : types[t].count);
        QList<JobOption> points;
        for (int n : gpuCountLadder(cap, job.minGpus)) {
            HardwareEntry h = *rows[t];
            h.count = n;
            const Estimate e = estimate(w.workload, h.gpu, scenarioFor(w, h, a));
            if (!isRunnable(e) || !(e.wallHours > 0) || !std::isfinite(e.wallHours)) {
                if (!points.isEmpty())
                    break; // past the critical batch, or no longer estimable: larger gangs are no better
                continue; // does not fit yet: try more GPUs
            }
            points << JobOption { t, n, 1.0 / e.wallHours };
        }
        task.options << concaveHull(points);
    }
    double best = 0;
    for (const JobOption &o : std::as_const(task.options))
        best = std::max(best, o.rate);
    if (best > 0)
        task.aloneHours = 1.0 / best;
    else
        task.problem = PoolProblemText::tr("it fits on none of the pool's GPUs at any gang size it may take");
}

void addServingOptions(PoolTask &task, const PoolJob &job, const WorkloadEntry &w, const QList<PoolType> &types,
    const QList<const HardwareEntry *> &rows, const ProjectAssumptions &a)
{
    task.load = job.load;
    task.loadUnit = choiceLabel(kLoadUnitChoices, int(job.loadUnit));
    if (!isKnown(job.load)) {
        task.problem = PoolProblemText::tr("a serving job needs the load it must hold (Load to hold)");
        return;
    }
    for (int t = 0; t < types.size(); ++t) {
        const int cap = std::min(types[t].count, job.maxGpus > 0 ? job.maxGpus : types[t].count);
        for (int n = std::max(1, job.minGpus); n <= cap; n = n < 8 ? n + 1 : n * 2) {
            HardwareEntry h = *rows[t];
            h.count = n;
            const Estimate e = estimate(w.workload, h.gpu, scenarioFor(w, h, a));
            if (e.ok() && e.fits && heldLoad(e, job.loadUnit) >= job.load) {
                task.options << JobOption { t, n, heldLoad(e, job.loadUnit) };
                break; // the fewest GPUs of this type that hold it
            }
        }
    }
    // Fewest GPUs first, then the cheaper hour, then the larger margin.
    std::stable_sort(task.options.begin(), task.options.end(), [&](const JobOption &x, const JobOption &y) {
        if (x.gpus != y.gpus)
            return x.gpus < y.gpus;
        const double px = x.gpus * types[x.type].priceUsdPerHour, py = y.gpus * types[y.type].priceUsdPerHour;
        if (px != py && isKnown(px) && isKnown(py))
            return px < py;
        return x.rate > y.rate;
    });
    if (task.options.isEmpty())
        task.problem = PoolProblemText::tr("no GPU type of the pool holds %1 %2, even with all its GPUs")
                           .arg(QString::number(job.load, 'g', 4), task.loadUnit);
}

} // namespace

PoolProblem buildPoolProblem(const QList<WorkloadEntry> &workloads, const QList<HardwareEntry> &hardware,
    const ProjectAssumptions &assumptions, const QList<PoolGpu> &poolGpus, const QList<PoolJob> &poolJobs)
{
    PoolProblem p;
    QList<const HardwareEntry *> rows;
    for (int i = 0; i < poolGpus.size(); ++i) {
        const PoolGpu &g = poolGpus[i];
        const HardwareEntry *h = findHardware(hardware, g.gpuName);
        if (!h) {
            p.notes << PoolProblemText::tr("Pool GPU row %1: no GPU \"%2\" in the hardware table; left out")
                           .arg(i + 1)
                           .arg(g.gpuName);
            continue;
        }
        PoolType type;
        type.id = h->gpu.id.isEmpty() ? h->gpu.name : h->gpu.id;
        int repeat = 1;
        for (const PoolType &other : std::as_const(p.types))
            repeat += other.id == type.id || other.id.startsWith(type.id + u'#');
        if (repeat > 1)
            type.id += u'#' + QString::number(repeat);
        type.name = h->gpu.name;
        type.count = g.count;
        type.priceUsdPerHour = isKnown(g.priceUsdPerHour)
            ? g.priceUsdPerHour
            : h->gpu.pricePerHourUsd * assumptions.priceMultiplier; // the same price the results table uses
        type.availableFromHours = g.availableFromHours;
        p.types << type;
        rows << h;
    }
    for (int i = 0; i < poolJobs.size(); ++i) {
        const PoolJob &job = poolJobs[i];
        const WorkloadEntry *w = findWorkload(workloads, job.workloadName);
        if (!w) {
            p.notes << PoolProblemText::tr("Pool job row %1: no workload \"%2\" in the workload table; left out")
                           .arg(i + 1)
                           .arg(job.workloadName);
            continue;
        }
        PoolTask task;
        task.name = w->workload.name;
        task.row = i;
        task.serving = w->scenario.mode == Mode::Infer;
        task.weight = job.weight;
        task.priorityClass = job.priorityClass;
        task.startHours = job.startHours;
        task.deadlineHours = job.deadlineHours;
        task.mixedTypes = job.mixedTypes;
        if (task.serving) {
            addServingOptions(task, job, *w, p.types, rows, assumptions);
        } else {
            addTrainingOptions(task, job, *w, p.types, rows, assumptions);
            if (isKnown(job.load))
                p.notes << PoolProblemText::tr("Pool job row %1: %2 trains, so its load to hold is ignored")
                               .arg(i + 1)
                               .arg(task.name);
        }
        p.tasks << task;
    }
    return p;
}

} // namespace flopsheet
