#!/usr/bin/env bash
# Shared by run.sh and test.sh: installs missing Debian packages (as root; otherwise prints the
# exact apt-get line), configures and builds FlopSheet in ./build. Sourced, not executed.
set -euo pipefail

FLOPSHEET_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
FLOPSHEET_BUILD="${FLOPSHEET_BUILD:-$FLOPSHEET_ROOT/build}"
if ! declare -p FLOPSHEET_CMAKE_ARGS >/dev/null 2>&1; then
    FLOPSHEET_CMAKE_ARGS=()
fi

# Everything the build, the tests and the benchmarks need, from Debian 12.
# qt6-tools-dev has the LinguistTools CMake package, qt6-l10n-tools its lupdate and lrelease;
# qt6-translations-l10n translates Qt's own dialogs; fonts-noto-cjk draws the Chinese interface;
# qt6-wayland lets the window open on a Wayland desktop without XWayland. libonnx-dev and
# libprotobuf-dev read .onnx models (flopsheet_onnx); libonnx-testdata holds the per-operator
# models tst_onnx checks against. clang-format (14) checks the code's layout (format_matches_clang_format).
# coinor-libclp-dev is COIN-OR Clp, the LP solver of the shared pool's policies (flopsheet_pool).
# libxlsxwriter-dev writes the Excel export (flopsheet_xlsx); python3-openpyxl reads it back in the tests.
# qt6-svg-dev draws the application icon from its SVG; librsvg2-bin renders the installed PNG sizes and
# help2man the man page of the window's options. desktop-file-utils, appstream and shared-mime-info
# validate the installed launcher, metainfo and file type (libglib2.0-bin's gio reads the type back);
# dpkg-dev and fakeroot let CPack build the .deb with dependencies read from the linked libraries.
FLOPSHEET_PACKAGES=(
    cmake ninja-build g++ pkg-config
    qt6-base-dev qt6-base-dev-tools
    qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-translations-l10n
    fonts-noto-cjk qt6-wayland
    libbenchmark-dev libqcustomplot-dev
    libonnx-dev libprotobuf-dev libonnx-testdata
    poppler-utils clang-format
    coinor-libclp-dev
    libxlsxwriter-dev python3-openpyxl
    qt6-svg-dev librsvg2-bin help2man
    desktop-file-utils appstream shared-mime-info libglib2.0-bin dpkg-dev fakeroot
)

# A script that sources this one may ask for more: scripts/sanitize.sh adds clang and its sanitizer and
# libFuzzer runtimes (FLOPSHEET_EXTRA_PACKAGES) and configures its own build (FLOPSHEET_CMAKE_ARGS).
FLOPSHEET_PACKAGES+=(${FLOPSHEET_EXTRA_PACKAGES:-})

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
    cmake -S "$FLOPSHEET_ROOT" -B "$FLOPSHEET_BUILD" "${generator[@]}" -DCMAKE_BUILD_TYPE=Release \
        "${FLOPSHEET_CMAKE_ARGS[@]}"
fi
cmake --build "$FLOPSHEET_BUILD" --parallel "$(nproc)"
