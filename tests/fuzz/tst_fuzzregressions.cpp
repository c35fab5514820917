// Every fuzz target (fuzztargets.h) replayed in the normal suite over its seeds (targets.txt) and the
// inputs kept under tests/data/fuzz/<target>/: crashes found once stay fixed, and a target that stopped
// building or reading its seeds fails here rather than only in the fuzzing job.
#include "tests/fuzz/fuzztargets.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QTest>

using namespace flopsheet::fuzz;

namespace {

const QString kRoot = QStringLiteral(FLOPSHEET_SOURCE_DIR);

struct TargetLine {
    QString name;
    QStringList seeds; ///< files and folders, relative to the repository root
};

QList<TargetLine> targetLines()
{
    QFile file(kRoot + u"/tests/fuzz/targets.txt");
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read tests/fuzz/targets.txt");
    QList<TargetLine> lines;
    for (const QByteArray &raw : file.readAll().split('\n')) {
        const QString line = QString::fromUtf8(raw).trimmed();
        if (line.isEmpty() || line.startsWith(u'#'))
            continue;
        QStringList words = line.split(u' ', Qt::SkipEmptyParts);
        TargetLine t;
        t.name = words.takeFirst();
        words.removeFirst(); // the dictionary
        t.seeds = words;
        lines.append(t);
    }
    return lines;
}

QStringList filesUnder(const QString &path)
{
    if (QFileInfo(path).isFile())
        return { path };
    QStringList files;
    QDirIterator it(path, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        files << it.next();
    files.sort();
    return files;
}

Target targetNamed(const QString &name)
{
    for (const NamedTarget &t : targets()) {
        if (name == QLatin1String(t.name))
            return t.run;
    }
    return nullptr;
}

} // namespace

class tst_FuzzRegressions : public QObject {
    Q_OBJECT

private slots:
    void everyTargetIsListed();
    void replays_data();
    void replays();
};

void tst_FuzzRegressions::everyTargetIsListed()
{
    // targets.txt and fuzztargets.cpp name the same targets, and each has seeds that exist.
    QStringList listed;
    for (const TargetLine &t : targetLines()) {
        listed << t.name;
        QVERIFY2(targetNamed(t.name), qPrintable(t.name));
        QVERIFY2(!t.seeds.isEmpty(), qPrintable(t.name));
        for (const QString &seed : t.seeds)
            QVERIFY2(QFileInfo::exists(kRoot + u'/' + seed), qPrintable(seed));
    }
    QStringList built;
    for (const NamedTarget &t : targets())
        built << QLatin1String(t.name);
    QCOMPARE(listed, built);
}

void tst_FuzzRegressions::replays_data()
{
    QTest::addColumn<QString>("target");
    QTest::addColumn<QString>("file");
    for (const TargetLine &t : targetLines()) {
        QStringList files;
        for (const QString &seed : t.seeds)
            files += filesUnder(kRoot + u'/' + seed);
        files += filesUnder(kRoot + u"/tests/data/fuzz/" + t.name);
        for (const QString &file : files)
            QTest::addRow("%s %s", qPrintable(t.name), qPrintable(QDir(kRoot).relativeFilePath(file)))
                << t.name << file;
    }
}

void tst_FuzzRegressions::replays()
{
    QFETCH(QString, target);
    QFETCH(QString, file);
    QFile input(file);
    QVERIFY2(input.open(QIODevice::ReadOnly), qPrintable(file));
    const QByteArray bytes = input.readAll();
    // A crash or a broken invariant ends the process: the suite fails, naming this row.
    QCOMPARE(
        targetNamed(target)(reinterpret_cast<const std::uint8_t *>(bytes.constData()), std::size_t(bytes.size())), 0);
}

QTEST_GUILESS_MAIN(tst_FuzzRegressions)
#include "tst_fuzzregressions.moc"
