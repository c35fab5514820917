#include "ui/report/reporttable.h"

#include "ui/report/reportstyle.h"
#include "ui/report/reporttableobjects.h"

#include <QAbstractItemModel>
#include <QBrush>
#include <QCoreApplication>
#include <QFont>
#include <QFontMetricsF>
#include <QTextCursor>
#include <QTextDocument>

#include <algorithm>
#include <cmath>
#include <memory>

namespace flopsheet {
namespace {

const QString kNotApplicable = QStringLiteral("—");

// What a cell shows: its text, or a check box's state in words (2:4 sparse, gated MLP) where it has no text.
QString cellText(const QModelIndex &index)
{
    const QString text = index.data(Qt::DisplayRole).toString();
    const QVariant check = index.data(Qt::CheckStateRole);
    if (!text.isEmpty() || !check.isValid())
        return text;
    if (!(index.flags() & Qt::ItemIsUserCheckable))
        return kNotApplicable; // a box that does not apply to the row
    return check.toInt() == Qt::Checked ? QCoreApplication::translate("ReportTable", "yes")
                                        : QCoreApplication::translate("ReportTable", "no");
}

struct ColumnWidth {
    qreal natural = 0; ///< the widest cell on one line
    qreal minimum = 0; ///< the longest word: narrower would clip it
};

qreal longestWord(const QFontMetricsF &metrics, const QString &text)
{
    qreal widest = 0;
    for (const QString &word : text.split(QLatin1Char(' '), Qt::SkipEmptyParts))
        widest = std::max(widest, metrics.horizontalAdvance(word));
    return widest;
}

std::vector<ColumnWidth> measure(const ReportTable &table, const ReportStyle &style, const QPaintDevice *device)
{
    const QFontMetricsF header(style.tableHeader, const_cast<QPaintDevice *>(device));
    const QFontMetricsF body(style.table, const_cast<QPaintDevice *>(device));
    const QFontMetricsF bold(style.tableHeader, const_cast<QPaintDevice *>(device));
    const qreal padding = 2 * style.pt(3.5) + style.pt(1);
    std::vector<ColumnWidth> widths(size_t(table.header.size()));
    for (int c = 0; c < table.header.size(); ++c) {
        ColumnWidth &w = widths[size_t(c)];
        // Headers wrap between words; cells of numbers never do, names may.
        w.minimum = longestWord(header, table.header[c]);
        // A short header stays on one line; a long one wraps.
        w.natural = std::max(w.minimum,
            std::min(header.horizontalAdvance(table.header[c]),
                std::max(w.minimum * 1.6, style.pt(56) * style.deviceScale)));
        for (const auto &row : table.rows) {
            const ReportTable::Cell &cell = row[c];
            const QFontMetricsF &m = cell.bold ? bold : body;
            const qreal full = m.horizontalAdvance(cell.text);
            w.natural = std::max(w.natural, full);
            w.minimum = std::max(w.minimum, table.rightAligned[c] ? full : longestWord(m, cell.text));
        }
        w.natural = style.fromDevice(w.natural) + padding;
        w.minimum = style.fromDevice(w.minimum) + padding;
    }
    return widths;
}

// Which columns go into each part: the key columns, then as many others as fit beside them, at most
// cap wide in all.
QList<QList<int>> packColumns(const std::vector<ColumnWidth> &widths, int keyColumns, qreal keyWidth, qreal cap)
{
    QList<int> keys;
    for (int c = 0; c < keyColumns; ++c)
        keys << c;
    QList<QList<int>> parts;
    QList<int> part = keys;
    qreal used = keyWidth;
    for (int c = keyColumns; c < int(widths.size()); ++c) {
        const qreal w = widths[size_t(c)].natural;
        if (part.size() > keys.size() && used + w > cap) {
            parts << part;
            part = keys;
            used = keyWidth;
        }
        part << c;
        used += w;
    }
    if (part.size() > keys.size() || parts.isEmpty())
        parts << part;
    return parts;
}

// As few parts as fit the width, then balanced: the narrowest cap that needs no more parts, so a
// table of 13 columns splits 7 + 6 rather than 11 + 2.
QList<QList<int>> splitColumns(const std::vector<ColumnWidth> &widths, int keyColumns, qreal width)
{
    keyColumns = std::min(keyColumns, int(widths.size()));
    qreal keyWidth = 0;
    for (int c = 0; c < keyColumns; ++c)
        keyWidth += std::min(widths[size_t(c)].natural, std::max(widths[size_t(c)].minimum, width * 0.28));
    const QList<QList<int>> fewest = packColumns(widths, keyColumns, keyWidth, width);
    qreal low = keyWidth, high = width;
    for (int i = 0; i < 20; ++i) {
        const qreal mid = (low + high) / 2;
        if (packColumns(widths, keyColumns, keyWidth, mid).size() <= fewest.size())
            high = mid;
        else
            low = mid;
    }
    return packColumns(widths, keyColumns, keyWidth, high);
}

// Column widths of one part: natural where they fit, else shrunk toward their minimum in proportion
// to what each can give; the key columns give first (their names wrap).
QList<qreal> fitWidths(const std::vector<ColumnWidth> &widths, const QList<int> &columns, qreal width)
{
    QList<qreal> out;
    qreal natural = 0, slack = 0;
    for (int c : columns) {
        natural += widths[size_t(c)].natural;
        slack += widths[size_t(c)].natural - widths[size_t(c)].minimum;
    }
    const qreal excess = std::max<qreal>(0, natural - width);
    const qreal give = slack > 0 ? std::min<qreal>(1, excess / slack) : 0;
    for (int c : columns) {
        const ColumnWidth &w = widths[size_t(c)];
        out << w.natural - (w.natural - w.minimum) * give;
    }
    // Left-over room is shared in proportion, so every part of a wide table spans the text width.
    qreal total = 0;
    for (qreal w : out)
        total += w;
    if (total > 0 && total < width && columns.size() > 3) {
        for (qreal &w : out)
            w *= width / total;
    }
    return out;
}

// How tall a cell's text is in a column (device pixels): one line unless it wraps.
qreal textHeight(const QFontMetricsF &metrics, const QString &text, qreal width, bool wraps)
{
    if (!wraps || metrics.horizontalAdvance(text) <= width)
        return metrics.height();
    return metrics.boundingRect(QRectF(0, 0, width, 1e9), Qt::AlignLeft | Qt::TextWordWrap, text).height();
}

// One part's columns at their widths (format units), with the height of every row in device pixels.
std::shared_ptr<const ReportTablePart> layOutPart(const std::shared_ptr<const ReportTable> &table,
    const QList<int> &columns, const QList<qreal> &widths, const ReportStyle &style, const QPaintDevice *device,
    bool firstPart)
{
    auto *paintDevice = const_cast<QPaintDevice *>(device);
    const QFontMetricsF body(style.table, paintDevice);
    const QFontMetricsF bold(style.tableHeader, paintDevice);
    const qreal scale = style.deviceScale;
    const qreal padX = style.pt(3.5) * scale;
    const qreal padY = style.pt(1.5) * scale;
    auto part = std::make_shared<ReportTablePart>();
    part->table = table;
    part->columns = columns;
    part->style = style;
    for (qreal w : widths) {
        part->widths << w * scale;
        part->width += w * scale;
    }
    if (!table->caption.isEmpty()) {
        part->captionTop = style.pt(firstPart ? 8 : 4) * scale;
        part->captionHeight = part->captionTop
            + textHeight(QFontMetricsF(style.heading2, paintDevice), table->caption, part->width, true)
            + style.pt(3) * scale;
    }
    qreal header = 0;
    for (int i = 0; i < columns.size(); ++i)
        header = std::max(header, textHeight(bold, table->headerLine(columns[i]), part->widths[i] - 2 * padX, true));
    part->headerHeight = header + 2 * padY;
    part->rowHeights.reserve(table->rows.size());
    for (const QList<ReportTable::Cell> &row : table->rows) {
        qreal h = body.height();
        for (int i = 0; i < columns.size(); ++i) {
            const ReportTable::Cell &cell = row[columns[i]];
            const bool wraps = !table->rightAligned[columns[i]];
            h = std::max(h, textHeight(cell.bold ? bold : body, cell.text, part->widths[i] - 2 * padX, wraps));
        }
        part->rowHeights << h + 2 * padY;
    }
    return part;
}

} // namespace

QString ReportTable::headerLine(int c) const
{
    // U+2060 WORD JOINER: Unicode line breaking (UAX #14) allows a break after "/", the joiner forbids it.
    QString line = header[c];
    for (qsizetype i = line.size() - 2; i > 0; --i) {
        if (line[i] == QLatin1Char('/') && !line[i - 1].isSpace() && !line[i + 1].isSpace())
            line.insert(i + 1, QChar(0x2060));
    }
    return line;
}

void ReportTable::addRow(const QStringList &texts)
{
    QList<Cell> row;
    for (const QString &text : texts) {
        Cell cell;
        cell.text = text;
        row << cell;
    }
    rows << row;
}

ReportTable ReportTable::fromModel(const QAbstractItemModel &model, const QList<int> &columns,
    const std::function<bool(int)> &rowFilter, int keyColumns)
{
    QList<int> rows;
    for (int r = 0; r < model.rowCount(); ++r) {
        if (!rowFilter || rowFilter(r))
            rows << r;
    }
    ReportTable table;
    table.keyColumns = keyColumns;
    QList<int> kept;
    for (int i = 0; i < columns.size(); ++i) {
        const int c = columns[i];
        const bool key = i < keyColumns;
        const bool used = key || std::any_of(rows.cbegin(), rows.cend(), [&](int r) {
            const QString text = cellText(model.index(r, c));
            return !text.isEmpty() && text != kNotApplicable;
        });
        if (used)
            kept << c;
    }
    for (int c : kept) {
        table.header << model.headerData(c, Qt::Horizontal, Qt::DisplayRole).toString();
        const QVariant align = rows.isEmpty() ? QVariant() : model.index(rows.first(), c).data(Qt::TextAlignmentRole);
        table.rightAligned << (align.isValid() && (align.value<Qt::Alignment>() & Qt::AlignRight));
    }
    for (int r : rows) {
        QList<Cell> line;
        for (int c : kept) {
            const QModelIndex index = model.index(r, c);
            Cell cell;
            cell.text = cellText(index);
            if (const QVariant fg = index.data(Qt::ForegroundRole); fg.canConvert<QBrush>())
                cell.color = fg.value<QBrush>().color();
            if (const QVariant bg = index.data(Qt::BackgroundRole); bg.canConvert<QBrush>())
                cell.background = bg.value<QBrush>().color();
            if (const QVariant font = index.data(Qt::FontRole); font.canConvert<QFont>())
                cell.bold = font.value<QFont>().bold();
            line << cell;
        }
        table.rows << line;
    }
    return table;
}

void insertReportTable(QTextCursor &cursor, const ReportTable &table, const ReportStyle &style, qreal width,
    const QPaintDevice *device, qreal pageOffset, qreal headingAbove)
{
    if (table.header.isEmpty())
        return;
    const std::vector<ColumnWidth> widths = measure(table, style, device);
    width = style.fromDevice(width);
    // Each part is a little narrower than the text, so rounding never pushes a part past it.
    const QList<QList<int>> parts = splitColumns(widths, table.keyColumns, width - style.pt(2));
    const auto shared = std::make_shared<const ReportTable>(table);
    ReportTableObjects *objects = ReportTableObjects::of(cursor.document());
    const qreal scale = style.deviceScale;
    const qreal pageHeight = cursor.document()->pageSize().height();
    // Room for the margins between blocks, which the layout collapses and rounds its own way.
    const qreal slack = style.pt(10) * scale;
    qreal offset = std::fmod(std::max<qreal>(0, pageOffset), pageHeight);
    for (int p = 0; p < parts.size(); ++p) {
        const auto part
            = layOutPart(shared, parts[p], fitWidths(widths, parts[p], width - style.pt(4)), style, device, p == 0);
        // The margins in format units (the blocks') and in device pixels (the arithmetic of the page).
        const qreal topMarginFormat = style.pt(p == 0 ? 4 : 8);
        const qreal bottomMarginFormat = style.pt(6);
        const qreal topMargin = topMarginFormat * scale;
        const qreal bottomMargin = bottomMarginFormat * scale;
        const qreal fixed = part->captionHeight + part->headerHeight;
        qreal total = fixed;
        for (qreal h : part->rowHeights)
            total += h;
        const int rows = int(part->rowHeights.size());
        const qreal available = pageHeight - offset - topMargin - slack;
        // Only the first part follows the heading; the others follow the part before them.
        const qreal heading = p == 0 ? headingAbove : 0;

        // Where each page's slice ends: one slice when the table fits here, or is short enough to
        // move whole to the next page; else as many rows as each page holds.
        QList<int> ends;
        bool nextPage = false; // the first slice starts the next page
        if (total <= available || total <= pageHeight / 3) {
            ends << rows;
        } else {
            qreal limit = available;
            const qreal fewRows = fixed + (rows > 0 ? 3 * part->rowHeights.first() : 0);
            nextPage = available < std::max(fewRows, style.pt(72) * scale);
            if (nextPage) {
                // Too little room here: the table starts the next page, under the heading above it.
                limit = pageHeight - heading - slack;
                if (heading > 0) {
                    QTextBlockFormat format = cursor.blockFormat();
                    format.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
                    cursor.setBlockFormat(format);
                    nextPage = false;
                }
            }
            for (int r = 0; r < rows;) {
                qreal h = fixed + part->rowHeights[r];
                int end = r + 1;
                while (end < rows && h + part->rowHeights[end] <= limit)
                    h += part->rowHeights[end++];
                ends << end;
                r = end;
                limit = pageHeight - slack;
            }
        }
        int first = 0;
        qreal last = 0;
        for (int s = 0; s < ends.size(); ++s) {
            QTextBlockFormat block;
            block.setAlignment(Qt::AlignLeft);
            block.setTopMargin(s == 0 ? topMarginFormat : 0);
            block.setBottomMargin(s + 1 == ends.size() ? bottomMarginFormat : 0);
            if (s > 0 || nextPage)
                block.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
            ReportTableSlice slice { part, first, ends[s] };
            last = slice.height();
            objects->insert(cursor, std::move(slice), block);
            first = ends[s];
        }
        // Where the next part starts on its page.
        offset = ends.size() == 1 && total <= available ? offset + topMargin + total + bottomMargin
            : ends.size() == 1 && !nextPage             ? heading + last + bottomMargin
                                                        : last + bottomMargin;
    }
}

} // namespace flopsheet
