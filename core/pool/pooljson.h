#pragma once

#include "core/pool/poolplan.h"

#include <QJsonObject>

namespace flopsheet {

/**
 * A policy's timeline as `flopsheet-cli pool --format json` prints it:
 *
 *     {"policy": "min-makespan", "objective": "...", "pool": {"h100-sxm": 16, ...},
 *      "available_from_hours": {"h100-sxm": 0, ...}, "price_usd_per_gpu_hour": {"h100-sxm": 3.9, ...},
 *      "makespan_hours": 57.1, "cost_usd": 1234, "pool_cost_usd": 2000, "average_completion_hours": 50,
 *      "worst_rho": 1.2, "utilization": {"h100-sxm": 0.93, ...}, "notes": [...],
 *      "jobs": [{"name": "A", "serving": false, "start_hours": 0, "finish_hours": 57.1, "wait_hours": 0,
 *                "deadline_hours": null, "deadline_met": null, "late_hours": 0, "cost_usd": 100, "gpu_hours": 57,
 *                "rho": 1.1, "problem": null,
 *                "segments": [{"gpu": "h100-sxm", "count": 1, "from": 0, "to": 14.3}, ...]}]}
 *
 * GPU types by id (PoolType::id), times in hours from the plan's start; unknown figures are null.
 */
QJsonObject scheduleToJson(const PoolProblem &problem, PoolPolicy policy, const PoolSchedule &schedule);

/** Every policy side by side: {"policies": [{"policy", "average_completion_hours", "makespan_hours", "cost_usd",
 *  "pool_cost_usd", "worst_rho", "deadlines", "deadlines_met", "unfinished"}]}. */
QJsonObject comparisonToJson(const QList<PolicyOutcome> &outcomes);

} // namespace flopsheet
