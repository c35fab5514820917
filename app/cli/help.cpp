#include "app/cli/help.h"

#include "app/cli/textoutput.h"
#include "core/estimate/batchschedule.h"
#include "core/version.h"

#include <QCoreApplication>

namespace flopsheet::cli {
namespace {

constexpr int kWidth = 100; // help lines wrap here, at spaces
constexpr int kFlagColumn = 27; // where a flag's description starts

QString tr(const char *text)
{
    return QCoreApplication::translate("Help", text);
}

// The table's texts are QT_TRANSLATE_NOOP("FlagTable", ...) literals.
QString fromTable(const char *text)
{
    return QCoreApplication::translate("FlagTable", text);
}

/** text's words after first, in lines of at most kWidth; the lines after the first start at indent. */
QString wrapped(const QString &first, const QString &text, int indent)
{
    QString out = first;
    qsizetype column = first.size() - (first.lastIndexOf(u'\n') + 1);
    bool lineHasWord = false;
    for (const QString &word : text.split(u' ', Qt::SkipEmptyParts)) {
        if (lineHasWord && column + 1 + word.size() > kWidth) {
            out += u'\n' + QString(indent, u' ');
            column = indent;
            lineHasWord = false;
        }
        if (lineHasWord) {
            out += u' ';
            ++column;
        }
        out += word;
        column += word.size();
        lineHasWord = true;
    }
    return out + u'\n';
}

QString flagText(const FlagSpec &flag)
{
    QString left = QStringLiteral("  ") + QLatin1StringView(flag.name);
    if (!flag.isSwitch())
        left += u' ' + QLatin1StringView(flag.value);
    left = left.size() + 2 > kFlagColumn ? left + u'\n' + QString(kFlagColumn, u' ')
                                         : left.leftJustified(kFlagColumn, u' ');
    QString out = wrapped(left, fromTable(flag.description), kFlagColumn);
    return out + wrapped(QString(kFlagColumn, u' '), flagFactsText(flag), kFlagColumn);
}

} // namespace

QString flagFactsText(const FlagSpec &flag)
{
    const QString byDefault = fromTable(flag.defaultText);
    return flag.unit ? tr("unit: %1; default: %2").arg(fromTable(flag.unit), byDefault)
                     : tr("default: %1").arg(byDefault);
}

QString versionText()
{
    return QStringLiteral("flopsheet-cli ") + version::text();
}

QString commandListText()
{
    QString out = tr("%1: FLOPs, time, cost and memory of training and inference on GPUs\n\n").arg(versionText());
    out += tr("Usage: flopsheet-cli COMMAND [flags]\n\nCommands:\n");
    for (const CommandSpec &command : commandTable())
        out += wrapped(QStringLiteral("  ") + QString::fromLatin1(command.name).leftJustified(12, u' '),
            fromTable(command.purpose), 14);
    out += u'\n';
    out += wrapped(QString(),
        tr("`flopsheet-cli help COMMAND` or `flopsheet-cli COMMAND --help` lists the command's flags with their "
           "units and defaults."),
        0);
    return out;
}

QString scheduleHelpText()
{
    QString out = wrapped(QString(),
        tr("Batch schedules (--batch-schedule SPEC), batches and data in tokens for language models and samples "
           "otherwise, with the usual suffixes (32k, 3.2M, 12B):"),
        0);
    const auto line = [](const QString &form, const QString &meaning) -> QString {
        const QString left = QStringLiteral("  ") + form;
        if (left.size() >= kFlagColumn)
            return left + u'\n' + wrapped(QString(kFlagColumn, u' '), meaning, kFlagColumn);
        return wrapped(left.leftJustified(kFlagColumn, u' '), meaning, kFlagColumn);
    };
    out += line(QStringLiteral("constant"), tr("the global batch all along (the default)"));
    out += line(QStringLiteral("linear:B0-B1@T"), tr("from B0 to B1, linear in data, over the first T; then B1"));
    out += line(QStringLiteral("stages:B1@U1,...,Bn"),
        tr("B1 until U1, ..., Bn to the end; U in data, or in optimizer steps as \"50k steps\""));
    out += line(QStringLiteral("megatron:START,INC,SAMPLES[,FINAL]"),
        tr("Megatron-LM's --rampup-batch-size, in samples: INC more every SAMPLES / ((FINAL - START) / INC) samples; "
           "FINAL is --global-batch unless given"));
    out += u'\n' + tr("Published schedules:\n");
    for (const SchedulePreset &p : schedulePresets()) {
        out += wrapped(
            QStringLiteral("  ") + QLatin1StringView(p.name) + QStringLiteral(": "), QString::fromUtf8(p.source), 4);
        out += QStringLiteral("    ") + QLatin1StringView(p.text) + u'\n';
    }
    return out;
}

QString commandHelpText(const CommandSpec &command)
{
    QString out = wrapped(QStringLiteral("flopsheet-cli ") + QLatin1StringView(command.name) + QStringLiteral(": "),
        fromTable(command.purpose), 4);
    out += u'\n' + tr("Usage: flopsheet-cli %1\n").arg(fromTable(command.usage));
    for (const FlagSection &section : command.sections) {
        out += u'\n' + tr("%1:\n").arg(fromTable(section.title));
        for (const FlagSpec &flag : section.flags)
            out += flagText(flag);
    }
    out += u'\n' + tr("Help:\n") + QStringLiteral("  -h, --help").leftJustified(kFlagColumn, u' ')
        + tr("print this help and exit\n");
    if (command.notes)
        out += u'\n' + wrapped(QString(), fromTable(command.notes), 0);
    if (command.flag(u"--batch-schedule"))
        out += u'\n' + scheduleHelpText();
    if (!command.examples.empty()) {
        out += u'\n' + tr("Examples:\n");
        for (const char *example : command.examples)
            out += QStringLiteral("  ") + QLatin1StringView(example) + u'\n';
    }
    return out;
}

bool asksForHelp(const QStringList &args, const CommandSpec &command)
{
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &arg = args[i];
        if (arg == u"--help" || arg == u"-h")
            return true;
        // A value flag's next word is its value, as Arguments reads it.
        const FlagSpec *flag = command.flag(arg);
        if (flag && !flag->isSwitch() && i + 1 < args.size() && !args[i + 1].startsWith(u"--"))
            ++i;
    }
    return false;
}

std::optional<int> answerWithoutRunning(const QStringList &args)
{
    auto fail = [](const QString &message) {
        printErr(QStringLiteral("flopsheet-cli: ") + message + u'\n');
        return 2;
    };
    auto unknownCommand = [&fail](const QString &name) {
        return fail(tr("unknown command \"%1\"; did you mean %2? (`flopsheet-cli help` lists the commands)")
                        .arg(name, closestName(name, commandNames())));
    };
    if (args.isEmpty()) {
        printErr(commandListText());
        return 2;
    }
    const QString &first = args.first();
    if (first == u"--version") {
        printOut(versionText() + u'\n');
        return 0;
    }
    if (first == u"--help" || first == u"-h") {
        printOut(commandListText());
        return 0;
    }
    const CommandSpec *command = findCommand(first);
    if (!command)
        return unknownCommand(first);
    const QStringList rest = args.mid(1);
    if (asksForHelp(rest, *command)) {
        printOut(commandHelpText(*command));
        return 0;
    }
    if (first == u"version") {
        if (!rest.isEmpty())
            return fail(tr("version takes no arguments (got \"%1\")").arg(rest.first()));
        printOut(versionText() + u'\n');
        return 0;
    }
    if (first == u"help") {
        if (rest.isEmpty()) {
            printOut(commandListText());
            return 0;
        }
        if (rest.size() > 1)
            return fail(tr("help takes one COMMAND (got \"%1\")").arg(rest.join(u' ')));
        const CommandSpec *topic = findCommand(rest.first());
        if (!topic)
            return unknownCommand(rest.first());
        printOut(commandHelpText(*topic));
        return 0;
    }
    return std::nullopt;
}

} // namespace flopsheet::cli
