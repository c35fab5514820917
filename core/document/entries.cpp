#include "core/document/entries.h"

namespace flopsheet {

WorkloadEntry workloadEntryFromPreset(const Workload &preset)
{
    WorkloadEntry e;
    e.workload = preset;
    Scenario &sc = e.scenario;
    sc.mode = Mode::Train;
    sc.precision = Precision::BF16;
    const bool tokenModel = preset.family == WorkloadFamily::Decoder || preset.family == WorkloadFamily::Encoder;
    if (tokenModel) {
        sc.amount = AmountKind::Tokens;
        sc.tokens = preset.trainingTokens;
    } else {
        sc.amount = AmountKind::Samples;
        sc.samples = preset.datasetSamples;
        sc.epochs = preset.epochs;
    }
    return e;
}

Precision precisionOn(const Gpu &gpu, Precision wanted)
{
    // Nearest format first: 16-bit work moves between FP16 and BF16, 8-bit work goes up to 16-bit.
    static const Precision order[kPrecisionCount][3] = {
        /* FP32 */ {Precision::FP32, Precision::TF32, Precision::BF16},
        /* TF32 */ {Precision::TF32, Precision::FP32, Precision::BF16},
        /* FP16 */ {Precision::FP16, Precision::BF16, Precision::FP32},
        /* BF16 */ {Precision::BF16, Precision::FP16, Precision::FP32},
        /* FP8  */ {Precision::FP8, Precision::BF16, Precision::FP16},
        /* INT8 */ {Precision::INT8, Precision::FP8, Precision::FP16},
    };
    for (Precision p : order[static_cast<int>(wanted)]) {
        if (gpu.peakFlops(p))
            return p;
    }
    return wanted; // nothing close: the estimate reports the precision as unsupported
}

Scenario scenarioFor(const WorkloadEntry &w, const HardwareEntry &h, const ProjectAssumptions &a)
{
    Scenario sc = w.scenario;
    sc.gpuCount = h.count;
    sc.gpusPerNode = a.gpusPerNode;
    sc.pue = a.pue;
    sc.priceMultiplier = a.priceMultiplier;
    sc.precision = precisionOn(h.gpu, sc.precision);
    return sc;
}

} // namespace flopsheet
