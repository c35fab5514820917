#include "ui/resultsummary.h"

#include "core/document/project.h"
#include "core/models/bestresult.h"
#include "core/models/displayformat.h"
#include "core/models/plannermodel.h"
#include "core/models/resultmodel.h"

#include <QCoreApplication>

namespace flopsheet {
namespace {

class ResultSummary {
    Q_DECLARE_TR_FUNCTIONS(ResultSummary)
};

// Time and total cost for training rows, the price per million output tokens or samples for serving rows (each
// cost column holds one unit: Estimate::servingCostPerMillion), memory per GPU for all.
QList<int> summaryColumns(const ResultModel &results, const QList<int> &rows)
{
    bool train = false, serveTokens = false, serveSamples = false;
    for (int row : rows) {
        if (results.scenarioAt(row).mode == Mode::Train)
            train = true;
        else
            (results.estimateAt(row).servingPricedPerToken() ? serveTokens : serveSamples) = true;
    }
    QList<int> columns;
    if (train)
        columns << ResultModel::WallHoursColumn << ResultModel::CostColumn;
    if (serveTokens)
        columns << ResultModel::CostPerMillionTokensColumn;
    if (serveSamples)
        columns << ResultModel::CostPerMillionSamplesColumn;
    return columns << ResultModel::MemoryColumn;
}

QString cell(const ResultModel &results, int row, int column)
{
    return results.data(results.index(row, column)).toString().toHtmlEscaped();
}

// A narrow table that reads in a side pane: the row's name, then time, cost and memory per GPU
// (red when it does not fit); the numbers never wrap.
QString resultTable(const ResultModel &results, const QList<int> &rows, int nameColumn, const QList<int> &bold)
{
    // GPU names are short and sit beside their figures; workload names get a line of their own above
    // them, so a narrow pane never wraps a name letter by letter.
    const bool shortNames = nameColumn == ResultModel::GpuColumn;
    const QList<int> figureColumns = summaryColumns(results, rows);
    QString html = QStringLiteral("<table cellspacing='0' cellpadding='3' width='100%'><tr>");
    for (int column : QList<int> { nameColumn } + figureColumns)
        html += QStringLiteral("<th align='%1' style='border-bottom:1px solid #999'>%2</th>")
                    .arg(column == nameColumn ? QStringLiteral("left") : QStringLiteral("right"),
                        column == nameColumn && !shortNames
                            ? QString()
                            : results.headerData(column, Qt::Horizontal).toString().toHtmlEscaped());
    html += QStringLiteral("</tr>");
    for (int row : rows) {
        const Estimate &e = results.estimateAt(row);
        QString name = cell(results, row, nameColumn);
        if (bold.contains(row))
            name = QStringLiteral("<b>%1</b>").arg(name);
        html += shortNames
            ? QStringLiteral("<tr><td style='white-space:nowrap'>%1</td>").arg(name)
            : QStringLiteral("<tr><td colspan='%1'>%2</td></tr><tr><td></td>").arg(figureColumns.size() + 1).arg(name);
        for (int column : figureColumns) {
            QString text = cell(results, row, column);
            if (!e.ok() && column == figureColumns.front())
                text = QStringLiteral("<span style='color:#b02020'>%1</span>").arg(ResultSummary::tr("error"));
            else if (column == ResultModel::MemoryColumn && e.ok() && !e.fits)
                text = QStringLiteral("<span style='color:#b02020'>%1</span>")
                           .arg(ResultSummary::tr("%1 (does not fit)").arg(text));
            html += QStringLiteral("<td align='right' style='white-space:nowrap'>%1</td>").arg(text);
        }
        html += QStringLiteral("</tr>");
    }
    return html + QStringLiteral("</table>");
}

QString hint()
{
    return QStringLiteral("<p style='color:#666'>%1</p>")
        .arg(ResultSummary::tr("Select a result row to see how each figure was derived.").toHtmlEscaped());
}

} // namespace

QString workloadSummaryHtml(const Project &project, const ResultModel &results, int workloadRow)
{
    if (workloadRow < 0 || workloadRow >= project.workloadCount())
        return detailsHintHtml();
    const WorkloadEntry &w = project.workload(workloadRow);
    QList<int> rows;
    for (int h = 0; h < project.hardwareCount(); ++h) {
        const int row = results.rowFor(workloadRow, h);
        if (row >= 0)
            rows << row;
    }
    QString html = QStringLiteral("<h3 style='margin:0 0 6px 0'>%1</h3>").arg(w.workload.name.toHtmlEscaped());
    if (rows.isEmpty()) {
        html += QStringLiteral("<p>%1</p>")
                    .arg(ResultSummary::tr("No GPU type is included. Tick \"Included\" in the hardware table.")
                             .toHtmlEscaped());
        return html;
    }
    // The same picks as the report's (bestResultRow): runnable, so never a plan that exceeds the global batch.
    // Serving has no wall time or total: its fastest is per output token, its cheapest per million tokens.
    const bool serving = w.scenario.mode == Mode::Infer;
    const int fastest = bestResultRow(project, results, workloadRow, serving ? PlanGoal::PerToken : PlanGoal::Fastest);
    const int cheapest
        = bestResultRow(project, results, workloadRow, serving ? PlanGoal::ServingCost : PlanGoal::Cheapest);
    html += QStringLiteral("<p style='margin:0 0 6px 0'>%1</p>")
                .arg(ResultSummary::tr("On each included GPU type, with the GPU count it plans with:").toHtmlEscaped());
    html += resultTable(results, rows, ResultModel::GpuColumn, { fastest, cheapest });
    // text: %1 the GPU, %2 the count, %3 the figure, and %4, where given, the batch per GPU.
    auto best = [&](int row, const QString &text, int column, bool withBatch = false) {
        if (row < 0)
            return QString();
        const QString gpu = QStringLiteral("<b>%1</b>").arg(cell(results, row, ResultModel::GpuColumn));
        const QString count = QString::number(results.scenarioAt(row).gpuCount);
        const QString figure = cell(results, row, column);
        return QStringLiteral("<p style='margin:4px 0 0 0'>%1</p>")
            .arg(withBatch ? text.arg(gpu, count, figure, servingBatchText(results.estimateAt(row)))
                           : text.arg(gpu, count, figure));
    };
    if (serving) {
        // Latency grows with the batch: the line names its batch, and a note follows where they differ.
        html += best(fastest, ResultSummary::tr("Fastest per output token that fits: %2 × %1, %3 ms at a batch of %4."),
            ResultModel::TpotColumn, true);
        if (cheapest >= 0 && !results.estimateAt(cheapest).servingPricedPerToken())
            html += best(cheapest, ResultSummary::tr("Cheapest per million samples that fits: %2 × %1, %3."),
                ResultModel::CostPerMillionSamplesColumn);
        else
            html += best(cheapest, ResultSummary::tr("Cheapest per million output tokens that fits: %2 × %1, %3."),
                ResultModel::CostPerMillionTokensColumn);
        if (fastest >= 0 && batchesDiffer(project, results, workloadRow))
            html += QStringLiteral("<p style='margin:4px 0 0 0;color:#555'>%1</p>")
                        .arg(servingBatchesDifferNote().toHtmlEscaped());
    } else {
        html += best(fastest, ResultSummary::tr("Fastest that fits: %2 × %1, %3 h."), ResultModel::WallHoursColumn);
        html += best(cheapest, ResultSummary::tr("Cheapest that fits: %2 × %1, %3."), ResultModel::CostColumn);
    }
    if (fastest < 0)
        html += QStringLiteral("<p style='color:#b02020'>%1</p>")
                    .arg(ResultSummary::tr("It fits on none of these GPU types as planned.").toHtmlEscaped());
    // The planner's answers to the project's deadline and budget, in its own words (PlannerModel).
    const ProjectAssumptions &limits = project.assumptions();
    if (w.scenario.mode == Mode::Train) {
        for (const auto &[hasLimit, goal] : { std::pair { limits.hasDeadline(), PlannerModel::Goal::MeetDeadline },
                 std::pair { limits.hasBudget(), PlannerModel::Goal::StayWithinBudget } }) {
            if (hasLimit)
                html += QStringLiteral("<p style='margin:4px 0 0 0'>%1</p>")
                            .arg(PlannerModel::summaryFor(project, workloadRow, goal).toHtmlEscaped());
        }
    }
    return html + hint();
}

QString hardwareSummaryHtml(const Project &project, const ResultModel &results, int hardwareRow)
{
    if (hardwareRow < 0 || hardwareRow >= project.hardwareCount())
        return detailsHintHtml();
    const HardwareEntry &h = project.hardware(hardwareRow);
    QString html = QStringLiteral("<h3 style='margin:0 0 6px 0'>%1</h3>").arg(h.gpu.name.toHtmlEscaped());
    QStringList facts;
    if (!h.gpu.vendor.isEmpty())
        facts << h.gpu.vendor.toHtmlEscaped();
    if (!h.gpu.architecture.isEmpty())
        facts << h.gpu.architecture.toHtmlEscaped();
    if (h.gpu.year > 0)
        facts << QString::number(h.gpu.year);
    if (!facts.isEmpty())
        html += QStringLiteral("<p style='margin:0 0 4px 0'>%1</p>").arg(facts.join(QStringLiteral(" · ")));
    if (!h.gpu.specSource.isEmpty())
        html += QStringLiteral("<p style='margin:0 0 4px 0;color:#666'>%1</p>")
                    .arg(ResultSummary::tr("Specifications: %1").arg(h.gpu.specSource).toHtmlEscaped());
    if (!h.gpu.priceSource.isEmpty())
        html += QStringLiteral("<p style='margin:0 0 4px 0;color:#666'>%1</p>")
                    .arg(ResultSummary::tr("Price: %1 (%2)").arg(h.gpu.priceSource, h.gpu.priceDate).toHtmlEscaped());
    if (!h.included) {
        html += QStringLiteral("<p>%1</p>")
                    .arg(ResultSummary::tr("Not included: tick \"Included\" to see its results.").toHtmlEscaped());
        return html;
    }
    QList<int> rows;
    for (int w = 0; w < project.workloadCount(); ++w) {
        const int row = results.rowFor(w, hardwareRow);
        if (row >= 0)
            rows << row;
    }
    html += QStringLiteral("<p style='margin:6px 0'>%1</p>")
                .arg(ResultSummary::tr("Every workload on %n of them:", nullptr, h.count).toHtmlEscaped());
    html += resultTable(results, rows, ResultModel::WorkloadColumn, {});
    return html + hint();
}

QString detailsHintHtml()
{
    return QStringLiteral("<p style='color:#666'>%1</p>")
        .arg(ResultSummary::tr("Select a result to see how its figures were derived: the formulas with the numbers "
                               "put in, the assumptions and every warning. Select a workload or a GPU to compare "
                               "its results.")
                 .toHtmlEscaped());
}

} // namespace flopsheet
