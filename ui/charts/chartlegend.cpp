#include "ui/charts/chartlegend.h"

#include <QRegularExpression>

#include <algorithm>

namespace flopsheet {
namespace {

constexpr int kMinTextWidth = 64; // about ten characters: fewer and the names stop saying which line is which

QList<FittedLegendItem *> fittedItems(const QCPLegend *legend)
{
    QList<FittedLegendItem *> items;
    for (int i = 0; i < legend->elementCount(); ++i) {
        if (auto *item = qobject_cast<FittedLegendItem *>(legend->elementAt(i)))
            items << item;
    }
    return items;
}

} // namespace

FittedLegendItem::FittedLegendItem(QCPLegend *legend, QCPAbstractPlottable *plottable)
    : QCPPlottableLegendItem(legend, plottable)
{
}

const FittedLegendItem::Fit &FittedLegendItem::fit() const
{
    const QString name = mPlottable->name();
    const QFont font = getFont();
    const int iconHeight = mParentLegend->iconSize().height();
    if (m_fit.maxTextWidth == m_maxTextWidth && m_fit.iconHeight == iconHeight && m_fit.name == name
        && m_fit.shortName == m_shortName && m_fit.font == font)
        return m_fit;
    const QFontMetrics metrics(font);
    QString shown = name;
    if (m_maxTextWidth > 0 && metrics.horizontalAdvance(name) > m_maxTextWidth)
        shown = metrics.elidedText(m_shortName.isEmpty() ? name : m_shortName, Qt::ElideRight, m_maxTextWidth);
    m_fit = { name, m_shortName, shown, font, m_maxTextWidth, iconHeight,
        metrics.boundingRect(0, 0, 0, iconHeight, Qt::TextDontClip, shown).size() };
    return m_fit;
}

QString FittedLegendItem::shownText() const
{
    return mPlottable ? fit().shown : QString();
}

bool FittedLegendItem::isElided() const
{
    return mPlottable && shownText() != mPlottable->name();
}

void FittedLegendItem::draw(QCPPainter *painter)
{
    if (!mPlottable)
        return;
    if (!isElided()) {
        QCPPlottableLegendItem::draw(painter);
        return;
    }
    // The base draws the icon and the whole name: keep its icon, then write the shortened name.
    const QSize icon = mParentLegend->iconSize();
    painter->save();
    painter->setClipRect(QRect(mRect.topLeft() - QPoint(2, 2), icon + QSize(4, 4)), Qt::IntersectClip);
    QCPPlottableLegendItem::draw(painter);
    painter->restore();
    const QString text = shownText();
    painter->setFont(getFont());
    painter->setPen(QPen(getTextColor()));
    const QRect textRect = painter->fontMetrics().boundingRect(0, 0, 0, icon.height(), Qt::TextDontClip, text);
    painter->drawText(mRect.x() + icon.width() + mParentLegend->iconTextPadding(), mRect.y(), textRect.width(),
        std::max(textRect.height(), icon.height()), Qt::TextDontClip, text);
}

QSize FittedLegendItem::minimumOuterSizeHint() const
{
    if (!mPlottable)
        return {};
    const QSize icon = mParentLegend->iconSize();
    const QSize text = fit().textSize;
    return { icon.width() + mParentLegend->iconTextPadding() + text.width() + mMargins.left() + mMargins.right(),
        std::max(text.height(), icon.height()) + mMargins.top() + mMargins.bottom() };
}

namespace chartlegend {

void useFittedItems(QCPLegend *legend)
{
    QList<QCPAbstractPlottable *> plottables;
    bool plain = false;
    for (int i = 0; i < legend->itemCount(); ++i) {
        auto *item = qobject_cast<QCPPlottableLegendItem *>(legend->item(i));
        if (!item)
            continue;
        plottables << item->plottable();
        plain = plain || !qobject_cast<FittedLegendItem *>(item);
    }
    if (!plain)
        return;
    legend->clearItems();
    for (QCPAbstractPlottable *plottable : std::as_const(plottables))
        legend->addItem(new FittedLegendItem(legend, plottable));
}

void fitColumns(QCPLegend *legend, int width, bool oneColumn, bool compact)
{
    const QList<FittedLegendItem *> items = fittedItems(legend);
    if (items.isEmpty())
        return;
    legend->setIconSize(compact ? QSize(20, 12) : QSize(32, 18));
    legend->setIconTextPadding(compact ? 4 : 7);
    legend->setMargins(compact ? QMargins(4, 2, 4, 2) : QMargins(7, 5, 7, 4));
    legend->setRowSpacing(compact ? 0 : 3);
    legend->setColumnSpacing(compact ? 4 : 8);
    const int count = int(items.size());
    const QMargins itemMargins = items.first()->margins();
    const int chrome
        = legend->iconSize().width() + legend->iconTextPadding() + itemMargins.left() + itemMargins.right();
    const int inner = width - legend->margins().left() - legend->margins().right() - 4;
    int columns = 1;
    int textWidth = 0;
    if (oneColumn) {
        textWidth = std::max(kMinTextWidth, inner - chrome);
    } else {
        // A small chart: as many columns as leave each name kMinTextWidth, so the legend takes few rows.
        // A larger one: as many as show every name whole, unless that takes two more rows.
        const QFontMetrics metrics(legend->font());
        int widest = 0;
        for (const FittedLegendItem *item : items)
            widest = std::max(widest, metrics.horizontalAdvance(item->fullName()));
        auto columnText = [&](int c) { return (inner - (c - 1) * legend->columnSpacing()) / c - chrome; };
        auto rowsOf = [count](int c) { return (count + c - 1) / c; };
        auto mostColumns = [&](int text) {
            int c = count;
            while (c > 1 && columnText(c) < text)
                --c;
            return c;
        };
        const int dense = mostColumns(std::min(widest, kMinTextWidth));
        const int whole = mostColumns(widest);
        columns = compact || columnText(whole) < widest || rowsOf(whole) > rowsOf(dense) + 1 ? dense : whole;
        const int rows = rowsOf(columns);
        while (columns > 1 && (count + columns - 2) / (columns - 1) == rows)
            --columns;
        textWidth = std::max(kMinTextWidth, columnText(columns));
    }
    // A name without its closing aside ("(left axis)") where that still tells it from the others.
    QStringList bare;
    static const QRegularExpression aside(QStringLiteral("\\s*[(\uFF08][^()\uFF08\uFF09]*[)\uFF09]\\s*$"));
    for (const FittedLegendItem *item : items)
        bare << QString(item->fullName()).remove(aside);
    for (qsizetype i = 0; i < items.size(); ++i) {
        const bool unique = !bare[i].isEmpty() && bare.count(bare[i]) == 1;
        items[i]->setShortName(unique ? bare[i] : QString());
        items[i]->setMaxTextWidth(textWidth);
    }
    const QCPLayoutGrid::FillOrder order = oneColumn ? QCPLayoutGrid::foRowsFirst : QCPLayoutGrid::foColumnsFirst;
    const int wrap = oneColumn ? 0 : columns;
    if (legend->fillOrder() == order && legend->wrap() == wrap)
        return;
    // The entries are taken out and added again in their order, so the legend reads the same either way.
    for (FittedLegendItem *item : items)
        legend->take(item);
    legend->simplify();
    legend->setWrap(wrap);
    legend->setFillOrder(order, false);
    for (FittedLegendItem *item : items)
        legend->addElement(item);
}

QString elidedNameAt(const QCPLegend *legend, const QPointF &pos)
{
    if (!legend->visible())
        return {};
    for (const FittedLegendItem *item : fittedItems(legend)) {
        if (item->outerRect().contains(pos.toPoint()) && item->isElided())
            return item->fullName();
    }
    return {};
}

} // namespace chartlegend
} // namespace flopsheet
