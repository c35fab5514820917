#include "core/report/explanation.h"

#include "core/report/assumptions.h"
#include "core/report/layouttext.h"

#include "core/estimate/batchschedule.h"
#include "core/estimate/defaults.h"
#include "core/estimate/efficiency.h"
#include "core/estimate/estimator.h"
#include "core/estimate/inference.h"
#include "core/estimate/modelfigures.h"
#include "core/estimate/units.h"
#include "core/models/displayformat.h"
#include "core/report/calibrationtext.h"
#include "core/report/rangetext.h"

#include <QCoreApplication>

namespace flopsheet {
namespace {

QString sci(double v)
{
    return isKnown(v) ? QString::number(v, 'g', 3) : QCoreApplication::translate("Explanation", "unknown");
}

QString row(const QString &label, const QString &value)
{
    return QStringLiteral("<tr><td style='padding-right:12px'>%1</td><td>%2</td></tr>")
        .arg(label.toHtmlEscaped(), value);
}

QString formula(const QString &text, const QString &source)
{
    if (source.isEmpty())
        return QStringLiteral("<p style='margin:2px 0'><code>%1</code></p>").arg(text.toHtmlEscaped());
    return QStringLiteral("<p style='margin:2px 0'><code>%1</code><br><span style='color:#666'>%2</span></p>")
        .arg(text.toHtmlEscaped(), source.toHtmlEscaped());
}

QString ms(double seconds)
{
    return formatNumber(seconds * 1e3, 4);
}

// One kernel group's roofline as RooflineTerm::seconds combines its compute and memory times, both shown.
QString rooflineText(const RooflineTerm &t)
{
    if (t.partialOverlap)
        return QCoreApplication::translate("Explanation", "√(%1 ms compute² + %2 ms memory²)")
            .arg(ms(t.computeSeconds), ms(t.memorySeconds));
    return QCoreApplication::translate("Explanation", "max(%1 ms compute, %2 ms memory)")
        .arg(ms(t.computeSeconds), ms(t.memorySeconds));
}

// A serving pass's time as the estimate adds it (servingterms.h): every term it adds, the constants
// read from their definitions (efficiency.h), ending in the pass's time.
QString passText(const QString &name, const PassTerms &p, const ServingTerms &s)
{
    QString sum = p.attention.flops > 0 || p.attention.bytes > 0
        ? QCoreApplication::translate("Explanation", "weights %1 + KV cache %2")
              .arg(rooflineText(p.linear), rooflineText(p.attention))
        : rooflineText(p.linear);
    if (p.launchSeconds > 0)
        sum += QCoreApplication::translate("Explanation", " + %1 ms launch (%2 kernels × %3 µs)")
                   .arg(ms(p.launchSeconds), formatNumber(s.kernels, 6), formatNumber(kKernelLatencyS * 1e6, 3));
    if (p.layerOverheadSeconds > 0)
        sum += QCoreApplication::translate("Explanation", " + %1 ms set-up (%2 layers × %3 ms)")
                   .arg(ms(p.layerOverheadSeconds), QString::number(s.layers),
                       formatNumber(kPrefillLayerOverheadS * 1e3, 3));
    if (p.eagerFloorSeconds > 0)
        sum = QCoreApplication::translate("Explanation", "max(%1, %2 ms CPU dispatch floor (%3 dispatches × %4 µs))")
                  .arg(sum, ms(p.eagerFloorSeconds), formatNumber(s.eagerOperators, 6),
                      formatNumber(s.cpuPerDispatchS * 1e6, 3));
    if (p.communicationSeconds > 0)
        sum += QCoreApplication::translate("Explanation", " + %1 ms tensor-parallel all-reduce")
                   .arg(ms(p.communicationSeconds));
    if (p.sendSeconds > 0)
        sum += QCoreApplication::translate("Explanation", " + %1 ms send to the next stage").arg(ms(p.sendSeconds));
    // With pipeline stages the terms are one stage's pass over one micro-batch, and the pass waits for several.
    if (p.stageSlots > 1)
        return QCoreApplication::translate("Explanation",
            "%1 = %n stage pass(es) × (%2) = %3 ms (%4 layers and %5 sequences per stage pass)", nullptr, p.stageSlots)
            .arg(name, sum, ms(p.seconds()), QString::number(s.layers), QString::number(s.microBatch));
    return QCoreApplication::translate("Explanation", "%1 = %2 = %3 ms").arg(name, sum, ms(p.seconds()));
}

} // namespace

// The steps the batch takes, the critical batch it is held against, and with a schedule each stage's
// steps, GPUs and time (the estimate's own stages: estimate(..., &stages)).
static QString batchScheduleHtml(const WorkloadEntry &we, const Gpu &gpu, const Scenario &sc, const Estimate &e)
{
    QString html;
    if (!isKnown(e.optimizerSteps))
        return html;
    const auto batch = [&e](double samples) { return batchText(e, samples); };
    if (sc.schedule.isConstant())
        html += formula(
            QCoreApplication::translate("Explanation", "optimizer steps = ⌈samples / global batch⌉ = ⌈%1 / %2⌉ = %3")
                .arg(sci(e.trainingSamples), formatNumber(e.globalBatch, 6), formatNumber(e.optimizerSteps, 6)),
            QCoreApplication::translate("Explanation", "whole steps: the last, partial batch is a step of its own"));
    else
        html += formula(QCoreApplication::translate("Explanation", "optimizer steps = Σ over the stages of %1 = %2")
                            .arg(batchScheduleText(sc.schedule), formatNumber(e.optimizerSteps, 6)),
            QCoreApplication::translate("Explanation",
                "a ramp from B0 to B1 over T takes T / (B1 − B0) × ln(B1 / B0) steps; each stage's last, partial "
                "batch is a step of its own"));
    if (isKnown(e.criticalBatch))
        html += formula(
            QCoreApplication::translate("Explanation",
                "statistical efficiency = (Bcrit + Bref) / (Bcrit + B) = %1 % at global batch %2, critical "
                "batch %3")
                .arg(formatNumber(e.statisticalEfficiency * 100, 3), batch(e.globalBatch), batch(e.criticalBatch)),
            QCoreApplication::translate("Explanation",
                "McCandlish et al. 2018 §2.2 (examples to a loss: E = Emin (1 + B/Bcrit)); Bref = B up to the critical "
                "batch"));
    if (isKnown(e.dataMultiple) && e.dataMultiple > 1)
        html += formula(QCoreApplication::translate("Explanation", "fixed target: data = typed data × %1")
                            .arg(formatNumber(e.dataMultiple, 4)),
            QCoreApplication::translate("Explanation", "(1 + B/Bcrit) / (1 + B0/Bcrit), McCandlish et al. 2018"));
    if (sc.schedule.isConstant())
        return html;
    QList<StageFigures> stages;
    estimate(we.workload, gpu, sc, &stages);
    double trained = 0;
    for (const StageFigures &st : stages) {
        trained += st.samples;
        html += formula(QCoreApplication::translate(
                            "Explanation", "stage %1: batch %2 → %3 until %4 samples: %5 steps, %6 GPUs busy, %7 h%8")
                            .arg(st.stage + 1)
                            .arg(batch(st.startBatch), batch(st.endBatch), sci(trained), formatNumber(st.steps, 6))
                            .arg(st.gpusBusy)
                            .arg(formatHours(st.hours),
                                st.fits ? QString() : QCoreApplication::translate("Explanation", ", does not fit")),
            QString());
    }
    return html;
}

QString explanationHtml(const WorkloadEntry &we, const HardwareEntry &hw, const ProjectAssumptions &a,
    const Estimate &e, const AppliedCalibration &calibration)
{
    const Scenario sc = scenarioFor(we, hw, a);
    // The workload as the estimate costed it: a language model's shape given, or completed (defaults.h).
    const std::optional<Workload> assumed = assumedWorkload(we.workload);
    const Workload &costed = assumed ? *assumed : we.workload;
    const ModelFigures m = modelFigures(costed, sc.seqLen);
    const Gpu &g = hw.gpu;
    const bool train = sc.mode == Mode::Train;
    QString html;
    html += QStringLiteral("<h3 style='margin:0 0 6px 0'>%1</h3>")
                .arg(QCoreApplication::translate("Explanation", "%1 on %2 × %3")
                         .arg(we.workload.name, QString::number(sc.gpuCount), g.name)
                         .toHtmlEscaped());
    html += QStringLiteral("<p style='margin:0 0 6px 0'>%1</p>")
                .arg((train ? QCoreApplication::translate("Explanation", "Training in %1")
                            : QCoreApplication::translate("Explanation", "Inference in %1"))
                         .arg(precisionName(sc.precision)));
    if (sc.precision != we.scenario.precision) {
        html += QStringLiteral("<p style='color:#8a5a00'>%1</p>")
                    .arg(QCoreApplication::translate("Explanation", "%1 has no %2 peak: %3 is used instead.")
                             .arg(g.name, precisionName(we.scenario.precision), precisionName(sc.precision))
                             .toHtmlEscaped());
    }
    if (!e.ok()) {
        html += QStringLiteral("<p style='color:#b02020'><b>%1</b></p>")
                    .arg(errorMessage(e.error, g.name, sc.precision).toHtmlEscaped());
        return html;
    }

    // Inputs.
    html += QStringLiteral("<h4 style='margin:8px 0 2px 0'>%1</h4><table>")
                .arg(QCoreApplication::translate("Explanation", "Inputs"));
    html += row(QCoreApplication::translate("Explanation", "Parameters"), formatCount(m.params));
    if (m.isTokenModel) {
        const TransformerShape &s = costed.shape;
        if (s.hasCompute() && s.heads > 0)
            html += row(QCoreApplication::translate("Explanation", "Shape"),
                QCoreApplication::translate("Explanation", "%1 layers × %2 wide; %3 heads of %4, %5 KV heads; MLP %6")
                        .arg(s.layers)
                        .arg(s.hidden)
                        .arg(s.heads)
                        .arg(s.effectiveHeadDim())
                        .arg(s.effectiveKvHeads())
                        .arg(s.ffn > 0 ? QString::number(s.ffn) : QStringLiteral("—"))
                    + (e.assumedShape || e.assumedHeads > 0
                            ? QCoreApplication::translate("Explanation", " (assumed in part: see Assumptions)")
                            : QString()));
    }
    const bool generativeServing = !train && e.serving.hasDecode(); // no output tokens: one forward pass
    if (generativeServing) {
        const ServedTokens served = servedTokens(costed, m, sc);
        html += row(QCoreApplication::translate("Explanation", "Prompt tokens"), QString::number(served.prompt));
        html += row(QCoreApplication::translate("Explanation", "Output tokens"), QString::number(served.output));
    } else {
        html += row(
            QCoreApplication::translate("Explanation", "Forward FLOPs per sample"), sci(m.forwardFlopsPerSample));
        if (m.isTokenModel)
            html += row(
                QCoreApplication::translate("Explanation", "Tokens per sample (sequence)"), QString::number(m.seqLen));
    }
    html += row(QCoreApplication::translate("Explanation", "Batch per GPU"), QString::number(e.batchPerGpu));
    html += row(QCoreApplication::translate("Explanation", "Dense peak"),
        QCoreApplication::translate("Explanation", "%1 TFLOPS (%2)")
            .arg(formatNumber(e.peakFlopsUsed / 1e12, 4), precisionName(sc.precision)));
    html += row(QCoreApplication::translate("Explanation", "Assumed efficiency"),
        QCoreApplication::translate("Explanation", "%1 % of peak").arg(formatNumber(e.computeEfficiency * 100, 3)));
    html += row(QCoreApplication::translate("Explanation", "Memory bandwidth"),
        QCoreApplication::translate("Explanation", "%1 GB/s, of which streaming kernels reach %2 %")
            .arg(formatNumber(g.memoryBandwidthGBps, 4), formatNumber(e.memoryEfficiency * 100, 3)));
    html += QStringLiteral("</table>");

    html += QStringLiteral("<h4 style='margin:8px 0 2px 0'>%1</h4>")
                .arg(QCoreApplication::translate("Explanation", "How it was derived"));
    if (train) {
        if (m.isTokenModel && m.attentionCounted) {
            html += formula(
                QCoreApplication::translate("Explanation", "forward FLOPs/token = 2 × %1 + 4 × L × h × s = %2")
                    .arg(sci(m.params), sci(m.forwardFlopsPerSample / m.seqLen)),
                QCoreApplication::translate("Explanation", "PaLM (Chowdhery et al. 2022), appendix B"));
        }
        // The FLOPs as counted: per sample (3 × forward, or the textbook K × parameters) × samples.
        const bool textbook = isKnown(sc.flopsPerParam);
        html += formula(
            QCoreApplication::translate("Explanation", "training FLOPs = FLOPs per sample × samples = %1 × %2 = %3")
                .arg(sci(e.totalFlops / e.trainingSamples), sci(e.trainingSamples), sci(e.totalFlops)),
            textbook && m.isTokenModel
                ? QCoreApplication::translate("Explanation",
                    "per sequence: %1 parameters × %2 FLOPs per parameter per token × %3 tokens (textbook formula, "
                    "C = 6·N·D)")
                      .arg(sci(m.params), formatNumber(sc.flopsPerParam, 4), formatNumber(m.tokensPerSample, 6))
                : textbook
                ? QCoreApplication::translate(
                    "Explanation", "per sample: %1 parameters × %2 FLOPs per parameter (textbook formula)")
                      .arg(sci(m.params), formatNumber(sc.flopsPerParam, 4))
                : QCoreApplication::translate(
                    "Explanation", "per sample: 3 × forward%1; Kaplan et al. 2020 §2.1 (backward ≈ 2 × forward)")
                      .arg(e.layout.recompute == Recompute::Full
                              ? QCoreApplication::translate("Explanation", " + a forward pass (full recompute)")
                              : e.layout.recompute == Recompute::Selective
                              ? QCoreApplication::translate("Explanation", " + attention (selective recompute)")
                              : QString()));
        // The step as the estimate adds it (training.cpp), each term read from the estimate.
        if (!isKnown(sc.measuredSamplesPerS)) {
            QString step
                = QCoreApplication::translate("Explanation", "%1 s compute").arg(formatNumber(e.computeSeconds, 4));
            if (e.memorySeconds > 0)
                step += QCoreApplication::translate("Explanation", " + %1 s activation traffic")
                            .arg(formatNumber(e.memorySeconds, 4));
            if (e.launchSeconds > 0)
                step += QCoreApplication::translate("Explanation", " + %1 s kernel launches")
                            .arg(formatNumber(e.launchSeconds, 4));
            if (e.bubbleSeconds > 0)
                step += QCoreApplication::translate("Explanation", " + %1 s pipeline bubble")
                            .arg(formatNumber(e.bubbleSeconds, 4));
            if (e.communicationSeconds > 0)
                step += QCoreApplication::translate("Explanation", " + %1 s exposed communication")
                            .arg(formatNumber(e.communicationSeconds, 4));
            // With compute alone, "step = 1,231 s compute = 1,231 s" would read as two equations.
            const bool computeOnly
                = !(e.memorySeconds > 0 || e.launchSeconds > 0 || e.bubbleSeconds > 0 || e.communicationSeconds > 0);
            html += formula(computeOnly ? QCoreApplication::translate("Explanation", "step = %1 s, all of it compute")
                                              .arg(formatNumber(e.stepSeconds, 4))
                                        : QCoreApplication::translate("Explanation", "step = %1 = %2 s")
                                              .arg(step, formatNumber(e.stepSeconds, 4)),
                QCoreApplication::translate("Explanation",
                    "compute = FLOPs / (peak %1 T × efficiency %2); gradient all-reduce overlapped with the backward "
                    "pass")
                    .arg(formatNumber(e.peakFlopsUsed / 1e12, 4), formatNumber(e.computeEfficiency, 3)));
        }
        html += formula(
            QCoreApplication::translate("Explanation", "wall time = samples / throughput = %1 / %2 samples/s = %3 h")
                .arg(sci(e.trainingSamples), formatNumber(e.samplesPerS, 4), formatHours(e.wallHours)),
            isKnown(sc.measuredSamplesPerS)
                ? QCoreApplication::translate("Explanation", "the measured throughput")
                : QCoreApplication::translate("Explanation", "throughput = samples per step / step"));
        html += batchScheduleHtml(we, g, sc, e);
        html += formula(QCoreApplication::translate("Explanation",
                            "achieved per GPU = FLOPs / (GPUs × wall time) = %1 TFLOP/s, scaling efficiency %2")
                            .arg(formatNumber(e.achievedTflopsPerGpu, 4), formatNumber(e.scalingEfficiency, 3)),
            QString());
        if (sc.stageGpus == StageGpus::Elastic && !sc.schedule.isConstant())
            html += formula(QCoreApplication::translate("Explanation", "GPU-hours = Σ stage hours × GPUs held = %1")
                                .arg(formatNumber(e.gpuHours, 4)),
                QCoreApplication::translate("Explanation", "an elastic job holds only the GPUs each stage keeps busy"));
        else
            html += formula(
                QCoreApplication::translate("Explanation", "GPU-hours = %1 h × %2 GPUs = %3")
                    .arg(formatHours(e.wallHours), QString::number(sc.gpuCount), formatNumber(e.gpuHours, 4)),
                QString());
        if (isKnown(e.costUsd)) {
            html += formula(
                QCoreApplication::translate("Explanation", "cost = GPU-hours × price = %1 × $%2 = %3")
                    .arg(formatNumber(e.gpuHours, 4), formatNumber(e.pricePerGpuHourUsd, 4), formatMoney(e.costUsd)),
                g.priceSource);
        }
        if (isKnown(e.energyKwh)) {
            html += formula(QCoreApplication::translate(
                                "Explanation", "energy = GPUs × TDP × hours × PUE = %1 × %2 W × %3 h × %4 = %5 kWh")
                                .arg(QString::number(sc.gpuCount), formatNumber(g.tdpW, 4), formatHours(e.wallHours),
                                    formatNumber(sc.pue, 3), formatNumber(e.energyKwh, 4)),
                QCoreApplication::translate("Explanation", "GPU power only; PUE covers cooling and power delivery"));
        }
    } else {
        const ServingTerms &terms = e.serving;
        if (terms.hasDecode()) {
            html += formula(
                passText(QCoreApplication::translate("Explanation", "time to first token"), terms.prefill, terms),
                QCoreApplication::translate("Explanation",
                    "prefill: %1 FLOPs (2·N·s + attention) and %2 bytes of weights per GPU; "
                    "roofline (Williams et al. 2009)")
                    .arg(sci(terms.prefill.flops()), sci(terms.prefill.bytes())));
            html += formula(
                passText(QCoreApplication::translate("Explanation", "time per output token"), terms.decode, terms),
                QCoreApplication::translate("Explanation",
                    "decode step at the mean context: %1 FLOPs and %2 bytes per GPU; kipply, "
                    "\"Transformer Inference Arithmetic\"; KV = 2 · L · kv_heads · head_dim · bytes per token")
                    .arg(sci(terms.decode.flops()), sci(terms.decode.bytes())));
            html += formula(QCoreApplication::translate(
                                "Explanation", "latency = time to first token + %1 × time per output token = %2 ms")
                                .arg(QString::number(terms.outputTokens), formatNumber(e.latencyMs, 4)),
                QString());
        } else {
            html += formula(passText(QCoreApplication::translate("Explanation", "latency"), terms.prefill, terms),
                QCoreApplication::translate(
                    "Explanation", "forward pass: %1 FLOPs and %2 bytes per GPU; roofline (Williams et al. 2009)")
                    .arg(sci(terms.prefill.flops()), sci(terms.prefill.bytes())));
        }
        if (isKnown(e.costPerMillionTokensUsd))
            html += formula(QCoreApplication::translate("Explanation",
                                "cost per million output tokens = 1e6 × $%1 × %2 GPUs / 3600 / %3 output tokens/s = %4")
                                .arg(formatNumber(e.pricePerGpuHourUsd, 4), QString::number(sc.gpuCount),
                                    formatNumber(e.outputTokensPerS, 4), formatMoney(e.costPerMillionTokensUsd)),
                QString());
        if (isKnown(e.costPerMillionSamplesUsd))
            html += formula(QCoreApplication::translate("Explanation",
                                "cost per million samples = 1e6 × $%1 × %2 GPUs / 3600 / %3 samples/s = %4")
                                .arg(formatNumber(e.pricePerGpuHourUsd, 4), QString::number(sc.gpuCount),
                                    formatNumber(e.samplesPerS, 4), formatMoney(e.costPerMillionSamplesUsd)),
                QString());
    }

    // Range: how far published runs of this kind strayed from the model (uncertainty.h).
    if (const QString range = rangeText(e, sc.mode); !range.isEmpty())
        html += formula(range,
            QCoreApplication::translate("Explanation",
                "optimistic – pessimistic, from flopsheet-cli validate on the published runs in "
                "tests/data/measurements.csv"));
    // A measured run of this workload (issue 7): its calibrated figures beside the theoretical ones.
    html += calibrationDetailsHtml(calibration, e, sc.mode);

    // Memory.
    html += QStringLiteral("<h4 style='margin:8px 0 2px 0'>%1</h4><table>")
                .arg(QCoreApplication::translate("Explanation", "Memory per GPU"));
    auto gib = [](double bytes) { return QStringLiteral("%1 GiB").arg(formatNumber(bytes / kGiB, 3)); };
    html += row(QCoreApplication::translate("Explanation", "Weights"), gib(e.memory.weights));
    if (train) {
        html += row(QCoreApplication::translate("Explanation", "Gradients"), gib(e.memory.gradients));
        html += row(QCoreApplication::translate("Explanation", "Optimizer states"), gib(e.memory.optimizer));
    }
    html += row(QCoreApplication::translate("Explanation", "Activations"), gib(e.memory.activations));
    if (e.memory.kvCache > 0)
        html += row(QCoreApplication::translate("Explanation", "KV cache"), gib(e.memory.kvCache));
    html += row(QCoreApplication::translate("Explanation", "Framework overhead"), gib(e.memory.overhead));
    html += row(QCoreApplication::translate("Explanation", "Total / capacity"),
        QStringLiteral("<b>%1 / %2 GiB</b> — %3")
            .arg(formatNumber(e.memoryPerGpuGiB, 3), formatNumber(g.memoryGiB, 4),
                e.fits ? QCoreApplication::translate("Explanation", "fits")
                       : QStringLiteral("<span style='color:#b02020'>%1</span>")
                             .arg(QCoreApplication::translate("Explanation", "does not fit"))));
    html += row(
        QCoreApplication::translate("Explanation", "Largest batch at this layout"), QString::number(e.maxBatchPerGpu));
    html += row(QCoreApplication::translate("Explanation", "Parallel layout"),
        layoutSplitText(e.tensorParallel, e.layout.context, e.pipelineParallel, e.dataParallel));
    html += QStringLiteral("</table>");
    if (train && e.layoutSearched) {
        // The runners-up of the layout search, each with why it lost (core/estimate/layoutsearch.h).
        const LayoutAlternatives alternatives = layoutAlternatives(we.workload, g, sc, 5);
        if (!alternatives.runnersUp.empty()) {
            html += QStringLiteral("<p style='margin:4px 0 2px 0'>%1</p><table>")
                        .arg(QCoreApplication::translate("Explanation", "Next layouts the search found:"));
            for (std::size_t i = 0; i < alternatives.runnersUp.size(); ++i)
                html += row(layoutShortText(alternatives.runnersUp[i].layout), alternatives.whyLost[i].toHtmlEscaped());
            html += QStringLiteral("</table>");
        }
    }
    // Where the activations came from (trainingMemory): a layered model's by Korthikanti's count, any other
    // model's own per-sample count (the analyzer's layer by layer), as the estimate recorded it.
    const QString activationsSource = !e.layoutSplittable
        ? QCoreApplication::translate("Explanation", "activations: the model's values per sample, layer by layer.")
        : sc.attention == Attention::Stored
        ? QCoreApplication::translate(
            "Explanation", "activations after Korthikanti et al. 2022 with the attention scores stored.")
        : QCoreApplication::translate("Explanation", "activations after Korthikanti et al. 2022 with FlashAttention.");
    html += QStringLiteral("<p style='color:#666;margin:2px 0'>%1</p>")
                .arg((train ? QCoreApplication::translate(
                          "Explanation", "Mixed-precision Adam keeps 16 bytes per parameter (ZeRO paper); %1")
                                  .arg(activationsSource)
                            : QCoreApplication::translate("Explanation",
                                "Weights in the serving precision; KV cache = 2 · layers · KV heads · head size · "
                                "bytes per token of context (kipply)."))
                         .toHtmlEscaped());

    // What the figures assumed where the plan says nothing (core/report/assumptions.h, as the CLI prints it).
    html += QStringLiteral("<h4 style='margin:8px 0 2px 0'>%1</h4><ul style='margin:0'>")
                .arg(QCoreApplication::translate("Explanation", "Assumptions"));
    for (const QString &line : assumptionLines(estimateAssumptions(we.workload, g, sc, e)))
        html += QStringLiteral("<li>%1</li>").arg(line.toHtmlEscaped());
    html += QStringLiteral("</ul>");

    const QStringList warnings = warningMessages(e);
    if (!warnings.isEmpty()) {
        html += QStringLiteral("<h4 style='margin:8px 0 2px 0;color:#8a5a00'>%1</h4><ul style='margin:0'>")
                    .arg(QCoreApplication::translate("Explanation", "Warnings"));
        for (const QString &w : warnings)
            html += QStringLiteral("<li>%1</li>").arg(w.toHtmlEscaped());
        html += QStringLiteral("</ul>");
    }
    return html;
}

} // namespace flopsheet
