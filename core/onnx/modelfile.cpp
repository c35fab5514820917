#include "core/onnx/modelfile.h"

#include "core/analyzer/hfconfig.h"
#include "core/analyzer/layerfile.h"
#include "core/analyzer/presets.h"
#include "core/io/userfile.h"
#include "core/io/utf8.h"
#include "core/onnx/onnxanalyzer.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace flopsheet {
namespace {

ModelReport failed(const QString &why)
{
    ModelReport r;
    r.analysis.error = why;
    return r;
}

ModelReport refusedOption(ModelSource source, ModelOptionError error)
{
    ModelReport r;
    r.source = source;
    r.optionError = error;
    r.analysis.error = error == ModelOptionError::SeqLenNotApplicable
        ? QCoreApplication::translate(
            "Analyzer", "a sequence length applies to Hugging Face configs; give an input shape instead")
        : QCoreApplication::translate("Analyzer",
            "an input shape applies to ONNX models, layer files and presets; give a sequence length instead");
    return r;
}

} // namespace

double ModelReport::flopsPerSample() const
{
    const Shape &input = analysis.input;
    const double batch = !tokenModel && input.size() > 1 ? double(input.front()) : 1.0;
    return analysis.flops() / batch;
}

ModelReport analyzeModelFile(const QString &path, const ModelOptions &options)
{
    // ONNX models that reach the 2 GB protobuf limit keep their weights in external files.
    QByteArray bytes;
    QString problem;
    if (!readUserFile(path, filelimits::kMaxModelBytes, &bytes, &problem))
        return failed(QCoreApplication::translate("Analyzer", "cannot read %1: %2").arg(path, problem));
    return analyzeModelBytes(bytes, path, options);
}

ModelReport analyzeModelBytes(const QByteArray &bytes, const QString &path, const ModelOptions &options)
{
    // A UTF-16 config.json does not start with "{" either; it is named as text, not read as ONNX.
    if (const QString problem = otherEncodingProblem(bytes); !problem.isEmpty())
        return failed(QCoreApplication::translate("Analyzer", "%1: %2").arg(path, problem));
    const QByteArrayView text = withoutUtf8Bom(bytes);
    ModelReport r;
    if (!text.first(std::min<qsizetype>(text.size(), 64)).toByteArray().trimmed().startsWith('{')) {
        if (options.seqLen > 0)
            return refusedOption(ModelSource::Onnx, ModelOptionError::SeqLenNotApplicable);
        r.source = ModelSource::Onnx;
        r.analysis = analyzeOnnx(bytes, options.inputShape);
        if (r.analysis.name.isEmpty())
            r.analysis.name = QFileInfo(path).fileName();
        return r;
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &parseError);
    if (!doc.isObject()) {
        const TextPlace place = placeOfJsonError(bytes, parseError);
        return failed(
            QCoreApplication::translate("Analyzer", "%1: not valid JSON (%2 at line %3, column %4)")
                .arg(path, parseError.errorString(), QString::number(place.line), QString::number(place.column)));
    }
    const QJsonObject root = doc.object();
    QString error;
    if (isLayerFile(root)) {
        if (options.seqLen > 0)
            return refusedOption(ModelSource::LayerFile, ModelOptionError::SeqLenNotApplicable);
        auto network = readLayerFile(root, &error);
        if (!network)
            return failed(QCoreApplication::translate("Analyzer", "%1: %2").arg(path, error));
        if (!options.inputShape.empty())
            network->input = options.inputShape;
        r.source = ModelSource::LayerFile;
        r.analysis = analyzeNetwork(*network);
        r.network = network;
        return r;
    }
    if (!isHfConfig(root))
        return failed(QCoreApplication::translate("Analyzer",
            "%1: neither a FlopSheet layer file (\"format\": \"flopsheet-layers\") nor a Hugging Face config.json")
                          .arg(path));
    if (!options.inputShape.empty())
        return refusedOption(ModelSource::HfConfig, ModelOptionError::InputShapeNotApplicable);
    const auto model = readHfConfig(root, options.seqLen, &error);
    if (!model)
        return failed(QCoreApplication::translate("Analyzer", "%1: %2").arg(path, error));
    r.source = ModelSource::HfConfig;
    r.seqLen = model->seqLen;
    r.generative = model->generative;
    r.tokenModel = true;
    r.analysis = analyzeNetwork(model->network);
    r.network = model->network;
    r.analysis.warnings = model->warnings + r.analysis.warnings;
    return r;
}

ModelReport analyzeModelPreset(const QString &id, const ModelOptions &options)
{
    auto network = analyzerPreset(id);
    if (!network)
        return failed(QCoreApplication::translate("Analyzer", "unknown preset \"%1\"; presets: %2")
                          .arg(id, analyzerPresetIds().join(QStringLiteral(", "))));
    if (options.seqLen > 0)
        return refusedOption(ModelSource::Preset, ModelOptionError::SeqLenNotApplicable);
    if (!options.inputShape.empty())
        network->input = options.inputShape;
    ModelReport r;
    r.source = ModelSource::Preset;
    r.analysis = analyzeNetwork(*network);
    r.network = network;
    return r;
}

} // namespace flopsheet
