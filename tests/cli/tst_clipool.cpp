// The shared pool through `flopsheet-cli pool` (issue 14): what a script gets from a saved plan.
#include "clirun.h"

#include "core/catalog/catalog.h"
#include "core/io/csv.h"
#include "core/io/projectfile.h"

#include <QJsonArray>
#include <QTemporaryDir>

#include <map>

using namespace flopsheet;

namespace {

const QString kSample = QStringLiteral(FLOPSHEET_TEST_DATA "/../../examples/sample.flopsheet");

// A plan with one workload (Llama 2 7B fine-tuned on 2B tokens) and one GPU type (H100), a pool of 8 of
// them, and the given jobs.
QString writePlan(const QTemporaryDir &dir, const QList<PoolJob> &jobs, int gpus = 8)
{
    const Catalog &catalog = Catalog::builtIn();
    ProjectData data;
    WorkloadEntry w = workloadEntryFromPreset(*catalog.workload(QStringLiteral("llama-2-7b")));
    w.scenario.tokens = 2e9;
    WorkloadEntry other = w;
    other.workload.name = QStringLiteral("Second fine-tune");
    data.workloads = { w, other };
    data.hardware = { HardwareEntry { *catalog.gpu(QStringLiteral("h100-sxm")), 8, true } };
    data.poolGpus = { PoolGpu { QStringLiteral("h100-sxm"), gpus } };
    data.poolJobs = jobs;
    const QString path = dir.filePath(QStringLiteral("pool.flopsheet"));
    QString error;
    if (!saveProject(data, path, &error))
        qWarning() << error;
    return path;
}

double estimateHours(int gpus)
{
    QJsonObject o;
    runJsonObject(
        words("estimate --workload llama-2-7b --tokens 2B --gpu h100-sxm --gpus") << QString::number(gpus), &o);
    return o.value(u"wall_hours").toDouble();
}

} // namespace

class tst_CliPool : public QObject {
    Q_OBJECT
private slots:
    void oneJobAloneTakesItsEstimate();
    void equalJobsShareTheGpus();
    void jsonHasEveryDocumentedKey();
    void segmentsNeverOversubscribe();
    void comparePrintsEveryPolicy();
    void tableAndCsv();
    void badInput_data();
    void badInput();
};

void tst_CliPool::oneJobAloneTakesItsEstimate()
{
    // One job with the whole pool as its gang takes exactly the estimate's wall time on 8 H100.
    QTemporaryDir dir;
    PoolJob job { QStringLiteral("Llama 2 7B") };
    job.minGpus = 8;
    const QString plan = writePlan(dir, { job });
    const double alone = estimateHours(8);
    for (const char *policy :
        { "proportional", "priority", "max-min-fairness", "finish-time-fairness", "min-makespan", "min-cost" }) {
        QJsonObject o;
        CHECKED(runJsonObject({ u"pool"_s, plan, u"--policy"_s, QString::fromLatin1(policy) }, &o));
        const QJsonObject j = o.value(u"jobs").toArray().first().toObject();
        QVERIFY2(qAbs(j.value(u"finish_hours").toDouble() - alone) < 1e-6 * alone, policy);
        QCOMPARE(o.value(u"makespan_hours").toDouble(), j.value(u"finish_hours").toDouble());
        QCOMPARE(j.value(u"segments").toArray().size(), 1);
        QCOMPARE(j.value(u"segments").toArray().first().toObject().value(u"count").toInt(), 8);
        QVERIFY(qAbs(j.value(u"rho").toDouble() - 1) < 1e-6); // alone, its 1/n share is the whole pool
    }
}

void tst_CliPool::equalJobsShareTheGpus()
{
    // Two equal jobs of weight 1 on 8 GPUs, gangs of 4 or 8: an equal split gives each four GPUs, so both
    // finish when one would alone on 4 (the estimate for 4 GPUs).
    QTemporaryDir dir;
    PoolJob a { QStringLiteral("Llama 2 7B") };
    a.minGpus = 4;
    PoolJob b { QStringLiteral("Second fine-tune") };
    b.minGpus = 4;
    const QString plan = writePlan(dir, { a, b });
    const double onFour = estimateHours(4);
    QJsonObject o;
    CHECKED(runJsonObject({ u"pool"_s, plan, u"--policy"_s, u"proportional"_s }, &o));
    for (const QJsonValue &j : o.value(u"jobs").toArray()) {
        QVERIFY2(qAbs(j.toObject().value(u"finish_hours").toDouble() - onFour) < 1e-6 * onFour, describe(o));
        QCOMPARE(j.toObject().value(u"segments").toArray().first().toObject().value(u"count").toInt(), 4);
    }
    QVERIFY(qAbs(o.value(u"utilization").toObject().value(u"h100-sxm").toDouble() - 1) < 1e-9);

    // Weight 3 against 1 under max-min fairness: the heavier job is owed three times the share, so it
    // never finishes after the lighter one.
    a.weight = 3;
    const QString weighted = writePlan(dir, { a, b });
    CHECKED(runJsonObject({ u"pool"_s, weighted, u"--policy"_s, u"max-min-fairness"_s }, &o));
    const QJsonArray jobs = o.value(u"jobs").toArray();
    QVERIFY2(jobs[0].toObject().value(u"finish_hours").toDouble()
            <= jobs[1].toObject().value(u"finish_hours").toDouble() + 1e-9,
        describe(o));
}

void tst_CliPool::jsonHasEveryDocumentedKey()
{
    QJsonObject o;
    CHECKED(runJsonObject({ u"pool"_s, kSample, u"--policy"_s, u"min-makespan"_s }, &o));
    for (const char *key : { "policy", "objective", "pool", "makespan_hours", "cost_usd", "utilization", "jobs" })
        QVERIFY2(o.contains(QLatin1String(key)), key);
    QCOMPARE(o.value(u"policy").toString(), u"min-makespan"_s);
    // The sample pool: 32 A100 80GB, 64 H100, 16 H200 joining at hour 168, 8 L4.
    const QJsonObject pool = o.value(u"pool").toObject();
    QCOMPARE(pool.value(u"h100-sxm").toInt(), 64);
    QCOMPARE(pool.value(u"a100-80gb-sxm").toInt(), 32);
    QCOMPARE(o.value(u"available_from_hours").toObject().value(u"h200-sxm").toDouble(), 168.0);
    const QJsonArray jobs = o.value(u"jobs").toArray();
    QCOMPARE(jobs.size(), 4);
    double cost = 0;
    for (const QJsonValue &v : jobs) {
        const QJsonObject j = v.toObject();
        for (const char *key : { "name", "start_hours", "finish_hours", "deadline_met", "cost_usd", "rho", "segments" })
            QVERIFY2(j.contains(QLatin1String(key)), key);
        // A job's cost is its GPU-hours at each type's price.
        double fromSegments = 0;
        for (const QJsonValue &s : j.value(u"segments").toArray()) {
            const QJsonObject seg = s.toObject();
            for (const char *key : { "gpu", "count", "from", "to" })
                QVERIFY2(seg.contains(QLatin1String(key)), key);
            QVERIFY(seg.value(u"from").toDouble() >= j.value(u"start_hours").toDouble() - 1e-9);
            QVERIFY(seg.value(u"to").toDouble() <= j.value(u"finish_hours").toDouble() + 1e-9);
            fromSegments += seg.value(u"count").toInt() * (seg.value(u"to").toDouble() - seg.value(u"from").toDouble())
                * o.value(u"price_usd_per_gpu_hour").toObject().value(seg.value(u"gpu").toString()).toDouble();
        }
        QVERIFY(qAbs(fromSegments - j.value(u"cost_usd").toDouble()) < 1e-6 * (1 + fromSegments));
        cost += j.value(u"cost_usd").toDouble();
    }
    QVERIFY(qAbs(cost - o.value(u"cost_usd").toDouble()) < 1e-6 * cost);
    // The serving job holds the fewest GPUs that carry its load, from the start.
    const QJsonObject serve = jobs[3].toObject();
    QVERIFY(serve.value(u"serving").toBool());
    QCOMPARE(serve.value(u"start_hours").toDouble(), 0.0);
    QVERIFY(serve.value(u"deadline_met").isNull());
}

void tst_CliPool::segmentsNeverOversubscribe()
{
    for (const char *policy :
        { "proportional", "priority", "max-min-fairness", "finish-time-fairness", "min-makespan", "min-cost" }) {
        QJsonObject o;
        CHECKED(runJsonObject({ u"pool"_s, kSample, u"--policy"_s, QString::fromLatin1(policy) }, &o));
        std::map<QString, std::map<double, int>> change;
        for (const QJsonValue &j : o.value(u"jobs").toArray()) {
            for (const QJsonValue &s : j.toObject().value(u"segments").toArray()) {
                const QJsonObject seg = s.toObject();
                const QString gpu = seg.value(u"gpu").toString();
                change[gpu][seg.value(u"from").toDouble() + 1e-9] += seg.value(u"count").toInt();
                change[gpu][seg.value(u"to").toDouble() - 1e-9] -= seg.value(u"count").toInt();
                QVERIFY(seg.value(u"from").toDouble()
                    >= o.value(u"available_from_hours").toObject().value(gpu).toDouble() - 1e-9);
            }
        }
        for (const auto &[gpu, steps] : change) {
            int held = 0;
            for (const auto &[time, delta] : steps) {
                held += delta;
                QVERIFY2(held <= o.value(u"pool").toObject().value(gpu).toInt(),
                    qPrintable(
                        QStringLiteral("%1: %2 holds %3 at %4 h").arg(QLatin1String(policy), gpu).arg(held).arg(time)));
            }
        }
    }
}

void tst_CliPool::comparePrintsEveryPolicy()
{
    QJsonObject o;
    CHECKED(runJsonObject({ u"pool"_s, kSample, u"--compare"_s }, &o));
    const QJsonArray rows = o.value(u"policies").toArray();
    QCOMPARE(rows.size(), 6);
    QStringList names;
    double fastest = 1e300;
    for (const QJsonValue &r : rows) {
        names << r.toObject().value(u"policy").toString();
        fastest = std::min(fastest, r.toObject().value(u"makespan_hours").toDouble());
    }
    QCOMPARE(names,
        QStringList({ u"proportional"_s, u"priority"_s, u"max-min-fairness"_s, u"finish-time-fairness"_s,
            u"min-makespan"_s, u"min-cost"_s }));
    // Minimum makespan is the policy whose makespan no other beats (to the whole-GPU rounding's give).
    QVERIFY(rows[4].toObject().value(u"makespan_hours").toDouble() <= fastest * 1.01);
}

void tst_CliPool::tableAndCsv()
{
    Run run = cli({ u"pool"_s, kSample });
    QVERIFY2(run.code == 0, why(run));
    QVERIFY(run.out.contains("Policy: max-min-fairness")); // the plan's own policy when none is given
    QVERIFY(run.out.contains("Timeline"));
    QVERIFY(run.out.contains("Pre-train 7B transformer"));
    // The jobs table names each GPU type a job held once, however often its count changed (the timeline
    // below it has the stretches).
    const QByteArray jobs = run.out.left(run.out.indexOf("Timeline"));
    for (const QByteArray &line : jobs.split('\n')) {
        if (!line.startsWith("Pre-train") && !line.startsWith("Fine-tune") && !line.startsWith("ResNet"))
            continue;
        for (const char *type : { "h100-sxm", "a100-80gb-sxm", "h200-sxm", "l4" })
            QVERIFY2(line.count(QByteArray(QByteArray(type) + ',')) + line.endsWith(type) <= 1, line.constData());
    }
    // The utilization table's idle types say why: the H200s join at 168 h, when only the pre-training runs, and it
    // runs faster on the 64 H100s it holds (English plurals: the CLI loads the English translation).
    QVERIFY2(
        run.out.contains("H200-SXM: 16 GPUs idle throughout: the policy ran every job that could use them on other "
                         "GPUs"),
        run.out.constData());
    run = cli({ u"pool"_s, kSample, u"--format"_s, u"csv"_s, u"--policy"_s, u"priority"_s });
    QVERIFY2(run.code == 0, why(run));
    const QList<QByteArray> lines = run.out.trimmed().split('\n');
    QVERIFY(lines.first().startsWith("job,gpu,count,from_hours,to_hours"));
    QVERIFY(lines.size() >= 5);
    // Each job's finish and cost are the JSON's, digit for digit (the CSV held the table's four: 432.6 h).
    QJsonObject json;
    CHECKED(runJsonObject({ u"pool"_s, kSample, u"--policy"_s, u"priority"_s }, &json));
    const CsvTable csv = parseCsv(QString::fromUtf8(run.out));
    QVERIFY(csv.ok());
    int compared = 0;
    for (const QJsonValue &v : json.value(u"jobs"_s).toArray()) {
        const QJsonObject job = v.toObject();
        for (const QStringList &cells : csv.rows) {
            if (cells.size() != 10 || cells[0] != job.value(u"name"_s).toString())
                continue;
            QVERIFY2(cells[6].toDouble() == job.value(u"finish_hours"_s).toDouble(), qPrintable(cells.join(u',')));
            QVERIFY2(cells[8].toDouble() == job.value(u"cost_usd"_s).toDouble(), qPrintable(cells.join(u',')));
            ++compared;
        }
    }
    QVERIFY(compared >= 4); // a row per job at the least, "ResNet-50 on ImageNet, 90 epochs" quoted
    run = cli({ u"pool"_s, kSample, u"--compare"_s });
    QVERIFY2(run.code == 0, why(run));
    QVERIFY(run.out.contains("finish-time-fairness"));
}

void tst_CliPool::badInput_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    QTest::newRow("unknown policy") << QStringList { u"pool"_s, kSample, u"--policy"_s, u"fastest"_s } << u"--policy"_s;
    QTest::newRow("both") << QStringList { u"pool"_s, kSample, u"--policy"_s, u"min-cost"_s, u"--compare"_s }
                          << u"not both"_s;
    QTest::newRow("no file") << QStringList { u"pool"_s, u"no-such.flopsheet"_s } << u"no such file"_s;
    QTest::newRow("no plan") << QStringList { u"pool"_s } << u"one plan file"_s;
    QTest::newRow("bad flag") << QStringList { u"pool"_s, kSample, u"--polcy"_s, u"min-cost"_s } << u"--policy"_s;
}

void tst_CliPool::badInput()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const Run run = cli(args);
    QVERIFY2(run.code == 2, why(run));
    QVERIFY2(QString::fromUtf8(run.err).contains(message), why(run));
    QVERIFY(!run.err.contains('\n') || run.err.count('\n') == 1); // one line
}

QTEST_GUILESS_MAIN(tst_CliPool)
#include "tst_clipool.moc"
