#!/usr/bin/env python3
"""How far the walk alone is from the shipped map (issue 39): for each app of a corpus folder, the route records
(from, to, transition, trigger, file, line, kind, target type) only the shipped map has and only the walk alone's has,
and the entry points likewise. A smaller total means retiring the syntactic engine changes less.
usage: walk-parity.py BIN [CORPUS]   (CORPUS defaults to ../shared/corpus-dev; docs/development.md)"""
import json, os, subprocess, sys

if len(sys.argv) < 2:
    sys.exit("usage: walk-parity.py BIN [CORPUS]")
binary = sys.argv[1]
corpus = sys.argv[2] if len(sys.argv) > 2 else os.path.join(os.path.dirname(__file__), "..", "..", "shared", "corpus-dev")


def index(app, walk_only):
    env = dict(os.environ)
    env.pop("VIPERMAP_WALK_ONLY", None)
    if walk_only:
        env["VIPERMAP_WALK_ONLY"] = "1"
    out = subprocess.run([binary, "index", app, "-o", "-", "--no-cache", "-q"], capture_output=True, env=env, check=True).stdout
    return json.loads(out)


def routes(m):
    return {(r.get("from"), r.get("to"), r["transition"], r.get("trigger"), r["file"], r["line"], r.get("kind"), r.get("targetType"))
            for r in m["routes"]}


def entries(m):
    return {(e["module"], e["file"], e["line"]) for e in m["entryPoints"]}


total_shipped = total_walk = 0
for name in sorted(os.listdir(corpus)):
    app = os.path.join(corpus, name)
    if name == "truth" or not os.path.isdir(app):
        continue
    shipped, walk = index(app, False), index(app, True)
    only_shipped, only_walk = routes(shipped) - routes(walk), routes(walk) - routes(shipped)
    entry_shipped, entry_walk = entries(shipped) - entries(walk), entries(walk) - entries(shipped)
    total_shipped += len(only_shipped)
    total_walk += len(only_walk)
    print(f"{name[:40]:40} routes only shipped {len(only_shipped):4}, only walk {len(only_walk):4}; "
          f"entries only shipped {len(entry_shipped)}, only walk {len(entry_walk)}")
print(f"TOTAL routes only shipped {total_shipped}, only walk {total_walk}, together {total_shipped + total_walk}")
