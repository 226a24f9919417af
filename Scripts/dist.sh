#!/usr/bin/env bash
# make dist: the release archive dist/vipermap-VERSION-linux-x86_64.tar.gz and its .sha256.
# VERSION is `VERSION=…` or `git describe --tags --always --dirty` (a leading v dropped; with no tag,
# 0.1.0-dev+<commit>). The binary is built in release mode with the Swift runtime and Foundation linked in
# (--static-swift-stdlib), from a copy of the tree in .build-dist/src whose Sources/VipermapCLI/Vipermap+Version.swift
# says VERSION: the work tree is never written to, and a plain build keeps saying 0.1.0-dev. The copy is kept in
# step file by file (only changed files are copied), so a second `make dist` rebuilds only what changed.
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=${DIST_SCRATCH:-.build-dist}
outdir=${DIST_DIR:-dist}
SWIFT=${SWIFT:-swift}

if [ "$(uname -s)" != Linux ]; then
  echo "make dist: the release archive is built on Linux (x86-64); on macOS build from source (docs/install.md)" >&2; exit 2
fi
if [ -z "${VERSION:-}" ]; then
  described=$(git describe --tags --always --dirty 2>/dev/null || echo unknown)
  case $described in
    v[0-9]*) VERSION=${described#v} ;;
    *) VERSION=0.1.0-dev+$described ;;
  esac
fi
if ! [[ $VERSION =~ ^[A-Za-z0-9][A-Za-z0-9.+_-]*$ ]]; then
  echo "make dist: VERSION '$VERSION' must be letters, digits and . + _ - only" >&2; exit 2
fi

src=$scratch/src
version_file=Sources/VipermapCLI/Vipermap+Version.swift
mkdir -p "$src"
listed=$(mktemp)
trap 'rm -f "$listed"' EXIT
{ git ls-files -z --cached --others --exclude-standard -- Package.swift Sources Tests
  if [ -f Package.resolved ]; then printf 'Package.resolved\0'; fi; } > "$listed"
# Copy a file only when its bytes differ: SwiftPM compares modification times and inodes, so rewriting every file
# would rebuild everything (7 minutes) on each run.
while IFS= read -r -d '' file; do
  [ -f "$file" ] || continue                       # deleted in the work tree, not yet in the index
  [ "$file" = "$version_file" ] && continue
  if ! cmp -s "$file" "$src/$file"; then
    mkdir -p "$src/$(dirname "$file")"
    cp -p "$file" "$src/$file"
  fi
done < "$listed"
(cd "$src" && find . -type f -printf '%P\0') | while IFS= read -r -d '' file; do
  [ "$file" = "$version_file" ] && continue
  grep -qzxF -- "$file" "$listed" || rm -f "$src/$file"
done
stamped=$(sed "s/^\(    public static let version = \)\".*\"$/\1\"$VERSION\"/" "$version_file")
if ! grep -qF "\"$VERSION\"" <<<"$stamped"; then
  echo "make dist: could not stamp the version into $version_file (its constant's line changed?)" >&2; exit 1
fi
if [ "$(cat "$src/$version_file" 2>/dev/null)" != "$stamped" ]; then
  mkdir -p "$src/$(dirname "$version_file")"
  printf '%s\n' "$stamped" > "$src/$version_file"
fi

# -file-prefix-map: source paths compiled into the binary (Swift's #file, __FILE__ in libyaml's asserts) name
# /vipermap-dist, not this clone's folder, so clones in different folders build the same bytes.
absolute=$(cd "$scratch" && pwd)
"$SWIFT" build -c release --static-swift-stdlib --product vipermap \
  --package-path "$src" --scratch-path "$scratch/build" \
  -Xswiftc -file-prefix-map -Xswiftc "$absolute=/vipermap-dist" -Xcc "-ffile-prefix-map=$absolute=/vipermap-dist" >&2   # standard output is the archive's path alone
binary=$scratch/build/release/vipermap
# Two builds from nothing differ in two places only, neither read at run time: .swift_modhash (the compiler's hash of
# each module's LLVM IR, for its own incremental code generation) and the linker's build id, a hash of the whole
# file. Without them, two builds from nothing are the same bytes (docs/development.md, "Releases").
strip --strip-all --remove-section=.swift_modhash --remove-section=.note.gnu.build-id \
  -o "$scratch/vipermap.stripped" "$binary"
Scripts/dist-pack.sh "$scratch/vipermap.stripped" "$VERSION" "$outdir"
