#pragma once

#include "core/analyzer/shape.h"

#include <QString>

#include <functional>
#include <string>

namespace onnx {
class GraphProto;
}

namespace flopsheet {

/** A tensor's shape by name, or nullptr when it is not known (yet). */
using OnnxShapeOf = std::function<const Shape *(const std::string &name)>;

/**
 * The first node whose attributes break the ONNX operator spec, as one line naming the node, the
 * attribute and the rule; empty when every node keeps them. Checked for the operators whose attributes
 * shape inference and the counting read (Conv, ConvTranspose, MaxPool, AveragePool, LpPool): kernels,
 * strides and dilations positive, pads and output padding not negative, each list as long as the spatial
 * axes, kernel_shape equal to the weight's, auto_pad one of its four words, and group at least 1 and
 * dividing both channel counts. Run before shape inference, whose code divides by these values
 * unchecked, and again with the inferred shapes (shapeOf), which give the input channels of inner nodes.
 */
QString onnxAttributeProblem(const onnx::GraphProto &graph, const OnnxShapeOf &shapeOf);

} // namespace flopsheet
