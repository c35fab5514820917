#include "core/catalog/limits.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>

namespace flopsheet {
namespace {

// Scientific notation as people type it: "1e17", "2.5e15" (no "+", no padding zeros).
QString scientific(double v)
{
    QString text = QString::number(v, 'g', QLocale::FloatingPointShortest);
    text.replace(QStringLiteral("e+"), QStringLiteral("e"));
    return text;
}

// A large round bound in words with its scientific form, which a cell, a file and a flag all read:
// "100 quadrillion (1e17)"; empty when the value is not round (16777216) or not that large.
QString inWords(double v)
{
    struct Scale {
        double factor;
        const char *words; // QT_TRANSLATE_NOOP("Limits", ...)
    };
    static constexpr Scale kScales[] = {
        { 1e18, QT_TRANSLATE_NOOP("Limits", "%1 quintillion") },
        { 1e15, QT_TRANSLATE_NOOP("Limits", "%1 quadrillion") },
        { 1e12, QT_TRANSLATE_NOOP("Limits", "%1 trillion") },
        { 1e9, QT_TRANSLATE_NOOP("Limits", "%1 billion") },
    };
    for (const Scale &s : kScales) {
        if (std::fabs(v) < s.factor)
            continue;
        const double mantissa = v / s.factor;
        // Three significant digits at most: a round figure, not a power of two spelt out.
        if (std::fabs(mantissa) >= 1000 || std::fabs(std::round(mantissa * 100) - mantissa * 100) > 1e-6)
            return {};
        return QCoreApplication::translate("Limits", "%1 (%2)")
            .arg(QCoreApplication::translate("Limits", s.words).arg(QString::number(mantissa, 'g', 3)), scientific(v));
    }
    return {};
}

// Locale-free, short and readable: "1000000", "0.95", "16777216", "100 quadrillion (1e17)".
QString bound(double v)
{
    if (v == std::floor(v) && std::fabs(v) < 1e7)
        return QString::number(static_cast<qint64>(v));
    if (const QString words = inWords(v); !words.isEmpty())
        return words;
    if (v == std::floor(v) && std::fabs(v) < 9007199254740992.0) // 2^53: the digits are exact
        return QString::number(static_cast<qint64>(v));
    return scientific(v);
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
