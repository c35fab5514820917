#include "core/report/assumptions.h"

#include "core/estimate/batchschedule.h"
#include "core/estimate/defaults.h"
#include "core/estimate/efficiency.h"
#include "core/estimate/inference.h"
#include "core/estimate/modelfigures.h"
#include "core/estimate/scaling.h"
#include "core/models/displayformat.h"
#include "core/report/layouttext.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace flopsheet {
namespace {

QString familyLabel(WorkloadFamily f)
{
    for (const Choice &c : kFamilyChoices) {
        if (c.value == int(f))
            return QCoreApplication::translate("Fields", c.label);
    }
    return familyName(f);
}

QString runtimeLabel(Runtime r)
{
    for (const Choice &c : kRuntimeChoices) {
        if (c.value == int(r))
            return QCoreApplication::translate("Fields", c.label);
    }
    return runtimeName(r);
}

QString modeWords(Mode m)
{
    return m == Mode::Train ? QCoreApplication::translate("Assumptions", "training")
                            : QCoreApplication::translate("Assumptions", "serving");
}

// The batch per step, the critical batch and the planning mode (criticalbatch.h): what decides whether
// more GPUs buy time or only a larger batch.
void appendBatchAssumptions(
    const Workload &w, const Scenario &sc, const Estimate &e, const QString &asGiven, QList<Assumption> &out)
{
    if (!isKnown(e.globalBatch))
        return;
    const bool scheduled = !sc.schedule.isConstant();
    const bool batchGiven = isKnown(sc.globalBatch) || scheduled;
    QString defaultSource = w.family == WorkloadFamily::Decoder
        ? QCoreApplication::translate("Assumptions", "about 4M tokens (Llama 2, GPT-3), at most the critical batch")
        : QCoreApplication::translate("Assumptions", "about 4M tokens (Llama 2, GPT-3)");
    if (e.batchRoundedUp)
        defaultSource = QCoreApplication::translate(
            "Assumptions", "%1, then rounded up to whole micro-batches on every data-parallel rank")
                            .arg(defaultSource);
    out.append({ "global_batch",
        QCoreApplication::translate("Assumptions", "%1 per optimizer step").arg(batchText(e, e.globalBatch)),
        scheduled ? QCoreApplication::translate("Assumptions", "the last stage of the schedule %1")
                        .arg(batchScheduleText(sc.schedule))
            : isKnown(sc.globalBatch) ? asGiven
            : e.batchFromGpuCount
            ? QCoreApplication::translate("Assumptions", "one micro-batch on every GPU: it grows with the GPU count")
            : defaultSource,
        batchGiven });
    QString criticalSource;
    if (e.criticalBatchTyped)
        criticalSource = asGiven;
    else if (w.family == WorkloadFamily::Cnn || w.family == WorkloadFamily::Vit)
        criticalSource = QCoreApplication::translate(
            "Assumptions", "ImageNet classifiers keep their accuracy to 8k images per step (Goyal et al. 2017)");
    else if (w.family == WorkloadFamily::Encoder)
        criticalSource = QCoreApplication::translate(
            "Assumptions", "BERT-class encoders train at 8k sequences (RoBERTa, Liu et al. 2019)");
    else if (w.family == WorkloadFamily::Decoder)
        criticalSource = QCoreApplication::translate(
            "Assumptions", "DeepSeek LLM's compute-optimal batch 0.2920 × C^0.3271 at C = %1 FLOPs")
                             .arg(formatNumber(e.totalFlops / (e.dataMultiple > 0 ? e.dataMultiple : 1.0), 3));
    out.append({ "critical_batch",
        isKnown(e.criticalBatch) ? batchText(e, e.criticalBatch)
                                 : QCoreApplication::translate("Assumptions", "none known"),
        isKnown(e.criticalBatch)
            ? criticalSource
            : QCoreApplication::translate("Assumptions", "no published figure for this kind: no batch effect assumed"),
        e.criticalBatchTyped });
    out.append({ "planning", choiceLabel(kPlanningChoices, int(sc.planning)),
        sc.planning == Planning::FixedTarget ? QCoreApplication::translate(
            "Assumptions", "reach the loss the typed run reaches; the data follows the batch")
                                             : QCoreApplication::translate("Assumptions", "train on the data as typed"),
        sc.planning != Planning::FixedData, planningName(sc.planning) });
    if (scheduled)
        out.append({ "stage_gpus", choiceLabel(kStageGpusChoices, int(sc.stageGpus)),
            sc.stageGpus == StageGpus::Elastic
                ? QCoreApplication::translate("Assumptions", "the job holds only the GPUs each stage keeps busy")
                : QCoreApplication::translate(
                    "Assumptions", "the job holds every GPU from the start; a small batch idles some"),
            sc.stageGpus != StageGpus::Keep, stageGpusName(sc.stageGpus) });
}

} // namespace

QList<Assumption> estimateAssumptions(
    const Workload &w, const Gpu &gpu, const Scenario &sc, const Estimate &e, const QString &familySource)
{
    QList<Assumption> out;
    const QString asGiven = QCoreApplication::translate("Assumptions", "as given");
    // The shape the estimate used: a language model typed by its parameters takes one from them.
    const std::optional<Workload> assumed = e.assumedShape || e.assumedHeads > 0 ? assumedWorkload(w) : std::nullopt;
    const TransformerShape &shapeUsed = assumed ? assumed->shape : w.shape;
    out.append({ "family", familyLabel(w.family), familySource.isEmpty() ? asGiven : familySource,
        familySource.isEmpty(), familyName(w.family) });

    const bool runtimeGiven = sc.runtime != Runtime::Auto;
    out.append({ "runtime", runtimeLabel(e.runtime),
        runtimeGiven ? asGiven
                     : QCoreApplication::translate(
                         "Assumptions", "the default for %1 a %2; --runtime or the Runtime column changes it")
                           .arg(modeWords(sc.mode), familyLabel(w.family)),
        runtimeGiven, runtimeName(e.runtime) });

    out.append({ "efficiency",
        QCoreApplication::translate("Assumptions", "%1 % of the dense peak")
            .arg(formatNumber(e.computeEfficiency * 100.0, 3)),
        e.efficiencyTyped ? asGiven
                          : QCoreApplication::translate(
                              "Assumptions", "the model's default for %1 a %2 on %3 in %4, from published runs")
                                .arg(modeWords(sc.mode), familyLabel(w.family),
                                    choiceLabel(kGenerationChoices, int(gpu.generation)), precisionName(sc.precision)),
        e.efficiencyTyped });

    // The share of the rated bandwidth memory-bound kernels reach: the same on every chip unless published
    // runs of a generation say otherwise (defaultMemoryEfficiency, efficiency.cpp).
    out.append({ "memory_efficiency",
        QCoreApplication::translate("Assumptions", "%1 % of the rated memory bandwidth")
            .arg(formatNumber(e.memoryEfficiency * 100.0, 3)),
        e.memoryEfficiency == kMemoryEfficiency
            ? QCoreApplication::translate(
                "Assumptions", "what streaming kernels reach on any chip, from published runs")
            : QCoreApplication::translate("Assumptions", "the model's default for %1 on %2, from published runs")
                  .arg(modeWords(sc.mode), choiceLabel(kGenerationChoices, int(gpu.generation))),
        false });

    const bool train = sc.mode == Mode::Train;
    const bool layoutGiven = sc.tensorParallel > 0 || sc.pipelineParallel > 0 || sc.contextParallel > 0;
    if (train) {
        // The whole training layout, and how it was found (core/estimate/layoutsearch.h).
        const ParallelLayout &l = e.layout;
        QString text = layoutSplitText(l.tensor, l.context, l.pipeline, l.data);
        if (l.stageLayers > 0 && l.stageLayers * l.pipeline != shapeUsed.layers)
            text += QCoreApplication::translate("Assumptions", " (uneven stages, the largest %1 layers)")
                        .arg(l.stageLayers);
        text += QCoreApplication::translate("Assumptions", "; micro-batch %1 × %2 per step")
                    .arg(l.microBatch)
                    .arg(formatNumber(e.accumulation, 6));
        if (l.pipeline > 1)
            text += QCoreApplication::translate("Assumptions", "; %n chunk(s) per stage", nullptr, l.interleave);
        // Full recompute of some layers only (the search's fewest that fit) says how many.
        const int stageDepth = l.stageLayers > 0 ? l.stageLayers : shapeUsed.layers;
        const QString recompute
            = l.recompute == Recompute::Full && l.recomputeLayers > 0 && l.recomputeLayers < stageDepth
            ? QCoreApplication::translate("Assumptions", "full, %1 of %2 layers per stage")
                  .arg(l.recomputeLayers)
                  .arg(stageDepth)
            : l.recompute == Recompute::Full      ? QCoreApplication::translate("Assumptions", "full")
            : l.recompute == Recompute::Selective ? QCoreApplication::translate("Assumptions", "selective")
                                                  : QCoreApplication::translate("Assumptions", "none");
        text += QCoreApplication::translate("Assumptions", "; recompute %1; ZeRO %2").arg(recompute).arg(l.zeroStage);
        if (l.sequenceParallel())
            text += QCoreApplication::translate("Assumptions", "; sequence parallel");
        QStringList pinned;
        if (sc.tensorParallel > 0)
            pinned << QStringLiteral("TP");
        if (sc.pipelineParallel > 0)
            pinned << QStringLiteral("PP");
        if (sc.contextParallel > 0)
            pinned << QStringLiteral("CP");
        if (sc.batchPerGpu > 0)
            pinned << QCoreApplication::translate("Assumptions", "micro-batch");
        if (sc.interleave > 0)
            pinned << QCoreApplication::translate("Assumptions", "chunks");
        if (sc.recompute != Recompute::Auto)
            pinned << QCoreApplication::translate("Assumptions", "recompute");
        if (sc.zeroStage >= 0)
            pinned << QStringLiteral("ZeRO");
        QString source;
        if (!e.layoutSplittable)
            source = QCoreApplication::translate("Assumptions",
                "not split (tensor and pipeline splits are searched for language models with a transformer "
                "shape): data parallel at the lowest ZeRO stage and the family's micro-batch (each GPU's share of a "
                "typed batch smaller than that), or the largest that fits");
        else if (!e.fits)
            source = QCoreApplication::translate("Assumptions",
                "none of the %n layout(s) costed fits: the one needing the least memory at the recompute asked for "
                "(none when searched: recomputing for a fit not reached only adds FLOPs)",
                nullptr, e.layoutsCosted);
        else if (!e.layoutSearched && e.has(WarnInterconnectUnknown))
            source = QCoreApplication::translate("Assumptions",
                "data parallel alone fits; with the interconnect unknown no communication is costed, so no split "
                "can be faster");
        else if (!e.layoutSearched)
            source = QCoreApplication::translate("Assumptions",
                "data parallel alone fits and hides its all-reduce: no split is faster, and a larger "
                "micro-batch could save only kernel launches");
        else if (l.scoresStored)
            source = QCoreApplication::translate("Assumptions",
                "the fastest of %n layout(s) costed that fits (activations with the s² attention scores stored: "
                "no FlashAttention)",
                nullptr, e.layoutsCosted);
        else
            source = QCoreApplication::translate("Assumptions",
                "the fastest of %n layout(s) costed that fits (activations with FlashAttention: no s² scores "
                "stored)",
                nullptr, e.layoutsCosted);
        if (!pinned.isEmpty())
            source
                += QCoreApplication::translate("Assumptions", "; as given: %1").arg(pinned.join(QStringLiteral(", ")));
        out.append({ "layout", text, source, pinned.size() == 6 });
    } else {
        // Pipeline stages serve a model one node's widest tensor split cannot hold (inference.cpp).
        QString stages;
        if (e.pipelineParallel > 1) {
            stages = QCoreApplication::translate(
                "Assumptions", "; %n pipeline stage(s) of at most %1 layers", nullptr, e.pipelineParallel)
                         .arg(e.serving.layers);
            if (sc.pipelineParallel <= 0)
                stages += QCoreApplication::translate("Assumptions", ", as a node's widest tensor split holds less");
            stages += QCoreApplication::translate("Assumptions",
                "; the batch flows through them as micro-batches of %n sequence(s), each stage on its own", nullptr,
                e.serving.microBatch);
        }
        out.append({ "layout", layoutSplitText(e.tensorParallel, 1, e.pipelineParallel, e.dataParallel),
            (layoutGiven                            ? asGiven
                    : e.fits && e.layoutsCosted > 1 ? QCoreApplication::translate("Assumptions",
                          "of the %n tensor-parallel width(s) costed, the one serving the most tokens per second at "
                          "the largest batch that fits",
                          nullptr, e.layoutsCosted)
                    : e.fits ? QCoreApplication::translate("Assumptions", "the smallest split that fits")
                    : e.maxBatchPerGpu >= 1
                    ? QCoreApplication::translate(
                        "Assumptions", "the widest split tried fits one sequence, not the batch")
                    : QCoreApplication::translate("Assumptions",
                        "no split into tensor groups inside a node (dividing the heads) × pipeline stages fits: the "
                        "widest tried"))
                + stages,
            layoutGiven });
    }

    // Between nodes the data-parallel all-reduce runs at the network's speed (scaling.h): a run wider than
    // one node states the figure it was costed at, which --network-gbps changes.
    if (train && sc.gpuCount > sc.gpusPerNode) {
        const double network = interNodeBandwidth(gpu, sc);
        const bool networkGiven = isKnown(sc.networkGBps) && sc.networkGBps > 0;
        if (isKnown(network))
            out.append({ "network",
                QCoreApplication::translate("Assumptions", "%1 GB/s per GPU between nodes")
                    .arg(formatNumber(network / 1e9, 3)),
                networkGiven ? asGiven : interNodeBandwidthSource(), networkGiven, QString::number(network / 1e9) });
    }

    const bool batchGiven = sc.batchPerGpu > 0 && !sc.batchMax;
    out.append({ "batch",
        sc.mode == Mode::Infer ? servingBatchText(e)
                               : QCoreApplication::translate("Assumptions", "%1 per GPU").arg(e.batchPerGpu),
        sc.batchMax && e.maxBatchPerGpu < 1
            ? QCoreApplication::translate("Assumptions", "asked the largest that fits, and none does: shown at 1")
            : sc.batchMax ? QCoreApplication::translate("Assumptions", "the largest that fits")
            : batchGiven  ? asGiven
            : e.fits      ? QCoreApplication::translate("Assumptions", "a default that fits")
                          : QCoreApplication::translate("Assumptions", "the default; it does not fit"),
        batchGiven });

    if (sc.mode == Mode::Train)
        appendBatchAssumptions(w, sc, e, asGiven, out);

    if (e.assumedSeqLen > 0)
        out.append(
            { "sequence", QCoreApplication::translate("Assumptions", "%1 tokens").arg(formatNumber(e.assumedSeqLen, 6)),
                QCoreApplication::translate(
                    "Assumptions", "no length given: %1, the %2 default; --seq-len or the Sequence column changes it")
                    .arg(w.family == WorkloadFamily::Encoder
                            ? QCoreApplication::translate("Assumptions", "BERT's longest")
                            : QCoreApplication::translate("Assumptions", "the context GPT-3 and LLaMA trained at"),
                        familyLabel(w.family)),
                false });
    // A served prompt nobody typed: the sequence less the output (servedTokens), said so that it can be corrected.
    if (sc.mode == Mode::Infer && sc.promptTokens <= 0 && e.serving.hasDecode()) {
        const Workload &costed = assumed ? *assumed : w;
        const ModelFigures m = modelFigures(costed, sc.seqLen);
        const ServedTokens served = servedTokens(costed, m, sc);
        // An output as long as the sequence leaves it nothing to take from: the prompt is the whole sequence.
        const QString why = served.prompt + served.output == m.seqLen
            ? QCoreApplication::translate("Assumptions",
                "no prompt given: the %1-token sequence less the %2 output tokens; --prompt-tokens or the Prompt "
                "column changes it")
                  .arg(formatNumber(m.seqLen, 6), formatNumber(served.output, 6))
            : QCoreApplication::translate("Assumptions",
                "no prompt given: the whole %1-token sequence, as the output is no shorter; --prompt-tokens or the "
                "Prompt column changes it")
                  .arg(formatNumber(m.seqLen, 6));
        out.append(
            { "prompt", QCoreApplication::translate("Assumptions", "%1 tokens").arg(formatNumber(served.prompt, 6)),
                why, false, QString::number(served.prompt) });
    }
    if (e.assumedShape) {
        const TransformerShape &s = shapeUsed;
        out.append({ "shape",
            QCoreApplication::translate("Assumptions", "%1 layers of width %2, %3 heads")
                .arg(s.layers)
                .arg(s.hidden)
                .arg(s.heads),
            QCoreApplication::translate("Assumptions",
                "taken from the parameter count (d_model ≈ 128 × layers, as GPT-3): give the shape to change"),
            false });
    }
    if (e.assumedHeads > 0)
        out.append({ "heads",
            QCoreApplication::translate("Assumptions", "%1, each %2 wide")
                .arg(e.assumedHeads)
                .arg(shapeUsed.effectiveHeadDim()),
            QCoreApplication::translate("Assumptions",
                "no head count given: heads about 128 wide, as GPT-3 and Llama; it sizes the KV cache and the "
                "tensor split"),
            false });
    if (e.assumedLayers > 0)
        out.append({ "layers", QString::number(e.assumedLayers),
            QCoreApplication::translate("Assumptions", "the family's usual depth, for the launch and dispatch floors"),
            false });

    // Pruning and 2:4 sparsity as the estimate applied them (C11): a flag that buys nothing says why.
    if (w.sparse24 || w.prunedFraction > 0) {
        QStringList parts;
        if (w.prunedFraction > 0)
            parts << QCoreApplication::translate("Assumptions", "%1 % of the weights and FLOPs pruned")
                         .arg(formatNumber(w.prunedFraction * 100.0, 3));
        // What the estimator applied (estimator.cpp), not worked out again here.
        const bool sparseUsed = e.sparsityPeakFactor > 1.0;
        if (sparseUsed && sc.mode == Mode::Train)
            parts << QCoreApplication::translate("Assumptions",
                "2:4 sparse weights: the forward pass at %1× the dense matrix peak, the backward dense (its "
                "gradients are not 2:4): %2× over the step, %3 TFLOP/s")
                         .arg(formatNumber(gpu.sparsityFactor, 3), formatNumber(e.sparsityPeakFactor, 3),
                             formatNumber(e.peakFlopsUsed / 1e12, 4));
        else if (sparseUsed)
            parts << QCoreApplication::translate(
                "Assumptions", "2:4 sparse weights at %1× the dense matrix peak (%2 TFLOP/s, the GPU's sparse rate)")
                         .arg(formatNumber(e.sparsityPeakFactor, 3), formatNumber(e.peakFlopsUsed / 1e12, 4));
        else if (e.has(WarnSparsityNeedsMatrixUnits))
            parts << QCoreApplication::translate(
                "Assumptions", "2:4 sparse weights, not used: FP32 runs without tensor cores");
        else if (e.has(WarnSparsityUnsupported))
            parts << QCoreApplication::translate(
                "Assumptions", "2:4 sparse weights, not used: this GPU has no sparse tensor cores");
        else if (w.sparse24)
            parts << QCoreApplication::translate(
                "Assumptions", "2:4 sparse weights, not used: the scenario turns sparsity off");
        QString source = asGiven;
        // A faster matrix peak shortens only compute-bound work (I3): say so where the estimate is bound elsewhere.
        if (sparseUsed && e.bound != Bound::Compute) {
            const QString by = e.bound == Bound::Memory ? QCoreApplication::translate("Assumptions", "memory traffic")
                : e.bound == Bound::Overhead
                ? QCoreApplication::translate("Assumptions", "the runtime's per-kernel overhead")
                : QCoreApplication::translate("Assumptions", "communication");
            source += QCoreApplication::translate(
                "Assumptions", "; the estimate is bound by %1, which a faster matrix peak does not shorten")
                          .arg(by);
        }
        out.append(
            { "sparsity", parts.join(QStringLiteral("; ")), source, true, QString::number(e.sparsityPeakFactor) });
    }

    // A decoder's first token waits for the whole batch's prompts, prefilled in one pass (I5): a static batch,
    // as offline benchmarks run it; a continuous-batching server admits requests as they come.
    if (sc.mode == Mode::Infer && isKnown(e.timeToFirstTokenMs) && e.batchPerGpu > 1)
        out.append({ "note",
            QCoreApplication::translate("Assumptions",
                "time to first token: the %1 prompts of the batch prefilled in one pass (a static batch; a server "
                "with continuous batching starts each request's first token sooner)")
                .arg(e.batchPerGpu),
            QString(), false });

    if (sc.mode == Mode::Infer) {
        const PassTerms &pass = e.serving.prefill;
        const double floor = std::max(pass.eagerFloorSeconds, pass.launchSeconds);
        if (floor > 0)
            out.append({ "latency_floor",
                QCoreApplication::translate("Assumptions", "%1 ms per forward pass").arg(formatNumber(floor * 1e3, 3)),
                pass.eagerFloorSeconds >= pass.launchSeconds
                    ? QCoreApplication::translate("Assumptions", "%1 CPU dispatches × %2 µs, %3 runtime")
                          .arg(formatNumber(e.serving.eagerOperators, 6),
                              formatNumber(e.serving.cpuPerDispatchS * 1e6, 3), runtimeLabel(e.runtime))
                    : QCoreApplication::translate("Assumptions", "%1 kernel launches")
                          .arg(formatNumber(e.serving.kernels, 6)),
                false });
    }
    return out;
}

QStringList assumptionLines(const QList<Assumption> &assumptions)
{
    static const struct {
        const char *key;
        const char *title;
    } titles[] = {
        { "family", QT_TRANSLATE_NOOP("Assumptions", "Kind") },
        { "runtime", QT_TRANSLATE_NOOP("Assumptions", "Runtime") },
        { "efficiency", QT_TRANSLATE_NOOP("Assumptions", "Compute efficiency") },
        { "memory_efficiency", QT_TRANSLATE_NOOP("Assumptions", "Memory efficiency") },
        { "sparsity", QT_TRANSLATE_NOOP("Assumptions", "Pruning and sparsity") },
        { "layout", QT_TRANSLATE_NOOP("Assumptions", "Parallel layout") },
        { "network", QT_TRANSLATE_NOOP("Assumptions", "Network") },
        { "batch", QT_TRANSLATE_NOOP("Assumptions", "Batch") },
        { "global_batch", QT_TRANSLATE_NOOP("Assumptions", "Global batch") },
        { "critical_batch", QT_TRANSLATE_NOOP("Assumptions", "Critical batch") },
        { "planning", QT_TRANSLATE_NOOP("Assumptions", "Planning") },
        { "stage_gpus", QT_TRANSLATE_NOOP("Assumptions", "GPUs over the schedule") },
        { "sequence", QT_TRANSLATE_NOOP("Assumptions", "Sequence") },
        { "prompt", QT_TRANSLATE_NOOP("Assumptions", "Prompt") },
        { "shape", QT_TRANSLATE_NOOP("Assumptions", "Shape") },
        { "heads", QT_TRANSLATE_NOOP("Assumptions", "Heads") },
        { "layers", QT_TRANSLATE_NOOP("Assumptions", "Depth") },
        { "latency_floor", QT_TRANSLATE_NOOP("Assumptions", "Latency floor") },
        { "note", QT_TRANSLATE_NOOP("Assumptions", "Assumed") },
    };
    QStringList lines;
    for (const Assumption &a : assumptions) {
        QString title = QLatin1String(a.key);
        for (const auto &t : titles) {
            if (qstrcmp(t.key, a.key) == 0)
                title = QCoreApplication::translate("Assumptions", t.title);
        }
        lines << (a.source.isEmpty()
                ? QCoreApplication::translate("Assumptions", "%1: %2").arg(title, a.value)
                : QCoreApplication::translate("Assumptions", "%1: %2 (%3)").arg(title, a.value, a.source));
    }
    return lines;
}

QJsonObject assumptionsToJson(const QList<Assumption> &assumptions, const Estimate &e)
{
    QJsonObject o;
    QJsonArray notes;
    for (const Assumption &a : assumptions) {
        const QString key = QLatin1String(a.key);
        if (key == u"note") {
            notes.append(a.value);
            continue;
        }
        o[key + u"_source"] = a.source;
        o[key + u"_given"] = a.given;
        if (key == u"efficiency")
            o[key] = e.computeEfficiency;
        else if (key == u"memory_efficiency")
            o[key] = e.memoryEfficiency;
        else if (key == u"latency_floor")
            o[QStringLiteral("latency_floor_ms")]
                = std::max(e.serving.prefill.eagerFloorSeconds, e.serving.prefill.launchSeconds) * 1e3;
        else if (key == u"batch")
            o[key] = e.batchPerGpu;
        else if (key == u"layers")
            o[key] = e.assumedLayers;
        else if (key == u"heads")
            o[key] = e.assumedHeads;
        else if (key == u"sequence")
            o[QStringLiteral("sequence_tokens")] = e.assumedSeqLen;
        else if (key == u"prompt")
            o[QStringLiteral("prompt_tokens")] = a.word.toInt();
        else if (key == u"network")
            o[QStringLiteral("network_gbps")] = a.word.toDouble(); // GB/s per GPU, as --network-gbps takes it
        else if (key == u"sparsity") {
            o[key] = a.value;
            o[QStringLiteral("sparsity_peak_factor")] = a.word.toDouble(); // the matrix peak's multiple applied
        } else if (key == u"global_batch")
            o[key] = e.globalBatch;
        else if (key == u"critical_batch")
            o[key] = isKnown(e.criticalBatch) ? QJsonValue(e.criticalBatch * e.batchUnitsPerSample) : QJsonValue();
        else if (key == u"layout")
            o[key] = QJsonObject { { QStringLiteral("tensor"), e.tensorParallel },
                { QStringLiteral("pipeline"), e.pipelineParallel }, { QStringLiteral("data"), e.dataParallel } };
        else
            o[key] = a.word.isEmpty() ? a.value : a.word;
    }
    o[QStringLiteral("notes")] = notes;
    return o;
}

} // namespace flopsheet
