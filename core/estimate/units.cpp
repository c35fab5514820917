#include "core/estimate/units.h"

#include <QCoreApplication>

#include <cmath>

namespace flopsheet {
namespace {

struct UnitWord {
    const char16_t *word;
    double factor;
};

// Multipliers for a single letter after the number. For counts "B" means billion ("7B" parameters).
double siFactor(QChar c, QuantityKind kind)
{
    // Counts also take lower case ("7b", "25.6m", "1t"), as model names write them.
    const bool count = kind == QuantityKind::Count;
    switch (c.unicode()) {
    case 'k':
    case 'K':
        return 1e3;
    case 'm':
        return count ? 1e6 : 0.0;
    case 'M':
        return 1e6;
    case 'G':
        return 1e9;
    case 'b':
    case 'B':
        return count ? 1e9 : 0.0;
    case 't':
        return count ? 1e12 : 0.0;
    case 'T':
        return 1e12;
    case 'P':
        return 1e15;
    case 'E':
        return 1e18;
    default:
        return 0.0;
    }
}

// Unit words accepted after the number, lower-cased, with their factor to base units.
double unitWordFactor(const QString &unit, QuantityKind kind)
{
    static const UnitWord bytes[] = {
        { u"b", 1.0 },
        { u"bytes", 1.0 },
        { u"kb", 1e3 },
        { u"mb", 1e6 },
        { u"gb", 1e9 },
        { u"tb", 1e12 },
        { u"kib", 1024.0 },
        { u"mib", 1024.0 * 1024.0 },
        { u"gib", kGiB },
        { u"tib", kGiB * 1024.0 },
    };
    static const UnitWord rates[] = {
        { u"flops", 1.0 },
        { u"flop/s", 1.0 },
        { u"gflops", 1e9 },
        { u"gflop/s", 1e9 },
        { u"tflops", 1e12 },
        { u"tflop/s", 1e12 },
        { u"pflops", 1e15 },
        { u"pflop/s", 1e15 },
        { u"ops", 1.0 },
        { u"tops", 1e12 },
        { u"pops", 1e15 },
        { u"t", 1e12 },
        { u"p", 1e15 },
        { u"g", 1e9 },
    };
    static const UnitWord amounts[] = {
        { u"flop", 1.0 },
        { u"flops", 1.0 },
        { u"mflops", 1e6 },
        { u"gflops", 1e9 },
        { u"tflops", 1e12 },
        { u"pflops", 1e15 },
        { u"eflops", 1e18 },
        { u"zflops", 1e21 },
        { u"mflop", 1e6 },
        { u"gflop", 1e9 },
        { u"tflop", 1e12 },
        { u"pflop", 1e15 },
        { u"macs", 2.0 },
        { u"mmacs", 2e6 },
        { u"gmacs", 2e9 },
        { u"tmacs", 2e12 },
        { u"mac", 2.0 },
        { u"gmac", 2e9 },
    };
    // Hours are the unit of every duration a plan holds (deadlines, starts, reservations).
    static const UnitWord durations[] = {
        { u"h", 1.0 },
        { u"hr", 1.0 },
        { u"hrs", 1.0 },
        { u"hour", 1.0 },
        { u"hours", 1.0 },
        { u"小时", 1.0 },
        { u"d", 24.0 },
        { u"day", 24.0 },
        { u"days", 24.0 },
        { u"天", 24.0 },
        { u"w", 168.0 },
        { u"wk", 168.0 },
        { u"week", 168.0 },
        { u"weeks", 168.0 },
        { u"周", 168.0 },
        { u"星期", 168.0 },
        { u"min", 1.0 / 60 },
        { u"mins", 1.0 / 60 },
        { u"minute", 1.0 / 60 },
        { u"minutes", 1.0 / 60 },
        { u"分钟", 1.0 / 60 },
    };
    auto find = [&unit](const auto &table) -> double {
        for (const UnitWord &w : table) {
            if (unit == QStringView(w.word))
                return w.factor;
        }
        return 0.0;
    };
    switch (kind) {
    case QuantityKind::Bytes:
        return find(bytes);
    case QuantityKind::FlopRate:
        return find(rates);
    case QuantityKind::Flops:
        return find(amounts);
    case QuantityKind::Duration:
        return find(durations);
    case QuantityKind::Count:
        return 0.0;
    }
    return 0.0;
}

} // namespace

ParsedQuantity parseQuantity(QStringView input, QuantityKind kind)
{
    const QString text = input.trimmed().toString();
    if (text.isEmpty())
        return { std::nullopt, QCoreApplication::translate("Units", "a value is required") };

    // Longest numeric prefix: digits, one dot, an exponent with optional sign.
    qsizetype end = 0;
    bool seenDigit = false;
    bool seenDot = false;
    if (end < text.size() && (text[end] == u'+' || text[end] == u'-'))
        ++end;
    while (end < text.size()) {
        const QChar c = text[end];
        if (c.isDigit()) {
            seenDigit = true;
        } else if (c == u'.' && !seenDot) {
            seenDot = true;
        } else if ((c == u'e' || c == u'E') && seenDigit && end + 1 < text.size()) {
            qsizetype look = end + 1;
            if (text[look] == u'+' || text[look] == u'-')
                ++look;
            if (look < text.size() && text[look].isDigit()) {
                end = look;
                while (end < text.size() && text[end].isDigit())
                    ++end;
            }
            break;
        } else {
            break;
        }
        ++end;
    }
    if (!seenDigit)
        return { std::nullopt, QCoreApplication::translate("Units", "\"%1\" is not a number").arg(text) };

    bool ok = false;
    const double number = QStringView(text).left(end).toDouble(&ok);
    if (!ok || !std::isfinite(number))
        return { std::nullopt, QCoreApplication::translate("Units", "\"%1\" is not a finite number").arg(text) };

    QString rest = text.mid(end).trimmed();
    double factor = 1.0;
    if (!rest.isEmpty()) {
        // A bare SI letter ("7B", "25.6M") or letter + unit word ("80 GB", "312 TFLOPS").
        const double word = unitWordFactor(rest.toLower(), kind);
        if (word > 0.0) {
            factor = word;
        } else if (kind != QuantityKind::Duration && rest.size() == 1 && siFactor(rest[0], kind) > 0.0) {
            factor = siFactor(rest[0], kind);
        } else {
            return { std::nullopt,
                QCoreApplication::translate("Units", "unknown unit \"%1\" in \"%2\"").arg(rest, text) };
        }
    }
    const double value = number * factor;
    if (!std::isfinite(value))
        return { std::nullopt, QCoreApplication::translate("Units", "\"%1\" is too large").arg(text) };
    return { value, {} };
}

QString formatSi(double value, int significantDigits)
{
    if (!std::isfinite(value))
        return QStringLiteral("-");
    static const struct {
        double factor;
        char16_t suffix;
    } steps[] = { { 1e18, u'E' }, { 1e15, u'P' }, { 1e12, u'T' }, { 1e9, u'G' }, { 1e6, u'M' }, { 1e3, u'k' } };
    const double magnitude = std::fabs(value);
    if (magnitude >= 1e21)
        return QString::number(value, 'e', significantDigits - 1);
    for (const auto &s : steps) {
        if (magnitude >= s.factor)
            return QString::number(value / s.factor, 'g', significantDigits) + QChar(s.suffix);
    }
    return QString::number(value, 'g', significantDigits);
}

} // namespace flopsheet
