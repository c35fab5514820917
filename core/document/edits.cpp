#include "core/document/edits.h"

#include "core/document/commands.h"
#include "core/document/plansize.h"
#include "core/document/scenariocommands.h"

#include <QCoreApplication>
#include <QHash>

namespace flopsheet::edits {
namespace {

class Edits {
    Q_DECLARE_TR_FUNCTIONS(Edits)
};

QString fieldProblem(const TableDescription &d, int field, const QString &why)
{
    return Edits::tr("%1: %2").arg(d.fieldTitle(field), why);
}

// Checks a value for a field of one row as the row stands: parsed, applicable, and the row's own rules
// with it set. The canonical value goes to *value; *changed says whether the row holds another one.
QString checkCell(
    const TableRows &rows, const RowBlock &row, int field, const QVariant &input, QVariant *value, bool *changed)
{
    const TableDescription &d = rows.description();
    if (field < 0 || field >= d.fieldCount())
        return Edits::tr("Column %1 does not exist.").arg(field + 1);
    // Whether the field applies depends on the row as it is now (the block's only row).
    if (!rows.blockApplies(row, field))
        return Edits::tr("%1 does not apply to this row").arg(d.fieldTitle(field));
    const FieldValue parsed = parseField(d.field(field), input);
    if (!parsed.ok())
        return fieldProblem(d, field, parsed.error);
    const RowBlock edited = rows.withField(row, field, parsed.value);
    int badField = field;
    if (const QString problem = rows.rowProblem(edited, &badField); !problem.isEmpty())
        return fieldProblem(d, badField, problem);
    *changed = !rows.allHold(row, field, parsed.value);
    *value = parsed.value;
    return {};
}

} // namespace

QString rowProblem(const TableRows &rows, const RowBlock &block)
{
    const TableDescription &d = rows.description();
    for (int i = 0; i < rows.blockSize(block); ++i) {
        const RowBlock row = rows.blockRows(block, i, 1);
        for (int f = 0; f < d.fieldCount(); ++f) {
            if (!rows.blockApplies(row, f))
                continue;
            const FieldValue parsed = parseField(d.field(f), rows.blockValue(row, f));
            if (!parsed.ok())
                return fieldProblem(d, f, parsed.error);
        }
        int field = 0;
        if (const QString problem = rows.rowProblem(row, &field); !problem.isEmpty())
            return fieldProblem(d, field, problem);
    }
    return {};
}

EditResult setCell(Project &project, Table table, int row, int field, const QVariant &input)
{
    const TableRows &rows = project.table(table);
    if (row < 0 || row >= rows.count())
        return { Edits::tr("Row %1 does not exist.").arg(row + 1) };
    QVariant value;
    bool changed = false;
    if (QString error = checkCell(rows, rows.copyRows(row, 1), field, input, &value, &changed); !error.isEmpty())
        return { error };
    if (changed)
        project.undoStack()->push(new SetCellCommand(&project, table, row, field, value));
    return {};
}

EditResult setField(Project &project, Table table, int first, int count, int field, const QVariant &input, int dragId)
{
    const TableRows &rows = project.table(table);
    if (count <= 0 || first < 0 || first + count > rows.count())
        return { Edits::tr("Row %1 does not exist.").arg(first + count) };
    const TableDescription &d = rows.description();
    if (field < 0 || field >= d.fieldCount())
        return { Edits::tr("Column %1 does not exist.").arg(field + 1) };
    const FieldValue parsed = parseField(d.field(field), input); // once: the same value goes to every row
    if (!parsed.ok())
        return { fieldProblem(d, field, parsed.error) };
    // Rows the field does not apply to take the value too (ZeRO on a serving row): it waits there unused,
    // as a typed cell could not put it, but as "every workload" means.
    const RowBlock block = rows.copyRows(first, count);
    const RowBlock edited = rows.withField(block, field, parsed.value);
    int badField = field;
    if (const QString problem = rows.rowProblem(edited, &badField); !problem.isEmpty())
        return { fieldProblem(d, badField, problem) };
    const QVariant value = parsed.value;
    const bool anyChanged = !rows.allHold(block, field, value);
    if (anyChanged)
        project.undoStack()->push(new SetFieldsCommand(&project, table, first, count, field, value, dragId));
    return {};
}

PasteResult pasteCells(
    Project &project, Table table, const QList<int> &rows, const QList<int> &columns, const QList<QStringList> &cells)
{
    const TableRows &list = project.table(table);
    const int existingRows = list.count();
    PasteResult result;
    // A block taller than the rows below the selection goes on in new rows at the end of the table, as
    // spreadsheets grow; they start as the blank rows "Add" makes and are part of the same undo step.
    QList<int> targetRows = rows;
    const int added = std::max(0, int(cells.size() - rows.size()));
    if (QString tooLarge = growthProblem(project, table, added); !tooLarge.isEmpty()) {
        result.error = Edits::tr("Nothing was pasted: %1.").arg(tooLarge);
        return result;
    }
    for (int i = 0; i < added; ++i)
        targetRows << existingRows + i;
    const RowBlock blanks = list.blankRows(added);
    QHash<int, RowBlock> pasted; // rows as the paste leaves them, to check later cells against
    auto rowAsPasted = [&](int row) -> RowBlock & {
        auto it = pasted.find(row);
        if (it == pasted.end())
            it = pasted.insert(
                row, row < existingRows ? list.copyRows(row, 1) : list.blockRows(blanks, row - existingRows, 1));
        return *it;
    };
    struct Change {
        int row;
        int field;
        QVariant value;
    };
    QList<Change> changes;
    for (int i = 0; i < cells.size(); ++i) {
        const QStringList &line = cells[i];
        if (line.size() > columns.size()) {
            result.error = Edits::tr(
                "The pasted block has %n column(s); the table has room for %1 from here.", nullptr, int(line.size()))
                               .arg(columns.size());
            return result;
        }
        const int row = targetRows[i];
        if (row < 0 || row >= existingRows + added) {
            result.error = Edits::tr("Row %1 does not exist.").arg(row + 1);
            return result;
        }
        for (int j = 0; j < line.size(); ++j) {
            RowBlock &current = rowAsPasted(row);
            QVariant value;
            bool changed = false;
            const QString error = checkCell(list, current, columns[j], line[j], &value, &changed);
            if (!error.isEmpty()) {
                result.error = Edits::tr("Nothing was pasted. Row %1: %2 (\"%3\")")
                                   .arg(QString::number(row + 1), error, line[j]);
                return result;
            }
            current = list.withField(current, columns[j], value);
            if (changed)
                changes.append({ row, columns[j], value });
        }
    }
    if (changes.isEmpty() && added == 0)
        return result;
    QUndoStack *stack = project.undoStack();
    stack->beginMacro(Edits::tr("Paste %n cell(s)", nullptr, int(changes.size())));
    if (added > 0)
        stack->push(new InsertRowsCommand(&project, table, existingRows, blanks));
    for (const Change &c : changes)
        stack->push(new SetCellCommand(&project, table, c.row, c.field, c.value));
    stack->endMacro();
    result.changedCells = int(changes.size());
    result.addedRows = added;
    return result;
}

InsertResult insertRows(Project &project, Table table, int row, const RowBlock &rows, const QString &text)
{
    const TableRows &list = project.table(table);
    const int count = list.blockSize(rows);
    if (count == 0)
        return {};
    if (QString tooLarge = growthProblem(project, table, count); !tooLarge.isEmpty())
        return { -1, Edits::tr("Nothing was added: %1.").arg(tooLarge) };
    row = std::clamp(row, 0, list.count());
    auto *command = new InsertRowsCommand(&project, table, row, rows);
    if (!text.isEmpty())
        command->setText(text);
    project.undoStack()->push(command);
    return { row, {} };
}

InsertResult insertBlankRow(Project &project, Table table, int row)
{
    return insertRows(project, table, row, project.table(table).blankRows(1));
}

namespace {

QList<int> validRows(const TableRows &list, QList<int> rows)
{
    std::sort(rows.begin(), rows.end());
    rows.erase(std::unique(rows.begin(), rows.end()), rows.end());
    const int count = list.count();
    rows.removeIf([count](int r) { return r < 0 || r >= count; });
    return rows;
}

} // namespace

InsertResult duplicateRows(Project &project, Table table, QList<int> rows)
{
    const TableRows &list = project.table(table);
    rows = validRows(list, rows);
    if (rows.isEmpty())
        return {};
    const int at = rows.last() + 1;
    const int nameField = list.description().nameField;
    RowBlock copies = list.blankRows(0);
    for (int r : rows) {
        const RowBlock copy
            = list.withField(list.copyRows(r, 1), nameField, Edits::tr("%1 (copy)").arg(list.rowName(r)));
        list.appendBlock(copies, copy);
    }
    return insertRows(
        project, table, at, copies, Edits::tr("Duplicate %1").arg(list.description().rowsText(int(rows.size()))));
}

bool removeRows(Project &project, Table table, QList<int> rows)
{
    const TableRows &list = project.table(table);
    rows = validRows(list, rows);
    if (rows.isEmpty())
        return false;
    // Contiguous blocks, removed from the bottom up so earlier rows keep their numbers.
    QList<std::pair<int, int>> blocks; // first row, count
    for (int r : rows) {
        if (!blocks.isEmpty() && blocks.last().first + blocks.last().second == r)
            ++blocks.last().second;
        else
            blocks.append({ r, 1 });
    }
    if (blocks.size() == 1) {
        project.undoStack()->push(new RemoveRowsCommand(&project, table, blocks[0].first, blocks[0].second));
        return true;
    }
    auto *macro = new QUndoCommand(list.description().deleteRowsText(int(rows.size())));
    for (auto it = blocks.crbegin(); it != blocks.crend(); ++it)
        new RemoveRowsCommand(&project, table, it->first, it->second, macro);
    project.undoStack()->push(macro);
    return true;
}

int moveRow(Project &project, Table table, int row, int delta)
{
    const int to = row + delta;
    const int count = project.table(table).count();
    if (row < 0 || row >= count || to < 0 || to >= count || delta == 0)
        return -1;
    project.undoStack()->push(new MoveRowCommand(&project, table, row, to));
    return to;
}

void pushReplaceRow(Project &project, Table table, int row, RowBlock entry, const QString &text)
{
    project.undoStack()->push(new ReplaceRowsCommand(&project, table, row, std::move(entry), text));
}

EditResult usePlan(Project &project, int workloadRow, int hardwareRow, int count, PlanScope scope)
{
    if (workloadRow < 0 || workloadRow >= project.workloadCount())
        return { Edits::tr("there is no workload row %1").arg(workloadRow + 1) };
    if (hardwareRow < 0 || hardwareRow >= project.hardwareCount())
        return { Edits::tr("there is no hardware row %1").arg(hardwareRow + 1) };
    const int countField = int(GpuField::Count);
    const FieldValue parsed = parseField(GpuField::Count, double(count));
    if (!parsed.ok())
        return { fieldProblem(project.table(Table::Hardware).description(), countField, parsed.error) };
    const QString gpu = project.hardware(hardwareRow).gpu.name;
    if (scope == PlanScope::Workload) {
        WorkloadEntry entry = project.workload(workloadRow);
        if (entry.gpuCounts.value(gpu, -1) == count)
            return {};
        entry.gpuCounts.insert(gpu, count);
        pushReplaceRow(project, Table::Workloads, workloadRow, RowBlock(QList<WorkloadEntry> { entry }),
            Edits::tr("Plan \"%1\" with %2 × %3").arg(entry.workload.name, QString::number(count), gpu));
        return {};
    }
    // Every workload: the row's count, and no workload keeps a count of its own for this type.
    QList<int> pinned;
    for (int w = 0; w < project.workloadCount(); ++w) {
        if (project.workload(w).gpuCounts.contains(gpu))
            pinned << w;
    }
    if (project.hardware(hardwareRow).count == count && pinned.isEmpty())
        return {};
    QUndoStack *stack = project.undoStack();
    stack->beginMacro(Edits::tr("Plan every workload on %1 with %n GPU(s)", nullptr, count).arg(gpu));
    HardwareEntry hardware = project.hardware(hardwareRow);
    hardware.count = count;
    pushReplaceRow(project, Table::Hardware, hardwareRow, RowBlock(QList<HardwareEntry> { hardware }), {});
    for (int w : pinned) {
        WorkloadEntry entry = project.workload(w);
        entry.gpuCounts.remove(gpu);
        pushReplaceRow(project, Table::Workloads, w, RowBlock(QList<WorkloadEntry> { entry }), {});
    }
    stack->endMacro();
    return {};
}

EditResult applyArchitecture(
    Project &project, int row, double params, double flopsPerSample, const std::optional<Network> &layers)
{
    if (row < 0 || row >= project.workloadCount())
        return { Edits::tr("there is no workload row %1").arg(row + 1) };
    WorkloadEntry entry = project.workload(row);
    const std::pair<WorkloadField, double> figures[]
        = { { WorkloadField::Params, params }, { WorkloadField::ForwardFlops, flopsPerSample } };
    for (const auto &[field, value] : figures) {
        if (!fieldApplies(entry, field))
            continue;
        const FieldValue parsed = parseField(field, value);
        if (!parsed.ok())
            return { Edits::tr("the workload refuses %1: %2").arg(fieldTitle(field), parsed.error) };
        setField(entry, field, parsed.value);
    }
    entry.architecture = layers;
    pushReplaceRow(project, Table::Workloads, row, RowBlock(QList<WorkloadEntry> { entry }),
        Edits::tr("Apply architecture to \"%1\"").arg(project.workload(row).workload.name));
    return {};
}

namespace {

QString scenarioNameProblem(const Project &project, const QString &name, int except)
{
    if (name.trimmed().isEmpty())
        return Edits::tr("A scenario needs a name.");
    for (int i = 0; i < project.scenarios().size(); ++i) {
        if (i != except && project.scenarios().at(i).name == name.trimmed())
            return Edits::tr("Another scenario is already called \"%1\".").arg(name.trimmed());
    }
    return {};
}

bool validScenario(const Project &project, int index)
{
    return index >= 0 && index < project.scenarios().size();
}

} // namespace

QString nextScenarioName(const Project &project)
{
    for (int n = int(project.scenarios().size()) + 1;; ++n) {
        const QString name = Edits::tr("Scenario %1").arg(n);
        const bool taken = std::any_of(project.scenarios().begin(), project.scenarios().end(),
            [&](const SavedScenario &s) { return s.name == name; });
        if (!taken)
            return name;
    }
}

EditResult saveScenario(Project &project, const QString &name)
{
    if (QString problem = scenarioNameProblem(project, name, -1); !problem.isEmpty())
        return { problem };
    project.undoStack()->push(new SaveScenarioCommand(&project, name.trimmed()));
    return {};
}

EditResult applyScenario(Project &project, int index)
{
    if (!validScenario(project, index))
        return { Edits::tr("There is no scenario %1.").arg(index + 1) };
    project.undoStack()->push(new ApplyScenarioCommand(&project, index));
    return {};
}

EditResult removeScenario(Project &project, int index)
{
    if (!validScenario(project, index))
        return { Edits::tr("There is no scenario %1.").arg(index + 1) };
    project.undoStack()->push(new RemoveScenarioCommand(&project, index));
    return {};
}

EditResult renameScenario(Project &project, int index, const QString &name)
{
    if (!validScenario(project, index))
        return { Edits::tr("There is no scenario %1.").arg(index + 1) };
    if (name.trimmed() == project.scenarios().at(index).name)
        return {};
    if (QString problem = scenarioNameProblem(project, name, index); !problem.isEmpty())
        return { problem };
    project.undoStack()->push(new RenameScenarioCommand(&project, index, name.trimmed()));
    return {};
}

EditResult setAssumptions(Project &project, const ProjectAssumptions &a, int dragId)
{
    const struct {
        double value;
        const Limits &limits;
        const char *name;
        bool optional;
    } checks[] = {
        { a.pue, limits::pue, QT_TRANSLATE_NOOP("Edits", "PUE"), false },
        { a.priceMultiplier, limits::priceMultiplier, QT_TRANSLATE_NOOP("Edits", "Price multiplier"), false },
        { double(a.gpusPerNode), limits::gpusPerNode, QT_TRANSLATE_NOOP("Edits", "GPUs per node"), false },
        { a.deadlineHours, limits::deadlineHours, QT_TRANSLATE_NOOP("Edits", "Deadline (h)"), true },
        { a.budgetUsd, limits::budgetUsd, QT_TRANSLATE_NOOP("Edits", "Budget ($)"), true },
    };
    for (const auto &c : checks) {
        if (c.optional && !isKnown(c.value))
            continue;
        if (const QString problem = limitProblem(c.limits, c.value); !problem.isEmpty())
            return { Edits::tr("%1: %2").arg(QCoreApplication::translate("Edits", c.name), problem) };
    }
    if (dragId == 0 && a == project.assumptions())
        return {};
    project.undoStack()->push(new SetAssumptionsCommand(&project, a, dragId));
    return {};
}

} // namespace flopsheet::edits
