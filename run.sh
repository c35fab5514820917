#!/usr/bin/env bash
# Sets everything up and starts FlopSheet: the window when there is a display, else the
# command-line demo on the built-in catalog. Arguments go to whichever starts (a plan to open).
set -euo pipefail
source "$(dirname "$0")/scripts/setup.sh"
if [[ -n "${DISPLAY:-}" || -n "${WAYLAND_DISPLAY:-}" ]]; then
    exec "$FLOPSHEET_BUILD/app/flopsheet" "$@"
fi
echo "No display (neither DISPLAY nor WAYLAND_DISPLAY is set): running the command-line demo instead of the window."
exec "$FLOPSHEET_BUILD/app/flopsheet-cli" demo "$@"
