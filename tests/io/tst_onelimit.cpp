// One value, every reader: a figure typed in a cell, written in a CSV, stored in a project file, read from
// a catalog and given as a CLI flag is accepted by all of them or refused by all of them, with the
// message of core/catalog/limits.h. Each case below is one the readers used to disagree on.
#include "core/catalog/catalog.h"
#include "core/document/edits.h"
#include "core/document/project.h"
#include "core/document/sampleproject.h"
#include "core/io/projectfile.h"
#include "core/io/tablecsv.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>
#include <functional>

using namespace flopsheet;
using namespace Qt::Literals::StringLiterals;

namespace {

// A project file of the sample plan with one value replaced: path is "workloads[0].scenario.tokens" style.
QByteArray projectWith(const QStringList &path, const QJsonValue &value)
{
    const SampleProject sample = sampleProject(Catalog::builtIn());
    ProjectData data { sample.workloads, sample.hardware, sample.assumptions, {}, {}, {}, {} };
    QJsonObject root = projectToJson(data);
    // Walk down, then put the changed objects back up.
    std::function<QJsonValue(const QJsonValue &, int)> replace = [&](const QJsonValue &at, int depth) -> QJsonValue {
        if (depth == path.size())
            return value;
        const QString &key = path[depth];
        bool index = false;
        const int i = key.toInt(&index);
        if (index) {
            QJsonArray a = at.toArray();
            a[i] = replace(a[i], depth + 1);
            return a;
        }
        QJsonObject o = at.toObject();
        o[key] = replace(o.value(key), depth + 1);
        return o;
    };
    root = replace(root, 0).toObject();
    return QJsonDocument(root).toJson();
}

QString readProjectError(const QByteArray &json)
{
    ProjectData out;
    QString error;
    return readProject(json, out, &error) ? QString() : error;
}

// The error of a catalog of one workload or GPU; empty when it merges.
QString catalogError(const QByteArray &json)
{
    Catalog c;
    QString error;
    return c.merge(json, &error) ? QString() : error;
}

struct Cli {
    int code = -1;
    QString err;
};

Cli cli(const QStringList &args)
{
    QProcess p;
    p.start(QStringLiteral(FLOPSHEET_CLI), args);
    p.waitForFinished(60000);
    return { p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, QString::fromUtf8(p.readAllStandardError()) };
}

QString cellError(Table table, int row, int field, const QString &text)
{
    Project project;
    const SampleProject sample = sampleProject(Catalog::builtIn());
    project.reset(sample.workloads, sample.hardware);
    return edits::setCell(project, table, row, field, text).error;
}

template <typename Entry> QString csvError(const QString &csv)
{
    QList<Entry> rows;
    QString error;
    return importCsv(csv, rows, &error) ? QString() : error;
}

// Every message of a refusal names the rule the same way; an acceptance is an empty message.
void expectSame(const QString &expected, const QStringList &messages, const QStringList &readers)
{
    for (qsizetype i = 0; i < messages.size(); ++i) {
        if (expected.isEmpty())
            QVERIFY2(messages[i].isEmpty(), qPrintable(readers[i] + u" refused: "_s + messages[i]));
        else
            QVERIFY2(messages[i].contains(expected),
                qPrintable(readers[i] + u" said: \""_s + messages[i] + u"\", not \""_s + expected + u'"'));
    }
}

const QStringList kLlamaOnH100 { u"estimate"_s, u"--workload"_s, u"llama-2-7b"_s, u"--gpu"_s, u"h100-sxm"_s };

} // namespace

class tst_OneLimit : public QObject {
    Q_OBJECT
private slots:
    void trainingTokens_data();
    void trainingTokens();
    void gpuCount();
    void efficiency();
    void pruning();
    void iterations();
    void positionsWord();
    void boundsReadAsPeopleWriteThem_data();
    void boundsReadAsPeopleWriteThem();
};

void tst_OneLimit::trainingTokens_data()
{
    QTest::addColumn<double>("tokens");
    QTest::addColumn<QString>("expected"); // empty: accepted
    QTest::newRow("zero") << 0.0 << u"must be a positive number"_s;
    // The catalog capped training tokens at 1e16 and a project at 1e17: 5e16 was a valid plan that the
    // same figures in a --catalog file refused.
    QTest::newRow("5e16") << 5e16 << QString();
    QTest::newRow("2e17") << 2e17 << u"must be at most 100 quadrillion (1e17)"_s;
}

void tst_OneLimit::trainingTokens()
{
    QFETCH(double, tokens);
    QFETCH(QString, expected);
    const QString text = QString::number(tokens, 'g', 17);
    const QString catalog
        = uR"({"formatVersion": 1, "workloads": [{"id": "w", "family": "decoder", "params": 1e9, "trainingTokens": %1}]})"_s
              .arg(text);
    const QStringList messages = {
        cellError(Table::Workloads, 0, int(WorkloadField::Tokens), text),
        csvError<WorkloadEntry>(u"name,family,tokens\nA,decoder,%1\n"_s.arg(text)),
        readProjectError(projectWith({ u"workloads"_s, u"0"_s, u"scenario"_s, u"tokens"_s }, tokens)),
        catalogError(catalog.toUtf8()),
        cli(kLlamaOnH100 + QStringList { u"--tokens"_s, text }).err,
    };
    expectSame(expected, messages, { u"the cell"_s, u"CSV"_s, u"the project file"_s, u"the catalog"_s, u"the CLI"_s });
}

void tst_OneLimit::gpuCount()
{
    const QString expected = u"must be a positive number"_s;
    const QStringList messages = {
        cellError(Table::Hardware, 0, int(GpuField::Count), u"0"_s),
        csvError<HardwareEntry>(u"name,count\nH100,0\n"_s),
        readProjectError(projectWith({ u"hardware"_s, u"0"_s, u"count"_s }, 0)),
        cli(kLlamaOnH100 + QStringList { u"--gpus"_s, u"0"_s }).err,
    };
    expectSame(expected, messages, { u"the cell"_s, u"CSV"_s, u"the project file"_s, u"the CLI"_s });
}

void tst_OneLimit::efficiency()
{
    // 0.5 % of peak: a file took any fraction above 0, the cell and the CLI refused below 1 %. The cell is
    // in percent (limits::mfu.scaled(100)), the file and the flag in fractions: the same rule, each in its unit.
    const QString cell = cellError(Table::Workloads, 0, int(WorkloadField::Efficiency), u"0.5"_s);
    QVERIFY2(cell.contains(u"must be at least 1"_s), qPrintable(cell));
    const QString file = readProjectError(projectWith({ u"workloads"_s, u"0"_s, u"scenario"_s, u"mfu"_s }, 0.005));
    QVERIFY2(file.contains(u"must be at least 0.01"_s), qPrintable(file));
    const Cli flag = cli(kLlamaOnH100 + QStringList { u"--mfu"_s, u"0.005"_s });
    QCOMPARE(flag.code, 2);
    QVERIFY2(flag.err.contains(u"must be at least 0.01"_s), qPrintable(flag.err));
    // 45 % is fine everywhere.
    expectSame({},
        { cellError(Table::Workloads, 0, int(WorkloadField::Efficiency), u"45"_s),
            readProjectError(projectWith({ u"workloads"_s, u"0"_s, u"scenario"_s, u"mfu"_s }, 0.45)),
            cli(kLlamaOnH100 + QStringList { u"--mfu"_s, u"0.45"_s }).err },
        { u"the cell"_s, u"the project file"_s, u"the CLI"_s });
}

void tst_OneLimit::pruning()
{
    // 97 % pruned: files and the CLI took up to 99 %, the cell stopped at 95 %.
    expectSame({},
        { cellError(Table::Workloads, 0, int(WorkloadField::PrunedPercent), u"97"_s),
            csvError<WorkloadEntry>(u"name,family,pruned_percent\nA,cnn,97\n"_s),
            readProjectError(projectWith({ u"workloads"_s, u"0"_s, u"prunedFraction"_s }, 0.97)) },
        { u"the cell"_s, u"CSV"_s, u"the project file"_s });
    const QString cell = cellError(Table::Workloads, 0, int(WorkloadField::PrunedPercent), u"99.5"_s);
    QVERIFY2(cell.contains(u"must be at most 99"_s), qPrintable(cell));
    const QString file = readProjectError(projectWith({ u"workloads"_s, u"0"_s, u"prunedFraction"_s }, 0.995));
    QVERIFY2(file.contains(u"must be at most 0.99"_s), qPrintable(file));
}

void tst_OneLimit::iterations()
{
    // 10^13 iterations: a file took up to 10^15, the CLI refused above 10^12.
    const QString file
        = readProjectError(projectWith({ u"workloads"_s, u"0"_s, u"scenario"_s, u"iterations"_s }, 1e13));
    QVERIFY2(file.isEmpty(), qPrintable(file));
    const Cli accepted = cli({ u"estimate"_s, u"--workload"_s, u"resnet-50"_s, u"--gpu"_s, u"h100-sxm"_s,
        u"--iterations"_s, u"1e13"_s, u"--batch"_s, u"32"_s });
    QVERIFY2(accepted.code == 0, qPrintable(accepted.err));
    const Cli refused = cli(
        { u"estimate"_s, u"--workload"_s, u"resnet-50"_s, u"--gpu"_s, u"h100-sxm"_s, u"--iterations"_s, u"1e16"_s });
    QCOMPARE(refused.code, 2);
    QVERIFY2(refused.err.contains(u"must be at most 1 quadrillion (1e15)"_s), qPrintable(refused.err));
}

void tst_OneLimit::positionsWord()
{
    // An unknown "positions" word: the project file refused it, the catalog dropped it without a word.
    const QString catalog = catalogError(
        R"({"formatVersion": 1, "workloads": [{"id": "w", "family": "decoder", "shape": {"layers": 2, "hidden": 64, "positions": "yarn"}}]})");
    QVERIFY2(catalog.contains(u"\"yarn\" is not one of none, learned, rope, alibi"_s), qPrintable(catalog));
    const QString file
        = readProjectError(projectWith({ u"workloads"_s, u"0"_s, u"shape"_s, u"positions"_s }, u"yarn"_s));
    QVERIFY2(file.contains(u"\"yarn\" is not one of none, learned, rope, alibi"_s), qPrintable(file));
}

void tst_OneLimit::boundsReadAsPeopleWriteThem_data()
{
    // A bound is written so that it reads at a glance and can be typed back: "1e+17" was neither.
    QTest::addColumn<double>("maximum");
    QTest::addColumn<QString>("expected");
    QTest::newRow("tokens") << limits::trainingTokens.maximum << u"must be at most 100 quadrillion (1e17)"_s;
    QTest::newRow("parameters") << limits::params.maximum << u"must be at most 10 quadrillion (1e16)"_s;
    QTest::newRow("forward FLOPs") << limits::forwardFlops.maximum << u"must be at most 1 quintillion (1e18)"_s;
    QTest::newRow("global batch") << limits::globalBatch.maximum << u"must be at most 1 trillion (1e12)"_s;
    QTest::newRow("2.5e15") << 2.5e15 << u"must be at most 2.5 quadrillion (2.5e15)"_s;
    QTest::newRow("GPU count") << double(limits::gpuCount.maximum) << u"must be at most 1000000"_s;
    QTest::newRow("2^24 stays exact") << double(limits::kMaxLength) << u"must be at most 16777216"_s;
    QTest::newRow("1e21") << 1e21 << u"must be at most 1e21"_s;
    QTest::newRow("fraction") << 0.99 << u"must be at most 0.99"_s;
}

void tst_OneLimit::boundsReadAsPeopleWriteThem()
{
    QFETCH(double, maximum);
    QFETCH(QString, expected);
    QCOMPARE(limitProblem(Limits { 0, maximum }, maximum * 2), expected);
    // What the message suggests, a cell takes: the scientific form in brackets parses to the bound.
    if (const qsizetype open = expected.indexOf(u'('); open >= 0) {
        const ParsedQuantity typed = parseQuantity(expected.mid(open + 1).chopped(1), QuantityKind::Count);
        QVERIFY2(typed, qPrintable(typed.error));
        QCOMPARE(*typed.value, maximum);
    }
}

QTEST_GUILESS_MAIN(tst_OneLimit)
#include "tst_onelimit.moc"
