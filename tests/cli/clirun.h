#pragma once

// flopsheet-cli run as a separate process, as a script runs it: the exit code, stdout and stderr, and
// the JSON it prints. Shared by the CLI suites; FLOPSHEET_CLI is the binary's path (tests/CMakeLists.txt).

#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QtTest>

using namespace Qt::Literals::StringLiterals;

namespace {

constexpr int kTimeoutMs = 60000;

/** One run of flopsheet-cli; code is -1 when it crashed or ran past the timeout. */
struct Run {
    int code = -1;
    QByteArray out, err;
    QString command;
};

inline Run cli(const QStringList &args)
{
    Run run;
    run.command = u"flopsheet-cli "_s + args.join(u' ');
    QProcess process;
    process.start(QStringLiteral(FLOPSHEET_CLI), args);
    if (!process.waitForStarted(kTimeoutMs)) {
        run.err = "could not start " FLOPSHEET_CLI;
        return run;
    }
    process.closeWriteChannel();
    if (!process.waitForFinished(kTimeoutMs)) {
        process.kill();
        process.waitForFinished();
        run.err = "timed out; ";
    } else if (process.exitStatus() == QProcess::NormalExit) {
        run.code = process.exitCode();
    }
    run.out = process.readAllStandardOutput();
    run.err += process.readAllStandardError();
    return run;
}

/** "estimate --gpu t4" → {"estimate", "--gpu", "t4"}: none of the arguments here holds a space. */
inline QStringList words(const char *line)
{
    return QString::fromUtf8(line).split(u' ', Qt::SkipEmptyParts);
}

inline Run cli(const char *line)
{
    return cli(words(line));
}

/** What a failed check prints: the command, its exit code and the start of its output. */
inline QByteArray why(const Run &run)
{
    return run.command.toUtf8() + "\n  exit " + QByteArray::number(run.code) + "\n  stderr: " + run.err.left(600)
        + "\n  stdout: " + run.out.left(600);
}

inline QByteArray describe(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact).left(1500);
}

// The helpers below check as they go with QVERIFY, which only returns from the helper; CHECKED then
// returns from the test as well.
#define CHECKED(call)                                                                                                  \
    do {                                                                                                               \
        call;                                                                                                          \
        if (QTest::currentTestFailed())                                                                                \
            return;                                                                                                    \
    } while (false)

inline void runJson(const QStringList &args, QJsonDocument *doc)
{
    const Run run = cli(args);
    QVERIFY2(run.code == 0 && run.err.isEmpty(), why(run).constData());
    QJsonParseError error;
    *doc = QJsonDocument::fromJson(run.out, &error);
    QVERIFY2(error.error == QJsonParseError::NoError,
        QByteArray(error.errorString().toUtf8() + " in the output of\n" + why(run)).constData());
}

inline void runJsonObject(const QStringList &args, QJsonObject *object)
{
    QJsonDocument doc;
    CHECKED(runJson(args + QStringList { u"--format"_s, u"json"_s }, &doc));
    QVERIFY2(doc.isObject(), "expected one JSON object");
    *object = doc.object();
}

} // namespace
