#pragma once

#include "core/pool/poolproblem.h"

#include <QList>
#include <QPointF>
#include <QString>
#include <QStringList>

namespace flopsheet {

/** A stretch of time in which a job holds whole GPUs of one type: one bar of the Gantt chart. */
struct PoolSegment {
    int task = 0;
    int type = 0;
    int gpus = 0;
    double fromHours = 0;
    double toHours = 0;
};

/** One job's outcome in the plan. */
struct PoolTaskResult {
    double startHours = kUnknown; ///< when it first held GPUs; NaN: never
    double finishHours = kUnknown; ///< training: when its work was done; serving: when it stopped; NaN: never
    double waitHours = kUnknown; ///< first GPUs − earliest start
    double gpuHours = 0;
    double costUsd = 0; ///< GPU-hours held × the type's price; NaN when a type it held has no price
    /** ρ = (finish − earliest start) ÷ the time its work takes with a 1/n share of the pool (Themis): 1 is fair. */
    double rho = kUnknown;
    bool hasDeadline = false;
    bool deadlineMet = false;
    double lateHours = 0; ///< past the deadline (0 when met)
    QString problem; ///< why it did not run or finish; empty when it did
};

/** One GPU type over the plan. */
struct PoolTypeUsage {
    QList<QPointF> busy; ///< (hours, GPUs held) at each change: a step function from 0
    double busyGpuHours = 0;
    double availableGpuHours = 0; ///< GPUs × hours in the pool from its start (or reservation) to the makespan
    double utilization() const { return availableGpuHours > 0 ? busyGpuHours / availableGpuHours : 0; }
};

/** A policy's whole timeline on a pool: what the Pool dock, the CLI and the report show. */
struct PoolSchedule {
    QList<PoolSegment> segments; ///< by task, then time
    QList<PoolTaskResult> tasks; ///< as PoolProblem::tasks
    QList<PoolTypeUsage> usage; ///< as PoolProblem::types
    double makespanHours = 0; ///< the last training job's finish (serving jobs' ends when there is none)
    double costUsd = 0; ///< every job's GPU-hours × price
    double poolCostUsd = 0; ///< the whole pool from its start (or reservation) to the makespan, idle GPUs too
    double averageCompletionHours = kUnknown; ///< training jobs: mean of finish − earliest start
    double worstRho = kUnknown;
    int deadlines = 0;
    int deadlinesMet = 0;
    int resolves = 0; ///< moments the policy was solved at (a job started or finished, a reservation began)
    QStringList notes; ///< what the plan could not do, in sentences
};

/**
 * Plays the pool forward from hour 0. At every event — a job's earliest start, a finish, a reservation
 * joining, a serving job starting or stopping, a deadline — serving jobs first reserve the fewest GPUs
 * that hold their load, then the policy (core/pool/policies.h) divides the rest as time fractions.
 *
 * Whole GPUs: until the next event, each job's fractions become stretches in which it holds its gang, by
 * "least slack first": at each point the jobs whose remaining time on the pool's GPUs is closest to the
 * time left are placed first, each on the gang of its shares with the most time still owed whose GPUs are
 * free, for as long as nothing changes. A type never holds more GPUs than it has, whatever the shares
 * (PoolSchedule::segments never oversubscribe); where gangs do not pack, a job gets less than its share and
 * the next event solves again from what it actually did.
 */
PoolSchedule planPool(const PoolProblem &problem, PoolPolicy policy);

/** A gang one job held: GPUs of one type, unchanged from one event to the next. */
struct PoolGang {
    int type = 0;
    int gpus = 0;
    bool operator==(const PoolGang &) const = default;
};

/** A type one job held over the plan: the fewest and the most of its GPUs at once. */
struct PoolGangRange {
    int type = 0;
    int fewestGpus = 0;
    int mostGpus = 0;
};

/** The GPUs one job held, as the Pool dock, the Gantt chart's tips and the CLI name them. */
struct PoolJobGpus {
    QList<PoolGang> runs; ///< in time order; back-to-back stretches on the same gang are one run
    QList<PoolGangRange> types; ///< by the time each type was first held
};
PoolJobGpus jobGpus(const PoolSchedule &schedule, int task);

} // namespace flopsheet
