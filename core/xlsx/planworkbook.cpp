#include "core/xlsx/planworkbook.h"

#include "core/document/project.h"
#include "core/models/resultmodel.h"
#include "core/xlsx/plansheets.h"
#include "core/xlsx/workbook.h"

#include <QFile>
#include <QSaveFile>
#include <QTemporaryDir>

namespace flopsheet {

bool savePlanWorkbook(Project &project, const QString &fileName, QString *error)
{
    auto refuse = [error](const QString &reason) {
        if (error)
            *error = reason;
        return false;
    };
    // libxlsxwriter writes to a file name of its own; QSaveFile then replaces the target in one step.
    const QTemporaryDir scratch;
    if (!scratch.isValid())
        return refuse(scratch.errorString());
    const QString written = scratch.filePath(QStringLiteral("plan.xlsx"));
    {
        xlsx::Workbook book(written);
        const ResultModel results(&project);
        xlsx::writeResultsSheet(book, results);
        for (Table table : { Table::Workloads, Table::Hardware, Table::Calibrations, Table::PoolGpus, Table::PoolJobs })
            xlsx::writeTableSheet(book, project.table(table));
        xlsx::writeAssumptionsSheet(book, project, results);
        QString reason;
        if (!book.close(&reason))
            return refuse(reason);
    }

    QFile in(written);
    if (!in.open(QIODevice::ReadOnly))
        return refuse(in.errorString());
    const QByteArray bytes = in.readAll();
    QSaveFile out(fileName);
    if (!out.open(QIODevice::WriteOnly) || out.write(bytes) != bytes.size() || !out.commit())
        return refuse(out.errorString());
    return true;
}

} // namespace flopsheet
