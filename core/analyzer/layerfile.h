#pragma once

#include "core/analyzer/layer.h"

#include <QByteArray>
#include <QJsonObject>

namespace flopsheet {

/**
 * FlopSheet layer files: a JSON object
 *   {"format": "flopsheet-layers", "formatVersion": 1, "name": "...", "input_shape": [1, 3, 224, 224],
 *    "bytes_per_value": 4, "layers": [{"type": "conv2d", "out_channels": 64, "kernel": 7, ...}, ...]}
 * Layer keys are PyTorch's argument names (out_channels, kernel/kernel_size, stride, padding, dilation,
 * groups, bias, out_features, num_embeddings, embedding_dim, heads, kv_heads, head_dim, ffn, experts,
 * top_k); a "block" has "layers", "repeat", "residual" and an optional "shortcut"; a "custom" layer
 * has "params", "macs" and an optional "output_shape". README.md, "Model analyzer", lists every key.
 */
bool isLayerFile(const QJsonObject &root);

/** Reads a layer file; on any unknown key, wrong type or out-of-range value returns nullopt and says where. */
std::optional<Network> readLayerFile(const QJsonObject &root, QString *error);

/** The layer file of a network (what the presets look like in the format); reads back the same. */
QJsonObject layerFileJson(const Network &network);

/** Reads a layer file from disk; nullopt with the reason (not the file name) on any problem. */
std::optional<Network> loadLayerFile(const QString &fileName, QString *error);

/** Writes a layer file through QSaveFile: an old file stays whole unless the new one was written completely. */
bool saveLayerFile(const Network &network, const QString &fileName, QString *error);

} // namespace flopsheet
