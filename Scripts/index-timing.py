#!/usr/bin/env python3
"""Issue 39's measurement: `vipermap index --no-cache`, binaries taking turns, 7 runs, median of per-pair ratios
against the first binary; peak memory by /usr/bin/time -f %M (RUNS=N to change the count).
usage: index-timing.py APP BIN_BASE BIN_OTHER... (docs/performance.md, 21st round)"""
import subprocess, sys, time, statistics, tempfile, os
if len(sys.argv) < 3:
    sys.exit("usage: index-timing.py APP BIN_BASE [BIN_OTHER...]")
app, bins = sys.argv[1], sys.argv[2:]
runs = int(os.environ.get('RUNS', '7'))
out = tempfile.mkdtemp()
def run(binary):
    t = time.monotonic()
    p = subprocess.run(['/usr/bin/time', '-f', '%M', binary, 'index', app, '--no-cache', '-q', '--output', out],
                       capture_output=True, text=True)
    wall = time.monotonic() - t
    rss = int(p.stderr.strip().splitlines()[-1])
    return wall, rss
for b in bins: run(b)  # warm the file cache
walls = {b: [] for b in bins}; rsss = {b: [] for b in bins}
for i in range(runs):
    order = bins if i % 2 == 0 else list(reversed(bins))
    for b in order:
        w, r = run(b); walls[b].append(w); rsss[b].append(r)
base = bins[0]
for b in bins:
    ratios = [w / wb for w, wb in zip(walls[b], walls[base])]
    print(f"{b}: median {statistics.median(walls[b]):.3f} s, "
          f"fastest {min(walls[b]):.3f} s, median ratio {statistics.median(ratios):.2f}, peak {max(rsss[b])/1024:.0f} MiB "
          f"(ratio {max(rsss[b])/max(rsss[base]):.2f})")
