#include "core/catalog/limits.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>

namespace flopsheet {
namespace {

// Locale-free and short: "1000000", "1e+17", "0.95".
QString bound(double v)
{
    if (v == std::floor(v) && std::fabs(v) < 1e7)
        return QString::number(static_cast<qint64>(v));
    return QString::number(v, 'g', QLocale::FloatingPointShortest);
}

} // namespace

QString limitProblem(const Limits &limits, double value)
{
    if (!std::isfinite(value))
        return QCoreApplication::translate("Limits", "must be a finite number");
    if (limits.integer && value != std::floor(value))
        return QCoreApplication::translate("Limits", "must be a whole number");
    if (limits.exclusiveMinimum ? value <= limits.minimum : value < limits.minimum) {
        if (limits.minimum == 0)
            return limits.exclusiveMinimum ? QCoreApplication::translate("Limits", "must be a positive number")
                                           : QCoreApplication::translate("Limits", "must not be negative");
        if (limits.minimum == 1 && limits.integer)
            return QCoreApplication::translate("Limits", "must be a positive number");
        return limits.exclusiveMinimum
            ? QCoreApplication::translate("Limits", "must be more than %1").arg(bound(limits.minimum))
            : QCoreApplication::translate("Limits", "must be at least %1").arg(bound(limits.minimum));
    }
    if (value > limits.maximum)
        return QCoreApplication::translate("Limits", "must be at most %1").arg(bound(limits.maximum));
    return {};
}

} // namespace flopsheet
