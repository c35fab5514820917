#include "app/cli/completion.h"

#include "app/cli/flagtable.h"

#include <QSet>

namespace flopsheet::cli {
namespace {

/** How the value after a flag completes, read from its placeholder. */
enum class ValueKind { None, GpuIds, WorkloadIds, Choice, File };

ValueKind valueKind(const FlagSpec &flag)
{
    if (flag.isSwitch())
        return ValueKind::None;
    const QString name = QLatin1StringView(flag.name);
    const QString value = QLatin1StringView(flag.value);
    if (value.startsWith(u"ID") && name == u"--gpu")
        return ValueKind::GpuIds;
    if (value.startsWith(u"ID") && name == u"--workload")
        return ValueKind::WorkloadIds;
    if (value.contains(u'|') && !value.contains(u"..."))
        return ValueKind::Choice;
    if (value.contains(u"FILE") || (value.contains(u'.') && !value.contains(u"..")))
        return ValueKind::File;
    return ValueKind::None;
}

/** Words of a choice placeholder: "table|csv|json"; "B|max" keeps only the words ("max"). */
QStringList choiceWords(const FlagSpec &flag)
{
    QStringList words;
    for (const QString &word : QString::fromLatin1(flag.value).split(u'|')) {
        if (word != word.toUpper()) // a placeholder such as B or N is upper case
            words << word;
    }
    return words;
}

} // namespace

QString bashCompletion()
{
    QString commands;
    QString flagCases;
    QString valueCases;
    QSet<QString> valueCaseSeen;
    for (const CommandSpec &command : commandTable()) {
        commands += (commands.isEmpty() ? QString() : QStringLiteral(" ")) + QLatin1StringView(command.name);
        QStringList names;
        for (const FlagSpec *flag : command.flags()) {
            names << QLatin1StringView(flag->name);
            QString action;
            switch (valueKind(*flag)) {
            case ValueKind::GpuIds:
                action = QStringLiteral("_flopsheet_cli_values \"$(_flopsheet_cli_ids gpus)\" 1");
                break;
            case ValueKind::WorkloadIds:
                action = QStringLiteral("_flopsheet_cli_values \"$(_flopsheet_cli_ids workloads)\" 1");
                break;
            case ValueKind::Choice:
                action = QStringLiteral("_flopsheet_cli_values \"%1\" 0").arg(choiceWords(*flag).join(u' '));
                break;
            case ValueKind::File:
                action = QStringLiteral("_flopsheet_cli_files");
                break;
            case ValueKind::None:
                if (!flag->isSwitch())
                    action = QStringLiteral("COMPREPLY=()"); // a number or a name: nothing to offer
                break;
            }
            if (action.isEmpty())
                continue;
            // One case per command and flag: --format means table|csv|json here and table|json there.
            const QString key = QLatin1StringView(command.name) + u' ' + QLatin1StringView(flag->name);
            if (valueCaseSeen.contains(key))
                continue;
            valueCaseSeen.insert(key);
            valueCases += QStringLiteral("        \"%1\") %2; return ;;\n").arg(key, action);
        }
        names << QStringLiteral("--help");
        // help's argument is a command name; its only flag is --help.
        const QString help = qstrcmp(command.name, "help") == 0
            ? QStringLiteral("; [[ $cur == -* ]] || { COMPREPLY=($(compgen -W \"%1\" -- \"$cur\")); return; }")
                  .arg(commandNames().join(u' '))
            : QString();
        flagCases += QStringLiteral("        %1) flags=\"%2\"%3 ;;\n")
                         .arg(QLatin1StringView(command.name), names.join(u' '), help);
    }

    QString out = QStringLiteral(
        "# bash completion for flopsheet-cli, written from its command table by flopsheet-cli-docs.\n"
        "\n"
        "# The ids of the GPU or workload catalog, asked of the flopsheet-cli being completed, with the\n"
        "# --catalog FILE given on the line so far.\n"
        "_flopsheet_cli_ids()\n"
        "{\n"
        "    local i catalog=()\n"
        "    for ((i = 1; i < COMP_CWORD; i++)); do\n"
        "        [[ ${COMP_WORDS[i]} == --catalog ]] && catalog=(--catalog \"${COMP_WORDS[i + 1]}\")\n"
        "    done\n"
        "    \"${COMP_WORDS[0]}\" \"$1\" \"${catalog[@]}\" --format csv 2>/dev/null | tail -n +2 | cut -d, -f1\n"
        "}\n"
        "\n"
        "# Offers words for the current word; with a second argument 1, after the last comma of a list.\n"
        "_flopsheet_cli_values()\n"
        "{\n"
        "    local cur=${COMP_WORDS[COMP_CWORD]} prefix=\"\"\n"
        "    if [[ $2 == 1 && $cur == *,* ]]; then\n"
        "        prefix=${cur%,*},\n"
        "        cur=${cur##*,}\n"
        "    fi\n"
        "    local word\n"
        "    COMPREPLY=()\n"
        "    for word in $(compgen -W \"$1\" -- \"$cur\"); do\n"
        "        COMPREPLY+=(\"$prefix$word\")\n"
        "    done\n"
        "}\n"
        "\n"
        "_flopsheet_cli_files()\n"
        "{\n"
        "    local IFS=$'\\n'\n"
        "    COMPREPLY=($(compgen -f -- \"${COMP_WORDS[COMP_CWORD]}\"))\n"
        "    compopt -o filenames 2>/dev/null\n"
        "}\n"
        "\n"
        "_flopsheet_cli()\n"
        "{\n"
        "    local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD - 1]}\n"
        "    if ((COMP_CWORD == 1)); then\n"
        "        COMPREPLY=($(compgen -W \"%1 --help --version\" -- \"$cur\"))\n"
        "        return\n"
        "    fi\n"
        "    local command=${COMP_WORDS[1]} flags=\"\"\n"
        "    case \"$command $prev\" in\n"
        "%2"
        "    esac\n"
        "    case \"$command\" in\n"
        "%3"
        "    esac\n"
        "    if [[ $cur == -* ]]; then\n"
        "        COMPREPLY=($(compgen -W \"$flags\" -- \"$cur\"))\n"
        "    else\n"
        "        _flopsheet_cli_files # a plan, a measurements CSV or a model to analyze\n"
        "    fi\n"
        "}\n"
        "complete -F _flopsheet_cli flopsheet-cli\n");
    return out.arg(commands, valueCases, flagCases);
}

} // namespace flopsheet::cli
