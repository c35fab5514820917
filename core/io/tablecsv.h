#pragma once

#include "core/document/rowlist.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

class QIODevice;

namespace flopsheet {

/**
 * CSV of any table of a project (RFC 4180, CRLF line ends), one reader and one writer over the table's
 * description.
 *
 * The header row holds the untranslated field keys (FieldSpec::key), which carry their unit where one
 * applies: "price_usd_per_hour", "memory_gib", "bandwidth_gbps", "fp16_tflops". Numbers are written
 * without the locale: integers up to 2^53 as plain digits, others in the shortest form that reads back to
 * the same double ("0.526", "1e+18"). An unknown figure is an empty cell, and so is a cell that does not
 * apply to the row (forward FLOPs of a token model, which are derived; tokens of a conv net; prompt length
 * of a training run). Choices are their lower-case words ("bf16", "decoder"), booleans "true"/"false".
 *
 * The CSV holds the table, not the whole row: ids, transformer shapes and sources live in the project
 * file only.
 */
QString tableCsv(const TableRows &rows);
/** The same CSV holding only the rows listed, in the order listed (the rows a filtered view shows). */
QString tableCsv(const TableRows &rows, const QList<int> &which);
template <typename Entry> QString toCsv(const QList<Entry> &rows)
{
    RowList<Entry> list;
    list.setRows(rows);
    return tableCsv(list);
}
/** Any table of text (the results view as shown, first row its header) as CSV. */
QString tableToCsv(const QList<QStringList> &rows);

/** UTF-8 bytes of CSV text, with a byte-order mark in front when asked (Excel then reads Chinese right). */
QByteArray csvBytes(const QString &text, bool byteOrderMark);
/** Writes csvBytes to a device, or through QSaveFile to a file (the old file survives any failure). */
bool writeCsv(QIODevice &device, const QString &text, bool byteOrderMark, QString *error);
bool saveCsv(const QString &fileName, const QString &text, bool byteOrderMark, QString *error);
/**
 * Decodes a CSV file's bytes as UTF-8 (a byte-order mark is dropped). Refuses bytes that are not UTF-8,
 * naming the line, rather than guessing another encoding.
 */
bool decodeCsv(const QByteArray &bytes, QString *text, QString *error);
bool loadCsv(const QString &fileName, QString *text, QString *error);

/**
 * Reads rows of table's kind from CSV text. The header names columns by key, in any order; a column the
 * table does not know, a repeated column or a missing name column is refused. Each row starts from a
 * blank row, or from the template whose name (or GPU id) matches the row's name, case-insensitively, so a
 * catalog GPU keeps its generation and sources; then every non-empty cell is parsed like a typed cell
 * (parseField: "7B", "80 GB", "bf16" are accepted), the fields that decide what others mean first. An
 * empty cell leaves the starting value. Workload rows take the training amount that fits their kind.
 *
 * All or nothing: on the first problem returns false, leaves out untouched and sets error to
 * "line 4, column 6 (tokens): \"lots\" is not a number" (line and column 1-based, line = where the record
 * starts). A CSV syntax error names the character instead: "line 3, character 1: a quoted field is not closed".
 */
bool importCsv(const TableRows &table, QStringView text, RowBlock &out, QString *error, const RowBlock &templates);
template <typename Entry>
bool importCsv(QStringView text, QList<Entry> &out, QString *error, const QList<Entry> &templates = {})
{
    RowList<Entry> kind;
    RowBlock rows;
    if (!importCsv(kind, text, rows, error, RowBlock(templates)))
        return false;
    out = std::any_cast<QList<Entry>>(std::move(rows));
    return true;
}

/**
 * Tab-separated cells for the clipboard, as spreadsheets write them: cells joined by tabs, each row
 * ended by a newline; a cell holding a tab, line break or quote is put in quotes with quotes doubled.
 */
QString toTsv(const QList<QStringList> &cells);
/**
 * Reads what a spreadsheet put on the clipboard: tabs between cells, LF, CRLF or CR between rows,
 * quoted cells that hold tabs, line breaks and doubled quotes. Rows keep their own length; the final
 * line break ends the last row and adds none. Lenient: a quote that is never closed is taken literally.
 */
QList<QStringList> fromTsv(QStringView text);

} // namespace flopsheet
