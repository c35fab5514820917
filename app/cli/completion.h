#pragma once

#include <QString>

namespace flopsheet::cli {

/**
 * A bash completion script for flopsheet-cli, written from the command table: the commands, each
 * command's flags, the words of a choice flag (--format table|csv|json), file names for file flags and
 * positional arguments, and GPU and workload ids asked of the installed flopsheet-cli itself (`gpus` and
 * `workloads --format csv`), so a user catalog given with --catalog completes too.
 */
QString bashCompletion();

} // namespace flopsheet::cli
