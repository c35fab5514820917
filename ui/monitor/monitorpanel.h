#pragma once

#include "core/monitor/monitorhistory.h"

#include <QElapsedTimer>
#include <QWidget>

#include <array>
#include <memory>
#include <vector>

class QComboBox;
class QCustomPlot;
class QLabel;
class QPushButton;
class QTimer;

namespace flopsheet {

class Nvml;
class Project;

/**
 * The local GPU (a dock): this machine's NVIDIA GPUs through NVML — utilization, memory used and
 * total, power and temperature over the last five minutes, read once a second while the panel is
 * visible — and "Add to Hardware Table", which inserts the closest catalog GPU as one undo step.
 * NVML is loaded the first time the panel shows; without it the panel says why and does nothing else.
 */
class MonitorPanel : public QWidget {
    Q_OBJECT
public:
    /** libraryPath: NVML to load; empty for the system's libnvidia-ml.so.1 (tests pass a stand-in). */
    explicit MonitorPanel(Project *project, const QString &libraryPath = QString(), QWidget *parent = nullptr);
    ~MonitorPanel() override;

    /** Loads NVML if it is not loaded yet; false with the reason in statusText() where it is off. */
    bool ensureNvml();
    QString statusText() const;
    QLabel *statusLabel() const { return m_status; }
    QComboBox *deviceBox() const { return m_device; }
    QPushButton *addButton() const { return m_addButton; }
    QTimer *timer() const { return m_timer; }
    QCustomPlot *plot(MonitorHistory::Metric metric) const { return m_plots[size_t(metric)]; }
    const MonitorHistory &history(int device) const { return m_histories.at(size_t(device)); }

    /** Reads every GPU once and redraws (the timer's tick). */
    void sampleNow();
    /** Inserts the selected GPU's closest catalog GPU, with as many as this machine has of it. */
    void addLocalGpu();

signals:
    void statusMessage(const QString &message);

protected:
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;

private:
    void redraw();

    Project *m_project;
    QString m_libraryPath;
    std::unique_ptr<Nvml> m_nvml;
    std::vector<MonitorHistory> m_histories;
    QElapsedTimer m_clock;
    QLabel *m_status;
    QComboBox *m_device;
    QPushButton *m_addButton;
    QTimer *m_timer;
    std::array<QCustomPlot *, 4> m_plots {};
};

} // namespace flopsheet
