#pragma once

#include "core/catalog/choice.h"
#include "core/catalog/limits.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QString>

#include <optional>

namespace flopsheet {

/**
 * Reads typed values from one JSON object: the one reader of project files, the catalog and layer files.
 * Every figure is checked against its Limits (core/catalog/limits.h) with limitProblem's message, so
 * what a file may hold is what a cell may hold. The first problem is kept with the value's full path
 * ("workloads[0].scenario.tokens: must be a positive number"); later reads return their fallback.
 */
class JsonReader {
public:
    /** path: where object sits in the file ("hardware[2]"); empty at the top level. problem: shared by nested readers.
     */
    JsonReader(const QJsonObject &object, QString path, QString *problem);

    /** A nested object's reader (absent: an empty object; a value of another type: a problem). */
    JsonReader child(const char *key, bool required = false);

    QString path(const char *key) const;
    bool failed() const { return !m_problem->isEmpty(); }
    /** Records a problem with a key unless one is recorded already. */
    void fail(const char *key, const QString &what);
    bool has(const char *key) const { return m_object.contains(QLatin1String(key)); }

    /** Text; null or absent is empty (a problem when required). */
    QString string(const char *key, bool required = false);
    /** A number within limits; null or absent is unknown (NaN) unless a fallback is given, or a problem when required.
     */
    double number(
        const char *key, const Limits &limits, std::optional<double> fallback = std::nullopt, bool required = false);
    /** A whole number within limits (limits.integer is implied); absent gives fallback. */
    int integer(const char *key, const Limits &limits, int fallback, bool required = false);
    /**
     * A count where 0 means "not set" (a default applies): 0 or a whole number within limits.
     * Files write 0 for unset batch sizes, lengths and parallel degrees.
     */
    int countOrUnset(const char *key, const Limits &limits, int fallback = 0);
    bool boolean(const char *key, bool fallback);
    /** One of an enum's choices, written as its word; absent gives fallback. */
    std::optional<int> choice(const char *key, std::span<const Choice> choices, bool required = false);
    template <typename Enum>
    Enum choice(const char *key, std::span<const Choice> choices, Enum fallback, bool required = false)
    {
        const std::optional<int> v = choice(key, choices, required);
        return v ? static_cast<Enum>(*v) : fallback;
    }
    QJsonObject object(const char *key, bool required = false);
    QJsonArray array(const char *key, bool required = false);
    /** The value of a key; Undefined when absent (after reporting it if required). */
    QJsonValue value(const char *key, bool required = false);
    /** "a number", "null", ...: the type of a value as messages name it, translated. */
    static QString typeName(const QJsonValue &v);

private:
    void wrongType(const char *key, const QJsonValue &v, const QString &expected);

    QJsonObject m_object;
    QString m_path;
    QString *m_problem;
};

} // namespace flopsheet
