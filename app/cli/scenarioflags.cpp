#include "app/cli/scenarioflags.h"

#include "core/estimate/defaults.h"
#include "core/estimate/units.h"

#include <QCoreApplication>

namespace flopsheet::cli {
namespace {

constexpr QuantityKind kCount = QuantityKind::Count;
constexpr QuantityKind kFlops = QuantityKind::Flops;

} // namespace

Catalog catalogFrom(const Arguments &args)
{
    Catalog catalog = Catalog::builtIn();
    if (args.has(QStringLiteral("--catalog"))) {
        QString error;
        if (!catalog.mergeFile(args.value(QStringLiteral("--catalog")), &error))
            throw UsageError { QCoreApplication::translate("ScenarioFlags", "--catalog: %1").arg(error) };
    }
    return catalog;
}

Workload workloadFrom(const Arguments &args, const Catalog &catalog, bool required, QStringList *assumptions)
{
    auto assume = [assumptions](const QString &what) {
        if (assumptions)
            *assumptions << what;
    };
    Workload w;
    if (args.has(QStringLiteral("--workload"))) {
        const QString id = args.value(QStringLiteral("--workload")).trimmed();
        const Workload *preset = catalog.workload(id);
        if (!preset) {
            throw UsageError { QCoreApplication::translate(
                "ScenarioFlags", "--workload: unknown workload \"%1\"; closest: %2")
                                   .arg(id, catalog.closestWorkloadIds(id).join(QStringLiteral(", "))) };
        }
        w = *preset;
    } else {
        w.id = QStringLiteral("custom");
        w.name = QCoreApplication::translate("ScenarioFlags", "Custom workload");
    }
    if (auto family = args.choice(QStringLiteral("--family"), kFamilyChoices))
        w.family = static_cast<WorkloadFamily>(*family);
    if (auto params = args.quantity(QStringLiteral("--params"), kCount, limits::params)) {
        w.params = *params;
        w.paramsExact = true; // an explicit count wins over one derived from the shape
    }
    const bool hasMacs = args.has(QStringLiteral("--macs"));
    const bool hasFlops = args.has(QStringLiteral("--forward-flops"));
    if (hasMacs && hasFlops)
        throw UsageError { QCoreApplication::translate(
            "ScenarioFlags", "--macs and --forward-flops describe the same thing; give one") };
    if (auto macs = args.quantity(QStringLiteral("--macs"), kFlops, limits::forwardFlops)) {
        // A plain number is MACs; "GMACs" parses as FLOPs (x2), so undo the unit's doubling.
        const bool hadUnit = args.value(QStringLiteral("--macs")).contains(u"mac", Qt::CaseInsensitive);
        w.forwardFlopsPerSample = hadUnit ? *macs : 2.0 * *macs;
    }
    if (auto flops = args.quantity(QStringLiteral("--forward-flops"), kFlops, limits::forwardFlops))
        w.forwardFlopsPerSample = *flops;

    TransformerShape &s = w.shape;
    const bool shapeGiven = args.has(QStringLiteral("--layers")) || args.has(QStringLiteral("--hidden"));
    if (auto v = args.integer(QStringLiteral("--layers"), limits::layers))
        s.layers = int(*v);
    if (auto v = args.integer(QStringLiteral("--hidden"), limits::hidden))
        s.hidden = int(*v);
    if (auto v = args.integer(QStringLiteral("--heads"), limits::heads))
        s.heads = int(*v);
    if (auto v = args.integer(QStringLiteral("--kv-heads"), limits::heads))
        s.kvHeads = int(*v);
    if (auto v = args.integer(QStringLiteral("--ffn"), limits::width))
        s.ffn = int(*v);
    if (args.has(QStringLiteral("--gated-mlp")))
        s.gatedMlp = true;
    if (auto v = args.integer(QStringLiteral("--vocab"), limits::width))
        s.vocab = int(*v);
    if (auto v = args.integer(QStringLiteral("--seq-len"), limits::seqLen))
        w.seqLen = int(*v);
    if (auto v = args.fraction(QStringLiteral("--pruned"), limits::prunedFraction))
        w.prunedFraction = *v;
    if (args.has(QStringLiteral("--sparse24")))
        w.sparse24 = true;
    if (const QString problem = kvHeadsProblem(s.heads, s.kvHeads); !problem.isEmpty())
        throw UsageError {
            QCoreApplication::translate("ScenarioFlags", "--kv-heads (%1) %2").arg(QString::number(s.kvHeads), problem)
        };
    if (!widthSplitsIntoHeads(s.hidden, s.heads, s.headDim))
        throw UsageError { QCoreApplication::translate(
            "ScenarioFlags", "--hidden (%1) must be a multiple of --heads (%2)")
                               .arg(s.hidden)
                               .arg(s.heads) };
    if (shapeGiven) {
        if (!(s.layers > 0 && s.hidden > 0))
            throw UsageError { QCoreApplication::translate(
                "ScenarioFlags", "a transformer shape needs both --layers and --hidden") };
        if (s.ffn == 0)
            s.ffn = 4 * s.hidden; // the GPT default (Vaswani et al. 2017)
        if (!args.has(QStringLiteral("--params")) && !s.isComplete())
            throw UsageError { QCoreApplication::translate(
                "ScenarioFlags", "--params is required unless --layers, --hidden, --heads and --vocab are all given") };
    }
    const bool serving
        = args.choice(QStringLiteral("--mode"), kModeChoices).value_or(int(Mode::Train)) == int(Mode::Infer);
    // A model given only by its numbers: the family its input implies (defaults.h).
    if (w.id == u"custom" && !args.has(QStringLiteral("--family"))) {
        TokenInput tokens;
        tokens.shape = shapeGiven;
        tokens.sequence = args.has(QStringLiteral("--seq-len"));
        tokens.trainingTokens = args.has(QStringLiteral("--tokens"));
        tokens.generation = args.has(QStringLiteral("--prompt-tokens")) || args.has(QStringLiteral("--output-tokens"));
        tokens.serving = serving;
        if (const std::optional<FamilyGuess> guess = inferFamily(w.params, w.forwardFlopsPerSample, tokens)) {
            w.family = guess->family;
            assume(QCoreApplication::translate("ScenarioFlags", "assumed %1; --family changes it").arg(guess->reason));
        }
    }
    if (args.has(QStringLiteral("--params")) && w.id == u"custom" && !shapeGiven && !hasMacs && !hasFlops
        && w.family != WorkloadFamily::Decoder && w.family != WorkloadFamily::Encoder
        && w.family != WorkloadFamily::Cnn)
        // What says "language model" depends on the mode: training tokens, or the prompt and output served.
        throw UsageError { QCoreApplication::translate("ScenarioFlags",
            "--params needs --macs or --forward-flops per sample, a transformer shape (--layers --hidden ...), "
            "or %1 or --seq-len for a language model")
                               .arg(serving ? QStringLiteral("--prompt-tokens, --output-tokens")
                                            : QStringLiteral("--tokens")) };
    if (required && w.id == u"custom" && !isKnown(w.params) && !s.isComplete())
        throw UsageError { QCoreApplication::translate(
            "ScenarioFlags", "give --workload ID, or --params with --macs/--forward-flops, or a transformer shape") };
    return w;
}

const Gpu &gpuFrom(const Arguments &args, const Catalog &catalog)
{
    if (!args.has(QStringLiteral("--gpu")))
        throw UsageError { QCoreApplication::translate(
            "ScenarioFlags", "--gpu is required (see `flopsheet-cli gpus`)") };
    const QString id = args.value(QStringLiteral("--gpu")).trimmed();
    const Gpu *gpu = catalog.gpu(id);
    if (!gpu) {
        throw UsageError { QCoreApplication::translate("ScenarioFlags", "--gpu: unknown GPU \"%1\"; closest: %2")
                               .arg(id, catalog.closestGpuIds(id).join(QStringLiteral(", "))) };
    }
    return *gpu;
}

Scenario scenarioFrom(const Arguments &args, const Workload &w)
{
    Scenario sc;
    sc.mode = static_cast<Mode>(args.choice(QStringLiteral("--mode"), kModeChoices).value_or(int(Mode::Train)));
    if (args.has(QStringLiteral("--precision"))) {
        const auto p = parsePrecision(args.value(QStringLiteral("--precision")));
        if (!p)
            throw UsageError { QCoreApplication::translate(
                "ScenarioFlags", "--precision must be one of %1 (got \"%2\")")
                                   .arg(precisionNames(u"|"), args.value(QStringLiteral("--precision"))) };
        sc.precision = *p;
    }
    if (auto n = args.integer(QStringLiteral("--gpus"), limits::gpuCount))
        sc.gpuCount = int(*n);
    if (auto n = args.integer(QStringLiteral("--gpus-per-node"), limits::gpusPerNode))
        sc.gpusPerNode = int(*n);

    const bool train = sc.mode == Mode::Train;
    const QStringList trainOnly { QStringLiteral("--tokens"), QStringLiteral("--samples"), QStringLiteral("--epochs"),
        QStringLiteral("--iterations"), QStringLiteral("--optimizer"), QStringLiteral("--zero"),
        QStringLiteral("--recompute"), QStringLiteral("--flops-per-param") };
    const QStringList inferOnly { QStringLiteral("--prompt-tokens"), QStringLiteral("--output-tokens") };
    for (const QString &flag : train ? inferOnly : trainOnly) {
        if (args.has(flag))
            throw UsageError { QCoreApplication::translate("ScenarioFlags", "%1 does not apply with --mode %2")
                                   .arg(flag, train ? QStringLiteral("train") : QStringLiteral("infer")) };
    }

    const int amounts = int(args.has(QStringLiteral("--tokens"))) + int(args.has(QStringLiteral("--samples")))
        + int(args.has(QStringLiteral("--iterations")));
    if (amounts > 1)
        throw UsageError { QCoreApplication::translate(
            "ScenarioFlags", "--tokens, --samples and --iterations each say how much to train; give one") };
    const bool tokenModel = isTokenModelFamily(w.family);
    if (args.has(QStringLiteral("--tokens")) && !tokenModel)
        throw UsageError { QCoreApplication::translate(
            "ScenarioFlags", "--tokens applies to language models (--family decoder or encoder); use --samples") };
    if (auto v = args.quantity(QStringLiteral("--tokens"), kCount, limits::trainingTokens)) {
        sc.amount = AmountKind::Tokens;
        sc.tokens = *v;
    }
    if (auto v = args.quantity(QStringLiteral("--samples"), kCount, limits::datasetSamples)) {
        sc.amount = AmountKind::Samples;
        sc.samples = *v;
    }
    if (auto v = args.quantity(QStringLiteral("--epochs"), kCount, limits::epochs)) {
        if (args.has(QStringLiteral("--tokens")) || args.has(QStringLiteral("--iterations")))
            throw UsageError { QCoreApplication::translate(
                "ScenarioFlags", "--epochs goes with --samples, not with --tokens or --iterations") };
        // Epochs count passes over a dataset: a workload known by its tokens has none to repeat.
        if (!args.has(QStringLiteral("--samples")) && !isKnown(w.datasetSamples))
            throw UsageError { QCoreApplication::translate("ScenarioFlags",
                "--epochs needs --samples (the workload has no dataset size); a language model's amount is --tokens") };
        sc.amount = AmountKind::Samples;
        sc.epochs = *v;
    }
    if (auto v = args.quantity(QStringLiteral("--iterations"), kCount, limits::iterations)) {
        sc.amount = AmountKind::Iterations;
        sc.iterations = *v;
    }
    if (train && !args.has(QStringLiteral("--tokens")) && !args.has(QStringLiteral("--samples"))
        && !args.has(QStringLiteral("--iterations")) && !args.has(QStringLiteral("--epochs"))
        && !isKnown(w.trainingTokens) && isKnown(w.datasetSamples))
        sc.amount = AmountKind::Samples;

    if (args.has(QStringLiteral("--batch"))) {
        if (args.value(QStringLiteral("--batch")).trimmed().compare(u"max", Qt::CaseInsensitive) == 0) {
            if (train)
                throw UsageError { QCoreApplication::translate(
                    "ScenarioFlags", "--batch max applies to --mode infer; for training give a number") };
            sc.batchMax = true;
        } else {
            sc.batchPerGpu = int(*args.integer(QStringLiteral("--batch"), limits::batchPerGpu));
        }
    }
    if (auto o = args.has(QStringLiteral("--optimizer")) ? parseOptimizer(args.value(QStringLiteral("--optimizer")))
                                                         : std::optional<Optimizer>(Optimizer::Adam))
        sc.optimizer = *o;
    else
        throw UsageError { QCoreApplication::translate(
            "ScenarioFlags", "--optimizer must be one of adam|adam-8bit|sgd-momentum|sgd|lion (got \"%1\")")
                               .arg(args.value(QStringLiteral("--optimizer"))) };
    if (args.has(QStringLiteral("--zero")) && args.value(QStringLiteral("--zero")) == u"auto")
        sc.zeroStage = kZeroAuto;
    else if (auto z = args.integer(QStringLiteral("--zero"), limits::zeroStage))
        sc.zeroStage = int(*z);
    if (args.has(QStringLiteral("--recompute"))) {
        const auto r = parseRecompute(args.value(QStringLiteral("--recompute")));
        if (!r)
            throw UsageError { QCoreApplication::translate(
                "ScenarioFlags", "--recompute must be one of auto|none|selective|full (got \"%1\")")
                                   .arg(args.value(QStringLiteral("--recompute"))) };
        sc.recompute = *r;
    }
    // One flag per layout part; the long names stay for scripts that use them.
    for (const auto &[shortName, longName] : { std::pair { "--tp", "--tensor-parallel" },
             { "--pp", "--pipeline-parallel" }, { "--micro-batch", "--batch" } }) {
        if (args.has(QLatin1String(shortName)) && args.has(QLatin1String(longName)))
            throw UsageError { QCoreApplication::translate("ScenarioFlags", "give %1 or %2, not both")
                                   .arg(QLatin1String(shortName), QLatin1String(longName)) };
    }
    if (auto b = args.integer(QStringLiteral("--micro-batch"), limits::batchPerGpu)) {
        if (!train)
            throw UsageError { QCoreApplication::translate("ScenarioFlags", "--micro-batch applies to --mode train") };
        sc.batchPerGpu = int(*b);
    }
    if (auto v = args.integer(QStringLiteral("--interleave"), limits::interleave)) {
        if (!train)
            throw UsageError { QCoreApplication::translate("ScenarioFlags", "--interleave applies to --mode train") };
        sc.interleave = int(*v);
    }
    if (auto v = args.integer(QStringLiteral("--prompt-tokens"), limits::requestTokens))
        sc.promptTokens = int(*v);
    if (auto v = args.integer(QStringLiteral("--output-tokens"), limits::requestTokens))
        sc.outputTokens = int(*v);
    if (!train && (sc.promptTokens > 0 || sc.outputTokens > 0) && w.family != WorkloadFamily::Decoder)
        throw UsageError { QCoreApplication::translate(
            "ScenarioFlags", "--prompt-tokens and --output-tokens apply to decoder LLMs only") };
    if (auto v = args.fraction(QStringLiteral("--mfu"), limits::mfu))
        sc.mfu = *v;
    if (auto v = args.quantity(QStringLiteral("--price"), kCount, limits::priceUsdPerHour))
        sc.priceUsd = *v;
    if (auto v = args.quantity(QStringLiteral("--pue"), kCount, limits::pue))
        sc.pue = *v;
    if (auto v = args.quantity(QStringLiteral("--network-gbps"), kCount, limits::networkGBps))
        sc.networkGBps = *v;
    if (auto v = args.quantity(QStringLiteral("--flops-per-param"), kCount, limits::flopsPerParam)) {
        if (!args.has(QStringLiteral("--iterations")))
            throw UsageError { QCoreApplication::translate(
                "ScenarioFlags", "--flops-per-param (the textbook formula) needs --iterations") };
        sc.flopsPerParam = *v;
    }
    if (auto v = args.integer(QStringLiteral("--seq-len"), limits::seqLen))
        sc.seqLen = int(*v);
    if (auto t = args.integer(QStringLiteral("--tensor-parallel"), limits::parallelDegree))
        sc.tensorParallel = int(*t);
    if (auto t = args.integer(QStringLiteral("--tp"), limits::parallelDegree))
        sc.tensorParallel = int(*t);
    for (const char *flag : { "--pipeline-parallel", "--pp" }) {
        if (auto p = args.integer(QLatin1String(flag), limits::parallelDegree))
            sc.pipelineParallel = int(*p);
    }
    if (args.has(QStringLiteral("--attention"))) {
        const auto a = parseAttention(args.value(QStringLiteral("--attention")));
        if (!a)
            throw UsageError { QCoreApplication::translate(
                "ScenarioFlags", "--attention must be one of flash|stored (got \"%1\")")
                                   .arg(args.value(QStringLiteral("--attention"))) };
        if (!train)
            throw UsageError { QCoreApplication::translate("ScenarioFlags", "--attention applies to --mode train") };
        sc.attention = *a;
    }
    if (auto c = args.integer(QStringLiteral("--cp"), limits::parallelDegree)) {
        if (!train)
            throw UsageError { QCoreApplication::translate("ScenarioFlags", "--cp applies to --mode train") };
        sc.contextParallel = int(*c);
    }
    if (auto r = args.choice(QStringLiteral("--runtime"), kRuntimeChoices))
        sc.runtime = static_cast<Runtime>(*r);
    if (auto g = args.quantity(QStringLiteral("--global-batch"), kCount, limits::globalBatch)) {
        if (!train)
            throw UsageError { QCoreApplication::translate("ScenarioFlags", "--global-batch applies to --mode train") };
        sc.globalBatch = *g;
    }
    if (auto c = args.quantity(QStringLiteral("--critical-batch"), kCount, limits::criticalBatch)) {
        if (!train)
            throw UsageError { QCoreApplication::translate(
                "ScenarioFlags", "--critical-batch applies to --mode train") };
        sc.criticalBatch = *c;
    }
    if (args.has(QStringLiteral("--batch-schedule"))) {
        if (!train)
            throw UsageError { QCoreApplication::translate(
                "ScenarioFlags", "--batch-schedule applies to --mode train") };
        QString problem;
        const std::optional<BatchSchedule> schedule
            = parseBatchSchedule(args.value(QStringLiteral("--batch-schedule")), &problem);
        if (!schedule)
            throw UsageError { QStringLiteral("--batch-schedule: ") + problem };
        if (!schedule->isConstant() && sc.amount == AmountKind::Iterations)
            throw UsageError { QCoreApplication::translate(
                "ScenarioFlags", "--batch-schedule decides the steps: give --tokens or --samples, not --iterations") };
        sc.schedule = *schedule;
    }
    if (auto p = args.choice(QStringLiteral("--planning"), kPlanningChoices)) {
        if (!train)
            throw UsageError { QCoreApplication::translate("ScenarioFlags", "--planning applies to --mode train") };
        sc.planning = static_cast<Planning>(*p);
    }
    if (auto g = args.choice(QStringLiteral("--stage-gpus"), kStageGpusChoices)) {
        if (!train)
            throw UsageError { QCoreApplication::translate("ScenarioFlags", "--stage-gpus applies to --mode train") };
        sc.stageGpus = static_cast<StageGpus>(*g);
    }
    if (auto v = args.quantity(QStringLiteral("--measured-throughput"), kCount, limits::samplesPerS)) {
        if (!train)
            throw UsageError { QCoreApplication::translate(
                "ScenarioFlags", "--measured-throughput (samples/s) applies to --mode train") };
        if (w.id == u"custom")
            throw UsageError { QCoreApplication::translate("ScenarioFlags",
                "--measured-throughput needs --workload ID: a measurement belongs to a known workload") };
        sc.measuredSamplesPerS = *v;
    }
    return sc;
}

} // namespace flopsheet::cli
