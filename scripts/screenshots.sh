#!/usr/bin/env bash
# Renders every view and every chart at the sizes the layout is tested at, in both languages, into
# OUTDIR (default: screenshots/ under the build folder), for looking at before a change lands.
#   scripts/screenshots.sh [OUTDIR]
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="${FLOPSHEET_BUILD:-$root/build}"
out="${1:-$build/screenshots}"
app="$build/app/flopsheet"
[[ -x "$app" ]] || { echo "build first: $app is missing" >&2; exit 1; }
mkdir -p "$out"
empty="$out/empty.flopsheet"
# An empty plan, made by the CLI-free route: the sample's file with its tables emptied.
python3 - "$root/examples/sample.flopsheet" "$empty" <<'PY'
import json, sys
plan = json.load(open(sys.argv[1]))
for key in ("workloads", "hardware", "poolGpus", "poolJobs", "scenarios"):
    plan[key] = []
json.dump(plan, open(sys.argv[2], "w"))
PY
views=(workloads hardware results planner scenarios pool analyzer architecture)
charts=(chart-time-cost chart-bars chart-memory chart-scaling chart-batch chart-schedule chart-speedup chart-roofline)
for lang in en zh_CN; do
    for size in 1024x700 1680x1050 2560x1440; do
        for view in "${views[@]}"; do
            QT_QPA_PLATFORM=offscreen "$app" --screenshot "$out/$view-$size-$lang.png" --view "$view" --size "$size" --lang "$lang" 2>/dev/null
        done
        QT_QPA_PLATFORM=offscreen "$app" --screenshot "$out/empty-$size-$lang.png" --project "$empty" --size "$size" --lang "$lang" 2>/dev/null
    done
    # The charts alone at the sizes the chart dock takes: laptop, desktop, and a report page.
    for size in 300x320 460x420 760x560 1200x800; do
        for chart in "${charts[@]}"; do
            QT_QPA_PLATFORM=offscreen "$app" --screenshot "$out/$chart-$size-$lang.png" --view "$chart" --size "$size" --lang "$lang" 2>/dev/null
        done
    done
done
echo "$(ls "$out"/*.png | wc -l) screenshots in $out"
