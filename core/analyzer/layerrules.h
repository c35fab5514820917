#pragma once

#include "core/analyzer/layer.h"

namespace flopsheet {

/** What one layer does to one input: its output shape and its counts for that input. */
struct LayerCounts {
    Shape output;
    double params = 0;
    double activeParams = 0; ///< parameters used per token; below params only for mixture-of-experts
    double macs = 0; ///< multiply-accumulates of convolutions, matrix products and attention
    double otherFlops = 0; ///< element-wise work (norms, activations, pooling, softmax, adds)
    double kvValuesPerToken = 0; ///< causal attention: K and V values kept per token while generating
};

/**
 * Applies one layer (not a Block) to an input shape. Returns nullopt with a one-line, translated
 * reason in *error when the input does not suit the layer or a setting is out of range.
 */
std::optional<LayerCounts> applyLayer(const Layer &layer, const Shape &input, QString *error);

} // namespace flopsheet
