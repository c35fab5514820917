#include "ui/charts/chartdock.h"

#include "core/document/project.h"
#include "core/document/scenariocomparison.h"
#include "core/models/resultmodel.h"
#include "ui/charts/batchchart.h"
#include "ui/charts/gpubarschart.h"
#include "ui/charts/memorychart.h"
#include "ui/charts/rooflinechart.h"
#include "ui/charts/scalingchart.h"
#include "ui/charts/schedulechart.h"
#include "ui/charts/speedupchart.h"
#include "ui/charts/timecostchart.h"

#include <QEvent>
#include <QTabWidget>

#include <algorithm>

namespace flopsheet {
namespace {

constexpr const char16_t *kViewNames[kChartKindCount] = { u"chart-time-cost", u"chart-bars", u"chart-memory",
    u"chart-scaling", u"chart-batch", u"chart-schedule", u"chart-speedup", u"chart-roofline" };

} // namespace

QString chartViewName(ChartKind kind)
{
    return QString::fromUtf16(kViewNames[int(kind)]);
}

std::optional<ChartKind> chartKindFromViewName(QStringView name)
{
    for (int i = 0; i < kChartKindCount; ++i) {
        if (name == QStringView(kViewNames[i]))
            return ChartKind(i);
    }
    return std::nullopt;
}

ChartDock::ChartDock(Project *project, ResultModel *results, QWidget *parent)
    : QDockWidget(tr("Charts"), parent), m_project(project), m_results(results), m_tabs(new QTabWidget(this))
{
    setObjectName(QStringLiteral("chartDock"));
    m_tabs->setDocumentMode(true);
    const std::pair<ChartView *, QString> charts[] = {
        { new TimeCostChart(m_tabs), tr("Time vs Cost") },
        { new GpuBarsChart(m_tabs), tr("Per GPU") },
        { new MemoryChart(m_tabs), tr("Memory") },
        { new ScalingChart(m_tabs), tr("Scaling") },
        { new BatchChart(m_tabs), tr("Batch Size") },
        { new ScheduleChart(m_tabs), tr("Batch Schedule") },
        { new SpeedupChart(m_tabs), tr("Speedup") },
        { new RooflineChart(m_tabs), tr("Roofline") },
    };
    for (const auto &[chart, title] : charts) {
        m_tabs->addTab(chart, title);
        m_charts.push_back(chart);
        connect(chart, &ChartView::hardwareRowActivated, this,
            [this](int hardwareRow) { emit resultRequested(m_workloadRow, hardwareRow); });
    }
    m_stale.assign(m_charts.size(), true);
    setWidget(m_tabs);

    m_timer.setSingleShot(true);
    m_timer.setInterval(0);
    connect(&m_timer, &QTimer::timeout, this, &ChartDock::refreshVisible);
    connect(m_tabs, &QTabWidget::currentChanged, this, &ChartDock::scheduleUpdate);
    connect(this, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (visible)
            scheduleUpdate();
    });
    // A dock tabbed with another is shown without a visibility change when its tab comes back: the
    // charts themselves being shown is what says they are seen.
    m_tabs->installEventFilter(this);

    for (Table t : { Table::Workloads, Table::Hardware })
        onAnyRowChange(project->table(t), this, [this] { invalidate(); });
    for (auto signal : { &Project::assumptionsChanged, &Project::resetDone, &Project::scenariosChanged })
        connect(project, signal, this, &ChartDock::invalidate);
}

bool ChartDock::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_tabs && event->type() == QEvent::Show)
        scheduleUpdate();
    return QDockWidget::eventFilter(watched, event);
}

void ChartDock::setWorkloadRow(int row)
{
    if (row == m_workloadRow)
        return;
    m_workloadRow = row;
    invalidate();
}

void ChartDock::setHardwareRow(int row)
{
    if (row == m_hardwareRow)
        return;
    m_hardwareRow = row;
    invalidate();
}

void ChartDock::setOverlayScenario(int index)
{
    if (index == m_overlayScenario)
        return;
    m_overlayScenario = index;
    invalidate();
}

void ChartDock::showChart(ChartKind kind)
{
    m_tabs->setCurrentIndex(int(kind));
}

void ChartDock::invalidate()
{
    m_stale.assign(m_charts.size(), true);
    m_pointsStale = true;
    scheduleUpdate();
}

void ChartDock::scheduleUpdate()
{
    if (!m_timer.isActive())
        m_timer.start();
}

void ChartDock::updateNow()
{
    m_timer.stop();
    refreshVisible();
}

// The saved scenario's plans for the same workload (matched by name), on the GPU types the plan still
// has, with their rows mapped to the plan's so colours and clicks agree.
void ChartDock::computeOverlay(int workloadRow)
{
    m_overlayPoints.clear();
    if (m_overlayScenario < 0 || m_overlayScenario >= m_project->scenarios().size())
        return;
    const SavedScenario &s = m_project->scenarios().at(m_overlayScenario);
    const int w = findWorkload(s.workloads, m_project->workload(workloadRow).workload.name);
    if (w < 0)
        return;
    for (TimeCostPoint p : timeCostPoints(s.workloads[w], s.hardware, s.assumptions)) {
        p.hardwareRow = findHardware(m_project->hardwareRows(), s.hardware[p.hardwareRow].gpu.name);
        if (p.hardwareRow >= 0)
            m_overlayPoints.push_back(p);
    }
}

void ChartDock::refreshVisible()
{
    const int index = m_tabs->currentIndex();
    if (index < 0 || !m_stale[size_t(index)] || !isVisible())
        return; // a hidden dock draws when it is shown

    ChartView *chart = m_charts[size_t(index)];
    ChartInput input;
    input.project = m_project;
    input.results = m_results;
    if (m_project->workloadCount() > 0)
        input.workloadRow = std::clamp(m_workloadRow, 0, m_project->workloadCount() - 1);
    input.hardwareRow = m_hardwareRow >= 0 && m_hardwareRow < m_project->hardwareCount()
            && m_project->hardware(m_hardwareRow).included
        ? m_hardwareRow
        : -1;
    if (input.hardwareRow < 0) {
        for (int h = 0; h < m_project->hardwareCount() && input.hardwareRow < 0; ++h) {
            if (m_project->hardware(h).included)
                input.hardwareRow = h;
        }
    }
    if (chart->needsTimeCostPoints() && input.workloadRow >= 0) {
        if (m_pointsStale) {
            m_points = timeCostPoints(
                m_project->workload(input.workloadRow), m_project->hardwareRows(), m_project->assumptions());
            computeOverlay(input.workloadRow);
            m_pointsStale = false;
        }
        input.points = &m_points;
        if (!m_overlayPoints.empty()) {
            input.overlayPoints = &m_overlayPoints;
            input.overlayName = m_project->scenarios().at(m_overlayScenario).name;
        }
    }
    chart->rebuild(input);
    m_stale[size_t(index)] = false;
}

} // namespace flopsheet
