#pragma once

#include <QString>
#include <QStringList>

#include <vector>

namespace flopsheet {

/** A CSV document split into records, or the first error with its 1-based line and column. */
struct CsvTable {
    std::vector<QStringList> rows;
    std::vector<int> lines; ///< line where each record starts
    QString error;
    int errorLine = 0;
    int errorColumn = 0;
    bool ok() const { return error.isEmpty(); }
};

/**
 * Parses RFC 4180 CSV: comma separators, fields in double quotes may hold commas, quotes ("") and
 * line breaks; CRLF or LF endings; a UTF-8 byte-order mark is skipped. Every record must have as
 * many fields as the first one.
 */
CsvTable parseCsv(QStringView text);

/** Quotes a field when it holds a comma, quote, or line break (RFC 4180 §2.6-2.7). */
QString csvField(const QString &field);

} // namespace flopsheet
