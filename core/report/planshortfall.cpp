#include "core/report/planshortfall.h"

#include "core/models/displayformat.h"

#include <QCoreApplication>

namespace flopsheet {

QString planShortfall(const PlanOption &option, PlanQuestion question, int maxGpus)
{
    if (option.feasible)
        return {};
    const Estimate &e = option.estimate;
    if (!e.ok())
        return QCoreApplication::translate("PlanShortfall", "cannot run: %1")
            .arg(errorMessage(e.error, option.gpu ? option.gpu->name : QString(), option.precision));
    if (option.closestCount == 0) {
        return !e.fits ? QCoreApplication::translate("PlanShortfall", "does not fit on up to %1 GPUs").arg(maxGpus)
                       : QCoreApplication::translate("PlanShortfall", "no count up to %1 GPUs runs it").arg(maxGpus);
    }
    if (question == PlanQuestion::Budget) {
        if (!isKnown(e.costUsd))
            return QCoreApplication::translate("PlanShortfall", "no price");
        return QCoreApplication::translate("PlanShortfall",
            "over budget on up to %1 GPUs: the cheapest, %2 on %n GPU(s)", nullptr, option.closestCount)
            .arg(maxGpus)
            .arg(formatMoney(e.costUsd));
    }
    return QCoreApplication::translate(
        "PlanShortfall", "too slow on up to %1 GPUs: the fastest, %2 on %n GPU(s)", nullptr, option.closestCount)
        .arg(maxGpus)
        .arg(formatDuration(e.wallHours));
}

} // namespace flopsheet
