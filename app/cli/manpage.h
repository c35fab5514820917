#pragma once

#include <QString>

namespace flopsheet::cli {

/**
 * The man page of flopsheet-cli (roff, man(7) macros), written from the same command table and texts
 * that `help` and `COMMAND --help` print: every command with its usage, every flag with its placeholder,
 * unit and default, the notes, the examples and the batch-schedule grammar. date is the release date
 * (YYYY-MM-DD) on the title line.
 */
QString manPage(const QString &date);

} // namespace flopsheet::cli
