#include "ui/icons.h"

#include <QPainter>
#include <QPainterPath>
#include <QPixmap>
#include <QSvgRenderer>

#include <functional>

namespace flopsheet::icons {
namespace {

const QColor kInk(0x3c, 0x4a, 0x5c);
const QColor kBlue(0x2a, 0x6f, 0xdb);
const QColor kGreen(0x2e, 0x8b, 0x57);
const QColor kRed(0xc0, 0x39, 0x2b);
const QColor kPaper(0xfb, 0xfc, 0xfe);

// Draws a glyph on a 32×32 canvas at a few sizes; the painter is antialiased, pens scale with it.
QIcon drawn(const std::function<void(QPainter &)> &paint)
{
    QIcon icon;
    for (int size : { 16, 24, 32, 48 }) {
        QPixmap pixmap(size, size);
        pixmap.fill(Qt::transparent);
        QPainter p(&pixmap);
        p.setRenderHint(QPainter::Antialiasing);
        p.scale(size / 32.0, size / 32.0);
        paint(p);
        p.end();
        icon.addPixmap(pixmap);
    }
    return icon;
}

QIcon themed(const char *name, const std::function<void(QPainter &)> &paint)
{
    const QString themeName = QString::fromLatin1(name);
    if (QIcon::hasThemeIcon(themeName))
        return QIcon::fromTheme(themeName);
    return drawn(paint);
}

QPen pen(const QColor &color, qreal width = 2.4)
{
    return QPen(color, width, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
}

void page(QPainter &p)
{
    QPainterPath path;
    path.moveTo(7, 3);
    path.lineTo(19, 3);
    path.lineTo(25, 9);
    path.lineTo(25, 29);
    path.lineTo(7, 29);
    path.closeSubpath();
    p.setPen(pen(kInk, 2));
    p.setBrush(kPaper);
    p.drawPath(path);
    p.drawPolyline(QPolygonF({ QPointF(19, 3), QPointF(19, 9), QPointF(25, 9) }));
}

void grid(QPainter &p, const QRectF &r, const QColor &header)
{
    p.setPen(pen(kInk, 2));
    p.setBrush(kPaper);
    p.drawRoundedRect(r, 2, 2);
    p.fillRect(QRectF(r.left() + 1, r.top() + 1, r.width() - 2, r.height() / 3.5), header);
    p.setPen(pen(kInk, 1.4));
    for (int i = 1; i < 3; ++i) {
        const qreal y = r.top() + r.height() * i / 3.0 + 1;
        p.drawLine(QPointF(r.left(), y), QPointF(r.right(), y));
    }
    p.drawLine(QPointF(r.left() + r.width() / 2.5, r.top()), QPointF(r.left() + r.width() / 2.5, r.bottom()));
}

void plusBadge(QPainter &p, const QColor &color)
{
    p.setPen(Qt::NoPen);
    p.setBrush(color);
    p.drawEllipse(QPointF(24, 24), 7.5, 7.5);
    p.setPen(pen(Qt::white, 2.6));
    p.drawLine(QPointF(24, 19.5), QPointF(24, 28.5));
    p.drawLine(QPointF(19.5, 24), QPointF(28.5, 24));
}

void arrow(QPainter &p, bool up)
{
    p.setPen(pen(kBlue, 3.2));
    const qreal tip = up ? 5 : 27;
    const qreal tail = up ? 27 : 5;
    const qreal wing = up ? 14 : 18;
    p.drawLine(QPointF(16, tail), QPointF(16, tip));
    p.drawPolyline(QPolygonF({ QPointF(7, wing), QPointF(16, tip), QPointF(25, wing) }));
}

void curvedArrow(QPainter &p, bool forward)
{
    p.save();
    if (forward) {
        p.translate(32, 0);
        p.scale(-1, 1);
    }
    QPainterPath path;
    path.moveTo(9, 12);
    path.lineTo(20, 12);
    path.cubicTo(31, 12, 31, 27, 20, 27);
    path.lineTo(12, 27);
    p.setPen(pen(kInk, 3));
    p.setBrush(Qt::NoBrush);
    p.drawPath(path);
    p.drawPolyline(QPolygonF({ QPointF(14, 6), QPointF(8, 12), QPointF(14, 18) }));
    p.restore();
}

} // namespace

QIcon application()
{
    // resources/icons/flopsheet.svg, the one source of the icon: the installed PNGs come from it too.
    QSvgRenderer svg(QStringLiteral(":/icons/flopsheet.svg"));
    QIcon icon;
    for (int size : { 16, 24, 32, 48, 64, 128, 256 }) {
        QPixmap pixmap(size, size);
        pixmap.fill(Qt::transparent);
        QPainter p(&pixmap);
        svg.render(&p);
        p.end();
        icon.addPixmap(pixmap);
    }
    return icon;
}

QIcon newFile()
{
    return themed("document-new", [](QPainter &p) { page(p); });
}

QIcon open()
{
    return themed("document-open", [](QPainter &p) {
        QPainterPath back;
        back.moveTo(3, 8);
        back.lineTo(12, 8);
        back.lineTo(15, 11);
        back.lineTo(27, 11);
        back.lineTo(27, 26);
        back.lineTo(3, 26);
        back.closeSubpath();
        p.setPen(pen(kInk, 2));
        p.setBrush(QColor(0xf4, 0xc4, 0x5a));
        p.drawPath(back);
        QPainterPath front;
        front.moveTo(3, 26);
        front.lineTo(8, 15);
        front.lineTo(30, 15);
        front.lineTo(27, 26);
        front.closeSubpath();
        p.setBrush(QColor(0xf8, 0xd8, 0x84));
        p.drawPath(front);
    });
}

QIcon save()
{
    return themed("document-save", [](QPainter &p) {
        p.setPen(pen(kInk, 2));
        p.setBrush(kBlue);
        p.drawRoundedRect(QRectF(4, 4, 24, 24), 2, 2);
        p.setBrush(kPaper);
        p.drawRect(QRectF(9, 4, 14, 9));
        p.drawRect(QRectF(8, 18, 16, 10));
    });
}

QIcon undo()
{
    return themed("edit-undo", [](QPainter &p) { curvedArrow(p, false); });
}
QIcon redo()
{
    return themed("edit-redo", [](QPainter &p) { curvedArrow(p, true); });
}

QIcon copy()
{
    return themed("edit-copy", [](QPainter &p) {
        p.setPen(pen(kInk, 2));
        p.setBrush(kPaper);
        p.drawRoundedRect(QRectF(4, 4, 16, 19), 2, 2);
        p.drawRoundedRect(QRectF(12, 10, 16, 19), 2, 2);
    });
}

QIcon paste()
{
    return themed("edit-paste", [](QPainter &p) {
        p.setPen(pen(kInk, 2));
        p.setBrush(QColor(0xd9, 0xb3, 0x82));
        p.drawRoundedRect(QRectF(5, 5, 22, 25), 2, 2);
        p.setBrush(kPaper);
        p.drawRect(QRectF(9, 10, 14, 16));
        p.setBrush(kInk);
        p.drawRoundedRect(QRectF(11, 2, 10, 6), 2, 2);
    });
}

QIcon addRow()
{
    return themed("list-add", [](QPainter &p) {
        grid(p, QRectF(3, 4, 22, 18), QColor(0xdd, 0xe6, 0xf3));
        plusBadge(p, kGreen);
    });
}

QIcon catalog()
{
    return drawn([](QPainter &p) {
        p.setPen(pen(kInk, 2));
        p.setBrush(QColor(0xe8, 0xef, 0xfa));
        p.drawRoundedRect(QRectF(4, 3, 19, 24), 2, 2);
        p.setPen(pen(kInk, 1.8));
        for (int y : { 9, 14, 19 })
            p.drawLine(QPointF(8, y), QPointF(19, y));
        plusBadge(p, kGreen);
    });
}

QIcon gpu()
{
    return drawn([](QPainter &p) {
        p.setPen(pen(kInk, 1.8));
        for (int x : { 9, 14, 19 }) {
            p.drawLine(QPointF(x, 2), QPointF(x, 5));
            p.drawLine(QPointF(x, 25), QPointF(x, 28));
            p.drawLine(QPointF(1, x), QPointF(4, x));
        }
        p.setPen(pen(kInk, 2));
        p.setBrush(QColor(0x76, 0xb9, 0x00)); // the green of the chips most plans are about
        p.drawRoundedRect(QRectF(4, 5, 20, 20), 3, 3);
        p.setBrush(QColor(0x2f, 0x3b, 0x2a));
        p.drawRect(QRectF(9, 10, 10, 10));
        plusBadge(p, kGreen);
    });
}

QIcon duplicate()
{
    return drawn([](QPainter &p) {
        grid(p, QRectF(3, 3, 18, 15), QColor(0xdd, 0xe6, 0xf3));
        grid(p, QRectF(11, 13, 18, 15), QColor(0xdd, 0xe6, 0xf3));
    });
}

QIcon deleteRow()
{
    return themed("list-remove", [](QPainter &p) {
        grid(p, QRectF(3, 4, 22, 18), QColor(0xdd, 0xe6, 0xf3));
        p.setPen(Qt::NoPen);
        p.setBrush(kRed);
        p.drawEllipse(QPointF(24, 24), 7.5, 7.5);
        p.setPen(pen(Qt::white, 2.6));
        p.drawLine(QPointF(19.5, 24), QPointF(28.5, 24));
    });
}

QIcon moveUp()
{
    return themed("go-up", [](QPainter &p) { arrow(p, true); });
}
QIcon moveDown()
{
    return themed("go-down", [](QPainter &p) { arrow(p, false); });
}

} // namespace flopsheet::icons
