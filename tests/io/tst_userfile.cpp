// Files a user names that are not what they should be: a folder, a missing file, one too large, a device
// that never ends. Every reader refuses them with a message, through the paths a user takes (the window's
// loaders and flopsheet-cli's file arguments), instead of hanging or eating memory (issue 17).
#include "../cli/clirun.h"
#include "core/analyzer/layerfile.h"
#include "core/catalog/catalog.h"
#include "core/io/projectfile.h"
#include "core/io/steptimes.h"
#include "core/io/tablecsv.h"
#include "core/io/userfile.h"
#include "core/onnx/modelfile.h"

#include <QTemporaryDir>

using namespace flopsheet;

class tst_UserFile : public QObject {
    Q_OBJECT

private slots:
    void folderRefusedByEveryReader();
    void folderRefusedByTheCli_data();
    void folderRefusedByTheCli();
    void largerThanTheLimitRefused();
    void endlessDeviceRefused();
    void fileWithoutSizeReadWhole();
    void missingFileNamed();
    void deeplyNestedJsonRefused();
};

void tst_UserFile::folderRefusedByEveryReader()
{
    QTemporaryDir dir;
    const QString folder = dir.path();
    const QString why = QStringLiteral("it is a folder, not a file");
    QString error;
    ProjectData plan;
    QVERIFY(!loadProject(folder, plan, &error));
    QCOMPARE(error, why);
    QString text;
    QVERIFY(!loadCsv(folder, &text, &error));
    QCOMPARE(error, why);
    QCOMPARE(readStepTimes(folder).error, why);
    QVERIFY(!loadLayerFile(folder, &error));
    QCOMPARE(error, why);
    Catalog catalog = Catalog::builtIn();
    QVERIFY(!catalog.mergeFile(folder, &error));
    QCOMPARE(error, QStringLiteral("cannot read %1: %2").arg(folder, why));
    QCOMPARE(analyzeModelFile(folder, {}).analysis.error, QStringLiteral("cannot read %1: %2").arg(folder, why));
}

void tst_UserFile::folderRefusedByTheCli_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::newRow("validate") << QStringList { u"validate"_s };
    QTest::newRow("pool") << QStringList { u"pool"_s };
    QTest::newRow("analyze") << QStringList { u"analyze"_s };
    QTest::newRow("catalog") << QStringList { u"estimate"_s, u"--workload"_s, u"resnet-50"_s, u"--gpu"_s, u"t4"_s,
        u"--catalog"_s };
}

void tst_UserFile::folderRefusedByTheCli()
{
    // A usage error: one line naming the folder and why, exit code 2, no crash and no hang.
    QFETCH(QStringList, args);
    QTemporaryDir dir;
    const Run run = cli(args << dir.path());
    QVERIFY2(run.code == 1 || run.code == 2, why(run));
    QVERIFY2(run.err.contains(dir.path().toUtf8()), why(run));
    QVERIFY2(run.err.contains("it is a folder, not a file"), why(run));
}

void tst_UserFile::largerThanTheLimitRefused()
{
    QTemporaryDir dir;
    QFile file(dir.filePath(u"big.csv"_s));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QByteArray(2 * 1024 * 1024 + 1, 'x'));
    file.close();
    QByteArray bytes;
    QString error;
    QVERIFY(!readUserFile(file.fileName(), 2 * 1024 * 1024, &bytes, &error));
    QCOMPARE(error, u"it is larger than 2 MB, far more than such a file holds"_s);
    QVERIFY(bytes.isEmpty());
    // One byte more room and it is read whole.
    QVERIFY(readUserFile(file.fileName(), 2 * 1024 * 1024 + 1, &bytes, &error));
    QCOMPARE(bytes.size(), 2 * 1024 * 1024 + 1);
}

void tst_UserFile::endlessDeviceRefused()
{
    // /dev/zero has no size and no end: read up to the limit, then refused (not read until memory runs out).
    QByteArray bytes;
    QString error;
    QVERIFY(!readUserFile(u"/dev/zero"_s, 1024 * 1024, &bytes, &error));
    QCOMPARE(error, u"it is larger than 1 MB, far more than such a file holds"_s);
    // The same through the CLI: a catalog that never ends is refused at the text limit (256 MB).
    const Run run = cli("estimate --workload resnet-50 --gpu t4 --catalog /dev/zero");
    QCOMPARE(run.code, 2);
    QVERIFY2(run.err.contains("larger than 256 MB"), why(run));
}

void tst_UserFile::fileWithoutSizeReadWhole()
{
    // Kernel files (like pipes and <(...) substitutions) report size 0 and are still read to their end.
    QByteArray bytes;
    QString error;
    QVERIFY2(readUserFile(u"/proc/self/status"_s, 1024 * 1024, &bytes, &error), qPrintable(error));
    QVERIFY(bytes.contains("Name:"));
}

void tst_UserFile::missingFileNamed()
{
    QByteArray bytes;
    QString error;
    QVERIFY(!readUserFile(u"/no/such/plan.flopsheet"_s, 1024, &bytes, &error));
    QCOMPARE(error, u"No such file or directory"_s);
}

void tst_UserFile::deeplyNestedJsonRefused()
{
    // 100,000 nested arrays as a plan and as a catalog: Qt's JSON parser stops at its nesting limit and the
    // reader says so (no stack overflow).
    QTemporaryDir dir;
    const QByteArray deep = QByteArray(100000, '[') + QByteArray(100000, ']');
    for (const char *name : { "deep.flopsheet", "deep.json" }) {
        QFile file(dir.filePath(QString::fromLatin1(name)));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(deep);
    }
    const Run plan = cli({ u"pool"_s, dir.filePath(u"deep.flopsheet"_s) });
    QCOMPARE(plan.code, 2);
    QVERIFY2(plan.err.contains("too deeply nested"), why(plan));
    const Run catalog = cli({ u"estimate"_s, u"--workload"_s, u"resnet-50"_s, u"--gpu"_s, u"t4"_s, u"--catalog"_s,
        dir.filePath(u"deep.json"_s) });
    QCOMPARE(catalog.code, 2);
    QVERIFY2(catalog.err.contains("too deeply nested"), why(catalog));
}

QTEST_GUILESS_MAIN(tst_UserFile)
#include "tst_userfile.moc"
