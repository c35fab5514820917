#include "core/report/rangetext.h"

#include "core/models/displayformat.h"

#include <QCoreApplication>

namespace flopsheet {

QString rangeText(const Estimate &e, Mode mode)
{
    if (!e.ok() || !e.hasRange())
        return {};
    const QString basis = QCoreApplication::translate(
        "RangeText", "10th–90th percentile of the errors of %n published run(s), %1", nullptr, e.rangeRows)
                              .arg(errorCategoryName(e.rangeCategory));
    if (mode == Mode::Train && isKnown(e.wallHours)) {
        return QCoreApplication::translate("RangeText", "Time range %1 – %2 (expected %3): %4")
            .arg(formatHours(e.optimisticTime(e.wallHours)), formatHours(e.pessimisticTime(e.wallHours)),
                formatHours(e.wallHours), basis);
    }
    if (isKnown(e.samplesPerS)) {
        return QCoreApplication::translate("RangeText", "Throughput range %1 – %2 samples/s (expected %3): %4")
            .arg(formatNumber(e.pessimisticRate(e.samplesPerS), 4), formatNumber(e.optimisticRate(e.samplesPerS), 4),
                formatNumber(e.samplesPerS, 4), basis);
    }
    return {};
}

QString slowEndMissText(const Estimate &e, double deadlineHours, double budgetUsd)
{
    if (!e.ok() || !e.hasRange() || !isKnown(e.wallHours) || !isKnown(e.costUsd))
        return {};
    const double hours = e.pessimisticTime(e.wallHours);
    const double cost = e.pessimisticTime(e.costUsd);
    const bool late = isKnown(deadlineHours) && hours > deadlineHours;
    const bool over = isKnown(budgetUsd) && cost > budgetUsd;
    if (!late && !over)
        return {};
    const QString miss = late && over
        ? QCoreApplication::translate("RangeText", "past the deadline and over the budget")
        : late ? QCoreApplication::translate("RangeText", "past the deadline")
               : QCoreApplication::translate("RangeText", "over the budget");
    return QCoreApplication::translate("RangeText",
        "At the slow end of its range (90th percentile of %n published run(s)): %1, %2, %3.", nullptr, e.rangeRows)
        .arg(formatDuration(hours), formatMoney(cost), miss);
}

} // namespace flopsheet
