#include "tests/fuzz/fuzztargets.h"

#include <array>
#include <cstdio>
#include <cstdlib>

namespace flopsheet::fuzz {

std::span<const NamedTarget> targets()
{
    // Three targets share the model-file reader (the app tells them apart by content): each has its own
    // seeds and dictionary, so each explores its own format.
    static const std::array<NamedTarget, 10> list { {
        { "project", projectFile },
        { "tablecsv", tableCsv },
        { "steptimes", stepTimes },
        { "catalog", userCatalog },
        { "hfconfig", modelFile },
        { "layerfile", modelFile },
        { "onnx", modelFile },
        { "measurements", measurements },
        { "cliflags", cliFlags },
        { "cells", cells },
    } };
    return list;
}

void require(bool condition, const QByteArray &what)
{
    if (condition)
        return;
    std::fprintf(stderr, "fuzz invariant broken: %s\n", what.constData());
    std::abort();
}

} // namespace flopsheet::fuzz
