#include "core/estimate/memory.h"

namespace flopsheet {

double optimizerBytesPerParam(Optimizer o, Precision p)
{
    const double master = isMixedPrecision(p) ? 4.0 : 0.0;
    switch (o) {
    case Optimizer::Adam:
        return master + 8.0;
    case Optimizer::Adam8bit:
        return master + 2.0;
    case Optimizer::SgdMomentum:
    case Optimizer::Lion:
        return master + 4.0;
    case Optimizer::Sgd:
        return master;
    }
    return master + 8.0;
}

MemoryBreakdown modelStateMemory(
    double params, Precision p, Optimizer o, int zeroStage, int dataParallel, int modelParallel)
{
    const double shard = params / (modelParallel > 0 ? modelParallel : 1);
    const double dp = dataParallel > 0 ? dataParallel : 1;
    MemoryBreakdown m;
    m.weights = shard * trainingWeightBytes(p) / (zeroStage >= 3 ? dp : 1.0);
    m.gradients = shard * trainingWeightBytes(p) / (zeroStage >= 2 ? dp : 1.0);
    m.optimizer = shard * optimizerBytesPerParam(o, p) / (zeroStage >= 1 ? dp : 1.0);
    return m;
}

} // namespace flopsheet
