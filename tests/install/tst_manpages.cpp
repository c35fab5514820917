// The man pages and the bash completion against what the programs print: every command and flag that
// `flopsheet-cli help` and `help COMMAND` list is in the man page and the completion, and nothing else is;
// every option of `flopsheet --help` is in flopsheet(1).
#include "../cli/clirun.h"

#include <QFile>
#include <QRegularExpression>
#include <QSet>

namespace {

QString readText(const char *path)
{
    QFile file(QString::fromUtf8(path));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll());
}

/** The command names `flopsheet-cli help` lists under "Commands:". */
QStringList helpCommands()
{
    const Run run = cli(QStringList { u"help"_s });
    QStringList names;
    bool inList = false;
    for (const QString &line : QString::fromUtf8(run.out).split(u'\n')) {
        if (line == u"Commands:")
            inList = true;
        else if (inList && line.isEmpty())
            break;
        else if (inList && line.startsWith(u"  ") && !line.startsWith(u"   "))
            names << line.trimmed().section(u' ', 0, 0);
    }
    return names;
}

/** The flags `flopsheet-cli help COMMAND` lists: each flag line starts "  --name". */
QSet<QString> helpFlags(const QString &command)
{
    const Run run = cli(QStringList { u"help"_s, command });
    QSet<QString> flags;
    static const QRegularExpression flagLine(u"^  (?:-h, )?(--[a-z0-9-]+)"_s);
    for (const QString &line : QString::fromUtf8(run.out).split(u'\n')) {
        const QRegularExpressionMatch m = flagLine.match(line);
        if (m.hasMatch())
            flags.insert(m.captured(1));
    }
    return flags;
}

/** The man page's section of one command: from ".SS name" to the next .SS or .SH. */
QString manSection(const QString &man, const QString &command)
{
    const qsizetype start = man.indexOf(u"\n.SS "_s + command + u'\n');
    if (start < 0)
        return {};
    static const QRegularExpression next(u"\n\\.S[SH] "_s);
    const qsizetype end = man.indexOf(next, start + 1);
    return man.mid(start, end < 0 ? -1 : end - start);
}

/** The flags a man page section sets in bold after .TP: "\fB\-\-gpu\fR" is --gpu. */
QSet<QString> manFlags(const QString &section)
{
    QSet<QString> flags;
    static const QRegularExpression entry(u"\\.TP\n(?:\\\\fB\\\\-h\\\\fR, )?\\\\fB((?:\\\\-)+[a-z0-9\\\\-]+)\\\\fR"_s);
    for (auto it = entry.globalMatch(section); it.hasNext();)
        flags.insert(it.next().captured(1).replace(u"\\-"_s, u"-"_s));
    return flags;
}

/** The flags the completion offers after the command: the `name) flags="..."` line. */
QSet<QString> completionFlags(const QString &script, const QString &command)
{
    const QRegularExpression line(u"\n        "_s + QRegularExpression::escape(command) + u"\\) flags=\"([^\"]*)\""_s);
    const QRegularExpressionMatch m = line.match(script);
    if (!m.hasMatch())
        return {};
    const QStringList words = m.captured(1).split(u' ', Qt::SkipEmptyParts);
    return QSet<QString>(words.begin(), words.end());
}

} // namespace

class ManPagesTest : public QObject {
    Q_OBJECT

private slots:
    void cliManPageListsEveryCommandAndFlag_data()
    {
        QTest::addColumn<QString>("command");
        const QStringList commands = helpCommands();
        QVERIFY2(commands.size() >= 10, qPrintable(commands.join(u' ')));
        for (const QString &command : commands)
            QTest::newRow(qPrintable(command)) << command;
    }

    void cliManPageListsEveryCommandAndFlag()
    {
        QFETCH(QString, command);
        const QString man = readText(FLOPSHEET_CLI_MAN);
        QVERIFY2(man.startsWith(u".\\\""_s), "no man page at " FLOPSHEET_CLI_MAN);
        const QString section = manSection(man, command);
        QVERIFY2(!section.isEmpty(), qPrintable(u"flopsheet-cli(1) has no section for "_s + command));
        const QSet<QString> help = helpFlags(command);
        QVERIFY(help.contains(u"--help"_s));
        QCOMPARE(manFlags(section), help);
    }

    void completionOffersEveryCommandAndFlag()
    {
        const QString script = readText(FLOPSHEET_COMPLETION);
        QVERIFY2(
            script.contains(u"complete -F _flopsheet_cli flopsheet-cli"_s), "no completion at " FLOPSHEET_COMPLETION);
        const QStringList commands = helpCommands();
        QVERIFY(script.contains(u"compgen -W \""_s + commands.join(u' ') + u" --help --version\""_s));
        for (const QString &command : commands)
            QCOMPARE(completionFlags(script, command), helpFlags(command));
    }

    void cliManPageStatesUnitsAndDefaults()
    {
        // The flag's second line, as `help estimate` prints it, e.g. "unit: GPUs; default: 1".
        const QString man = readText(FLOPSHEET_CLI_MAN);
        const Run run = cli(QStringList { u"help"_s, u"estimate"_s });
        static const QRegularExpression facts(
            u"^ +((?:unit: [^;]+; )?default: .+)$"_s, QRegularExpression::MultilineOption);
        int checked = 0;
        for (auto it = facts.globalMatch(QString::fromUtf8(run.out)); it.hasNext();) {
            const QString line = it.next().captured(1);
            if (line.size() > 60)
                continue; // wrapped in the help; the man page has it on one line
            QString escaped = line;
            escaped.replace(u"\\"_s, u"\\e"_s).replace(u"-"_s, u"\\-"_s);
            QVERIFY2(man.contains(escaped), qPrintable(line));
            ++checked;
        }
        QVERIFY2(checked >= 20, qPrintable(QString::number(checked)));
    }

    void guiManPageListsEveryOption()
    {
        // Without a display: --help must not need one (the build renders the man page from it).
        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(u"QT_QPA_PLATFORM"_s);
        env.remove(u"DISPLAY"_s);
        env.remove(u"WAYLAND_DISPLAY"_s);
        process.setProcessEnvironment(env);
        process.start(QStringLiteral(FLOPSHEET_GUI), { u"--help"_s });
        QVERIFY(process.waitForFinished(kTimeoutMs));
        QCOMPARE(process.exitStatus(), QProcess::NormalExit);
        QCOMPARE(process.exitCode(), 0);
        const QString help = QString::fromUtf8(process.readAllStandardOutput());
        const QString man = readText(FLOPSHEET_GUI_MAN);
        QVERIFY2(man.contains(u".TH FLOPSHEET"_s), "no man page at " FLOPSHEET_GUI_MAN);
        static const QRegularExpression option(u"^  (?:-[a-z], )?--([a-z-]+)"_s, QRegularExpression::MultilineOption);
        int options = 0;
        for (auto it = option.globalMatch(help); it.hasNext();) {
            QString name = it.next().captured(1);
            QVERIFY2(man.contains(u"\\-\\-"_s + name.replace(u"-"_s, u"\\-"_s)), qPrintable(name));
            ++options;
        }
        QVERIFY2(options >= 7, qPrintable(help));
    }
};

QTEST_GUILESS_MAIN(ManPagesTest)
#include "tst_manpages.moc"
