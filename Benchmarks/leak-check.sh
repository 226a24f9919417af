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
import collections, re, sys
text = open(sys.argv[1]).read()
ALLOCATORS = ("malloc", "calloc", "realloc", "gmalloc", "zmalloc", "grealloc", "strdup", "agalloc", "g_malloc", "g_realloc", "g_slice")
OURS = re.compile(r"\$s14VipermapRender|\$s14vipermap_bench|\$s13VipermapSynth|\$s13VipermapModel|vipermap_")
# Graphviz calls that hand ownership to the caller: a block lost under one of them is one we failed to release.
OWNERSHIP = ("agread", "agconcat", "agmemread", "agopen", "gvRenderData", "aglasterr", "gvContext")
ours, theirs = [], collections.Counter()
for record in re.split(r"\n==\d+== \n", text):
    if "definitely lost in loss record" not in record:
        continue
    size = int(re.search(r"([\d,]+) (?:\([^)]*\) )?bytes in [\d,]+ blocks are definitely lost", record).group(1).replace(",", ""))
    frames = re.findall(r"(?:at|by) 0x[0-9A-F]+: (\S+)", record)
    inner = next((f for f in frames if not f.startswith(ALLOCATORS)), "?")
    first_ours = next((i for i, f in enumerate(frames) if OURS.search(f)), None)
    api = frames[first_ours - 1] if first_ours else "-"
    if OURS.search(inner) or api in OWNERSHIP:
        ours.append((size, record.strip()))
    else:
        theirs[(inner, api)] += size
summary = re.search(r"definitely lost: ([\d,]+) bytes in ([\d,]+) blocks", text)
print("valgrind: definitely lost in total: %s bytes in %s blocks" % (summary.group(1), summary.group(2)) if summary else "valgrind: no leaks are possible")
print("  ours (allocated by our code, or handed to us by agread/gvRenderData/aglasterr/… and not released): %d bytes in %d records" % (sum(s for s, _ in ours), len(ours)))
print("  inside Graphviz/pango/fontconfig while they work (allocating function <- Graphviz call we made):")
for (inner, api), size in theirs.most_common():
    print("    %9d bytes  %s <- %s" % (size, inner[:60], api))
for _, record in ours:
    print(record)
sys.exit(1 if ours or "ERROR SUMMARY" not in text else 0)
PY
status=$?
echo "full valgrind log: $log"
exit $status
