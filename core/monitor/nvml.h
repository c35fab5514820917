#pragma once

#include "core/catalog/gpu.h"

#include <QLibrary>
#include <QList>
#include <QString>
#include <QStringList>

#include <memory>

namespace flopsheet {

/** One NVIDIA GPU's readings at one moment. NaN where the driver does not report a figure. */
struct GpuReading {
    int index = 0;
    QString name; ///< as NVML reports it, e.g. "NVIDIA H100 80GB HBM3"
    double memoryUsedBytes = kUnknown;
    double memoryTotalBytes = kUnknown;
    double utilizationPercent = kUnknown; ///< time a kernel ran over the last sample period
    double memoryUtilizationPercent = kUnknown; ///< time memory was read or written over that period
    double powerW = kUnknown;
    double temperatureC = kUnknown;
    QString error; ///< why the device could not be read at all; empty when it could
    bool ok() const { return error.isEmpty(); }
};

/**
 * The NVIDIA Management Library, loaded at run time and never linked, so FlopSheet runs unchanged
 * where no NVIDIA driver is installed. Types and calls follow NVIDIA's documented C ABI (NVML API
 * Reference, docs.nvidia.com/deploy/nvml-api: nvmlInit_v2, nvmlDeviceGetCount_v2,
 * nvmlDeviceGetHandleByIndex_v2, nvmlDeviceGetName, nvmlDeviceGetMemoryInfo,
 * nvmlDeviceGetUtilizationRates, nvmlDeviceGetPowerUsage, nvmlDeviceGetTemperature, nvmlShutdown).
 * Where the library or one of those symbols is missing, or initialisation fails, isAvailable() is
 * false and unavailableReason() says why in one translated line. Not copyable; one per application.
 */
class Nvml {
public:
    /** Loads libnvidia-ml.so.1 through the system's library search (QLibrary("nvidia-ml", 1)). */
    Nvml();
    /** Loads the library at this path or file name instead (tests: a missing file, a library without NVML). */
    explicit Nvml(const QString &library);
    ~Nvml();
    Nvml(const Nvml &) = delete;
    Nvml &operator=(const Nvml &) = delete;

    bool isAvailable() const { return m_initialized; }
    QString unavailableReason() const { return m_reason; }
    /** The library as it was asked for (and, once loaded, as the loader found it). */
    QString libraryName() const;

    int deviceCount() const;
    /** Reads one device; the reading's error says what failed when nothing could be read. */
    GpuReading read(int index) const;
    QList<GpuReading> readAll() const;

private:
    struct Api;
    void load();
    QString errorText(int code) const;

    QLibrary m_library;
    QString m_wanted; ///< the library as asked for, for messages
    std::unique_ptr<Api> m_api;
    bool m_initialized = false;
    QString m_reason;
};

} // namespace flopsheet
