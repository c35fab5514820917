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
 * axes, kernel_shape equal to the weight's, a weight with as many dimensions as the input, auto_pad one
 * of its four words, and group at least 1 and dividing both channel counts. Run before shape inference,
 * whose code divides by these values unchecked, and again with the inferred shapes (shapeOf), which give
 * the input channels of inner nodes.
 */
QString onnxAttributeProblem(const onnx::GraphProto &graph, const OnnxShapeOf &shapeOf);

/**
 * Gives every Conv and ConvTranspose without kernel_shape the one its weight's known shape implies (the
 * spec's default), so that shape inference checks it against the input's spatial axes: libonnx takes a
 * kernel read from the weight unchecked and indexes past the input's axes when their counts differ.
 */
void spellOutKernelShapes(onnx::GraphProto &graph, const OnnxShapeOf &shapeOf);

} // namespace flopsheet
