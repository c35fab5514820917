#pragma once

#include <QLineF>
#include <QList>
#include <QPointF>
#include <QRectF>
#include <QStringList>

#include <functional>
#include <vector>

class QCPAxis;
class QCPAxisRect;
class QCPItemLine;
class QCPItemText;

namespace flopsheet {

/** A place a label may take: one of its sides touching a point of the chart (in pixels), a few pixels off. */
struct LabelSpot {
    std::function<QPointF()> anchor; ///< evaluated at each layout, so the spot follows zoom and size
    Qt::Alignment alignment = Qt::AlignCenter; ///< the side or corner of the label at anchor + offset
    QPointF offset;
};

/** A pixel point that follows the axes: (key, value) on x and y. */
std::function<QPointF()> plotPoint(QCPAxis *x, QCPAxis *y, double key, double value);
/** The four spots beside a point, first to its upper right, then upper left, lower right, lower left. */
QList<LabelSpot> spotsAround(const std::function<QPointF()> &anchor, double dx, double dy);
/** Spots beside a vertical line at key: at the top of the axes right of it, then left, then at the bottom. */
QList<LabelSpot> spotsBesideLine(QCPAxis *x, QCPAxisRect *rect, double key);

/**
 * Keeps a chart's text labels readable at every size: each label takes the first of its spots that lies
 * inside the axes and clear of the labels placed before it (higher priority first) and of what must stay
 * visible, covering as few markers as it can; when its text fits nowhere a shorter one is tried, and a
 * label that still fits nowhere is hidden, its text left to a tooltip at its point. A callout's leader is kept
 * out of other callouts, and a plain label off the lines it is not about (addLine), where it can be. Where an
 * arrangement hides a label, it is tried again with leaders free to cross and then a step down each label's list of
 * texts; the first that hides fewest is kept, and of two at the same texts the one whose leaders cross fewer callouts.
 */
class ChartLabels {
public:
    struct Options {
        int priority = 0; ///< higher: placed earlier
        QStringList shorterTexts; ///< tried in turn where the label's own text fits nowhere
        /// how many of shorterTexts, first to last, still say what the label is: a callout steps down to them to
        /// keep a leader out of another callout
        int plainerTexts = 0;
        QCPItemLine *leader = nullptr; ///< drawn from the label to its anchor, so the label may stand off
        double slackPx = 0; ///< how far the label may slide from a spot to stay inside the axes
        int group = -1; ///< the labels of a group show all together or not at all (a row of bar values)
        int wrapLines = 0; ///< > 0: the text wraps to the axes' width in at most this many lines
        bool roam = false; ///< with a leader: where no spot suits, anywhere in the axes clear of the markers
        bool decoration = false; ///< shown where there is room: hiding it is no reason to shorten another label
    };

    void add(QCPItemText *label, QList<LabelSpot> spots, const Options &options);
    /** Something a label must never cover (a capacity line, a bar), in pixels at each layout. */
    void addObstacle(std::function<QRectF()> rect);
    /** A line a label without a leader should not lie across (a limit's line: a label on it reads as the line's
     * own); dearer than any other spot, but no reason to hide the label. In pixels at each layout. */
    void addLine(std::function<QLineF()> line);
    /** The chart's markers, which labels avoid covering where they can. */
    void setMarkers(std::function<QList<QPointF>()> markers) { m_markers = std::move(markers); }
    void clear();

    /** Places every label inside bounds (the axes, in pixels); call once the plot is laid out. */
    void place(const QRectF &bounds);

    /** The text of a label hidden for want of room whose point is within radius of pos; empty if none. */
    QString hiddenTextAt(const QPointF &pos, double radius) const;

private:
    struct Entry {
        QCPItemText *item;
        QString text;
        QList<LabelSpot> spots;
        Options options;
    };
    /** What an arrangement has placed so far, in pixels: every label's box, the callouts' (labels with a
     * leader) among them, and the leaders drawn. */
    struct Placed {
        QList<QRectF> boxes;
        QList<QRectF> callouts;
        QList<QLineF> leaders;
    };
    struct Hidden {
        QPointF anchor;
        QString text;
    };
    /** How good an arrangement is: the labels it hides (decorations aside), then the leaders running through
     * another callout. */
    struct Outcome {
        int hidden = 0;
        int crossings = 0;
    };
    /** How an arrangement is made: each label from its text `shorter` steps down its list (its shortest at the
     * most), and whether callouts keep their leaders out of each other where they can. */
    struct Attempt {
        int shorter = 0;
        bool clearLeaders = true;
    };
    Outcome placeAll(
        const QRectF &bounds, const QList<QRectF> &hard, const QList<QPointF> &markers, const Attempt &attempt);
    bool placeOne(const Entry &entry, const QRectF &bounds, const QList<QRectF> &hard, const QList<QPointF> &markers,
        Placed &placed, const Attempt &attempt);
    void hide(const Entry &entry);

    std::vector<Entry> m_entries;
    std::vector<std::function<QRectF()>> m_obstacles;
    std::vector<std::function<QLineF()>> m_lines;
    QList<QLineF> m_lineCache; ///< m_lines at this layout
    std::function<QList<QPointF>()> m_markers;
    std::vector<Hidden> m_hidden;
};

} // namespace flopsheet
