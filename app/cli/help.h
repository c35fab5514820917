#pragma once

#include "app/cli/flagtable.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace flopsheet::cli {

/** What `flopsheet-cli help` prints: the version, the usage and every command with its purpose. */
QString commandListText();

/**
 * What `help COMMAND` and `COMMAND --help` print, all from the command's table entry: its purpose and
 * usage, every flag with its placeholder, unit, default and description, its notes and examples.
 */
QString commandHelpText(const CommandSpec &command);

/** A flag's second help line: "unit: GPUs; default: 1", or "default: table" for a flag without a unit. */
QString flagFactsText(const FlagSpec &flag);

/**
 * The grammar of --batch-schedule and the published schedules to start from (batchschedule.h), as the
 * help of every command with that flag ends, and the man page's BATCH SCHEDULES section.
 */
QString scheduleHelpText();

/** "flopsheet-cli X.Y.Z (git COMMIT)", the project's one version (core/version.h). */
QString versionText();

/**
 * Whether the arguments after a command ask for its help: --help or -h where a flag may stand (not as
 * the value of a flag, as in `--author -h`).
 */
bool asksForHelp(const QStringList &args, const CommandSpec &command);

/**
 * Answers what needs no command to run: no arguments (the command list on standard error, exit 2),
 * help [COMMAND], --help, -h, version, --version, COMMAND --help, and an unknown command (one line
 * naming the closest, exit 2). Returns the exit code when it answered, nullopt when the command should
 * run. Makes no application object, so main() calls it before `report` makes its own.
 */
std::optional<int> answerWithoutRunning(const QStringList &args);

} // namespace flopsheet::cli
