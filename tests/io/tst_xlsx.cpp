// The plan as an Excel workbook (issue 16), written by the library and by `flopsheet-cli report --xlsx`,
// read back with Debian's python3-openpyxl (tests/io/read_xlsx.py), an independent reader: every sheet is
// there with its header frozen and its units named, and every number is a number cell equal to the app's
// own CSV export of that table (core/io/tablecsv.h; the results as ui/modelcsv.h writes them), with a
// currency, hours or percent format where its column is in dollars, hours or percent.

#include "core/catalog/catalog.h"
#include "core/document/project.h"
#include "core/document/sampleproject.h"
#include "core/io/projectfile.h"
#include "core/io/tablecsv.h"
#include "core/models/resultmodel.h"
#include "core/xlsx/planworkbook.h"
#include "ui/modelcsv.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace flopsheet;

namespace {

struct Run {
    int code = -1;
    QString out;
    QString err;
};

Run run(const QString &program, const QStringList &args)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("QT_QPA_PLATFORM")); // the report command picks offscreen by itself
    process.setProcessEnvironment(env);
    process.start(program, args);
    Run result;
    if (process.waitForFinished(120000) && process.exitStatus() == QProcess::NormalExit)
        result.code = process.exitCode();
    result.out = QString::fromUtf8(process.readAllStandardOutput());
    result.err = QString::fromUtf8(process.readAllStandardError());
    return result;
}

const Table kTables[] = { Table::Workloads, Table::Hardware, Table::Calibrations, Table::PoolGpus, Table::PoolJobs };

// The sample plan (core/document/sampleproject.h) with one measured run, so that every table has rows
// and the results' calibrated time has values.
void loadSample(Project &project)
{
    SampleProject s = sampleProject(Catalog::builtIn());
    Calibration run;
    run.workloadName = s.workloads[0].workload.name;
    run.gpuId = s.hardware[3].gpu.id;
    run.gpuName = s.hardware[3].gpu.name;
    run.gpuCount = 8;
    run.batchPerGpu = 4;
    run.quantity = MeasuredQuantity::StepSeconds;
    run.value = 3.7125;
    run.samplesPerStep = 1024;
    run.note = QStringLiteral("steps.csv: median of 95 steps");
    project.reset(s.workloads, s.hardware, s.assumptions, s.scenarios, { run }, s.poolGpus, s.poolJobs);
}

bool writeText(const QString &fileName, const QString &text)
{
    QString error;
    return saveCsv(fileName, text, false, &error);
}

int estimatesThatRan(Project &project)
{
    const ResultModel results(&project);
    int ok = 0;
    for (int r = 0; r < results.rowCount(); ++r)
        ok += results.estimateAt(r).ok() ? 1 : 0;
    return ok;
}

} // namespace

class tst_Xlsx : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void libraryWorkbookEqualsCsv();
    void cliWorkbookEqualsCsv();
    void replacesTheFileAndLeavesNoTemporaryFile();
    void unwritablePathIsRefused();
    void cliRefusesUnwritablePath();

private:
    /**
     * Writes the tables' CSVs of project beside the workbook and a manifest for read_xlsx.py, then runs
     * it; resultsCsv is the results' CSV file.
     */
    void checkWorkbook(Project &project, const QString &workbook, const QString &resultsCsv, const QString &plan);

    QTemporaryDir m_dir;
    QString m_plan; ///< the sample plan, saved
};

void tst_Xlsx::initTestCase()
{
    QVERIFY(m_dir.isValid());
    // No quiet skip: without Debian's Python and openpyxl nothing here can be checked.
    const Run probe = run(QStringLiteral(FLOPSHEET_SYSTEM_PYTHON),
        { QStringLiteral("-c"), QStringLiteral("import openpyxl; print(openpyxl.__version__)") });
    QVERIFY2(probe.code == 0,
        qPrintable(QStringLiteral("%1 cannot import openpyxl: install python3-openpyxl (scripts/setup.sh) and re-run "
                                  "cmake\n%2")
                       .arg(QStringLiteral(FLOPSHEET_SYSTEM_PYTHON), probe.err)));

    Project project;
    loadSample(project);
    m_plan = m_dir.filePath(QStringLiteral("sample.flopsheet"));
    QString error;
    QVERIFY2(saveProject(project, m_plan, &error), qPrintable(error));
}

void tst_Xlsx::checkWorkbook(Project &project, const QString &workbook, const QString &resultsCsv, const QString &plan)
{
    QJsonArray sheets;
    sheets.append(QJsonObject { { QStringLiteral("name"), QStringLiteral("Results") },
        { QStringLiteral("kind"), QStringLiteral("results") }, { QStringLiteral("csv"), resultsCsv } });
    const QStringList names { QStringLiteral("Workloads"), QStringLiteral("Hardware"), QStringLiteral("Measured runs"),
        QStringLiteral("Pool GPUs"), QStringLiteral("Pool jobs") };
    for (int i = 0; i < int(std::size(kTables)); ++i) {
        const TableRows &rows = project.table(kTables[i]);
        QVERIFY2(rows.count() > 0, rows.description().key); // every sheet is checked on real rows
        const QString csv = workbook + u'.' + QLatin1String(rows.description().key) + QStringLiteral(".csv");
        QVERIFY(writeText(csv, tableCsv(rows)));
        sheets.append(QJsonObject { { QStringLiteral("name"), names[i] },
            { QStringLiteral("kind"), QStringLiteral("table") }, { QStringLiteral("csv"), csv } });
    }
    const int estimates = estimatesThatRan(project);
    QVERIFY(estimates > 0);
    // At least this many cells of each kind: what the sample plan holds, so no check passes on nothing.
    const QJsonObject least { { QStringLiteral("numbers"), 250 }, { QStringLiteral("booleans"), 20 },
        { QStringLiteral("texts"), 50 }, { QStringLiteral("currency"), 20 }, { QStringLiteral("percent"), 20 },
        { QStringLiteral("hours"), 20 }, { QStringLiteral("assumption figures"), 5 },
        { QStringLiteral("assumption lines"), 5 * estimates } };
    const QJsonObject manifest { { QStringLiteral("workbook"), workbook }, { QStringLiteral("plan"), plan },
        { QStringLiteral("sheets"), sheets }, { QStringLiteral("estimates"), estimates },
        { QStringLiteral("least"), least } };
    const QString manifestFile = workbook + QStringLiteral(".json");
    QFile file(manifestFile);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QJsonDocument(manifest).toJson());
    file.close();

    const Run check
        = run(QStringLiteral(FLOPSHEET_SYSTEM_PYTHON), { QStringLiteral(FLOPSHEET_READ_XLSX), manifestFile });
    QVERIFY2(check.code == 0, qPrintable(check.out + check.err));
    qInfo().noquote() << check.out.trimmed();
}

void tst_Xlsx::libraryWorkbookEqualsCsv()
{
    Project project;
    loadSample(project);
    const QString workbook = m_dir.filePath(QStringLiteral("library.xlsx"));
    QString error;
    QVERIFY2(savePlanWorkbook(project, workbook, &error), qPrintable(error));
    const ResultModel results(&project);
    const QString resultsCsv = m_dir.filePath(QStringLiteral("library-results.csv"));
    QVERIFY(writeText(resultsCsv, csvtransfer::modelCsv(&results)));
    checkWorkbook(project, workbook, resultsCsv, m_plan);
}

void tst_Xlsx::cliWorkbookEqualsCsv()
{
    const QString workbook = m_dir.filePath(QStringLiteral("cli.xlsx"));
    const QString resultsCsv = m_dir.filePath(QStringLiteral("cli-results.csv"));
    // --xlsx alone writes no PDF and needs none.
    const Run report = run(QStringLiteral(FLOPSHEET_CLI),
        { QStringLiteral("report"), m_plan, QStringLiteral("--xlsx"), workbook, QStringLiteral("--csv"), resultsCsv,
            QStringLiteral("--lang"), QStringLiteral("en") });
    QVERIFY2(report.code == 0, qPrintable(report.err));
    QVERIFY2(report.err.isEmpty(), qPrintable(report.err));
    QVERIFY(QFileInfo(workbook).size() > 0);
    // The tables as the plan file holds them, read back the way the command read them.
    ProjectData data;
    QString error;
    QVERIFY2(loadProject(m_plan, data, &error), qPrintable(error));
    Project project;
    resetProject(project, std::move(data));
    checkWorkbook(project, workbook, resultsCsv, m_plan);
}

void tst_Xlsx::replacesTheFileAndLeavesNoTemporaryFile()
{
    QTemporaryDir dir;
    const QString workbook = dir.filePath(QStringLiteral("plan.xlsx"));
    QFile old(workbook);
    QVERIFY(old.open(QIODevice::WriteOnly));
    old.write(QByteArray(200000, 'x')); // larger than the workbook: a copy over it would leave a tail
    old.close();
    Project project;
    loadSample(project);
    QString error;
    QVERIFY2(savePlanWorkbook(project, workbook, &error), qPrintable(error));
    QFile written(workbook);
    QVERIFY(written.open(QIODevice::ReadOnly));
    const QByteArray bytes = written.readAll();
    QVERIFY(bytes.startsWith("PK\x03\x04")); // a zip, as every .xlsx is
    QVERIFY(!bytes.contains("xxxxxxxx"));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList { QStringLiteral("plan.xlsx") });
}

void tst_Xlsx::unwritablePathIsRefused()
{
    Project project;
    loadSample(project);
    QString error;
    QVERIFY(!savePlanWorkbook(project, QStringLiteral("/no/such/dir/plan.xlsx"), &error));
    QVERIFY(!error.isEmpty());
    QVERIFY(!error.contains(u'\n'));
    QVERIFY(!QFileInfo::exists(QStringLiteral("/no/such/dir/plan.xlsx")));
}

void tst_Xlsx::cliRefusesUnwritablePath()
{
    const Run report = run(QStringLiteral(FLOPSHEET_CLI),
        { QStringLiteral("report"), m_plan, QStringLiteral("--xlsx"), QStringLiteral("/no/such/dir/plan.xlsx") });
    QCOMPARE(report.code, 2); // as the report command's other output errors
    QCOMPARE(report.err.count(u'\n'), 1);
    QVERIFY2(report.err.startsWith(QStringLiteral("flopsheet-cli: cannot write /no/such/dir/plan.xlsx: ")),
        qPrintable(report.err));
    // Neither output named: the usage error says what to give.
    const Run none = run(QStringLiteral(FLOPSHEET_CLI), { QStringLiteral("report"), m_plan });
    QCOMPARE(none.code, 2);
    QVERIFY2(none.err.contains(QStringLiteral("--xlsx")) && none.err.contains(QStringLiteral("--pdf")),
        qPrintable(none.err));
}

QTEST_GUILESS_MAIN(tst_Xlsx)
#include "tst_xlsx.moc"
