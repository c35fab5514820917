#pragma once

#include "core/analyzer/analysis.h"

#include <QByteArray>

namespace onnx {
class ModelProto;
}

namespace flopsheet {

/**
 * Analyses an ONNX model: ONNX shape inference with data propagation, then per node parameters,
 * MACs and element-wise work (onnxcounts.h). Only shapes are read: initializers without data or with
 * weights in absent external files are counted from their dims. Operators without a rule, and nodes
 * whose shapes stay unknown, are listed in Analysis::unsupported. Never throws; a file that is not
 * ONNX, or is truncated, gives Analysis::error.
 *
 * inputShape, when given, replaces the first graph input's dimensions; otherwise symbolic dimensions
 * are taken as 1 with a warning.
 */
Analysis analyzeOnnx(const QByteArray &bytes, const Shape &inputShape = {});

/** The same on a model built in memory (the benchmark); the model's shapes are rewritten in place. */
Analysis analyzeOnnxModel(onnx::ModelProto &model, const Shape &inputShape = {});

} // namespace flopsheet
