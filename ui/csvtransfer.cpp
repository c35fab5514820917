#include "ui/csvtransfer.h"

#include "core/catalog/catalog.h"
#include "core/document/catalogrows.h"
#include "core/document/edits.h"
#include "core/document/plansize.h"
#include "core/io/tablecsv.h"
#include "ui/appsettings.h"
#include "ui/sheetview.h"
#include "ui/sortkeyproxy.h"
#include "ui/tablepanel.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QMessageBox>
#include <QPushButton>

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

QString resultsText(int count)
{
    return CsvTransfer::tr("%n result(s)", nullptr, count);
}

std::function<QString(int)> tableRowsText(Table table)
{
    return [table](int count) { return tableDescription(table).rowsText(count); };
}

// What the status line says: how many rows of how many went where, and the filter that chose them.
Outcome write(const QString &fileName, const QString &text, bool withBom, const TablePanel *panel, ExportRows which,
    int written, const std::function<QString(int)> &rowsText)
{
    QString error;
    const QString file = QDir::toNativeSeparators(fileName);
    if (!saveCsv(fileName, text, withBom, &error))
        return { {}, CsvTransfer::tr("Could not write %1: %2").arg(file, error) };
    const int total = panel ? panel->sourceModel()->rowCount() : written;
    const bool hiding = panel && panel->proxy()->rowCount() < total;
    if (which == ExportRows::Shown && written < total)
        return { CsvTransfer::tr("Exported %1 of %2 to %3 (filter \"%4\")")
                     .arg(QString::number(written), rowsText(total), file, panel->filterText()),
            {} };
    if (hiding)
        return { CsvTransfer::tr("Exported all %1 to %2 (the filter \"%3\" set aside)")
                     .arg(rowsText(written), file, panel->filterText()),
            {} };
    return { CsvTransfer::tr("Exported %1 to %2").arg(rowsText(written), file), {} };
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
    // The insertion keeps a plan file's limits (plansize.h) on the rows the table would have.
    if (const QString tooLarge = growthProblem(*project, table, count); !tooLarge.isEmpty())
        return { {}, prefix.arg(QDir::toNativeSeparators(fileName), tooLarge) };
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

std::optional<ExportRows> askExportRows(
    QWidget *parent, const TablePanel *panel, const std::function<QString(int)> &rowsText)
{
    panel->proxy()->finishFiltering(); // the rows the filter as typed shows, not those of the one before
    const int shown = panel->proxy()->rowCount();
    const int total = panel->sourceModel()->rowCount();
    if (shown >= total)
        return ExportRows::All;
    QMessageBox box(QMessageBox::Question, CsvTransfer::tr("Export CSV"),
        CsvTransfer::tr("The filter \"%1\" shows %2 of %3.")
            .arg(panel->filterText(), QString::number(shown), rowsText(total)),
        QMessageBox::Cancel, parent);
    box.setInformativeText(CsvTransfer::tr("Export the %1 rows shown or all %2?").arg(shown).arg(total));
    QPushButton *shownButton = box.addButton(CsvTransfer::tr("Export %1 Shown").arg(shown), QMessageBox::AcceptRole);
    QPushButton *allButton = box.addButton(CsvTransfer::tr("Export All %1").arg(total), QMessageBox::AcceptRole);
    box.setDefaultButton(shownButton);
    box.exec();
    if (box.clickedButton() == shownButton)
        return ExportRows::Shown;
    if (box.clickedButton() == allButton)
        return ExportRows::All;
    return std::nullopt;
}

QList<int> exportedSourceRows(const TablePanel *panel, ExportRows which)
{
    const SortKeyProxy *shown = panel->proxy();
    SortKeyProxy unfiltered; // the view's sorting without its filter
    const SortKeyProxy *order = shown;
    if (which == ExportRows::All) {
        unfiltered.setSourceModel(panel->sourceModel());
        unfiltered.setSortRole(shown->sortRole());
        unfiltered.setSortCaseSensitivity(shown->sortCaseSensitivity());
        unfiltered.sort(shown->sortColumn(), shown->sortOrder());
        order = &unfiltered;
    }
    QList<int> rows;
    for (int r = 0; r < order->rowCount(); ++r)
        rows << order->mapToSource(order->index(r, 0)).row();
    return rows;
}

Outcome exportTableFile(const Project &project, Table table, const TablePanel *panel, ExportRows which,
    const QString &fileName, bool withBom)
{
    const TableRows &rows = project.table(table);
    QList<int> written;
    if (panel) {
        written = exportedSourceRows(panel, which);
    } else {
        for (int r = 0; r < rows.count(); ++r)
            written << r;
    }
    return write(fileName, tableCsv(rows, written), withBom, panel, which, int(written.size()), tableRowsText(table));
}

Outcome exportTable(
    QWidget *parent, const Project &project, AppSettings *settings, Table table, const TablePanel *panel)
{
    const std::optional<ExportRows> which
        = panel ? askExportRows(parent, panel, tableRowsText(table)) : std::optional(ExportRows::All);
    if (!which)
        return {};
    bool withBom = false;
    const QString fileName = askExportFile(
        parent, settings, CsvTransfer::tr("Export %1 as CSV").arg(tableName(table)), tableName(table), &withBom);
    if (fileName.isEmpty())
        return {};
    return exportTableFile(project, table, panel, *which, fileName, withBom);
}

QString resultsCsv(const TablePanel *results, ExportRows which)
{
    const QAbstractItemModel *model = results->sourceModel();
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
    for (int r : exportedSourceRows(results, which)) {
        QStringList line;
        for (int c : columns)
            line << csvCell(model->index(r, c));
        rows << line;
    }
    return tableToCsv(rows);
}

Outcome exportResultsFile(const TablePanel *results, ExportRows which, const QString &fileName, bool withBom)
{
    const QString text = resultsCsv(results, which);
    return write(fileName, text, withBom, results, which, int(exportedSourceRows(results, which).size()), resultsText);
}

Outcome exportResults(QWidget *parent, const TablePanel *results, AppSettings *settings)
{
    const std::optional<ExportRows> which = askExportRows(parent, results, resultsText);
    if (!which)
        return {};
    bool withBom = false;
    const QString fileName = askExportFile(
        parent, settings, CsvTransfer::tr("Export results as CSV"), CsvTransfer::tr("results"), &withBom);
    if (fileName.isEmpty())
        return {};
    return exportResultsFile(results, *which, fileName, withBom);
}

} // namespace flopsheet::csvtransfer
