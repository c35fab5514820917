#include "ui/charts/ganttchart.h"

#include "core/document/project.h"
#include "core/models/displayformat.h"
#include "ui/charts/chartstyle.h"
#include "ui/pool/pooltext.h"

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

namespace flopsheet {
namespace {

constexpr double kBarHalfHeight = 0.36;
constexpr double kTickHalfHeight = 0.46;

QColor textColorOn(const QColor &fill)
{
    return fill.lightnessF() > 0.6 ? QColor(Qt::black) : QColor(Qt::white);
}

} // namespace

GanttChart::GanttChart(QWidget *parent) : ChartView(parent)
{
    // Labels follow the zoom: each shows only while its bar is wide enough for it, judged once the plot is
    // laid out (a replot on screen, or a report drawing a plot that was never shown).
    connect(plot(), &QCustomPlot::afterLayout, this, &GanttChart::fitLabels);
}

void GanttChart::setPlan(const PoolProblem &problem, const PoolSchedule &schedule)
{
    m_problem = problem;
    m_schedule = schedule;
}

QString GanttChart::clickHint() const
{
    return tr("Click to select this job.");
}

QString GanttChart::draw(const ChartInput &input)
{
    m_bars.clear();
    m_labels.clear();
    m_barLanes.clear();
    m_laneLabels.clear();
    m_laneTexts.clear();
    m_laneEnds.clear();
    m_laneDeadlines.clear();
    m_lanes = 0;
    setTitle(tr("Shared pool: %1").arg(choiceLabel(kPoolPolicyChoices, int(input.project->assumptions().poolPolicy))));
    if (m_problem.tasks.isEmpty())
        return tr("The pool has no jobs: add GPU types and jobs in the Pool dock.");
    if (m_problem.types.isEmpty())
        return tr("The pool has no GPUs: add GPU types in the Pool dock.");

    QCustomPlot *p = plot();
    double end = m_schedule.makespanHours;
    for (const PoolSegment &s : m_schedule.segments)
        end = std::max(end, s.toHours);
    for (const PoolTask &t : m_problem.tasks) {
        if (isKnown(t.deadlineHours))
            end = std::max(end, t.deadlineHours);
    }
    if (!(end > 0))
        end = 1;
    // The pool tables' rule, so that the axis and the Finish column speak in the same unit.
    const pooltext::DurationUnit unit = pooltext::durationUnit({ end });
    const double unitHours = pooltext::hoursPerUnit(unit); // every time the chart writes is in the axis' unit
    chartstyle::setLinearAxis(p->xAxis);
    p->xAxis->setLabel(unitHours > 1 ? tr("Days from the plan's start") : tr("Hours from the plan's start"));

    // Lanes top to bottom in the job table's order.
    m_lanes = int(m_problem.tasks.size());
    auto lane = [this](int task) { return double(m_lanes - 1 - task); };
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    for (int t = 0; t < m_lanes; ++t)
        ticker->addTick(lane(t), m_problem.tasks[t].name);
    p->yAxis->setTicker(ticker);
    p->yAxis->setSubTicks(false);
    p->yAxis->grid()->setVisible(false);

    // A legend entry per GPU type used (the bars are items, which the legend does not list).
    QList<bool> used(m_problem.types.size(), false);
    for (const PoolSegment &s : m_schedule.segments)
        used[s.type] = true;
    for (int type = 0; type < m_problem.types.size(); ++type) {
        if (!used[type])
            continue;
        const QColor c = chartstyle::gpuColor(pooltext::hardwareRowOf(*input.project, m_problem.types[type], type));
        QCPGraph *entry = p->addGraph();
        entry->setName(m_problem.types[type].name);
        entry->setLineStyle(QCPGraph::lsNone);
        entry->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssSquare, QPen(c), QBrush(c), 10));
    }

    for (const PoolSegment &s : m_schedule.segments) {
        const PoolType &type = m_problem.types[s.type];
        const QColor c = chartstyle::gpuColor(pooltext::hardwareRowOf(*input.project, type, s.type));
        const double from = s.fromHours / unitHours, to = s.toHours / unitHours, y = lane(s.task);
        auto *bar = new QCPItemRect(p);
        bar->topLeft->setCoords(from, y + kBarHalfHeight);
        bar->bottomRight->setCoords(to, y - kBarHalfHeight);
        bar->setPen(QPen(c.darker(130), 0.8));
        bar->setBrush(QBrush(c));
        bar->setSelectable(false);
        m_bars << bar;
        auto *label = new QCPItemText(p);
        label->position->setCoords((from + to) / 2, y);
        label->setText(pooltext::gang(m_problem, s.type, s.gpus));
        label->setColor(textColorOn(c));
        label->setClipToAxisRect(true);
        label->setSelectable(false);
        m_labels << label;
        m_barLanes << s.task;
        const PoolTask &task = m_problem.tasks[s.task];
        addHoverPoint(p->xAxis, p->yAxis, (from + to) / 2, y,
            tr("%1: %2\n%3 – %4 (%5)")
                .arg(task.name, pooltext::gang(m_problem, s.type, s.gpus), pooltext::duration(s.fromHours, unit),
                    pooltext::duration(s.toHours, unit), pooltext::duration(s.toHours - s.fromHours, unit)),
            task.row);
    }

    // A job whose bars are all too short for their labels (an hour's fine-tune on a weeks-long axis) is named
    // beside its last bar instead: its GPUs and when it finished (fitLabels decides).
    QList<double> lastHour(m_lanes, -1.0); // when each job's last segment ends; -1: it never ran
    for (const PoolSegment &s : m_schedule.segments) {
        if (s.task >= 0 && s.task < m_lanes)
            lastHour[s.task] = std::max(lastHour[s.task], s.toHours);
    }
    for (int t = 0; t < m_lanes; ++t) {
        const double last = lastHour[t];
        const double deadline = m_problem.tasks[t].deadlineHours;
        m_laneEnds << last / unitHours;
        m_laneDeadlines << (isKnown(deadline) ? deadline / unitHours : std::nan(""));
        if (last < 0) {
            m_laneLabels << nullptr;
            m_laneTexts << LaneTexts {};
            continue;
        }
        auto *label = new QCPItemText(p);
        label->position->setCoords(last / unitHours, lane(t));
        label->setPositionAlignment(Qt::AlignLeft | Qt::AlignVCenter);
        label->setPadding(QMargins(6, 0, 0, 0));
        const PoolJobGpus held = jobGpus(m_schedule, t);
        const LaneTexts texts { pooltext::gpusOverTime(m_problem, held, pooltext::GpusForm::InOrder),
            pooltext::gpusOverTime(m_problem, held, pooltext::GpusForm::ByType),
            tr(", done at %1", "after a job's GPUs").arg(pooltext::duration(last, unit)) };
        label->setText(texts.inOrder + texts.done);
        m_laneTexts << texts;
        label->setColor(QColor(0x30, 0x30, 0x30));
        // Over the deadline ticks, the makespan line and the grid it crosses, which are drawn on "main": a layer
        // above them and a backing keep it readable.
        label->setLayer(QStringLiteral("axes"));
        label->setBrush(QBrush(QColor(255, 255, 255, 225)));
        label->setClipToAxisRect(true);
        label->setSelectable(false);
        label->setVisible(false);
        m_laneLabels << label;
    }

    // Deadlines: a tick across the lane, red where the job is late.
    bool anyDeadline = false;
    for (int t = 0; t < m_lanes; ++t) {
        const PoolTask &task = m_problem.tasks[t];
        if (!isKnown(task.deadlineHours))
            continue;
        anyDeadline = true;
        const PoolTaskResult &r = m_schedule.tasks.value(t);
        const bool late = r.hasDeadline && !r.deadlineMet;
        const double x = task.deadlineHours / unitHours;
        auto *tick = new QCPItemLine(p);
        tick->start->setCoords(x, lane(t) - kTickHalfHeight);
        tick->end->setCoords(x, lane(t) + kTickHalfHeight);
        tick->setPen(QPen(late ? QColor(0xD0, 0x10, 0x20) : QColor(0x30, 0x30, 0x30), 2.4));
        addHoverPoint(p->xAxis, p->yAxis, x, lane(t) + kTickHalfHeight,
            tr("%1: deadline %2, %3")
                .arg(task.name, pooltext::duration(task.deadlineHours, unit), pooltext::deadline(r)),
            task.row);
    }
    if (anyDeadline) {
        QCPGraph *entry = p->addGraph();
        entry->setName(tr("Deadline"));
        entry->setLineStyle(QCPGraph::lsNone);
        entry->setScatterStyle(
            QCPScatterStyle(QCPScatterStyle::ssCustom, QPen(QColor(0x30, 0x30, 0x30), 2.4), Qt::NoBrush, 10));
        QPainterPath bar;
        bar.moveTo(0, -5);
        bar.lineTo(0, 5);
        QCPScatterStyle style = entry->scatterStyle();
        style.setCustomPath(bar);
        entry->setScatterStyle(style);
    }
    if (isKnown(m_schedule.makespanHours) && m_schedule.makespanHours > 0) {
        auto *makespan = new QCPItemStraightLine(p);
        makespan->point1->setCoords(m_schedule.makespanHours / unitHours, 0);
        makespan->point2->setCoords(m_schedule.makespanHours / unitHours, 1);
        makespan->setPen(QPen(QColor(0x77, 0x77, 0x77), 1, Qt::DashLine));
        auto *text = new QCPItemText(p);
        text->position->setType(QCPItemPosition::ptPlotCoords);
        text->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
        text->position->setCoords(m_schedule.makespanHours / unitHours, 0);
        text->setPositionAlignment(Qt::AlignRight | Qt::AlignTop);
        text->setText(tr("makespan %1").arg(pooltext::duration(m_schedule.makespanHours, unit)));
        text->setColor(QColor(0x55, 0x55, 0x55));
        text->setPadding(QMargins(2, 2, 4, 2));
    }
    p->xAxis->setRange(0, end / unitHours * 1.03);
    p->yAxis->setRange(-0.6, m_lanes - 0.4);
    return {};
}

void GanttChart::fitLabels()
{
    const QCPRange range = plot()->xAxis->range();
    const double pixelsPerUnit = range.size() > 0 ? plot()->axisRect()->width() / range.size() : 0;
    if (m_labels.isEmpty())
        return;
    const QFontMetrics metrics(m_labels.constFirst()->font());
    QList<bool> laneNamed(m_laneLabels.size(), false);
    for (qsizetype i = 0; i < m_bars.size() && i < m_labels.size(); ++i) {
        QCPItemText *label = m_labels[i];
        const double width = (m_bars[i]->bottomRight->coords().x() - m_bars[i]->topLeft->coords().x()) * pixelsPerUnit;
        label->setVisible(width >= metrics.horizontalAdvance(label->text()) + 8);
        if (label->visible() && m_barLanes.value(i, -1) >= 0 && m_barLanes[i] < laneNamed.size())
            laneNamed[m_barLanes[i]] = true;
    }
    // A lane's label takes the longest of its texts that fits between its last bar and the plot's right
    // edge; where none does, its GPUs are elided and its finish kept (the bars' tooltips have the rest).
    // Where not even the finish fits (a job ending near the axis' end), it goes left of its last bar's end.
    const QCPAxisRect *rect = plot()->axisRect();
    for (qsizetype t = 0; t < m_laneLabels.size(); ++t) {
        QCPItemText *label = m_laneLabels[t];
        if (!label)
            continue;
        const LaneTexts &texts = m_laneTexts[t];
        const QFontMetrics laneMetrics(label->font());
        const int done = laneMetrics.horizontalAdvance(texts.done);
        const int least = done + laneMetrics.horizontalAdvance(QStringLiteral("8× …"));
        auto fitted = [&](int room) -> QString {
            if (laneMetrics.horizontalAdvance(texts.inOrder) + done <= room)
                return texts.inOrder + texts.done;
            if (laneMetrics.horizontalAdvance(texts.byType) + done <= room)
                return texts.byType + texts.done;
            return room < least ? QString()
                                : laneMetrics.elidedText(texts.byType, Qt::ElideRight, room - done) + texts.done;
        };
        double anchorX = m_laneEnds[t];
        double anchor = plot()->xAxis->coordToPixel(anchorX);
        constexpr int kPadding = 6;
        QString text = fitted(int(rect->right() - anchor) - 2 * kPadding);
        // A deadline tick after the job's end that the label would lie across: the label starts past the tick
        // where it still fits there (a short job with a late deadline, whose label read as the tick's).
        const double deadlineX = m_laneDeadlines[t];
        if (!text.isEmpty() && std::isfinite(deadlineX) && deadlineX > anchorX) {
            const double tick = plot()->xAxis->coordToPixel(deadlineX);
            if (tick < anchor + kPadding + laneMetrics.horizontalAdvance(text)) {
                const double past = tick + 2; // half the tick's pen
                const QString after = fitted(int(rect->right() - past) - 2 * kPadding);
                if (after == text) {
                    anchorX = plot()->xAxis->pixelToCoord(past);
                    anchor = past;
                }
            }
        }
        label->position->setCoords(anchorX, label->position->coords().y());
        const bool onRight = !text.isEmpty();
        if (!onRight)
            text = fitted(int(anchor - rect->left()) - 2 * kPadding);
        label->setPositionAlignment((onRight ? Qt::AlignLeft : Qt::AlignRight) | Qt::AlignVCenter);
        label->setPadding(onRight ? QMargins(kPadding, 0, 0, 0) : QMargins(0, 0, kPadding, 0));
        label->setText(text);
        label->setVisible(!laneNamed[t] && !text.isEmpty());
    }
}

} // namespace flopsheet
