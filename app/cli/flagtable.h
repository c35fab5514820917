#pragma once

#include <QString>
#include <QStringList>
#include <QStringView>

#include <vector>

namespace flopsheet::cli {

/**
 * One flag of one command: what its help prints and what its Arguments accept. The texts are
 * QT_TRANSLATE_NOOP("FlagTable", ...) literals, or words such as "8" and "bf16" that are not translated;
 * whoever prints them passes them through QCoreApplication::translate("FlagTable", ...).
 */
struct FlagSpec {
    const char *name; ///< "--gpus"
    const char *value; ///< the value's placeholder: "N", "ID", "FILE", "table|csv|json"; nullptr for a switch
    const char *unit; ///< "tokens", "USD/GPU-hour"; nullptr where none applies
    const char *defaultText; ///< what holds without the flag: "1", "bf16", "the workload's"
    const char *description; ///< one line

    bool isSwitch() const { return value == nullptr; }
};

/** Flags under one heading of a command's help ("Workload", "Training"). */
struct FlagSection {
    const char *title;
    std::vector<FlagSpec> flags;
};

/** A command of flopsheet-cli, as `help COMMAND` prints it; its flags are the only ones it accepts. */
struct CommandSpec {
    const char *name; ///< "estimate"
    const char
        *usage; ///< (translatable) the synopsis after "flopsheet-cli ": "estimate --workload ID --gpu ID [flags]"
    const char *purpose; ///< one line, for the command list and the top of the command's help
    std::vector<FlagSection> sections;
    std::vector<const char *> examples; ///< whole command lines, each runs as written
    const char *notes = nullptr; ///< a paragraph after the flags, or nullptr

    /** The flags of every section, in the order the help lists them. */
    std::vector<const FlagSpec *> flags() const;
    /** The flag by its name ("--gpus"), or nullptr when the command has none of that name. */
    const FlagSpec *flag(QStringView name) const;
    /** The names of the flags that take a value, or of the switches. */
    QStringList flagNames(bool switches) const;
};

/**
 * Every command of flopsheet-cli, in the order `help` lists them: the one list the parser, the help and
 * (issue 16) the man page and shell completion read.
 */
const std::vector<CommandSpec> &commandTable();

/** The command called name; nullptr when there is none. */
const CommandSpec *findCommand(QStringView name);

/**
 * The candidate nearest a mistyped word: one the word begins ("--deadline" for "--deadline-hours"),
 * else one the word extends by a unit its value can carry ("--deadline-days" means "--deadline 30d"),
 * else the fewest edits (editDistance, core/catalog/catalog.h), then the length nearest the typed one
 * ("--gpu-count" is nearer "--gpus" than "--gpu"), then the first listed. Empty without candidates.
 */
QString closestName(QStringView typed, const QStringList &candidates);

/** The names of every command, in the table's order. */
QStringList commandNames();

} // namespace flopsheet::cli
