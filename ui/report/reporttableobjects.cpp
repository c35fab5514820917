#include "ui/report/reporttableobjects.h"

#include "ui/report/reportpage.h"

#include <QAbstractTextDocumentLayout>
#include <QPainter>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>

namespace flopsheet {
namespace {

constexpr int kSliceProperty = QTextFormat::UserProperty + 53;
const QString kCellSeparator = QStringLiteral(" | ");

QString sliceText(const ReportTableSlice &slice)
{
    const ReportTablePart &part = *slice.part;
    const ReportTable &table = *part.table;
    QStringList lines;
    if (part.captionHeight > 0)
        lines << table.caption;
    QStringList cells;
    for (int c : part.columns)
        cells << table.header[c];
    lines << cells.join(kCellSeparator);
    for (int r = slice.first; r < slice.end; ++r) {
        cells.clear();
        for (int c : part.columns)
            cells << table.rows[r][c].text;
        lines << cells.join(kCellSeparator);
    }
    return lines.join(QLatin1Char('\n'));
}

} // namespace

qreal ReportTableSlice::height() const
{
    qreal h = part->captionHeight + part->headerHeight;
    for (int r = first; r < end; ++r)
        h += part->rowHeights[r];
    return h;
}

ReportTableObjects *ReportTableObjects::of(QTextDocument *document)
{
    if (auto *objects = document->findChild<ReportTableObjects *>(QString(), Qt::FindDirectChildrenOnly))
        return objects;
    auto *objects = new ReportTableObjects(document);
    document->documentLayout()->registerHandler(kObjectType, objects);
    return objects;
}

const ReportTableObjects *ReportTableObjects::find(const QTextDocument &document)
{
    return document.findChild<ReportTableObjects *>(QString(), Qt::FindDirectChildrenOnly);
}

void ReportTableObjects::insert(QTextCursor &cursor, ReportTableSlice slice, const QTextBlockFormat &blockFormat)
{
    QTextCharFormat format;
    format.setObjectType(kObjectType);
    format.setProperty(kSliceProperty, int(m_slices.size()));
    m_slices.push_back(std::move(slice));
    cursor.insertBlock(blockFormat, QTextCharFormat());
    cursor.insertText(QString(QChar::ObjectReplacementCharacter), format);
    cursor.setCharFormat(QTextCharFormat()); // what follows is text again, not this object
}

const ReportTableSlice *ReportTableObjects::sliceOf(const QTextFormat &format) const
{
    const int index = format.property(kSliceProperty).toInt();
    return index >= 0 && size_t(index) < m_slices.size() ? &m_slices[size_t(index)] : nullptr;
}

QString ReportTableObjects::plainText(const QTextDocument &document)
{
    // Each object character in order: a slice's text, or a null string for any other object (a chart).
    QStringList replacements;
    const ReportTableObjects *objects = find(document);
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextFragment fragment = it.fragment();
            const qsizetype count = fragment.text().count(QChar::ObjectReplacementCharacter);
            const QTextCharFormat format = fragment.charFormat();
            const ReportTableSlice *slice
                = objects && format.objectType() == kObjectType ? objects->sliceOf(format) : nullptr;
            for (qsizetype i = 0; i < count; ++i)
                replacements << (slice ? sliceText(*slice) : QString());
        }
    }
    const QString plain = document.toPlainText();
    QString text;
    qsizetype next = 0;
    for (const QChar ch : plain) {
        const QString replacement = ch == QChar::ObjectReplacementCharacter ? replacements.value(next++) : QString();
        if (replacement.isNull())
            text += ch;
        else
            text += replacement;
    }
    return text;
}

QSizeF ReportTableObjects::intrinsicSize(QTextDocument *, int, const QTextFormat &format)
{
    const ReportTableSlice *slice = sliceOf(format);
    return slice ? QSizeF(slice->part->width, slice->height()) : QSizeF();
}

void ReportTableObjects::drawObject(
    QPainter *painter, const QRectF &rect, QTextDocument *, int, const QTextFormat &format)
{
    const ReportTableSlice *slice = sliceOf(format);
    if (!slice)
        return;
    if (!onClippedPage(*painter, rect))
        return; // drawing the page above, the layout still reaches its block
    const ReportTablePart &part = *slice->part;
    const ReportTable &table = *part.table;
    const ReportStyle &style = part.style;
    const qreal padX = style.pt(3.5) * style.deviceScale;
    const qreal padY = style.pt(1.5) * style.deviceScale;
    painter->save();
    qreal y = rect.top();
    if (part.captionHeight > 0) {
        // The caption names the table on every page it continues on.
        painter->setFont(style.heading2);
        painter->setPen(style.ink);
        painter->drawText(QRectF(rect.left(), y + part.captionTop, part.width, part.captionHeight - part.captionTop),
            Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, table.caption);
        y += part.captionHeight;
    }

    // No rules: the header's fill and the zebra rows carry the structure.
    painter->fillRect(QRectF(rect.left(), y, part.width, part.headerHeight), style.headerFill);
    painter->setFont(style.tableHeader);
    QColor ink = style.ink;
    painter->setPen(ink);
    qreal x = rect.left();
    for (int i = 0; i < part.columns.size(); ++i) {
        const int c = part.columns[i];
        const QRectF cell(x + padX, y + padY, part.widths[i] - 2 * padX, part.headerHeight - 2 * padY);
        painter->drawText(cell,
            (table.rightAligned[c] ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignBottom | Qt::TextWordWrap,
            table.headerLine(c));
        x += part.widths[i];
    }
    y += part.headerHeight;

    bool bold = true; // the header's font is set
    for (int r = slice->first; r < slice->end; ++r) {
        const qreal h = part.rowHeights[r];
        const QList<ReportTable::Cell> &row = table.rows[r];
        if (r % 2 == 1)
            painter->fillRect(QRectF(rect.left(), y, part.width, h), style.zebraFill);
        x = rect.left();
        for (int i = 0; i < part.columns.size(); ++i) {
            const int c = part.columns[i];
            const ReportTable::Cell &cell = row[c];
            if (cell.background.isValid())
                painter->fillRect(QRectF(x, y, part.widths[i], h), cell.background);
            if (cell.bold != bold) {
                bold = cell.bold;
                painter->setFont(bold ? style.tableHeader : style.table);
            }
            const QColor color = cell.color.isValid() ? cell.color : style.ink;
            if (color != ink) {
                ink = color;
                painter->setPen(ink);
            }
            // Numbers never wrap (each column is as wide as its widest number); names wrap between words.
            const int flags = table.rightAligned[c] ? Qt::AlignRight | Qt::AlignTop
                                                    : Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap;
            painter->drawText(QRectF(x + padX, y + padY, part.widths[i] - 2 * padX, h - 2 * padY), flags, cell.text);
            x += part.widths[i];
        }
        y += h;
    }
    painter->restore();
}

} // namespace flopsheet
