#include "core/io/csv.h"

#include <QCoreApplication>

namespace flopsheet {

CsvTable parseCsv(QStringView text)
{
    CsvTable table;
    if (text.startsWith(QChar(0xFEFF)))
        text = text.mid(1);
    QStringList record;
    QString field;
    int line = 1;
    int column = 1;
    int recordLine = 1;
    bool inQuotes = false;
    bool fieldWasQuoted = false;
    int quoteLine = 0;
    int quoteColumn = 0;
    auto fail = [&](const char *what, int atLine = 0, int atColumn = 0) {
        table.error = QCoreApplication::translate("Csv", what);
        table.errorLine = atLine ? atLine : line;
        table.errorColumn = atLine ? atColumn : column;
        table.rows.clear();
        table.lines.clear();
        return table;
    };
    auto endRecord = [&]() -> bool {
        record << field;
        field.clear();
        fieldWasQuoted = false;
        const bool blank = record.size() == 1 && record.first().isEmpty();
        if (!blank) {
            if (!table.rows.empty() && record.size() != table.rows.front().size())
                return false;
            table.rows.push_back(record);
            table.lines.push_back(recordLine);
        }
        record.clear();
        return true;
    };

    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (inQuotes) {
            if (c == u'"') {
                if (i + 1 < text.size() && text[i + 1] == u'"') {
                    field += u'"';
                    ++i;
                    ++column;
                } else {
                    inQuotes = false;
                }
            } else {
                field += c;
                if (c == u'\n') {
                    ++line;
                    column = 0;
                }
            }
        } else if (c == u'"') {
            if (!field.isEmpty() || fieldWasQuoted)
                return fail("a quote inside an unquoted field");
            inQuotes = true;
            fieldWasQuoted = true;
            quoteLine = line;
            quoteColumn = column;
        } else if (c == u',') {
            record << field;
            field.clear();
            fieldWasQuoted = false;
        } else if (c == u'\r' || c == u'\n') {
            if (c == u'\r' && i + 1 < text.size() && text[i + 1] == u'\n')
                ++i;
            if (!endRecord())
                return fail("a record with a different number of fields than the header");
            ++line;
            column = 0;
            recordLine = line;
        } else {
            if (fieldWasQuoted)
                return fail("text after a closing quote");
            field += c;
        }
        ++column;
    }
    if (inQuotes)
        return fail("a quoted field is not closed", quoteLine, quoteColumn);
    if (!field.isEmpty() || !record.isEmpty() || fieldWasQuoted) {
        if (!endRecord())
            return fail("a record with a different number of fields than the header");
    }
    return table;
}

QString csvField(const QString &field)
{
    if (!field.contains(u',') && !field.contains(u'"') && !field.contains(u'\n') && !field.contains(u'\r'))
        return field;
    QString quoted = field;
    quoted.replace(QStringLiteral("\""), QStringLiteral("\"\""));
    return u'"' + quoted + u'"';
}

} // namespace flopsheet
