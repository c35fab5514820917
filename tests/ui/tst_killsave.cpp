// Issue 17: saves that survive kill -9. This suite starts itself as a child that saves a large plan again
// and again — the plan file through saveProject (File › Save) and the recovery copy through the real
// Autosaver — and SIGKILLs it at a random moment, 200 times. Each time, both files must open as one
// complete plan of some generation: never empty, never cut short, never a mix.
#include "../bench/largeproject.h"
#include "core/document/edits.h"
#include "core/io/projectfile.h"
#include "ui/appsettings.h"
#include "ui/autosaver.h"

#include <QDir>
#include <QElapsedTimer>
#include <QProcess>
#include <QRandomGenerator>
#include <QSettings>
#include <QTemporaryDir>
#include <QtTest>

#include <cstdio>

using namespace flopsheet;

namespace {

constexpr int kKills = 200;
// The generation is the plan's PUE, 1.5 + (generation mod 100) / 1000: one figure every save changes, never
// the 1.2 of generation 0 (the plan as it was before the child started).
double pueOf(int generation)
{
    return 1.5 + (generation % 100) / 1000.0;
}

/** The child: saves generation 1, 2, 3, … of the large plan to plan and recovery until it is killed. */
int saveForever(const QString &plan, const QString &recovery)
{
    Project project;
    bench::fillLargeProject(project);
    QSettings qsettings(recovery + QStringLiteral(".ini"), QSettings::IniFormat);
    AppSettings settings(&qsettings);
    Autosaver autosaver(&project, &settings, recovery);
    std::fputs("saving\n", stdout);
    std::fflush(stdout);
    for (int generation = 1;; ++generation) {
        ProjectAssumptions a = project.assumptions();
        a.pue = pueOf(generation);
        if (!edits::setAssumptions(project, a).ok())
            return 3;
        QString error;
        if (!saveProject(project, plan, &error) || !autosaver.saveNow(&error)) {
            std::fprintf(stderr, "save failed: %s\n", qPrintable(error));
            return 4;
        }
        std::fputs("saved\n", stdout); // both files hold this generation now
        std::fflush(stdout);
    }
}

} // namespace

class tst_KillSave : public QObject {
    Q_OBJECT

private slots:
    void everyKillLeavesCompletePlans();
};

void tst_KillSave::everyKillLeavesCompletePlans()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString plan = dir.filePath(QStringLiteral("large.flopsheet"));
    const QString recovery = dir.filePath(QStringLiteral("recovery.flopsheet"));
    Project reference;
    bench::fillLargeProject(reference);
    const qsizetype workloads = reference.workloads().size();
    const qsizetype hardware = reference.hardwareRows().size();
    QString error;
    QVERIFY2(saveProject(reference, plan, &error), qPrintable(error)); // generation 0: the old plan
    const qint64 planBytes = QFileInfo(plan).size();

    // How long one save of both files takes, so the kills spread over the whole of a save.
    QElapsedTimer clock;
    clock.start();
    QVERIFY(saveProject(reference, recovery, &error));
    QVERIFY(saveProject(reference, plan, &error));
    const int saveMs = std::max<int>(2, int(clock.elapsed()));

    QRandomGenerator random(20261201); // fixed: a failure can be replayed
    int newer = 0;
    int older = 0;
    for (int kill = 0; kill < kKills; ++kill) {
        QVERIFY(saveProject(reference, plan, &error)); // generation 0 again: the old plan
        QFile::remove(recovery);
        QProcess child;
        child.start(QCoreApplication::applicationFilePath(), { QStringLiteral("--save-forever"), plan, recovery });
        QVERIFY(child.waitForStarted());
        QVERIFY2(child.waitForReadyRead(60000), child.readAllStandardError().constData());
        // Even kills fall from the start of the first save on; odd ones after a whole save, so both the
        // old plan and newer ones are met whatever the machine's load does to the timing.
        if (kill % 2 == 1) {
            while (!child.readAll().contains("saved"))
                QVERIFY2(child.waitForReadyRead(60000), child.readAllStandardError().constData());
        }
        QTest::qWait(int(random.bounded(2 * saveMs + 1)));
        child.kill(); // SIGKILL
        QVERIFY(child.waitForFinished());
        QCOMPARE(child.exitStatus(), QProcess::CrashExit);

        for (const QString &file : { plan, recovery }) {
            if (file == recovery && !QFileInfo::exists(recovery))
                continue; // killed before the first autosave: no recovery copy yet is fine
            ProjectData data;
            QVERIFY2(loadProject(file, data, &error),
                qPrintable(QStringLiteral("kill %1, %2: %3").arg(kill).arg(QFileInfo(file).fileName(), error)));
            QCOMPARE(data.workloads.size(), workloads);
            QCOMPARE(data.hardware.size(), hardware);
            // The old plan, or a whole newer generation.
            const double pue = data.assumptions.pue;
            const bool old = pue == reference.assumptions().pue;
            const double step = (pue - 1.5) * 1000;
            QVERIFY2(old || (step > -1e-6 && step < 99.5 && std::fabs(step - std::round(step)) < 1e-6),
                qPrintable(QString::number(pue, 'g', 17)));
            if (file == plan)
                ++(old ? older : newer);
        }
    }
    // Every odd kill came after a whole save, so at least half the kills must find a newer plan.
    QVERIFY2(newer >= kKills / 2, qPrintable(QStringLiteral("%1 old, %2 newer").arg(older).arg(newer)));
    QVERIFY(QFileInfo(plan).size() >= planBytes * 9 / 10);
    QStringList leftovers = QDir(dir.path()).entryList(QDir::Files | QDir::Hidden);
    leftovers.removeAll(QFileInfo(plan).fileName());
    leftovers.removeAll(QFileInfo(recovery).fileName());
    leftovers.removeAll(QFileInfo(recovery).fileName() + QStringLiteral(".ini"));
    qInfo("%d kills: %d left the old plan, %d a newer one; one save of both files ~%d ms; %lld temporary "
          "files left by killed saves",
        kKills, older, newer, saveMs, qlonglong(leftovers.size()));
    if (!leftovers.isEmpty())
        qInfo("left: %s", qPrintable(leftovers.join(u' ')));
}

int main(int argc, char *argv[])
{
    if (argc == 4 && qstrcmp(argv[1], "--save-forever") == 0) {
        QCoreApplication app(argc, argv);
        return saveForever(QString::fromLocal8Bit(argv[2]), QString::fromLocal8Bit(argv[3]));
    }
    QCoreApplication app(argc, argv);
    tst_KillSave test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_killsave.moc"
