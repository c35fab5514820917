#pragma once

#include <QColor>
#include <QList>
#include <QStringList>

#include <functional>

class QAbstractItemModel;
class QPaintDevice;
class QTextCursor;

namespace flopsheet {

struct ReportStyle;

/** A table of text for a report: the cells as a model displays them, with their emphasis. */
struct ReportTable {
    struct Cell {
        QString text;
        QColor color; ///< invalid: the style's ink
        QColor background; ///< invalid: none (zebra stripes)
        bool bold = false;
    };
    QString caption; ///< when set, a first header row spanning the table, repeated on every page
    QStringList header;
    QList<bool> rightAligned; ///< per column: numbers right, text left
    QList<QList<Cell>> rows;
    int keyColumns = 1; ///< leading columns repeated in every part of a table too wide for a page

    /**
     * Column c's header as it is laid out: a unit's "/" joined to what follows it, so that
     * "Throughput (samples/s)" wraps before "(samples/s)", never inside it.
     */
    QString headerLine(int c) const;

    /** Appends a row of plain cells. */
    void addRow(const QStringList &texts);

    /**
     * The cells of a model as its views show them (DisplayRole, alignment, foreground, background,
     * bold font), for the given columns and the rows accepted by rowFilter (all when empty). Columns
     * empty or "—" in every row are left out: they do not apply to any row reported.
     */
    static ReportTable fromModel(const QAbstractItemModel &model, const QList<int> &columns,
        const std::function<bool(int)> &rowFilter = {}, int keyColumns = 1);
};

/**
 * Inserts the table at the cursor, split into parts that each fit width (device pixels): every
 * column is at least as wide as its longest word, so no cell is clipped; a part repeats the key
 * columns. Each part goes in as one slice per page (ReportTableObjects), each slice under the
 * caption and the header row again. pageOffset: how far down its page (device pixels) the text
 * before the table ends, so the first slice holds the rows that fit below it; headingAbove: the
 * height of the heading the cursor's block holds (0: none), which starts the next page with the
 * table when too little of this one is left.
 */
void insertReportTable(QTextCursor &cursor, const ReportTable &table, const ReportStyle &style, qreal width,
    const QPaintDevice *device, qreal pageOffset, qreal headingAbove);

} // namespace flopsheet
