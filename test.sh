#!/usr/bin/env bash
# Sets everything up and runs the whole test suite through CTest.
set -euo pipefail
source "$(dirname "$0")/scripts/setup.sh"
ctest --test-dir "$FLOPSHEET_BUILD" --output-on-failure --parallel "$(nproc)" "$@"
