#pragma once

#include "core/document/table.h"
#include "ui/modelcsv.h" // modelCsv(): the cells, apart so the command line links it without the window

#include <QString>

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

/** Asks for a file name and the encoding (with or without BOM) and writes the whole table. */
Outcome exportTable(QWidget *parent, const Project &project, AppSettings *settings, Table table);
/** The results as the panel shows them (order, filter, visible columns), numbers without the locale. */
Outcome exportResults(QWidget *parent, const TablePanel *results, AppSettings *settings);
/** The results text exportResults writes, header row first. */
QString resultsCsv(const TablePanel *results);

} // namespace csvtransfer
} // namespace flopsheet
