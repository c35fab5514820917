#include "app/cli/textoutput.h"

#include "core/io/csv.h"

#include <QJsonArray>
#include <QJsonObject>

#include <cmath>
#include <cstdio>

namespace flopsheet::cli {

QString renderTable(const TextTable &table)
{
    std::vector<qsizetype> widths(table.header.size(), 0);
    for (qsizetype c = 0; c < table.header.size(); ++c)
        widths[c] = table.header[c].size();
    for (const QStringList &row : table.rows) {
        for (qsizetype c = 0; c < row.size() && c < qsizetype(widths.size()); ++c)
            widths[c] = std::max(widths[c], row[c].size());
    }
    auto line = [&](const QStringList &cells) -> QString {
        QString out;
        for (qsizetype c = 0; c < cells.size(); ++c) {
            const bool right = c < qsizetype(table.numeric.size()) && table.numeric[c];
            out += right ? cells[c].rightJustified(widths[c]) : cells[c].leftJustified(widths[c]);
            if (c + 1 < cells.size())
                out += QStringLiteral("  ");
        }
        while (out.endsWith(u' '))
            out.chop(1);
        return out + u'\n';
    };
    QString out = line(table.header);
    QStringList rule;
    for (qsizetype w : widths)
        rule << QString(w, u'-');
    out += line(rule);
    for (const QStringList &row : table.rows)
        out += line(row);
    return out;
}

QString renderCsv(const TextTable &table)
{
    QString out;
    auto line = [&out](const QStringList &cells) {
        QStringList quoted;
        for (const QString &c : cells)
            quoted << csvField(c);
        out += quoted.join(u',') + u'\n';
    };
    line(table.header);
    for (const QStringList &row : table.rows)
        line(row);
    return out;
}

QJsonDocument renderJson(const TextTable &table)
{
    QJsonArray array;
    for (const QStringList &row : table.rows) {
        QJsonObject o;
        for (qsizetype c = 0; c < table.header.size() && c < row.size(); ++c) {
            const bool numeric = c < qsizetype(table.numeric.size()) && table.numeric[c];
            bool ok = false;
            const double v = row[c].toDouble(&ok);
            if (row[c] == u"true" || row[c] == u"false")
                o[table.header[c]] = row[c] == u"true";
            else if (numeric && row[c].isEmpty())
                o[table.header[c]] = QJsonValue(QJsonValue::Null);
            else if (numeric && ok)
                o[table.header[c]] = v;
            else
                o[table.header[c]] = row[c];
        }
        array.append(o);
    }
    return QJsonDocument(array);
}

QString render(const TextTable &table, Format format)
{
    switch (format) {
    case Format::Table: return renderTable(table);
    case Format::Csv: return renderCsv(table);
    case Format::Json: return QString::fromUtf8(renderJson(table).toJson(QJsonDocument::Indented));
    }
    return {};
}

QString plainNumber(double value, int significantDigits)
{
    if (!std::isfinite(value))
        return {};
    return QString::number(value, 'g', significantDigits);
}

void printOut(const QString &text)
{
    const QByteArray utf8 = text.toUtf8();
    std::fwrite(utf8.constData(), 1, size_t(utf8.size()), stdout);
}

void printErr(const QString &text)
{
    const QByteArray utf8 = text.toUtf8();
    std::fwrite(utf8.constData(), 1, size_t(utf8.size()), stderr);
}

} // namespace flopsheet::cli
