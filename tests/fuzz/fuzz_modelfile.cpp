// A model given to `analyze` or the window's Analyze dialog: an ONNX model, a FlopSheet layer file or a
// Hugging Face config.json, told apart by content as analyzeModelFile does.
#include "core/onnx/modelfile.h"
#include "tests/fuzz/fuzzbytes.h"
#include "tests/fuzz/fuzztargets.h"

namespace flopsheet::fuzz {

int modelFile(const std::uint8_t *data, std::size_t size)
{
    const ModelReport report = analyzeModelBytes(bytesOf(data, size), QStringLiteral("input"), {});
    if (!report.ok()) {
        require(!report.analysis.error.isEmpty(), "a refused model says why");
        return 0;
    }
    (void)report.flopsPerSample();
    (void)report.analysis.flops();
    return 0;
}

} // namespace flopsheet::fuzz
