#include "ui/charts/gpubarschart.h"

#include "core/document/project.h"
#include "core/models/displayformat.h"
#include "core/models/resultmodel.h"
#include "ui/charts/chartstyle.h"

#include <QFontMetricsF>
#include <qcustomplot.h>

#include <algorithm>

namespace flopsheet {
namespace {

// A bar's rectangle in pixels, from its base at zero to its value.
std::function<QRectF()> barRect(QCPAxis *x, QCPAxis *y, double key, double value, double width)
{
    return [=] {
        return QRectF(QPointF(x->coordToPixel(key - width / 2), y->coordToPixel(value)),
            QPointF(x->coordToPixel(key + width / 2), y->coordToPixel(0)))
            .normalized();
    };
}

// What the bars show: training's wall time and cost; serving's time per output token and price per million output
// tokens; or, serving a model that generates nothing (a conv net, an encoder), the latency of its batch and the
// price per million samples (Estimate::servingCostPerMillion). Serving runs on: it has neither a wall time nor a
// total.
struct BarFigures {
    double (*time)(const Estimate &);
    double (*money)(const Estimate &);
    QString (*timeText)(double);
    QString title; ///< %1: the workload
    QString timeAxis, moneyAxis; ///< the left and right axes' labels
    QString timeKey, moneyKey; ///< the legend's names of the solid and the hatched bars
    QString tip; ///< %1 the GPU, %2 the count, %3 the time, %4 the money
};

QString millisecondsText(double ms)
{
    return GpuBarsChart::tr("%1 ms").arg(formatNumber(ms, 3));
}

BarFigures barFigures(bool serving, bool perSample)
{
    if (serving && perSample)
        return { [](const Estimate &e) { return e.latencyMs; },
            [](const Estimate &e) { return e.costPerMillionSamplesUsd; }, millisecondsText,
            GpuBarsChart::tr("Latency and cost per million samples per GPU type: %1 at the planned GPU counts"),
            GpuBarsChart::tr("Latency (ms)"), GpuBarsChart::tr("Cost per million samples (USD)"),
            GpuBarsChart::tr("Latency (solid, left axis)"),
            GpuBarsChart::tr("Cost per 1M samples (hatched, right axis)"),
            GpuBarsChart::tr("%2 × %1\n%3 latency\n%4 per million samples") };
    if (serving)
        return { [](const Estimate &e) { return e.timePerOutputTokenMs; },
            [](const Estimate &e) { return e.costPerMillionTokensUsd; }, millisecondsText,
            GpuBarsChart::tr(
                "Time per output token and cost per million output tokens per GPU type: %1 at the planned GPU counts"),
            GpuBarsChart::tr("Time per output token (ms)"), GpuBarsChart::tr("Cost per million output tokens (USD)"),
            GpuBarsChart::tr("Time per output token (solid, left axis)"),
            GpuBarsChart::tr("Cost per 1M output tokens (hatched, right axis)"),
            GpuBarsChart::tr("%2 × %1\n%3 per output token\n%4 per million output tokens") };
    return { [](const Estimate &e) { return e.wallHours; }, [](const Estimate &e) { return e.costUsd; }, formatDuration,
        GpuBarsChart::tr("Wall time and cost per GPU type: %1 at the planned GPU counts"),
        GpuBarsChart::tr("Wall time (hours)"), GpuBarsChart::tr("Cost (USD)"),
        GpuBarsChart::tr("Wall time (solid, left axis)"), GpuBarsChart::tr("Cost (hatched, right axis)"),
        GpuBarsChart::tr("%2 × %1\n%3 wall time\n%4") };
}

} // namespace

GpuBarsChart::GpuBarsChart(QWidget *parent) : ChartView(parent) { }

QString GpuBarsChart::subject() const
{
    return tr("time and cost on each GPU type");
}

QString GpuBarsChart::draw(const ChartInput &input)
{
    m_wall.clear();
    m_cost.clear();
    m_rows.clear();
    const Project &project = *input.project;
    const ResultModel &results = *input.results;
    const WorkloadEntry &workload = project.workload(input.workloadRow);
    const bool serving = workload.scenario.mode == Mode::Infer;
    // Priced per sample unless some GPU type's estimate generates tokens (all do, or none: one model, one scenario).
    bool perSample = serving;
    for (int h = 0; h < project.hardwareCount() && perSample; ++h) {
        const int row = results.rowFor(input.workloadRow, h);
        perSample = row < 0 || !results.estimateAt(row).servingPricedPerToken();
    }
    const BarFigures figures = barFigures(serving, perSample);
    setTitle(figures.title.arg(workload.workload.name), tr("Per GPU type: %1").arg(workload.workload.name));

    struct Bar {
        int hardwareRow;
        const Estimate *estimate;
    };
    std::vector<Bar> bars;
    for (int h = 0; h < project.hardwareCount(); ++h) {
        const int row = results.rowFor(input.workloadRow, h);
        if (row < 0)
            continue;
        const Estimate &e = results.estimateAt(row);
        if (e.ok() && isKnown(figures.time(e)))
            bars.push_back({ h, &e });
    }
    if (bars.empty())
        return tr("%1 has no estimate on any included GPU type.").arg(workload.workload.name);
    std::stable_sort(bars.begin(), bars.end(), [&](const Bar &a, const Bar &b) {
        const double ca = isKnown(figures.money(*a.estimate)) ? figures.money(*a.estimate) : 1e300;
        const double cb = isKnown(figures.money(*b.estimate)) ? figures.money(*b.estimate) : 1e300;
        return ca < cb;
    });

    QCustomPlot *p = plot();
    chartstyle::setLinearAxis(p->xAxis);
    chartstyle::setLinearAxis(p->yAxis, serving ? chartstyle::TickFormat {} : chartstyle::TickFormat(formatHours));
    chartstyle::setLinearAxis(p->yAxis2, chartstyle::moneyTick);
    p->yAxis2->setVisible(true);
    p->yAxis->setLabel(figures.timeAxis);
    p->yAxis2->setLabel(figures.moneyAxis);

    // Each GPU type in its colour: wall time solid, cost hatched. The legend explains the two.
    constexpr double kOffset = 0.19;
    constexpr double kWidth = 0.36;
    const QColor keyColour(0x70, 0x70, 0x70);
    auto *wallKey = new QCPBars(p->xAxis, p->yAxis);
    wallKey->setName(figures.timeKey);
    wallKey->setPen(QPen(keyColour.darker(130)));
    wallKey->setBrush(keyColour);
    auto *costKey = new QCPBars(p->xAxis, p->yAxis2);
    costKey->setName(figures.moneyKey);
    costKey->setPen(QPen(keyColour, 1.5));
    costKey->setBrush(QBrush(keyColour, Qt::BDiagPattern));

    QSharedPointer<QCPAxisTickerText> ticker(new QCPAxisTickerText);
    double maxWall = 0, maxCost = 0;
    QFont small = p->font();
    small.setPointSizeF(small.pointSizeF() - 1);
    for (size_t i = 0; i < bars.size(); ++i) {
        const double key = double(i + 1);
        const Estimate &e = *bars[i].estimate;
        const double time = figures.time(e), money = figures.money(e);
        const HardwareEntry &hw = project.hardware(bars[i].hardwareRow);
        m_rows.append(bars[i].hardwareRow);
        const int count = results.scenarioAt(results.rowFor(input.workloadRow, bars[i].hardwareRow)).gpuCount;
        ticker->addTick(
            key, tr("%1\n× %2%3").arg(hw.gpu.name, QString::number(count), e.fits ? QString() : tr(" (does not fit)")));
        setShortCategoryLabel(key, hw.gpu.name + (e.fits ? QString() : tr(" (does not fit)")));
        const QColor colour = chartstyle::gpuColor(bars[i].hardwareRow);
        auto *wall = new QCPBars(p->xAxis, p->yAxis);
        wall->removeFromLegend();
        wall->setWidth(kWidth);
        wall->setPen(QPen(colour.darker(130)));
        wall->setBrush(colour);
        wall->addData(key - kOffset, time);
        m_wall.append(wall);
        maxWall = std::max(maxWall, time);
        QString tip = figures.tip.arg(hw.gpu.name, QString::number(count), figures.timeText(time),
            isKnown(money) ? formatMoney(money) : tr("no price"));
        if (serving) // latency grows with the batch, which differs by GPU type at "max"
            tip += QLatin1Char('\n') + tr("at a batch of %1").arg(servingBatchText(e));
        if (!e.fits)
            tip += QLatin1Char('\n') + tr("does not fit in memory");
        addHoverPoint(p->xAxis, p->yAxis, key - kOffset, time, tip, bars[i].hardwareRow);
        // A value over each bar where it fits clear of the bars beside it (the tooltips have them all).
        auto label = [&](QCPAxis *axis, double x, double y, const QString &text) {
            auto *t = new QCPItemText(p);
            t->setFont(small);
            t->setText(text);
            // Centred over the bar, else flush with its outer edge, reaching over the gap between GPU types
            // rather than over the bar beside it (a narrow report page has no room for the centred one).
            const double outer = x < key ? x + kWidth / 2 : x - kWidth / 2;
            const Qt::Alignment side = x < key ? Qt::AlignRight : Qt::AlignLeft;
            // Flush with its other edge, reaching over the pair's other bar (the first and last pairs have no gap
            // beyond them).
            const double inner = x < key ? x - kWidth / 2 : x + kWidth / 2;
            const Qt::Alignment innerSide = x < key ? Qt::AlignLeft : Qt::AlignRight;
            // Last, a line higher (centred, then flush with the other edge): the tallest time and cost bars end at the
            // same height (each axis has the same headroom), so the second of their values finds the first spots taken.
            const double lineUp = -12.0 - QFontMetricsF(small).height();
            labels().add(t,
                { { plotPoint(p->xAxis, axis, x, y), Qt::AlignHCenter | Qt::AlignBottom, { 0, -4 } },
                    { plotPoint(p->xAxis, axis, outer, y), side | Qt::AlignBottom, { 0, -4 } },
                    { plotPoint(p->xAxis, axis, x, y), Qt::AlignHCenter | Qt::AlignBottom, { 0, lineUp } },
                    { plotPoint(p->xAxis, axis, inner, y), innerSide | Qt::AlignBottom, { 0, lineUp } } },
                {});
            labels().addObstacle(barRect(p->xAxis, axis, x, y, kWidth));
        };
        label(p->yAxis, key - kOffset, time, figures.timeText(time));
        if (isKnown(money)) {
            auto *cost = new QCPBars(p->xAxis, p->yAxis2);
            cost->removeFromLegend();
            cost->setWidth(kWidth);
            cost->setPen(QPen(colour, 1.5));
            cost->setBrush(QBrush(colour, Qt::BDiagPattern));
            cost->addData(key + kOffset, money);
            m_cost.append(cost);
            maxCost = std::max(maxCost, money);
            addHoverPoint(p->xAxis, p->yAxis2, key + kOffset, money, tip, bars[i].hardwareRow);
            label(p->yAxis2, key + kOffset, money, formatMoney(money));
        }
    }
    p->xAxis->setTicker(ticker);
    p->xAxis->setTickLength(0, 4);
    p->xAxis->grid()->setVisible(false);
    p->xAxis->setRange(0.4, double(bars.size()) + 0.6);
    // Headroom for two lines of values over the tallest bars.
    p->yAxis->setRange(0, maxWall * 1.3);
    p->yAxis2->setRange(0, maxCost > 0 ? maxCost * 1.3 : 1);
    return {};
}

} // namespace flopsheet
