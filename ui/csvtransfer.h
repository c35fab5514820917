#pragma once

#include "core/document/table.h"
#include "ui/modelcsv.h" // modelCsv(): the cells, apart so the command line links it without the window

#include <QList>
#include <QString>

#include <functional>
#include <optional>

class QAbstractItemModel;
class QWidget;

namespace flopsheet {

class AppSettings;
class Project;
class TablePanel;

/** File › Import CSV and Export CSV: the dialogs around core/io/tablecsv.h. */
namespace csvtransfer {

/** What an import or export did, for the status bar; cancelled leaves both empty. */
struct Outcome {
    QString message; ///< what happened, for the status bar
    QString error; ///< why nothing happened; shown in a message box by the caller
};

/** Asks for a CSV file and appends its rows to the table as one undo step; a bad file changes nothing. */
Outcome importTable(QWidget *parent, Project *project, AppSettings *settings, Table table);
/** Reads a CSV file into the table without asking (tests, scripts). */
Outcome importTableFile(Project *project, Table table, const QString &fileName);

/** Which rows an export writes when the panel's filter hides some. */
enum class ExportRows {
    Shown, ///< the rows the filter leaves, in the view's order
    All, ///< every row, in the view's order (the filter set aside)
};

/**
 * When the panel's filter hides rows, asks whether to export the rows shown or all of them ("Export the
 * 5 workloads shown or all 25?"); without a hiding filter answers All without asking. Returns nullopt
 * when the question was cancelled.
 */
std::optional<ExportRows> askExportRows(
    QWidget *parent, const TablePanel *panel, const std::function<QString(int)> &rowsText);

/**
 * Source rows of the panel's model in the order the view shows them: the filtered ones, or every row
 * sorted as the view sorts them.
 */
QList<int> exportedSourceRows(const TablePanel *panel, ExportRows which);

/**
 * Asks which rows (askExportRows), a file name and the encoding (with or without BOM), then writes the
 * table's CSV. The panel shows the table; without one the whole table is written in table order.
 */
Outcome exportTable(
    QWidget *parent, const Project &project, AppSettings *settings, Table table, const TablePanel *panel = nullptr);
/** Writes a table's CSV without asking (tests, scripts); the message says how many rows and which filter. */
Outcome exportTableFile(const Project &project, Table table, const TablePanel *panel, ExportRows which,
    const QString &fileName, bool withBom);

/** The results as the panel shows them (order, visible columns, the filter's rows or all), numbers without the locale.
 */
Outcome exportResults(QWidget *parent, const TablePanel *results, AppSettings *settings);
/** Writes the results' CSV without asking (tests, scripts). */
Outcome exportResultsFile(const TablePanel *results, ExportRows which, const QString &fileName, bool withBom);
/** The results text exportResults writes, header row first. */
QString resultsCsv(const TablePanel *results, ExportRows which = ExportRows::Shown);

} // namespace csvtransfer
} // namespace flopsheet
