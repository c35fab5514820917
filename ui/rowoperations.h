#pragma once

#include "core/document/entries.h"
#include "core/document/project.h"

#include <QList>

namespace flopsheet {

/**
 * The row actions of the workload and hardware tables, each pushed onto the project's undo stack
 * as one step. Rows are in table (source model) order.
 */
namespace rowoperations {

/** A new workload to fill in: a 1B-parameter decoder trained on 20B tokens (20 per parameter). */
WorkloadEntry blankWorkload();
/** A new GPU type to fill in: memory and bandwidth set, peaks unknown until typed. */
HardwareEntry blankHardware();

/** Inserts rows at a position (clamped to the table); returns the first inserted row. */
int insertWorkloads(Project *project, int row, const QList<WorkloadEntry> &entries);
int insertHardware(Project *project, int row, const QList<HardwareEntry> &entries);

/** Copies the rows, named "… (copy)", below the last of them; returns the first copy's row, or -1. */
int duplicate(Project *project, Table table, QList<int> rows);

/** Deletes the rows (any set, not only a block) in one undo step; returns false when there are none. */
bool remove(Project *project, Table table, QList<int> rows);

/** Moves one row up (delta −1) or down (+1); returns its new row, or -1 when it cannot move. */
int move(Project *project, Table table, int row, int delta);

} // namespace rowoperations
} // namespace flopsheet
