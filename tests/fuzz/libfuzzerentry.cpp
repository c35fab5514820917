// The libFuzzer entry of one target, named at compile time (tests/fuzz/CMakeLists.txt defines
// FLOPSHEET_FUZZ_TARGET as a name of targets.txt) and found in fuzztargets.cpp's list.
#include "tests/fuzz/fuzztargets.h"

#include <QCoreApplication>

#include <cstring>

namespace {

flopsheet::fuzz::Target target = nullptr;

} // namespace

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    // Some readers translate their messages: a core application, as the CLI has.
    static QCoreApplication app(*argc, *argv);
    for (const flopsheet::fuzz::NamedTarget &t : flopsheet::fuzz::targets()) {
        if (std::strcmp(t.name, FLOPSHEET_FUZZ_TARGET) == 0)
            target = t.run;
    }
    flopsheet::fuzz::require(target != nullptr, "the target is in fuzztargets.cpp's list");
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    return target(data, size);
}
