#pragma once

#include "core/catalog/catalog.h"
#include "core/estimate/estimate.h"
#include "core/estimate/scenario.h"

#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace flopsheet {

/** Which combinations a sweep covers; empty lists mean "all". */
struct SweepRequest {
    std::vector<const Workload *> workloads;
    std::vector<const Gpu *> gpus;
    std::vector<int> gpuCounts; ///< default 1, 2, 4, ..., 1024
    std::vector<Precision> precisions; ///< default: every precision the GPU has (no INT8 for training)
    Scenario base;
};

/** Whether a sweep visits this precision on this GPU. */
bool sweepsPrecision(const SweepRequest &request, const Gpu &gpu, Precision p);

/** Receives a sweep's CSV rows in order, a whole number of lines at a time, each ending in a newline. */
using SweepSink = std::function<void(std::string_view lines)>;

/**
 * Runs every workload × GPU × count × precision and hands one CSV line per point to sink (no header:
 * sweepCsvHeader()), in the order workload, GPU, precision, count, as the rows are made: numbers written
 * with std::to_chars, locale-free, ~7 significant digits. Blocks of rows are made on the machine's
 * cores; the output does not depend on how many. Memory stays a few blocks of rows however long the
 * sweep, so a caller that writes each block out streams millions of rows. Returns the number of
 * estimates made.
 */
std::size_t writeSweepRows(const SweepRequest &request, const SweepSink &sink);

/** The whole sweep as CSV, header first, appended to out: writeSweepRows held in memory. */
std::size_t writeSweepCsv(const SweepRequest &request, std::string &out);

/** The sweep's CSV header (no newline): the point's columns, then the figures a row carries (figures.h), then error. */
const char *sweepCsvHeader();

/** Whether a column of the sweep CSV holds numbers (right-aligned in tables, JSON numbers). */
bool sweepColumnIsNumeric(QStringView column);

} // namespace flopsheet
