#pragma once

#include <qcustomplot.h>

namespace flopsheet {

/** A legend entry that elides its plottable's name to a width; the chart shows the whole name on hover. */
class FittedLegendItem : public QCPPlottableLegendItem {
    Q_OBJECT
public:
    FittedLegendItem(QCPLegend *legend, QCPAbstractPlottable *plottable);

    /** The widest the name may be drawn, in pixels; 0: the whole name. */
    void setMaxTextWidth(int pixels) { m_maxTextWidth = pixels; }
    /** What the entry shows when its name is too wide, before it is cut ("Throughput" for "Throughput (left axis)"). */
    void setShortName(const QString &name) { m_shortName = name; }
    /** The name as drawn: whole, or cut with "…". */
    QString shownText() const;
    bool isElided() const;
    /** The plottable's whole name. */
    QString fullName() const { return mPlottable ? mPlottable->name() : QString(); }

protected:
    void draw(QCPPainter *painter) override;
    QSize minimumOuterSizeHint() const override;

private:
    /** What the entry shows and its text's size, kept while the name, font and widths stay the same. */
    struct Fit {
        QString name, shortName, shown;
        QFont font;
        int maxTextWidth = -1;
        int iconHeight = -1;
        QSize textSize;
    };
    const Fit &fit() const;

    int m_maxTextWidth = 0;
    QString m_shortName;
    // QCustomPlot asks every entry's size many times per layout (8,522 times for one 20 × 50 report's
    // 40 charts) and shaping the text each time was 8 % of the report; the answer only changes with its inputs.
    mutable Fit m_fit;
};

namespace chartlegend {

/** Replaces the legend's plain entries with fitted ones, in their order (call after a chart has drawn). */
void useFittedItems(QCPLegend *legend);

/**
 * Lays the entries out for a legend width pixels wide: one column (beside the axes) or as many rows of
 * columns as keep each name readable (below them), eliding the names that are wider than a column.
 * A compact legend (a small chart) has smaller icons and tighter rows.
 */
void fitColumns(QCPLegend *legend, int width, bool oneColumn, bool compact);

/** The whole name of the elided entry at pos; empty when there is none. */
QString elidedNameAt(const QCPLegend *legend, const QPointF &pos);

} // namespace chartlegend
} // namespace flopsheet
