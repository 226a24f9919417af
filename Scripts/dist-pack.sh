#!/usr/bin/env bash
# Scripts/dist-pack.sh BINARY VERSION OUTDIR: packs BINARY as the release archive
# OUTDIR/vipermap-VERSION-linux-x86_64.tar.gz (+ .sha256), laid out as
#   vipermap-VERSION/bin/vipermap       the wrapper (Scripts/dist/bin-vipermap.sh): checks the system's libraries
#   vipermap-VERSION/libexec/vipermap   BINARY
#   vipermap-VERSION/LICENSE, README.md the licence and the run-time libraries (Scripts/dist/README.md)
# `make dist` packs the stripped static release binary; `make dist-dev` packs the debug build the same way, so the
# action's script is tested against this layout without the 7-minute release build.
# The archive is reproducible: names sorted, every time 0 (1970), owner and group 0, fixed modes, gzip without
# a name or time stamp. Its bytes depend only on the files packed.
set -euo pipefail
if [ $# -ne 3 ]; then echo "usage: $0 BINARY VERSION OUTDIR" >&2; exit 2; fi
binary=$1 version=$2 outdir=$3
root=$(cd "$(dirname "$0")/.." && pwd)
if ! [[ $version =~ ^[A-Za-z0-9][A-Za-z0-9.+_-]*$ ]]; then
  echo "dist-pack: version '$version' must be letters, digits and . + _ - only" >&2; exit 2
fi
name=vipermap-$version
archive=$name-linux-x86_64.tar.gz

stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
mkdir -p "$stage/$name/bin" "$stage/$name/libexec"
sed "s/@VERSION@/$version/g" "$root/Scripts/dist/bin-vipermap.sh" > "$stage/$name/bin/vipermap"
cp "$binary" "$stage/$name/libexec/vipermap"
cp "$root/LICENSE" "$stage/$name/LICENSE"
sed "s/@VERSION@/$version/g" "$root/Scripts/dist/README.md" > "$stage/$name/README.md"
find "$stage/$name" -type d -exec chmod 0755 {} +
chmod 0644 "$stage/$name/LICENSE" "$stage/$name/README.md"
chmod 0755 "$stage/$name/bin/vipermap" "$stage/$name/libexec/vipermap"

mkdir -p "$outdir"
tar --format=gnu --sort=name --mtime=@0 --owner=0 --group=0 --numeric-owner -C "$stage" -cf - "$name" \
  | gzip -n "-${GZIP_LEVEL:-9}" > "$outdir/$archive.tmp"
mv "$outdir/$archive.tmp" "$outdir/$archive"
(cd "$outdir" && sha256sum "$archive" > "$archive.sha256")
echo "$outdir/$archive"
