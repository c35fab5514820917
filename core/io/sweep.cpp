#include "core/io/sweep.h"

#include "core/estimate/estimator.h"
#include "core/estimate/figures.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <thread>
#include <utility>

namespace flopsheet {
namespace {

inline void appendNumber(std::string &out, double v)
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

std::string utf8(const QString &s)
{
    return s.toStdString();
}

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

namespace {

// The estimate's figures a sweep row carries, in column order (figures.h); the header and every row
// follow this list.
constexpr FigureId kSweepFigures[] = {
    FigureId::Fits,
    FigureId::MemoryPerGpuGiB,
    FigureId::WallHours,
    FigureId::GpuHours,
    FigureId::CostUsd,
    FigureId::EnergyKwh,
    FigureId::SamplesPerS,
    FigureId::TokensPerS,
    FigureId::Mfu,
    FigureId::ScalingEfficiency,
    FigureId::Bound,
    FigureId::LatencyMs,
};
// The columns that say which point a row is, before the figures, and the error column after them.
constexpr const char *kLeadingColumns[] = { "workload", "gpu", "gpus", "precision" };
constexpr const char *kErrorColumn = "error";

std::string makeHeader()
{
    std::string header;
    for (const char *column : kLeadingColumns)
        header.append(column).push_back(',');
    for (FigureId id : kSweepFigures)
        header.append(figure(id).key).push_back(',');
    return header.append(kErrorColumn);
}

// One figure's field. A template over the figure, so each accessor compiles inline: the sweep writes
// millions of fields and stays as fast as when they were spelled out here.
template <FigureId Id> void appendFigure(std::string &out, const Estimate &e)
{
    constexpr FigureDescriptor f = figure(Id);
    if constexpr (f.kind == FigureKind::Number)
        appendNumber(out, f.value(e));
    else if constexpr (f.kind == FigureKind::Count)
        appendInt(out, static_cast<long long>(f.value(e)));
    else if constexpr (f.kind == FigureKind::Flag)
        out.append(f.value(e) != 0.0 ? "true" : "false");
    else {
        const auto bound = static_cast<Bound>(f.value(e));
        out.append(bound == Bound::Compute ? "compute" : bound == Bound::Memory ? "memory" : "communication");
    }
}

// The sweep's figures of one estimate, each followed by its comma.
template <std::size_t... I> void appendFigures(std::string &out, const Estimate &e, std::index_sequence<I...>)
{
    ((appendFigure<kSweepFigures[I]>(out, e), out.push_back(',')), ...);
}

} // namespace

const char *sweepCsvHeader()
{
    static const std::string header = makeHeader();
    return header.c_str();
}

bool sweepColumnIsNumeric(QStringView column)
{
    if (const FigureDescriptor *f = figureWithKey(column))
        return f->isNumeric();
    return column == u"gpus";
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
                        out.append(std::size(kSweepFigures), ','); // the figures empty
                        out.append(e.error == EstimateError::NoTrainingAmount ? "no-training-amount" : "error");
                        out.push_back('\n');
                        continue;
                    }
                    appendFigures(out, e, std::make_index_sequence<std::size(kSweepFigures)>());
                    out.push_back('\n'); // an empty error field
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
