#include "ui/cellpaste.h"

#include "core/document/commands.h"
#include "core/document/fields.h"
#include "ui/rowoperations.h"

#include <QCoreApplication>
#include <QHash>

namespace flopsheet {
namespace {

class CellPaste
{
    Q_DECLARE_TR_FUNCTIONS(CellPaste)
};

struct CellChange {
    int row;
    int field;
    QVariant value;
};

// Checks one cell against the row as the paste has left it so far; applies it to the copy.
QString checkCell(const Project *project, Table table, QHash<int, WorkloadEntry> &workloads,
                  QHash<int, HardwareEntry> &hardware, int row, int field, const QString &text, QVariant *value,
                  bool *changed)
{
    if (table == Table::Workloads) {
        if (!workloads.contains(row))
            workloads.insert(row, project->workload(row));
        WorkloadEntry &entry = workloads[row];
        const auto f = static_cast<WorkloadField>(field);
        if (!workloadFieldApplies(entry, f))
            return CellPaste::tr("%1 does not apply to this workload").arg(workloadFieldTitle(f));
        const FieldValue parsed = parseWorkloadField(f, text);
        if (!parsed.ok())
            return CellPaste::tr("%1: %2").arg(workloadFieldTitle(f), parsed.error);
        *changed = parsed.value != workloadFieldValue(entry, f);
        setWorkloadField(entry, f, parsed.value);
        *value = parsed.value;
        return {};
    }
    if (!hardware.contains(row))
        hardware.insert(row, project->hardware(row));
    HardwareEntry &entry = hardware[row];
    const auto f = static_cast<GpuField>(field);
    const FieldValue parsed = parseGpuField(f, text);
    if (!parsed.ok())
        return CellPaste::tr("%1: %2").arg(gpuFieldTitle(f), parsed.error);
    *changed = parsed.value != gpuFieldValue(entry, f);
    setGpuField(entry, f, parsed.value);
    *value = parsed.value;
    return {};
}

} // namespace

PasteResult pasteCells(Project *project, Table table, const QList<int> &rows, const QList<int> &columns,
                       const QList<QStringList> &cells)
{
    const int existingRows = table == Table::Workloads ? project->workloadCount() : project->hardwareCount();
    const int fieldCount = table == Table::Workloads ? kWorkloadFieldCount : kGpuFieldCount;
    PasteResult result;
    QHash<int, WorkloadEntry> workloads; // rows as the paste leaves them, to check later cells against
    QHash<int, HardwareEntry> hardware;
    // A block taller than the rows below the selection goes on in new rows at the end of the table, as
    // spreadsheets grow; they start as the blank rows "Add" makes and are part of the same undo step.
    QList<int> targetRows = rows;
    const int added = std::max(0, int(cells.size() - rows.size()));
    for (int i = 0; i < added; ++i) {
        const int row = existingRows + i;
        targetRows << row;
        if (table == Table::Workloads)
            workloads.insert(row, rowoperations::blankWorkload());
        else
            hardware.insert(row, rowoperations::blankHardware());
    }
    const int rowCount = existingRows + added;
    QList<CellChange> changes;
    for (int i = 0; i < cells.size(); ++i) {
        const QStringList &line = cells[i];
        if (line.size() > columns.size()) {
            result.error = CellPaste::tr("The pasted block has %n column(s); the table has room for %1 from here.",
                                         nullptr, int(line.size()))
                               .arg(columns.size());
            return result;
        }
        const int row = targetRows[i];
        if (row < 0 || row >= rowCount) {
            result.error = CellPaste::tr("Row %1 does not exist.").arg(row + 1);
            return result;
        }
        for (int j = 0; j < line.size(); ++j) {
            const int field = columns[j];
            if (field < 0 || field >= fieldCount) {
                result.error = CellPaste::tr("Column %1 does not exist.").arg(field + 1);
                return result;
            }
            QVariant value;
            bool changed = false;
            const QString error = checkCell(project, table, workloads, hardware, row, field, line[j], &value, &changed);
            if (!error.isEmpty()) {
                result.error = CellPaste::tr("Nothing was pasted. Row %1: %2 (\"%3\")")
                                   .arg(QString::number(row + 1), error, line[j]);
                return result;
            }
            if (changed)
                changes.append({row, field, value});
        }
    }
    if (changes.isEmpty() && added == 0)
        return result;
    QUndoStack *stack = project->undoStack();
    stack->beginMacro(CellPaste::tr("Paste %n cell(s)", nullptr, int(changes.size())));
    if (added > 0) {
        QList<WorkloadEntry> newWorkloads;
        QList<HardwareEntry> newHardware;
        for (int i = 0; i < added; ++i) {
            if (table == Table::Workloads)
                newWorkloads << rowoperations::blankWorkload();
            else
                newHardware << rowoperations::blankHardware();
        }
        if (table == Table::Workloads)
            stack->push(new InsertRowsCommand(project, existingRows, newWorkloads));
        else
            stack->push(new InsertRowsCommand(project, existingRows, newHardware));
    }
    for (const CellChange &c : changes)
        stack->push(new SetCellCommand(project, table, c.row, c.field, c.value));
    stack->endMacro();
    result.changedCells = int(changes.size());
    result.addedRows = added;
    return result;
}

} // namespace flopsheet
