#include "app/cli/arguments.h"

#include <QCoreApplication>

namespace flopsheet::cli {

Arguments::Arguments(const QStringList &args, QStringView command) : Arguments(args, *findCommand(command)) { }

Arguments::Arguments(const QStringList &args, const CommandSpec &command)
{
    const QStringList knownFlags = command.flagNames(false);
    const QStringList switches = command.flagNames(true);
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
            throw UsageError { QCoreApplication::translate(
                "Arguments", "unknown flag %1; did you mean %2? (`flopsheet-cli help %3` lists them)")
                                   .arg(name, closestName(name, knownFlags + switches),
                                       QLatin1StringView(command.name)) };
        if (m_values.contains(name))
            throw UsageError { QCoreApplication::translate("Arguments", "%1 is given twice").arg(name) };
        if (switches.contains(name)) {
            m_values.insert(name, hasValue ? value : QStringLiteral("true"));
            continue;
        }
        if (!hasValue) {
            if (i + 1 >= args.size() || (args[i + 1].startsWith(u"--") && args[i + 1].size() > 2))
                throw UsageError { QCoreApplication::translate("Arguments", "%1 needs a value").arg(name) };
            value = args[++i];
        }
        // An empty value (`--gpu ""`, `--tokens=`) is a missing one, not a name or number to look up.
        if (value.trimmed().isEmpty())
            throw UsageError { QCoreApplication::translate("Arguments", "%1 needs a value").arg(name) };
        m_values.insert(name, value);
    }
}

std::optional<long long> Arguments::integer(const QString &flag, const Limits &limits) const
{
    Limits whole = limits;
    whole.integer = true;
    const std::optional<double> v = quantity(flag, QuantityKind::Count, whole);
    return v ? std::optional<long long>(static_cast<long long>(*v)) : std::nullopt;
}

std::optional<double> Arguments::quantity(const QString &flag, QuantityKind kind, const Limits &limits) const
{
    if (!has(flag))
        return std::nullopt;
    const QString text = value(flag).trimmed();
    const ParsedQuantity q = parseQuantity(text, kind);
    if (!q)
        throw UsageError { QCoreApplication::translate("Arguments", "%1: %2").arg(flag, q.error) };
    if (const QString problem = limitProblem(limits, *q.value); !problem.isEmpty())
        throw UsageError { QCoreApplication::translate("Arguments", "%1 %2 (got \"%3\")").arg(flag, problem, text) };
    return *q.value;
}

std::optional<double> Arguments::fraction(const QString &flag, const Limits &limits) const
{
    if (!has(flag))
        return std::nullopt;
    const QString text = value(flag).trimmed();
    const bool percent = text.endsWith(u'%');
    const ParsedQuantity q = parseQuantity(percent ? text.chopped(1) : text, QuantityKind::Count);
    if (!q)
        throw UsageError { QCoreApplication::translate("Arguments", "%1: %2").arg(flag, q.error) };
    const double v = percent ? *q.value / 100.0 : *q.value;
    if (const QString problem = limitProblem(limits, v); !problem.isEmpty()) {
        QString message = QCoreApplication::translate("Arguments", "%1 %2 (got \"%3\")").arg(flag, problem, text);
        if (!percent && limitProblem(limits, v / 100.0).isEmpty())
            message += QCoreApplication::translate("Arguments", "; a fraction: %1 % is %2 or %1%")
                           .arg(QString::number(v, 'g', 6), QString::number(v / 100.0, 'g', 6));
        throw UsageError { message };
    }
    return v;
}

std::optional<QString> Arguments::choice(const QString &flag, const QStringList &choices) const
{
    if (!has(flag))
        return std::nullopt;
    const QString typed = value(flag).trimmed();
    for (const QString &c : choices) {
        if (c.compare(typed, Qt::CaseInsensitive) == 0)
            return c;
    }
    throw UsageError { QCoreApplication::translate("Arguments", "%1 must be one of %2 (got \"%3\")")
                           .arg(flag, choices.join(u'|'), value(flag)) };
}

std::optional<int> Arguments::choice(const QString &flag, std::span<const Choice> choices) const
{
    if (!has(flag))
        return std::nullopt;
    if (const std::optional<int> v = choiceValue(choices, value(flag).trimmed()))
        return v;
    QStringList words;
    for (const Choice &c : choices)
        words << QLatin1String(c.word);
    throw UsageError { QCoreApplication::translate("Arguments", "%1 must be one of %2 (got \"%3\")")
                           .arg(flag, words.join(u'|'), value(flag)) };
}

} // namespace flopsheet::cli
