#pragma once

#include "core/estimate/estimate.h"

#include <QJsonDocument>
#include <QString>
#include <QStringList>

#include <cstdio>
#include <vector>

namespace flopsheet::cli {

enum class Format { Table, Csv, Json };

/** Rows of text cells with a header; printed as an aligned table, RFC 4180 CSV, or a JSON array of objects. */
struct TextTable {
    QStringList header;
    std::vector<QStringList> rows;
    /** Columns whose cells are numbers (right-aligned in tables, JSON numbers when they parse). */
    std::vector<bool> numeric;
};

/**
 * An estimate's figures (figures.h) as rows of figure, value and unit, for people: the known ones in
 * the table's order, wall time also in days, then each figure's range where a band applies.
 */
TextTable figureTable(const Estimate &e);

QString renderTable(const TextTable &table);
QString renderCsv(const TextTable &table);
QJsonDocument renderJson(const TextTable &table);
QString render(const TextTable &table, Format format);

/**
 * A JSON array of rows written out as they come, a block at a time: the same bytes as
 * render(table, Format::Json) of all the blocks' rows at once, without holding them.
 */
class JsonArrayWriter {
public:
    explicit JsonArrayWriter(std::FILE *out) : m_out(out) { }
    /** Writes the rows of block, which has the header and numeric columns of every block. */
    void write(const TextTable &block);
    /** Ends the array; nothing may be written after. */
    void finish();

private:
    std::FILE *m_out;
    bool m_started = false;
};

/** Locale-free number for files and machine output: shortest form that reads back the same. */
QString plainNumber(double value, int significantDigits = 6);

/** Every digit of a figure, locale-free: the shortest text that reads back to the same double (CSV and JSON). */
QString exactNumber(double value);

/** A figure as `format` writes it: a table rounds it for people (plainNumber), CSV and JSON keep every digit. */
QString figureFor(Format format, double value, int significantDigits = 4);
/** Dollars as `format` writes them: a table as usdNumber, CSV and JSON every digit. */
QString moneyFor(Format format, double value);

/**
 * Dollars as a locale-free number that still parses: whole dollars from $1,000 up ("29438400", not
 * "2.94384e+07"), cents from $1 ("523.94"), below a dollar `significantDigits` (a cost per million
 * tokens can be a fraction of a cent).
 */
QString usdNumber(double value, int significantDigits = 4);

/** Writes UTF-8 text to standard output. */
void printOut(const QString &text);
void printErr(const QString &text);

} // namespace flopsheet::cli
