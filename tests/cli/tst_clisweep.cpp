// `flopsheet-cli sweep` as a script sees it, since its rows are streamed as they are made (issue 18):
// every row is the estimate of its point, the rows come in the published order whichever core made
// them, the JSON holds the CSV's figures, and a sweep of 3.4 million rows runs in little memory.

#include "clirun.h"

#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QtTest>

#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <vector>

extern char **environ;

// Whether this test runs under AddressSanitizer (scripts/sanitize.sh): GCC and clang say it differently.
#if defined(__SANITIZE_ADDRESS__)
#define FLOPSHEET_TEST_UNDER_ASAN
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define FLOPSHEET_TEST_UNDER_ASAN
#endif
#endif

namespace {

/** A sweep's CSV as rows of cells, header first. Catalog ids hold no comma or quote (isValidId), so a
 * split is the RFC 4180 reading. */
void sweepCsv(const QStringList &args, QList<QStringList> *rows)
{
    const Run run = cli(QStringList { u"sweep"_s } + args + QStringList { u"--format"_s, u"csv"_s });
    QVERIFY2(run.code == 0 && run.err.isEmpty(), why(run).constData());
    for (const QString &line : QString::fromUtf8(run.out).split(u'\n', Qt::SkipEmptyParts))
        rows->append(line.split(u','));
    QVERIFY2(!rows->isEmpty(), why(run).constData());
    for (const QStringList &row : *rows)
        QVERIFY2(row.size() == rows->front().size(), qPrintable(row.join(u',')));
}

/** The ids of a catalog listing (`gpus`, `workloads`) in catalog order. */
void catalogIds(const char *command, QStringList *ids)
{
    QJsonDocument doc;
    CHECKED(runJson({ QString::fromLatin1(command), u"--format"_s, u"json"_s }, &doc));
    for (const QJsonValue &v : doc.array())
        ids->append(v[u"id"_s].toString());
    QVERIFY(!ids->isEmpty());
}

/**
 * Whether a sweep cell holds the figure a JSON value gives: empty for null, the word for fits and the
 * bound, and for a number the same float (the sweep writes ~7 digits: the shortest text of the float
 * nearest the estimate, which reads back to exactly that float).
 */
bool sameFigure(const QString &cell, const QJsonValue &value)
{
    if (value.isNull())
        return cell.isEmpty();
    if (value.isBool())
        return cell == (value.toBool() ? u"true"_s : u"false"_s);
    if (value.isString())
        return cell == value.toString();
    bool ok = false;
    const float sweep = cell.toFloat(&ok);
    return ok && sweep == static_cast<float>(value.toDouble());
}

/** What a run of flopsheet-cli printed, counted rather than kept, and the most memory it held. */
struct Counted {
    int status = -1;
    qint64 lines = 0;
    qint64 bytes = 0;
    qint64 peakKiB = 0; ///< the process's VmHWM, its peak resident memory
};

// The peak resident memory of a running process (Linux's /proc/PID/status), 0 once it has exited.
// Not wait4's ru_maxrss: a spawned child's starts at its parent's peak, this suite's own.
qint64 peakResidentKiB(pid_t pid)
{
    QFile status(u"/proc/%1/status"_s.arg(pid));
    if (!status.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').front().toLongLong();
    }
    return 0;
}

// QProcess keeps the output and reports no memory: spawn the binary with its stdout on a pipe, count
// as it comes and read its peak memory as it runs; it only grows, so the last reading is the peak.
Counted runCounted(const QStringList &args)
{
    Counted c;
    std::vector<QByteArray> texts { QByteArray(FLOPSHEET_CLI) };
    for (const QString &a : args)
        texts.push_back(a.toUtf8());
    std::vector<char *> argv;
    for (QByteArray &t : texts)
        argv.push_back(t.data());
    argv.push_back(nullptr);
    int pipeFds[2];
    if (pipe(pipeFds) != 0)
        return c;
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, pipeFds[1], STDOUT_FILENO);
    posix_spawn_file_actions_addclose(&actions, pipeFds[0]);
    posix_spawn_file_actions_addclose(&actions, pipeFds[1]);
    pid_t pid = 0;
    const int spawned = posix_spawn(&pid, FLOPSHEET_CLI, &actions, nullptr, argv.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    close(pipeFds[1]);
    if (spawned != 0) {
        close(pipeFds[0]);
        return c;
    }
    std::vector<char> buffer(1 << 20);
    for (;;) {
        const ssize_t n = read(pipeFds[0], buffer.data(), buffer.size());
        if (n <= 0)
            break;
        c.bytes += n;
        c.lines += std::count(buffer.data(), buffer.data() + n, '\n');
        c.peakKiB = std::max(c.peakKiB, peakResidentKiB(pid));
    }
    c.peakKiB = std::max(c.peakKiB, peakResidentKiB(pid)); // after its last row, if it is still there
    close(pipeFds[0]);
    int status = 0;
    if (waitpid(pid, &status, 0) == pid && WIFEXITED(status))
        c.status = WEXITSTATUS(status);
    return c;
}

} // namespace

class tst_CliSweep : public QObject {
    Q_OBJECT

private slots:
    void rowsAreTheirEstimates_data();
    void rowsAreTheirEstimates();
    void rowsComeInOrder();
    void jsonHoldsTheCsvFigures();
    void tableShowsDigitsPeopleRead();
    void millionsOfRowsInLittleMemory();
};

void tst_CliSweep::rowsAreTheirEstimates_data()
{
    QTest::addColumn<QStringList>("flags"); // for both the sweep and the estimate
    QTest::addColumn<QString>("workload");
    QTest::addColumn<QString>("gpu");
    QTest::addColumn<QString>("gpus");
    QTest::addColumn<QString>("precision");
    // The default sweep's first row, one in its middle and its last: three blocks of rows apart, made
    // by different threads.
    QTest::newRow("first") << QStringList() << u"resnet-50"_s << u"t4"_s << u"1"_s << u"fp32"_s;
    QTest::newRow("middle") << QStringList() << u"llama-3.1-405b"_s << u"a100-80gb-sxm"_s << u"2"_s << u"bf16"_s;
    QTest::newRow("last") << QStringList() << u"megatron-a100-1008b"_s << u"tpu-v5e"_s << u"1024"_s << u"bf16"_s;
    QTest::newRow("does not fit") << QStringList() << u"llama-3.1-405b"_s << u"rtx-4090"_s << u"8"_s << u"fp8"_s;
    const QStringList serve = words("--mode infer --gpus 1,8");
    QTest::newRow("serve, first") << serve << u"resnet-50"_s << u"t4"_s << u"1"_s << u"fp32"_s;
    QTest::newRow("serve, an LLM") << serve << u"llama-3-70b"_s << u"h100-sxm"_s << u"8"_s << u"fp8"_s;
    QTest::newRow("serve, last") << serve << u"megatron-a100-1008b"_s << u"tpu-v5e"_s << u"8"_s << u"int8"_s;
}

void tst_CliSweep::rowsAreTheirEstimates()
{
    QFETCH(QStringList, flags);
    QFETCH(QString, workload);
    QFETCH(QString, gpu);
    QFETCH(QString, gpus);
    QFETCH(QString, precision);
    QList<QStringList> rows;
    CHECKED(sweepCsv(flags, &rows));
    const QStringList &header = rows.front();
    const QStringList point { workload, gpu, gpus, precision };
    const auto row
        = std::find_if(rows.cbegin() + 1, rows.cend(), [&](const QStringList &r) { return r.mid(0, 4) == point; });
    QVERIFY2(row != rows.cend(), qPrintable(point.join(u',')));

    // The same point through `estimate`, which writes each figure in full under the same key.
    QStringList estimateArgs { u"estimate"_s, u"--workload"_s, workload, u"--gpu"_s, gpu, u"--gpus"_s, gpus,
        u"--precision"_s, precision };
    for (qsizetype i = 0; i < flags.size(); i += 2) {
        if (flags[i] != u"--gpus")
            estimateArgs << flags[i] << flags[i + 1];
    }
    QJsonObject estimate;
    CHECKED(runJsonObject(estimateArgs, &estimate));
    const qsizetype error = header.indexOf(u"error"_s);
    QCOMPARE(row->at(error), QString()); // the estimate succeeded
    for (qsizetype c = 4; c < error; ++c) {
        QVERIFY2(estimate.contains(header[c]), qPrintable(header[c]));
        QVERIFY2(sameFigure(row->at(c), estimate.value(header[c])),
            qPrintable(u"%1: the sweep says \"%2\", estimate %3"_s.arg(header[c], row->at(c),
                QString::fromUtf8(
                    QJsonDocument(QJsonArray { estimate.value(header[c]) }).toJson(QJsonDocument::Compact)))));
    }
}

void tst_CliSweep::rowsComeInOrder()
{
    // Workloads and GPUs in catalog order, then precision (fp32 … int8), then the counts 1, 2 … 1024: the
    // order the help promises, whichever thread made a row.
    QStringList workloads, gpus;
    CHECKED(catalogIds("workloads", &workloads));
    CHECKED(catalogIds("gpus", &gpus));
    const QStringList precisions = words("fp32 tf32 fp16 bf16 fp8 int8");
    QList<QStringList> rows;
    CHECKED(sweepCsv({}, &rows));
    QList<int> previous;
    QHash<QString, int> rowsOf;
    for (qsizetype i = 1; i < rows.size(); ++i) {
        const QStringList &r = rows[i];
        const QList<int> key { int(workloads.indexOf(r[0])), int(gpus.indexOf(r[1])), r[2].toInt(),
            int(precisions.indexOf(r[3])) };
        QVERIFY2(!key.contains(-1), qPrintable(r.join(u',')));
        const QList<int> order { key[0], key[1], key[3], key[2] };
        QVERIFY2(previous.isEmpty() || previous < order, qPrintable(u"line %1: %2"_s.arg(i + 1).arg(r.join(u','))));
        previous = order;
        ++rowsOf[r[0]];
    }
    // Every workload has all its rows, as many as any other (the same GPUs, precisions and counts): 781
    // each in the built-in catalog today.
    QCOMPARE(rowsOf.size(), workloads.size());
    for (auto it = rowsOf.cbegin(); it != rowsOf.cend(); ++it)
        QVERIFY2(it.value() == rowsOf.value(workloads.front()), qPrintable(it.key()));
}

void tst_CliSweep::jsonHoldsTheCsvFigures()
{
    // The JSON is written block by block too: one array, an object per CSV row in the same order, every
    // field the CSV's figure.
    const QStringList flags = words("--mode infer --gpus 1,8");
    QList<QStringList> rows;
    CHECKED(sweepCsv(flags, &rows));
    QJsonDocument doc;
    CHECKED(runJson(QStringList { u"sweep"_s } + flags + QStringList { u"--format"_s, u"json"_s }, &doc));
    const QJsonArray array = doc.array();
    QCOMPARE(array.size(), rows.size() - 1);
    QVERIFY2(array.size() > 2 * 2048, "rows enough for several blocks of 2,048 (core/io/sweep.cpp)");
    const QStringList &header = rows.front();
    for (qsizetype i = 0; i < array.size(); ++i) {
        const QJsonObject o = array[i].toObject();
        for (qsizetype c = 0; c < header.size(); ++c) {
            const QString &cell = rows[i + 1][c];
            const QJsonValue value = o.value(header[c]);
            const bool same = header[c] == u"gpus" ? value.toInt() == cell.toInt() : sameFigure(cell, value);
            QVERIFY2(same, qPrintable(u"row %1, %2: \"%3\""_s.arg(i + 1).arg(header[c], cell)));
        }
    }
}

void tst_CliSweep::tableShowsDigitsPeopleRead()
{
    // The table is for people: figures at `estimate`'s digits (four significant, money to the cent), where it
    // used to print every float digit ("236.0077", "124.14005"). The CSV keeps them all.
    const QStringList flags = words("--workload resnet-50 --gpu t4,h100-sxm --gpus 1,8 --precision fp32");
    QList<QStringList> csv;
    CHECKED(sweepCsv(flags, &csv));
    const Run run = cli(QStringList { u"sweep"_s } + flags);
    QVERIFY2(run.code == 0, why(run).constData());
    const QStringList lines = QString::fromUtf8(run.out).split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), csv.size() + 1); // header, rule, rows
    for (qsizetype r = 1; r < csv.size(); ++r) {
        const QStringList cells = lines[r + 1].split(u' ', Qt::SkipEmptyParts);
        // workload, gpu, gpus, precision, fits, then memory, wall hours, GPU-hours, cost and energy, all known.
        QVERIFY2(cells.size() > 9, qPrintable(lines[r + 1]));
        for (int c = 5; c <= 9; ++c) {
            const double shown = cells[c].toDouble();
            const double exact = csv[r][c].toDouble();
            QVERIFY2(std::abs(shown - exact) <= 5e-4 * std::abs(exact),
                qPrintable(u"%1: %2 shown for %3"_s.arg(csv.front()[c], cells[c], csv[r][c])));
            QString digits = cells[c].section(u'e', 0, 0).remove(u'.').remove(u'-');
            while (digits.startsWith(u'0'))
                digits.remove(0, 1);
            const int most = csv.front()[c] == u"cost_usd" ? 5 : 4; // dollars and cents up to $999.99
            QVERIFY2(digits.size() <= most, qPrintable(u"%1: \"%2\""_s.arg(csv.front()[c], cells[c])));
        }
    }
}

void tst_CliSweep::millionsOfRowsInLittleMemory()
{
    // Issue 18: 43,000 workloads made 33.6 M rows at 8.6 GB of memory, the whole CSV held before it was
    // written. A tenth of that, 100 copies of the built-in workloads over the built-in catalog, must stay
    // under 100 MB (the program, Qt and the catalog included) while every row comes out.
    QFile builtIn(u":/catalog/workloads.json"_s);
    QVERIFY(builtIn.open(QIODevice::ReadOnly));
    const QJsonArray presets = QJsonDocument::fromJson(builtIn.readAll())[u"workloads"_s].toArray();
    QVERIFY(!presets.isEmpty());
    constexpr int kCopies = 100;
    QJsonArray workloads;
    for (int copy = 0; copy < kCopies; ++copy) {
        for (const QJsonValue &preset : presets) {
            QJsonObject w = preset.toObject();
            w[u"id"_s] = QString(w[u"id"_s].toString() + u"-copy"_s + QString::number(copy));
            w[u"name"_s] = QString(w[u"name"_s].toString() + u" copy "_s + QString::number(copy));
            workloads.append(w);
        }
    }
    QTemporaryDir dir;
    const QString catalog = dir.filePath(u"many-workloads.json"_s);
    QFile out(catalog);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(QJsonDocument(QJsonObject { { u"formatVersion"_s, 1 }, { u"workloads"_s, workloads } })
                  .toJson(QJsonDocument::Compact));
    out.close();

    // Rows per workload from one workload's sweep: its GPUs × precisions × 11 counts (781 today).
    QList<QStringList> one;
    CHECKED(sweepCsv(words("--workload resnet-50"), &one));
    const qint64 rowsPerWorkload = one.size() - 1;
    const qint64 expectedRows = (kCopies + 1) * presets.size() * rowsPerWorkload; // the copies and the built-in ones
    QVERIFY2(expectedRows > 3'000'000, qPrintable(QString::number(expectedRows)));

#ifdef FLOPSHEET_TEST_UNDER_ASAN
    // AddressSanitizer keeps 256 MB of freed memory in quarantine and shadows the rest: the sweep runs
    // without quarantine (the variable is read when the child starts), and 150 MB still fails a sweep that
    // holds its 429 MB of CSV.
    const QByteArray asanOptions = qgetenv("ASAN_OPTIONS");
    qputenv("ASAN_OPTIONS", asanOptions + (asanOptions.isEmpty() ? "" : ":") + "quarantine_size_mb=0");
    constexpr qint64 kPeakLimit = 150'000'000;
#else
    constexpr qint64 kPeakLimit = 100'000'000;
#endif
    const Counted run = runCounted({ u"sweep"_s, u"--catalog"_s, catalog, u"--format"_s, u"csv"_s });
#ifdef FLOPSHEET_TEST_UNDER_ASAN
    qputenv("ASAN_OPTIONS", asanOptions);
#endif
    QCOMPARE(run.status, 0);
    QCOMPARE(run.lines, 1 + expectedRows);
    QVERIFY2(run.peakKiB > 0 && run.peakKiB * 1024 < kPeakLimit,
        qPrintable(u"peak %1 MB for %2 rows (%3 MB written)"_s.arg(run.peakKiB * 1024 / 1e6, 0, 'f', 1)
                       .arg(expectedRows)
                       .arg(run.bytes / 1e6, 0, 'f', 0)));
    qInfo("%lld rows, %.0f MB written, peak %.1f MB", expectedRows, run.bytes / 1e6, run.peakKiB * 1024 / 1e6);
}

QTEST_GUILESS_MAIN(tst_CliSweep)
#include "tst_clisweep.moc"
