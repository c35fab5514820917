// `flopsheet --screenshot` renders every view offscreen, in both languages, and fails loudly.
#include <QImage>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

class tst_Screenshot : public QObject {
    Q_OBJECT
private slots:
    void writesAPng_data();
    void writesAPng();
    void unreadableProjectFails();
    void badViewIsAUsageError();
};

namespace {

int runGui(const QStringList &arguments, QString *output)
{
    QProcess process;
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.start(QStringLiteral(FLOPSHEET_GUI), arguments);
    if (!process.waitForFinished(60000))
        return -1;
    *output = QString::fromLocal8Bit(process.readAll());
    return process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
}

} // namespace

void tst_Screenshot::writesAPng_data()
{
    QTest::addColumn<QString>("view");
    QTest::addColumn<QString>("language");
    for (const char *view : { "workloads", "hardware", "results", "planner", "scenarios", "pool", "analyzer" }) {
        for (const char *language : { "en", "zh_CN" })
            QTest::addRow("%s-%s", view, language) << QString::fromLatin1(view) << QString::fromLatin1(language);
    }
    // The charts alone, for the sample plan's first workload.
    for (const char *view :
        { "chart-time-cost", "chart-bars", "chart-memory", "chart-scaling", "chart-batch", "chart-roofline" })
        QTest::addRow("%s-en", view) << QString::fromLatin1(view) << QStringLiteral("en");
}

void tst_Screenshot::writesAPng()
{
    QFETCH(QString, view);
    QFETCH(QString, language);
    QTemporaryDir dir;
    const QString png = dir.filePath(QStringLiteral("shot.png"));
    QString output;
    const int status = runGui(
        { QStringLiteral("--screenshot"), png, QStringLiteral("--view"), view, QStringLiteral("--lang"), language },
        &output);
    QVERIFY2(status == 0, qPrintable(output));
    const QImage image(png);
    QVERIFY2(!image.isNull(), qPrintable(output));
    // ScreenshotRequest::size, the default window size; the analyzer dialog is at most 1100 × 760.
    QCOMPARE(image.size(), view == u"analyzer" ? QSize(1100, 760) : QSize(1680, 1000));
    // Not a blank canvas: a window has many colours.
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 7)
        for (int x = 0; x < image.width(); x += 7)
            colours.insert(image.pixel(x, y));
    QVERIFY(colours.size() > 20);
}

void tst_Screenshot::unreadableProjectFails()
{
    QTemporaryDir dir;
    const QString png = dir.filePath(QStringLiteral("shot.png"));
    QString output;
    const int status = runGui({ QStringLiteral("--screenshot"), png, QStringLiteral("--project"),
                                  dir.filePath(QStringLiteral("missing.flopsheet")) },
        &output);
    QCOMPARE(status, 1);
    QVERIFY2(output.contains(QStringLiteral("missing.flopsheet")), qPrintable(output));
    QVERIFY(!QFile::exists(png));
}

void tst_Screenshot::badViewIsAUsageError()
{
    QTemporaryDir dir;
    QString output;
    const int status = runGui({ QStringLiteral("--screenshot"), dir.filePath(QStringLiteral("shot.png")),
                                  QStringLiteral("--view"), QStringLiteral("charts") },
        &output);
    QCOMPARE(status, 2);
    QVERIFY2(output.contains(QStringLiteral("--view")), qPrintable(output));
}

QTEST_GUILESS_MAIN(tst_Screenshot)
#include "tst_screenshot.moc"
