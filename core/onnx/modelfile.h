#pragma once

#include "core/analyzer/analysis.h"

#include <QByteArray>
#include <QString>

namespace flopsheet {

enum class ModelSource : std::uint8_t { Onnx, HfConfig, LayerFile, Preset };

/** How to analyse: 0 / empty mean "as the model says". */
struct ModelOptions {
    std::int64_t seqLen = 0; ///< Hugging Face configs only
    Shape inputShape; ///< ONNX models, layer files and presets only
};

/** Which option did not apply to the model (the CLI names the flag, the dialog greys the field). */
enum class ModelOptionError : std::uint8_t { None, SeqLenNotApplicable, InputShapeNotApplicable };

/** An analysed model and what only some sources have. Errors are in analysis.error. */
struct ModelReport {
    Analysis analysis;
    ModelSource source = ModelSource::Onnx;
    ModelOptionError optionError = ModelOptionError::None;
    std::int64_t seqLen = 0; ///< Hugging Face configs: tokens in the analysed sequence
    bool generative = false; ///< a decoder: KV cache, FLOPs per token
    bool tokenModel = false; ///< decoder or encoder: one sample is a sequence
    /** The layers analysed (presets, layer files, Hugging Face configs), where the architecture editor
     *  starts from; none for ONNX models. */
    std::optional<Network> network;

    bool ok() const { return analysis.ok() && optionError == ModelOptionError::None; }
    /** Forward FLOPs of one sample (image or sequence): 2 × MACs over the batch dimension of the input. */
    double flopsPerSample() const;
};

/**
 * Reads a model file and analyses it: an ONNX model (any file that is not a JSON object), a
 * FlopSheet layer file, or a Hugging Face config.json. Never throws.
 */
ModelReport analyzeModelFile(const QString &path, const ModelOptions &options);
/** The same for a file's bytes already read; path only names the file in messages. */
ModelReport analyzeModelBytes(const QByteArray &bytes, const QString &path, const ModelOptions &options);

/** A built-in preset (analyzerPresetIds()). */
ModelReport analyzeModelPreset(const QString &id, const ModelOptions &options);

} // namespace flopsheet
