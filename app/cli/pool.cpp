#include "app/cli/pool.h"

#include "app/cli/arguments.h"
#include "app/cli/commands.h"
#include "app/cli/textoutput.h"
#include "core/io/projectfile.h"
#include "core/pool/policies.h"
#include "core/pool/pooljson.h"
#include "core/pool/poolplan.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>

namespace flopsheet::cli {
namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("PoolCommand", text);
}

QString number(double v, int digits = 4)
{
    return isKnown(v) ? plainNumber(v, digits) : QString();
}

PoolProblem loadPool(const Arguments &args, PoolPolicy *planPolicy)
{
    if (args.positional().size() != 1)
        throw UsageError { tr("pool takes one plan file: flopsheet-cli pool PLAN.flopsheet") };
    const QString path = args.positional().first();
    if (!QFileInfo::exists(path))
        throw UsageError { tr("cannot open %1: no such file").arg(QDir::toNativeSeparators(path)) };
    ProjectData data;
    QString error;
    if (!loadProject(path, data, &error))
        throw UsageError { tr("cannot open %1: %2").arg(QDir::toNativeSeparators(path), error) };
    if (data.poolGpus.isEmpty() || data.poolJobs.isEmpty())
        throw UsageError {
            tr("%1 has no shared pool: give it GPUs and jobs in the Pool dock").arg(QDir::toNativeSeparators(path))
        };
    *planPolicy = data.assumptions.poolPolicy;
    return buildPoolProblem(data.workloads, data.hardware, data.assumptions, data.poolGpus, data.poolJobs);
}

// Each type the job held once, in the order first held, with the fewest and the most of its GPUs at once.
QString gpusText(const PoolProblem &p, const PoolSchedule &s, int task)
{
    QStringList parts;
    for (const PoolGangRange &r : jobGpus(s, task).types) {
        const QString count = r.fewestGpus == r.mostGpus ? QString::number(r.mostGpus)
                                                         : QStringLiteral("%1-%2").arg(r.fewestGpus).arg(r.mostGpus);
        parts << QStringLiteral("%1x %2").arg(count, p.types[r.type].id);
    }
    return parts.join(QStringLiteral(", "));
}

QString deadlineText(const PoolTask &task, const PoolTaskResult &r)
{
    if (!r.hasDeadline || task.serving)
        return {};
    return r.deadlineMet ? tr("met") : tr("late by %1 h").arg(number(r.lateHours, 3));
}

int printComparison(const PoolProblem &p, Format format)
{
    const QList<PolicyOutcome> outcomes = comparePolicies(p);
    if (format == Format::Json) {
        printOut(QString::fromUtf8(QJsonDocument(comparisonToJson(outcomes)).toJson(QJsonDocument::Indented)));
        return 0;
    }
    TextTable t;
    t.header = { QStringLiteral("policy"), QStringLiteral("average_completion_hours"), QStringLiteral("makespan_hours"),
        QStringLiteral("cost_usd"), QStringLiteral("pool_cost_usd"), QStringLiteral("worst_rho"),
        QStringLiteral("deadlines_met"), QStringLiteral("unfinished") };
    t.numeric = { false, true, true, true, true, true, false, true };
    for (const PolicyOutcome &o : outcomes)
        t.rows.push_back(
            { poolPolicyName(o.policy), figureFor(format, o.averageCompletionHours), figureFor(format, o.makespanHours),
                moneyFor(format, o.costUsd), moneyFor(format, o.poolCostUsd), figureFor(format, o.worstRho, 3),
                QStringLiteral("%1/%2").arg(o.deadlinesMet).arg(o.deadlines), QString::number(o.unfinished) });
    printOut(render(t, format));
    return 0;
}

} // namespace

int runPool(const QStringList &rawArgs)
{
    const Arguments args(rawArgs, u"pool");
    const Format format = formatFrom(args);
    PoolPolicy policy = PoolPolicy::MaxMinFairness;
    const PoolProblem p = loadPool(args, &policy);
    if (args.has(QStringLiteral("--compare"))) {
        if (args.has(QStringLiteral("--policy")))
            throw UsageError { tr("give --policy or --compare, not both") };
        return printComparison(p, format);
    }
    if (const std::optional<int> chosen = args.choice(QStringLiteral("--policy"), kPoolPolicyChoices))
        policy = PoolPolicy(*chosen);
    const PoolSchedule s = planPool(p, policy);

    if (format == Format::Json) {
        printOut(QString::fromUtf8(QJsonDocument(scheduleToJson(p, policy, s)).toJson(QJsonDocument::Indented)));
        return 0;
    }
    if (format == Format::Csv) {
        // One row per stretch of whole GPUs, with its job's figures: a table a spreadsheet pivots.
        TextTable t;
        t.header
            = { QStringLiteral("job"), QStringLiteral("gpu"), QStringLiteral("count"), QStringLiteral("from_hours"),
                  QStringLiteral("to_hours"), QStringLiteral("job_start_hours"), QStringLiteral("job_finish_hours"),
                  QStringLiteral("deadline"), QStringLiteral("job_cost_usd"), QStringLiteral("rho") };
        for (int task = 0; task < p.tasks.size(); ++task) {
            const PoolTaskResult &r = s.tasks[task];
            // Every digit, as the JSON has them; the deadline cell is words ("late by 3.2 h").
            const QStringList figures { exactNumber(r.startHours), exactNumber(r.finishHours),
                deadlineText(p.tasks[task], r), exactNumber(r.costUsd), exactNumber(r.rho) };
            bool any = false;
            for (const PoolSegment &seg : s.segments) {
                if (seg.task != task)
                    continue;
                t.rows.push_back(QStringList { p.tasks[task].name, p.types[seg.type].id, QString::number(seg.gpus),
                                     exactNumber(seg.fromHours), exactNumber(seg.toHours) }
                    + figures);
                any = true;
            }
            if (!any)
                t.rows.push_back(
                    QStringList { p.tasks[task].name, QString(), QString(), QString(), QString() } + figures);
        }
        printOut(render(t, format));
        return 0;
    }

    QString out = tr("Policy: %1. %2\n").arg(poolPolicyName(policy), policyObjective(policy));
    QStringList pool;
    for (const PoolType &type : p.types)
        pool << (type.availableFromHours > 0
                ? tr("%1x %2 from %3 h").arg(type.count).arg(type.id, number(type.availableFromHours))
                : tr("%1x %2").arg(type.count).arg(type.id));
    out += tr("Pool: %1\n").arg(pool.join(QStringLiteral(", ")));
    out += tr("Makespan %1 h (%2 d); jobs' GPU-hours cost $%3; the whole pool over the makespan $%4\n\n")
               .arg(number(s.makespanHours), number(s.makespanHours / 24, 3), usdNumber(s.costUsd),
                   usdNumber(s.poolCostUsd));
    TextTable jobs;
    jobs.header
        = { QStringLiteral("job"), QStringLiteral("start_h"), QStringLiteral("finish_h"), QStringLiteral("wait_h"),
              QStringLiteral("deadline"), QStringLiteral("cost_usd"), QStringLiteral("rho"), QStringLiteral("gpus") };
    jobs.numeric = { false, true, true, true, false, true, true, false };
    for (int task = 0; task < p.tasks.size(); ++task) {
        const PoolTaskResult &r = s.tasks[task];
        jobs.rows.push_back({ p.tasks[task].name, number(r.startHours), number(r.finishHours), number(r.waitHours),
            deadlineText(p.tasks[task], r), usdNumber(r.costUsd), number(r.rho, 3),
            r.problem.isEmpty() ? gpusText(p, s, task) : r.problem });
    }
    out += renderTable(jobs) + u'\n';
    TextTable timeline;
    timeline.header = { QStringLiteral("job"), QStringLiteral("gpu"), QStringLiteral("count"), QStringLiteral("from_h"),
        QStringLiteral("to_h") };
    timeline.numeric = { false, false, true, true, true };
    for (const PoolSegment &seg : s.segments)
        timeline.rows.push_back({ p.tasks[seg.task].name, p.types[seg.type].id, QString::number(seg.gpus),
            number(seg.fromHours), number(seg.toHours) });
    out += tr("Timeline\n") + renderTable(timeline);
    TextTable use;
    use.header = { QStringLiteral("gpu"), QStringLiteral("gpus"), QStringLiteral("utilization") };
    use.numeric = { false, true, true };
    for (int j = 0; j < p.types.size(); ++j)
        use.rows.push_back({ p.types[j].id, QString::number(p.types[j].count), number(s.usage[j].utilization(), 3) });
    out += u'\n' + renderTable(use);
    const QStringList notes = p.notes + s.notes;
    if (!notes.isEmpty())
        out += u'\n' + notes.join(u'\n') + u'\n';
    printOut(out);
    return 0;
}

} // namespace flopsheet::cli
