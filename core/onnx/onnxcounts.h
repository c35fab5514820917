#pragma once

#include "core/analyzer/layerrules.h"

#include <functional>
#include <string>
#include <vector>

namespace onnx {
class NodeProto;
}

namespace flopsheet {

/** What a node's rule sees: the shapes of its inputs and outputs (nullptr when unknown or absent). */
struct OnnxNodeShapes {
    std::vector<const Shape *> inputs;
    std::vector<const Shape *> outputs;
};

enum class OnnxRule : std::uint8_t {
    Counted, ///< counts filled in
    ShapeUnknown, ///< the operator has a rule but a shape it needs is unknown
    Unsupported, ///< no rule for this operator
};

/**
 * MACs and element-wise FLOPs of one node of the default ONNX domain (parameters come from its
 * initializers, counted by the caller). *why explains ShapeUnknown and Unsupported.
 */
OnnxRule countOnnxNode(
    const onnx::NodeProto &node, const OnnxNodeShapes &shapes, LayerCounts &counts, std::string *why);

/** Inputs of an operator that hold buffers rather than learned parameters (BatchNormalization mean, var). */
bool isOnnxBufferInput(const std::string &opType, int inputIndex);

/** Operators that only move or reinterpret data: they store no new activations. */
bool isOnnxDataMovement(const std::string &opType);

} // namespace flopsheet
