#!/usr/bin/env bash
# Builds the Debian package with CPack from the build's own configuration, into a temporary folder, and
# checks it: the files a desktop needs are in it, under /usr, and its control file names its name, version
# and the dependencies dpkg-shlibdeps found in the linked libraries.
# Usage: check_deb.sh BUILD_DIR APP_ID VERSION
set -euo pipefail
build=$1 id=$2 version=$3
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

cpack -G DEB --config "$build/CPackConfig.cmake" -B "$work" >"$work/cpack.log" 2>&1 || { cat "$work/cpack.log"; fail "cpack"; }
deb=$work/flopsheet_${version}_amd64.deb
[[ -s $deb ]] || fail "cpack wrote no $(basename "$deb")"

dpkg-deb --contents "$deb" | awk '{print $6}' | sed 's|^\./|/|' >"$work/contents"
for path in /usr/bin/flopsheet /usr/bin/flopsheet-cli \
    "/usr/share/applications/$id.desktop" "/usr/share/metainfo/$id.metainfo.xml" \
    "/usr/share/mime/packages/$id.xml" "/usr/share/icons/hicolor/scalable/apps/$id.svg" \
    "/usr/share/icons/hicolor/256x256/apps/$id.png" "/usr/share/icons/hicolor/16x16/apps/$id.png" \
    /usr/share/man/man1/flopsheet.1 /usr/share/man/man1/flopsheet-cli.1 \
    /usr/share/bash-completion/completions/flopsheet-cli; do
    grep -qx "$path" "$work/contents" || fail "the package lacks $path"
done
grep -v '^/usr' "$work/contents" | grep -v '^/$' && fail "the package installs outside /usr"

field() { dpkg-deb --field "$deb" "$1"; }
[[ $(field Package) == flopsheet ]] || fail "Package: $(field Package)"
[[ $(field Version) == "$version" ]] || fail "Version: $(field Version)"
[[ $(field Architecture) == amd64 ]] || fail "Architecture: $(field Architecture)"
depends=$(field Depends)
# From the link lines (dpkg-shlibdeps): Qt, QCustomPlot, libonnx, Clp, libxlsxwriter, the C++ runtime;
# and the platform plugins, which are loaded, not linked.
for package in libqt6core6 libqt6gui6 libqt6widgets6 libqt6printsupport6 libqt6svg6 libqcustomplot2.1-qt6 \
    libonnx1 libprotobuf32 coinor-libclp1 libxlsxwriter4 libstdc++6 libc6 qt6-qpa-plugins; do
    sed 's/, /\n/g' <<<"$depends" | cut -d' ' -f1 | grep -qxF "$package" || fail "Depends lacks $package: $depends"
done
echo "package: $(wc -l <"$work/contents") paths; Depends: $depends"
