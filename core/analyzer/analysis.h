#pragma once

#include "core/analyzer/layerpath.h"

#include <QStringList>

namespace flopsheet {

/**
 * One row of the per-layer table. Figures are totals over every instance of the row (a layer inside
 * a block repeated 32 times counts 32 times); a Block row sums its children, so the network totals
 * are the sums over the rows of depth 0.
 */
struct LayerRow {
    QString name;
    QString
        kind; ///< layerKindName() ("add" for a residual add), or an ONNX operator type: the word files and JSON keep
    QString kindLabel; ///< the kind as the tables show it: layerKindLabel() (translated), or the ONNX operator type
    int depth = 0; ///< nesting inside blocks
    std::int64_t instances = 1;
    bool isBlock = false;
    /** The layer in Network::layers (a block's residual add row has its block's path; ONNX rows none). */
    LayerPath path;
    Shape input;
    Shape output;
    double params = 0;
    double activeParams = 0;
    double macs = 0;
    double otherFlops = 0;
    double activationBytes = 0; ///< output values × bytes per value, per forward pass
};

/** Totals and rows of an analysed network; error set (and rows partial) when it could not be analysed. */
struct Analysis {
    QString name;
    Shape input;
    Shape output;
    std::vector<LayerRow> rows;
    double params = 0;
    double activeParams = 0;
    bool hasExperts = false; ///< mixture-of-experts: activeParams differs from params
    double macs = 0;
    double otherFlops = 0;
    double activationBytes = 0;
    double kvValuesPerToken = 0; ///< causal attention only
    double bytesPerValue = 4;
    QStringList unsupported; ///< operators without a rule (ONNX), never silently dropped
    QStringList warnings;
    QString error;
    /** The layer that did not fit (a block when its repeat or residual add failed); empty otherwise. */
    LayerPath errorPath;
    /** Why that layer did not fit, without the layer's name (error has both). */
    QString errorReason;

    bool ok() const { return error.isEmpty(); }
    /** One MAC is two FLOPs (fvcore flop_count.py; docs/FORMULAS.md C8). Element-wise work is reported apart. */
    double flops() const { return 2.0 * macs; }
    double kvCacheBytesPerToken() const { return kvValuesPerToken * bytesPerValue; }
};

/** Propagates the input shape through every layer; stops at the first layer that does not fit. */
Analysis analyzeNetwork(const Network &network);

} // namespace flopsheet
