#!/usr/bin/env bash
# Shared by run.sh and test.sh: installs missing Debian packages (as root; otherwise prints the
# exact apt-get line), configures and builds FlopSheet in ./build. Sourced, not executed.
set -euo pipefail

FLOPSHEET_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
FLOPSHEET_BUILD="${FLOPSHEET_BUILD:-$FLOPSHEET_ROOT/build}"

# Everything the build, the tests and the benchmarks need, from Debian 12.
# qt6-tools-dev has the LinguistTools CMake package, qt6-l10n-tools its lupdate and lrelease;
# qt6-translations-l10n translates Qt's own dialogs; fonts-noto-cjk draws the Chinese interface;
# qt6-wayland lets the window open on a Wayland desktop without XWayland. libonnx-dev and
# libprotobuf-dev read .onnx models (flopsheet_onnx); libonnx-testdata holds the per-operator
# models tst_onnx checks against. clang-format (14) checks the code's layout (format_matches_clang_format).
# coinor-libclp-dev is COIN-OR Clp, the LP solver of the shared pool's policies (flopsheet_pool).
FLOPSHEET_PACKAGES=(
    cmake ninja-build g++ pkg-config
    qt6-base-dev qt6-base-dev-tools
    qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-translations-l10n
    fonts-noto-cjk qt6-wayland
    libbenchmark-dev libqcustomplot-dev
    libonnx-dev libprotobuf-dev libonnx-testdata
    poppler-utils clang-format
    coinor-libclp-dev
)

missing=()
for package in "${FLOPSHEET_PACKAGES[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$package")
    fi
done
if ((${#missing[@]})); then
    if [[ $(id -u) -eq 0 ]]; then
        echo "Installing: ${missing[*]}"
        export DEBIAN_FRONTEND=noninteractive
        apt-get update -qq
        apt-get install -y -qq --no-install-recommends "${missing[@]}"
    else
        echo "FlopSheet needs these Debian packages. Install them with:" >&2
        echo "  sudo apt-get install -y ${missing[*]}" >&2
        exit 1
    fi
fi

generator=()
command -v ninja >/dev/null && generator=(-G Ninja)
if [[ ! -f "$FLOPSHEET_BUILD/CMakeCache.txt" ]]; then
    cmake -S "$FLOPSHEET_ROOT" -B "$FLOPSHEET_BUILD" "${generator[@]}" -DCMAKE_BUILD_TYPE=Release
fi
cmake --build "$FLOPSHEET_BUILD" --parallel "$(nproc)"
