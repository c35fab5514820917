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
    return modelStateMemory(
        params, trainingWeightBytes(p), optimizerBytesPerParam(o, p), zeroStage, dataParallel, modelParallel);
}

} // namespace flopsheet
