#include "ui/report/reportsummary.h"

#include "core/charts/timecost.h"
#include "core/document/project.h"
#include "core/estimate/estimate.h"
#include "core/models/bestresult.h"
#include "core/models/displayformat.h"
#include "core/models/plannermodel.h"
#include "core/models/resultmodel.h"
#include "core/models/tablemodel.h"

#include <QCoreApplication>

namespace flopsheet {
namespace {

QString cell(const ResultModel &results, int row, int column)
{
    return results.index(row, column).data(Qt::DisplayRole).toString();
}

void addPlannerFinding(
    const Project &project, int workloadRow, PlannerModel::Goal goal, const PlanAnswer &answer, WorkloadSummary &s)
{
    // The planner's own line names the limit and the answer ("Cheapest within 720 h: 42 × H100-SXM, …").
    s.findings << PlannerModel::summaryFor(project, workloadRow, goal, answer);
    if (answer.recommended >= 0 && s.recommendedHardware < 0)
        s.recommendedHardware = answer.options[size_t(answer.recommended)].hardwareRow;
}

} // namespace

WorkloadSummary summarizeWorkload(
    Project *project, const ResultModel &results, int workloadRow, const PlanAnswers *planned)
{
    WorkloadSummary s;
    TableModel workloads(project, Table::Workloads);
    const auto field = [&](WorkloadField f) { return workloads.index(workloadRow, int(f)).data().toString(); };
    s.description = QCoreApplication::translate("ReportSummary", "%1 · %2")
                        .arg(field(WorkloadField::Mode), field(WorkloadField::Precision));

    const WorkloadEntry &entry = project->workload(workloadRow);
    const ProjectAssumptions &a = project->assumptions();
    const bool train = entry.scenario.mode == Mode::Train;
    if (train && (a.hasDeadline() || a.hasBudget())) {
        // The planner's answers as the time-vs-cost chart marks them (one search for both).
        const PlanAnswers own = planned ? PlanAnswers {} : timeCostAnswers(entry, project->hardwareRows(), a);
        const PlanAnswers &answers = planned ? *planned : own;
        if (a.hasDeadline())
            addPlannerFinding(*project, workloadRow, PlannerModel::Goal::MeetDeadline, answers.deadline, s);
        if (a.hasBudget())
            addPlannerFinding(*project, workloadRow, PlannerModel::Goal::StayWithinBudget, answers.budget, s);
    }
    if (train && !a.hasDeadline() && !a.hasBudget()) {
        const int fastest = bestResultRow(*project, results, workloadRow, PlanGoal::Fastest);
        const int cheapest = bestResultRow(*project, results, workloadRow, PlanGoal::Cheapest);
        if (fastest >= 0)
            s.findings << QCoreApplication::translate(
                "ReportSummary", "Fastest at the planned GPU counts: %1 × %2, %3 h.")
                              .arg(cell(results, fastest, ResultModel::GpusColumn),
                                  cell(results, fastest, ResultModel::GpuColumn),
                                  cell(results, fastest, ResultModel::WallHoursColumn));
        if (cheapest >= 0)
            s.findings << QCoreApplication::translate(
                "ReportSummary", "Cheapest at the planned GPU counts: %1 × %2, %3.")
                              .arg(cell(results, cheapest, ResultModel::GpusColumn),
                                  cell(results, cheapest, ResultModel::GpuColumn),
                                  formatMoney(results.estimateAt(cheapest).costUsd));
        if (cheapest >= 0)
            s.recommendedHardware = results.hardwareRowOf(cheapest);
    }
    if (!train) {
        const int cheapest = bestResultRow(*project, results, workloadRow, PlanGoal::ServingCost);
        const int firstToken = bestResultRow(*project, results, workloadRow, PlanGoal::FirstToken);
        const int latency = bestResultRow(*project, results, workloadRow, PlanGoal::PerToken);
        if (cheapest >= 0) {
            const Estimate &e = results.estimateAt(cheapest);
            s.findings << (e.servingPricedPerToken() ? QCoreApplication::translate(
                               "ReportSummary", "Lowest serving cost: %1 × %2, %3 per million output tokens.")
                                                     : QCoreApplication::translate("ReportSummary",
                                                         "Lowest serving cost: %1 × %2, %3 per million samples."))
                              .arg(cell(results, cheapest, ResultModel::GpusColumn),
                                  cell(results, cheapest, ResultModel::GpuColumn),
                                  formatMoney(e.servingCostPerMillion()));
        }
        // Latency grows with the batch: each finding names its batch (and a note follows where they differ).
        const auto batchOf = [&](int row) { return servingBatchText(results.estimateAt(row)); };
        if (firstToken >= 0)
            s.findings << QCoreApplication::translate(
                "ReportSummary", "Fastest first token: %1 × %2, %3 ms at a batch of %4.")
                              .arg(cell(results, firstToken, ResultModel::GpusColumn),
                                  cell(results, firstToken, ResultModel::GpuColumn),
                                  cell(results, firstToken, ResultModel::TtftColumn), batchOf(firstToken));
        if (latency >= 0)
            s.findings << QCoreApplication::translate(
                "ReportSummary", "Fastest per output token: %1 × %2, %3 ms at a batch of %4.")
                              .arg(cell(results, latency, ResultModel::GpusColumn),
                                  cell(results, latency, ResultModel::GpuColumn),
                                  cell(results, latency, ResultModel::TpotColumn), batchOf(latency));
        if ((firstToken >= 0 || latency >= 0) && batchesDiffer(*project, results, workloadRow))
            s.findings << servingBatchesDifferNote();
        if (cheapest >= 0)
            s.recommendedHardware = results.hardwareRowOf(cheapest);
    }
    if (s.findings.isEmpty())
        s.findings << QCoreApplication::translate(
            "ReportSummary", "No included GPU type runs this workload as planned.");

    // Risks at the planned counts, one line per kind naming the GPU types it concerns.
    QStringList cannotRun;
    const Warning risky[] = { WarnDoesNotFit, WarnCommunicationBound, WarnParamsOnlyConvNet };
    QStringList gpusWith[std::size(risky)];
    for (int r = 0; r < results.rowCount(); ++r) {
        if (results.workloadRowOf(r) != workloadRow)
            continue;
        const Estimate &e = results.estimateAt(r);
        const QString gpu = cell(results, r, ResultModel::GpuColumn);
        if (!e.ok()) {
            cannotRun << errorMessage(e.error, gpu, results.scenarioAt(r).precision);
            continue;
        }
        for (size_t k = 0; k < std::size(risky); ++k) {
            if (e.has(risky[k]))
                gpusWith[k] << gpu;
        }
    }
    for (size_t k = 0; k < std::size(risky); ++k) {
        if (gpusWith[k].isEmpty())
            continue;
        const QString message = warningMessages(risky[k]).value(0);
        // A conv net given by parameters only is wrong on every GPU alike: no list of names.
        s.risks << (risky[k] == WarnParamsOnlyConvNet ? message
                                                      : QCoreApplication::translate("ReportSummary", "%1: %2")
                                                            .arg(gpusWith[k].join(QStringLiteral(", ")), message));
    }
    for (const QString &reason : cannotRun)
        s.risks << QCoreApplication::translate("ReportSummary", "Cannot run: %1").arg(reason);
    return s;
}

} // namespace flopsheet
