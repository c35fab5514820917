// flopsheet-cli's flags: one argument per line, the first byte choosing the command. Every command's
// parser runs; for `estimate` the flags then become a workload, a GPU and a scenario and are estimated,
// as runEstimate does (--catalog, which reads a file, is left to the catalog target).
#include "app/cli/arguments.h"
#include "app/cli/flagtable.h"
#include "app/cli/scenarioflags.h"
#include "core/catalog/catalog.h"
#include "core/estimate/estimator.h"
#include "core/io/estimatejson.h"
#include "core/report/assumptions.h"
#include "tests/fuzz/fuzzbytes.h"
#include "tests/fuzz/fuzztargets.h"

namespace flopsheet::fuzz {

int cliFlags(const std::uint8_t *data, std::size_t size)
{
    if (size < 1)
        return 0;
    const std::vector<cli::CommandSpec> &commands = cli::commandTable();
    const cli::CommandSpec &command = commands[data[0] % commands.size()];
    QStringList args = QString::fromUtf8(bytesOf(data + 1, size - 1)).split(u'\n');
    if (args.size() == 1 && args.front().isEmpty())
        args.clear();
    try {
        const cli::Arguments parsed(args, command);
        if (QLatin1String(command.name) != u"estimate" || parsed.has(QStringLiteral("--catalog")))
            return 0;
        const Catalog &catalog = Catalog::builtIn();
        QStringList inferred;
        const Workload workload = cli::workloadFrom(parsed, catalog, true, &inferred);
        const Gpu &gpu = cli::gpuFrom(parsed, catalog);
        const Scenario sc = cli::scenarioFrom(parsed, workload);
        if (!batchScheduleProblem(workload, sc).isEmpty())
            return 0;
        QList<StageFigures> stages;
        const Estimate e = estimate(workload, gpu, sc, &stages);
        if (!e.ok())
            return 0;
        (void)estimateToJson(e, stages);
        (void)assumptionsToJson(estimateAssumptions(workload, gpu, sc, e, inferred.join(u"; ")), e);
        if (sc.mode == Mode::Train)
            (void)layoutAlternatives(workload, gpu, sc);
    } catch (const cli::UsageError &error) {
        require(!error.message.isEmpty(), "a usage error says what is wrong");
    }
    return 0;
}

} // namespace flopsheet::fuzz
