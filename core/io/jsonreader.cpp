#include "core/io/jsonreader.h"

#include "core/catalog/gpu.h"

#include <QCoreApplication>

#include <cmath>

namespace flopsheet {
JsonReader::JsonReader(const QJsonObject &object, QString path, QString *problem)
    : m_object(object), m_path(std::move(path)), m_problem(problem)
{
}

JsonReader JsonReader::child(const char *key, bool required)
{
    return JsonReader(object(key, required), path(key), m_problem);
}

QString JsonReader::path(const char *key) const
{
    if (m_path.isEmpty())
        return QLatin1String(key);
    return m_path + u'.' + QLatin1String(key);
}

void JsonReader::fail(const char *key, const QString &what)
{
    if (m_problem->isEmpty())
        *m_problem = QCoreApplication::translate("JsonReader", "%1: %2").arg(path(key), what);
}

QString JsonReader::typeName(const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::Null:
        return QCoreApplication::translate("JsonReader", "null");
    case QJsonValue::Bool:
        return QCoreApplication::translate("JsonReader", "true/false");
    case QJsonValue::Double:
        return QCoreApplication::translate("JsonReader", "a number");
    case QJsonValue::String:
        return QCoreApplication::translate("JsonReader", "a string");
    case QJsonValue::Array:
        return QCoreApplication::translate("JsonReader", "an array");
    case QJsonValue::Object:
        return QCoreApplication::translate("JsonReader", "an object");
    case QJsonValue::Undefined:
        break;
    }
    return QCoreApplication::translate("JsonReader", "nothing");
}

QJsonValue JsonReader::value(const char *key, bool required)
{
    const QJsonValue v = m_object.value(QLatin1String(key));
    if (v.isUndefined() && required)
        fail(key, QCoreApplication::translate("JsonReader", "is missing"));
    return v;
}

void JsonReader::wrongType(const char *key, const QJsonValue &v, const QString &expected)
{
    fail(key, QCoreApplication::translate("JsonReader", "must be %1, not %2").arg(expected, typeName(v)));
}

QString JsonReader::string(const char *key, bool required)
{
    const QJsonValue v = value(key, required);
    if (v.isNull() && required)
        fail(key, QCoreApplication::translate("JsonReader", "is missing"));
    if (v.isUndefined() || v.isNull()) // null: no text, as null is no figure
        return {};
    if (!v.isString()) {
        wrongType(key, v, QCoreApplication::translate("JsonReader", "a string"));
        return {};
    }
    return v.toString();
}

double JsonReader::number(const char *key, const Limits &limits, std::optional<double> fallback, bool required)
{
    const QJsonValue v = value(key, required);
    if (v.isNull() && required) {
        fail(key, QCoreApplication::translate("JsonReader", "is missing"));
        return fallback.value_or(kUnknown);
    }
    if (v.isUndefined() || (v.isNull() && !fallback))
        return fallback.value_or(kUnknown);
    if (!v.isDouble()) {
        wrongType(key, v,
            limits.integer ? QCoreApplication::translate("JsonReader", "a whole number")
                           : QCoreApplication::translate("JsonReader", "a number"));
        return fallback.value_or(kUnknown);
    }
    const double d = v.toDouble();
    if (const QString problem = limitProblem(limits, d); !problem.isEmpty()) {
        fail(key, problem);
        return fallback.value_or(kUnknown);
    }
    return d;
}

int JsonReader::integer(const char *key, const Limits &limits, int fallback, bool required)
{
    Limits whole = limits;
    whole.integer = true;
    const double d = number(key, whole, double(fallback), required);
    return std::isfinite(d) ? int(d) : fallback;
}

int JsonReader::countOrUnset(const char *key, const Limits &limits, int fallback)
{
    const QJsonValue v = value(key);
    if (v.isDouble() && v.toDouble() == 0)
        return 0;
    if (v.isDouble() && v.toDouble() < 0) {
        fail(key, limitProblem(Limits { 0, limits.maximum, true }, v.toDouble()));
        return fallback;
    }
    return integer(key, limits, fallback);
}

bool JsonReader::boolean(const char *key, bool fallback)
{
    const QJsonValue v = value(key);
    if (v.isUndefined())
        return fallback;
    if (!v.isBool()) {
        wrongType(key, v, QCoreApplication::translate("JsonReader", "true or false"));
        return fallback;
    }
    return v.toBool();
}

std::optional<int> JsonReader::choice(const char *key, std::span<const Choice> choices, bool required)
{
    const QJsonValue v = value(key, required);
    if (v.isUndefined())
        return std::nullopt;
    if (!v.isString()) {
        wrongType(key, v, QCoreApplication::translate("JsonReader", "a string"));
        return std::nullopt;
    }
    for (const Choice &c : choices) {
        if (v.toString() == QLatin1String(c.word))
            return c.value;
    }
    QStringList words;
    for (const Choice &c : choices)
        words << QLatin1String(c.word);
    fail(key,
        QCoreApplication::translate("JsonReader", "\"%1\" is not one of %2")
            .arg(v.toString(), words.join(QStringLiteral(", "))));
    return std::nullopt;
}

QJsonObject JsonReader::object(const char *key, bool required)
{
    const QJsonValue v = value(key, required);
    if (v.isUndefined())
        return {};
    if (!v.isObject()) {
        wrongType(key, v, QCoreApplication::translate("JsonReader", "an object"));
        return {};
    }
    return v.toObject();
}

QJsonArray JsonReader::array(const char *key, bool required)
{
    const QJsonValue v = value(key, required);
    if (v.isUndefined())
        return {};
    if (!v.isArray()) {
        wrongType(key, v, QCoreApplication::translate("JsonReader", "an array"));
        return {};
    }
    return v.toArray();
}

} // namespace flopsheet
