#include "app/cli/analyze.h"
#include "app/cli/arguments.h"
#include "app/cli/commands.h"
#include "app/cli/help.h"
#include "app/cli/pool.h"
#include "app/cli/report.h"
#include "app/cli/textoutput.h"
#include "ui/languages.h"

#include <QCoreApplication>

using namespace flopsheet::cli;

int main(int argc, char *argv[])
{
    // Help, the version and unknown commands are answered before any application object exists:
    // `report` makes its own, and `report --help` needs no display.
    QStringList args;
    for (int i = 1; i < argc; ++i)
        args << QString::fromLocal8Bit(argv[i]);
    if (const std::optional<int> code = answerWithoutRunning(args))
        return *code;
    if (args.first() == u"report")
        return runReport(argc, argv); // makes its own QApplication: the report's charts are widgets
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("flopsheet-cli"));
    flopsheet::languages::installPluralForms(); // "22 layouts costed", not "layout(s)"
    args = QCoreApplication::arguments().mid(1);
    const QString command = args.takeFirst();
    try {
        if (command == u"gpus")
            return runGpus(args);
        if (command == u"workloads")
            return runWorkloads(args);
        if (command == u"estimate")
            return runEstimate(args);
        if (command == u"sweep")
            return runSweep(args);
        if (command == u"plan")
            return runPlan(args);
        if (command == u"validate")
            return runValidate(args);
        if (command == u"analyze")
            return runAnalyze(args);
        if (command == u"pool")
            return runPool(args);
        if (command == u"demo")
            return runDemo(args);
        // A command in the table (flagtable.cpp) that nothing above runs.
        printErr(QCoreApplication::translate("Main", "flopsheet-cli: %1 is listed but not built\n").arg(command));
        return 2;
    } catch (const UsageError &error) {
        printErr(QStringLiteral("flopsheet-cli: ") + error.message + u'\n');
        return 2;
    }
}
