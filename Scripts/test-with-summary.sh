#!/usr/bin/env bash
# Runs a test command, keeping its whole output in LOG, and when it fails, ends with what failed: CI shows only
# the tail of a run, where Swift Testing's summary says how many issues there were but not which tests had them.
# Usage: Scripts/test-with-summary.sh LOG command [argument ...]
set -uo pipefail
log=$1
shift
mkdir -p "$(dirname "$log")"
"$@" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
if [ "$status" -ne 0 ]; then
  echo "== what failed (the whole output is in $log) =="
  # Failed tests and the issues they recorded, sanitizer reports, crashes; long lines cut, the last 12 kept.
  grep -a -E '✘ Test .*(recorded an issue|failed)|Expectation failed|Fatal error|Sanitizer:|SUMMARY:|Caught error|signal [0-9]+' "$log" \
    | grep -a -v '^✘ Test run with' | cut -c1-300 | tail -n 12
  echo "== exit status $status =="
fi
exit "$status"
