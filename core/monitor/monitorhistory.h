#pragma once

#include "core/monitor/nvml.h"

#include <QList>

#include <deque>

namespace flopsheet {

/** Readings of one GPU over time, oldest first, keeping the last `capacity` of them. */
class MonitorHistory {
public:
    enum class Metric { Utilization, MemoryUsedGiB, PowerW, TemperatureC };

    explicit MonitorHistory(int capacity = 300); // five minutes at one reading a second
    void append(double seconds, const GpuReading &reading);
    void clear() { m_samples.clear(); }
    int size() const { return int(m_samples.size()); }

    /** One metric as x (seconds, as appended) and y lists for a chart; readings without the figure are left out. */
    void series(Metric metric, QList<double> *x, QList<double> *y) const;
    /** Memory capacity in GiB from the newest reading that gives it; NaN when none does. */
    double memoryTotalGiB() const;
    /** The newest reading, or an empty one. */
    GpuReading latest() const { return m_samples.empty() ? GpuReading {} : m_samples.back().reading; }

private:
    struct Sample {
        double seconds;
        GpuReading reading;
    };
    int m_capacity;
    std::deque<Sample> m_samples;
};

} // namespace flopsheet
