#include "ui/monitor/monitorpanel.h"

#include "core/catalog/catalog.h"
#include "core/document/edits.h"
#include "core/document/project.h"
#include "core/models/displayformat.h"
#include "core/monitor/gpumatch.h"
#include "core/monitor/nvml.h"
#include "ui/charts/chartstyle.h"

#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QTimer>
#include <QVBoxLayout>

#include <qcustomplot.h>

#include <algorithm>

namespace flopsheet {
namespace {

constexpr int kSampleMs = 1000; // one reading a second, as nvidia-smi --loop=1
constexpr double kWindowSeconds = 300; // what the history keeps (MonitorHistory's capacity)

using Metric = MonitorHistory::Metric;
constexpr std::array<Metric, 4> kMetrics
    = { Metric::Utilization, Metric::MemoryUsedGiB, Metric::PowerW, Metric::TemperatureC };

QString metricTitle(Metric m)
{
    switch (m) {
    case Metric::Utilization:
        return MonitorPanel::tr("Utilization (%)");
    case Metric::MemoryUsedGiB:
        return MonitorPanel::tr("Memory used (GiB)");
    case Metric::PowerW:
        return MonitorPanel::tr("Power (W)");
    case Metric::TemperatureC:
        return MonitorPanel::tr("Temperature (°C)");
    }
    return {};
}

} // namespace

MonitorPanel::MonitorPanel(Project *project, const QString &libraryPath, QWidget *parent)
    : QWidget(parent), m_project(project), m_libraryPath(libraryPath)
{
    m_status = new QLabel(tr("The GPU monitor starts when this panel is shown."), this);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_status->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_device = new QComboBox(this);
    m_addButton = new QPushButton(tr("Add to Hardware Table"), this);
    m_addButton->setToolTip(tr("Insert the catalog GPU closest to this machine's, with as many as it has"));
    auto *top = new QHBoxLayout;
    top->addWidget(m_device, 1);
    top->addWidget(m_addButton);

    auto *grid = new QGridLayout;
    for (size_t i = 0; i < kMetrics.size(); ++i) {
        auto *plot = new QCustomPlot(this);
        plot->setMinimumSize(200, 120);
        chartstyle::styleAxes(plot);
        plot->addGraph()->setPen(QPen(chartstyle::gpuColor(int(i)), 1.5));
        plot->xAxis->setLabel(tr("seconds"));
        plot->yAxis->setLabel(metricTitle(kMetrics[i]));
        chartstyle::setLinearAxis(plot->xAxis);
        chartstyle::setLinearAxis(plot->yAxis);
        m_plots[i] = plot;
        grid->addWidget(plot, int(i) / 2, int(i) % 2);
    }
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 4, 6, 4);
    layout->addWidget(m_status);
    layout->addLayout(top);
    layout->addLayout(grid, 1);
    layout->addStretch(); // keeps the status line and button on top when no chart shows

    m_timer = new QTimer(this);
    m_timer->setInterval(kSampleMs);
    connect(m_timer, &QTimer::timeout, this, &MonitorPanel::sampleNow);
    connect(m_device, &QComboBox::currentIndexChanged, this, &MonitorPanel::redraw);
    connect(m_addButton, &QPushButton::clicked, this, &MonitorPanel::addLocalGpu);
    m_device->setEnabled(false);
    m_addButton->setEnabled(false);
    m_clock.start();
}

MonitorPanel::~MonitorPanel() = default;

bool MonitorPanel::ensureNvml()
{
    if (!m_nvml) {
        m_nvml = m_libraryPath.isEmpty() ? std::make_unique<Nvml>() : std::make_unique<Nvml>(m_libraryPath);
        const QList<GpuReading> readings = m_nvml->readAll();
        m_histories.assign(size_t(readings.size()), MonitorHistory(int(kWindowSeconds * 1000 / kSampleMs)));
        for (const GpuReading &r : readings)
            m_device->addItem(tr("GPU %1: %2").arg(r.index).arg(r.name));
        const bool any = !readings.isEmpty();
        m_device->setEnabled(any);
        m_addButton->setEnabled(any);
        // Without readings there is nothing to draw: the status line alone says why.
        m_device->setVisible(any);
        for (QCustomPlot *plot : m_plots)
            plot->setVisible(any);
        m_status->setText(statusText());
    }
    return m_nvml->isAvailable() && m_nvml->deviceCount() > 0;
}

QString MonitorPanel::statusText() const
{
    if (!m_nvml)
        return tr("The GPU monitor starts when this panel is shown.");
    if (!m_nvml->isAvailable())
        return tr("%1. The monitor and \"Add to Hardware Table\" are off; everything else works without them.")
            .arg(m_nvml->unavailableReason());
    if (m_histories.empty())
        return tr("NVML found no NVIDIA GPU on this machine.");
    return tr("%n NVIDIA GPU(s) on this machine, read once a second through NVML while this panel is visible.", nullptr,
        int(m_histories.size()));
}

void MonitorPanel::sampleNow()
{
    if (!ensureNvml())
        return;
    const double seconds = m_clock.elapsed() / 1000.0;
    for (size_t i = 0; i < m_histories.size(); ++i)
        m_histories[i].append(seconds, m_nvml->read(int(i)));
    redraw();
}

void MonitorPanel::redraw()
{
    const int device = m_device->currentIndex();
    if (device < 0 || size_t(device) >= m_histories.size())
        return;
    const MonitorHistory &h = m_histories[size_t(device)];
    QList<double> x;
    QList<double> y;
    for (size_t i = 0; i < kMetrics.size(); ++i) {
        QCustomPlot *plot = m_plots[i];
        h.series(kMetrics[i], &x, &y);
        plot->graph(0)->setData(x, y, true);
        const double last = x.isEmpty() ? 0.0 : x.last();
        plot->xAxis->setRange(std::max(0.0, last - kWindowSeconds), std::max(last, 10.0));
        double top = y.isEmpty() ? 1.0 : *std::max_element(y.begin(), y.end()) * 1.1;
        if (kMetrics[i] == Metric::Utilization)
            top = 100;
        else if (kMetrics[i] == Metric::MemoryUsedGiB && isKnown(h.memoryTotalGiB()))
            top = h.memoryTotalGiB(); // used against total: the axis ends at the capacity
        plot->yAxis->setRange(0, std::max(top, 1.0));
        plot->replot(QCustomPlot::rpQueuedReplot);
    }
    const GpuReading r = h.latest();
    if (r.ok() && !r.name.isEmpty()) {
        m_status->setText(tr("%1: %2 % busy, %3 of %4 GiB, %5 W, %6 °C")
                              .arg(r.name, formatNumber(r.utilizationPercent, 3),
                                  formatNumber(r.memoryUsedBytes / (1024.0 * 1024 * 1024), 3),
                                  formatNumber(r.memoryTotalBytes / (1024.0 * 1024 * 1024), 3),
                                  formatNumber(r.powerW, 4), formatNumber(r.temperatureC, 3)));
    }
}

void MonitorPanel::addLocalGpu()
{
    if (!ensureNvml())
        return;
    const int device = std::max(0, m_device->currentIndex());
    const GpuReading reading = m_nvml->read(device);
    if (!reading.ok()) {
        emit statusMessage(reading.error);
        return;
    }
    // As many as this machine has of the same model.
    int count = 0;
    for (const GpuReading &r : m_nvml->readAll())
        count += r.name == reading.name ? 1 : 0;
    const Catalog &catalog = Catalog::builtIn();
    const std::optional<GpuMatch> match
        = closestCatalogGpu(catalog, reading.name, reading.memoryTotalBytes / (1024.0 * 1024 * 1024));
    if (!match) {
        emit statusMessage(tr("No catalog GPU to add for %1").arg(reading.name));
        return;
    }
    const Gpu &gpu = *catalog.gpu(match->id);
    const HardwareEntry entry = localHardwareEntry(gpu, reading.name, count, match->sameModel);
    if (const InsertResult added
        = edits::insertRows(*m_project, m_project->hardwareCount(), QList<HardwareEntry> { entry });
        !added.inserted()) {
        emit statusMessage(added.error);
        return;
    }
    emit statusMessage(match->sameModel
            ? tr("Added %1 × %2 (this machine's %3)").arg(QString::number(entry.count), gpu.name, reading.name)
            : tr("Added %1 × %2, the closest catalog GPU to this machine's %3: check its figures")
                  .arg(QString::number(entry.count), gpu.name, reading.name));
}

void MonitorPanel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    // Sampling costs a few NVML calls a second; only while someone can see it.
    if (ensureNvml()) {
        sampleNow();
        m_timer->start();
    }
}

void MonitorPanel::hideEvent(QHideEvent *event)
{
    QWidget::hideEvent(event);
    m_timer->stop();
}

} // namespace flopsheet
