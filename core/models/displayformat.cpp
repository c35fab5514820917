#include "core/models/displayformat.h"

#include "core/catalog/gpu.h"

#include <QCoreApplication>
#include <QLocale>

#include <bit>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstring>

namespace flopsheet {
namespace {

struct Suffix {
    double factor;
    const char *suffix;
};
// B for billions: how parameter and token counts are written in the field ("7B", "2T tokens").
constexpr Suffix kCountSuffixes[] = { { 1e12, "T" }, { 1e9, "B" }, { 1e6, "M" }, { 1e3, "k" } };

// Below this magnitude std::to_chars and QLocale write the same digits (QLocale switches to its own
// handling of very large numbers; the tables show those as "6.40e13" anyway).
constexpr double kFastLimit = 1e15;

// The symbols of a locale whose numbers are ASCII digits with its minus sign, decimal point and a group
// separator (each one UTF-16 unit, or no separator) every three digits, checked against QLocale itself
// once (Spanish leaves 4-digit numbers ungrouped, India groups by two after the first three, Arabic has
// its own digits and a two-unit minus: those are not).
struct LocaleSymbols {
    QLocale locale;
    bool byThrees = false;
    char16_t minus = u'-', decimal = u'.', group = 0; ///< group 0: none
};

// Whether the lowest set bit of a finite, non-zero value is worth exactly 2^-(decimals + 1): its decimal
// digit decimals + 1 is then a 5 that ends it, a tie.
bool isTie(double value, int decimals)
{
    const auto bits = std::bit_cast<std::uint64_t>(value);
    const int biased = int((bits >> 52) & 0x7ff);
    const std::uint64_t fraction = bits & ((std::uint64_t(1) << 52) - 1);
    const std::uint64_t mantissa = biased == 0 ? fraction : fraction | (std::uint64_t(1) << 52);
    if (mantissa == 0)
        return false;
    const int lowest = (biased == 0 ? 1 : biased) - 1075 + std::countr_zero(mantissa);
    return lowest == -(decimals + 1);
}

QString byThrees(const LocaleSymbols &s, double value, int decimals)
{
    if (value == 0)
        value = 0.0; // QLocale writes -0 as 0 (and -0.001 as -0.00)
    // std::to_chars rounds the exact binary value half to even, QLocale half away from zero: they part only
    // on an exact tie, which is written with its final 5, then dropped and the rest rounded up.
    const bool tie = isTie(value, decimals);
    char digits[48];
    const auto [written, error]
        = std::to_chars(digits + 1, digits + sizeof digits, value, std::chars_format::fixed, decimals + (tie ? 1 : 0));
    if (error != std::errc())
        return s.locale.toString(value, 'f', decimals);
    char *begin = digits + 1;
    char *end = written;
    const bool negative = *begin == '-';
    if (negative)
        ++begin;
    if (tie) {
        end -= decimals == 0 ? 2 : 1; // the 5, and the point before it when no decimal is kept
        char *d = end;
        while (d != begin && (*(d - 1) == '9' || *(d - 1) == '.')) {
            if (*(d - 1) == '9')
                *(d - 1) = '0';
            --d;
        }
        if (d == begin)
            *--begin = '1'; // 99.5 → 100
        else
            ++*(d - 1);
    }
    // Into one buffer, then one QString: appending character by character cost as much as QLocale.
    char16_t out[80];
    char16_t *o = out;
    if (negative)
        *o++ = s.minus;
    const char *point = static_cast<const char *>(std::memchr(begin, '.', std::size_t(end - begin)));
    const std::ptrdiff_t integerDigits = (point ? point : end) - begin;
    for (std::ptrdiff_t i = 0; i < integerDigits; ++i) {
        if (s.group && i > 0 && (integerDigits - i) % 3 == 0)
            *o++ = s.group;
        *o++ = char16_t(begin[i]);
    }
    if (point) {
        *o++ = s.decimal;
        for (const char *c = point + 1; c != end; ++c)
            *o++ = char16_t(*c);
    }
    return QString(reinterpret_cast<const QChar *>(out), o - out);
}

// The symbols of the locale, read and checked on this thread once per locale (the default one changes
// with the language).
const LocaleSymbols &symbolsOf(const QLocale &locale)
{
    thread_local LocaleSymbols cached;
    thread_local bool read = false;
    if (read && cached.locale == locale)
        return cached;
    read = true;
    cached.locale = locale;
    const QString minus = locale.negativeSign();
    const QString decimal = locale.decimalPoint();
    const QString group
        = locale.numberOptions().testFlag(QLocale::OmitGroupSeparator) ? QString() : locale.groupSeparator();
    cached.byThrees = locale.zeroDigit() == u"0" && minus.size() == 1 && decimal.size() == 1 && group.size() <= 1;
    if (!cached.byThrees)
        return cached;
    cached.minus = minus.front().unicode();
    cached.decimal = decimal.front().unicode();
    cached.group = group.isEmpty() ? 0 : group.front().unicode();
    // Grouping, signs and rounding as QLocale writes them, on the numbers where locales differ.
    const double probes[] = { 0.0, -0.0, 0.5, -0.004, 1.25, 12, 123.45, 1234.5, -12345.678, 123456, 1234567.891,
        -98765432.1, 999.995, 2.5 };
    for (double v : probes) {
        for (int decimals : { 0, 2 }) {
            if (cached.byThrees && byThrees(cached, v, decimals) != locale.toString(v, 'f', decimals))
                cached.byThrees = false;
        }
    }
    return cached;
}

} // namespace

QString fixedText(const QLocale &locale, double value, int decimals)
{
    if (!std::isfinite(value) || std::fabs(value) >= kFastLimit || decimals < 0 || decimals > 17)
        return locale.toString(value, 'f', decimals);
    const LocaleSymbols &symbols = symbolsOf(locale);
    return symbols.byThrees ? byThrees(symbols, value, decimals) : locale.toString(value, 'f', decimals);
}

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
    QString text = fixedText(locale, value, decimals);
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
    return fixedText(QLocale(), mantissa, 2) + u'e' + QString::number(exponent);
}

QString formatMoney(double usd)
{
    if (!isKnown(usd) || !std::isfinite(usd))
        return {};
    if (std::fabs(usd) >= 100)
        return u'$' + fixedText(QLocale(), std::round(usd), 0);
    // Under a dime, cents alone leave one digit or none (serving a conv net costs $0.03-0.07 per million images
    // on the sample's GPU types): two significant digits.
    if (usd != 0 && std::fabs(usd) < 0.1)
        return u'$' + formatNumber(usd, 2);
    return u'$' + fixedText(QLocale(), usd, 2);
}

QString formatPrice(double usdPerHour)
{
    if (!isKnown(usdPerHour) || !std::isfinite(usdPerHour))
        return {};
    // Cloud list prices carry tenths of a cent (AWS's T4 at $0.526, L4 at $0.8048): cents alone would show
    // the report's price table and the hardware table different figures for the one price.
    const double cents = usdPerHour * 100;
    if (std::fabs(usdPerHour) >= 100 || std::fabs(cents - std::round(cents)) < 1e-9 * std::max(1.0, std::fabs(cents)))
        return formatMoney(usdPerHour);
    return u'$' + formatNumber(usdPerHour, 4);
}

QString formatHours(double hours)
{
    if (!isKnown(hours) || !std::isfinite(hours))
        return {};
    return formatNumber(hours, 3);
}

QString formatDuration(double hours)
{
    if (!isKnown(hours) || !std::isfinite(hours))
        return {};
    // A unit changes where the smaller one would round to 60 (59.95 reads "60" at three digits).
    const double magnitude = std::fabs(hours);
    if (magnitude == 0 || magnitude * 60 >= 59.95)
        return QCoreApplication::translate("Duration", "%1 h", "hours").arg(formatHours(hours));
    if (magnitude * 3600 >= 59.95)
        return QCoreApplication::translate("Duration", "%1 min", "minutes").arg(formatNumber(hours * 60, 3));
    return QCoreApplication::translate("Duration", "%1 s", "seconds").arg(formatNumber(hours * 3600, 3));
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
