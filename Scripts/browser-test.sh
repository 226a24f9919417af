#!/usr/bin/env bash
# Builds vipermap and runs the explorer's browser tests in headless Chromium (Tests/browser).
# Usage: Scripts/browser-test.sh [--screenshot docs/explorer.png] [-k NAME]
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
PYTHON=${PYTHON:-python3}
$SWIFT build --product vipermap
$SWIFT build --product vipermap-bench  # the every-sample tests also run on a generated app
BIN="$($SWIFT build --show-bin-path)/vipermap"
exec "$PYTHON" Tests/browser/test_explorer.py --vipermap "$BIN" "$@"
