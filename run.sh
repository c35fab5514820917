#!/usr/bin/env bash
# Sets everything up and starts FlopSheet on its built-in catalog of GPUs and models.
set -euo pipefail
source "$(dirname "$0")/scripts/setup.sh"
exec "$FLOPSHEET_BUILD/app/flopsheet-cli" demo "$@"
