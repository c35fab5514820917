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
constexpr Suffix kCountSuffixes[] = { { 1e12, "T" }, { 1e9, "B" }, { 1e6, "M" }, { 1e3, "k" } };

} // namespace

QString formatNumber(double value, int significantDigits)
{
    if (!isKnown(value) || !std::isfinite(value))
        return {};
    const double magnitude = std::fabs(value);
    if (magnitude != 0 && (magnitude >= 1e15 || magnitude < 1e-3))
        return formatFlops(value);
    // Up to the significant digits, without padding zeros ("8.1", "989.5", "16").
    // Below 1 the digits count from the first non-zero one: 0.0014 h, not 0 h.
    const int integerDigits = magnitude >= 1 ? int(std::floor(std::log10(magnitude))) + 1
        : magnitude > 0                      ? int(std::floor(std::log10(magnitude))) + 1
                                             : 1;
    const int decimals = std::max(0, significantDigits - integerDigits);
    const QLocale locale;
    QString text = locale.toString(value, 'f', decimals);
    if (decimals > 0) {
        while (text.endsWith(u'0'))
            text.chop(1);
        if (text.endsWith(locale.decimalPoint()))
            text.chop(locale.decimalPoint().size());
    }
    return text;
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
    if (!isKnown(flops) || !std::isfinite(flops))
        return {};
    if (flops == 0)
        return QStringLiteral("0");
    // "6.40e13" in every language: the locale's decimal point, a plain lower-case exponent.
    int exponent = int(std::floor(std::log10(std::fabs(flops))));
    double mantissa = flops / std::pow(10.0, exponent);
    if (std::fabs(mantissa) >= 9.995) {
        mantissa /= 10;
        ++exponent;
    }
    return QLocale().toString(mantissa, 'f', 2) + u'e' + QString::number(exponent);
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
