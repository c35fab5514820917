#include "ui/pool/pooltext.h"

#include "core/document/project.h"
#include "core/models/displayformat.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>

namespace flopsheet::pooltext {
namespace {

struct PoolText {
    Q_DECLARE_TR_FUNCTIONS(PoolText)
};

// Three days and more read better in days; a day and a half is still "36 h" to a planner.
constexpr double kDaysFromHours = 72;

QString typeName(const PoolProblem &problem, int type)
{
    return type >= 0 && type < problem.types.size() ? problem.types[type].name : QString();
}

} // namespace

QString duration(double hours)
{
    return duration(hours, durationUnit({ hours }));
}

DurationUnit durationUnit(const QList<double> &hours)
{
    double longest = 0;
    for (double h : hours) {
        if (isKnown(h) && std::isfinite(h))
            longest = std::max(longest, h);
    }
    return longest >= kDaysFromHours ? DurationUnit::Days : DurationUnit::Hours;
}

QString duration(double hours, DurationUnit unit)
{
    if (!isKnown(hours) || !std::isfinite(hours))
        return {};
    if (unit == DurationUnit::Days)
        return PoolText::tr("%1 d", "days").arg(formatNumber(hours / hoursPerUnit(unit), 3));
    return PoolText::tr("%1 h", "hours").arg(formatNumber(hours, 3));
}

QString gang(const PoolProblem &problem, int type, int gpus)
{
    return PoolText::tr("%1× %2", "GPUs × GPU type").arg(gpus).arg(typeName(problem, type));
}

QString gpusOverTime(const PoolProblem &problem, const PoolSchedule &schedule, int task, GpusForm form)
{
    return gpusOverTime(problem, jobGpus(schedule, task), form);
}

QString gpusOverTime(const PoolProblem &problem, const PoolJobGpus &held, GpusForm form)
{
    if (held.runs.isEmpty())
        return PoolText::tr("none");
    if (held.runs.size() == 1)
        return gang(problem, held.runs[0].type, held.runs[0].gpus);
    if (form == GpusForm::InOrder && held.runs.size() <= 3) {
        QString text = gang(problem, held.runs[0].type, held.runs[0].gpus);
        for (qsizetype i = 1; i < held.runs.size(); ++i)
            text = PoolText::tr("%1, then %2").arg(text, gang(problem, held.runs[i].type, held.runs[i].gpus));
        return text;
    }
    // Each type once, with the fewest and the most of its GPUs held at once.
    QStringList names;
    for (const PoolGangRange &r : held.types) {
        names << (r.fewestGpus == r.mostGpus ? gang(problem, r.type, r.mostGpus)
                                             : PoolText::tr("%1–%2× %3", "fewest–most GPUs × GPU type")
                                                   .arg(r.fewestGpus)
                                                   .arg(r.mostGpus)
                                                   .arg(typeName(problem, r.type)));
    }
    return PoolText::tr("%1 in %n stretch(es)", nullptr, int(held.runs.size())).arg(names.join(QStringLiteral(" / ")));
}

QString stretches(const PoolProblem &problem, const PoolSchedule &schedule, int task)
{
    QStringList lines;
    for (const PoolSegment &s : schedule.segments) {
        if (s.task == task)
            lines << PoolText::tr("%1 – %2: %3")
                         .arg(duration(s.fromHours), duration(s.toHours), gang(problem, s.type, s.gpus));
    }
    return lines.join(u'\n');
}

QString deadline(const PoolTaskResult &result)
{
    if (!result.hasDeadline)
        return QStringLiteral("—");
    return result.deadlineMet ? PoolText::tr("met") : PoolText::tr("late by %1").arg(duration(result.lateHours));
}

QString rho(double rho)
{
    return isKnown(rho) && std::isfinite(rho) ? QLocale().toString(rho, 'f', 2) : QStringLiteral("—");
}

QString rhoDefinition()
{
    // timeline.h: ρ = (finish − earliest start) ÷ the time its work takes with a 1/n share (Themis, NSDI'20).
    return PoolText::tr("ρ: a job's time from its earliest start to its finish over the time its work takes with "
                        "a 1/n share of the pool (Themis); 1 is fair, 2 took twice as long.");
}

QStringList figures(const PoolProblem &problem, const PoolSchedule &schedule)
{
    QStringList lines;
    lines << PoolText::tr("Makespan %1").arg(duration(schedule.makespanHours));
    lines << PoolText::tr("Jobs' GPU-hours cost %1").arg(formatMoney(schedule.costUsd));
    lines << PoolText::tr("The whole pool over the makespan costs %1").arg(formatMoney(schedule.poolCostUsd));
    QStringList usage;
    for (int t = 0; t < problem.types.size() && t < schedule.usage.size(); ++t)
        usage << PoolText::tr("%1 %2 %").arg(
            problem.types[t].name, formatNumber(100 * schedule.usage[t].utilization(), 3));
    if (!usage.isEmpty())
        lines << PoolText::tr("Utilization: %1").arg(usage.join(QStringLiteral(", ")));
    return lines;
}

int hardwareRowOf(const Project &project, const PoolType &type, int typeIndex)
{
    const QList<HardwareEntry> &rows = project.hardwareRows();
    for (int h = 0; h < rows.size(); ++h) {
        if (rows[h].gpu.name == type.name)
            return h;
    }
    return typeIndex;
}

} // namespace flopsheet::pooltext
