#include "ui/csvtransfer.h"

#include "core/catalog/catalog.h"
#include "core/document/catalogrows.h"
#include "core/document/edits.h"
#include "core/io/tablecsv.h"
#include "ui/appsettings.h"
#include "ui/sheetview.h"
#include "ui/tablepanel.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QSortFilterProxyModel>

namespace flopsheet::csvtransfer {
namespace {

class CsvTransfer {
    Q_DECLARE_TR_FUNCTIONS(CsvTransfer)
};

QString plainFilter()
{
    return CsvTransfer::tr("CSV, UTF-8 (*.csv)");
}
QString bomFilter()
{
    return CsvTransfer::tr("CSV, UTF-8 with BOM for Excel (*.csv)");
}

QString tableName(Table table)
{
    return tableDescription(table).tableTitle();
}

// Asks where to write; returns the file name (".csv" added) and whether to write a BOM.
QString askExportFile(
    QWidget *parent, AppSettings *settings, const QString &title, const QString &baseName, bool *withBom)
{
    QString selected = settings->csvWithBom() ? bomFilter() : plainFilter();
    const QString suggested = QDir(settings->lastDirectory()).filePath(baseName + QStringLiteral(".csv"));
    QString fileName = QFileDialog::getSaveFileName(
        parent, title, suggested, plainFilter() + QStringLiteral(";;") + bomFilter(), &selected);
    if (fileName.isEmpty())
        return {};
    if (QFileInfo(fileName).suffix().isEmpty())
        fileName += QStringLiteral(".csv");
    *withBom = selected == bomFilter();
    settings->setCsvWithBom(*withBom);
    settings->setLastDirectory(QFileInfo(fileName).absolutePath());
    return fileName;
}

Outcome write(const QString &fileName, const QString &text, bool withBom)
{
    QString error;
    if (!saveCsv(fileName, text, withBom, &error))
        return { {}, CsvTransfer::tr("Could not write %1: %2").arg(QDir::toNativeSeparators(fileName), error) };
    return { CsvTransfer::tr("Exported to %1").arg(QDir::toNativeSeparators(fileName)), {} };
}

} // namespace

Outcome importTableFile(Project *project, Table table, const QString &fileName)
{
    QString text, error;
    if (!loadCsv(fileName, &text, &error))
        return { {}, CsvTransfer::tr("Could not read %1: %2").arg(QDir::toNativeSeparators(fileName), error) };
    const QString prefix = CsvTransfer::tr("Nothing was imported from %1: %2");
    const TableRows &list = project->table(table);
    RowBlock rows;
    if (!importCsv(list, text, rows, &error, catalogRows(Catalog::builtIn(), table)))
        return { {}, prefix.arg(QDir::toNativeSeparators(fileName), error) };
    const int count = list.blockSize(rows);
    if (count == 0)
        return { {}, prefix.arg(QDir::toNativeSeparators(fileName), CsvTransfer::tr("the file has no rows")) };
    const QString what = list.description().rowsText(count);
    edits::insertRows(*project, table, list.count(), rows, CsvTransfer::tr("Import %1").arg(what));
    return { CsvTransfer::tr("Imported %1").arg(what), {} };
}

Outcome importTable(QWidget *parent, Project *project, AppSettings *settings, Table table)
{
    const QString fileName
        = QFileDialog::getOpenFileName(parent, CsvTransfer::tr("Import %1 from CSV").arg(tableName(table)),
            settings->lastDirectory(), CsvTransfer::tr("CSV files (*.csv *.txt);;All files (*)"));
    if (fileName.isEmpty())
        return {};
    settings->setLastDirectory(QFileInfo(fileName).absolutePath());
    return importTableFile(project, table, fileName);
}

Outcome exportTable(QWidget *parent, const Project &project, AppSettings *settings, Table table)
{
    bool withBom = false;
    const QString fileName = askExportFile(
        parent, settings, CsvTransfer::tr("Export %1 as CSV").arg(tableName(table)), tableName(table), &withBom);
    if (fileName.isEmpty())
        return {};
    return write(fileName, tableCsv(project.table(table)), withBom);
}

QString resultsCsv(const TablePanel *results)
{
    const QAbstractItemModel *model = results->proxy();
    const QHeaderView *header = results->view()->horizontalHeader();
    QList<int> columns;
    for (int v = 0; v < header->count(); ++v) {
        const int logical = header->logicalIndex(v);
        if (!header->isSectionHidden(logical))
            columns << logical;
    }
    QList<QStringList> rows;
    QStringList titles;
    for (int c : columns)
        titles << model->headerData(c, Qt::Horizontal).toString();
    rows << titles;
    for (int r = 0; r < model->rowCount(); ++r) {
        QStringList line;
        for (int c : columns)
            line << csvCell(model->index(r, c));
        rows << line;
    }
    return tableToCsv(rows);
}

Outcome exportResults(QWidget *parent, const TablePanel *results, AppSettings *settings)
{
    bool withBom = false;
    const QString fileName = askExportFile(
        parent, settings, CsvTransfer::tr("Export results as CSV"), CsvTransfer::tr("results"), &withBom);
    if (fileName.isEmpty())
        return {};
    return write(fileName, resultsCsv(results), withBom);
}

} // namespace flopsheet::csvtransfer
