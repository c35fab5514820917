#pragma once

#include "core/analyzer/layer.h"

#include <compare>
#include <vector>

namespace flopsheet {

/** One step down the layer tree: an index into the top level, a block's layers or a block's shortcut. */
struct LayerStep {
    int index = 0;
    bool shortcut = false; ///< into the enclosing block's shortcut branch instead of its layers
    friend auto operator<=>(const LayerStep &, const LayerStep &) = default;
};

/**
 * Where a layer sits in Network::layers, from the top level down; the first step never has shortcut set.
 * The editor, its tree model and the analysis rows name layers by path.
 */
using LayerPath = std::vector<LayerStep>;

/** The layer at a path; null when a step is out of range or goes into a layer that is not a block. */
const Layer *layerAt(const Network &network, const LayerPath &path);
Layer *layerAt(Network &network, const LayerPath &path);

/** The list that holds (or would hold) the path's last step: its siblings. Null like layerAt. */
const std::vector<Layer> *siblingsAt(const Network &network, const LayerPath &path);
std::vector<Layer> *siblingsAt(Network &network, const LayerPath &path);

/** The path one level up (empty for a top-level layer). */
LayerPath parentOf(const LayerPath &path);
/** A child of parent (parent empty: a top-level layer). */
LayerPath childOf(const LayerPath &parent, int index, bool shortcut = false);
/** The same list, another index. */
LayerPath withIndex(LayerPath path, int index);

/** "2 › 1 › shortcut 1": positions counted from 1, for messages. */
QString pathText(const LayerPath &path);

} // namespace flopsheet
