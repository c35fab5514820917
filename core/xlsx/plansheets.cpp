#include "core/xlsx/plansheets.h"

#include "core/document/project.h"
#include "core/models/resultmodel.h"
#include "core/models/tablemodelroles.h"
#include "core/report/assumptions.h"
#include "core/report/planassumptions.h"
#include "core/xlsx/cellstyle.h"
#include "core/xlsx/workbook.h"

#include <QCoreApplication>

namespace flopsheet::xlsx {
namespace {

class PlanSheets {
    Q_DECLARE_TR_FUNCTIONS(PlanSheets)
};

// "measured runs" (a table's title in a sentence) as a sheet's name: "Measured runs".
QString sheetName(const TableDescription &d)
{
    QString name = d.tableTitle();
    if (!name.isEmpty())
        name[0] = name[0].toUpper();
    return name;
}

CellStyle resultStyle(int column)
{
    if (const std::optional<FigureId> id = ResultModel::columnFigure(column))
        return figureStyle(figure(*id));
    switch (column) {
    case ResultModel::GpusColumn:
        return CellStyle::Integer;
    case ResultModel::CalibratedHoursColumn:
        return figureStyle(figure(FigureId::WallHours)); // a wall time, calibrated
    default:
        return CellStyle::Text;
    }
}

} // namespace

void writeTableSheet(Workbook &book, const TableRows &rows)
{
    const TableDescription &d = rows.description();
    Sheet &sheet = book.addSheet(sheetName(d));
    QStringList titles;
    for (int f = 0; f < d.fieldCount(); ++f)
        titles << d.fieldTitle(f);
    sheet.setHeader(titles);
    sheet.filterColumns();
    for (int r = 0; r < rows.count(); ++r) {
        for (int f = 0; f < d.fieldCount(); ++f) {
            if (rows.applies(r, f))
                sheet.setCell(r + 1, f, rows.value(r, f), fieldStyle(d.field(f)));
        }
    }
}

void writeResultsSheet(Workbook &book, const ResultModel &results)
{
    Sheet &sheet = book.addSheet(QCoreApplication::translate("Report", "Results"));
    QStringList titles;
    for (int c = 0; c < results.columnCount(); ++c)
        titles << results.headerData(c, Qt::Horizontal).toString();
    sheet.setHeader(titles);
    sheet.filterColumns();
    for (int r = 0; r < results.rowCount(); ++r) {
        for (int c = 0; c < results.columnCount(); ++c)
            sheet.setCell(r + 1, c, results.index(r, c).data(SortRole), resultStyle(c));
    }
}

void writeAssumptionsSheet(Workbook &book, const Project &project, const ResultModel &results)
{
    Sheet &sheet = book.addSheet(QCoreApplication::translate("Report", "Assumptions"));
    sheet.setHeader({ PlanSheets::tr("Plan assumption"), PlanSheets::tr("Value") });
    // The report's list (planassumptions.h) as typed cells; a deadline or budget not set is an empty cell,
    // as an unknown figure is in the CSV.
    int row = 1;
    for (const PlanAssumption &p : planAssumptions(project.assumptions())) {
        using U = PlanAssumption::Unit;
        const CellStyle style = p.unit == U::Hours ? CellStyle::Hours
            : p.unit == U::Usd                     ? CellStyle::Currency
            : p.unit == U::Count                   ? CellStyle::Integer
            : p.unit == U::Text                    ? CellStyle::Text
                                                   : CellStyle::General;
        sheet.setCell(row, 0, p.name, CellStyle::Text);
        sheet.setCell(row, 1, p.value, style);
        ++row;
    }

    // What each estimate assumed where the plan says nothing: the results tooltip's lines, for every result.
    ++row;
    sheet.setHeadingRow(row++,
        { PlanSheets::tr("Workload"), PlanSheets::tr("GPU"), PlanSheets::tr("Estimate assumption"),
            PlanSheets::tr("Given") });
    for (int r = 0; r < results.rowCount(); ++r) {
        const Estimate &e = results.estimateAt(r);
        if (!e.ok())
            continue;
        const WorkloadEntry &w = project.workload(results.workloadRowOf(r));
        const HardwareEntry &h = project.hardware(results.hardwareRowOf(r));
        const QList<Assumption> assumed = estimateAssumptions(w.workload, h.gpu, results.scenarioAt(r), e);
        const QStringList lines = assumptionLines(assumed);
        for (qsizetype i = 0; i < assumed.size(); ++i) {
            sheet.setCell(row, 0, w.workload.name, CellStyle::Text);
            sheet.setCell(row, 1, h.gpu.name, CellStyle::Text);
            sheet.setCell(row, 2, lines[i], CellStyle::Text);
            sheet.setCell(row, 3, assumed[i].given, CellStyle::Boolean);
            ++row;
        }
    }
}

} // namespace flopsheet::xlsx
