#!/usr/bin/env bash
# make test-dist: builds the release archive (Scripts/dist.sh), builds it again and compares the bytes, then tests it
# as a user gets it (Tests/dist/test_archive.py with VIPERMAP_ARCHIVE_RELEASE=1): readelf -d, a sample mapped from an
# empty folder with env -i, the wrapper's message for a missing library, Scripts/action.sh installing it.
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
export SWIFT VERSION=${VERSION:-}

start=$(date +%s)
archive=$(Scripts/dist.sh | tail -n 1)
built=$(date +%s)
echo "test-dist: $archive built in $((built - start)) s ($(du -h "$archive" | cut -f1))"

# Built again, the archive must be the same bytes. The second build finds nothing to compile when nothing changed,
# so this compares the packing; Scripts/dist.sh builds from a copy, so two clones give the same bytes too
# (docs/development.md says what was measured from nothing).
first=$(mktemp -d)
trap 'rm -rf "$first"' EXIT
cp "$archive" "$archive.sha256" "$first/"
again=$(Scripts/dist.sh | tail -n 1)
[ "$again" = "$archive" ] || { echo "test-dist: the second build named its archive $again, not $archive" >&2; exit 1; }
cmp "$first/$(basename "$archive")" "$archive"
cmp "$first/$(basename "$archive").sha256" "$archive.sha256"
echo "test-dist: built twice, byte-identical ($(cut -c1-16 "$archive.sha256")…)"

# The plain build, whose map.json the archive's must equal.
"$SWIFT" build --product vipermap
VIPERMAP_ARCHIVE=$archive VIPERMAP_ARCHIVE_RELEASE=1 python3 -m pytest -q Tests/dist
echo "test-dist: $(( $(date +%s) - start )) s in all"
