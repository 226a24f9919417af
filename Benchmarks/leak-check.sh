#!/bin/sh
# Leak check of the Graphviz wrapper: renders 200 graphs (svg, png, pdf, json; plus failing calls) in one process
# under valgrind and fails if any definitely-lost block has a frame from vipermap's code (VipermapRender, the
# CGraphviz shim, the benchmark driver). Graphviz, cairo, pango and fontconfig keep caches for the life of the
# process; those show as "still reachable", and the few one-time blocks Graphviz 2.42 itself loses are reported
# separately, never blamed on us.
#
# Usage: Benchmarks/leak-check.sh [count]       (default 200; needs valgrind: apt-get install valgrind)
set -u
cd "$(dirname "$0")/.."
count="${1:-200}"
log="${TMPDIR:-/tmp}/vipermap-leak-check.$$.log"
swift build --product vipermap-bench >/dev/null
# Valgrind 3.19 (Debian 12) cannot read the DWARF 5 that Swift 6's toolchain emits and gives up; a copy without
# debug sections still has the symbol table, so stacks name every function (Swift symbols mangled, which is
# enough to tell ours: they contain the module name).
binary="${TMPDIR:-/tmp}/vipermap-bench-leak.$$"
objcopy --strip-debug .build/debug/vipermap-bench "$binary"
valgrind --leak-check=full --errors-for-leak-kinds=definite --show-leak-kinds=definite \
    --child-silent-after-fork=yes --num-callers=40 --log-file="$log" \
    "$binary" leak --count "$count" || true
rm -f "$binary"
python3 - "$log" <<'PY'
import re, sys
text = open(sys.argv[1]).read()
records = re.split(r"\n==\d+== \n", text)
ours, theirs = [], []
for record in records:
    if "definitely lost in loss record" not in record:
        continue
    size = int(re.search(r"([\d,]+) bytes in [\d,]+ blocks are definitely lost", record).group(1).replace(",", ""))
    mine = re.search(r"VipermapRender|vipermap_|vipermap-bench|VipermapSynth|VipermapModel", record)
    (ours if mine else theirs).append((size, record.strip()))
summary = re.search(r"definitely lost: ([\d,]+) bytes in ([\d,]+) blocks", text)
print("valgrind: definitely lost in total: %s bytes in %s blocks" % (summary.group(1), summary.group(2)) if summary else "valgrind: no leaks are possible")
print("  from vipermap's code: %d bytes in %d records" % (sum(s for s, _ in ours), len(ours)))
print("  inside Graphviz/cairo/pango only: %d bytes in %d records" % (sum(s for s, _ in theirs), len(theirs)))
for _, record in ours:
    print(record)
sys.exit(1 if ours or "ERROR SUMMARY" not in text else 0)
PY
status=$?
echo "full valgrind log: $log"
exit $status
