#pragma once

#include <QtGlobal>

namespace flopsheet::bench {

/**
 * How many steps a step benchmark times: its own count, or FLOPSHEET_BENCH_REPETITIONS when set.
 * Google Benchmark's --benchmark_repetitions does not override a count set in code, and the smoke
 * tests need only a couple of steps (200 took 8 minutes under AddressSanitizer).
 */
inline int stepRepetitions(int standard)
{
    bool ok = false;
    const int asked = qEnvironmentVariableIntValue("FLOPSHEET_BENCH_REPETITIONS", &ok);
    return ok && asked > 0 ? asked : standard;
}

} // namespace flopsheet::bench
