#include "ui/charts/chartview.h"

#include "core/document/project.h"
#include "ui/charts/chartlegend.h"
#include "ui/charts/chartstyle.h"
#include "ui/charts/charttext.h"

#include <qcustomplot.h>

#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QMenu>
#include <QMessageBox>
#include <QToolButton>
#include <QToolTip>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace flopsheet {
namespace {

constexpr double kHoverPx = 9;
constexpr int kWideChart = 900; ///< from this width the legend is a column beside the axes

bool hasIncludedGpu(const Project &project)
{
    for (int h = 0; h < project.hardwareCount(); ++h) {
        if (project.hardware(h).included)
            return true;
    }
    return false;
}

// The pixel span along its axis of each tick label in view, in order.
std::vector<std::pair<double, double>> tickLabelSpans(const QCPAxis *axis)
{
    std::vector<std::pair<double, double>> spans;
    const QVector<double> ticks = axis->tickVector();
    const QVector<QString> labels = axis->tickVectorLabels();
    const QFontMetrics metrics(axis->tickLabelFont());
    const bool horizontal = axis->orientation() == Qt::Horizontal;
    for (qsizetype i = 0; i < ticks.size() && i < labels.size(); ++i) {
        if (labels[i].isEmpty() || !axis->range().contains(ticks[i]))
            continue;
        const double at = axis->coordToPixel(ticks[i]);
        const double half = horizontal ? charttext::widestLine(labels[i], axis->tickLabelFont()) / 2.0
                                       : metrics.height() * double(labels[i].count(u'\n') + 1) / 2.0;
        spans.push_back({ at - half, at + half });
    }
    std::sort(spans.begin(), spans.end());
    return spans;
}

} // namespace

ChartView::ChartView(QWidget *parent)
    : QWidget(parent), m_plot(new QCustomPlot(this)), m_title(new QCPTextElement(m_plot)), m_body(new QCPLayoutGrid),
      m_legendColumn(new QCPLayoutGrid), m_controls(new QHBoxLayout)
{
    m_plot->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    // Small enough for the chart dock of a 1024 × 700 window.
    m_plot->setMinimumSize(260, 180);
    m_plot->setContextMenuPolicy(Qt::CustomContextMenu);
    m_plot->setNoAntialiasingOnDrag(true);
    m_plot->setAntialiasedElements(QCP::aeAll);
    // The title on top; under it the axes, with the legend beside them (wide) or below them (narrow),
    // never over the data. The axes sit in a grid of their own, so the legend row below never bounds
    // their width.
    QCPLayoutGrid *layout = m_plot->plotLayout();
    QCPAxisRect *axes = m_plot->axisRect();
    layout->take(axes);
    layout->simplify();
    QFont titleFont = font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() + 2);
    m_title->setFont(titleFont);
    layout->addElement(0, 0, m_title);
    layout->addElement(1, 0, m_body);
    m_body->addElement(0, 0, axes);
    m_body->addElement(0, 1, m_legendColumn);
    m_body->setColumnStretchFactor(1, 0.01);
    axes->insetLayout()->take(m_plot->legend);
    m_legendColumn->addElement(0, 0, m_plot->legend);
    m_legendColumn->addElement(1, 0, new QCPLayoutElement(m_plot));
    m_legendColumn->setRowStretchFactor(0, 0.01);
    m_legendColumn->setMargins(QMargins(0, 10, 8, 10));
    m_plot->legend->setVisible(true);
    // A pixel inside the plot's edge, so a legend's frame on the last row is not cut.
    layout->setMargins(QMargins(1, 1, 2, 2));
    chartstyle::styleAxes(m_plot);

    auto *exportButton = new QToolButton(this);
    exportButton->setText(tr("Export…"));
    exportButton->setToolTip(tr("Save the chart as PNG or PDF"));
    connect(exportButton, &QToolButton::clicked, this, &ChartView::exportChart);
    m_controls->setContentsMargins(4, 2, 4, 0);
    m_controls->addStretch(1);
    m_controls->addWidget(exportButton);

    auto *vbox = new QVBoxLayout(this);
    vbox->setContentsMargins(0, 0, 0, 0);
    vbox->setSpacing(2);
    vbox->addLayout(m_controls);
    vbox->addWidget(m_plot, 1);
    setMinimumWidth(280);

    connect(m_plot, &QCustomPlot::mouseMove, this, &ChartView::onMouseMove);
    connect(m_plot, &QCustomPlot::mousePress, this, &ChartView::onMousePress);
    connect(m_plot, &QCustomPlot::mouseRelease, this, &ChartView::onMouseRelease);
    connect(m_plot, &QWidget::customContextMenuRequested, this, &ChartView::showContextMenu);
    connect(m_plot, &QCustomPlot::beforeReplot, this, [this] { adaptToSize(m_plot->width(), m_plot->height()); });
    // Every layout (a replot, an export or a report at its own size) fits the text to the room it got.
    connect(m_plot, &QCustomPlot::afterLayout, this, &ChartView::fitToLayout);
}

void ChartView::setTitle(const QString &title, const QString &shortTitle)
{
    m_fullTitle = title;
    m_shortTitle = shortTitle;
    m_title->setText(title);
}

void ChartView::setShortAxisLabel(QCPAxis *axis, const QString &shortLabel)
{
    m_axisTitles[axis].shortened = shortLabel;
}

void ChartView::setShortCategoryLabel(double key, const QString &shortLabel)
{
    m_shortCategoryLabels[key] = shortLabel;
}

QString ChartView::subject() const
{
    return tr("this chart");
}

// Before each layout: where the legend goes, the title's lines and how many ticks the size allows.
void ChartView::adaptToSize(int width, int height)
{
    m_adaptedSize = QSize(width, height);
    m_plot->axisRect()->setMinimumMargins(QMargins());
    arrangeLegend(width, height);
    fitTitle(width);
    if (m_emptyText) {
        const int room = std::min(width - 40, 440);
        m_emptyText->setText(charttext::wrap(m_emptyMessage, m_emptyText->font(), room, 6).text);
    }
    const bool wide = width >= kWideChart;
    const int xTicks = std::clamp((width - (wide ? 320 : 140)) / 95, 2, 12);
    const int yTicks = std::clamp((height - 160) / 45, 2, 12);
    // A narrow chart writes large ticks short ("$300k"): the value axes then leave the data more room.
    const bool compact = width < 520;
    // A horizontal log axis writes a decade in a few characters ("10", "1k"): it starts from twice the ticks, so
    // a narrow dock labels every decade or every other rather than every third; thinTicks takes off what touches.
    for (QCPAxis *axis : m_plot->axisRect()->axes()) {
        const bool horizontal = axis->orientation() == Qt::Horizontal;
        const int factor = horizontal && axis->scaleType() == QCPAxis::stLogarithmic ? 2 : 1;
        if (!qSharedPointerDynamicCast<QCPAxisTickerText>(axis->ticker()))
            axis->ticker()->setTickCount(factor * (horizontal ? xTicks : yTicks));
        chartstyle::setCompactTicks(axis, compact);
    }
    adaptChart(QSize(width, height));
}

// Wide charts keep the legend in a column at the right; narrow ones (the dock beside the tables) put
// it in rows below. A hidden or empty legend leaves the layout: it would still bound its column.
void ChartView::arrangeLegend(int width, int height)
{
    QCPLegend *legend = m_plot->legend;
    QCPLayoutGrid *layout = m_plot->plotLayout();
    if (auto *grid = qobject_cast<QCPLayoutGrid *>(legend->layout())) {
        grid->take(legend);
        if (grid == layout)
            layout->simplify();
    }
    const bool show = legend->visible() && legend->itemCount() > 0;
    const bool wide = show && width >= kWideChart;
    if (wide && m_legendColumn->layout() != m_body) {
        m_body->addElement(0, 1, m_legendColumn);
        m_body->setColumnStretchFactor(1, 0.01);
    } else if (!wide && m_legendColumn->layout() == m_body) {
        m_body->take(m_legendColumn);
        m_body->simplify();
    }
    if (!show)
        return;
    if (wide) {
        m_legendColumn->addElement(0, 0, legend);
    } else {
        layout->addElement(2, 0, legend);
        layout->setRowStretchFactor(2, 0.001);
    }
    chartlegend::fitColumns(legend, wide ? std::max(180, width / 4) : width - 4, wide, width < 560 || height < 420);
}

// Two lines of the whole title where they fit, else of the short one, cut only if that is too long.
void ChartView::fitTitle(int width)
{
    const int room = width - 16;
    charttext::Wrapped title = charttext::wrap(m_fullTitle, m_title->font(), room, 2);
    bool shortened = false;
    if (title.elided && !m_shortTitle.isEmpty()) {
        title = charttext::wrap(m_shortTitle, m_title->font(), room, 2);
        shortened = true;
    }
    m_titleCut = shortened || title.elided;
    m_title->setText(title.text);
}

void ChartView::rebuild(const ChartInput &input, Replot replot)
{
    m_input = input;
    m_hoverPoints.clear();
    m_labels.clear();
    m_axisTitles.clear();
    m_categoryLabels.clear();
    m_shortCategoryLabels.clear();
    m_emptyMessage.clear();
    m_emptyText = nullptr;
    m_shortTitle.clear();
    // The chart's draw makes new axes and tickers at QCustomPlot's defaults: the next layout adapts them
    // to the size afresh, even at the size the last chart had.
    m_adaptedSize = QSize();
    m_plot->clearPlottables();
    m_plot->clearItems();
    // Axes a chart added (a third value axis) go; each draw adds its own.
    QCPAxisRect *axes = m_plot->axisRect();
    for (QCPAxis::AxisType type : { QCPAxis::atLeft, QCPAxis::atRight, QCPAxis::atTop, QCPAxis::atBottom }) {
        const QList<QCPAxis *> extra = axes->axes(type);
        for (qsizetype i = 1; i < extra.size(); ++i)
            axes->removeAxis(extra[i]);
    }
    m_plot->legend->setVisible(true);
    for (QCPAxis *axis : axes->axes()) {
        axis->setLabel(QString());
        axis->setTickLabels(true);
        axis->setTickLabelRotation(0);
        const bool primary = axis == m_plot->xAxis || axis == m_plot->yAxis;
        axis->setVisible(primary);
        axis->grid()->setVisible(primary);
    }
    QString empty;
    const bool needsWorkload = followsWorkload() && input.project;
    if (!input.project)
        empty = tr("Select a workload to chart it.");
    else if (needsWorkload && input.project->workloadCount() == 0)
        empty = tr("Add a workload and a GPU type to see %1.").arg(subject());
    else if (needsWorkload && !hasIncludedGpu(*input.project))
        empty = tr("Add a GPU type, or include one in the Hardware table, to see %1.").arg(subject());
    else if (needsWorkload && (!input.results || input.workloadRow < 0))
        empty = tr("Select a workload to chart it.");
    else
        empty = draw(input);
    if (!empty.isEmpty()) {
        if (!input.project || (needsWorkload && (input.workloadRow < 0 || !hasIncludedGpu(*input.project))))
            setTitle(QString());
        showEmpty(empty);
    } else {
        chartlegend::useFittedItems(m_plot->legend);
        rememberFullText();
        m_labels.setMarkers([this] {
            QList<QPointF> markers;
            for (const HoverPoint &p : m_hoverPoints)
                markers << QPointF(p.xAxis->coordToPixel(p.x), p.yAxis->coordToPixel(p.y));
            return markers;
        });
    }
    // Draw now, paint with the window's other updates: a slider step repaints the window once. A caller
    // that paints the plot itself (a report's toPainter) gets the same layout pass without the draw,
    // which it would throw away: the layout and the fitting that follows it (afterLayout).
    if (replot == Replot::Now) {
        m_plot->replot(QCustomPlot::rpQueuedRefresh);
    } else {
        relayout();
        emit m_plot->afterLayout(); // what QCustomPlot's own layout pass ends with
    }
}

// No axes, no legend: the reason, wrapped, in the middle of the chart.
void ChartView::showEmpty(const QString &message)
{
    m_plot->clearPlottables();
    m_plot->clearItems();
    m_labels.clear();
    m_hoverPoints.clear();
    m_plot->legend->setVisible(false);
    for (QCPAxis *axis : m_plot->axisRect()->axes()) {
        axis->setVisible(false);
        axis->grid()->setVisible(false);
    }
    m_emptyMessage = message;
    m_emptyText = new QCPItemText(m_plot);
    m_emptyText->setClipToAxisRect(false);
    m_emptyText->position->setType(QCPItemPosition::ptAxisRectRatio);
    m_emptyText->position->setCoords(0.5, 0.5);
    m_emptyText->setPositionAlignment(Qt::AlignCenter);
    m_emptyText->setTextAlignment(Qt::AlignHCenter);
    QFont big = m_plot->font();
    big.setPointSizeF(big.pointSizeF() + 1);
    m_emptyText->setFont(big);
    m_emptyText->setColor(QColor(0x60, 0x60, 0x60));
    m_emptyText->setText(message);
}

// The texts as the chart drew them, which the fitting shortens and restores at each size.
void ChartView::rememberFullText()
{
    for (QCPAxis *axis : m_plot->axisRect()->axes())
        m_axisTitles[axis].full = axis->label();
    if (auto text = qSharedPointerDynamicCast<QCPAxisTickerText>(m_plot->xAxis->ticker()))
        m_categoryLabels = text->ticks();
}

void ChartView::fitToLayout()
{
    if (m_fitting)
        return;
    m_fitting = true;
    // Drawn at a size nobody adapted the chart to (a report paints a plot that was never shown): adapt
    // now, from the start, so nothing fitted for another size stays.
    if (m_plot->viewport().size() != m_adaptedSize) {
        adaptToSize(m_plot->viewport().width(), m_plot->viewport().height());
        relayout();
    }
    if (!m_emptyMessage.isEmpty()) {
        m_fitting = false;
        return;
    }
    // Each fix can change the room the others have: a few rounds settle it.
    for (int round = 0; round < 5; ++round) {
        bool changed = fitAxisTitles();
        changed = fitCategoryLabels() || changed;
        changed = thinTicks() || changed;
        changed = keepTickLabelsInside() || changed;
        if (!changed)
            break;
        relayout();
    }
    m_labels.place(m_plot->axisRect()->rect());
    m_fitting = false;
}

void ChartView::relayout()
{
    QCPLayoutGrid *layout = m_plot->plotLayout();
    layout->update(QCPLayoutElement::upPreparation);
    layout->update(QCPLayoutElement::upMargins);
    layout->update(QCPLayoutElement::upLayout);
}

// An axis title longer than its axis takes the chart's short one, or is cut.
bool ChartView::fitAxisTitles()
{
    bool changed = false;
    for (auto it = m_axisTitles.cbegin(); it != m_axisTitles.cend(); ++it) {
        QCPAxis *axis = it.key();
        if (!axis->visible() || it->full.isEmpty())
            continue;
        const QRect rect = axis->axisRect()->rect();
        const int length = (axis->orientation() == Qt::Horizontal ? rect.width() : rect.height()) - 4;
        const QFontMetrics metrics(axis->labelFont());
        QString label = it->full;
        if (metrics.horizontalAdvance(label) > length && !it->shortened.isEmpty())
            label = it->shortened;
        if (metrics.horizontalAdvance(label) > length)
            label = metrics.elidedText(label, Qt::ElideRight, std::max(length, 24));
        if (axis->label() != label) {
            axis->setLabel(label);
            changed = true;
        }
    }
    return changed;
}

// Category names (GPU types) stand level while each fits its slot; else they turn, on one line, cut to a
// third of the chart's height, and where even turned lines would touch only every few show (all on hover).
bool ChartView::fitCategoryLabels()
{
    auto ticker = qSharedPointerDynamicCast<QCPAxisTickerText>(m_plot->xAxis->ticker());
    if (!ticker || m_categoryLabels.isEmpty() || !m_plot->xAxis->visible())
        return false;
    QCPAxis *axis = m_plot->xAxis;
    const QList<double> keys = m_categoryLabels.keys();
    double slot = axis->axisRect()->width();
    if (keys.size() > 1)
        slot = std::abs(axis->coordToPixel(keys[1]) - axis->coordToPixel(keys[0]));
    const QFont font = axis->tickLabelFont();
    const QFontMetrics metrics(font);
    // Level names need each line clear of the same line of the names beside it (and of the axes' ends).
    bool level = true;
    QList<int> previous, widths; // each line's width, measured once (shaping text is most of this function)
    for (const QString &label : std::as_const(m_categoryLabels)) {
        widths.clear();
        for (const QStringView line : QStringView(label).split(u'\n'))
            widths << metrics.horizontalAdvance(line.toString());
        for (qsizetype l = 0; l < widths.size(); ++l) {
            const int before = l < previous.size() ? previous[l] : 0;
            level = level && (widths[l] + before) / 2.0 + 8 <= slot && widths[l] + 4 <= axis->axisRect()->width();
        }
        if (!level)
            break; // one label that does not fit turns them all
        std::swap(previous, widths);
    }
    QMap<double, QString> shown = m_categoryLabels;
    double rotation = 0;
    if (!level) {
        const double line = metrics.height() + 2;
        const int every = std::max(1, int(std::ceil(line / std::max(slot, 1.0))));
        const double radians = std::clamp(std::asin(std::min(1.0, line / (slot * every))), 0.6, std::numbers::pi / 2);
        const double longest
            = std::max(40.0, (m_plot->viewport().height() / 3.0 - line * std::cos(radians)) / std::sin(radians));
        int i = 0;
        for (auto it = shown.begin(); it != shown.end(); ++it, ++i) {
            QString flat = m_shortCategoryLabels.value(it.key(), it.value());
            flat.replace(u'\n', u' ');
            it.value() = i % every ? QString() : metrics.elidedText(flat, Qt::ElideRight, int(longest));
        }
        rotation = -std::round(radians * 180 / std::numbers::pi);
    }
    bool changed = false;
    if (ticker->ticks() != shown) {
        ticker->setTicks(shown);
        changed = true;
    }
    if (axis->tickLabelRotation() != rotation) {
        axis->setTickLabelRotation(rotation);
        changed = true;
    }
    return changed;
}

// Numeric tick labels that would touch: fewer ticks.
bool ChartView::thinTicks()
{
    bool changed = false;
    for (QCPAxis *axis : m_plot->axisRect()->axes()) {
        if (!axis->visible() || !axis->tickLabels() || qSharedPointerDynamicCast<QCPAxisTickerText>(axis->ticker()))
            continue;
        const auto spans = tickLabelSpans(axis);
        const double gap = axis->orientation() == Qt::Horizontal ? 10 : 2;
        bool touch = false;
        for (size_t i = 1; i < spans.size(); ++i)
            touch = touch || spans[i].first < spans[i - 1].second + gap;
        const int count = axis->ticker()->tickCount();
        if (touch && count > 2) {
            // A log axis changes its ticks only when the count crosses to a sparser 1-2-5 set, which one tick
            // less rarely does: a quarter less at a time gets there within the rounds (a wide time axis wrote
            // "500,0001,000,000").
            const bool log = axis->scaleType() == QCPAxis::stLogarithmic;
            axis->ticker()->setTickCount(std::max(2, log ? std::min(count - 1, count * 3 / 4) : count - 1));
            changed = true;
        }
    }
    return changed;
}

// The end labels of a horizontal axis hang past its ends (centred on their ticks, or turned to the left):
// the axes give them the margin they need, so the plot's edge never cuts them.
bool ChartView::keepTickLabelsInside()
{
    QCPAxisRect *rect = m_plot->axisRect();
    const QRect view = m_plot->viewport();
    int left = 0;
    int right = 0;
    for (QCPAxis *axis : { m_plot->xAxis, m_plot->xAxis2 }) {
        if (!axis->visible() || !axis->tickLabels())
            continue;
        const double turned = axis->tickLabelRotation() * std::numbers::pi / 180;
        const QVector<double> ticks = axis->tickVector();
        const QVector<QString> labels = axis->tickVectorLabels();
        for (qsizetype i = 0; i < ticks.size() && i < labels.size(); ++i) {
            if (labels[i].isEmpty() || !axis->range().contains(ticks[i]))
                continue;
            const double at = axis->coordToPixel(ticks[i]);
            const double width = charttext::widestLine(labels[i], axis->tickLabelFont());
            const double from = turned < 0 ? at - width * std::cos(turned) - 4 : at - width / 2;
            const double to = turned < 0 ? at + 4 : at + width / 2;
            left = std::max(left, int(std::ceil(view.left() + 2 - from)));
            right = std::max(right, int(std::ceil(to - (view.right() - 2))));
        }
    }
    if (left <= 0 && right <= 0)
        return false;
    QMargins margins = rect->minimumMargins();
    if (left > 0)
        margins.setLeft(rect->margins().left() + left);
    if (right > 0)
        margins.setRight(rect->margins().right() + right);
    rect->setMinimumMargins(margins);
    return true;
}

void ChartView::addHoverPoint(QCPAxis *xAxis, QCPAxis *yAxis, double x, double y, const QString &text, int hardwareRow)
{
    m_hoverPoints.push_back({ xAxis, yAxis, x, y, text, hardwareRow });
}

QStringList ChartView::hoverTexts() const
{
    QStringList texts;
    for (const HoverPoint &p : m_hoverPoints)
        texts << p.text;
    return texts;
}

int ChartView::hoverPointAt(const QPointF &pos) const
{
    int best = -1;
    double bestDistance = kHoverPx * kHoverPx;
    for (size_t i = 0; i < m_hoverPoints.size(); ++i) {
        const HoverPoint &p = m_hoverPoints[i];
        const double dx = p.xAxis->coordToPixel(p.x) - pos.x();
        const double dy = p.yAxis->coordToPixel(p.y) - pos.y();
        const double d = dx * dx + dy * dy;
        if (d <= bestDistance) {
            bestDistance = d;
            best = int(i);
        }
    }
    return best;
}

// The whole text of whatever the fitting shortened or hid at pos: a label, a legend name, the title,
// an axis title or a category name.
QString ChartView::cutTextAt(const QPointF &pos) const
{
    QString text = m_labels.hiddenTextAt(pos, kHoverPx);
    if (text.isEmpty())
        text = chartlegend::elidedNameAt(m_plot->legend, pos);
    if (!text.isEmpty())
        return text;
    if (m_titleCut && m_title->outerRect().contains(pos.toPoint()))
        return m_fullTitle;
    for (auto it = m_axisTitles.cbegin(); it != m_axisTitles.cend(); ++it) {
        QCPAxis *axis = it.key();
        QVariant part;
        if (axis->visible() && axis->label() != it->full && axis->selectTest(pos, false, &part) >= 0
            && part.value<QCPAxis::SelectablePart>() == QCPAxis::spAxisLabel)
            return it->full;
    }
    auto ticker = qSharedPointerDynamicCast<QCPAxisTickerText>(m_plot->xAxis->ticker());
    QVariant part;
    if (ticker && !m_categoryLabels.isEmpty() && m_plot->xAxis->selectTest(pos, false, &part) >= 0
        && part.value<QCPAxis::SelectablePart>() == QCPAxis::spTickLabels) {
        // A turned name ends at its tick: the category is the first tick right of the mouse.
        const bool turned = m_plot->xAxis->tickLabelRotation() != 0;
        double best = 1e300;
        double key = 0;
        for (auto it = m_categoryLabels.cbegin(); it != m_categoryLabels.cend(); ++it) {
            const double dx = m_plot->xAxis->coordToPixel(it.key()) - pos.x();
            const double d = turned ? (dx >= -4 ? dx : 1e200) : std::abs(dx);
            if (d < best) {
                best = d;
                key = it.key();
            }
        }
        if (best < 1e200 && ticker->ticks().value(key) != m_categoryLabels.value(key))
            return m_categoryLabels.value(key);
    }
    return {};
}

void ChartView::onMouseMove(QMouseEvent *event)
{
    if (event->buttons() != Qt::NoButton)
        return;
    const int i = hoverPointAt(event->position());
    if (i < 0) {
        m_plot->setCursor(Qt::ArrowCursor);
        const QString cut = cutTextAt(event->position());
        if (cut.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(event->globalPosition().toPoint(), cut, m_plot);
        return;
    }
    const HoverPoint &point = m_hoverPoints[size_t(i)];
    m_plot->setCursor(point.hardwareRow >= 0 ? Qt::PointingHandCursor : Qt::ArrowCursor);
    QString text = point.text;
    if (point.hardwareRow >= 0)
        text += QLatin1Char('\n') + clickHint();
    QToolTip::showText(event->globalPosition().toPoint(), text, m_plot);
}

void ChartView::onMousePress(QMouseEvent *event)
{
    m_pressPos = event->position();
}

void ChartView::onMouseRelease(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton || (event->position() - m_pressPos).manhattanLength() > 3)
        return; // a drag pans
    const int i = hoverPointAt(event->position());
    if (i >= 0 && m_hoverPoints[size_t(i)].hardwareRow >= 0)
        activatePoint(m_hoverPoints[size_t(i)].hardwareRow);
}

QString ChartView::clickHint() const
{
    return tr("Click to show this GPU type's result.");
}

bool ChartView::savePng(const QString &fileName, int width, int height)
{
    if (width > 0 && height > 0)
        adaptToSize(width, height);
    const bool ok = m_plot->savePng(fileName, width, height);
    adaptToSize(m_plot->width(), m_plot->height());
    return ok;
}

bool ChartView::savePdf(const QString &fileName, int width, int height)
{
    if (width > 0 && height > 0)
        adaptToSize(width, height);
    const bool ok = m_plot->savePdf(fileName, width, height, QCP::epNoCosmetic, QString(), m_fullTitle);
    adaptToSize(m_plot->width(), m_plot->height());
    return ok;
}

QPixmap ChartView::render(int width, int height)
{
    adaptToSize(width, height);
    const QPixmap pixmap = m_plot->toPixmap(width, height);
    adaptToSize(m_plot->width(), m_plot->height());
    return pixmap;
}

void ChartView::exportChart()
{
    const QString pngFilter = tr("PNG image (*.png)");
    const QString pdfFilter = tr("PDF document (*.pdf)");
    QString filter = pngFilter;
    QString fileName = QFileDialog::getSaveFileName(
        this, tr("Export Chart"), QString(), pngFilter + QStringLiteral(";;") + pdfFilter, &filter);
    if (fileName.isEmpty())
        return;
    const bool pdf = filter == pdfFilter || QFileInfo(fileName).suffix().compare(u"pdf", Qt::CaseInsensitive) == 0;
    if (QFileInfo(fileName).suffix().isEmpty())
        fileName += pdf ? QStringLiteral(".pdf") : QStringLiteral(".png");
    const bool ok = pdf ? savePdf(fileName) : savePng(fileName);
    if (!ok)
        QMessageBox::warning(
            this, tr("Could Not Export"), tr("Cannot write %1.").arg(QDir::toNativeSeparators(fileName)));
}

void ChartView::showContextMenu(const QPoint &pos)
{
    QMenu menu(this);
    connect(menu.addAction(tr("Export as PNG or PDF…")), &QAction::triggered, this, &ChartView::exportChart);
    connect(menu.addAction(tr("Reset Zoom")), &QAction::triggered, this, [this] { redraw(); });
    menu.exec(m_plot->mapToGlobal(pos));
}

} // namespace flopsheet
