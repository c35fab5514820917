#include "core/monitor/nvml.h"

#include <QCoreApplication>

#include <type_traits>

namespace flopsheet {
namespace {

// The few NVML types FlopSheet uses, declared from NVIDIA's documented ABI (NVML API Reference,
// "Device Queries" and "Initialization and Cleanup"); nvml.h itself is not needed to build.
using nvmlReturn_t = int; // enum nvmlReturn_t
constexpr nvmlReturn_t kNvmlSuccess = 0; // NVML_SUCCESS
constexpr nvmlReturn_t kNvmlDriverNotLoaded = 9; // NVML_ERROR_DRIVER_NOT_LOADED
constexpr nvmlReturn_t kNvmlNoPermission = 4; // NVML_ERROR_NO_PERMISSION
constexpr nvmlReturn_t kNvmlLibRmVersionMismatch = 18; // NVML_ERROR_LIB_RM_VERSION_MISMATCH
struct nvmlDevice_st;
using nvmlDevice_t = nvmlDevice_st *;
struct nvmlMemory_t { // bytes
    unsigned long long total;
    unsigned long long free;
    unsigned long long used;
};
struct nvmlUtilization_t { // percent of the last sample period
    unsigned int gpu;
    unsigned int memory;
};
constexpr int kNvmlTemperatureGpu = 0; // NVML_TEMPERATURE_GPU, degrees C
constexpr unsigned int kNvmlDeviceNameSize = 96; // NVML_DEVICE_NAME_V2_BUFFER_SIZE

} // namespace

struct Nvml::Api {
    nvmlReturn_t (*init)();
    nvmlReturn_t (*shutdown)();
    nvmlReturn_t (*deviceCount)(unsigned int *);
    nvmlReturn_t (*handleByIndex)(unsigned int, nvmlDevice_t *);
    nvmlReturn_t (*name)(nvmlDevice_t, char *, unsigned int);
    nvmlReturn_t (*memoryInfo)(nvmlDevice_t, nvmlMemory_t *);
    nvmlReturn_t (*utilization)(nvmlDevice_t, nvmlUtilization_t *);
    nvmlReturn_t (*powerUsage)(nvmlDevice_t, unsigned int *); // milliwatts
    nvmlReturn_t (*temperature)(nvmlDevice_t, int, unsigned int *);
    const char *(*errorString)(nvmlReturn_t); // optional: only for messages
};

Nvml::Nvml() : m_library(QStringLiteral("nvidia-ml"), 1), m_wanted(QStringLiteral("libnvidia-ml.so.1"))
{
    load();
}

Nvml::Nvml(const QString &library) : m_library(library), m_wanted(library)
{
    load();
}

Nvml::~Nvml()
{
    if (m_initialized)
        m_api->shutdown();
}

QString Nvml::libraryName() const
{
    return m_library.fileName();
}

void Nvml::load()
{
    if (!m_library.load()) {
        m_reason = QCoreApplication::translate(
            "Nvml", "NVML not found: no NVIDIA driver on this machine (%1 did not load: %2)")
                       .arg(m_wanted, m_library.errorString());
        return;
    }
    auto api = std::make_unique<Api>();
    QString missing;
    auto resolve = [&](auto &pointer, const char *symbol) {
        pointer = reinterpret_cast<std::remove_reference_t<decltype(pointer)>>(m_library.resolve(symbol));
        if (!pointer && missing.isEmpty())
            missing = QLatin1String(symbol);
    };
    resolve(api->init, "nvmlInit_v2");
    resolve(api->shutdown, "nvmlShutdown");
    resolve(api->deviceCount, "nvmlDeviceGetCount_v2");
    resolve(api->handleByIndex, "nvmlDeviceGetHandleByIndex_v2");
    resolve(api->name, "nvmlDeviceGetName");
    resolve(api->memoryInfo, "nvmlDeviceGetMemoryInfo");
    resolve(api->utilization, "nvmlDeviceGetUtilizationRates");
    resolve(api->powerUsage, "nvmlDeviceGetPowerUsage");
    resolve(api->temperature, "nvmlDeviceGetTemperature");
    if (!missing.isEmpty()) {
        m_reason = QCoreApplication::translate("Nvml", "%1 is not a usable NVML: it has no %2").arg(m_wanted, missing);
        return;
    }
    api->errorString = reinterpret_cast<const char *(*)(nvmlReturn_t)>(m_library.resolve("nvmlErrorString"));
    m_api = std::move(api);
    const nvmlReturn_t status = m_api->init();
    if (status != kNvmlSuccess) {
        m_reason = QCoreApplication::translate("Nvml", "NVML could not start: %1").arg(errorText(status));
        return;
    }
    m_initialized = true;
}

QString Nvml::errorText(int code) const
{
    if (m_api && m_api->errorString) {
        if (const char *text = m_api->errorString(code))
            return QCoreApplication::translate("Nvml", "%1 (NVML error %2)")
                .arg(QString::fromUtf8(text), QString::number(code));
    }
    switch (code) {
    case kNvmlDriverNotLoaded:
        return QCoreApplication::translate("Nvml", "the NVIDIA driver is not loaded (NVML error %1)").arg(code);
    case kNvmlNoPermission:
        return QCoreApplication::translate("Nvml", "no permission to query the GPU (NVML error %1)").arg(code);
    case kNvmlLibRmVersionMismatch:
        return QCoreApplication::translate("Nvml", "the NVML library and the driver differ in version (NVML error %1)")
            .arg(code);
    default:
        break;
    }
    return QCoreApplication::translate("Nvml", "NVML error %1").arg(code);
}

int Nvml::deviceCount() const
{
    unsigned int count = 0;
    if (!m_initialized || m_api->deviceCount(&count) != kNvmlSuccess)
        return 0;
    return int(count);
}

GpuReading Nvml::read(int index) const
{
    GpuReading r;
    r.index = index;
    if (!m_initialized) {
        r.error = m_reason;
        return r;
    }
    nvmlDevice_t device = nullptr;
    if (const nvmlReturn_t status = m_api->handleByIndex(unsigned(index), &device); status != kNvmlSuccess) {
        r.error = QCoreApplication::translate("Nvml", "GPU %1: %2").arg(index).arg(errorText(status));
        return r;
    }
    char name[kNvmlDeviceNameSize] = {};
    if (m_api->name(device, name, kNvmlDeviceNameSize) == kNvmlSuccess)
        r.name = QString::fromUtf8(name, qstrnlen(name, kNvmlDeviceNameSize));
    // Each figure on its own: a board without a power sensor still reports memory and temperature.
    nvmlMemory_t memory {};
    if (m_api->memoryInfo(device, &memory) == kNvmlSuccess) {
        r.memoryUsedBytes = double(memory.used);
        r.memoryTotalBytes = double(memory.total);
    }
    nvmlUtilization_t utilization {};
    if (m_api->utilization(device, &utilization) == kNvmlSuccess) {
        r.utilizationPercent = utilization.gpu;
        r.memoryUtilizationPercent = utilization.memory;
    }
    unsigned int milliwatts = 0;
    if (m_api->powerUsage(device, &milliwatts) == kNvmlSuccess)
        r.powerW = milliwatts / 1000.0;
    unsigned int celsius = 0;
    if (m_api->temperature(device, kNvmlTemperatureGpu, &celsius) == kNvmlSuccess)
        r.temperatureC = celsius;
    return r;
}

QList<GpuReading> Nvml::readAll() const
{
    QList<GpuReading> readings;
    const int count = deviceCount();
    for (int i = 0; i < count; ++i)
        readings.append(read(i));
    return readings;
}

} // namespace flopsheet
