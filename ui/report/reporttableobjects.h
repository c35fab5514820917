#pragma once

#include "ui/report/reportstyle.h"
#include "ui/report/reporttable.h"

#include <QObject>
#include <QTextObjectInterface>

#include <memory>
#include <vector>

class QTextDocument;

namespace flopsheet {

/**
 * One part of a report table laid out for a page width: the columns it shows (the key columns and
 * those that fit beside them), their widths and every row's height, in device pixels.
 */
struct ReportTablePart {
    std::shared_ptr<const ReportTable> table;
    QList<int> columns;
    QList<qreal> widths;
    QList<qreal> rowHeights;
    qreal captionHeight = 0; ///< 0 without a caption
    qreal captionTop = 0; ///< space above the caption's text
    qreal headerHeight = 0;
    qreal width = 0;
    ReportStyle style;
};

/** The rows [first, end) of a table part that one page shows, under the caption and the header. */
struct ReportTableSlice {
    std::shared_ptr<const ReportTablePart> part;
    int first = 0;
    int end = 0;

    qreal height() const;
};

/**
 * Draws report tables as text objects, a page's slice at a time, the way ReportCharts draws charts:
 * the document places each slice like a large character and never splits it, and the slice paints
 * its cells itself. A QTextTable laid out every cell through QTextDocument's table engine, which
 * took half of a large report's time (issue 17).
 */
class ReportTableObjects : public QObject, public QTextObjectInterface {
    Q_OBJECT
    Q_INTERFACES(QTextObjectInterface)
public:
    static constexpr int kObjectType = QTextFormat::UserObject + 52;

    /** The document's handler, registered with its layout when first asked for. */
    static ReportTableObjects *of(QTextDocument *document);
    /** The handler of a document that has one, else nullptr. */
    static const ReportTableObjects *find(const QTextDocument &document);

    /** Inserts a slice at the cursor, in a block of its own with blockFormat. */
    void insert(QTextCursor &cursor, ReportTableSlice slice, const QTextBlockFormat &blockFormat);

    /** Every slice inserted, in order. */
    const std::vector<ReportTableSlice> &slices() const { return m_slices; }

    /**
     * The document's text as it prints: each table slice as its caption, header and rows, one line
     * each with cells separated by " | ", in place of its object character.
     */
    static QString plainText(const QTextDocument &document);

    QSizeF intrinsicSize(QTextDocument *doc, int posInDocument, const QTextFormat &format) override;
    void drawObject(QPainter *painter, const QRectF &rect, QTextDocument *doc, int posInDocument,
        const QTextFormat &format) override;

private:
    explicit ReportTableObjects(QObject *parent) : QObject(parent) { }
    const ReportTableSlice *sliceOf(const QTextFormat &format) const;

    std::vector<ReportTableSlice> m_slices;
};

} // namespace flopsheet
