#pragma once

#include <QStringList>

namespace flopsheet::cli {

/**
 * flopsheet-cli analyze FILE | --preset ID [--seq-len S] [--input-shape 1x3x224x224] [--format table|json]:
 * per-layer and total parameters, MACs and activation memory of an .onnx file, a Hugging Face
 * config.json or a FlopSheet layer file. Exit code 2 with one line naming the problem on bad input.
 */
int runAnalyze(const QStringList &args);

} // namespace flopsheet::cli
