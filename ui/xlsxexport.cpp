#include "ui/xlsxexport.h"

#include "core/document/project.h"
#include "core/xlsx/planworkbook.h"
#include "ui/appsettings.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>

namespace flopsheet::xlsxexport {
namespace {

class XlsxExport {
    Q_DECLARE_TR_FUNCTIONS(XlsxExport)
};

} // namespace

csvtransfer::Outcome exportPlanFile(Project *project, const QString &fileName)
{
    QString error;
    const QString file = QDir::toNativeSeparators(fileName);
    if (!savePlanWorkbook(*project, fileName, &error))
        return { {}, XlsxExport::tr("Could not write %1: %2").arg(file, error) };
    return { XlsxExport::tr("Exported the plan to %1").arg(file), {} };
}

csvtransfer::Outcome exportPlan(QWidget *parent, Project *project, AppSettings *settings)
{
    const QString baseName
        = project->fileName().isEmpty() ? XlsxExport::tr("plan") : QFileInfo(project->fileName()).completeBaseName();
    const QString suggested = QDir(settings->lastDirectory()).filePath(baseName + QStringLiteral(".xlsx"));
    QString fileName = QFileDialog::getSaveFileName(parent, XlsxExport::tr("Export the Plan as an Excel Workbook"),
        suggested, XlsxExport::tr("Excel workbook (*.xlsx)"));
    if (fileName.isEmpty())
        return {};
    if (QFileInfo(fileName).suffix().isEmpty())
        fileName += QStringLiteral(".xlsx");
    settings->setLastDirectory(QFileInfo(fileName).absolutePath());
    return exportPlanFile(project, fileName);
}

} // namespace flopsheet::xlsxexport
