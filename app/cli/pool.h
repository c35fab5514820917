#pragma once

#include <QStringList>

namespace flopsheet::cli {

/** `flopsheet-cli pool PLAN.flopsheet [--policy NAME | --compare] [--format table|csv|json]`. */
int runPool(const QStringList &args);

} // namespace flopsheet::cli
