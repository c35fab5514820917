#include "app/cli/manpage.h"

#include "app/cli/flagtable.h"
#include "app/cli/help.h"
#include "core/version.h"

#include <QCoreApplication>

namespace flopsheet::cli {
namespace {

QString fromTable(const char *text)
{
    return QCoreApplication::translate("FlagTable", text);
}

/** text safe as roff: backslashes escaped, hyphens as \- (so flags copy and search as typed). */
QString escaped(const QString &text)
{
    QString out = text;
    out.replace(u'\\', QStringLiteral("\\e"));
    out.replace(u'-', QStringLiteral("\\-"));
    return out;
}

/** A line of text that roff would otherwise read as a request when it starts with . or '. */
QString textLine(const QString &text)
{
    const QString line = escaped(text);
    return (line.startsWith(u'.') || line.startsWith(u'\'') ? QStringLiteral("\\&") + line : line) + u'\n';
}

QString flagEntry(const FlagSpec &flag)
{
    QString out = QStringLiteral(".TP\n\\fB") + escaped(QLatin1StringView(flag.name)) + QStringLiteral("\\fR");
    if (!flag.isSwitch())
        out += QStringLiteral(" \\fI") + escaped(QLatin1StringView(flag.value)) + QStringLiteral("\\fR");
    out += u'\n' + textLine(fromTable(flag.description));
    return out + QStringLiteral(".br\n") + textLine(flagFactsText(flag)); // the help's second line
}

QString commandSection(const CommandSpec &command)
{
    QString out = QStringLiteral(".SS ") + QLatin1StringView(command.name) + u'\n';
    out += textLine(fromTable(command.purpose));
    out += QStringLiteral(".PP\n.B flopsheet\\-cli\n") + textLine(fromTable(command.usage));
    for (const FlagSection &section : command.sections) {
        out += QStringLiteral(".PP\n.I ") + escaped(fromTable(section.title)) + u'\n';
        for (const FlagSpec &flag : section.flags)
            out += flagEntry(flag);
    }
    out += QStringLiteral(".TP\n\\fB\\-h\\fR, \\fB\\-\\-help\\fR\nprint this help and exit\n");
    if (command.notes)
        out += QStringLiteral(".PP\n") + textLine(fromTable(command.notes));
    if (!command.examples.empty()) {
        out += QStringLiteral(".PP\nExamples:\n.RS\n.nf\n");
        for (const char *example : command.examples)
            out += textLine(QLatin1StringView(example));
        out += QStringLiteral(".fi\n.RE\n");
    }
    return out;
}

} // namespace

QString manPage(const QString &date)
{
    QString out = QStringLiteral(
        ".\\\" The man page of flopsheet-cli, written from its command table by flopsheet-cli-docs.\n");
    out += QStringLiteral(".TH FLOPSHEET\\-CLI 1 \"%1\" \"FlopSheet %2\" \"User Commands\"\n")
               .arg(date, version::number());
    out += QStringLiteral(
        ".SH NAME\nflopsheet\\-cli \\- FLOPs, time, cost and memory of training and inference on GPUs\n");
    out += QStringLiteral(".SH SYNOPSIS\n.B flopsheet\\-cli\n.I COMMAND\n[\\fIflags\\fR]\n.br\n"
                          ".B flopsheet\\-cli\n\\fBhelp\\fR [\\fICOMMAND\\fR]\n.br\n"
                          ".B flopsheet\\-cli\n\\fICOMMAND\\fR \\fB\\-\\-help\\fR\n.br\n"
                          ".B flopsheet\\-cli\n\\fB\\-\\-version\\fR\n");
    out += QStringLiteral(
        ".SH DESCRIPTION\n"
        "The scriptable face of FlopSheet: the same estimator, catalog and reports as the desktop application\n"
        ".BR flopsheet (1),\n"
        "for shells and pipelines. Quantities accept the usual suffixes (7B, 80 GB, 3.2M, $2.50, 30d).\n"
        "Bad input is refused with a one\\-line message on standard error and exit status 2.\n");
    out += QStringLiteral(".SH COMMANDS\n");
    for (const CommandSpec &command : commandTable())
        out += commandSection(command);
    out += QStringLiteral(".SH \"BATCH SCHEDULES\"\n.nf\n");
    for (const QString &line : scheduleHelpText().split(u'\n', Qt::SkipEmptyParts))
        out += textLine(line);
    out += QStringLiteral(".fi\n");
    out += QStringLiteral(".SH \"EXIT STATUS\"\n"
                          "0 on success; 2 on any error (a usage error, a file that cannot be read or written), "
                          "after a one\\-line message on standard error.\n");
    out += QStringLiteral(".SH \"SEE ALSO\"\n.BR flopsheet (1)\n");
    return out;
}

} // namespace flopsheet::cli
