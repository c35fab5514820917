#include "core/document/plansize.h"

#include "core/document/project.h"

#include <QCoreApplication>
#include <QLocale>

namespace flopsheet {

QString tableSizeProblem(qsizetype rows)
{
    if (rows <= plansize::kMaxTableRows)
        return {};
    const QLocale locale;
    return QCoreApplication::translate("PlanSize", "%1 rows, more than the %2 a table holds")
        .arg(locale.toString(qint64(rows)), locale.toString(qint64(plansize::kMaxTableRows)));
}

QString planSizeProblem(qsizetype workloads, qsizetype gpuTypes)
{
    if (QString table = tableSizeProblem(std::max(workloads, gpuTypes)); !table.isEmpty())
        return table;
    const qint64 results = qint64(workloads) * qint64(gpuTypes);
    if (results <= plansize::kMaxResults)
        return {};
    const QLocale locale;
    return QCoreApplication::translate("PlanSize",
        "%1 workloads on %2 GPU types make %3 results, more than the %4 a plan keeps; split it into plans "
        "of fewer workloads or GPU types")
        .arg(locale.toString(qint64(workloads)), locale.toString(qint64(gpuTypes)), locale.toString(results),
            locale.toString(qint64(plansize::kMaxResults)));
}

QString growthProblem(const Project &project, Table table, qsizetype added)
{
    if (added <= 0)
        return {};
    if (QString rows = tableSizeProblem(project.table(table).count() + added); !rows.isEmpty())
        return rows;
    if (table == Table::Workloads)
        return planSizeProblem(project.workloadCount() + added, project.hardwareCount());
    if (table == Table::Hardware)
        return planSizeProblem(project.workloadCount(), project.hardwareCount() + added);
    return {};
}

} // namespace flopsheet
