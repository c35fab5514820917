#pragma once

#include "app/cli/flagtable.h"
#include "core/catalog/choice.h"
#include "core/catalog/limits.h"
#include "core/estimate/units.h"

#include <QHash>
#include <QString>
#include <QStringList>

#include <optional>

namespace flopsheet::cli {

/** A command-line mistake: the message names the flag; main() prints it and exits with code 2. */
struct UsageError {
    QString message;
};

/**
 * "--name value" and "--name=value" flags after a sub-command, checked against the flags its entry in
 * the command table lists (flagtable.h): a flag the table does not list is unknown. Positional
 * arguments are kept in order.
 */
class Arguments {
public:
    /**
     * Throws UsageError for an unknown flag (naming the command's closest flag), a missing value or a
     * flag given twice.
     */
    Arguments(const QStringList &args, const CommandSpec &command);
    /** The same for the command of that name in the table (which must have it). */
    Arguments(const QStringList &args, QStringView command);

    bool has(const QString &flag) const { return m_values.contains(flag); }
    QString value(const QString &flag) const { return m_values.value(flag); }
    const QStringList &positional() const { return m_positional; }

    /**
     * A whole number within limits (core/catalog/limits.h: the limits a cell and a file apply to the same
     * figure); nullopt when absent. Throws UsageError when malformed or out of range, with limitProblem's words.
     */
    std::optional<long long> integer(const QString &flag, const Limits &limits) const;
    std::optional<long long> integer(const QString &flag, long long minimum, long long maximum) const
    {
        return integer(flag, Limits { double(minimum), double(maximum), true });
    }
    /** A quantity such as "7B", "1T", "80 GB" (units.h) within limits; nullopt when absent. Throws as integer(). */
    std::optional<double> quantity(const QString &flag, QuantityKind kind, const Limits &limits) const;
    std::optional<double> quantity(
        const QString &flag, int kind, double minimum, double maximum, bool inclusiveMinimum = false) const
    {
        return quantity(flag, static_cast<QuantityKind>(kind), Limits { minimum, maximum, false, !inclusiveMinimum });
    }
    /**
     * A fraction within limits, typed as one (0.5) or as a percent (50%), as the table's percent cells take it;
     * a bare number that is only in range as a percent is refused with the fraction it meant. Throws as integer().
     */
    std::optional<double> fraction(const QString &flag, const Limits &limits) const;
    /** One of the given words, typed in any case and returned as given ("zh_cn" is "zh_CN"); throws UsageError
     * naming the choices otherwise. */
    std::optional<QString> choice(const QString &flag, const QStringList &choices) const;
    /** One of an enum's choices (core/catalog/choice.h), by its word. */
    std::optional<int> choice(const QString &flag, std::span<const Choice> choices) const;

private:
    QHash<QString, QString> m_values;
    QStringList m_positional;
};

} // namespace flopsheet::cli
