// A stand-in for libnvidia-ml with the calls FlopSheet makes, following the documented NVML ABI, so
// the reading code runs where no NVIDIA driver is installed. Two GPUs: an H100 that reports
// everything and a T4 without a power reading. FLOPSHEET_FAKE_NVML_INIT=<code> makes nvmlInit_v2 fail.
#include <cstdlib>
#include <cstring>

extern "C" {

struct nvmlDevice_st {
    const char *name;
    unsigned long long total, used;
    unsigned int gpu, memory, milliwatts, celsius;
    bool power;
};
struct nvmlMemory_t {
    unsigned long long total, free, used;
};
struct nvmlUtilization_t {
    unsigned int gpu, memory;
};

static nvmlDevice_st devices[] = {
    { "NVIDIA H100 80GB HBM3", 85520809984ULL, 4294967296ULL, 87, 35, 312500, 61, true },
    { "Tesla T4", 16106127360ULL, 1073741824ULL, 5, 1, 0, 38, false },
};
static int initialized = 0;

int nvmlInit_v2()
{
    if (const char *code = std::getenv("FLOPSHEET_FAKE_NVML_INIT"))
        return std::atoi(code);
    ++initialized;
    return 0;
}
int nvmlShutdown()
{
    --initialized;
    return 0;
}
const char *nvmlErrorString(int code)
{
    return code == 9 ? "Driver Not Loaded" : "Unknown Error";
}
int nvmlDeviceGetCount_v2(unsigned int *count)
{
    if (!initialized)
        return 1; // NVML_ERROR_UNINITIALIZED
    *count = 2;
    return 0;
}
int nvmlDeviceGetHandleByIndex_v2(unsigned int index, nvmlDevice_st **device)
{
    if (index >= 2)
        return 2; // NVML_ERROR_INVALID_ARGUMENT
    *device = &devices[index];
    return 0;
}
int nvmlDeviceGetName(nvmlDevice_st *device, char *name, unsigned int length)
{
    std::strncpy(name, device->name, length - 1);
    name[length - 1] = 0;
    return 0;
}
int nvmlDeviceGetMemoryInfo(nvmlDevice_st *device, nvmlMemory_t *memory)
{
    memory->total = device->total;
    memory->used = device->used;
    memory->free = device->total - device->used;
    return 0;
}
int nvmlDeviceGetUtilizationRates(nvmlDevice_st *device, nvmlUtilization_t *utilization)
{
    utilization->gpu = device->gpu;
    utilization->memory = device->memory;
    return 0;
}
int nvmlDeviceGetPowerUsage(nvmlDevice_st *device, unsigned int *milliwatts)
{
    if (!device->power)
        return 3; // NVML_ERROR_NOT_SUPPORTED
    *milliwatts = device->milliwatts;
    return 0;
}
int nvmlDeviceGetTemperature(nvmlDevice_st *device, int sensor, unsigned int *celsius)
{
    if (sensor != 0)
        return 2;
    *celsius = device->celsius;
    return 0;
}

} // extern "C"
