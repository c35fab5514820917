#pragma once

#include "core/document/poolentries.h"
#include "core/pool/linearprogram.h"
#include "core/pool/poolproblem.h"

#include <QList>

#include <memory>

namespace flopsheet {

/** The pool at one moment: what a policy divides, and among whom. Indices are PoolProblem::tasks'. */
struct PoolMoment {
    double now = 0; ///< hours from the plan's start
    QList<int> capacity; ///< per type: GPUs free for training jobs (serving reservations taken out)
    QList<int> active; ///< training tasks that may run now (started, not finished)
    QList<double> left; ///< per task: the fraction of its work still to do
    QList<double> elapsed; ///< per task: hours since its earliest start
    QList<double> isolatedDone; ///< per task: hours its work so far would have taken with a 1/n share
    QList<int> pinned; ///< per task: the one type it keeps (mixed types off), −1 until it starts
};

/** Per task, per option (PoolTask::options): the fraction of time it holds that gang. */
using PoolShares = QList<QList<double>>;

/** A policy's answer at one moment: the shares, and the type each task that may not mix types now keeps. */
struct PoolAllocation {
    PoolShares shares;
    QList<int> pinned;
    QList<double> equalShare; ///< equalShareRates at this moment: the policies' and ρ's 1/n share
};

/** The LP solvers a timeline keeps between events, one per program shape, so each restarts from its last basis. */
struct PoolSolvers {
    std::unique_ptr<LpSolver> main = makeLpSolver(); ///< the policy's programs and the filling after them
    std::unique_ptr<LpSolver> feasibility = makeLpSolver(); ///< minimum cost: how much of the deadlines is reachable
};

/**
 * Divides the pool at one moment (Gavel's time-fraction formulation, Narayanan et al. OSDI'20 §3: X[m][j] is
 * the fraction of time job m holds gang j; Σ_j X[m][j] ≤ 1 per job; Σ_m gpus·X ≤ capacity per type):
 *  - proportional: each job gets weight/Σweights of every type's GPU-time, running the largest gang its share
 *    covers (fastest types first); what a job cannot use is shared again by weight (water-filling);
 *  - priority: jobs by class, then earliest start, each takes the fastest gang still free, whole;
 *  - max-min fairness: maximise min_m tput_m / (w_m · tput_m(1/n share)) (Gavel max_min_fairness.py), then
 *    spare capacity is filled without lowering anyone below that level;
 *  - finish-time fairness: minimise max_m ρ_m, ρ_m = (elapsed + left / tput) / (isolated done + left /
 *    tput(1/n share)) (Themis, NSDI'20; Gavel finish_time_fairness.py), by LPs at a fixed ρ, then filled;
 *  - minimum makespan: maximise z with tput_m ≥ left_m · z for all m (z = 1/T: one LP, no bisection), then filled;
 *  - minimum cost: each job's work on the gang where it costs least (price × GPUs ÷ throughput); a dearer gang
 *    only as far as its deadline needs (tput_m ≥ left_m / (deadline − now)); deadlines nobody can meet are
 *    scaled to the best reachable (all missing by the same fraction), and said so in the timeline.
 */
PoolAllocation allocate(PoolPolicy policy, const PoolProblem &problem, const PoolMoment &moment, PoolSolvers &solvers);

/** A task's throughput (fraction of its work per hour) under its shares. */
double taskRate(const PoolTask &task, const QList<double> &shares);

/**
 * Each active task's throughput with a 1/n share of every type (n = active tasks): the denominator of
 * max-min fairness and of ρ ("time with a 1/n share", Themis).
 */
QList<double> equalShareRates(const PoolProblem &problem, const PoolMoment &moment);

/** What the policy optimises, in one translated sentence (the interface and the report state it). */
QString policyObjective(PoolPolicy policy);

} // namespace flopsheet
