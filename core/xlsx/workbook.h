#pragma once

#include "core/xlsx/cellstyle.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <QVariant>

#include <array>
#include <memory>
#include <vector>

// libxlsxwriter's types, kept out of every header but workbook.cpp's.
struct lxw_workbook;
struct lxw_worksheet;
struct lxw_format;

namespace flopsheet::xlsx {

class Workbook;

/**
 * One worksheet: a header row (bold, frozen, with an autofilter) over rows of typed cells. Column widths
 * follow the widest text each column holds and are set when the workbook closes. Rows are written in
 * order, top to bottom: a finished row is on disk, not in memory, so a plan of 400,000 results does not
 * hold them all.
 */
class Sheet {
public:
    /** Writes the header row, row 0; the data rows start at 1. */
    void setHeader(const QStringList &titles);
    /** A bold row inside the sheet (the heading of a second block of rows); not frozen. */
    void setHeadingRow(int row, const QStringList &titles);
    /** Adds an autofilter over the header's columns and every row written (a sheet that is one table). */
    void filterColumns();
    /**
     * Writes one cell by its value's type: a bool as TRUE/FALSE, a finite number as a number in style's
     * format (a Percent cell takes percent, 45 for 45 %, and holds the fraction 0.45), anything else as
     * text; no value, or a number that is not finite, leaves the cell empty.
     */
    void setCell(int row, int column, const QVariant &value, CellStyle style);

private:
    friend class Workbook;
    Sheet(Workbook *book, lxw_worksheet *sheet) : m_book(book), m_sheet(sheet) { }
    void widen(int column, const QString &shown, bool bold = false);
    void finish();

    Workbook *m_book;
    lxw_worksheet *m_sheet;
    int m_headerColumns = 0;
    int m_lastRow = 0;
    bool m_filtered = false;
    std::vector<double> m_widths; ///< in characters, per column
};

/**
 * An .xlsx file written through libxlsxwriter. Nothing is on disk until close(), which writes the whole
 * file to the name given (libxlsxwriter writes by name, not to a QIODevice: savePlanWorkbook puts it in
 * place atomically).
 */
class Workbook {
    Q_DECLARE_TR_FUNCTIONS(Workbook)

public:
    explicit Workbook(const QString &fileName);
    ~Workbook();
    Workbook(const Workbook &) = delete;
    Workbook &operator=(const Workbook &) = delete;

    /**
     * A new sheet at the end; the name is cut to Excel's 31 characters and stripped of the characters a
     * sheet name cannot hold. Owned by the workbook.
     */
    Sheet &addSheet(const QString &name);
    /** Writes the file; false with the reason in error when it could not. Call once. */
    bool close(QString *error);

private:
    friend class Sheet;
    lxw_format *format(CellStyle style) const { return m_formats[std::size_t(style)]; }

    lxw_workbook *m_workbook;
    std::array<lxw_format *, kCellStyleCount> m_formats {};
    lxw_format *m_header = nullptr;
    std::vector<std::unique_ptr<Sheet>> m_sheets;
    bool m_closed = false;
};

} // namespace flopsheet::xlsx
