#include "core/estimate/modelfigures.h"

#include "core/estimate/defaults.h"
#include "core/estimate/memory.h"
#include "core/estimate/transformer.h"

namespace flopsheet {

double unprunedParams(const Workload &w)
{
    // An exact published count wins; otherwise a complete shape gives the exact count.
    return (w.paramsExact && isKnown(w.params)) || !w.shape.isComplete() ? w.params : transformerParams(w.shape);
}

ModelFigures modelFigures(const Workload &w, int seqLenOverride)
{
    ModelFigures m;
    const TransformerShape &s = w.shape;
    const double keep = 1.0 - w.prunedFraction;
    const double params = unprunedParams(w);
    m.params = isKnown(params) ? params * keep : kUnknown;
    m.isTokenModel = isTokenModelFamily(w.family);
    m.isGenerative = w.family == WorkloadFamily::Decoder;
    m.seqLen = seqLenOverride > 0 ? seqLenOverride : (w.seqLen > 0 ? w.seqLen : s.maxSeqLen);

    if (m.isTokenModel) {
        if (m.seqLen <= 0 || !isKnown(m.params))
            return m;
        m.tokensPerSample = m.seqLen;
        if (s.hasCompute() && !s.assumed) {
            m.attentionFlopsPerSample = m.seqLen * attentionFlopsPerToken(s.layers, s.hidden, m.seqLen) * keep;
            m.attentionCounted = true;
        }
        // 2 FLOPs per parameter per token (Kaplan et al. 2020, §2.1) plus attention (PaLM, appendix B).
        m.forwardFlopsPerSample = m.seqLen * 2.0 * m.params + m.attentionFlopsPerSample;
        return m;
    }

    if (isKnown(w.forwardFlopsPerSample)) {
        m.forwardFlopsPerSample = w.forwardFlopsPerSample * keep;
    } else if (isKnown(m.params)) {
        // Only parameters known: 2 FLOPs per parameter per sample, right for MLPs, far too low for
        // conv nets whose weights are reused at every spatial position.
        m.forwardFlopsPerSample = 2.0 * m.params;
        m.paramsOnlyConvNet = w.family == WorkloadFamily::Cnn;
    }
    if (isKnown(m.forwardFlopsPerSample))
        m.activationValuesPerSample = cnnActivationValuesPerSample(m.forwardFlopsPerSample / 2.0);
    return m;
}

ModelFigures estimatedFigures(const Workload &workload, int seqLenOverride)
{
    const std::optional<Workload> assumed = assumedWorkload(workload);
    return modelFigures(assumed ? *assumed : workload, seqLenOverride);
}

} // namespace flopsheet
