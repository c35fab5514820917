// Planning reports (issue 5): the PDF as a reader gets it. Each case writes a report with the same
// renderer the app and the command line use, reads it back with pdftotext (Debian's poppler-utils)
// and compares what it says with the core's own figures or with figures worked out by hand.

#include "core/charts/timecost.h"
#include "core/document/calibrations.h"
#include "core/document/edits.h"
#include "core/document/hardwaretable.h"
#include "core/document/project.h"
#include "core/document/sampleproject.h"
#include "core/document/workloadtable.h"
#include "core/estimate/estimator.h"
#include "core/io/projectfile.h"
#include "core/models/displayformat.h"
#include "core/models/resultmodel.h"
#include "core/models/tablemodel.h"
#include "core/report/calibrationtext.h"
#include "core/report/diagnostics.h"
#include "tests/report/reportfixture.h"
#include "ui/languages.h"
#include "ui/report/paintrecording.h"
#include "ui/report/reportbuilder.h"
#include "ui/report/reportoptions.h"
#include "ui/report/reportoptionsdialog.h"
#include "ui/report/reportpage.h"
#include "ui/report/reportplans.h"
#include "ui/report/reportrenderer.h"
#include "ui/report/reportstyle.h"
#include "ui/report/reportsummary.h"
#include "ui/report/reporttable.h"
#include "ui/report/reporttableobjects.h"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QDialogButtonBox>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPainterPath>
#include <QPdfWriter>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextLayout>
#include <QtTest>

using namespace flopsheet;

namespace {

/** The text of a PDF, laid out as on the page (pdftotext -layout); pages end with a form feed. */
QString pdfText(const QString &pdf)
{
    QProcess p;
    p.start(QStringLiteral(FLOPSHEET_PDFTOTEXT),
        { QStringLiteral("-layout"), QStringLiteral("-enc"), QStringLiteral("UTF-8"), pdf, QStringLiteral("-") });
    if (!p.waitForFinished(60000) || p.exitCode() != 0)
        return {};
    return QString::fromUtf8(p.readAllStandardOutput());
}

/** The lines of the text between the first line that is exactly from and the next that is exactly to. */
QStringList linesBetween(const QString &text, const QString &from, const QString &to)
{
    QStringList out;
    bool inside = false;
    for (const QString &raw : text.split(QRegularExpression(QStringLiteral("[\\n\\f]")))) {
        const QString line = raw.trimmed();
        if (!inside && line == from) {
            inside = true;
            continue;
        }
        if (inside && line == to)
            break;
        if (inside)
            out << line;
    }
    return out;
}

/** Whether a line holds a figure as a whole word ("652" but not "6520"). */
bool hasWord(const QString &line, const QString &word)
{
    return QRegularExpression(QStringLiteral("(^|\\s)") + QRegularExpression::escape(word) + QStringLiteral("(\\s|$)"))
        .match(line)
        .hasMatch();
}

void loadSample(Project &project)
{
    const SampleProject s = sampleProject(Catalog::builtIn());
    project.reset(s.workloads, s.hardware, s.assumptions, s.scenarios);
}

} // namespace

class tst_Report : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void paperByLocale_data();
    void paperByLocale();
    void sectionsInOrder();
    void numbersEqualTheCore();
    void handComputedPlan();
    void tablesFitTheWidth();
    void longTablesRepeatTheirHeader();
    void objectsKeepTheirPageFarIntoAReport();
    void recordingReplaysAsDrawn();
    void plansAreTheSameInAnyOrder();
    void headingsStayWithTheirTables();
    void headersWrapBeforeTheirUnits();
    void checkBoxesReadAsWords();
    void sourceNamesStayWithTheirSources_data();
    void sourceNamesStayWithTheirSources();
    void optionsLeaveSectionsAndWorkloadsOut();
    void chineseUsesACjkFont();
    void measuredRunsAreListed();
    void unwritableFileIsRefused();
    void reportsTooLargeAreRefusedUpFront();
    void optionsDialogWaitsForASmallEnoughSelection();
    void plansStayWithinTheCriticalBatch();
    void scheduleHasItsTableAndCharts();
    void assumptionsAreThoseOfThePlan();
    void servingHasItsOwnFiguresAndCharts();

private:
    QString write(Project &project, const ReportOptions &options, const QString &name);
    QTemporaryDir m_dir;
};

void tst_Report::initTestCase()
{
    // No quiet skip: without pdftotext nothing here can be checked, and that must show as a failure.
    QVERIFY2(QFileInfo(QStringLiteral(FLOPSHEET_PDFTOTEXT)).isExecutable(),
        "pdftotext was not found when configuring: install poppler-utils (scripts/setup.sh) and re-run cmake");
    QVERIFY(m_dir.isValid());
    languages::install(QStringLiteral("en"));
}

QString tst_Report::write(Project &project, const ReportOptions &options, const QString &name)
{
    const QString path = m_dir.filePath(name);
    QString error;
    if (!ReportRenderer(&project, options).writePdf(path, &error))
        qWarning("%s", qPrintable(error));
    return path;
}

void tst_Report::paperByLocale_data()
{
    QTest::addColumn<QString>("locale");
    QTest::addColumn<int>("paper");
    // CLDR supplementalData.xml <paperSize>: US-Letter in the US, Canada, Mexico …; A4 elsewhere.
    QTest::newRow("en_US") << "en_US" << int(QPageSize::Letter);
    QTest::newRow("en_CA") << "en_CA" << int(QPageSize::Letter);
    QTest::newRow("fr_CA") << "fr_CA" << int(QPageSize::Letter);
    QTest::newRow("es_MX") << "es_MX" << int(QPageSize::Letter);
    QTest::newRow("en_PH") << "en_PH" << int(QPageSize::Letter);
    QTest::newRow("en_GB") << "en_GB" << int(QPageSize::A4);
    QTest::newRow("de_DE") << "de_DE" << int(QPageSize::A4);
    QTest::newRow("zh_CN") << "zh_CN" << int(QPageSize::A4);
    QTest::newRow("C") << "C" << int(QPageSize::A4);
}

void tst_Report::paperByLocale()
{
    QFETCH(QString, locale);
    QFETCH(int, paper);
    QCOMPARE(int(paperForLocale(QLocale(locale))), paper);
}

void tst_Report::sectionsInOrder()
{
    Project project;
    loadSample(project);
    ReportOptions options;
    options.projectName = QStringLiteral("sample");
    options.author = QStringLiteral("Ada Lovelace");
    const QString text = pdfText(write(project, options, QStringLiteral("sections.pdf")));
    QVERIFY(!text.isEmpty());
    QVERIFY(text.contains(QStringLiteral("GPU Planning Report")));
    QVERIFY(text.contains(QStringLiteral("Ada Lovelace")));
    const QStringList lines = text.split(QRegularExpression(QStringLiteral("[\\n\\f]")));
    // Each section heading stands on a line of its own (the contents list on the title page is bulleted).
    qsizetype at = -1;
    for (const char *title : { "Executive summary", "Assumptions", "Workloads", "Hardware", "Results", "Charts",
             "Scenario comparison", "Appendix: formulas and sources" }) {
        qsizetype found = -1;
        for (qsizetype i = at + 1; i < lines.size() && found < 0; ++i) {
            if (lines[i].trimmed() == QLatin1String(title))
                found = i;
        }
        QVERIFY2(found > at, title);
        at = found;
    }
    // The summary carries the planner's answer. The T4 is no longer a "does not fit" risk: the layout
    // search fits 7B pre-training on its 8 T4s (TP 2, ZeRO-3, full recompute, 15.1 of 16 GiB), at a time
    // no plan within the deadline would choose.
    QVERIFY(text.contains(QStringLiteral("Cheapest within 720 h")));
    QVERIFY(text.contains(QStringLiteral("Fastest within $250,000")));
    QVERIFY(!text.simplified().contains(QStringLiteral("Risk: T4: does not fit in GPU memory")));
    // Both saved scenarios are compared; every hardware source is cited.
    QVERIFY(text.contains(QStringLiteral("Spot prices (60% off)")));
    QVERIFY(text.contains(QStringLiteral("Pre-training in FP8")));
    for (const HardwareEntry &h : project.hardwareRows())
        QVERIFY2(text.contains(h.gpu.specSource.left(30)), qPrintable(h.gpu.name));
    // Page numbers and the version (CMake's PROJECT_VERSION) in the footer of every page but the title page.
    const int pages = int(text.count(QLatin1Char('\f')));
    QVERIFY(pages >= 8);
    for (int p = 2; p <= pages; ++p)
        QVERIFY2(text.contains(QStringLiteral("Page %1 of %2").arg(p).arg(pages)), qPrintable(QString::number(p)));
    QCOMPARE(int(text.count(QStringLiteral("FlopSheet " FLOPSHEET_VERSION))), pages - 1);
}

void tst_Report::plansStayWithinTheCriticalBatch()
{
    // ResNet-50, 90 epochs within $250,000: before the critical batch the report recommended 4,096 ×
    // H200-SXM, a million images per step. On fixed data no plan grows the batch past Goyal et al.'s
    // 8,192: at 256 images per GPU, 32 GPUs at most.
    Project project;
    loadSample(project);
    ReportOptions options;
    options.sections = { ReportSection::Summary };
    const QString text = pdfText(write(project, options, QStringLiteral("critical.pdf"))).simplified();
    const QString resnet = project.workload(2).workload.name;
    const qsizetype at = text.indexOf(resnet);
    QVERIFY2(at >= 0, qPrintable(text.left(400)));
    const QRegularExpression fastest(QStringLiteral("Fastest within \\$250,000: ([0-9,]+) × "));
    const QRegularExpressionMatch m = fastest.match(text, at);
    QVERIFY2(m.hasMatch(), qPrintable(text.mid(at, 600)));
    const int gpus = QLocale(QLocale::English).toInt(m.captured(1));
    QVERIFY2(gpus >= 1 && gpus * 256 <= 8192, qPrintable(m.captured(0)));
}

// The assumptions section states what the recommended plan assumed, not what the first GPU type in the table
// (the sample's T4) would: the pre-training's 30-day deadline is met cheapest by 40 × H100 (tst_planagreement), so
// its efficiency is Hopper's and its layout spans the 40. Serving has no plan: the result the summary recommends,
// the lowest serving cost.
void tst_Report::assumptionsAreThoseOfThePlan()
{
    Project project;
    loadSample(project);
    ReportOptions options;
    options.sections = { ReportSection::Assumptions };
    const QString text = pdfText(write(project, options, QStringLiteral("assumed.pdf"))).simplified();
    const QString pretraining = project.workload(0).workload.name + QStringLiteral(", on the plan's 40 × H100-SXM:");
    const qsizetype at = text.indexOf(pretraining);
    QVERIFY2(at >= 0, qPrintable(text.left(2000)));
    const QString block = text.mid(at, text.indexOf(project.workload(1).workload.name, at + 1) - at);
    QVERIFY2(block.contains(QStringLiteral("on Hopper in bf16")) && block.contains(QStringLiteral("× data 40;")),
        qPrintable(block));
    QVERIFY2(!block.contains(QStringLiteral("Turing")), qPrintable(block));
    ResultModel results(&project);
    const WorkloadSummary serving = summarizeWorkload(&project, results, 3);
    QVERIFY(serving.recommendedHardware >= 0);
    const QString cheapest = project.hardware(serving.recommendedHardware).gpu.name;
    QVERIFY2(serving.findings.join(u' ').contains(QStringLiteral("Lowest serving cost: 8 × %1,").arg(cheapest)),
        qPrintable(serving.findings.join(u' ')));
    QVERIFY2(
        text.contains(project.workload(3).workload.name + QStringLiteral(", on %1:").arg(cheapest)), qPrintable(text));
}

void tst_Report::scheduleHasItsTableAndCharts()
{
    // A workload with a batch schedule gets its stages (steps, GPUs busy, hours, fits) and the batch
    // schedule and speedup charts in the Charts section.
    Project project;
    loadSample(project);
    QString problem;
    WorkloadEntry pretrain = project.workload(0);
    pretrain.scenario.schedule = *parseBatchSchedule(u"linear:32768-4194304@10B", &problem);
    QVERIFY(edits::replaceRow(project, 0, pretrain, QStringLiteral("schedule")).ok());
    ReportOptions options;
    options.sections = { ReportSection::Charts };
    const QString text = pdfText(write(project, options, QStringLiteral("schedule.pdf"))).simplified();
    QVERIFY2(text.contains(QStringLiteral("Batch schedule linear:32768-4194304@10B on")), qPrintable(text.left(600)));
    for (const char *words : { "Stage", "Steps", "GPUs busy", "Fits", "Batch schedule: ", "Speedup: " })
        QVERIFY2(text.contains(QLatin1String(words)), words);
}

void tst_Report::servingHasItsOwnFiguresAndCharts()
{
    // Issue 15: a serving workload's chart page said "has no estimate on any included GPU type" (its
    // time-against-cost and per-GPU bars plot training totals), and its results table had a cost column
    // holding dollars per million tokens under "Cost ($)".
    Project project;
    loadSample(project); // the last workload, Serve Llama 3 8B, is served
    const QString serving = project.workload(3).workload.name;
    const QString training = project.workload(0).workload.name;
    QCOMPARE(project.workload(3).scenario.mode, Mode::Infer);
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter writer(&buffer);
    ReportOptions options;
    options.sections = { ReportSection::Results, ReportSection::Charts };
    ReportRenderer(&project, options).setUpPage(&writer);
    const QSizeF body = writer.pageLayout().paintRectPixels(writer.resolution()).size() - QSizeF(0, 200);
    ReportBuilder builder(&project, options);
    const std::vector<std::unique_ptr<QTextDocument>> parts = builder.build(&writer, body);

    QString text;
    QHash<QString, QString> headers; // a results table's caption: its header row's titles
    for (const auto &document : parts) {
        text += ReportTableObjects::plainText(*document) + u'\n';
        if (const ReportTableObjects *objects = ReportTableObjects::find(*document)) {
            QSet<const ReportTablePart *> seen;
            for (const ReportTableSlice &slice : objects->slices()) {
                if (seen.contains(slice.part.get()))
                    continue; // a later page of the same part
                seen.insert(slice.part.get());
                for (int c : slice.part->columns)
                    headers[slice.part->table->caption] += slice.part->table->header[c] + u'|';
            }
        }
    }
    // One unit per column: serving's price in its own, training's dollars in "Cost ($)".
    QVERIFY2(headers.value(serving).contains(u"Cost per 1M output tokens ($)|"_qs), qPrintable(headers.value(serving)));
    QVERIFY2(!headers.value(serving).contains(u"|Cost ($)|"_qs), qPrintable(headers.value(serving)));
    QVERIFY2(!headers.value(serving).contains(u"Wall time"_qs), qPrintable(headers.value(serving)));
    QVERIFY2(headers.value(training).contains(u"|Cost ($)|"_qs), qPrintable(headers.value(training)));
    QVERIFY2(!headers.value(training).contains(u"Cost per 1M output tokens"_qs), qPrintable(headers.value(training)));

    // The charts page of the served model draws charts that apply to it, and says nothing is missing.
    QVERIFY2(!text.contains(u"has no estimate on any included GPU type"_qs), qPrintable(text.right(2000)));
    const qsizetype page = text.lastIndexOf(serving); // its heading in the Charts section, the last one
    QVERIFY(page >= 0);
    QCOMPARE(text.mid(page).count(QChar::ObjectReplacementCharacter), 2);
}

void tst_Report::numbersEqualTheCore()
{
    Project project;
    loadSample(project);
    ReportOptions options;
    options.sections = { ReportSection::Results, ReportSection::Charts };
    const QString text = pdfText(write(project, options, QStringLiteral("numbers.pdf")));
    const QStringList results = linesBetween(text, QStringLiteral("Results"), QStringLiteral("Charts"));
    QVERIFY(!results.isEmpty());
    const ProjectAssumptions &a = project.assumptions();
    for (int w = 0; w < project.workloadCount(); ++w) {
        const WorkloadEntry &entry = project.workload(w);
        const QString next = w + 1 < project.workloadCount() ? project.workload(w + 1).workload.name
                                                             : QStringLiteral("\x01"); // to the end
        const QStringList section = linesBetween(results.join(u'\n') + u'\n', entry.workload.name, next);
        for (const HardwareEntry &hw : project.hardwareRows()) {
            // The core's estimate, formatted as a table shows numbers (3 significant digits, money in dollars).
            const Estimate e = estimate(entry.workload, hw.gpu, scenarioFor(entry, hw, a));
            QVERIFY(e.ok());
            QString row;
            for (const QString &line : section) {
                if (line.startsWith(hw.gpu.name + u' '))
                    row += line + u' ';
            }
            const QString what
                = entry.workload.name + QStringLiteral(" on ") + hw.gpu.name + QStringLiteral(": ") + row;
            if (entry.scenario.mode == Mode::Train) {
                QVERIFY2(hasWord(row, formatNumber(e.wallHours, 3)), qPrintable(what));
                QVERIFY2(hasWord(row, formatNumber(e.gpuHours, 3)), qPrintable(what));
                QVERIFY2(hasWord(row, formatMoney(e.costUsd)), qPrintable(what));
            } else {
                QVERIFY2(hasWord(row, formatNumber(e.timeToFirstTokenMs, 3)), qPrintable(what));
                QVERIFY2(hasWord(row, formatNumber(e.timePerOutputTokenMs, 3)), qPrintable(what));
            }
            QVERIFY2(hasWord(row, formatNumber(e.memoryPerGpuGiB, 3)), qPrintable(what));
        }
    }
}

void tst_Report::handComputedPlan()
{
    // A generic model of 2e9 forward FLOPs per sample trained on 1.2e9 samples: 3 × 2e9 × 1.2e9 =
    // 7.2e18 FLOPs (Kaplan et al. 2020: backward = 2 × forward). On one GPU of 100 dense BF16 TFLOPS at
    // a given 50 % efficiency: 7.2e18 / 5e13 = 144,000 s = 40 h of matrix work; each of the 37.5M steps of 32
    // also launches 3 (forward, two backward) × 12 layers (the depth assumed for a model of unknown kind) × 3
    // kernels × 3 µs (I7) = 0.324 ms, 3.375 h in all: 43.375 h. At $2.00 per GPU-hour, $86.75; at 400 W and
    // PUE 1.2, 400 × 43.375 × 1.2 = 20.82 kWh; MFU 50 % × 40 / 43.375 = 46.1 %.
    WorkloadEntry w;
    w.workload.name = QStringLiteral("Hand-worked model");
    w.workload.family = WorkloadFamily::Generic;
    w.workload.params = 1e8;
    w.workload.forwardFlopsPerSample = 2e9;
    w.scenario.mode = Mode::Train;
    w.scenario.precision = Precision::BF16;
    w.scenario.amount = AmountKind::Samples;
    w.scenario.samples = 1.2e9;
    w.scenario.epochs = 1;
    w.scenario.batchPerGpu = 32;
    w.scenario.mfu = 0.5;
    HardwareEntry h;
    h.gpu.name = QStringLiteral("Bench GPU");
    h.gpu.generation = GpuGeneration::Hopper;
    h.gpu.peakTflops[int(Precision::BF16)] = 100;
    h.gpu.memoryGiB = 80;
    h.gpu.memoryBandwidthGBps = 2000;
    h.gpu.tdpW = 400;
    h.gpu.pricePerHourUsd = 2;
    h.count = 1;
    Project project;
    project.reset({ w }, { h });
    ReportOptions options;
    options.sections = { ReportSection::Summary, ReportSection::Results };
    const QString text = pdfText(write(project, options, QStringLiteral("hand.pdf")));
    QString row;
    for (const QString &line : linesBetween(text, QStringLiteral("Results"), QStringLiteral("\x01"))) {
        if (line.startsWith(QStringLiteral("Bench GPU ")))
            row += line + u' ';
    }
    QVERIFY2(hasWord(row, QStringLiteral("43.4")), qPrintable(row)); // wall time (h) and GPU-hours
    QVERIFY2(hasWord(row, QStringLiteral("$86.75")), qPrintable(row)); // cost
    QVERIFY2(hasWord(row, QStringLiteral("20.8")), qPrintable(row)); // energy (kWh)
    QVERIFY2(hasWord(row, QStringLiteral("46.1")), qPrintable(row)); // MFU (%)
    // No deadline or budget: the summary names the fastest and the cheapest result as planned.
    QVERIFY(text.contains(QStringLiteral("Cheapest at the planned GPU counts: 1 × Bench GPU, $86.75.")));
}

void tst_Report::tablesFitTheWidth()
{
    // 20 workloads × 50 GPU types with long numbered names: the widest tables the report makes.
    Project project;
    testing::fillLargeProject(project, 20, 50);
    for (QPageSize::PageSizeId paper : { QPageSize::A4, QPageSize::Letter }) {
        QBuffer buffer;
        buffer.open(QIODevice::WriteOnly);
        QPdfWriter writer(&buffer);
        writer.setResolution(600);
        ReportOptions options;
        options.pageSize = QPageSize(paper);
        options.sections = { ReportSection::Assumptions, ReportSection::Workloads, ReportSection::Hardware,
            ReportSection::Results, ReportSection::Scenarios };
        ReportRenderer(&project, options).setUpPage(&writer);
        const QSizeF body = writer.pageLayout().paintRectPixels(writer.resolution()).size() - QSizeF(0, 500);
        ReportBuilder builder(&project, options);
        const std::vector<std::unique_ptr<QTextDocument>> parts = builder.build(&writer, body);
        // Every slice of a table (a page's rows of one part of its columns) lies within the text width
        // and on one page, under its header row.
        QSet<const ReportTablePart *> tables;
        int slices = 0;
        for (const auto &document : parts) {
            const ReportTableObjects *objects = ReportTableObjects::find(*document);
            if (!objects)
                continue;
            QAbstractTextDocumentLayout *layout = document->documentLayout();
            const qreal pageHeight = document->pageSize().height();
            const ReportTableSlice *previous = nullptr;
            qreal previousTop = 0;
            for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
                const QTextCharFormat format
                    = block.begin().atEnd() ? QTextCharFormat() : block.begin().fragment().charFormat();
                if (format.objectType() != ReportTableObjects::kObjectType)
                    continue;
                const ReportTableSlice &slice = objects->slices().at(size_t(slices));
                ++slices;
                tables.insert(slice.part.get());
                layout->blockBoundingRect(block); // lays the block out
                const QTextLine line = block.layout()->lineAt(0);
                const QPointF at = block.layout()->position() + line.position();
                const QSizeF size = QSizeF(slice.part->width, slice.height());
                QVERIFY2(at.x() + size.width() <= body.width() + 1,
                    qPrintable(QStringLiteral("slice %1 is %2 wide, the page %3")
                                   .arg(slices)
                                   .arg(at.x() + size.width())
                                   .arg(body.width())));
                const qreal top = at.y();
                QVERIFY2(std::floor(top / pageHeight) == std::floor((top + size.height() - 1) / pageHeight),
                    qPrintable(QStringLiteral("slice %1 runs from %2 over the page end").arg(slices).arg(top)));
                QVERIFY(slice.part->headerHeight > 0);
                QVERIFY(slice.end > slice.first || slice.part->rowHeights.isEmpty());
                // A page a table continues from is full: what is left below its slice is less than
                // two rows and the margins.
                if (previous && previous->part == slice.part) {
                    const ReportStyle &style = slice.part->style;
                    const qreal left
                        = (std::floor(previousTop / pageHeight) + 1) * pageHeight - (previousTop + previous->height());
                    QVERIFY2(left < 2 * slice.part->rowHeights.at(slice.first) + style.pt(12) * style.deviceScale,
                        qPrintable(QStringLiteral("slice %1 leaves %2 of its page blank").arg(slices - 1).arg(left)));
                }
                previous = &slice;
                previousTop = top;
            }
            QCOMPARE(size_t(slices), objects->slices().size());
            slices = 0;
        }
        QVERIFY(tables.size() > 20);
    }
}

void tst_Report::longTablesRepeatTheirHeader()
{
    // One workload on 80 GPU types: its results table runs over more than one page.
    Project project;
    testing::fillLargeProject(project, 1, 80);
    ReportOptions options;
    options.sections = { ReportSection::Results };
    const QStringList pages = pdfText(write(project, options, QStringLiteral("long.pdf"))).split(QLatin1Char('\f'));
    int pagesWithRows = 0;
    for (const QString &page : pages) {
        // A row of the table: the GPU's name, then its cells in columns (the notes below it run on).
        if (!page.contains(QRegularExpression(QStringLiteral("\\n\\s*GPU-\\d\\d [^\\n]*\\S {2,}\\S"))))
            continue;
        ++pagesWithRows;
        // Each part of the table repeats its header, whose last line starts with the key column "GPU".
        QVERIFY2(page.contains(QRegularExpression(QStringLiteral("\\n\\s*GPU\\s{2,}"))),
            "a page of rows without the header row");
    }
    QVERIFY(pagesWithRows >= 2);
}

void tst_Report::objectsKeepTheirPageFarIntoAReport()
{
    // Page 194 of a report part at 600 dpi (the 200-workload plan's results): the layout put a table slice
    // that starts the page 1.01 px above the page's top, and a test with a pixel of tolerance drew it on
    // no page at all. Figures as the layout gave them.
    const qreal pageHeight = 6034.33;
    const qreal pageTop = 1170660.67;
    const QRectF slice(0, 1170659.66, 4000, 3091.39);
    QImage image(8, 8, QImage::Format_ARGB32);
    QPainter painter(&image);
    painter.translate(0, -pageTop);
    painter.setClipRect(QRectF(0, pageTop, 4000, pageHeight));
    QVERIFY(onClippedPage(painter, slice));
    painter.setClipRect(QRectF(0, pageTop - pageHeight, 4000, pageHeight)); // the page above
    QVERIFY(!onClippedPage(painter, slice));
    painter.setClipRect(QRectF(0, pageTop + pageHeight, 4000, pageHeight)); // the page below
    QVERIFY(!onClippedPage(painter, slice));
    // A chart whose block's top margin reaches the page above belongs to the page it lies on.
    const QRectF chart(0, pageTop + 10, 4000, 2000);
    QVERIFY(!onClippedPage(painter, chart));
    painter.setClipRect(QRectF(0, pageTop, 4000, pageHeight));
    QVERIFY(onClippedPage(painter, chart));
}

void tst_Report::recordingReplaysAsDrawn()
{
    // What the report's charts go through: painted onto a PaintRecording, replayed onto the page. Replayed
    // at the resolution it was recorded at, it gives the pixels of painting directly; on a device of twice
    // the resolution its text keeps its size in the drawing (a 10-point font is not drawn at 10 points of
    // the finer device, which would halve it) and its clip ends with it.
    const QSize size(240, 120);
    const auto paint = [](QPainter &p) {
        p.setRenderHint(QPainter::Antialiasing);
        p.fillRect(QRect(0, 0, 240, 120), Qt::white);
        p.setPen(QPen(Qt::darkBlue, 2));
        p.drawLine(QPointF(5, 5), QPointF(230, 110));
        p.setBrush(QColor(0xC0, 0x40, 0x40));
        p.drawEllipse(QRectF(20, 20, 40, 30));
        p.drawPolygon(QPolygonF({ { 100, 10 }, { 140, 60 }, { 80, 50 } }));
        QPainterPath path;
        path.addRoundedRect(QRectF(150, 15, 60, 35), 6, 6);
        p.save();
        p.setClipRect(QRectF(150, 15, 30, 35)); // half of the shape
        p.drawPath(path);
        p.restore();
        QFont font(QStringLiteral("DejaVu Sans"));
        font.setPointSizeF(10);
        p.setFont(font);
        p.setPen(Qt::black);
        p.drawText(QPointF(20, 100), QStringLiteral("Time vs cost 8× H100"));
    };
    const auto image = [&](int dpi) {
        QImage img(size * dpi / 96, QImage::Format_ARGB32);
        img.setDotsPerMeterX(qRound(dpi / 0.0254));
        img.setDotsPerMeterY(qRound(dpi / 0.0254));
        img.fill(Qt::gray);
        return img;
    };
    QImage direct = image(96);
    {
        QPainter p(&direct);
        paint(p);
    }
    PaintRecording recording(size, 96);
    {
        QPainter p(&recording);
        paint(p);
    }
    QVERIFY(recording.size() > 5);
    QImage replayed = image(96);
    {
        QPainter p(&replayed);
        recording.replay(p);
        QVERIFY(!p.hasClipping());
    }
    QCOMPARE(replayed, direct);

    // Twice the resolution, scaled by two: the same picture, finer. Text ink in the bottom band of the
    // picture, where only the text lies, covers about the area it covers at 96 dpi (4 × the pixels).
    QImage fine = image(192);
    {
        QPainter p(&fine);
        p.scale(2, 2);
        recording.replay(p);
    }
    const auto inkIn = [](const QImage &img, const QRect &band) {
        int dark = 0;
        for (int y = band.top(); y <= band.bottom(); ++y) {
            for (int x = band.left(); x <= band.right(); ++x)
                dark += qGray(img.pixel(x, y)) < 128 ? 1 : 0;
        }
        return dark;
    };
    const int coarseInk = inkIn(direct, QRect(15, 85, 200, 20));
    const int fineInk = inkIn(fine, QRect(30, 170, 400, 40));
    QVERIFY(coarseInk > 50);
    QVERIFY2(fineInk > 3 * coarseInk && fineInk < 5 * coarseInk,
        qPrintable(QStringLiteral("%1 vs %2").arg(fineInk).arg(coarseInk)));
}

void tst_Report::plansAreTheSameInAnyOrder()
{
    // The report plans its workloads on worker threads while the thread laying it out asks for them, and
    // plans one itself when no worker has reached it. Asked for last to first (so the caller plans most of
    // them), and for a row not planned up front, each plan is what the one-call functions give.
    Project project;
    loadSample(project);
    const std::vector<int> planned = { 0, 1, 2 };
    ReportPlans plans(project, planned, true);
    const auto same = [](const PlanAnswer &a, const PlanAnswer &b) {
        if (a.recommended != b.recommended || a.options.size() != b.options.size())
            return false;
        for (std::size_t i = 0; i < a.options.size(); ++i) {
            const PlanOption &x = a.options[i];
            const PlanOption &y = b.options[i];
            if (x.hardwareRow != y.hardwareRow || x.gpuCount != y.gpuCount || x.feasible != y.feasible
                || !(x.estimate.wallHours == y.estimate.wallHours
                    || (std::isnan(x.estimate.wallHours) && std::isnan(y.estimate.wallHours))))
                return false;
        }
        return true;
    };
    for (int row = project.workloadCount() - 1; row >= 0; --row) {
        const WorkloadEntry &entry = project.workload(row);
        const TimeCostPlan &got = plans.plan(row);
        const bool charted = row < 3 && entry.scenario.mode == Mode::Train;
        TimeCostPlan expected;
        if (charted)
            expected = timeCostPlan(entry, project.hardwareRows(), project.assumptions());
        else
            expected.answers = timeCostAnswers(entry, project.hardwareRows(), project.assumptions());
        QVERIFY2(same(got.answers.deadline, expected.answers.deadline), qPrintable(QString::number(row)));
        QVERIFY2(same(got.answers.budget, expected.answers.budget), qPrintable(QString::number(row)));
        QCOMPARE(got.points.size(), expected.points.size());
        QCOMPARE(got.points.empty(), !charted);
        for (std::size_t i = 0; i < got.points.size(); ++i) {
            QCOMPARE(got.points[i].hardwareRow, expected.points[i].hardwareRow);
            QCOMPARE(got.points[i].gpuCount, expected.points[i].gpuCount);
            QCOMPARE(got.points[i].plannedForDeadline, expected.points[i].plannedForDeadline);
            QCOMPARE(got.points[i].plannedForBudget, expected.points[i].plannedForBudget);
        }
        QCOMPARE(&plans.plan(row), &got); // kept, not planned again
    }
    plans.stop();
}

void tst_Report::headingsStayWithTheirTables()
{
    // A heading, then a table too wide for one part, placed at every height of a page in turn: the
    // heading shares a page with the table's first rows, and no slice of either part runs over a page.
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter writer(&buffer);
    writer.setResolution(600);
    const ReportStyle style = ReportStyle::forDevice(&writer);
    ReportTable table;
    for (int c = 0; c < 14; ++c) {
        table.header << (c == 0 ? u"GPU"_qs : u"Figure %1 (units)"_qs.arg(c));
        table.rightAligned << (c > 0);
    }
    for (int r = 0; r < 40; ++r) { // longer than a third of a page: it splits rather than moving whole
        QStringList row { u"GPU-%1"_qs.arg(r) };
        for (int c = 1; c < 14; ++c)
            row << QString::number(123456.789 * (r + 1) * c, 'f', 1);
        table.addRow(row);
    }
    const QSizeF page(4000, 6000);
    int parts = 0;
    for (qreal filler = 0; filler < page.height(); filler += 40) {
        QTextDocument document;
        document.documentLayout()->setPaintDevice(&writer);
        document.setPageSize(page);
        document.setDocumentMargin(0);
        document.setUndoRedoEnabled(false);
        QTextCursor cursor(&document);
        // What comes before: an object filler high (an image the layout sizes from its format).
        QTextImageFormat before;
        before.setName(u"filler"_qs);
        before.setWidth(100 / style.deviceScale);
        before.setHeight(std::max<qreal>(1, filler) / style.deviceScale);
        cursor.insertImage(before);
        QTextBlockFormat heading;
        heading.setTopMargin(style.pt(10));
        heading.setBottomMargin(style.pt(3));
        cursor.insertBlock(heading);
        cursor.insertText(u"Heading"_qs, style.format(style.heading2, style.ink));
        const QRectF above = document.documentLayout()->blockBoundingRect(cursor.block());
        insertReportTable(cursor, table, style, page.width(), &writer, above.bottom(),
            above.height() + (heading.topMargin() + heading.bottomMargin()) * style.deviceScale);

        const auto pageOf = [&](qreal y) { return int(std::floor(y / page.height())); };
        const QTextBlock headingBlock = document.begin().next();
        const QRectF headingRect = document.documentLayout()->blockBoundingRect(headingBlock);
        const ReportTableObjects *objects = ReportTableObjects::find(document);
        QVERIFY(objects);
        QSet<const ReportTablePart *> seen;
        int index = 0;
        for (QTextBlock block = headingBlock.next(); block.isValid(); block = block.next(), ++index) {
            const ReportTableSlice &slice = objects->slices().at(size_t(index));
            seen.insert(slice.part.get());
            const qreal top = block.layout()->position().y() + block.layout()->lineAt(0).y();
            QVERIFY2(pageOf(top) == pageOf(top + slice.height() - 1),
                qPrintable(u"filler %1: slice %2 runs over a page"_qs.arg(filler).arg(index)));
            if (index == 0)
                QVERIFY2(pageOf(headingRect.bottom() - 1) == pageOf(top),
                    qPrintable(u"filler %1: the heading ends page %2, its table starts page %3"_qs.arg(filler)
                                   .arg(pageOf(headingRect.bottom() - 1))
                                   .arg(pageOf(top))));
        }
        QCOMPARE(size_t(index), objects->slices().size());
        parts = int(seen.size());
    }
    QVERIFY(parts >= 2);
}

void tst_Report::headersWrapBeforeTheirUnits()
{
    // "Throughput (samples/s)" in a column narrower than the header: Unicode line breaking may break
    // after the "/", leaving "s)" on a line of its own; the laid-out header wraps before the unit.
    ReportTable table;
    table.header << u"Throughput (samples/s)"_qs << u"Memory / GPU (GiB)"_qs << u"Price ($/GPU-h)"_qs;
    QCOMPARE(table.headerLine(1), table.header[1]); // a spaced "/" is no unit
    QVERIFY(table.headerLine(2).contains(QChar(0x2060)));
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter writer(&buffer);
    writer.setResolution(600);
    const ReportStyle style = ReportStyle::forDevice(&writer);
    const QFontMetricsF metrics(style.tableHeader, &writer);
    const auto secondLine = [&](const QString &text, qreal width) {
        QTextLayout layout(text, style.tableHeader, &writer);
        QTextOption option;
        option.setWrapMode(QTextOption::WordWrap);
        layout.setTextOption(option);
        layout.beginLayout();
        layout.createLine().setLineWidth(width);
        QTextLine second = layout.createLine();
        QString rest;
        if (second.isValid()) {
            second.setLineWidth(width);
            rest = text.mid(second.textStart()).remove(QChar(0x2060));
        }
        layout.endLayout();
        return rest;
    };
    // Wide enough for "Throughput (samples/" but not for the whole header.
    const qreal width = (metrics.horizontalAdvance(u"Throughput (samples/"_qs)
                            + metrics.horizontalAdvance(u"Throughput (samples/s)"_qs))
        / 2;
    QCOMPARE(secondLine(table.header[0], width), u"s)"_qs); // what the header did before
    QCOMPARE(secondLine(table.headerLine(0), width), u"(samples/s)"_qs);
}

void tst_Report::checkBoxesReadAsWords()
{
    // A check box has no text: the report writes its state, or "—" where it does not apply (a conv net has no
    // gated MLP). The sample: Llama 2 7B's shape (SwiGLU) pre-trained, ResNet-50, nothing 2:4-sparse.
    Project project;
    const SampleProject sample = sampleProject(Catalog::builtIn());
    project.reset(sample.workloads, sample.hardware);
    TableModel model(&project, Table::Workloads);
    const ReportTable table = ReportTable::fromModel(
        model, { int(WorkloadField::Name), int(WorkloadField::GatedMlp), int(WorkloadField::Sparse24) });
    QCOMPARE(table.header.size(), 3);
    QCOMPARE(project.workload(2).workload.family, WorkloadFamily::Cnn);
    QCOMPARE(table.rows[0][1].text, u"yes"_qs);
    QCOMPARE(table.rows[2][1].text, u"—"_qs);
    for (const auto &row : table.rows)
        QCOMPARE(row[2].text, u"no"_qs);
}

void tst_Report::sourceNamesStayWithTheirSources_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QPageSize::PageSizeId>("paper");
    for (const char *language : { "en", "zh_CN" }) {
        QTest::addRow("%s, A4", language) << QString::fromLatin1(language) << QPageSize::A4;
        QTest::addRow("%s, Letter", language) << QString::fromLatin1(language) << QPageSize::Letter;
    }
}

void tst_Report::sourceNamesStayWithTheirSources()
{
    // Each GPU of the sources section is a small heading kept with its lines: in the sample's Chinese report
    // the last GPU's name used to end a page with its sources on the next (and "Memory per GPU" of an
    // appendix result could end a page above its table).
    QFETCH(QString, language);
    // The example plan a new user opens (examples/sample.flopsheet), whose Chinese report showed it.
    ProjectData data;
    QString error;
    QVERIFY2(loadProject(QStringLiteral(FLOPSHEET_TEST_DATA "/../../examples/sample.flopsheet"), data, &error),
        qPrintable(error));
    Project project;
    resetProject(project, std::move(data));
    ReportOptions options;
    options.projectName = QStringLiteral("sample");
    QFETCH(QPageSize::PageSizeId, paper);
    options.pageSize = QPageSize(paper);
    QVERIFY(languages::install(language));
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter writer(&buffer);
    writer.setResolution(600);
    ReportRenderer(&project, options).setUpPage(&writer);
    const QSizeF body = writer.pageLayout().paintRectPixels(writer.resolution()).size();
    ReportBuilder builder(&project, options);
    const std::vector<std::unique_ptr<QTextDocument>> parts = builder.build(&writer, body);
    languages::install(QStringLiteral("en"));
    // The sources section ends the last part: each GPU's name block and the two source blocks after it.
    QTextDocument &last = *parts.back();
    QAbstractTextDocumentLayout *layout = last.documentLayout();
    const qreal pageHeight = last.pageSize().height();
    const auto pageOf = [&](qreal y) { return int(std::floor(y / pageHeight)); };
    int checked = 0;
    for (const HardwareEntry &h : project.hardwareRows()) {
        QTextBlock name;
        for (QTextBlock block = last.lastBlock(); block.isValid() && !name.isValid(); block = block.previous()) {
            if (block.text() == h.gpu.name)
                name = block;
        }
        QVERIFY2(name.isValid() && name.next().next().isValid(), qPrintable(h.gpu.name));
        QVERIFY2(name.next().text().contains(h.gpu.specSource.left(20)), qPrintable(name.next().text()));
        const QTextBlock price = name.next().next();
        QVERIFY2(price.text().contains(h.gpu.priceSource.left(20)), qPrintable(price.text()));
        const int top = pageOf(layout->blockBoundingRect(name).top() + 1);
        const int bottom = pageOf(layout->blockBoundingRect(price).bottom() - 1);
        QVERIFY2(top == bottom,
            qPrintable(u"%1: name on page %2, price source ends on page %3"_qs.arg(h.gpu.name).arg(top).arg(bottom)));
        ++checked;
    }
    QCOMPARE(checked, project.hardwareCount());
}

void tst_Report::optionsLeaveSectionsAndWorkloadsOut()
{
    Project project;
    loadSample(project);
    ReportOptions options;
    options.sections = { ReportSection::Summary, ReportSection::Results };
    options.workloadRows = { 0, 3 };
    const QString text = pdfText(write(project, options, QStringLiteral("options.pdf")));
    QVERIFY(text.contains(project.workload(0).workload.name));
    QVERIFY(text.contains(project.workload(3).workload.name));
    QVERIFY(!text.contains(project.workload(1).workload.name));
    QVERIFY(!text.contains(project.workload(2).workload.name));
    QVERIFY(!text.contains(QStringLiteral("Appendix: formulas and sources")));
    QVERIFY(!text.contains(QStringLiteral("Scenario comparison")));
}

void tst_Report::measuredRunsAreListed()
{
    Project project;
    loadSample(project);
    ReportOptions options;
    options.projectName = QStringLiteral("sample");
    // Without measurements the section is left out, and from the contents too.
    QVERIFY(
        !pdfText(write(project, options, QStringLiteral("nocal.pdf"))).contains(u"Measured runs and diagnostics"_qs));

    // A pre-training run measured at half the modelled speed on the sample's 8 H100 (hardware row 3).
    const SampleProject sample = sampleProject(Catalog::builtIn());
    ProjectData data { sample.workloads, sample.hardware, sample.assumptions, sample.scenarios, {}, {}, {} };
    Calibration c;
    c.workloadName = sample.workloads[0].workload.name;
    c.gpuId = sample.hardware[3].gpu.id;
    c.gpuName = sample.hardware[3].gpu.name;
    c.gpuCount = 8;
    c.precision = Precision::BF16;
    c.batchPerGpu = 1;
    c.quantity = MeasuredQuantity::TokensPerS;
    ResultModel modelled(&project);
    c.value = modelled.estimateAt(modelled.rowFor(0, 3)).tokensPerS / 2;
    c.note = QStringLiteral("steps.csv");
    data.calibrations << c;
    project.reset(data.workloads, data.hardware, data.assumptions, data.scenarios, data.calibrations);
    const QString text = pdfText(write(project, options, QStringLiteral("cal.pdf"))).simplified();
    QVERIFY(text.contains(u"Measured runs and diagnostics"_qs));
    QVERIFY(text.contains(c.workloadName));
    QVERIFY(text.contains(u"steps.csv"_qs));
    // Measured at half the model's throughput: the measured time is twice the modelled one.
    const CalibrationFit fit = fitInPlan(c, project.workloads(), project.hardwareRows(), project.assumptions());
    QVERIFY(fit.ok());
    QVERIFY(text.contains(calibrationSummary(c, fit).simplified().left(40)));
    for (const Diagnosis &d :
        diagnoseInPlan(c, fit, project.workloads(), project.hardwareRows(), project.assumptions()))
        QVERIFY2(text.contains(d.finding.simplified().left(30)), qPrintable(d.finding));
}

void tst_Report::chineseUsesACjkFont()
{
    Project project;
    loadSample(project);
    QVERIFY(languages::install(QStringLiteral("zh_CN")));
    const QString header = QCoreApplication::translate("flopsheet::ResultModel", "Wall time (h)");
    const QString path = write(project, ReportOptions(), QStringLiteral("zh.pdf"));
    languages::install(QStringLiteral("en"));
    QVERIFY2(header != QStringLiteral("Wall time (h)"), "the Chinese translation is not loaded");
    QVERIFY2(pdfText(path).contains(header), qPrintable(header));
    QProcess fonts;
    fonts.start(QFileInfo(QStringLiteral(FLOPSHEET_PDFTOTEXT)).dir().filePath(QStringLiteral("pdffonts")), { path });
    QVERIFY(fonts.waitForFinished(60000));
    QVERIFY2(fonts.readAllStandardOutput().contains("NotoSansCJK"), "no CJK font embedded");
}

void tst_Report::unwritableFileIsRefused()
{
    Project project;
    loadSample(project);
    QString error;
    QVERIFY(!ReportRenderer(&project, ReportOptions())
                 .writePdf(m_dir.filePath(QStringLiteral("no/such/dir/r.pdf")), &error));
    QVERIFY2(error.contains(QStringLiteral("no/such/dir")), qPrintable(error));
}

// Issue 17: a report of more than kMaxReportResults results (20,000: about a minute of layout) is refused
// before any page is laid out, naming its size; a selection of workloads within it is made.
void tst_Report::reportsTooLargeAreRefusedUpFront()
{
    Project project;
    testing::fillLargeProject(project, 501, 40); // 20,040 results
    QCOMPARE(kMaxReportResults, 20000);
    QString error;
    const QString file = m_dir.filePath(QStringLiteral("large.pdf"));
    QVERIFY(!ReportRenderer(&project, ReportOptions()).writePdf(file, &error));
    QVERIFY2(
        error.contains(u"501 workloads on 40 GPU types (20,040 results), more than the 20,000"_qs), qPrintable(error));
    QVERIFY(!QFile::exists(file));
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter writer(&buffer);
    QVERIFY(!ReportRenderer(&project, ReportOptions()).paint(&writer));

    // One GPU type left out: 501 × 39 = 19,539 results, within the limit.
    QVERIFY(edits::setField(project, Table::Hardware, 0, 1, int(GpuField::Included), false).ok());
    QVERIFY(reportSizeProblem(project, ReportOptions()).isEmpty());
    project.undoStack()->undo();
    QVERIFY(!reportSizeProblem(project, ReportOptions()).isEmpty());
    ReportOptions some;
    some.workloadRows = { 0, 1, 500 };
    some.sections = { ReportSection::Summary };
    QVERIFY(reportSizeProblem(project, some).isEmpty());
    int pages = 0;
    QVERIFY2(ReportRenderer(&project, some).writePdf(file, &error, &pages), qPrintable(error));
    QVERIFY(pages >= 2);
}

void tst_Report::optionsDialogWaitsForASmallEnoughSelection()
{
    Project project;
    testing::fillLargeProject(project, 501, 40);
    ReportOptionsDialog dialog(project, ReportOptions());
    auto *ok = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    auto *list = dialog.findChildren<QListWidget *>().last(); // sections first, then workloads
    QCOMPARE(list->count(), 501);
    QLabel *size = nullptr;
    for (QLabel *label : dialog.findChildren<QLabel *>()) {
        if (label->text().contains(u"results"_qs))
            size = label;
    }
    QVERIFY(size);
    QVERIFY(!ok->isEnabled());
    QVERIFY2(size->text().startsWith(u"The report would cover 501 workloads"_qs), qPrintable(size->text()));

    // The filter narrows the list; Select None and Select All act on what it shows.
    QLineEdit *filterBox = nullptr;
    for (QLineEdit *edit : dialog.findChildren<QLineEdit *>()) {
        if (edit->placeholderText().contains(u"Filter"_qs))
            filterBox = edit;
    }
    QVERIFY(filterBox);
    QPushButton *none = nullptr, *all = nullptr;
    for (QPushButton *button : dialog.findChildren<QPushButton *>()) {
        if (button->text() == u"Select &None"_qs)
            none = button;
        if (button->text() == u"Select &All"_qs)
            all = button;
    }
    QVERIFY(none && all);
    none->click(); // every workload shown: none left
    QVERIFY(!ok->isEnabled());
    filterBox->setText(list->item(7)->text()); // one workload's name ("... #8"), and those it prefixes
    all->click();
    QVERIFY(ok->isEnabled());
    const ReportOptions chosen = dialog.options();
    QVERIFY(!chosen.workloadRows.isEmpty());
    QVERIFY(chosen.workloadRows.contains(7));
    QVERIFY(chosen.workloadRows.size() < 20);
    QVERIFY2(size->text().endsWith(u"of 501 in the report."_qs), qPrintable(size->text()));
}

QTEST_MAIN(tst_Report)
#include "tst_report.moc"
