#pragma once

#include "core/pool/poolproblem.h"
#include "core/pool/timeline.h"

#include <QList>

namespace flopsheet {

class Project;

/** The project's pool resolved against its tables (buildPoolProblem over the project's rows and assumptions). */
PoolProblem poolProblem(const Project &project);

/** One policy's headline figures, for the side-by-side comparison (Pool dock, CLI --compare, report). */
struct PolicyOutcome {
    PoolPolicy policy = PoolPolicy::Proportional;
    double averageCompletionHours = kUnknown;
    double makespanHours = 0;
    double costUsd = 0;
    double poolCostUsd = 0;
    double worstRho = kUnknown;
    int deadlines = 0;
    int deadlinesMet = 0;
    int unfinished = 0; ///< training jobs that did not finish (a gang that never fits, a guard hit)
};

PolicyOutcome policyOutcome(const PoolProblem &problem, PoolPolicy policy, const PoolSchedule &schedule);

/** Every policy on the same pool, in kPoolPolicyChoices' order. */
QList<PolicyOutcome> comparePolicies(const PoolProblem &problem);

} // namespace flopsheet
