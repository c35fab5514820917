#pragma once

#include "core/document/table.h"

#include <QString>

namespace flopsheet {

class Project;

/**
 * How large a plan FlopSheet keeps, one place for the plan reader, the CSV import and every row the edit
 * layer inserts (edits::insertRows, pasteCells), issue 17. A
 * plan of 10,000 workloads × 40 GPU types — 400,000 results — opens in about 2 s and takes about
 * 0.5 GB (tests/bench/bench_scale); each result keeps about 730 bytes of figures, so a million results
 * is near 1 GB before the window. A larger plan, or a corrupt file claiming millions of rows, is refused
 * with the counts instead of running out of memory.
 */
namespace plansize {
/** Rows one table (workloads, GPU types, measured runs, pool jobs ...) holds at most. */
inline constexpr qsizetype kMaxTableRows = 50000;
/** Workloads × GPU types at most: the results the window keeps and recomputes. */
inline constexpr qsizetype kMaxResults = 1000000;
} // namespace plansize

/** Why a table of this many rows is too large, translated ("60,000 rows, more than ..."); empty when it is not. */
QString tableSizeProblem(qsizetype rows);
/** Why a plan of these workloads on these GPU types is too large, translated; empty when it is not. */
QString planSizeProblem(qsizetype workloads, qsizetype gpuTypes);
/** Why adding `added` rows to a table of the project would make the table or the plan too large; empty when not. */
QString growthProblem(const Project &project, Table table, qsizetype added);

} // namespace flopsheet
