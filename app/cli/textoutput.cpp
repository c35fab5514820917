#include "app/cli/textoutput.h"

#include "core/estimate/figures.h"
#include "core/io/csv.h"

#include <QCoreApplication>

#include <QJsonArray>
#include <QJsonObject>

#include <QLocale>

#include <cmath>
#include <cstdio>

namespace flopsheet::cli {

TextTable figureTable(const Estimate &e)
{
    TextTable t;
    t.header = { QCoreApplication::translate("Commands", "figure"), QCoreApplication::translate("Commands", "value"),
        QCoreApplication::translate("Commands", "unit") };
    t.numeric = { false, true, false };
    auto text = [](const FigureDescriptor &f, double v) {
        return f.isMoney() ? usdNumber(v * f.textScale, f.digits) : plainNumber(v * f.textScale, f.digits);
    };
    for (const FigureDescriptor &f : figures()) {
        const double v = f.value(e);
        switch (f.kind) {
        case FigureKind::Number:
        case FigureKind::Count:
            if (isKnown(v))
                t.rows.push_back({ figureTitle(f), text(f, v), figureUnit(f, e) });
            break;
        case FigureKind::Flag:
            t.rows.push_back({ figureTitle(f),
                v != 0.0 ? QCoreApplication::translate("Commands", "yes")
                         : QCoreApplication::translate("Commands", "no"),
                QString() });
            break;
        case FigureKind::Bound:
            t.rows.push_back({ figureTitle(f), boundName(e.bound), QString() });
            break;
        }
        if (f.id == FigureId::WallHours && isKnown(v)) // a long run reads better in days as well
            t.rows.push_back(
                { figureTitle(f), plainNumber(v / 24.0, f.digits), QCoreApplication::translate("Commands", "days") });
    }
    // Optimistic - pessimistic, from the validation errors of the estimate's category.
    for (const FigureDescriptor &f : figures()) {
        const double low = rangeLow(f, e);
        const double high = rangeHigh(f, e);
        if (isKnown(low) && isKnown(high))
            t.rows.push_back({ QCoreApplication::translate("Commands", "%1 range").arg(figureTitle(f)),
                text(f, low) + QStringLiteral(" - ") + text(f, high), figureUnit(f, e) });
    }
    return t;
}

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
    case Format::Table:
        return renderTable(table);
    case Format::Csv:
        return renderCsv(table);
    case Format::Json:
        return QString::fromUtf8(renderJson(table).toJson(QJsonDocument::Indented));
    }
    return {};
}

void JsonArrayWriter::write(const TextTable &block)
{
    if (block.rows.empty())
        return;
    // Qt writes an indented array as "[\n", the elements joined by ",\n", then "\n]\n": a block's elements
    // are the text between, and blocks join as elements do.
    const QByteArray json = renderJson(block).toJson(QJsonDocument::Indented);
    const QByteArrayView elements = QByteArrayView(json).sliced(2, json.size() - 5);
    std::fputs(m_started ? ",\n" : "[\n", m_out);
    std::fwrite(elements.data(), 1, size_t(elements.size()), m_out);
    m_started = true;
}

void JsonArrayWriter::finish()
{
    std::fputs(m_started ? "\n]\n" : "[\n]\n", m_out);
}

QString plainNumber(double value, int significantDigits)
{
    if (!std::isfinite(value))
        return {};
    return QString::number(value, 'g', significantDigits);
}

QString exactNumber(double value)
{
    return std::isfinite(value) ? QString::number(value, 'g', QLocale::FloatingPointShortest) : QString();
}

QString figureFor(Format format, double value, int significantDigits)
{
    return format == Format::Table ? plainNumber(value, significantDigits) : exactNumber(value);
}

QString moneyFor(Format format, double value)
{
    return format == Format::Table ? usdNumber(value) : exactNumber(value);
}

QString usdNumber(double value, int significantDigits)
{
    // Past 1e15 dollars whole digits would be noise; the exponent form says as much.
    const double size = std::abs(value);
    if (!std::isfinite(value) || size < 1.0 || size >= 1e15)
        return plainNumber(value, significantDigits);
    return size >= 1e3 ? QString::number(std::round(value), 'f', 0) : QString::number(value, 'f', 2);
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
