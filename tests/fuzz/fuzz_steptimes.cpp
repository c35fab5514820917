// A step-time log (calibration from a measured run): the reader and the summary the dialog shows.
#include "core/io/steptimes.h"
#include "tests/fuzz/fuzzbytes.h"
#include "tests/fuzz/fuzztargets.h"

#include <cmath>

namespace flopsheet::fuzz {

int stepTimes(const std::uint8_t *data, std::size_t size)
{
    const StepTimes read = parseStepTimes(bytesOf(data, size));
    if (!read.ok())
        return 0;
    for (double s : read.seconds)
        require(std::isfinite(s) && s > 0, "step times read are positive numbers");
    const int warmup = warmupSteps(int(read.seconds.size()));
    require(warmup >= 0 && warmup <= read.seconds.size(), "the warm-up is within the steps");
    (void)summarizeStepTimes(read.seconds);
    return 0;
}

} // namespace flopsheet::fuzz
