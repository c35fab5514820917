#include "app/cli/report.h"

#include "app/cli/arguments.h"
#include "app/cli/textoutput.h"
#include "core/document/project.h"
#include "core/io/projectfile.h"
#include "core/io/tablecsv.h"
#include "core/models/resultmodel.h"
#include "core/xlsx/planworkbook.h"
#include "ui/languages.h"
#include "ui/modelcsv.h"
#include "ui/report/reportrenderer.h"

#include <QApplication>
#include <QDir>
#include <QFileInfo>

#include <algorithm>

namespace flopsheet::cli {
namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Report", text);
}

QtMessageHandler s_defaultHandler = nullptr;

// The offscreen platform warns that XDG_RUNTIME_DIR is unset (as it is in CI and under sudo); the
// report needs no runtime directory, and errors must stay one line.
void quietHandler(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (type == QtWarningMsg && message.startsWith(u"QStandardPaths: XDG_RUNTIME_DIR"))
        return;
    s_defaultHandler(type, context, message);
}

int fail(const QString &message)
{
    printErr(QStringLiteral("flopsheet-cli: ") + message + u'\n');
    return 2;
}

// --workloads 1-200,350: rows numbered from 1, ascending and without repeats in the options.
QList<int> parseWorkloadRows(const QString &text, int workloadCount)
{
    QList<int> rows;
    for (const QString &item : text.split(u',')) {
        const QStringList ends = item.trimmed().split(u'-');
        bool okFirst = false, okLast = false;
        const int first = ends.value(0).trimmed().toInt(&okFirst);
        const int last = ends.size() == 2 ? ends[1].trimmed().toInt(&okLast) : first;
        if (ends.size() > 2 || !okFirst || (ends.size() == 2 && !okLast) || first < 1 || last < first)
            throw UsageError { tr("--workloads: \"%1\" is not a row or a range of rows such as 1-200").arg(item) };
        if (last > workloadCount)
            throw UsageError { tr("--workloads: row %1 is past the plan's %2 workloads").arg(last).arg(workloadCount) };
        for (int r = first; r <= last; ++r)
            rows << r - 1;
    }
    std::sort(rows.begin(), rows.end());
    rows.erase(std::unique(rows.begin(), rows.end()), rows.end());
    return rows;
}

int report(const QStringList &list)
{
    const Arguments args(list, u"report");
    if (args.positional().size() != 1)
        throw UsageError { tr(
            "report: give one project file (report PLAN.flopsheet --pdf OUT.pdf or --xlsx OUT.xlsx)") };
    // The report, the workbook or both; without either there is nothing to write.
    const QString pdf = args.value(QStringLiteral("--pdf"));
    const QString xlsx = args.value(QStringLiteral("--xlsx"));
    if (pdf.isEmpty() && xlsx.isEmpty())
        throw UsageError { tr("report: --pdf OUT.pdf or --xlsx OUT.xlsx is required") };
    const QString lang = args.choice(QStringLiteral("--lang"), languages::available()).value_or(languages::resolve({}));
    const std::optional<QString> paper
        = args.choice(QStringLiteral("--paper"), { QStringLiteral("a4"), QStringLiteral("letter") });

    const QString path = args.positional().first();
    if (!QFileInfo::exists(path))
        return fail(tr("cannot open %1: no such file").arg(QDir::toNativeSeparators(path)));
    ProjectData data;
    QString error;
    if (!loadProject(path, data, &error))
        return fail(tr("cannot open %1: %2").arg(QDir::toNativeSeparators(path), error));
    languages::install(lang);

    Project project;
    resetProject(project, std::move(data));
    project.setFileName(path);

    if (args.has(QStringLiteral("--csv"))) {
        // The results table as the app's results view exports it (csvtransfer), every column.
        const ResultModel results(&project);
        const QString csvPath = args.value(QStringLiteral("--csv"));
        if (!saveCsv(csvPath, csvtransfer::modelCsv(&results), false, &error))
            return fail(tr("cannot write %1: %2").arg(QDir::toNativeSeparators(csvPath), error));
    }

    if (!xlsx.isEmpty() && !savePlanWorkbook(project, xlsx, &error))
        return fail(tr("cannot write %1: %2").arg(QDir::toNativeSeparators(xlsx), error));
    if (pdf.isEmpty())
        return 0;

    ReportOptions options;
    options.projectName = QFileInfo(path).completeBaseName();
    options.author = args.value(QStringLiteral("--author"));
    // The paper of the system's locale (LC_PAPER is not read by Qt; LANG or LC_ALL are), unless asked.
    const QPageSize::PageSizeId size
        = paper ? (*paper == u"letter" ? QPageSize::Letter : QPageSize::A4) : paperForLocale(QLocale::system());
    options.pageSize = QPageSize(size);
    if (args.has(QStringLiteral("--workloads")))
        options.workloadRows = parseWorkloadRows(args.value(QStringLiteral("--workloads")), project.workloadCount());
    // Refused before any page is laid out, with what to do instead (the renderer refuses too).
    if (const QString problem = reportSizeProblem(project, options); !problem.isEmpty())
        return fail(tr("%1: %2; choose workloads with --workloads 1-200, or write every result with --csv or --xlsx")
                        .arg(QDir::toNativeSeparators(pdf), problem));
    if (!ReportRenderer(&project, options).writePdf(pdf, &error))
        return fail(error);
    return 0;
}

} // namespace

int runReport(int argc, char *argv[])
{
    // The charts are widgets: a QApplication is needed, on the offscreen platform unless the caller
    // chose one, so the command runs in CI and over ssh without a display.
    if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    s_defaultHandler = qInstallMessageHandler(quietHandler);
    QApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("flopsheet-cli"));
    try {
        return report(QCoreApplication::arguments().mid(2));
    } catch (const UsageError &e) {
        return fail(e.message);
    }
}

} // namespace flopsheet::cli
