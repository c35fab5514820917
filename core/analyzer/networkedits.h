#pragma once

#include "core/analyzer/layerpath.h"

namespace flopsheet {

/**
 * The architecture editor's edits of a network's layer tree, as plain functions (the editor wraps each
 * in an undo step). Each returns false with a one-line, translated reason and leaves the network as it
 * was; none of them analyses (analyzeNetwork says whether the shapes still fit).
 */

/** Inserts a layer at `at` (its last index may be the list's size: appended). Blocks come from wrapInBlock. */
bool insertLayer(Network &network, const LayerPath &at, Layer layer, QString *error);

/** Removes layers; paths may be in different lists and nested (a block and one of its layers). A block
 *  must keep at least one layer: removing all of them is refused (remove or unwrap the block instead). */
bool removeLayers(Network &network, std::vector<LayerPath> paths, QString *error);

/** Moves a layer up (delta < 0) or down within its list. */
bool moveLayer(Network &network, const LayerPath &path, int delta, QString *error);

/** Puts `count` consecutive layers from `first` on into a new block repeated `repeat` times. */
bool wrapInBlock(Network &network, const LayerPath &first, int count, std::int64_t repeat, QString *error);

/** Replaces a block by its layers (once; its repeat count and shortcut go). */
bool unwrapBlock(Network &network, const LayerPath &path, QString *error);

/** Replaces a layer's kind and settings. A block keeps its layers and shortcut; a layer cannot become a
 *  block or a block a layer (wrap or unwrap instead). */
bool replaceLayer(Network &network, const LayerPath &path, Layer layer, QString *error);

/** Sets a block's repeat count (1 to 1,000,000). */
bool setRepeat(Network &network, const LayerPath &path, std::int64_t repeat, QString *error);

/** When `paths` are consecutive layers of one list, the first of them and their count. */
std::optional<std::pair<LayerPath, int>> consecutiveRange(std::vector<LayerPath> paths);

} // namespace flopsheet
