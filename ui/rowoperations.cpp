#include "ui/rowoperations.h"

#include "core/document/commands.h"

#include <QCoreApplication>

#include <algorithm>

namespace flopsheet::rowoperations {
namespace {

// Gives the strings here one translation context.
class RowOperations
{
    Q_DECLARE_TR_FUNCTIONS(RowOperations)
};

int rowCount(const Project *project, Table table)
{
    return table == Table::Workloads ? project->workloadCount() : project->hardwareCount();
}

QList<int> validRows(const Project *project, Table table, QList<int> rows)
{
    std::sort(rows.begin(), rows.end());
    rows.erase(std::unique(rows.begin(), rows.end()), rows.end());
    const int count = rowCount(project, table);
    rows.removeIf([count](int r) { return r < 0 || r >= count; });
    return rows;
}

} // namespace

WorkloadEntry blankWorkload()
{
    Workload w;
    w.id = QStringLiteral("custom");
    w.name = RowOperations::tr("New workload");
    w.family = WorkloadFamily::Decoder;
    w.params = 1e9;
    w.paramsExact = true;
    w.seqLen = 2048;
    w.trainingTokens = 20e9;
    return workloadEntryFromPreset(w);
}

HardwareEntry blankHardware()
{
    HardwareEntry h;
    h.gpu.id = QStringLiteral("custom");
    h.gpu.name = RowOperations::tr("New GPU");
    h.gpu.memoryGB = 80;
    h.gpu.memoryBandwidthGBps = 2000;
    return h;
}

int insertWorkloads(Project *project, int row, const QList<WorkloadEntry> &entries)
{
    if (entries.isEmpty())
        return -1;
    row = std::clamp(row, 0, project->workloadCount());
    project->undoStack()->push(new InsertRowsCommand(project, row, entries));
    return row;
}

int insertHardware(Project *project, int row, const QList<HardwareEntry> &entries)
{
    if (entries.isEmpty())
        return -1;
    row = std::clamp(row, 0, project->hardwareCount());
    project->undoStack()->push(new InsertRowsCommand(project, row, entries));
    return row;
}

int duplicate(Project *project, Table table, QList<int> rows)
{
    rows = validRows(project, table, rows);
    if (rows.isEmpty())
        return -1;
    const int at = rows.last() + 1;
    if (table == Table::Workloads) {
        QList<WorkloadEntry> copies;
        for (int r : rows) {
            WorkloadEntry e = project->workload(r);
            e.workload.name = RowOperations::tr("%1 (copy)").arg(e.workload.name);
            copies << e;
        }
        auto *command = new InsertRowsCommand(project, at, copies);
        command->setText(RowOperations::tr("Duplicate %n workload(s)", nullptr, int(copies.size())));
        project->undoStack()->push(command);
    } else {
        QList<HardwareEntry> copies;
        for (int r : rows) {
            HardwareEntry e = project->hardware(r);
            e.gpu.name = RowOperations::tr("%1 (copy)").arg(e.gpu.name);
            copies << e;
        }
        auto *command = new InsertRowsCommand(project, at, copies);
        command->setText(RowOperations::tr("Duplicate %n GPU type(s)", nullptr, int(copies.size())));
        project->undoStack()->push(command);
    }
    return at;
}

bool remove(Project *project, Table table, QList<int> rows)
{
    rows = validRows(project, table, rows);
    if (rows.isEmpty())
        return false;
    // Contiguous blocks, removed from the bottom up so earlier rows keep their numbers.
    QList<std::pair<int, int>> blocks; // first row, count
    for (int r : rows) {
        if (!blocks.isEmpty() && blocks.last().first + blocks.last().second == r)
            ++blocks.last().second;
        else
            blocks.append({r, 1});
    }
    if (blocks.size() == 1) {
        project->undoStack()->push(new RemoveRowsCommand(project, table, blocks[0].first, blocks[0].second));
        return true;
    }
    const int n = int(rows.size());
    auto *macro = new QUndoCommand(table == Table::Workloads ? RowOperations::tr("Delete %n workload(s)", nullptr, n)
                                                             : RowOperations::tr("Delete %n GPU type(s)", nullptr, n));
    for (auto it = blocks.crbegin(); it != blocks.crend(); ++it)
        new RemoveRowsCommand(project, table, it->first, it->second, macro);
    project->undoStack()->push(macro);
    return true;
}

int move(Project *project, Table table, int row, int delta)
{
    const int to = row + delta;
    const int count = rowCount(project, table);
    if (row < 0 || row >= count || to < 0 || to >= count || delta == 0)
        return -1;
    project->undoStack()->push(new MoveRowCommand(project, table, row, to));
    return to;
}

} // namespace flopsheet::rowoperations
