#pragma once

#include "core/document/entries.h"
#include "core/document/project.h"

#include <QList>
#include <QStringList>

namespace flopsheet {

/** What became of a paste: how many cells changed, or why nothing did. */
struct PasteResult {
    int changedCells = 0;
    QString error; ///< names the first bad cell; empty on success
    int addedRows = 0; ///< new rows at the end of the table for a block taller than the rows below
    bool ok() const { return error.isEmpty(); }
};

/**
 * Pastes a block of text cells into a table as one undo step. cells[i][j] goes to row rows[i],
 * field columns[j] (source numbering; the caller maps the view's visible order). Every cell is
 * checked first, in order, against the row as the earlier cells of the paste leave it (a pasted
 * "infer" makes the prompt length apply); the first that is refused refuses the whole paste and
 * nothing changes. A ragged block is fine: a short line fills fewer cells. A block with more lines than
 * rows goes on in blank rows added at the end of the table, in the same undo step.
 */
PasteResult pasteCells(Project *project, Table table, const QList<int> &rows, const QList<int> &columns,
                       const QList<QStringList> &cells);

} // namespace flopsheet
