#pragma once

#include <QPainter>
#include <QRectF>

namespace flopsheet {

/**
 * Whether a text object (a chart, a table slice) that the layout placed at rect belongs to the page the
 * painter is clipped to. Drawing a page, the layout also reaches blocks of the page above whose margins
 * run into it, and a page's top is off by a pixel or more after hundreds of pages of rounding; an object
 * never spans two pages, so its centre tells its page.
 */
inline bool onClippedPage(const QPainter &painter, const QRectF &rect)
{
    if (!painter.hasClipping())
        return true;
    const QRectF clip = painter.clipBoundingRect();
    const qreal centre = rect.center().y();
    return centre >= clip.top() && centre < clip.bottom();
}

} // namespace flopsheet
