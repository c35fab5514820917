#include "ui/charts/chartview.h"

#include "ui/charts/chartstyle.h"

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

namespace flopsheet {
namespace {

constexpr double kHoverPx = 9;

} // namespace

ChartView::ChartView(QWidget *parent)
    : QWidget(parent), m_plot(new QCustomPlot(this)), m_title(new QCPTextElement(m_plot)), m_controls(new QHBoxLayout)
{
    m_plot->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    m_plot->setMinimumSize(320, 240);
    m_plot->setContextMenuPolicy(Qt::CustomContextMenu);
    m_plot->setNoAntialiasingOnDrag(true);
    m_plot->setAntialiasedElements(QCP::aeAll);
    // Title on top, the legend to the right of the axes (never over the data).
    m_plot->plotLayout()->insertRow(0);
    QFont titleFont = font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() + 2);
    m_title->setFont(titleFont);
    m_plot->plotLayout()->addElement(0, 0, m_title);
    m_legendColumn = new QCPLayoutGrid;
    m_plot->plotLayout()->addElement(1, 1, m_legendColumn);
    m_plot->axisRect()->insetLayout()->take(m_plot->legend);
    m_legendColumn->addElement(0, 0, m_plot->legend);
    m_legendColumn->addElement(1, 0, new QCPLayoutElement(m_plot));
    m_legendColumn->setRowStretchFactor(0, 0.01);
    m_legendColumn->setMargins(QMargins(0, 10, 8, 10));
    m_plot->plotLayout()->setColumnStretchFactor(1, 0.01);
    m_plot->legend->setVisible(true);
    chartstyle::styleAxes(m_plot);

    auto *exportButton = new QToolButton(this);
    exportButton->setText(tr("Export…"));
    exportButton->setToolTip(tr("Save the chart as PNG or PDF"));
    connect(exportButton, &QToolButton::clicked, this, &ChartView::exportChart);
    m_controls->setContentsMargins(4, 2, 4, 0);
    m_controls->addStretch(1);
    m_controls->addWidget(exportButton);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addLayout(m_controls);
    layout->addWidget(m_plot, 1);
    setMinimumWidth(360);

    connect(m_plot, &QCustomPlot::mouseMove, this, &ChartView::onMouseMove);
    connect(m_plot, &QCustomPlot::mousePress, this, &ChartView::onMousePress);
    connect(m_plot, &QCustomPlot::mouseRelease, this, &ChartView::onMouseRelease);
    connect(m_plot, &QWidget::customContextMenuRequested, this, &ChartView::showContextMenu);
    connect(m_plot, &QCustomPlot::beforeReplot, this, [this] { adaptToSize(m_plot->width(), m_plot->height()); });
}

void ChartView::setTitle(const QString &title)
{
    m_fullTitle = title;
    m_title->setText(title);
}

// Wide charts keep the legend in a column at the right; narrow ones (the dock beside the tables)
// put it in rows below, elide the title and use fewer ticks.
void ChartView::adaptToSize(int width, int height)
{
    QCPLegend *legend = m_plot->legend;
    const bool wide = width >= 900;
    QCPLayoutGrid *plotLayout = m_plot->plotLayout();
    if (wide && legend->layout() != m_legendColumn) {
        plotLayout->take(legend);
        plotLayout->simplify(); // the row below goes
        m_legendColumn->addElement(0, 0, legend);
    } else if (!wide && legend->layout() != plotLayout) {
        m_legendColumn->take(legend);
        plotLayout->addElement(2, 0, legend);
        plotLayout->setRowStretchFactor(2, 0.001);
    }
    // One column at the right; rows of as many entries as fit below. The items are re-added in
    // their order, so the legend reads the same either way.
    const QCPLayoutGrid::FillOrder order = wide ? QCPLayoutGrid::foRowsFirst : QCPLayoutGrid::foColumnsFirst;
    const int wrap = wide ? 0 : std::max(1, width / 190);
    if (legend->fillOrder() != order || legend->wrap() != wrap) {
        QList<QCPAbstractLegendItem *> items;
        for (int i = 0; i < legend->elementCount(); ++i) {
            if (auto *item = qobject_cast<QCPAbstractLegendItem *>(legend->elementAt(i)))
                items.append(item);
        }
        for (QCPAbstractLegendItem *item : items)
            legend->take(item);
        legend->simplify();
        legend->setWrap(wrap);
        legend->setFillOrder(order, false);
        for (QCPAbstractLegendItem *item : items)
            legend->addElement(item);
    }
    m_title->setText(QFontMetrics(m_title->font()).elidedText(m_fullTitle, Qt::ElideRight, std::max(80, width - 20)));
    const int xTicks = std::clamp((width - (wide ? 320 : 140)) / 95, 2, 12);
    const int yTicks = std::clamp((height - 160) / 45, 2, 12);
    for (QCPAxis *axis : { m_plot->xAxis, m_plot->xAxis2 })
        axis->ticker()->setTickCount(xTicks);
    // Category labels (GPU names) turn when their slots are narrower than the names.
    if (auto text = qSharedPointerDynamicCast<QCPAxisTickerText>(m_plot->xAxis->ticker())) {
        const QFontMetrics metrics(m_plot->xAxis->tickLabelFont());
        int widest = 0;
        for (const QString &label : text->ticks())
            for (const QString &line : label.split(QLatin1Char('\n')))
                widest = std::max(widest, metrics.horizontalAdvance(line));
        const int labels = std::max<int>(1, int(text->ticks().size()));
        const int slot = (width - (wide ? 320 : 140)) / labels;
        m_plot->xAxis->setTickLabelRotation(widest + 8 > slot ? -35 : 0);
    }
    // Value labels over bars only where there is room for them (the tooltips have the values).
    if (!m_valueLabels.isEmpty()) {
        const int room = (width - (wide ? 320 : 140)) / int(m_valueLabels.size());
        for (QCPItemText *label : std::as_const(m_valueLabels))
            label->setVisible(room >= 62);
    }
    for (QCPAxis *axis : { m_plot->yAxis, m_plot->yAxis2 })
        axis->ticker()->setTickCount(yTicks);
}

void ChartView::rebuild(const ChartInput &input)
{
    m_input = input;
    m_hoverPoints.clear();
    m_valueLabels.clear();
    m_plot->clearPlottables();
    m_plot->clearItems();
    m_plot->legend->setVisible(true);
    for (QCPAxis *axis : m_plot->axisRect()->axes()) {
        axis->setLabel(QString());
        axis->setTickLabels(true);
    }
    m_plot->yAxis2->setVisible(false);
    QString empty;
    if (!input.project || (followsWorkload() && (!input.results || input.workloadRow < 0)))
        empty = tr("Select a workload to chart it.");
    else
        empty = draw(input);
    if (!empty.isEmpty()) {
        m_plot->clearPlottables();
        m_plot->clearItems();
        m_plot->legend->setVisible(false);
        auto *text = new QCPItemText(m_plot);
        text->position->setType(QCPItemPosition::ptAxisRectRatio);
        text->position->setCoords(0.5, 0.5);
        text->setText(empty);
        text->setColor(Qt::darkGray);
        if (!input.project || (followsWorkload() && input.workloadRow < 0))
            setTitle(QString());
    }
    // Draw now, paint with the window's other updates: a slider step repaints the window once.
    m_plot->replot(QCustomPlot::rpQueuedRefresh);
}

void ChartView::addValueLabel(QCPItemText *label)
{
    m_valueLabels.append(label);
}

void ChartView::addHoverPoint(QCPAxis *xAxis, QCPAxis *yAxis, double x, double y, const QString &text, int hardwareRow)
{
    m_hoverPoints.push_back({ xAxis, yAxis, x, y, text, hardwareRow });
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

void ChartView::onMouseMove(QMouseEvent *event)
{
    if (event->buttons() != Qt::NoButton)
        return;
    const int i = hoverPointAt(event->position());
    if (i < 0) {
        QToolTip::hideText();
        m_plot->setCursor(Qt::ArrowCursor);
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
    const bool ok = m_plot->savePdf(fileName, width, height, QCP::epNoCosmetic, QString(), m_title->text());
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
