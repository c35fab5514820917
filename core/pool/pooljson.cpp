#include "core/pool/pooljson.h"

#include "core/pool/policies.h"

#include <QJsonArray>

namespace flopsheet {
namespace {

QJsonValue number(double v)
{
    return isKnown(v) ? QJsonValue(v) : QJsonValue(QJsonValue::Null);
}

QJsonValue text(const QString &s)
{
    return s.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(s);
}

} // namespace

QJsonObject scheduleToJson(const PoolProblem &p, PoolPolicy policy, const PoolSchedule &s)
{
    QJsonObject o;
    o[u"policy"] = poolPolicyName(policy);
    o[u"objective"] = policyObjective(policy);
    QJsonObject pool, utilization, available, prices;
    for (int j = 0; j < p.types.size(); ++j) {
        pool[p.types[j].id] = p.types[j].count;
        prices[p.types[j].id] = number(p.types[j].priceUsdPerHour);
        utilization[p.types[j].id] = s.usage[j].utilization();
        available[p.types[j].id] = p.types[j].availableFromHours;
    }
    o[u"pool"] = pool;
    o[u"available_from_hours"] = available;
    o[u"price_usd_per_gpu_hour"] = prices;
    o[u"utilization"] = utilization;
    o[u"makespan_hours"] = s.makespanHours;
    o[u"cost_usd"] = number(s.costUsd);
    o[u"pool_cost_usd"] = number(s.poolCostUsd);
    o[u"average_completion_hours"] = number(s.averageCompletionHours);
    o[u"worst_rho"] = number(s.worstRho);
    o[u"resolves"] = s.resolves;
    QJsonArray notes;
    for (const QString &n : p.notes + s.notes)
        notes.append(n);
    o[u"notes"] = notes;
    QJsonArray jobs;
    for (int t = 0; t < p.tasks.size(); ++t) {
        const PoolTask &task = p.tasks[t];
        const PoolTaskResult &r = s.tasks[t];
        QJsonObject j;
        j[u"name"] = task.name;
        j[u"serving"] = task.serving;
        j[u"weight"] = task.weight;
        j[u"priority_class"] = task.priorityClass;
        j[u"earliest_start_hours"] = task.startHours;
        j[u"start_hours"] = number(r.startHours);
        j[u"finish_hours"] = number(r.finishHours);
        j[u"wait_hours"] = number(r.waitHours);
        j[u"deadline_hours"] = number(task.deadlineHours);
        j[u"deadline_met"] = r.hasDeadline && !task.serving ? QJsonValue(r.deadlineMet) : QJsonValue(QJsonValue::Null);
        j[u"late_hours"] = r.lateHours;
        j[u"gpu_hours"] = r.gpuHours;
        j[u"cost_usd"] = number(r.costUsd);
        j[u"rho"] = number(r.rho);
        j[u"problem"] = text(r.problem);
        QJsonArray segments;
        for (const PoolSegment &seg : s.segments) {
            if (seg.task != t)
                continue;
            QJsonObject g;
            g[u"gpu"] = p.types[seg.type].id;
            g[u"count"] = seg.gpus;
            g[u"from"] = seg.fromHours;
            g[u"to"] = seg.toHours;
            segments.append(g);
        }
        j[u"segments"] = segments;
        jobs.append(j);
    }
    o[u"jobs"] = jobs;
    return o;
}

QJsonObject comparisonToJson(const QList<PolicyOutcome> &outcomes)
{
    QJsonArray rows;
    for (const PolicyOutcome &c : outcomes) {
        QJsonObject r;
        r[u"policy"] = poolPolicyName(c.policy);
        r[u"average_completion_hours"] = number(c.averageCompletionHours);
        r[u"makespan_hours"] = c.makespanHours;
        r[u"cost_usd"] = number(c.costUsd);
        r[u"pool_cost_usd"] = number(c.poolCostUsd);
        r[u"worst_rho"] = number(c.worstRho);
        r[u"deadlines"] = c.deadlines;
        r[u"deadlines_met"] = c.deadlinesMet;
        r[u"unfinished"] = c.unfinished;
        rows.append(r);
    }
    return QJsonObject { { u"policies"_qs, rows } };
}

} // namespace flopsheet
