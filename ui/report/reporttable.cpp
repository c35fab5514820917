#include "ui/report/reporttable.h"

#include "ui/report/reportstyle.h"

#include <QAbstractItemModel>
#include <QBrush>
#include <QFont>
#include <QFontMetricsF>
#include <QHash>
#include <QTextCursor>
#include <QTextTable>

#include <algorithm>

namespace flopsheet {
namespace {

const QString kNotApplicable = QStringLiteral("—");

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

} // namespace

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
            const QString text = model.index(r, c).data(Qt::DisplayRole).toString();
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
            cell.text = index.data(Qt::DisplayRole).toString();
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

void insertReportTable(
    QTextCursor &cursor, const ReportTable &table, const ReportStyle &style, qreal width, const QPaintDevice *device)
{
    if (table.header.isEmpty())
        return;
    const std::vector<ColumnWidth> widths = measure(table, style, device);
    width = style.fromDevice(width);
    // Each part is a little narrower than the text, so rounding never pushes a part past it.
    const QList<QList<int>> parts = splitColumns(widths, table.keyColumns, width - style.pt(2));
    for (int p = 0; p < parts.size(); ++p) {
        const QList<int> &columns = parts[p];
        const QList<qreal> columnWidths = fitWidths(widths, columns, width - style.pt(4));
        QTextTableFormat format;
        const int captionRows = table.caption.isEmpty() ? 0 : 1;
        format.setHeaderRowCount(1 + captionRows);
        format.setCellPadding(0);
        format.setCellSpacing(0);
        // No rules: the header's fill and the zebra rows carry the structure. Collapsed borders had
        // drawn nothing visible here and cost half the report's table layout (Qt looks up every
        // cell's neighbours for them: 13.1 G instructions for the 20 × 50 results, 6.3 G without).
        format.setBorder(0);
        format.setMargin(0);
        format.setTopMargin(style.pt(p == 0 ? 4 : 8));
        format.setBottomMargin(style.pt(6));
        format.setAlignment(Qt::AlignLeft);
        QList<QTextLength> constraints;
        for (qreal w : columnWidths)
            constraints << QTextLength(QTextLength::FixedLength, w);
        format.setColumnWidthConstraints(constraints);

        QTextTable *t = cursor.insertTable(int(table.rows.size()) + 1 + captionRows, int(columns.size()), format);
        if (captionRows) {
            // The caption is the table's own first row, so it stays with the table and names it on
            // every page the table continues on.
            t->mergeCells(0, 0, 1, t->columns());
            QTextTableCell cell = t->cellAt(0, 0);
            QTextTableCellFormat cellFormat = cell.format().toTableCellFormat();
            cellFormat.setLeftPadding(0);
            cellFormat.setTopPadding(style.pt(p == 0 ? 8 : 4));
            cellFormat.setBottomPadding(style.pt(3));
            cell.setFormat(cellFormat);
            cell.firstCursorPosition().insertText(table.caption, style.format(style.heading2, style.ink));
        }
        // Every cell is looked up before any is filled, and they are filled from the last: a lookup
        // after an edit rebuilds the table's grid, which made large tables quadratic.
        std::vector<QTextTableCell> cells;
        cells.reserve(size_t(t->rows()) * size_t(t->columns()));
        for (int r = captionRows; r < t->rows(); ++r) {
            for (int c = 0; c < t->columns(); ++c)
                cells.push_back(t->cellAt(r, c));
        }
        const QTextCharFormat headerChars = style.format(style.tableHeader, style.ink);
        // A table has a few distinct cell formats (bold or not, a handful of colours): each made once.
        QHash<std::pair<bool, QRgb>, QTextCharFormat> formats;
        const auto charsOf = [&](const ReportTable::Cell &cell) -> const QTextCharFormat & {
            const QColor color = cell.color.isValid() ? cell.color : style.ink;
            auto it = formats.find({ cell.bold, color.rgba() });
            if (it == formats.end())
                it = formats.insert(
                    { cell.bold, color.rgba() }, style.format(cell.bold ? style.tableHeader : style.table, color));
            return *it;
        };
        for (int index = int(cells.size()) - 1; index >= 0; --index) {
            const int row = index / t->columns();
            const int i = index % t->columns();
            const bool right = table.rightAligned[columns[i]];
            QString text;
            QTextCharFormat chars = headerChars;
            QColor background = style.headerFill;
            if (row > 0) {
                const ReportTable::Cell &cell = table.rows[row - 1][columns[i]];
                text = cell.text;
                chars = charsOf(cell);
                background = cell.background.isValid() ? cell.background : row % 2 == 0 ? style.zebraFill : QColor();
            } else {
                text = table.header[columns[i]];
            }
            QTextTableCell &cell = cells[size_t(index)];
            QTextTableCellFormat cellFormat = cell.format().toTableCellFormat();
            cellFormat.setLeftPadding(style.pt(3.5));
            cellFormat.setRightPadding(style.pt(3.5));
            cellFormat.setTopPadding(style.pt(1.5));
            cellFormat.setBottomPadding(style.pt(1.5));
            if (background.isValid())
                cellFormat.setBackground(background);
            cellFormat.setVerticalAlignment(row == 0 ? QTextCharFormat::AlignBottom : QTextCharFormat::AlignTop);
            cell.setFormat(cellFormat);
            QTextCursor c = cell.firstCursorPosition();
            QTextBlockFormat block;
            block.setAlignment(right ? Qt::AlignRight : Qt::AlignLeft);
            block.setNonBreakableLines(right && row > 0);
            c.setBlockFormat(block);
            c.insertText(text, chars);
        }
        cursor.movePosition(QTextCursor::End);
    }
}

} // namespace flopsheet
