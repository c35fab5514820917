#!/usr/bin/env bash
# The whole test suite under AddressSanitizer and UndefinedBehaviorSanitizer, then every fuzzer for a
# while (tests/fuzz/README.md): a clang build in ./build-sanitize, beside the normal one.
#   scripts/sanitize.sh [FUZZ_SECONDS]      (default 30 per fuzz target; 0 runs none)
# Installs what is missing like run.sh and test.sh, plus clang, its sanitizer and libFuzzer runtimes
# (libclang-rt-14-dev) and llvm-symbolizer (llvm) for readable stacks.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
seconds="${1:-30}"

FLOPSHEET_BUILD="$root/build-sanitize"
FLOPSHEET_EXTRA_PACKAGES="clang libclang-rt-14-dev llvm"
# -O1 keeps the instrumented suite fast enough; line tables are enough for the sanitizers' stacks.
FLOPSHEET_CMAKE_ARGS=(-DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=Debug
    "-DCMAKE_CXX_FLAGS_DEBUG=-O1 -gline-tables-only" -DFLOPSHEET_SANITIZE=ON -DFLOPSHEET_FUZZ=ON)
source "$root/scripts/setup.sh"

# Qt's and fontconfig's caches live until exit by design; tests/fuzz/lsan.supp names them. Any report
# from the sanitizers fails the test that caused it.
export ASAN_OPTIONS="detect_leaks=1:abort_on_error=1:strict_string_checks=1"
export LSAN_OPTIONS="suppressions=$root/tests/fuzz/lsan.supp:print_suppressions=0"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
# Instrumented code runs 3-10x slower: tst_clisweep's 3.4-million-row sweep needs more than Qt Test's 5 minutes.
export QTEST_FUNCTION_TIMEOUT=1800000
# The layout check runs clang-format and the package check cpack: no FlopSheet code runs instrumented in
# either, and they take a minute and a half of CI's budget; the normal suite runs both.
ctest --test-dir "$FLOPSHEET_BUILD" --output-on-failure --parallel "$(nproc)" \
    --exclude-regex "^(format_matches_clang_format|debian_package)\$"

if ((seconds > 0)); then
    "$root/tests/fuzz/run.sh" "$FLOPSHEET_BUILD" "$seconds"
fi
