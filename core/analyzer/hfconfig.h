#pragma once

#include "core/analyzer/layer.h"

#include <QJsonObject>
#include <QStringList>

namespace flopsheet {

/** A Hugging Face config.json read as a layer network of one sequence (batch 1). */
struct HfModel {
    Network network;
    QString modelType; ///< "llama", "gpt2", ...
    bool generative = false; ///< a decoder (causal attention, KV cache)
    std::int64_t seqLen = 0;
    QStringList warnings;
};

/** True for a JSON object that looks like a transformers config (model_type or the usual shape keys). */
bool isHfConfig(const QJsonObject &root);

/**
 * Builds the network of a llama, mistral, mixtral, qwen2 or gemma decoder, a gpt2 decoder or a bert
 * (roberta) encoder, and of other models with the same keys. seqLen 0 takes a decoder's defaultSequenceTokens (2048),
 * or the model's maximum when that is shorter. Missing, mistyped or contradictory keys give nullopt with the key named
 * in *error.
 */
std::optional<HfModel> readHfConfig(const QJsonObject &root, std::int64_t seqLen, QString *error);

} // namespace flopsheet
