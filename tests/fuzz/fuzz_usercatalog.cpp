// A user catalog (--catalog, the window's catalog file): merged over the built-in one, then each new GPU
// and workload estimated as the tables would.
#include "core/catalog/catalog.h"
#include "core/estimate/estimator.h"
#include "tests/fuzz/fuzzbytes.h"
#include "tests/fuzz/fuzztargets.h"

#include <algorithm>

namespace flopsheet::fuzz {

int userCatalog(const std::uint8_t *data, std::size_t size)
{
    const Catalog &builtIn = Catalog::builtIn();
    Catalog catalog = builtIn;
    QString error;
    if (!catalog.merge(bytesOf(data, size), &error)) {
        require(!error.isEmpty(), "a refused catalog says why");
        require(
            catalog.gpus().size() == builtIn.gpus().size() && catalog.workloads().size() == builtIn.workloads().size(),
            "a refused catalog changes nothing");
        return 0;
    }
    const Workload &workload = builtIn.workloads().front();
    const Gpu &gpu = builtIn.gpus().front();
    // Entries of the file replace or follow the built-in ones; a few of each are estimated both ways.
    for (Mode mode : { Mode::Train, Mode::Infer }) {
        Scenario sc;
        sc.mode = mode;
        const std::size_t gpus = std::min<std::size_t>(catalog.gpus().size(), 64);
        for (std::size_t i = 0; i < gpus; ++i)
            (void)estimate(workload, catalog.gpus()[i], sc);
        const std::size_t workloads = std::min<std::size_t>(catalog.workloads().size(), 64);
        for (std::size_t i = 0; i < workloads; ++i)
            (void)estimate(catalog.workloads()[i], gpu, sc);
    }
    return 0;
}

} // namespace flopsheet::fuzz
