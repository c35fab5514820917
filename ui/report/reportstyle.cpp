#include "ui/report/reportstyle.h"

#include <QLocale>
#include <QPaintDevice>

namespace flopsheet {
namespace {

QFont font(const QStringList &families, qreal points, bool bold = false)
{
    QFont f;
    f.setFamilies(families);
    f.setPointSizeF(points);
    f.setBold(bold);
    f.setStyleHint(QFont::SansSerif);
    // No ligatures: "ﬁt" as one glyph would read back as a different word when the PDF is searched,
    // copied or read by pdftotext. Complex scripts are still shaped.
    f.setStyleStrategy(QFont::PreferNoShaping);
    return f;
}

} // namespace

ReportStyle ReportStyle::forDevice(const QPaintDevice *device)
{
    const bool chinese = QLocale().language() == QLocale::Chinese;
    const QString latin = QStringLiteral("DejaVu Sans");
    const QString cjk = QStringLiteral("Noto Sans CJK SC");
    const QStringList families = chinese ? QStringList { cjk, latin } : QStringList { latin, cjk };
    ReportStyle s;
    s.body = font(families, 9.5);
    s.small = font(families, 8);
    s.table = font(families, 7.5);
    s.tableHeader = font(families, 7.5, true);
    s.heading1 = font(families, 15, true);
    s.heading2 = font(families, 11, true);
    s.title = font(families, 26, true);
    s.deviceScale = device ? device->logicalDpiY() / 96.0 : 1.0;
    return s;
}

QTextCharFormat ReportStyle::format(const QFont &f, const QColor &color) const
{
    QTextCharFormat format;
    format.setFont(f);
    format.setForeground(color);
    return format;
}

} // namespace flopsheet
