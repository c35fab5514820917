#include "core/monitor/monitorhistory.h"

#include "core/estimate/units.h"

#include <algorithm>

namespace flopsheet {

MonitorHistory::MonitorHistory(int capacity) : m_capacity(std::max(1, capacity)) { }

void MonitorHistory::append(double seconds, const GpuReading &reading)
{
    m_samples.push_back(Sample { seconds, reading });
    while (int(m_samples.size()) > m_capacity)
        m_samples.pop_front();
}

void MonitorHistory::series(Metric metric, QList<double> *x, QList<double> *y) const
{
    x->clear();
    y->clear();
    for (const Sample &s : m_samples) {
        double v = kUnknown;
        switch (metric) {
        case Metric::Utilization:
            v = s.reading.utilizationPercent;
            break;
        case Metric::MemoryUsedGiB:
            v = s.reading.memoryUsedBytes / kGiB;
            break;
        case Metric::PowerW:
            v = s.reading.powerW;
            break;
        case Metric::TemperatureC:
            v = s.reading.temperatureC;
            break;
        }
        if (isKnown(v)) {
            x->append(s.seconds);
            y->append(v);
        }
    }
}

double MonitorHistory::memoryTotalGiB() const
{
    for (auto it = m_samples.rbegin(); it != m_samples.rend(); ++it) {
        if (isKnown(it->reading.memoryTotalBytes))
            return it->reading.memoryTotalBytes / kGiB;
    }
    return kUnknown;
}

} // namespace flopsheet
