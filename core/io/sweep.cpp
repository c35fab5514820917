#include "core/io/sweep.h"

#include "core/estimate/estimator.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <thread>

namespace flopsheet {
namespace {

void appendNumber(std::string &out, double v)
{
    if (!std::isfinite(v))
        return; // empty field = not applicable
    // Shortest form of the nearest float: ~7 significant digits, far more than an estimate's
    // accuracy, and the fastest exact formatting std::to_chars offers (Ryu).
    char buffer[32];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, static_cast<float>(v));
    out.append(buffer, result.ptr);
}

void appendInt(std::string &out, long long v)
{
    char buffer[24];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, v);
    out.append(buffer, result.ptr);
}

std::string utf8(const QString &s) { return s.toStdString(); }

} // namespace

std::vector<int> powerOfTwoCounts(int maxCount)
{
    std::vector<int> counts;
    for (int n = 1; n <= maxCount; n *= 2)
        counts.push_back(n);
    return counts;
}

bool sweepsPrecision(const SweepRequest &request, const Gpu &gpu, Precision p)
{
    if (!gpu.peakFlops(p))
        return false;
    if (!request.precisions.empty())
        return std::find(request.precisions.begin(), request.precisions.end(), p) != request.precisions.end();
    return !(request.base.mode == Mode::Train && p == Precision::INT8);
}

const char *sweepCsvHeader()
{
    return "workload,gpu,gpus,precision,fits,memory_per_gpu_gib,wall_hours,gpu_hours,cost_usd,energy_kwh,"
           "samples_per_s,tokens_per_s,mfu,scaling_efficiency,bound,latency_ms,error";
}

namespace {

// Rows for workloads [first, last) of the request, appended to out.
std::size_t writeRows(const SweepRequest &request, std::size_t first, std::size_t last, std::string &out)
{
    const std::vector<int> counts = request.gpuCounts.empty() ? powerOfTwoCounts(1024) : request.gpuCounts;
    std::size_t made = 0;
    Scenario sc = request.base;
    for (std::size_t i = first; i < last; ++i) {
        const Workload *w = request.workloads[i];
        const std::string workloadId = utf8(w->id);
        for (const Gpu *g : request.gpus) {
            const std::string gpuId = utf8(g->id);
            for (Precision p : kAllPrecisions) {
                if (!sweepsPrecision(request, *g, p))
                    continue;
                sc.precision = p;
                const std::string precision = utf8(precisionName(p));
                for (int n : counts) {
                    sc.gpuCount = n;
                    const Estimate e = estimate(*w, *g, sc);
                    ++made;
                    out.append(workloadId).push_back(',');
                    out.append(gpuId).push_back(',');
                    appendInt(out, n);
                    out.push_back(',');
                    out.append(precision).push_back(',');
                    if (!e.ok()) {
                        out.append(",,,,,,,,,,,");
                        out.append(e.error == EstimateError::NoTrainingAmount ? "no-training-amount" : "error");
                        out.push_back('\n');
                        continue;
                    }
                    out.append(e.fits ? "true," : "false,");
                    for (double v : {e.memoryPerGpuGiB, e.wallHours, e.gpuHours, e.costUsd, e.energyKwh, e.samplesPerS,
                                     e.tokensPerS, e.mfu, e.scalingEfficiency}) {
                        appendNumber(out, v);
                        out.push_back(',');
                    }
                    out.append(e.bound == Bound::Compute ? "compute" : e.bound == Bound::Memory ? "memory" : "communication");
                    out.push_back(',');
                    appendNumber(out, e.latencyMs);
                    out.append(",\n");
                }
            }
        }
    }
    return made;
}

} // namespace

std::size_t writeSweepCsv(const SweepRequest &request, std::string &out)
{
    out.append(sweepCsvHeader());
    out.push_back('\n');
    // Estimates are independent: split the workloads over the cores, then join the text in order.
    const std::size_t workers = std::clamp<std::size_t>(std::thread::hardware_concurrency(), 1, 16);
    const std::size_t n = request.workloads.size();
    if (workers == 1 || n < 2)
        return writeRows(request, 0, n, out);
    const std::size_t chunks = std::min(workers, n);
    std::vector<std::string> parts(chunks);
    std::vector<std::size_t> made(chunks, 0);
    std::vector<std::thread> threads;
    for (std::size_t c = 0; c < chunks; ++c) {
        threads.emplace_back([&, c] {
            parts[c].reserve(out.capacity() / chunks);
            made[c] = writeRows(request, n * c / chunks, n * (c + 1) / chunks, parts[c]);
        });
    }
    std::size_t total = 0;
    for (std::size_t c = 0; c < chunks; ++c) {
        threads[c].join();
        out.append(parts[c]);
        total += made[c];
    }
    return total;
}

} // namespace flopsheet
