#include "core/report/explanation.h"

#include "core/estimate/modelfigures.h"
#include "core/estimate/transformer.h"
#include "core/estimate/units.h"
#include "core/models/displayformat.h"
#include "core/report/calibrationtext.h"
#include "core/report/rangetext.h"

#include <QCoreApplication>

namespace flopsheet {
namespace {


QString sci(double v) { return isKnown(v) ? QString::number(v, 'g', 3) : QCoreApplication::translate("Explanation", "unknown"); }

QString row(const QString &label, const QString &value)
{
    return QStringLiteral("<tr><td style='padding-right:12px'>%1</td><td>%2</td></tr>").arg(label.toHtmlEscaped(), value);
}

QString formula(const QString &text, const QString &source)
{
    if (source.isEmpty())
        return QStringLiteral("<p style='margin:2px 0'><code>%1</code></p>").arg(text.toHtmlEscaped());
    return QStringLiteral("<p style='margin:2px 0'><code>%1</code><br><span style='color:#666'>%2</span></p>")
        .arg(text.toHtmlEscaped(), source.toHtmlEscaped());
}

} // namespace

QString explanationHtml(const WorkloadEntry &we, const HardwareEntry &hw, const ProjectAssumptions &a, const Estimate &e,
                        const AppliedCalibration &calibration)
{
    const Scenario sc = scenarioFor(we, hw, a);
    const ModelFigures m = modelFigures(we.workload, sc.seqLen);
    const Gpu &g = hw.gpu;
    const bool train = sc.mode == Mode::Train;
    QString html;
    html += QStringLiteral("<h3 style='margin:0 0 6px 0'>%1</h3>")
                .arg(QCoreApplication::translate("Explanation", "%1 on %2 × %3").arg(we.workload.name, QString::number(sc.gpuCount), g.name).toHtmlEscaped());
    html += QStringLiteral("<p style='margin:0 0 6px 0'>%1</p>")
                .arg((train ? QCoreApplication::translate("Explanation", "Training in %1") : QCoreApplication::translate("Explanation", "Inference in %1")).arg(precisionName(sc.precision)));
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
    html += QStringLiteral("<h4 style='margin:8px 0 2px 0'>%1</h4><table>").arg(QCoreApplication::translate("Explanation", "Inputs"));
    html += row(QCoreApplication::translate("Explanation", "Parameters"), formatCount(m.params));
    const bool generativeServing = !train && m.isGenerative && sc.outputTokens > 0;
    if (generativeServing) {
        html += row(QCoreApplication::translate("Explanation", "Prompt tokens"),
                    QString::number(sc.promptTokens > 0 ? sc.promptTokens : m.seqLen));
        html += row(QCoreApplication::translate("Explanation", "Output tokens"), QString::number(sc.outputTokens));
    } else {
        html += row(QCoreApplication::translate("Explanation", "Forward FLOPs per sample"), sci(m.forwardFlopsPerSample));
        if (m.isTokenModel)
            html += row(QCoreApplication::translate("Explanation", "Tokens per sample (sequence)"), QString::number(m.seqLen));
    }
    html += row(QCoreApplication::translate("Explanation", "Batch per GPU"), QString::number(e.batchPerGpu));
    html += row(QCoreApplication::translate("Explanation", "Dense peak"), QCoreApplication::translate("Explanation", "%1 TFLOPS (%2)").arg(formatNumber(e.peakFlopsUsed / 1e12, 4), precisionName(sc.precision)));
    html += row(QCoreApplication::translate("Explanation", "Assumed efficiency"), QCoreApplication::translate("Explanation", "%1 % of peak").arg(formatNumber(e.computeEfficiency * 100, 3)));
    html += row(QCoreApplication::translate("Explanation", "Memory bandwidth"), QCoreApplication::translate("Explanation", "%1 GB/s").arg(formatNumber(g.memoryBandwidthGBps, 4)));
    html += QStringLiteral("</table>");

    html += QStringLiteral("<h4 style='margin:8px 0 2px 0'>%1</h4>").arg(QCoreApplication::translate("Explanation", "How it was derived"));
    if (train) {
        if (m.isTokenModel && m.attentionCounted) {
            html += formula(QCoreApplication::translate("Explanation", "forward FLOPs/token = 2 × %1 + 4 × L × h × s = %2")
                                .arg(sci(m.params), sci(m.forwardFlopsPerSample / m.seqLen)),
                            QCoreApplication::translate("Explanation", "PaLM (Chowdhery et al. 2022), appendix B"));
        }
        html += formula(QCoreApplication::translate("Explanation", "training FLOPs = 3 × forward × samples%1 = %2")
                            .arg(sc.recompute == Recompute::Full ? QCoreApplication::translate("Explanation", " + recompute") : QString(), sci(e.totalFlops)),
                        QCoreApplication::translate("Explanation", "Kaplan et al. 2020 §2.1 (backward ≈ 2 × forward); full recompute adds a forward pass"));
        // The time as computed: FLOPs over what each GPU achieves (efficiency × scaling, and for conv
        // nets the memory traffic of activations), so the line adds up to the result shown.
        html += formula(QCoreApplication::translate("Explanation", "wall time = FLOPs / (GPUs × achieved per GPU) = %1 / (%2 × %3 TFLOP/s) = %4 h")
                            .arg(sci(e.totalFlops), QString::number(sc.gpuCount), formatNumber(e.achievedTflopsPerGpu, 4),
                                 formatHours(e.wallHours)),
                        QCoreApplication::translate("Explanation", "achieved = peak %1 T × efficiency %2 × scaling %3%4")
                            .arg(formatNumber(e.peakFlopsUsed / 1e12, 4), formatNumber(e.computeEfficiency, 3),
                                 formatNumber(e.scalingEfficiency, 3),
                                 e.memorySeconds > 0 ? QCoreApplication::translate("Explanation", ", less the time activations spend in memory (conv nets)")
                                                     : QString()));
        html += formula(QCoreApplication::translate("Explanation", "GPU-hours = %1 h × %2 GPUs = %3").arg(formatHours(e.wallHours), QString::number(sc.gpuCount),
                                                                   formatNumber(e.gpuHours, 4)),
                        QString());
        if (isKnown(e.costUsd)) {
            html += formula(QCoreApplication::translate("Explanation", "cost = GPU-hours × price = %1 × $%2 = %3")
                                .arg(formatNumber(e.gpuHours, 4),
                                     formatNumber((isKnown(sc.priceUsd) ? sc.priceUsd : g.pricePerHourUsd) * sc.priceMultiplier, 4),
                                     formatMoney(e.costUsd)),
                            g.priceSource);
        }
        if (isKnown(e.energyKwh)) {
            html += formula(QCoreApplication::translate("Explanation", "energy = GPUs × TDP × hours × PUE = %1 × %2 W × %3 h × %4 = %5 kWh")
                                .arg(QString::number(sc.gpuCount), formatNumber(g.tdpW, 4), formatHours(e.wallHours),
                                     formatNumber(a.pue, 3), formatNumber(e.energyKwh, 4)),
                            QCoreApplication::translate("Explanation", "GPU power only; PUE covers cooling and power delivery"));
        }
    } else {
        if (isKnown(e.timeToFirstTokenMs)) {
            html += formula(QCoreApplication::translate("Explanation", "time to first token = max(prefill FLOPs / (peak × efficiency), weights / bandwidth) + layers × 0.1 ms = %1 ms")
                                .arg(formatNumber(e.timeToFirstTokenMs, 4)),
                            QCoreApplication::translate("Explanation", "roofline (Williams et al. 2009); prefill FLOPs 2·N·s + attention"));
            html += formula(QCoreApplication::translate("Explanation", "time per output token = weights/bandwidth + KV cache/bandwidth (or compute when larger) = %1 ms")
                                .arg(formatNumber(e.timePerOutputTokenMs, 4)),
                            QCoreApplication::translate("Explanation", "kipply, \"Transformer Inference Arithmetic\"; KV = 2 · L · kv_heads · head_dim · bytes per token"));
        } else {
            html += formula(QCoreApplication::translate("Explanation", "latency = max(FLOPs / (peak × efficiency), bytes / bandwidth) = %1 ms").arg(formatNumber(e.latencyMs, 4)),
                            QCoreApplication::translate("Explanation", "roofline (Williams et al. 2009)"));
        }
        if (isKnown(e.costPerMillionTokensUsd))
            html += formula(QCoreApplication::translate("Explanation", "cost per million tokens = %1").arg(formatMoney(e.costPerMillionTokensUsd)),
                            QCoreApplication::translate("Explanation", "1e6 × price × GPUs / 3600 / tokens per second"));
    }

    // Range: how far published runs of this kind strayed from the model (uncertainty.h).
    if (const QString range = rangeText(e, sc.mode); !range.isEmpty())
        html += formula(range, QCoreApplication::translate("Explanation", "optimistic – pessimistic, from flopsheet-cli validate on the published runs in tests/data/measurements.csv"));
    // A measured run of this workload (issue 7): its calibrated figures beside the theoretical ones.
    html += calibrationDetailsHtml(calibration, e, sc.mode);

    // Memory.
    html += QStringLiteral("<h4 style='margin:8px 0 2px 0'>%1</h4><table>").arg(QCoreApplication::translate("Explanation", "Memory per GPU"));
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
    html += row(QCoreApplication::translate("Explanation", "Total / capacity"), QStringLiteral("<b>%1 / %2 GiB</b> — %3")
                                            .arg(formatNumber(e.memoryPerGpuGiB, 3), formatNumber(g.memoryGB, 4),
                                                 e.fits ? QCoreApplication::translate("Explanation", "fits") : QStringLiteral("<span style='color:#b02020'>%1</span>").arg(QCoreApplication::translate("Explanation", "does not fit"))));
    html += row(QCoreApplication::translate("Explanation", "Largest batch that fits"), QString::number(e.maxBatchPerGpu));
    html += row(QCoreApplication::translate("Explanation", "Parallel layout"), QCoreApplication::translate("Explanation", "tensor %1 × pipeline %2 × data %3").arg(e.tensorParallel).arg(e.pipelineParallel).arg(e.dataParallel));
    html += QStringLiteral("</table>");
    html += QStringLiteral("<p style='color:#666;margin:2px 0'>%1</p>")
                .arg((train ? QCoreApplication::translate("Explanation", "Mixed-precision Adam keeps 16 bytes per parameter (ZeRO paper); activations after Korthikanti et al. 2022 with FlashAttention.")
                            : QCoreApplication::translate("Explanation", "Weights in the serving precision; KV cache = 2 · layers · KV heads · head size · bytes per token of context (kipply).")).toHtmlEscaped());

    const QStringList warnings = warningMessages(e.warnings);
    if (!warnings.isEmpty()) {
        html += QStringLiteral("<h4 style='margin:8px 0 2px 0;color:#8a5a00'>%1</h4><ul style='margin:0'>").arg(QCoreApplication::translate("Explanation", "Warnings"));
        for (const QString &w : warnings)
            html += QStringLiteral("<li>%1</li>").arg(w.toHtmlEscaped());
        html += QStringLiteral("</ul>");
    }
    return html;
}

} // namespace flopsheet
