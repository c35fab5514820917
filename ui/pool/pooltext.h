#pragma once

#include "core/pool/poolplan.h"

#include <QString>
#include <QStringList>

namespace flopsheet {

class Project;

/** How the shared pool's figures read in the Pool dock and the report (translated, in the current locale). */
namespace pooltext {

/** A time span: "36.5 h" under three days, "4.21 d" from three days on; empty when unknown. */
QString duration(double hours);

/** The unit of a column of time spans: one for all its cells, so that they compare at a glance. */
enum class DurationUnit { Hours, Days };
/** Days when the longest of the spans (unknown ones skipped) is three days or more, as duration() would. */
DurationUnit durationUnit(const QList<double> &hours);
/** Hours in one unit: 1 or 24 (the pool charts' axes count in it). */
constexpr double hoursPerUnit(DurationUnit unit)
{
    return unit == DurationUnit::Days ? 24.0 : 1.0;
}
/** A time span in the given unit: "432 h" or "18 d"; empty when unknown. */
QString duration(double hours, DurationUnit unit);
/** A gang: "16× H100-SXM". */
QString gang(const PoolProblem &problem, int type, int gpus);
/** How gpusOverTime names a job's GPUs. */
enum class GpusForm {
    InOrder, ///< up to three gangs in the order held ("16× H100-SXM, then 32× A100-80GB-SXM"), else ByType
    ByType, ///< each type once with the fewest–most held, and the stretches ("16–32× H100-SXM in 4 stretches")
};
/** The GPUs a job held (core jobGpus); "none" when it never ran. */
QString gpusOverTime(
    const PoolProblem &problem, const PoolSchedule &schedule, int task, GpusForm form = GpusForm::InOrder);
/** The same from the job's GPUs already gathered (a view that shows both forms scans the schedule once). */
QString gpusOverTime(const PoolProblem &problem, const PoolJobGpus &held, GpusForm form);
/** Every stretch of a job, one per line ("0 h – 36.5 h: 16× H100-SXM"), for a tooltip. */
QString stretches(const PoolProblem &problem, const PoolSchedule &schedule, int task);
/** "met", "late by 5.2 h", or "—" without a deadline. */
QString deadline(const PoolTaskResult &result);
/** ρ with two decimals, "—" when it has none (serving jobs, jobs that never finished). */
QString rho(double rho);
/** What ρ means, for the ρ columns' tooltips and under the report's tables. */
QString rhoDefinition();
/** The pool's headline figures: makespan, the jobs' cost, the whole pool's cost, each type's utilization. */
QStringList figures(const PoolProblem &problem, const PoolSchedule &schedule);
/** The hardware row of a pool GPU type (its colour in every chart), or the type's index when none matches. */
int hardwareRowOf(const Project &project, const PoolType &type, int typeIndex);

} // namespace pooltext
} // namespace flopsheet
