#include "app/cli/arguments.h"

#include "core/estimate/units.h"

#include <QCoreApplication>

#include <cmath>

namespace flopsheet::cli {
namespace {
} // namespace

Arguments::Arguments(const QStringList &args, const QStringList &knownFlags, const QStringList &switches)
{
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &arg = args[i];
        if (!arg.startsWith(u"--") || arg == u"--") {
            m_positional << arg;
            continue;
        }
        QString name = arg;
        QString value;
        bool hasValue = false;
        if (const qsizetype eq = arg.indexOf(u'='); eq > 0) {
            name = arg.left(eq);
            value = arg.mid(eq + 1);
            hasValue = true;
        }
        if (!knownFlags.contains(name) && !switches.contains(name))
            throw UsageError{QCoreApplication::translate("Arguments", "unknown flag %1").arg(name)};
        if (m_values.contains(name))
            throw UsageError{QCoreApplication::translate("Arguments", "%1 is given twice").arg(name)};
        if (switches.contains(name)) {
            m_values.insert(name, hasValue ? value : QStringLiteral("true"));
            continue;
        }
        if (!hasValue) {
            if (i + 1 >= args.size() || (args[i + 1].startsWith(u"--") && args[i + 1].size() > 2))
                throw UsageError{QCoreApplication::translate("Arguments", "%1 needs a value").arg(name)};
            value = args[++i];
        }
        m_values.insert(name, value);
    }
}

std::optional<long long> Arguments::integer(const QString &flag, long long minimum, long long maximum) const
{
    if (!has(flag))
        return std::nullopt;
    const QString text = value(flag).trimmed();
    const ParsedQuantity q = parseQuantity(text, QuantityKind::Count);
    if (!q)
        throw UsageError{QCoreApplication::translate("Arguments", "%1: %2").arg(flag, q.error)};
    const double v = *q.value;
    if (v != std::floor(v))
        throw UsageError{QCoreApplication::translate("Arguments", "%1 must be a whole number (got \"%2\")").arg(flag, text)};
    if (v < double(minimum) || v > double(maximum))
        throw UsageError{QCoreApplication::translate("Arguments", "%1 must be between %2 and %3 (got \"%4\")").arg(flag).arg(minimum).arg(maximum).arg(text)};
    return static_cast<long long>(v);
}

std::optional<double> Arguments::quantity(const QString &flag, int kind, double minimum, double maximum,
                                          bool inclusiveMinimum) const
{
    if (!has(flag))
        return std::nullopt;
    const QString text = value(flag).trimmed();
    const ParsedQuantity q = parseQuantity(text, static_cast<QuantityKind>(kind));
    if (!q)
        throw UsageError{QCoreApplication::translate("Arguments", "%1: %2").arg(flag, q.error)};
    const double v = *q.value;
    const bool aboveMinimum = inclusiveMinimum ? v >= minimum : v > minimum;
    if (!aboveMinimum || v > maximum) {
        const QString bound = inclusiveMinimum ? QCoreApplication::translate("Arguments", "at least %1").arg(minimum) : QCoreApplication::translate("Arguments", "more than %1").arg(minimum);
        throw UsageError{QCoreApplication::translate("Arguments", "%1 must be %2 and at most %3 (got \"%4\")").arg(flag, bound).arg(maximum).arg(text)};
    }
    return v;
}

std::optional<QString> Arguments::choice(const QString &flag, const QStringList &choices) const
{
    if (!has(flag))
        return std::nullopt;
    const QString v = value(flag).trimmed().toLower();
    if (!choices.contains(v))
        throw UsageError{QCoreApplication::translate("Arguments", "%1 must be one of %2 (got \"%3\")").arg(flag, choices.join(u'|'), value(flag))};
    return v;
}

} // namespace flopsheet::cli
