// flopsheet-cli report as a script runs it: a separate process, judged by its exit code, its
// standard error and the files it writes. Requirements: issue 5, "Headless".

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

namespace {

struct Run {
    int code = -1;
    QString err;
};

Run cli(const QStringList &args)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("QT_QPA_PLATFORM")); // the command picks offscreen by itself
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(FLOPSHEET_CLI), QStringList { QStringLiteral("report") } + args);
    Run run;
    if (process.waitForFinished(120000) && process.exitStatus() == QProcess::NormalExit)
        run.code = process.exitCode();
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}

const QString kSample = QStringLiteral(FLOPSHEET_TEST_DATA "/../../examples/sample.flopsheet");

} // namespace

class tst_ReportCli : public QObject {
    Q_OBJECT
private slots:
    void writesPdfAndCsv();
    void badInput_data();
    void badInput();
    void largePlanReportsASelection();

private:
    QTemporaryDir m_dir;
};

void tst_ReportCli::writesPdfAndCsv()
{
    const QString pdf = m_dir.filePath(QStringLiteral("r.pdf"));
    const QString csv = m_dir.filePath(QStringLiteral("r.csv"));
    for (const char *lang : { "en", "zh_CN" }) {
        QFile::remove(pdf);
        const Run run = cli({ kSample, QStringLiteral("--pdf"), pdf, QStringLiteral("--csv"), csv,
            QStringLiteral("--lang"), QString::fromLatin1(lang), QStringLiteral("--paper"), QStringLiteral("letter") });
        QVERIFY2(run.code == 0, qPrintable(run.err));
        QVERIFY2(run.err.isEmpty(), qPrintable(run.err));
        QFile file(pdf);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.read(5) == "%PDF-");
        // Letter: 612 × 792 points.
        QVERIFY(file.readAll().contains("/MediaBox [0 0 612.000000 792.000000]"));
    }
    // The results as CSV: a header and one row per workload × included GPU (4 × 5 in the sample).
    QFile file(csv);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QStringList lines = QString::fromUtf8(file.readAll()).split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 1 + 4 * 5);
    QVERIFY(lines[1].startsWith(QStringLiteral("Pre-train 7B transformer,T4,8,")));
}

void tst_ReportCli::badInput_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    const QString out = m_dir.filePath(QStringLiteral("bad.pdf"));
    const QString garbage = m_dir.filePath(QStringLiteral("garbage.flopsheet"));
    QFile file(garbage);
    if (file.open(QIODevice::WriteOnly))
        file.write("{\"formatVersion\": 2, \"application\": \"FlopSheet\", \"workloads\": [");
    QTest::newRow("missing file") << QStringList { QStringLiteral("/no/such/plan.flopsheet"), QStringLiteral("--pdf"),
        out } << QStringLiteral("no such file");
    QTest::newRow("bad project") << QStringList { garbage, QStringLiteral("--pdf"), out }
                                 << QStringLiteral("truncated");
    QTest::newRow("unwritable output") << QStringList { kSample, QStringLiteral("--pdf"),
        QStringLiteral("/no/such/dir/r.pdf") }
                                       << QStringLiteral("Cannot write");
    QTest::newRow("unwritable csv") << QStringList { kSample, QStringLiteral("--pdf"), out, QStringLiteral("--csv"),
        QStringLiteral("/no/such/dir/r.csv") }
                                    << QStringLiteral("cannot write");
    QTest::newRow("no --pdf") << QStringList { kSample } << QStringLiteral("--pdf");
    QTest::newRow("no project") << QStringList { QStringLiteral("--pdf"), out } << QStringLiteral("project file");
    // The codes as the help writes them (it said "en|zh_cn").
    QTest::newRow("bad language") << QStringList { kSample, QStringLiteral("--pdf"), out, QStringLiteral("--lang"),
        QStringLiteral("fr") } << QStringLiteral("--lang must be one of en|zh_CN (got \"fr\")");
    QTest::newRow("row zero") << QStringList { kSample, QStringLiteral("--pdf"), out, QStringLiteral("--workloads"),
        QStringLiteral("0-2") }
                              << QStringLiteral("\"0-2\" is not a row or a range of rows");
    QTest::newRow("range backwards") << QStringList { kSample, QStringLiteral("--pdf"), out,
        QStringLiteral("--workloads"), QStringLiteral("1,3-2") }
                                     << QStringLiteral("\"3-2\" is not a row");
    QTest::newRow("row past the plan") << QStringList { kSample, QStringLiteral("--pdf"), out,
        QStringLiteral("--workloads"), QStringLiteral("2-5") }
                                       << QStringLiteral("row 5 is past the plan's 4 workloads");
    QTest::newRow("unknown flag") << QStringList { kSample, QStringLiteral("--pdf"), out, QStringLiteral("--colour") }
                                  << QStringLiteral("--colour");
}

void tst_ReportCli::badInput()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const Run run = cli(args);
    QCOMPARE(run.code, 2);
    // One line that names the problem.
    QCOMPARE(run.err.count(QLatin1Char('\n')), 1);
    QVERIFY2(run.err.startsWith(QStringLiteral("flopsheet-cli: ")), qPrintable(run.err));
    QVERIFY2(run.err.contains(message), qPrintable(run.err));
}

// Issue 17: a plan whose report would pass 20,000 results is refused at once with what to do instead,
// and --workloads reports a selection of it.
void tst_ReportCli::largePlanReportsASelection()
{
    QFile sample(kSample);
    QVERIFY(sample.open(QIODevice::ReadOnly));
    QJsonObject plan = QJsonDocument::fromJson(sample.readAll()).object();
    const QJsonArray four = plan[u"workloads"].toArray();
    QJsonArray many;
    for (int i = 0; i < 4001; ++i) { // on the sample's 5 GPU types: 20,005 results
        QJsonObject w = four[i % four.size()].toObject();
        w[u"name"] = QString(w[u"name"].toString() + QStringLiteral(" #%1").arg(i + 1));
        many.append(w);
    }
    plan[u"workloads"] = many;
    plan[u"scenarios"] = QJsonArray();
    const QString large = m_dir.filePath(QStringLiteral("large.flopsheet"));
    QFile file(large);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QJsonDocument(plan).toJson(QJsonDocument::Compact));
    file.close();

    const QString pdf = m_dir.filePath(QStringLiteral("large.pdf"));
    QElapsedTimer timer;
    timer.start();
    Run run = cli({ large, QStringLiteral("--pdf"), pdf, QStringLiteral("--lang"), QStringLiteral("en") });
    QCOMPARE(run.code, 2);
    QCOMPARE(run.err.count(QLatin1Char('\n')), 1);
    QVERIFY2(run.err.contains(u"4,001 workloads on 5 GPU types (20,005 results), more than the 20,000"_qs),
        qPrintable(run.err));
    QVERIFY2(run.err.contains(u"--workloads"_qs) && run.err.contains(u"--csv"_qs), qPrintable(run.err));
    QVERIFY(!QFile::exists(pdf));
    QVERIFY2(timer.elapsed() < 30000, "refused up front, not after laying out pages");

    run = cli({ large, QStringLiteral("--pdf"), pdf, QStringLiteral("--workloads"), QStringLiteral("1-2, 4001") });
    QVERIFY2(run.code == 0, qPrintable(run.err));
    QVERIFY(QFile::exists(pdf));
}

QTEST_MAIN(tst_ReportCli)
#include "tst_reportcli.moc"
