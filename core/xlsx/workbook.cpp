#include "core/xlsx/workbook.h"

#include <QFile>
#include <QLocale>
#include <QRegularExpression>

#include <xlsxwriter.h>

#include <algorithm>
#include <cmath>

namespace flopsheet::xlsx {
namespace {

constexpr int kMaxTextLength = 32767; // characters in one Excel cell
constexpr double kMinWidth = 8; // characters: Excel's default column
constexpr double kMaxWidth = 60; // longer text wraps in the formula bar, not across the screen

// Excel's number formats, by style; nullptr = General.
const char *numberFormat(CellStyle style)
{
    switch (style) {
    case CellStyle::Text:
    case CellStyle::Boolean:
    case CellStyle::General:
        return nullptr;
    case CellStyle::Integer:
        return "#,##0";
    case CellStyle::Scientific:
        return "0.00E+00";
    case CellStyle::Currency:
        return "\"$\"#,##0.00";
    case CellStyle::Hours:
        return "#,##0.00\" h\"";
    case CellStyle::Percent:
        return "0.0%";
    }
    return nullptr;
}

// About what Excel shows for a number in the style, to size the column.
QString shownNumber(double v, CellStyle style)
{
    const QLocale grouped(QLocale::English, QLocale::UnitedStates);
    switch (style) {
    case CellStyle::Integer:
        return grouped.toString(v, 'f', 0);
    case CellStyle::Scientific:
        return QString::number(v, 'E', 2);
    case CellStyle::Currency:
        return u'$' + grouped.toString(v, 'f', 2);
    case CellStyle::Hours:
        return grouped.toString(v, 'f', 2) + QStringLiteral(" h");
    case CellStyle::Percent:
        return QString::number(v * 100, 'f', 1) + u'%';
    case CellStyle::Text:
    case CellStyle::Boolean:
    case CellStyle::General:
        break;
    }
    return QString::number(v, 'g', 10); // General shows up to 11 characters
}

// Width in Excel's character units: Chinese and other wide characters take two.
double textWidth(const QString &text)
{
    double width = 0;
    for (const QChar c : text)
        width += c.unicode() >= 0x2E80 ? 2.0 : 1.0;
    return width;
}

bool isNumber(const QVariant &v)
{
    switch (v.typeId()) {
    case QMetaType::Double:
    case QMetaType::Float:
    case QMetaType::Int:
    case QMetaType::UInt:
    case QMetaType::LongLong:
    case QMetaType::ULongLong:
        return true;
    default:
        return false;
    }
}

// Rows go to a temporary file as they are finished instead of staying in memory until close(): 400,000
// results held 1.6 GB as cells and shared strings (libxlsxwriter's constant_memory mode, which needs the
// rows of each sheet written in order, as Sheet's users do, and writes strings inline).
lxw_workbook *newWorkbook(const QString &fileName)
{
    lxw_workbook_options options {};
    options.constant_memory = LXW_TRUE;
    return workbook_new_opt(QFile::encodeName(fileName).constData(), &options);
}

} // namespace

void Sheet::setHeader(const QStringList &titles)
{
    setHeadingRow(0, titles);
    m_headerColumns = int(titles.size());
    if (m_sheet)
        worksheet_freeze_panes(m_sheet, 1, 0);
}

void Sheet::setHeadingRow(int row, const QStringList &titles)
{
    Q_ASSERT(row >= m_lastRow);
    for (int c = 0; c < titles.size(); ++c) {
        if (m_sheet)
            worksheet_write_string(
                m_sheet, lxw_row_t(row), lxw_col_t(c), titles[c].toUtf8().constData(), m_book->m_header);
        widen(c, titles[c], true);
    }
    m_lastRow = std::max(m_lastRow, row);
}

void Sheet::filterColumns()
{
    m_filtered = true;
}

void Sheet::setCell(int row, int column, const QVariant &value, CellStyle style)
{
    Q_ASSERT(row >= m_lastRow); // rows in order: an earlier row is already on disk (newWorkbook)
    const auto r = lxw_row_t(row);
    const auto c = lxw_col_t(column);
    if (value.typeId() == QMetaType::Bool) {
        if (m_sheet)
            worksheet_write_boolean(m_sheet, r, c, value.toBool() ? 1 : 0, nullptr);
        widen(column, QStringLiteral("FALSE"));
    } else if (isNumber(value)) {
        double v = value.toDouble();
        if (!std::isfinite(v))
            return;
        if (style == CellStyle::Percent)
            v /= 100; // Excel's 0.0% shows the fraction × 100
        if (style == CellStyle::Text || style == CellStyle::Boolean)
            style = CellStyle::General;
        if (m_sheet)
            worksheet_write_number(m_sheet, r, c, v, m_book->format(style));
        widen(column, shownNumber(v, style));
    } else {
        const QString text = value.toString().left(kMaxTextLength);
        if (text.isEmpty())
            return;
        if (m_sheet)
            worksheet_write_string(m_sheet, r, c, text.toUtf8().constData(), nullptr);
        widen(column, text);
    }
    m_lastRow = std::max(m_lastRow, row);
}

void Sheet::widen(int column, const QString &shown, bool bold)
{
    if (column >= int(m_widths.size()))
        m_widths.resize(std::size_t(column) + 1, kMinWidth);
    const double width = textWidth(shown) * (bold ? 1.15 : 1.05) + 2; // a margin for the filter button
    m_widths[std::size_t(column)] = std::clamp(width, m_widths[std::size_t(column)], kMaxWidth);
}

void Sheet::finish()
{
    if (!m_sheet)
        return;
    for (std::size_t c = 0; c < m_widths.size(); ++c)
        worksheet_set_column(m_sheet, lxw_col_t(c), lxw_col_t(c), m_widths[c], nullptr);
    if (m_filtered && m_headerColumns > 0)
        worksheet_autofilter(m_sheet, 0, 0, lxw_row_t(m_lastRow), lxw_col_t(m_headerColumns - 1));
}

Workbook::Workbook(const QString &fileName) : m_workbook(newWorkbook(fileName))
{
    if (!m_workbook)
        return;
    for (int s = 0; s < kCellStyleCount; ++s) {
        if (const char *pattern = numberFormat(CellStyle(s))) {
            m_formats[std::size_t(s)] = workbook_add_format(m_workbook);
            format_set_num_format(m_formats[std::size_t(s)], pattern);
        }
    }
    m_header = workbook_add_format(m_workbook);
    format_set_bold(m_header);
    format_set_bottom(m_header, LXW_BORDER_THIN);
}

Workbook::~Workbook()
{
    if (m_workbook && !m_closed)
        lxw_workbook_free(m_workbook); // never closed: nothing is written
}

Sheet &Workbook::addSheet(const QString &name)
{
    QString clean = name;
    clean.remove(QRegularExpression(QStringLiteral("[\\[\\]:*?/\\\\]")));
    clean = clean.left(31).trimmed();
    if (clean.isEmpty())
        clean = QStringLiteral("Sheet%1").arg(m_sheets.size() + 1);
    lxw_worksheet *sheet = m_workbook ? workbook_add_worksheet(m_workbook, clean.toUtf8().constData()) : nullptr;
    m_sheets.push_back(std::unique_ptr<Sheet>(new Sheet(this, sheet)));
    return *m_sheets.back();
}

bool Workbook::close(QString *error)
{
    if (m_closed || !m_workbook) {
        if (error)
            *error = tr("the workbook could not be created");
        return false;
    }
    for (const std::unique_ptr<Sheet> &sheet : m_sheets)
        sheet->finish();
    m_closed = true;
    const lxw_error result = workbook_close(m_workbook); // frees the workbook, written or not
    m_workbook = nullptr;
    if (result == LXW_NO_ERROR)
        return true;
    if (error)
        *error = QString::fromUtf8(lxw_strerror(result));
    return false;
}

} // namespace flopsheet::xlsx
