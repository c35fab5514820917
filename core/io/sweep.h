#pragma once

#include "core/catalog/catalog.h"
#include "core/estimate/estimate.h"
#include "core/estimate/scenario.h"

#include <string>
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

/** Powers of two from 1 to maxCount. */
std::vector<int> powerOfTwoCounts(int maxCount);

/** Whether a sweep visits this precision on this GPU. */
bool sweepsPrecision(const SweepRequest &request, const Gpu &gpu, Precision p);

/**
 * Runs every workload × GPU × count × precision and appends one CSV line per point to out (header
 * first): numbers written with std::to_chars, locale-free, ~7 significant digits. Workloads are
 * spread over the machine's cores; the output order does not depend on it. Returns the number of
 * estimates made.
 */
std::size_t writeSweepCsv(const SweepRequest &request, std::string &out);

/** The sweep's CSV header (no newline): the point's columns, then the figures a row carries (figures.h), then error. */
const char *sweepCsvHeader();

/** Whether a column of the sweep CSV holds numbers (right-aligned in tables, JSON numbers). */
bool sweepColumnIsNumeric(QStringView column);

} // namespace flopsheet
