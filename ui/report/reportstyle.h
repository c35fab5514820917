#pragma once

#include <QColor>
#include <QFont>
#include <QTextCharFormat>

class QPaintDevice;

namespace flopsheet {

/**
 * The typography of a planning report: one font family throughout (Noto Sans CJK SC first for a
 * Chinese report, so Han characters and Latin digits share one design; DejaVu Sans first otherwise,
 * with the CJK font as fallback for names written in Chinese), a few sizes, and the colours of rules
 * and table headers, chosen to stay distinct when printed in grey.
 */
struct ReportStyle {
    QFont body;
    QFont small;
    QFont table;
    QFont tableHeader;
    QFont heading1;
    QFont heading2;
    QFont title;
    QColor ink = QColor(0x1a, 0x1a, 0x1a);
    QColor muted = QColor(0x5f, 0x66, 0x6d);
    QColor accent = QColor(0x1f, 0x4e, 0x79);
    QColor rule = QColor(0xb4, 0xbe, 0xc8);
    QColor headerFill = QColor(0xe3, 0xea, 0xf2);
    QColor zebraFill = QColor(0xf5, 0xf7, 0xf9);
    QColor warning = QColor(0x8a, 0x4b, 0x00);
    /** Device pixels per format unit: QTextDocument's layout scales every length in a format (margins,
     *  padding, fixed column widths) from 96 dpi to the device; page and object sizes stay device pixels. */
    qreal deviceScale = 1;

    /** The style for the current default QLocale (Chinese or not), measured for a device. */
    static ReportStyle forDevice(const QPaintDevice *device);
    /** Points to format units (for QTextFormat lengths). */
    qreal pt(qreal points) const { return points * 96.0 / 72.0; }
    /** Device pixels (font metrics, page sizes) to format units. */
    qreal fromDevice(qreal px) const { return px / deviceScale; }
    QTextCharFormat format(const QFont &font, const QColor &color) const;
};

} // namespace flopsheet
