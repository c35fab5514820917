#pragma once

#include "core/analyzer/layer.h"

#include <QList>

namespace flopsheet {

/** A setting of a Layer that the architecture editor's form shows (one form row each). */
enum class LayerSetting : std::uint8_t {
    Kernel,
    Stride,
    Padding,
    Dilation,
    OutputPadding,
    Groups,
    CeilMode,
    OutputSize,
    Features,
    InFeatures,
    Rows,
    Bias,
    SharedWeights,
    Activation,
    Heads,
    KvHeads,
    HeadDim,
    QkvBias,
    Causal,
    Window,
    Ffn,
    Gated,
    Experts,
    TopK,
    CustomParams,
    CustomMacs,
    CustomOutput,
    Repeat,
    Residual,
};

/** The kinds a user can add, in the order the editor lists them (a Block comes from wrapping layers). */
QList<LayerKind> addableLayerKinds();

/** A kind as people read it ("Convolution (1d/2d/3d)"), translated. */
QString layerKindTitle(LayerKind kind);

/** A kind in a table's Kind column ("Convolution", "Batch norm"), translated; layer files keep layerKindName(). */
QString layerKindLabel(LayerKind kind);

/** The settings that mean something for a kind, in form order. */
QList<LayerSetting> layerSettings(LayerKind kind);

/** A short description of a layer's settings for the editor's table ("16 ch, k3 s1 p1"), translated. */
QString layerSummary(const Layer &layer);

/** The activation functions the rules know (layer files accept the same words). */
QStringList activationNames();

/** "3", "3x3" or "3, 3" -> {3} or {3, 3}; empty text -> {} (the default). Values below minimum are refused. */
std::optional<std::vector<std::int64_t>> parseIntList(QStringView text, std::int64_t minimum, QString *error);
/** {3, 3} -> "3x3"; {} -> "". */
QString intListText(const std::vector<std::int64_t> &values);

/** A layer of a kind with the settings a new one starts with (a 3×3 convolution to 64 channels, ...). */
Layer defaultLayer(LayerKind kind);

} // namespace flopsheet
