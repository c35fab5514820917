#include "core/models/displayformat.h"

#include "core/catalog/gpu.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>

namespace flopsheet {
namespace {

struct Suffix {
    double factor;
    const char *suffix;
};
// B for billions: how parameter and token counts are written in the field ("7B", "2T tokens").
constexpr Suffix kCountSuffixes[] = {{1e12, "T"}, {1e9, "B"}, {1e6, "M"}, {1e3, "k"}};

} // namespace

QString formatNumber(double value, int significantDigits)
{
    if (!isKnown(value) || !std::isfinite(value))
        return {};
    const double magnitude = std::fabs(value);
    if (magnitude != 0 && (magnitude >= 1e15 || magnitude < 1e-3))
        return QLocale().toString(value, 'e', significantDigits - 1);
    // Enough decimals for the significant digits, none beyond the integer part for large values.
    const int integerDigits = magnitude >= 1 ? int(std::floor(std::log10(magnitude))) + 1 : 1;
    const int decimals = std::max(0, significantDigits - integerDigits);
    return QLocale().toString(value, 'f', decimals);
}

QString formatCount(double value)
{
    if (!isKnown(value))
        return {};
    for (const Suffix &s : kCountSuffixes) {
        if (std::fabs(value) >= s.factor)
            return formatNumber(value / s.factor, 3) + u' ' + QLatin1String(s.suffix);
    }
    return formatNumber(value, 3);
}

QString formatFlops(double flops)
{
    if (!isKnown(flops))
        return {};
    return QLocale().toString(flops, 'e', 2);
}

QString formatMoney(double usd)
{
    if (!isKnown(usd) || !std::isfinite(usd))
        return {};
    if (std::fabs(usd) >= 100)
        return u'$' + QLocale().toString(std::round(usd), 'f', 0);
    return u'$' + QLocale().toString(usd, 'f', 2);
}

QString formatHours(double hours)
{
    if (!isKnown(hours) || !std::isfinite(hours))
        return {};
    return formatNumber(hours, 3);
}

QString editableCount(double value)
{
    if (!isKnown(value))
        return {};
    for (const Suffix &s : kCountSuffixes) {
        if (std::fabs(value) >= s.factor)
            return QString::number(value / s.factor, 'g', 6) + QLatin1String(s.suffix);
    }
    return QString::number(value, 'g', 6);
}

} // namespace flopsheet
