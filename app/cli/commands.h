#pragma once

#include "app/cli/textoutput.h"

#include <QStringList>

namespace flopsheet::cli {

class Arguments;

/** The --format flag of a command: table (the default), csv or json. */
Format formatFrom(const Arguments &args);

/** Each sub-command takes the arguments after its name and returns the process exit code. */
int runGpus(const QStringList &args);
int runWorkloads(const QStringList &args);
int runEstimate(const QStringList &args);
int runSweep(const QStringList &args);
int runPlan(const QStringList &args);
int runValidate(const QStringList &args);
/** A sample plan for a first look: the catalog and one estimate (what ./run.sh shows). */
int runDemo(const QStringList &args);

} // namespace flopsheet::cli
