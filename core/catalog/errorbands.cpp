#include "core/catalog/errorbands.h"

#include "core/io/utf8.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstdio>
#include <cstdlib>

namespace flopsheet {

bool readErrorBands(const QByteArray &json, ErrorBands &out, QString *error)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (!doc.isObject()) {
        const TextPlace place = placeOfJsonError(json, parseError);
        *error = doc.isNull() ? QCoreApplication::translate("ErrorBands", "not valid JSON at line %1, column %2: %3")
                                    .arg(place.line)
                                    .arg(place.column)
                                    .arg(parseError.errorString())
                              : QCoreApplication::translate("ErrorBands", "the top level must be an object");
        return false;
    }
    const QJsonObject root = doc.object();
    if (root.value(QLatin1String("formatVersion")).toInt() != 1) {
        *error = QCoreApplication::translate("ErrorBands", "\"formatVersion\" must be 1");
        return false;
    }
    ErrorBands bands;
    const QJsonArray percentiles = root.value(QLatin1String("percentiles")).toArray();
    if (percentiles.size() != 2 || !percentiles.at(0).isDouble() || !percentiles.at(1).isDouble()
        || !(percentiles.at(0).toDouble() < percentiles.at(1).toDouble())) {
        *error = QCoreApplication::translate("ErrorBands", "\"percentiles\" must be two increasing numbers");
        return false;
    }
    bands.lowPercentile = percentiles.at(0).toDouble();
    bands.highPercentile = percentiles.at(1).toDouble();
    const QJsonObject categories = root.value(QLatin1String("categories")).toObject();
    for (auto it = categories.begin(); it != categories.end(); ++it) {
        const std::optional<ErrorCategory> c = parseErrorCategory(it.key());
        const QJsonObject o = it.value().toObject();
        const QJsonValue rows = o.value(QLatin1String("rows"));
        const QJsonValue low = o.value(QLatin1String("timeRatioLow"));
        const QJsonValue high = o.value(QLatin1String("timeRatioHigh"));
        if (!c) {
            *error = QCoreApplication::translate("ErrorBands", "unknown category \"%1\"").arg(it.key());
            return false;
        }
        if (!rows.isDouble() || rows.toInt() < 1 || !low.isDouble() || !high.isDouble() || !(low.toDouble() > 0)
            || low.toDouble() > 1.0 || high.toDouble() < 1.0) {
            *error = QCoreApplication::translate("ErrorBands",
                "category \"%1\": \"rows\" must be positive and "
                "0 < \"timeRatioLow\" <= 1 <= \"timeRatioHigh\"")
                         .arg(it.key());
            return false;
        }
        ErrorBand &b = bands[*c];
        b.rows = rows.toInt();
        b.timeRatioLow = low.toDouble();
        b.timeRatioHigh = high.toDouble();
    }
    out = bands;
    return true;
}

QByteArray writeErrorBands(const ErrorBands &bands, const QString &source)
{
    QJsonObject categories;
    for (ErrorCategory c : kAllErrorCategories) {
        const ErrorBand &b = bands[c];
        if (!b.known())
            continue;
        categories.insert(errorCategoryId(c),
            QJsonObject { { QStringLiteral("rows"), b.rows }, { QStringLiteral("timeRatioLow"), b.timeRatioLow },
                { QStringLiteral("timeRatioHigh"), b.timeRatioHigh } });
    }
    const QJsonObject root { { QStringLiteral("formatVersion"), 1 },
        { QStringLiteral("comment"),
            QStringLiteral(
                "Measured time / predicted time at the given percentiles of each category's validation rows. "
                "Written by: flopsheet-cli validate %1 --write-bands FILE")
                .arg(source) },
        { QStringLiteral("percentiles"), QJsonArray { bands.lowPercentile, bands.highPercentile } },
        { QStringLiteral("categories"), categories } };
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

const ErrorBands &builtInErrorBands()
{
    static const ErrorBands bands = [] {
        ErrorBands b;
        QFile file(QStringLiteral(":/catalog/error-bands.json"));
        QString error;
        if (!file.open(QIODevice::ReadOnly) || !readErrorBands(file.readAll(), b, &error)) {
            std::fprintf(stderr, "flopsheet: built-in error bands are broken: %s\n", qPrintable(error));
            std::abort();
        }
        return b;
    }();
    return bands;
}

} // namespace flopsheet
