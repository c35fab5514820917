#!/usr/bin/env bash
# Installs the build into a temporary prefix, as `cmake --install build --prefix P` does for a user, and
# checks what a desktop expects there: every file in its place, the launcher, metainfo and file type valid
# by the freedesktop tools, the file type matching a plan by name and by content, and the installed
# flopsheet-cli running from a copy of the prefix with no build tree on any path.
# Usage: check_install.sh BUILD_DIR SOURCE_DIR APP_ID VERSION
set -euo pipefail
build=$1 source=$2 id=$3 version=$4
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

cmake --install "$build" --prefix "$work/prefix" >/dev/null
share=$work/prefix/share
expected=(
    bin/flopsheet bin/flopsheet-cli
    "share/applications/$id.desktop" "share/metainfo/$id.metainfo.xml" "share/mime/packages/$id.xml"
    "share/icons/hicolor/scalable/apps/$id.svg"
    share/man/man1/flopsheet.1 share/man/man1/flopsheet-cli.1
    share/bash-completion/completions/flopsheet-cli
)
for size in 16 24 32 48 64 128 256 512; do
    expected+=("share/icons/hicolor/${size}x${size}/apps/$id.png")
done
for file in "${expected[@]}"; do
    [[ -s $work/prefix/$file ]] || fail "the install lacks $file"
done
for size in 16 64 256; do
    file "$share/icons/hicolor/${size}x${size}/apps/$id.png" | grep -q "PNG image data, $size x $size" \
        || fail "the ${size}x${size} icon is not a $size x $size PNG"
done

desktop-file-validate "$share/applications/$id.desktop" || fail "desktop-file-validate"
appstreamcli validate --no-net "$share/metainfo/$id.metainfo.xml" || fail "appstreamcli validate"
grep -q "<release version=\"$version\"" "$share/metainfo/$id.metainfo.xml" || fail "metainfo lacks release $version"

# The launcher, the icon and the file type name one another.
desktop=$share/applications/$id.desktop
grep -qx "Icon=$id" "$desktop" || fail "the launcher's icon is not $id"
grep -qx "MimeType=application/x-flopsheet+json;" "$desktop" || fail "the launcher does not open plans"
grep -q 'type="application/x-flopsheet+json"' "$share/mime/packages/$id.xml" || fail "the MIME type is not declared"

# The type as shared-mime-info compiles it, then as GLib reads it: a plan by its name, and by its
# content when renamed without the extension.
XDG_DATA_HOME="$work/nohome" XDG_DATA_DIRS="$share:/usr/share" update-mime-database "$share/mime" 2>"$work/mime-errors" || fail "update-mime-database: $(cat "$work/mime-errors")"
[[ ! -s $work/mime-errors ]] || fail "update-mime-database complained: $(cat "$work/mime-errors")"
grep -qx "application/x-flopsheet+json:\*\.flopsheet" <(cut -d: -f2- "$share/mime/globs2") \
    || fail "globs2 lacks *.flopsheet"
cp "$source/examples/sample.flopsheet" "$work/sample.flopsheet"
cp "$source/examples/sample.flopsheet" "$work/renamed-plan"
for plan in "$work/sample.flopsheet" "$work/renamed-plan"; do
    type=$(env XDG_DATA_HOME="$work/nohome" XDG_DATA_DIRS="$share:/usr/share" \
        gio info -a standard::content-type "$plan" | sed -n 's/.*standard::content-type: //p')
    [[ $type == application/x-flopsheet+json ]] || fail "$(basename "$plan") is $type, not a FlopSheet plan"
done

# The programs from a copy of the prefix, with the build tree nowhere on their paths.
mv "$work/prefix" "$work/moved"
cd /
out=$(env -i PATH=/usr/bin:/bin HOME="$work" "$work/moved/bin/flopsheet-cli" --version)
[[ $out == "flopsheet-cli $version"* ]] || fail "installed --version says: $out"
out=$(env -i PATH=/usr/bin:/bin HOME="$work" "$work/moved/bin/flopsheet-cli" estimate --workload gpt-3-175b \
    --gpu a100-80gb-sxm --gpus 1024 --format json)
grep -q '"wall_hours"' <<<"$out" || fail "installed estimate printed no wall time: $out"
out=$(env -i PATH=/usr/bin:/bin HOME="$work" "$work/moved/bin/flopsheet" --version)
[[ $out == "FlopSheet $version"* ]] || fail "installed flopsheet --version says: $out"
ldd "$work/moved/bin/flopsheet-cli" "$work/moved/bin/flopsheet" | grep -F "$build" && fail "links into the build tree"
echo "install into a prefix: ${#expected[@]} files, valid, relocatable"
