#include "core/pool/poolplan.h"

#include "core/document/project.h"

namespace flopsheet {

PoolProblem poolProblem(const Project &project)
{
    return buildPoolProblem(
        project.workloads(), project.hardwareRows(), project.assumptions(), project.poolGpus(), project.poolJobs());
}

PolicyOutcome policyOutcome(const PoolProblem &problem, PoolPolicy policy, const PoolSchedule &s)
{
    PolicyOutcome o;
    o.policy = policy;
    o.averageCompletionHours = s.averageCompletionHours;
    o.makespanHours = s.makespanHours;
    o.costUsd = s.costUsd;
    o.poolCostUsd = s.poolCostUsd;
    o.worstRho = s.worstRho;
    o.deadlines = s.deadlines;
    o.deadlinesMet = s.deadlinesMet;
    for (int t = 0; t < problem.tasks.size(); ++t)
        o.unfinished += !problem.tasks[t].serving && !isKnown(s.tasks[t].finishHours);
    return o;
}

QList<PolicyOutcome> comparePolicies(const PoolProblem &problem)
{
    QList<PolicyOutcome> outcomes;
    for (const Choice &c : kPoolPolicyChoices)
        outcomes << policyOutcome(problem, PoolPolicy(c.value), planPool(problem, PoolPolicy(c.value)));
    return outcomes;
}

} // namespace flopsheet
