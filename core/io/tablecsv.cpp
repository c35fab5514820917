#include "core/io/tablecsv.h"

#include "core/io/csv.h"
#include "core/io/userfile.h"
#include "core/io/utf8.h"

#include <QCoreApplication>
#include <QFile>
#include <QIODevice>
#include <QLocale>
#include <QSaveFile>
#include <QStringDecoder>

#include <cmath>
#include <numeric>
#include <optional>

namespace flopsheet {
namespace {

const QByteArray kUtf8Bom = QByteArrayLiteral("\xEF\xBB\xBF");

// Integers as plain digits (a spreadsheet shows "2000000000000", not "2e+12"), the rest in the
// shortest form that reads back to the same double. Never the locale: files are read everywhere.
QString formatNumber(double v)
{
    if (v == std::floor(v) && std::fabs(v) < 9007199254740992.0) // 2^53: every such integer is exact
        return QString::number(static_cast<qint64>(v));
    return QString::number(v, 'g', QLocale::FloatingPointShortest);
}

QString formatCell(const QVariant &v)
{
    switch (v.typeId()) {
    case QMetaType::UnknownType:
        return {};
    case QMetaType::Bool:
        return v.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case QMetaType::Double:
    case QMetaType::Float:
    case QMetaType::Int:
    case QMetaType::LongLong:
        return formatNumber(v.toDouble());
    default:
        return v.toString();
    }
}

QString csvLine(const QStringList &cells)
{
    QString line;
    for (qsizetype i = 0; i < cells.size(); ++i) {
        if (i > 0)
            line += u',';
        line += csvField(cells[i]);
    }
    return line + u"\r\n";
}

QString at(int line, int column)
{
    return QCoreApplication::translate("TableCsv", "line %1, column %2").arg(line).arg(column);
}

} // namespace

QString tableToCsv(const QList<QStringList> &rows)
{
    QString csv;
    for (const QStringList &row : rows)
        csv += csvLine(row);
    return csv;
}

QString tableCsv(const TableRows &rows)
{
    QList<int> all(rows.count());
    std::iota(all.begin(), all.end(), 0);
    return tableCsv(rows, all);
}

QString tableCsv(const TableRows &rows, const QList<int> &which)
{
    const TableDescription &d = rows.description();
    QString csv = csvLine(d.fieldKeys());
    for (int r : which) {
        QStringList cells;
        for (int f = 0; f < d.fieldCount(); ++f)
            cells << (rows.applies(r, f) ? formatCell(rows.value(r, f)) : QString());
        csv += csvLine(cells);
    }
    return csv;
}

QByteArray csvBytes(const QString &text, bool byteOrderMark)
{
    return byteOrderMark ? kUtf8Bom + text.toUtf8() : text.toUtf8();
}

bool writeCsv(QIODevice &device, const QString &text, bool byteOrderMark, QString *error)
{
    const QByteArray bytes = csvBytes(text, byteOrderMark);
    if (device.write(bytes) != bytes.size()) {
        if (error)
            *error = device.errorString();
        return false;
    }
    return true;
}

bool saveCsv(const QString &fileName, const QString &text, bool byteOrderMark, QString *error)
{
    QSaveFile file(fileName);
    if (file.open(QIODevice::WriteOnly) && writeCsv(file, text, byteOrderMark, error) && file.commit())
        return true;
    if (error)
        *error = file.errorString();
    return false;
}

bool decodeCsv(const QByteArray &bytes, QString *text, QString *error)
{
    if (const QString problem = otherEncodingProblem(bytes); !problem.isEmpty()) {
        if (error)
            *error = problem;
        return false;
    }
    if (const int line = firstNonUtf8Line(bytes)) {
        if (error)
            *error = QCoreApplication::translate("TableCsv", "line %1 is not UTF-8 text; save the file as CSV UTF-8")
                         .arg(line);
        return false;
    }
    *text = QString::fromUtf8(withoutUtf8Bom(bytes));
    return true;
}

bool loadCsv(const QString &fileName, QString *text, QString *error)
{
    QByteArray bytes;
    return readUserFile(fileName, filelimits::kMaxTextBytes, &bytes, error) && decodeCsv(bytes, text, error);
}

bool importCsv(const TableRows &table, QStringView text, RowBlock &out, QString *error, const RowBlock &templates)
{
    auto refuse = [error](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    const TableDescription &d = table.description();
    const CsvTable csv = parseCsv(text);
    if (!csv.ok())
        return refuse(QCoreApplication::translate("TableCsv", "line %1, character %2: %3")
                          .arg(csv.errorLine)
                          .arg(csv.errorColumn)
                          .arg(csv.error));
    if (csv.rows.empty())
        return refuse(QCoreApplication::translate("TableCsv", "the file has no header row"));

    // The header: the field of each column.
    QList<int> fields;
    int nameColumn = -1;
    const QStringList &header = csv.rows.front();
    const int headerLine = csv.lines.front();
    for (qsizetype i = 0; i < header.size(); ++i) {
        const QString key = header[i].trimmed().toLower();
        const int field = d.fieldFromKey(key);
        if (field < 0)
            return refuse(QCoreApplication::translate("TableCsv", "%1: unknown column \"%2\" (columns are %3)")
                              .arg(at(headerLine, int(i) + 1), header[i], d.fieldKeys().join(QStringLiteral(", "))));
        if (fields.contains(field))
            return refuse(QCoreApplication::translate("TableCsv", "%1: column \"%2\" appears twice")
                              .arg(at(headerLine, int(i) + 1), key));
        if (field == d.nameField)
            nameColumn = int(i);
        fields << field;
    }
    if (nameColumn < 0)
        return refuse(QCoreApplication::translate("TableCsv", "line %1: the header has no \"%2\" column")
                          .arg(headerLine)
                          .arg(d.fieldKey(d.nameField)));

    // The fields that decide what the others mean are read first.
    QList<int> order;
    for (int first : d.parseFirst) {
        if (const qsizetype i = fields.indexOf(first); i >= 0)
            order << int(i);
    }
    for (int i = 0; i < fields.size(); ++i) {
        if (!order.contains(i))
            order << i;
    }

    RowBlock rows = table.emptyRows(0);
    for (size_t r = 1; r < csv.rows.size(); ++r) {
        const QStringList &cells = csv.rows[r];
        const int base = table.findTemplate(templates, cells[nameColumn]);
        const RowBlock baseRow = base >= 0 ? table.blockRows(templates, base, 1) : RowBlock();
        RowBlock row = base >= 0 ? baseRow : table.emptyRows(1);
        QList<int> given;
        for (int i : order) {
            const int field = fields[i];
            const QString cell = cells[i].trimmed();
            if (cell.isEmpty() && field != d.nameField)
                continue;
            const FieldValue value = parseField(d.field(field), cell);
            if (!value.ok())
                return refuse(QCoreApplication::translate("TableCsv", "%1 (%2): %3")
                                  .arg(at(csv.lines[r], i + 1), d.fieldKey(field), value.error));
            row = table.withField(row, field, value.value);
            given << field;
        }
        row = table.finishImport(row, base >= 0 ? &baseRow : nullptr, given);
        int field = 0;
        if (const QString problem = table.rowProblem(row, &field); !problem.isEmpty()) {
            const int column = int(fields.indexOf(field)) + 1;
            return refuse(QCoreApplication::translate("TableCsv", "%1 (%2): %3")
                              .arg(at(csv.lines[r], column), d.fieldKey(field), problem));
        }
        table.appendBlock(rows, row);
    }
    out = std::move(rows);
    return true;
}

QString toTsv(const QList<QStringList> &cells)
{
    QString tsv;
    for (const QStringList &row : cells) {
        for (qsizetype i = 0; i < row.size(); ++i) {
            if (i > 0)
                tsv += u'\t';
            const QString &cell = row[i];
            if (cell.contains(u'\t') || cell.contains(u'\n') || cell.contains(u'\r') || cell.contains(u'"')) {
                QString quoted = cell;
                quoted.replace(QStringLiteral("\""), QStringLiteral("\"\""));
                tsv += u'"' + quoted + u'"';
            } else {
                tsv += cell;
            }
        }
        tsv += u'\n';
    }
    return tsv;
}

QList<QStringList> fromTsv(QStringView text)
{
    QList<QStringList> rows;
    if (text.isEmpty())
        return rows;
    QStringList row;
    const qsizetype n = text.size();
    qsizetype i = 0;
    auto isBreak = [](QChar c) { return c == u'\t' || c == u'\n' || c == u'\r'; };
    while (true) {
        QString cell;
        bool quoted = false;
        if (i < n && text[i] == u'"') {
            // A quoted cell ends at a quote that is not doubled; without one the quote is plain text.
            QString content;
            qsizetype j = i + 1;
            while (j < n) {
                if (text[j] == u'"') {
                    if (j + 1 < n && text[j + 1] == u'"') {
                        content += u'"';
                        j += 2;
                        continue;
                    }
                    quoted = true;
                    ++j;
                    break;
                }
                content += text[j++];
            }
            if (quoted) {
                cell = content;
                i = j;
            }
        }
        while (i < n && !isBreak(text[i])) // plain cell, or what follows a closing quote
            cell += text[i++];
        row << cell;
        if (i >= n) {
            rows << row;
            break;
        }
        if (text[i] == u'\t') {
            ++i;
            continue;
        }
        // A line break: CRLF, LF or CR.
        i += (text[i] == u'\r' && i + 1 < n && text[i + 1] == u'\n') ? 2 : 1;
        rows << row;
        row.clear();
        if (i >= n)
            break;
    }
    return rows;
}

} // namespace flopsheet
