#include "app/cli/astyped.h"

#include "app/cli/arguments.h"
#include "app/cli/scenarioflags.h"
#include "core/estimate/estimator.h"

#include <QCoreApplication>

namespace flopsheet::cli {
namespace {

QString number(double v)
{
    return QString::number(v, 'g', 12);
}

} // namespace

QStringList typedFlags(const Measurement &m, const Catalog &catalog, QString *skipReason)
{
    const RowFacts f = rowFacts(m, catalog);
    if (!f.ok()) {
        *skipReason = f.skipReason;
        return {};
    }
    const Workload &w = *f.workload;
    QStringList flags { QStringLiteral("--gpu"), f.gpu->id, QStringLiteral("--gpus"), QString::number(f.gpuCount),
        QStringLiteral("--precision"), precisionName(f.precision), QStringLiteral("--mode"),
        f.mode == Mode::Train ? QStringLiteral("train") : QStringLiteral("infer"), QStringLiteral("--runtime"),
        runtimeName(f.runtime) };
    // The model as its card or config describes it: a transformer by its shape, anything else by its
    // parameters and multiply-accumulates per sample.
    const TransformerShape &s = w.shape;
    if (s.hasCompute()) {
        flags << QStringLiteral("--layers") << QString::number(s.layers) << QStringLiteral("--hidden")
              << QString::number(s.hidden);
        if (s.heads > 0)
            flags << QStringLiteral("--heads") << QString::number(s.heads);
        if (s.kvHeads > 0 && s.kvHeads != s.heads)
            flags << QStringLiteral("--kv-heads") << QString::number(s.kvHeads);
        if (s.ffn > 0)
            flags << QStringLiteral("--ffn") << QString::number(s.ffn);
        if (s.gatedMlp)
            flags << QStringLiteral("--gated-mlp");
        if (s.vocab > 0)
            flags << QStringLiteral("--vocab") << QString::number(s.vocab);
        if (isKnown(w.params))
            flags << QStringLiteral("--params") << number(w.params);
    } else {
        if (!isKnown(w.params) || !isKnown(w.forwardFlopsPerSample)) {
            *skipReason = QCoreApplication::translate("AsTyped", "the model's parameters and MACs are not published");
            return {};
        }
        flags << QStringLiteral("--params") << number(w.params) << QStringLiteral("--macs")
              << number(w.forwardFlopsPerSample / 2.0);
    }
    const int seqLen = f.seqLen > 0 ? f.seqLen : (s.hasCompute() ? (w.seqLen > 0 ? w.seqLen : s.maxSeqLen) : 0);
    if (seqLen > 0 && s.hasCompute())
        flags << QStringLiteral("--seq-len") << QString::number(seqLen);
    if (f.mode == Mode::Infer) {
        if (f.promptTokens > 0)
            flags << QStringLiteral("--prompt-tokens") << QString::number(f.promptTokens);
        if (f.outputTokens > 0)
            flags << QStringLiteral("--output-tokens") << QString::number(f.outputTokens);
    }
    if (f.batchMax && f.mode == Mode::Infer)
        flags << QStringLiteral("--batch") << QStringLiteral("max");
    else if (f.batchPerGpu > 0)
        flags << QStringLiteral("--batch") << QString::number(f.batchPerGpu);
    if (f.tensorParallel > 0)
        flags << QStringLiteral("--tensor-parallel") << QString::number(f.tensorParallel);
    if (f.pipelineParallel > 0 && f.mode == Mode::Train)
        flags << QStringLiteral("--pipeline-parallel") << QString::number(f.pipelineParallel);
    if (f.contextParallel > 0 && f.mode == Mode::Train)
        flags << QStringLiteral("--cp") << QString::number(f.contextParallel);
    if (f.interleave > 0 && f.mode == Mode::Train)
        flags << QStringLiteral("--interleave") << QString::number(f.interleave);
    if (isKnown(f.globalBatch) && f.mode == Mode::Train)
        flags << QStringLiteral("--global-batch") << number(f.globalBatch);
    if (f.mode == Mode::Train) {
        if (f.recompute == Recompute::Full)
            flags << QStringLiteral("--recompute") << QStringLiteral("full");
        if (f.zeroStage > 0)
            flags << QStringLiteral("--zero") << QString::number(f.zeroStage);
        if (isKnown(f.tokens))
            flags << QStringLiteral("--tokens") << number(f.tokens);
        else if (isKnown(f.samples))
            flags << QStringLiteral("--samples") << number(f.samples) << QStringLiteral("--epochs") << number(f.epochs);
        else if (s.hasCompute())
            flags << QStringLiteral("--tokens")
                  << number(1e7 * std::max(1, seqLen)); // throughput does not depend on it
        else
            flags << QStringLiteral("--samples") << QStringLiteral("1e7");
    }
    return flags;
}

Prediction predictAsTyped(const Measurement &m, const Catalog &catalog)
{
    QString why;
    const QStringList flags = typedFlags(m, catalog, &why);
    if (flags.isEmpty())
        return skipped(m, why);
    try {
        const Arguments args(flags, u"estimate");
        const Workload workload = workloadFrom(args, catalog);
        const Gpu &gpu = gpuFrom(args, catalog);
        const Scenario sc = scenarioFrom(args, workload);
        const Estimate e = estimate(workload, gpu, sc);
        if (!e.ok())
            return skipped(m, errorMessage(e.error, gpu.name, sc.precision));
        Prediction p = compareWithEstimate(m, e, sc, m.model + u'|' + gpu.id);
        p.typedFlags = flags;
        return p;
    } catch (const UsageError &error) {
        return skipped(m,
            QCoreApplication::translate("AsTyped", "the flags are refused: %1 (%2)")
                .arg(error.message, flags.join(u' ')));
    }
}

} // namespace flopsheet::cli
