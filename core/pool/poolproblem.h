#pragma once

#include "core/document/entries.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace flopsheet {

/** One GPU type of the pool, resolved against the hardware table. */
struct PoolType {
    QString id; ///< the GPU's catalog id; a second row of the same GPU gets "#2"
    QString name;
    int count = 0;
    double priceUsdPerHour = kUnknown; ///< per GPU-hour, multiplier applied; NaN: no price known
    double availableFromHours = 0;
};

/** One way to run a job: a gang of whole GPUs of one type, and what it achieves there (FlopSheet's estimate). */
struct JobOption {
    int type = 0;
    int gpus = 1;
    double rate = 0; ///< training: fraction of the job done per hour (1 / wall hours); serving: load it holds
};

/** A job of the pool with the throughput matrix the policies need: its options on every type. */
struct PoolTask {
    QString name;
    int row = 0; ///< its row in the job table
    bool serving = false;
    double weight = 1;
    int priorityClass = 0;
    double startHours = 0;
    double deadlineHours = kUnknown;
    bool mixedTypes = true;
    /** Training: the gangs it may run as, by type and size (the upper concave hull of rate against GPUs).
     *  Serving: the gangs that hold its load, fewest GPUs (then cheapest) first. */
    QList<JobOption> options;
    double load = kUnknown; ///< serving: the load to hold, in the unit typed
    QString loadUnit; ///< "output tokens/s" or "requests/s", translated
    /** Why it cannot run in this pool (it fits on none of its GPUs, a serving job without a load); empty when it can.
     */
    QString problem;
    /** Training: the hours it would take alone on its fastest gang from its start (the best it can do). */
    double aloneHours = kUnknown;
};

/** The pool and its jobs, resolved: what planPool (core/pool/timeline.h) takes. */
struct PoolProblem {
    QList<PoolType> types;
    QList<PoolTask> tasks;
    /** Rows that name a GPU or a workload the tables do not have, and other things the plan leaves out. */
    QStringList notes;
};

/** Gangs per job and type kept for the policies: the smallest, the largest and one between (LP size). */
inline constexpr int kMaxGangsPerType = 3;

/**
 * Resolves the pool's rows against the tables: each GPU row to its hardware entry and price, each job row
 * to its workload, and every job's throughput on every type and gang size from the estimator (the same
 * estimate the results table shows for that workload, GPU and count). A training gang must be runnable
 * (isRunnable, plan.h: it fits and, on fixed data, keeps the batch within the critical batch unless asked).
 */
PoolProblem buildPoolProblem(const QList<WorkloadEntry> &workloads, const QList<HardwareEntry> &hardware,
    const ProjectAssumptions &assumptions, const QList<PoolGpu> &poolGpus, const QList<PoolJob> &poolJobs);

} // namespace flopsheet
