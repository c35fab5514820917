#include "core/document/plansize.h"

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

} // namespace flopsheet
