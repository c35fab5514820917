#include "core/io/sweep.h"

#include "core/estimate/estimator.h"
#include "core/estimate/figures.h"
#include "core/estimate/plan.h"
#include "core/io/orderedblocks.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
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

bool sweepsPrecision(const SweepRequest &request, const Gpu &gpu, Precision p)
{
    if (!gpu.peakFlops(p))
        return false;
    if (!request.precisions.empty())
        return std::find(request.precisions.begin(), request.precisions.end(), p) != request.precisions.end();
    return request.base.mode != Mode::Train || isTrainingPrecision(p);
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
    // Serving's own figures (empty on training rows): its price is per million output tokens, not a total.
    FigureId::TimeToFirstTokenMs,
    FigureId::TimePerOutputTokenMs,
    FigureId::CostPerMillionTokensUsd,
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
        out.append(bound == Bound::Compute ? "compute"
                : bound == Bound::Memory   ? "memory"
                : bound == Bound::Overhead ? "overhead"
                                           : "communication");
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

// Rows per block of work: a few hundred kilobytes of CSV, so blocks are many enough to keep every core
// busy and few enough that handing them on costs nothing next to the estimates.
constexpr std::size_t kRowsPerBlock = 2048;

// The points of a sweep in output order (workload, GPU, precision, count) and the CSV rows of any run
// of them, so blocks of rows can be made apart and joined in order.
class SweepPoints {
public:
    explicit SweepPoints(const SweepRequest &request)
        : m_request(request), m_counts(request.gpuCounts.empty() ? gpuCountLadder(1024) : request.gpuCounts)
    {
        for (Precision p : kAllPrecisions)
            m_precisionNames[std::size_t(p)] = utf8(precisionName(p));
        for (const Gpu *g : request.gpus) {
            GpuPoints points { g, utf8(g->id), {} };
            for (Precision p : kAllPrecisions) {
                if (sweepsPrecision(request, *g, p))
                    points.precisions.push_back(p);
            }
            if (!points.precisions.empty()) // a GPU with nothing to sweep has no rows
                m_gpus.push_back(std::move(points));
        }
        for (const GpuPoints &g : m_gpus)
            m_rowsPerWorkload += g.precisions.size() * m_counts.size();
    }

    std::size_t size() const { return m_request.workloads.size() * m_rowsPerWorkload; }

    // Appends rows [first, last) to out.
    void write(std::size_t first, std::size_t last, std::string &out) const
    {
        if (first >= last)
            return;
        // Where row first lies: its workload, GPU, precision and count, then on like an odometer.
        std::size_t w = first / m_rowsPerWorkload;
        std::size_t rest = first % m_rowsPerWorkload;
        std::size_t g = 0;
        while (rest >= m_gpus[g].precisions.size() * m_counts.size())
            rest -= m_gpus[g++].precisions.size() * m_counts.size();
        std::size_t p = rest / m_counts.size();
        std::size_t c = rest % m_counts.size();
        std::string workloadId = utf8(m_request.workloads[w]->id);
        Scenario sc = m_request.base;
        for (std::size_t row = first; row < last; ++row) {
            const GpuPoints &gpu = m_gpus[g];
            sc.precision = gpu.precisions[p];
            sc.gpuCount = m_counts[c];
            appendRow(out, workloadId, gpu.id, estimate(*m_request.workloads[w], *gpu.gpu, sc), sc);
            if (++c < m_counts.size())
                continue;
            c = 0;
            if (++p < gpu.precisions.size())
                continue;
            p = 0;
            if (++g < m_gpus.size())
                continue;
            g = 0;
            if (++w < m_request.workloads.size() && row + 1 < last)
                workloadId = utf8(m_request.workloads[w]->id);
        }
    }

private:
    struct GpuPoints {
        const Gpu *gpu;
        std::string id;
        std::vector<Precision> precisions; ///< those swept on this GPU, in kAllPrecisions order
    };

    void appendRow(std::string &out, const std::string &workloadId, const std::string &gpuId, const Estimate &e,
        const Scenario &sc) const
    {
        out.append(workloadId).push_back(',');
        out.append(gpuId).push_back(',');
        appendInt(out, sc.gpuCount);
        out.push_back(',');
        out.append(m_precisionNames[std::size_t(sc.precision)]).push_back(',');
        if (!e.ok()) {
            out.append(std::size(kSweepFigures), ','); // the figures empty
            out.append(e.error == EstimateError::NoTrainingAmount ? "no-training-amount" : "error");
            out.push_back('\n');
            return;
        }
        appendFigures(out, e, std::make_index_sequence<std::size(kSweepFigures)>());
        out.push_back('\n'); // an empty error field
    }

    const SweepRequest &m_request;
    std::vector<int> m_counts;
    std::array<std::string, kPrecisionCount> m_precisionNames;
    std::vector<GpuPoints> m_gpus;
    std::size_t m_rowsPerWorkload = 0;
};

} // namespace

std::size_t writeSweepRows(const SweepRequest &request, const SweepSink &sink)
{
    const SweepPoints points(request);
    const std::size_t rows = points.size();
    // Estimates are independent: blocks of rows are made on every core and handed on in order.
    makeBlocksInOrder((rows + kRowsPerBlock - 1) / kRowsPerBlock,
        [&points, rows](std::size_t block, std::string &out) {
            points.write(block * kRowsPerBlock, std::min(rows, (block + 1) * kRowsPerBlock), out);
        },
        sink);
    return rows;
}

std::size_t writeSweepCsv(const SweepRequest &request, std::string &out)
{
    out.append(sweepCsvHeader());
    out.push_back('\n');
    return writeSweepRows(request, [&out](std::string_view lines) { out.append(lines); });
}

} // namespace flopsheet
