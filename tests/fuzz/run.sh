#!/usr/bin/env bash
# Runs the fuzzers of a FLOPSHEET_FUZZ build, each for a while, from the seeds of targets.txt.
#   tests/fuzz/run.sh BUILD_DIR SECONDS [TARGET...]     (all targets when none is named)
# Each target's growing corpus is kept in BUILD_DIR/fuzz/corpus/TARGET, so a later run continues from it;
# a crash, leak, timeout or sanitizer report is written to BUILD_DIR/fuzz/crashes/TARGET/ and makes the
# script fail. tests/fuzz/README.md says how to turn one into a regression test.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
build="${1:?usage: run.sh BUILD_DIR SECONDS [TARGET...]}"
seconds="${2:?usage: run.sh BUILD_DIR SECONDS [TARGET...]}"
shift 2
wanted=("$@")

export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}"
export QT_QPA_PLATFORM=offscreen

failed=()
while read -r name dictionary seeds; do
    [[ -z "$name" || "$name" == \#* ]] && continue
    if ((${#wanted[@]})) && [[ ! " ${wanted[*]} " == *" $name "* ]]; then
        continue
    fi
    binary="$build/tests/fuzz/fuzz_$name"
    [[ -x "$binary" ]] || { echo "no $binary: build the 'fuzzers' target of a FLOPSHEET_FUZZ build" >&2; exit 2; }
    corpus="$build/fuzz/corpus/$name"
    seedDir="$build/fuzz/seeds/$name"
    crashes="$build/fuzz/crashes/$name"
    mkdir -p "$corpus" "$crashes"
    rm -rf "$seedDir" && mkdir -p "$seedDir"
    # libFuzzer reads folders: the seed files are copied into one, with the inputs kept as regressions.
    for seed in $seeds "tests/data/fuzz/$name"; do
        if [[ -d "$root/$seed" ]]; then
            find "$root/$seed" -type f -exec cp {} "$seedDir/" \;
        elif [[ -f "$root/$seed" ]]; then
            cp "$root/$seed" "$seedDir/"
        fi
    done
    options=(-max_total_time="$seconds" -timeout=20 -rss_limit_mb=2048 -max_len=100000
             -artifact_prefix="$crashes/" -print_final_stats=1)
    [[ "$dictionary" != "-" ]] && options+=(-dict="$root/tests/fuzz/dict/$dictionary")
    echo "== fuzz_$name for ${seconds} s"
    if ! "$binary" "${options[@]}" "$corpus" "$seedDir" 2>"$build/fuzz/$name.log"; then
        failed+=("$name")
        tail -n 40 "$build/fuzz/$name.log" >&2
    fi
    grep -E "^stat::number_of_executed_units|^stat::peak_rss_mb|^#[0-9]+ +DONE" "$build/fuzz/$name.log" | tr '\n' ' '
    echo
done <"$root/tests/fuzz/targets.txt"

if ((${#failed[@]})); then
    echo "fuzzing found problems in: ${failed[*]} (inputs under $build/fuzz/crashes/)" >&2
    exit 1
fi
