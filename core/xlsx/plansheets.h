#pragma once

namespace flopsheet {

class Project;
class ResultModel;
class TableRows;

namespace xlsx {

class Workbook;

/**
 * A table as its CSV export writes it (core/io/tablecsv.h): every row in table order, every field in the
 * order of its FieldSpecs, empty where the field does not apply or has no value, with the same values
 * (numbers in the column's unit, choices as their words). The header holds the fields' titles with
 * their units ("Price ($/GPU-h)"); the sheet is named for the table ("Measured runs").
 */
void writeTableSheet(Workbook &book, const TableRows &rows);

/**
 * The results as `flopsheet-cli report --csv` writes them (ui/modelcsv.h): every row and column of the
 * model, its raw values (SortRole) at full precision, headed by the model's titles with units.
 */
void writeResultsSheet(Workbook &book, const ResultModel &results);

/**
 * "Assumptions": the plan's own figures (deadline, budget, price multiplier, PUE, GPUs per node, pool
 * policy) as numbers, then what each estimate assumed (core/report/assumptions.h: the lines the CLI,
 * the details pane, the results tooltip and the report state), one line a row for every result.
 */
void writeAssumptionsSheet(Workbook &book, const Project &project, const ResultModel &results);

} // namespace xlsx
} // namespace flopsheet
