#pragma once

#include "ui/csvtransfer.h" // csvtransfer::Outcome: what an export did, for the status bar

#include <QString>

class QWidget;

namespace flopsheet {

class AppSettings;
class Project;

/** File › Export Excel Workbook: the dialog around core/xlsx/planworkbook.h. */
namespace xlsxexport {

/** Asks for a file name (".xlsx" added when it has no suffix), then writes the whole plan's workbook. */
csvtransfer::Outcome exportPlan(QWidget *parent, Project *project, AppSettings *settings);
/** Writes the whole plan's workbook without asking (tests, scripts). */
csvtransfer::Outcome exportPlanFile(Project *project, const QString &fileName);

} // namespace xlsxexport
} // namespace flopsheet
