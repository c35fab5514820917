#pragma once

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
 * "--name value" and "--name=value" flags after a sub-command, checked against the flags that
 * command accepts. Positional arguments are kept in order.
 */
class Arguments
{
public:
    /** Throws UsageError for an unknown flag, a missing value or a flag given twice. */
    Arguments(const QStringList &args, const QStringList &knownFlags, const QStringList &switches = {});

    bool has(const QString &flag) const { return m_values.contains(flag); }
    QString value(const QString &flag) const { return m_values.value(flag); }
    const QStringList &positional() const { return m_positional; }

    /** Whole number in [minimum, maximum]; nullopt when absent. Throws UsageError when malformed. */
    std::optional<long long> integer(const QString &flag, long long minimum, long long maximum) const;
    /**
     * A quantity such as "7B", "1T", "80 GB" (units.h) in (minimum, maximum]; exclusive minimum
     * unless inclusiveMinimum. nullopt when absent. Throws UsageError when malformed or out of range.
     */
    std::optional<double> quantity(const QString &flag, int kind, double minimum, double maximum,
                                   bool inclusiveMinimum = false) const;
    /** One of the given words; throws UsageError naming the choices otherwise. */
    std::optional<QString> choice(const QString &flag, const QStringList &choices) const;

private:
    QHash<QString, QString> m_values;
    QStringList m_positional;
};

} // namespace flopsheet::cli
