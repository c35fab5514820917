#pragma once

// The fuzz targets: one function per reader of untrusted input, each fed arbitrary bytes. Built twice:
// as libFuzzer binaries (clang, FLOPSHEET_FUZZ=ON, libfuzzerentry.cpp) and into tst_fuzzregressions,
// which replays the seeds and every input kept under tests/data/fuzz/ in the normal suite.
// A target returns 0; a broken invariant (a reader that accepted a file it cannot write back, a refusal
// without a message) aborts, which both libFuzzer and the replay report as a failure.

#include <QByteArray>

#include <cstddef>
#include <cstdint>
#include <span>

namespace flopsheet::fuzz {

using Target = int (*)(const std::uint8_t *data, std::size_t size);

struct NamedTarget {
    const char *name; ///< as in tests/fuzz/targets.txt and the folder under tests/data/fuzz/
    Target run;
};

int projectFile(const std::uint8_t *data, std::size_t size);
int tableCsv(const std::uint8_t *data, std::size_t size);
int stepTimes(const std::uint8_t *data, std::size_t size);
int userCatalog(const std::uint8_t *data, std::size_t size);
int modelFile(const std::uint8_t *data, std::size_t size);
int measurements(const std::uint8_t *data, std::size_t size);
int cliFlags(const std::uint8_t *data, std::size_t size);
int cells(const std::uint8_t *data, std::size_t size);

/** Every target by name; the Hugging Face config, layer file and ONNX targets share modelFile. */
std::span<const NamedTarget> targets();

/** Stops the process when an invariant does not hold (libFuzzer keeps the input as a crash). */
void require(bool condition, const QByteArray &what);

} // namespace flopsheet::fuzz
