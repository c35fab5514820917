#pragma once

#include "core/document/project.h"

#include <QList>
#include <QStringList>

#include <algorithm>

namespace flopsheet {

/** What became of an edit: empty error when it was made (or changed nothing), else why nothing changed. */
struct EditResult {
    QString error; ///< translated, one line, naming the field: "Tokens: must be a positive number"
    bool ok() const { return error.isEmpty(); }
};

/** What became of an insertion: the first row inserted, or why none was. */
struct InsertResult {
    int row = -1; ///< the first inserted row; -1 when none was
    QString error; ///< why nothing was inserted (the table or the plan would pass plansize.h); empty otherwise
    bool inserted() const { return row >= 0; }
};

/** What became of a paste: how many cells changed, or why nothing did. */
struct PasteResult {
    int changedCells = 0;
    QString error; ///< names the first bad cell; empty on success
    int addedRows = 0; ///< new rows at the end of the table for a block taller than the rows below
    bool ok() const { return error.isEmpty(); }
};

/**
 * The one way user input reaches a project (Subsurface's commands/command.h): every function checks what
 * it is given with the table's own parser and rules, exactly as a typed cell is checked, then pushes one
 * undo step — or changes nothing and says why. Table cells, the what-if panel, the planner, paste, CSV
 * import, dialogs and the CLI all edit through here; widgets never build undo commands.
 */
namespace edits {

/** A typed cell: parsed and checked; an unchanged value pushes nothing. Edits of one cell merge. */
EditResult setCell(Project &project, Table table, int row, int field, const QVariant &input);

/**
 * One field of consecutive rows (a what-if control): the value parsed as a cell parses it, every row's
 * own rules checked with it; rows it does not apply to keep it unused. Steps with the same
 * non-zero dragId merge into one (a slider drag); a drag back to the start leaves none.
 */
EditResult setField(
    Project &project, Table table, int first, int count, int field, const QVariant &input, int dragId = 0);

/**
 * A block of text cells as one undo step. cells[i][j] goes to row rows[i], field columns[j]. Every cell is
 * checked first, in order, against the row as the earlier cells leave it (a pasted "infer" makes the
 * prompt length apply); the first refused refuses the whole paste. A short line fills fewer cells. A block
 * with more lines than rows goes on in blank rows added at the end, in the same step.
 */
PasteResult pasteCells(
    Project &project, Table table, const QList<int> &rows, const QList<int> &columns, const QList<QStringList> &cells);

/**
 * Inserts rows at a position (clamped to the table) as one step, named text (default "Add 3 workloads").
 * Refused, changing nothing, when the table or the plan would grow past its size (plansize.h): every
 * way rows are added (Add, a preset, duplicate, CSV import, the panels' own buttons) comes here; a paste
 * that adds rows checks the same rule (growthProblem).
 */
InsertResult insertRows(Project &project, Table table, int row, const RowBlock &rows, const QString &text = {});
template <typename Entry>
InsertResult insertRows(Project &project, int row, const QList<Entry> &rows, const QString &text = {})
{
    return rows.isEmpty() ? InsertResult {}
                          : insertRows(project, TableTraits<Entry>::description().table, row, RowBlock(rows), text);
}
/** A blank row ("Add") at a position. */
InsertResult insertBlankRow(Project &project, Table table, int row);
/** Copies the rows, named "… (copy)", below the last of them; the result's row is the first copy's. */
InsertResult duplicateRows(Project &project, Table table, QList<int> rows);
/** Deletes the rows (any set, not only a block) in one step; false when there are none. */
bool removeRows(Project &project, Table table, QList<int> rows);
/** Moves one row up (delta −1) or down (+1); returns its new row, or -1 when it cannot move. */
int moveRow(Project &project, Table table, int row, int delta);

/**
 * Replaces a whole row with one edited elsewhere (a dialog, the architecture editor) as one step named
 * text, after the checks every field of it passes when typed.
 */
template <typename Entry> EditResult replaceRow(Project &project, int row, const Entry &entry, const QString &text);

/**
 * "Apply to Workload" from the model analyzer or the architecture editor as one step: the row's parameter
 * count, its forward FLOPs per sample (where the row takes them: token models derive theirs from
 * parameters and sequence length) and the layers they came from (none: an ONNX model has no layers to
 * keep, and the row's old ones no longer describe its figures), set together. Each figure is checked as
 * the cell checks it; nothing changes when the row refuses one.
 */
EditResult applyArchitecture(
    Project &project, int row, double params, double flopsPerSample, const std::optional<Network> &layers);

/** What "Use This Plan" changes. */
enum class PlanScope {
    Workload, ///< the workload alone plans with the count on that GPU type (WorkloadEntry::gpuCounts)
    EveryWorkload, ///< the hardware row's count: every workload on that GPU type plans with it
};

/**
 * The planner's "Use This Plan" as one undo step that names what it changes: "Plan \"Pre-train\" with
 * 42 × H100-SXM" (the workload's own count for the type; the hardware row and the other workloads keep
 * theirs), or "Plan every workload on H100-SXM with 42 GPUs" (the row's count, and workloads' own counts
 * for the type given up, so that every workload on it does). The count is checked as the GPUs cell checks it.
 */
EditResult usePlan(Project &project, int workloadRow, int hardwareRow, int count, PlanScope scope);

/** A name for a new scenario that no saved one has yet ("Scenario 3"). */
QString nextScenarioName(const Project &project);
/** Saves the plan as it stands as a scenario; the name must be new and not empty. */
EditResult saveScenario(Project &project, const QString &name);
/** Replaces both tables and the assumptions with a saved scenario's (undoable). */
EditResult applyScenario(Project &project, int index);
EditResult removeScenario(Project &project, int index);
/** The same name rules as saveScenario; renaming to the same name changes nothing. */
EditResult renameScenario(Project &project, int index, const QString &name);

/** The project-wide assumptions, checked against their limits; drags merge by dragId. */
EditResult setAssumptions(Project &project, const ProjectAssumptions &assumptions, int dragId = 0);

/** Why a row breaks a rule of its table (every field re-checked as if typed, then the row's own rules). */
QString rowProblem(const TableRows &rows, const RowBlock &row);

void pushReplaceRow(Project &project, Table table, int row, RowBlock entry, const QString &text);

template <typename Entry> EditResult replaceRow(Project &project, int row, const Entry &entry, const QString &text)
{
    const RowList<Entry> &list = project.rows<Entry>();
    if (row < 0 || row >= list.count())
        return { QStringLiteral("row %1 does not exist").arg(row + 1) };
    if (QString problem = rowProblem(list, RowBlock(QList<Entry> { entry })); !problem.isEmpty())
        return { problem };
    pushReplaceRow(project, list.table(), row, RowBlock(QList<Entry> { entry }), text);
    return {};
}

} // namespace edits
} // namespace flopsheet
