#pragma once

#include "core/charts/timecost.h"
#include "ui/charts/chartkind.h"
#include "ui/report/reportoptions.h"
#include "ui/report/reportstyle.h"
#include "ui/report/reportsummary.h"

#include <QCoreApplication>
#include <QSizeF>
#include <QTextCursor>

#include <map>
#include <memory>
#include <vector>

class QPaintDevice;
class QTextDocument;

namespace flopsheet {

class TableModel;
class Project;
class ReportCharts;
class ReportPlans;
struct ReportTable;
class ResultModel;

/**
 * Writes a planning report into a QTextDocument laid out for one paint device (a printer, the
 * preview or a PDF writer), so tables are measured in that device's pixels: the title page, then the
 * sections of the options. Every figure is the display text of the app's own models (ResultModel,
 * PlannerModel, the table models, ScenarioComparisonModel) and every chart the app's chart class.
 */
class ReportBuilder {
    Q_DECLARE_TR_FUNCTIONS(ReportBuilder)
public:
    ReportBuilder(Project *project, ReportOptions options);
    ~ReportBuilder();

    /**
     * The report as consecutive documents whose pages are bodySize (device pixels): the title page,
     * then one per section that starts a page, so laying out one section again (a heading moved to
     * its next page) never lays out the others. The charts' painter is a child of the first.
     */
    std::vector<std::unique_ptr<QTextDocument>> build(QPaintDevice *device, const QSizeF &bodySize);

    const ReportOptions &options() const { return m_options; }
    const ResultModel &results() const { return *m_results; }

private:
    void addTitlePage();
    void addSummary();
    void addAssumptions();
    void addWorkloads();
    void addHardware();
    void addResults();
    void addCharts();
    void addBatchSchedule(int workloadRow);
    /** One chart, centred, at the report's width; hardwareRow -1 for the charts over every GPU type. */
    void addChart(ChartKind kind, int workloadRow, int hardwareRow);
    /** The shared pool (issue 14): its policy, Gantt chart, per-job plan, policy comparison and notes. */
    void addPool();
    void addScenarios();
    void addCalibrations();
    void addAppendix();

    /** A section or sub-section heading; the layout pass keeps it on the page of what follows. */
    void heading(const QString &text, int level, bool newPage = false);
    void paragraph(const QString &text, const QTextCharFormat &format, qreal spaceAfterPt = 4);
    void bullet(const QString &text, const QColor &color = {});
    /** A table at the cursor, width device pixels at most, its rows split over pages as they fall. */
    void addTable(const ReportTable &table, qreal width);
    bool reported(int workloadRow) const { return m_options.includesWorkload(workloadRow); }
    /** The executive summary of a workload, computed once for the summary and the appendix. */
    const WorkloadSummary &summary(int workloadRow);
    /** Starts planning every reported workload on worker threads (ReportPlans) while the report is laid out. */
    void startPlanning();
    /** A workload's planner answers, found once for its summary and its time-vs-cost chart. */
    const PlanAnswers &planAnswers(int workloadRow);
    /** Starts the next page at label when what follows it up to the cursor is short and would not fit this one. */
    void keepWithWhatFollows(const QTextBlock &label);
    /** Moves a heading that would end a page to the next one, until none does. */
    void keepHeadingsWithNext();
    /** Finishes the current document and starts the next. */
    void startPart();
    void finishPart();

    Project *m_project;
    ReportOptions m_options;
    std::unique_ptr<ResultModel> m_results;
    std::unique_ptr<TableModel> m_workloadModel;
    std::unique_ptr<TableModel> m_hardwareModel;
    std::map<int, WorkloadSummary> m_summaries;
    std::unique_ptr<ReportPlans> m_plans; ///< answers of every workload; points of the charted trainings

    // Valid during build().
    std::vector<std::unique_ptr<QTextDocument>> m_parts;
    QSizeF m_bodySize;
    QTextDocument *m_document = nullptr;
    QPaintDevice *m_device = nullptr;
    ReportCharts *m_charts = nullptr;
    ReportStyle m_style;
    QTextCursor m_cursor;
    qreal m_width = 0;
    bool m_firstBlock = true;
};

} // namespace flopsheet
