#include "ui/report/reportbuilder.h"

#include "core/report/planassumptions.h"

#include "core/report/assumptions.h"
#include "core/report/layouttext.h"

#include "core/charts/series.h"
#include "core/document/calibrations.h"
#include "core/document/hardwaretable.h"
#include "core/document/project.h"
#include "core/estimate/units.h"
#include "core/models/displayformat.h"

#include "core/models/resultmodel.h"
#include "core/models/scenariocomparisonmodel.h"
#include "core/models/tablemodel.h"
#include "core/pool/policies.h"
#include "core/pool/poolplan.h"
#include "core/report/calibrationtext.h"
#include "core/report/diagnostics.h"
#include "core/report/explanation.h"
#include "ui/charts/chartkind.h"
#include "ui/charts/ganttchart.h"
#include "ui/charts/utilizationchart.h"
#include "ui/pool/policycomparisonmodel.h"
#include "ui/pool/poolresultmodel.h"
#include "ui/pool/pooltext.h"
#include "ui/report/reportcharts.h"
#include "ui/report/reportplans.h"
#include "ui/report/reportsummary.h"
#include "ui/report/reporttable.h"

#include <QAbstractTextDocumentLayout>
#include <QLocale>
#include <QRegularExpression>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextDocumentFragment>

#include <algorithm>
#include <array>

namespace flopsheet {
namespace {

// Marks heading blocks for keepHeadingsWithNext().
constexpr int kHeadingProperty = QTextFormat::UserProperty + 61;

} // namespace

ReportBuilder::ReportBuilder(Project *project, ReportOptions options)
    : m_project(project), m_options(std::move(options)), m_results(std::make_unique<ResultModel>(project)),
      m_workloadModel(std::make_unique<TableModel>(project, Table::Workloads)),
      m_hardwareModel(std::make_unique<TableModel>(project, Table::Hardware))
{
}

ReportBuilder::~ReportBuilder() = default;

std::vector<std::unique_ptr<QTextDocument>> ReportBuilder::build(QPaintDevice *device, const QSizeF &bodySize)
{
    m_style = ReportStyle::forDevice(device);
    m_device = device;
    m_bodySize = bodySize;
    m_width = bodySize.width();
    m_charts = nullptr;
    m_summaries.clear();
    startPlanning();
    m_parts.clear();
    startPart();
    addTitlePage();
    using S = ReportSection;
    const std::pair<S, void (ReportBuilder::*)()> sections[] = {
        { S::Summary, &ReportBuilder::addSummary },
        { S::Assumptions, &ReportBuilder::addAssumptions },
        { S::Workloads, &ReportBuilder::addWorkloads },
        { S::Hardware, &ReportBuilder::addHardware },
        { S::Results, &ReportBuilder::addResults },
        { S::Charts, &ReportBuilder::addCharts },
        { S::Pool, &ReportBuilder::addPool },
        { S::Scenarios, &ReportBuilder::addScenarios },
        { S::Calibrations, &ReportBuilder::addCalibrations },
        { S::Appendix, &ReportBuilder::addAppendix },
    };
    std::vector<std::pair<S, void (ReportBuilder::*)()>> chosen;
    for (const auto &entry : sections) {
        if (m_options.has(entry.first))
            chosen.push_back(entry);
    }
    // The summary needs every workload's plan, the charts one workload's at a time: written last, it lets
    // the charts take each plan as the workers finish it, and its pages then move to where it belongs.
    // Only where the section after it starts a page of its own (the hardware section follows on the page
    // before it), so that moving it changes nothing on the page.
    const bool summaryLast = !chosen.empty() && chosen.front().first == S::Summary
        && (chosen.size() == 1 || chosen[1].first != S::Hardware);
    for (std::size_t i = summaryLast ? 1 : 0; i < chosen.size(); ++i)
        (this->*chosen[i].second)();
    if (summaryLast) {
        const std::size_t summaryAt = m_parts.size(); // its heading starts a part
        addSummary();
        std::rotate(m_parts.begin() + 1, m_parts.begin() + std::ptrdiff_t(summaryAt), m_parts.end());
    }
    finishPart();
    m_plans->stop();
    m_device = nullptr;
    m_charts = nullptr;
    return std::move(m_parts);
}

void ReportBuilder::startPart()
{
    finishPart();
    auto document = std::make_unique<QTextDocument>();
    document->documentLayout()->setPaintDevice(m_device);
    document->setPageSize(m_bodySize);
    document->setDocumentMargin(0);
    document->setDefaultFont(m_style.body);
    document->setUndoRedoEnabled(false); // built once, never edited
    if (!m_charts)
        m_charts = new ReportCharts(m_project, m_results.get(), document.get());
    m_charts->install(document.get());
    m_document = document.get();
    m_cursor = QTextCursor(m_document);
    // One edit block: the layout runs once at the end, not after every insertion.
    m_cursor.beginEditBlock();
    m_firstBlock = true;
    m_parts.push_back(std::move(document));
}

void ReportBuilder::finishPart()
{
    if (!m_document)
        return;
    m_cursor.endEditBlock();
    keepHeadingsWithNext();
    m_cursor = QTextCursor();
    m_document = nullptr;
}

const WorkloadSummary &ReportBuilder::summary(int workloadRow)
{
    auto it = m_summaries.find(workloadRow);
    if (it == m_summaries.end())
        it = m_summaries
                 .emplace(workloadRow, summarizeWorkload(m_project, *m_results, workloadRow, &planAnswers(workloadRow)))
                 .first;
    return it->second;
}

void ReportBuilder::startPlanning()
{
    std::vector<int> rows;
    const bool answersRead = m_options.has(ReportSection::Summary) || m_options.has(ReportSection::Charts)
        || m_options.has(ReportSection::Assumptions) || m_options.has(ReportSection::Appendix);
    for (int w = 0; answersRead && w < m_project->workloadCount(); ++w) {
        if (reported(w))
            rows.push_back(w);
    }
    // A training's time-against-cost chart draws the grid its answers come from: both from one grid.
    m_plans = std::make_unique<ReportPlans>(*m_project, rows, m_options.has(ReportSection::Charts));
}

const PlanAnswers &ReportBuilder::planAnswers(int workloadRow)
{
    return m_plans->plan(workloadRow).answers;
}

void ReportBuilder::heading(const QString &text, int level, bool newPage)
{
    QTextBlockFormat block;
    block.setTopMargin(m_style.pt(level == 1 ? 0 : 10));
    block.setBottomMargin(m_style.pt(level == 1 ? 8 : 3));
    block.setProperty(kHeadingProperty, level);
    if (newPage && level == 1)
        startPart();
    else if (newPage && !m_firstBlock)
        block.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
    else if (level == 1 && !m_firstBlock)
        block.setTopMargin(m_style.pt(18));
    if (!m_firstBlock)
        m_cursor.insertBlock(block);
    else
        m_cursor.setBlockFormat(block);
    m_firstBlock = false;
    m_cursor.insertText(text,
        m_style.format(level == 1 ? m_style.heading1 : m_style.heading2, level == 1 ? m_style.accent : m_style.ink));
}

void ReportBuilder::addTable(const ReportTable &table, qreal width)
{
    // Where the text so far ends on its page: ending the edit block lays it out (this part only, whose
    // tables before this one are objects, quick to place).
    m_cursor.endEditBlock();
    const QRectF last = m_document->documentLayout()->blockBoundingRect(m_cursor.block());
    m_cursor.beginEditBlock();
    // A heading right above moves with the table when the table starts the next page.
    const QTextBlockFormat above = m_cursor.blockFormat();
    const qreal heading = above.hasProperty(kHeadingProperty)
        ? last.height() + (above.topMargin() + above.bottomMargin()) * m_style.deviceScale
        : 0;
    insertReportTable(m_cursor, table, m_style, width, m_device, last.bottom(), heading);
}

void ReportBuilder::paragraph(const QString &text, const QTextCharFormat &format, qreal spaceAfterPt)
{
    QTextBlockFormat block;
    block.setBottomMargin(m_style.pt(spaceAfterPt));
    block.setLineHeight(115, QTextBlockFormat::ProportionalHeight);
    if (m_firstBlock)
        m_cursor.setBlockFormat(block);
    else
        m_cursor.insertBlock(block);
    m_firstBlock = false;
    m_cursor.insertText(text, format);
}

void ReportBuilder::bullet(const QString &text, const QColor &color)
{
    QTextBlockFormat block;
    block.setLeftMargin(m_style.pt(14));
    block.setTextIndent(-m_style.pt(9));
    block.setBottomMargin(m_style.pt(2.5));
    block.setLineHeight(115, QTextBlockFormat::ProportionalHeight);
    m_cursor.insertBlock(block);
    m_firstBlock = false;
    m_cursor.insertText(
        QStringLiteral("•\u2002") + text, m_style.format(m_style.body, color.isValid() ? color : m_style.ink));
}

void ReportBuilder::addTitlePage()
{
    // The layout drops a block's top margin at the top of a page: an empty block of fixed height
    // lowers the title instead.
    QTextBlockFormat spacer;
    spacer.setLineHeight(m_style.fromDevice(m_document->pageSize().height() * 0.18), QTextBlockFormat::FixedHeight);
    m_cursor.setBlockFormat(spacer);
    m_firstBlock = false;
    QTextBlockFormat top;
    top.setBottomMargin(m_style.pt(6));
    m_cursor.insertBlock(top);
    m_cursor.insertText(tr("GPU Planning Report"), m_style.format(m_style.title, m_style.accent));

    QTextBlockFormat name;
    name.setBottomMargin(m_style.pt(16));
    name.setProperty(QTextFormat::BlockTrailingHorizontalRulerWidth, QTextLength(QTextLength::PercentageLength, 100));
    m_cursor.insertBlock(name);
    const QString project = m_options.projectName.isEmpty() ? tr("Untitled plan") : m_options.projectName;
    m_cursor.insertText(project, m_style.format(m_style.heading1, m_style.ink));

    auto line = [this](const QString &label, const QString &value) {
        QTextBlockFormat block;
        block.setTopMargin(m_style.pt(3));
        m_cursor.insertBlock(block);
        m_cursor.insertText(label + QStringLiteral("  "), m_style.format(m_style.body, m_style.muted));
        m_cursor.insertText(value, m_style.format(m_style.body, m_style.ink));
    };
    line(tr("Date"), QLocale().toString(m_options.date, QLocale::LongFormat));
    if (!m_options.author.isEmpty())
        line(tr("Prepared by"), m_options.author);
    int workloads = 0, gpus = 0;
    for (int w = 0; w < m_project->workloadCount(); ++w)
        workloads += reported(w) ? 1 : 0;
    for (const HardwareEntry &h : m_project->hardwareRows())
        gpus += h.included ? 1 : 0;
    QString scope
        = tr("%n workload(s)", nullptr, workloads) + QStringLiteral(" · ") + tr("%n GPU type(s)", nullptr, gpus);
    if (!m_project->scenarios().isEmpty())
        scope += QStringLiteral(" · ") + tr("%n saved scenario(s)", nullptr, int(m_project->scenarios().size()));
    line(tr("Scope"), scope);

    QTextBlockFormat contents;
    contents.setTopMargin(m_style.pt(28));
    contents.setBottomMargin(m_style.pt(4));
    m_cursor.insertBlock(contents);
    m_cursor.insertText(tr("Contents"), m_style.format(m_style.heading2, m_style.ink));
    for (ReportSection s : m_options.sections) {
        if ((s == ReportSection::Scenarios && m_project->scenarios().isEmpty())
            || (s == ReportSection::Calibrations && m_project->calibrations().isEmpty())
            || (s == ReportSection::Pool && (m_project->poolGpus().isEmpty() || m_project->poolJobs().isEmpty())))
            continue;
        bullet(reportSectionTitle(s));
    }
    QTextBlockFormat note;
    note.setTopMargin(m_style.pt(28));
    note.setLineHeight(115, QTextBlockFormat::ProportionalHeight);
    m_cursor.insertBlock(note);
    m_cursor.insertText(tr("Figures are estimates from published hardware figures and FlopSheet's models, not "
                           "measurements; the appendix lists every formula with its source and where each "
                           "hardware figure comes from."),
        m_style.format(m_style.small, m_style.muted));
}

void ReportBuilder::addSummary()
{
    heading(reportSectionTitle(ReportSection::Summary), 1, true);
    const ProjectAssumptions &a = m_project->assumptions();
    QStringList limits;
    if (a.hasDeadline())
        limits
            << tr("deadline %1 h (%2 days)").arg(formatHours(a.deadlineHours), formatNumber(a.deadlineHours / 24, 3));
    if (a.hasBudget())
        limits << tr("budget %1").arg(formatMoney(a.budgetUsd));
    paragraph(limits.isEmpty()
            ? tr("The plan sets no deadline or budget; each training workload's fastest and cheapest results "
                 "at the planned GPU counts are given instead.")
            : tr("Limits of the plan: %1. For each training workload, the cheapest plan that meets the "
                 "deadline and the fastest plan within the budget, searched over 1 to %2 GPUs of every "
                 "included type, in whole nodes of %3 GPUs above one node.")
                  .arg(limits.join(QStringLiteral("; ")))
                  .arg(kPlanMaxGpus)
                  .arg(a.gpusPerNode),
        m_style.format(m_style.body, m_style.ink), 6);
    for (int w = 0; w < m_project->workloadCount(); ++w) {
        if (!reported(w))
            continue;
        const WorkloadSummary &s = summary(w);
        heading(m_project->workload(w).workload.name, 2);
        paragraph(s.description, m_style.format(m_style.small, m_style.muted), 1);
        for (const QString &finding : s.findings)
            bullet(finding);
        for (const QString &risk : s.risks)
            bullet(tr("Risk: %1").arg(risk), m_style.warning);
    }
}

void ReportBuilder::addAssumptions()
{
    heading(reportSectionTitle(ReportSection::Assumptions), 1, true);
    ReportTable site;
    site.header = { tr("Assumption"), tr("Value") };
    site.rightAligned = { false, false };
    for (const PlanAssumption &p : planAssumptions(m_project->assumptions())) {
        using U = PlanAssumption::Unit;
        const double number = p.value.toDouble();
        const QString value = p.value.isNull() ? tr("none")
            : p.unit == U::Hours               ? tr("%1 h").arg(formatHours(number))
            : p.unit == U::Usd                 ? formatMoney(number)
            : p.unit == U::Factor              ? formatNumber(number, 3)
            : p.unit == U::Count               ? QString::number(p.value.toInt())
                                               : p.value.toString();
        site.addRow({ p.name, value });
    }
    addTable(site, m_width * 0.7);

    heading(tr("Per workload"), 2);
    QList<int> columns;
    for (WorkloadField f : { WorkloadField::Name, WorkloadField::Mode, WorkloadField::Precision, WorkloadField::Runtime,
             WorkloadField::Efficiency, WorkloadField::BatchPerGpu, WorkloadField::Optimizer, WorkloadField::ZeroStage,
             WorkloadField::Recompute })
        columns << int(f);
    const ReportTable perWorkload
        = ReportTable::fromModel(*m_workloadModel, columns, [this](int r) { return reported(r); });
    addTable(perWorkload, m_width);
    paragraph(tr("Where no efficiency is given, FlopSheet assumes a fraction of the dense peak by model family, "
                 "mode, GPU generation and precision, calibrated on published training and serving runs; the "
                 "appendix states the efficiency each result assumed. A GPU type without the requested precision "
                 "runs in the nearest one it has."),
        m_style.format(m_style.small, m_style.muted));
    // What each workload's estimate assumed where the plan says nothing: the same lines the CLI prints, for the
    // planner's answer (the deadline's, else the budget's: the GPU type and count the report recommends), else for
    // the result the summary recommends, else on its first GPU type as planned (the efficiency and the layout
    // differ by GPU; the details pane has each).
    for (int w = 0; w < m_project->workloadCount(); ++w) {
        if (!reported(w))
            continue;
        const Workload &workload = m_project->workload(w).workload;
        const PlanAnswers &answers = planAnswers(w);
        const PlanAnswer &answer = answers.deadline.recommended >= 0 ? answers.deadline : answers.budget;
        const PlanOption *recommended = answer.recommended >= 0 ? &answer.options[answer.recommended] : nullptr;
        // Without a plan, the result the summary names (the cheapest as planned, per sample or token served).
        const int hardwareRow = recommended ? recommended->hardwareRow : summary(w).recommendedHardware;
        int r = -1; // that GPU type's result, else the first that runs
        for (int k = 0; k < m_results->rowCount(); ++k) {
            if (m_results->workloadRowOf(k) != w || !m_results->estimateAt(k).ok())
                continue;
            if (r < 0 || m_results->hardwareRowOf(k) == hardwareRow)
                r = k;
            if (m_results->hardwareRowOf(k) == hardwareRow)
                break;
        }
        if (r < 0)
            continue;
        const HardwareEntry &h = m_project->hardware(m_results->hardwareRowOf(r));
        Scenario scenario = m_results->scenarioAt(r);
        const Estimate *estimate = &m_results->estimateAt(r);
        const bool planned = recommended && m_results->hardwareRowOf(r) == recommended->hardwareRow;
        if (planned) {
            scenario.gpuCount = recommended->gpuCount;
            scenario.precision = recommended->precision;
            estimate = &recommended->estimate;
        }
        QTextCharFormat label = m_style.format(m_style.small, m_style.ink);
        label.setFontWeight(QFont::Bold);
        paragraph(planned ? tr("%1, on the plan's %2 × %3:").arg(workload.name).arg(scenario.gpuCount).arg(h.gpu.name)
                          : tr("%1, on %2:").arg(workload.name, h.gpu.name),
            label);
        QTextBlockFormat spaced = m_cursor.blockFormat();
        spaced.setTopMargin(m_style.pt(5));
        m_cursor.setBlockFormat(spaced);
        const QTextBlock labelBlock = m_cursor.block();
        for (const QString &line : assumptionLines(estimateAssumptions(workload, h.gpu, scenario, *estimate)))
            bullet(line);
        // The layout search's runners-up, as the details pane lists them (core/report/layouttext.h).
        if (estimate->layoutSearched) {
            const QStringList runnersUp = runnerUpLines(layoutAlternatives(workload, h.gpu, scenario, 3));
            if (!runnersUp.isEmpty())
                bullet(tr("Next layouts the search found: %1").arg(runnersUp.join(QStringLiteral("; "))));
        }
        keepWithWhatFollows(labelBlock);
    }

    heading(tr("Prices"), 2);
    ReportTable prices;
    prices.header = { tr("GPU"), tr("GPUs"), tr("List price ($/GPU-h)"), tr("Price used ($/GPU-h)"), tr("Price date") };
    prices.rightAligned = { false, true, true, true, false };
    for (const HardwareEntry &h : m_project->hardwareRows()) {
        if (!h.included)
            continue;
        const bool known = isKnown(h.gpu.pricePerHourUsd);
        prices.addRow({ h.gpu.name, QString::number(h.count),
            known ? formatNumber(h.gpu.pricePerHourUsd, 4) : tr("unknown"),
            known ? formatNumber(h.gpu.pricePerHourUsd * m_project->assumptions().priceMultiplier, 4) : tr("unknown"),
            h.gpu.priceDate });
    }
    addTable(prices, m_width);
}

void ReportBuilder::addWorkloads()
{
    heading(reportSectionTitle(ReportSection::Workloads), 1, true);
    QList<int> columns;
    for (int c = 0; c < kWorkloadFieldCount; ++c)
        columns << c;
    addTable(ReportTable::fromModel(*m_workloadModel, columns, [this](int r) { return reported(r); }), m_width);
}

void ReportBuilder::addHardware()
{
    heading(reportSectionTitle(ReportSection::Hardware), 1);
    QList<int> columns;
    for (int c = 0; c < kGpuFieldCount; ++c)
        columns << c;
    addTable(ReportTable::fromModel(*m_hardwareModel, columns), m_width);
}

void ReportBuilder::addResults()
{
    heading(reportSectionTitle(ReportSection::Results), 1, true);
    paragraph(tr("Every workload on every included GPU type at the planned GPU count. Training costs are "
                 "totals; serving is priced per million output tokens and per million samples (images, "
                 "sequences, requests); throughput is over all GPUs."),
        m_style.format(m_style.body, m_style.ink), 2);
    // The summary's answers were searched over GPU counts; these rows are not, and a reader took "8 × H100, 3,451 h"
    // beside "40 × H100 meets the 720 h deadline" for a contradiction.
    const ProjectAssumptions &a = m_project->assumptions();
    if (a.hasDeadline() || a.hasBudget())
        paragraph(tr("The planned count is each GPU type's \"%1\" in the hardware table. The summary's answers to the "
                     "deadline and the budget were searched over other counts, so a row here may miss the deadline or "
                     "the budget that a count there meets.")
                      .arg(fieldTitle(GpuField::Count)),
            m_style.format(m_style.body, m_style.ink), 2);
    for (int w = 0; w < m_project->workloadCount(); ++w) {
        if (!reported(w))
            continue;
        // The results table's columns that apply to the workload's mode: a serving table has no
        // training totals, a training table no serving price.
        const Mode mode = m_project->workload(w).scenario.mode;
        QList<int> columns;
        for (int c = ResultModel::GpuColumn; c < ResultModel::ColumnCount; ++c) {
            const std::optional<FigureId> id = ResultModel::columnFigure(c);
            if (!id || figure(*id).appliesTo(mode))
                columns << c;
        }
        // The workload's name heads its table (a caption row), so it never ends a page on its own and
        // shows again where a long table continues.
        const auto rowsOf = [this, w](int r) { return m_results->workloadRowOf(r) == w; };
        ReportTable table = ReportTable::fromModel(*m_results, columns, rowsOf);
        table.caption = m_project->workload(w).workload.name;
        addTable(table, m_width);
        for (int r = 0; r < m_results->rowCount(); ++r) {
            if (rowsOf(r) && !m_results->estimateAt(r).ok())
                paragraph(m_results->index(r, ResultModel::GpuColumn).data(Qt::ToolTipRole).toString(),
                    m_style.format(m_style.small, m_style.warning), 2);
        }
    }
}

void ReportBuilder::addCharts()
{
    heading(reportSectionTitle(ReportSection::Charts), 1, true);
    bool firstWorkload = true;
    for (int w = 0; w < m_project->workloadCount(); ++w) {
        if (!reported(w))
            continue;
        // One page per workload. Training: its time-against-cost plans and its per-GPU bars. Serving has
        // no wall time or total cost to plot (its estimates are rates and latencies): its memory per GPU
        // and its prefill and decode on each GPU's roofline instead.
        heading(m_project->workload(w).workload.name, 2, !firstWorkload);
        firstWorkload = false;
        const bool serving = m_project->workload(w).scenario.mode == Mode::Infer;
        const std::array<ChartKind, 2> kinds = serving ? std::array { ChartKind::Memory, ChartKind::Roofline }
                                                       : std::array { ChartKind::TimeCost, ChartKind::Bars };
        for (ChartKind kind : kinds)
            addChart(kind, w, -1);
        addBatchSchedule(w);
    }
}

void ReportBuilder::addBatchSchedule(int w)
{
    // A training with a batch schedule: its stages and both batch charts, on the recommended GPU type
    // (else the first included one), as the app's Batch Schedule and Speedup charts draw them.
    const WorkloadEntry &workload = m_project->workload(w);
    if (workload.scenario.mode != Mode::Train || workload.scenario.schedule.isConstant())
        return;
    int hardwareRow = summary(w).recommendedHardware;
    for (int h = 0; hardwareRow < 0 && h < m_project->hardwareCount(); ++h) {
        if (m_project->hardware(h).included)
            hardwareRow = h;
    }
    if (hardwareRow < 0)
        return;
    const HardwareEntry &hw = m_project->hardware(hardwareRow);
    const ScheduleSeries series = scheduleSeries(workload, hw, m_project->assumptions());
    if (!series.estimate.ok())
        return;
    const double unit = series.estimate.batchUnitsPerSample;
    const bool tokens = unit > 1;
    paragraph(tr("Batch schedule %1 on %2 × %3: %4 optimizer steps.")
                  .arg(batchScheduleText(workload.scenario.schedule), hw.gpu.name,
                      QString::number(scenarioFor(workload, hw, m_project->assumptions()).gpuCount),
                      formatNumber(series.estimate.optimizerSteps)),
        m_style.format(m_style.body, m_style.ink), 2);
    ReportTable table;
    table.header = { tr("Stage"), tokens ? tr("Global batch (tokens)") : tr("Global batch (samples)"),
        tokens ? tr("Until (tokens)") : tr("Until (samples)"), tr("Steps"), tr("GPUs busy"),
        tr("Micro-batch × accumulation"), tr("Hours"), tr("Memory / GPU (GiB)"), tr("Fits") };
    table.rightAligned = { true, true, true, true, true, true, true, true, false };
    double trained = 0;
    for (const StageFigures &st : series.stages) {
        trained += st.samples;
        const QString batch = st.startBatch == st.endBatch
            ? formatSi(st.endBatch * unit)
            : tr("%1 → %2").arg(formatSi(st.startBatch * unit), formatSi(st.endBatch * unit));
        const QString busy = st.gpusBusy == st.gpusBusyEnd ? QString::number(st.gpusBusy)
                                                           : tr("%1 → %2").arg(st.gpusBusy).arg(st.gpusBusyEnd);
        table.addRow({ QString::number(st.stage + 1), batch, formatSi(trained * unit), formatNumber(st.steps), busy,
            tr("%1 × %2").arg(st.microBatch).arg(formatNumber(st.accumulation)), formatHours(st.hours),
            formatNumber(st.memoryGiB), st.fits ? tr("yes") : tr("no") });
    }
    addTable(table, m_width);
    for (ChartKind kind : { ChartKind::Schedule, ChartKind::Speedup })
        addChart(kind, w, hardwareRow);
}

void ReportBuilder::addChart(ChartKind kind, int workloadRow, int hardwareRow)
{
    QTextBlockFormat block;
    block.setTopMargin(m_style.pt(4));
    block.setBottomMargin(m_style.pt(8));
    block.setAlignment(Qt::AlignHCenter);
    m_cursor.insertBlock(block);
    QString why; // an empty chart says why in its place
    const TimeCostPlan &plan = m_plans->plan(workloadRow);
    const std::vector<TimeCostPoint> &points = plan.points; // empty: not costed yet
    if (!m_charts->insert(m_cursor, kind, workloadRow, hardwareRow, m_width * 0.97, &why, &plan.answers,
            points.empty() ? nullptr : &points))
        m_cursor.insertText(why, m_style.format(m_style.small, m_style.muted));
}

void ReportBuilder::addPool()
{
    if (m_project->poolGpus().isEmpty() || m_project->poolJobs().isEmpty())
        return;
    heading(reportSectionTitle(ReportSection::Pool), 1, true);
    const PoolProblem problem = poolProblem(*m_project);
    const PoolPolicy policy = m_project->assumptions().poolPolicy;
    const PoolSchedule schedule = planPool(problem, policy);
    QStringList gpus;
    for (int i = 0; i < problem.types.size(); ++i) {
        const PoolType &t = problem.types[i];
        const QString gang = pooltext::gang(problem, i, t.count);
        gpus << (t.availableFromHours > 0 ? tr("%1 from %2").arg(gang, pooltext::duration(t.availableFromHours))
                                          : gang);
    }
    paragraph(
        tr("%n job(s) share a pool of %1.", nullptr, int(problem.tasks.size())).arg(gpus.join(QStringLiteral(", "))),
        m_style.format(m_style.body, m_style.ink), 2);
    QTextCharFormat bold = m_style.format(m_style.body, m_style.ink);
    bold.setFontWeight(QFont::Bold);
    paragraph(tr("Policy: %1.").arg(choiceLabel(kPoolPolicyChoices, int(policy))), bold, 1);
    paragraph(policyObjective(policy), m_style.format(m_style.body, m_style.ink), 4);

    ChartInput input;
    input.project = m_project;
    QString why; // an empty chart says why in its place
    GanttChart gantt;
    gantt.setPlan(problem, schedule);
    QTextBlockFormat block;
    block.setTopMargin(m_style.pt(4));
    block.setBottomMargin(m_style.pt(8));
    block.setAlignment(Qt::AlignHCenter);
    m_cursor.insertBlock(block);
    if (!m_charts->insertChart(m_cursor, &gantt, input, m_width * 0.97, &why))
        m_cursor.insertText(why, m_style.format(m_style.small, m_style.muted));

    heading(tr("Jobs"), 2);
    PoolResultModel results;
    results.setPlan(problem, schedule);
    QList<int> columns;
    for (int c = 0; c < PoolResultModel::ColumnCount; ++c)
        columns << c;
    addTable(ReportTable::fromModel(results, columns), m_width);
    paragraph(pooltext::rhoDefinition(), m_style.format(m_style.small, m_style.muted), 3);
    for (const QString &figure : pooltext::figures(problem, schedule))
        bullet(figure);
    QStringList notes = problem.notes;
    notes += schedule.notes;
    for (const QString &note : std::as_const(notes))
        bullet(note, m_style.warning);

    // The chart carries its own title, so no heading is left alone at the foot of a page above it.
    UtilizationChart utilization;
    utilization.setPlan(problem, schedule);
    m_cursor.insertBlock(block);
    if (!m_charts->insertChart(m_cursor, &utilization, input, m_width * 0.97, &why))
        m_cursor.insertText(why, m_style.format(m_style.small, m_style.muted));

    heading(tr("Policy comparison"), 2);
    paragraph(tr("Every policy on the same pool and jobs; the plan above uses the one in bold."),
        m_style.format(m_style.body, m_style.ink), 2);
    PolicyComparisonModel comparison;
    comparison.setOutcomes(comparePolicies(problem), policy);
    columns.clear();
    for (int c = 0; c < PolicyComparisonModel::ColumnCount; ++c)
        columns << c;
    addTable(ReportTable::fromModel(comparison, columns), m_width);
}

void ReportBuilder::addScenarios()
{
    if (m_project->scenarios().isEmpty())
        return;
    heading(reportSectionTitle(ReportSection::Scenarios), 1, true);
    paragraph(tr("Each saved scenario (B) against the current plan (A): wall time and cost of every workload on "
                 "every GPU type both include, at their planned GPU counts, and the change from A to B."),
        m_style.format(m_style.body, m_style.ink), 2);
    QSet<QString> names;
    for (int w = 0; w < m_project->workloadCount(); ++w) {
        if (reported(w))
            names.insert(m_project->workload(w).workload.name);
    }
    ScenarioComparisonModel comparison(m_project);
    QList<int> columns;
    for (int c = 0; c < ScenarioComparisonModel::ColumnCount; ++c)
        columns << c;
    for (int i = 0; i < m_project->scenarios().size(); ++i) {
        comparison.setSides(ScenarioComparisonModel::kCurrentPlan, i);
        const auto rows = [&](int r) { return names.contains(comparison.deltaAt(r).workload); };
        ReportTable table = ReportTable::fromModel(comparison, columns, rows, 2);
        table.caption = tr("A: %1 — B: %2")
                            .arg(comparison.sideName(ScenarioComparisonModel::kCurrentPlan), comparison.sideName(i));
        addTable(table, m_width);
    }
}

// Every measured run of the plan: what it says against the model (calibrationSummary) and, as bullets,
// what the diagnostics make of the gap and what to try.
void ReportBuilder::addCalibrations()
{
    if (m_project->calibrations().isEmpty())
        return;
    heading(reportSectionTitle(ReportSection::Calibrations), 1, true);
    paragraph(tr("Runs measured by the team and recorded in the plan. Each calibrates the same workload on the "
                 "other GPU types and counts (the results' calibrated time); the findings explain the gap to the "
                 "model and what to try."),
        m_style.format(m_style.body, m_style.ink), 6);
    const Project &p = *m_project;
    for (const Calibration &c : p.calibrations()) {
        const CalibrationFit fit = fitInPlan(c, p.workloads(), p.hardwareRows(), p.assumptions());
        QString summary = calibrationSummary(c, fit);
        if (!c.note.isEmpty())
            summary += QStringLiteral(" — ") + c.note;
        paragraph(summary, m_style.format(m_style.body, m_style.ink), 2);
        for (const Diagnosis &d : diagnoseInPlan(c, fit, p.workloads(), p.hardwareRows(), p.assumptions()))
            bullet(d.finding + u' ' + d.advice);
    }
}

void ReportBuilder::addAppendix()
{
    heading(reportSectionTitle(ReportSection::Appendix), 1, true);
    paragraph(tr("How each workload's recommended result was derived: the inputs, every formula with the numbers "
                 "put in and its source, the memory per GPU and the warnings. The other GPU types use the same "
                 "formulas with their own figures."),
        m_style.format(m_style.body, m_style.ink), 2);
    static const QRegularExpression title(QStringLiteral("<h3[^>]*>(.*?)</h3>"));
    for (int w = 0; w < m_project->workloadCount(); ++w) {
        if (!reported(w))
            continue;
        int hardwareRow = summary(w).recommendedHardware;
        if (hardwareRow < 0) {
            for (int r = 0; r < m_results->rowCount() && hardwareRow < 0; ++r) {
                if (m_results->workloadRowOf(r) == w)
                    hardwareRow = m_results->hardwareRowOf(r);
            }
        }
        const int row = hardwareRow >= 0 ? m_results->rowFor(w, hardwareRow) : -1;
        if (row < 0)
            continue;
        QString html = explanationHtml(m_project->workload(w), m_project->hardware(hardwareRow),
            m_project->assumptions(), m_results->estimateAt(row));
        const QRegularExpressionMatch match = title.match(html);
        heading(match.hasMatch() ? QTextDocumentFragment::fromHtml(match.captured(1)).toPlainText()
                                 : m_project->workload(w).workload.name,
            2);
        html.remove(title);
        QTextBlockFormat block;
        m_cursor.insertBlock(block);
        m_cursor.insertHtml(html);
    }

    heading(tr("Sources of the hardware figures"), 2);
    for (const HardwareEntry &h : m_project->hardwareRows()) {
        QTextBlockFormat block;
        block.setTopMargin(m_style.pt(5));
        block.setLineHeight(115, QTextBlockFormat::ProportionalHeight);
        block.setProperty(kHeadingProperty, 3); // kept with its sources (keepHeadingsWithNext)
        m_cursor.insertBlock(block);
        QTextCharFormat bold = m_style.format(m_style.body, m_style.ink);
        bold.setFontWeight(QFont::Bold);
        m_cursor.insertText(h.gpu.name, bold);
        auto source = [this](const QString &label, const QString &text) {
            QTextBlockFormat b;
            b.setLeftMargin(m_style.pt(12));
            b.setLineHeight(115, QTextBlockFormat::ProportionalHeight);
            m_cursor.insertBlock(b);
            m_cursor.insertText(label + QStringLiteral(": "), m_style.format(m_style.small, m_style.muted));
            m_cursor.insertText(text.isEmpty() ? tr("not given") : text, m_style.format(m_style.small, m_style.ink));
        };
        source(tr("Specifications"), h.gpu.specSource);
        source(tr("Price"),
            h.gpu.priceDate.isEmpty() ? h.gpu.priceSource : tr("%1 (%2)").arg(h.gpu.priceSource, h.gpu.priceDate));
    }
}

void ReportBuilder::keepWithWhatFollows(const QTextBlock &label)
{
    // Laid out now, before the tables below it place their rows on pages: a break added at the end
    // (keepHeadingsWithNext) would move them off the pages they were cut for.
    m_cursor.endEditBlock();
    QAbstractTextDocumentLayout *layout = m_document->documentLayout();
    const QRectF first = layout->blockBoundingRect(label);
    const QRectF last = layout->blockBoundingRect(m_cursor.block());
    m_cursor.beginEditBlock();
    const qreal pageHeight = m_document->pageSize().height();
    const qreal pageTop = std::floor(first.top() / pageHeight) * pageHeight;
    const bool firstOnPage = first.top() <= pageTop + 1;
    const bool shortBlock = last.bottom() - first.top() <= pageHeight / 3;
    if (!firstOnPage && shortBlock && last.bottom() > pageTop + pageHeight) {
        QTextBlockFormat format = label.blockFormat();
        format.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
        QTextCursor(label).setBlockFormat(format);
    }
}

void ReportBuilder::keepHeadingsWithNext()
{
    // A heading starts the next page unless the page has room for what follows it up to the next
    // heading (a short table, a chart), or for at least a few lines of it when that is long.
    const qreal pageHeight = m_document->pageSize().height();
    const qreal minimum = m_style.pt(60) * m_style.deviceScale;
    const qreal shortContent = pageHeight / 3;
    QAbstractTextDocumentLayout *layout = m_document->documentLayout();
    // The report's own headings, and those of the HTML it inserts (a result's explanation: <h4>Memory per GPU</h4>).
    const auto isHeading = [](const QTextBlock &b) {
        return b.blockFormat().hasProperty(kHeadingProperty) || b.blockFormat().headingLevel() > 0;
    };
    for (QTextBlock block = m_document->begin(); block.isValid(); block = block.next()) {
        if (!isHeading(block) || block.blockFormat().pageBreakPolicy() & QTextFormat::PageBreak_AlwaysBefore)
            continue;
        const QRectF rect = layout->blockBoundingRect(block);
        const qreal pageTop = std::floor(rect.top() / pageHeight) * pageHeight;
        if (rect.top() <= pageTop + 1)
            continue; // already first on its page
        // The end of this heading's content: the next heading, or the end of the document.
        QTextBlock next = block.next();
        while (next.isValid() && !isHeading(next))
            next = next.next();
        const qreal contentEnd
            = next.isValid() ? layout->blockBoundingRect(next).top() : layout->documentSize().height();
        const qreal content = contentEnd - rect.bottom();
        const qreal needed = content <= shortContent ? content : minimum;
        if (rect.bottom() + needed > pageTop + pageHeight) {
            QTextBlockFormat format = block.blockFormat();
            format.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
            QTextCursor(block).setBlockFormat(format);
        }
    }
}

} // namespace flopsheet
