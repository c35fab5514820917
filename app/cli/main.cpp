#include "app/cli/analyze.h"
#include "app/cli/arguments.h"
#include "app/cli/commands.h"
#include "app/cli/report.h"
#include "app/cli/textoutput.h"

#include <QCoreApplication>

using namespace flopsheet::cli;

int main(int argc, char *argv[])
{
    if (argc > 1 && qstrcmp(argv[1], "report") == 0)
        return runReport(argc, argv); // makes its own QApplication: the report's charts are widgets
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("flopsheet-cli"));
    QStringList args = QCoreApplication::arguments().mid(1);
    if (args.isEmpty()) {
        printErr(usage());
        return 2;
    }
    if (args.first() == u"help" || args.first() == u"--help" || args.first() == u"-h") {
        printOut(usage());
        return 0;
    }
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
        if (command == u"demo")
            return runDemo(args);
        printErr(QStringLiteral("flopsheet-cli: unknown command \"%1\"\n\n").arg(command) + usage());
        return 2;
    } catch (const UsageError &error) {
        printErr(QStringLiteral("flopsheet-cli: ") + error.message + u'\n');
        return 2;
    }
}
