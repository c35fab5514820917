#!/usr/bin/env bash
# Checks the tracked C++ files (*.cpp, *.h) against .clang-format and lists those that differ; exits 1
# if any does. With --fix it rewrites them in place instead. The style is checked with clang-format 14
# (Debian 12's); another version may break lines differently, so it says when it is not 14.
# CLANG_FORMAT names the executable to use. CMake runs it as `check-format` and `format` targets.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

fix=0
case "${1:-}" in
"") ;;
--fix) fix=1 ;;
*)
    echo "usage: $0 [--fix]" >&2
    exit 2
    ;;
esac

clang_format="${CLANG_FORMAT:-}"
if [[ -z "$clang_format" ]]; then
    clang_format=clang-format
    command -v clang-format-14 >/dev/null && clang_format=clang-format-14
fi
if ! command -v "$clang_format" >/dev/null; then
    echo "check-format: $clang_format not found (Debian: apt-get install clang-format)" >&2
    exit 2
fi
version="$("$clang_format" --version)"
if [[ ! "$version" =~ version\ 14\. ]]; then
    echo "check-format: note: .clang-format is checked with clang-format 14; this is: $version" >&2
fi

# A .clang-format this clang-format cannot read would make every file look unformatted: say so instead.
if ! config_error="$("$clang_format" --style=file --dump-config "$root/.clang-format" 2>&1 >/dev/null)" \
    || [[ -n "$config_error" ]]; then
    echo "check-format: $clang_format cannot use .clang-format: $config_error" >&2
    exit 2
fi

# The files git tracks; outside a checkout, the C++ files under the source folders.
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
    mapfile -t files < <(git ls-files -- '*.cpp' '*.h')
else
    mapfile -t files < <(find app core ui tests \( -name '*.cpp' -o -name '*.h' \) 2>/dev/null | sort)
fi
if ((${#files[@]} == 0)); then
    echo "check-format: no C++ files found under $root" >&2
    exit 2
fi

if ((fix)); then
    mapfile -t files < <(for file in "${files[@]}"; do [[ -f "$file" ]] && echo "$file"; done)
    "$clang_format" -i --style=file -- "${files[@]}"
    echo "check-format: formatted ${#files[@]} files"
    exit 0
fi

differ=()
for file in "${files[@]}"; do
    [[ -f "$file" ]] || continue # deleted but not yet committed
    if ! "$clang_format" --dry-run --Werror --style=file -- "$file" >/dev/null 2>&1; then
        differ+=("$file")
    fi
done
if ((${#differ[@]})); then
    printf '%s\n' "${differ[@]}"
    echo "check-format: ${#differ[@]} of ${#files[@]} files differ from .clang-format" \
        "(cmake --build build --target format rewrites them)" >&2
    exit 1
fi
echo "check-format: all ${#files[@]} files match .clang-format"
