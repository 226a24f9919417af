#!/usr/bin/env python3
"""Explorer at scale: a synthetic 2,000-module app in headless Chromium.

Usage: Benchmarks/explorer/bench.py --vipermap PATH [--modules 2000] [--runs 5] [--map map.json] [--rendered]

Without --map it synthesizes map.json (20 domains, about 2.5 routes per module, statuses, options, evidence);
`vipermap-bench synth --modules 2000 --output DIR --map map.json` writes the project's synthetic app instead.
Pictures: by default Graphviz-shaped SVGs written here (a 2,000-node whole-app grid, the overview, one per
domain), the worst case for the page; with --rendered, `vipermap explore` renders them through Graphviz
(overview and domain maps; no whole-app picture above 400 modules). It then measures in headless Chromium:
- file size of index.html (target < 20 MB);
- load to interactive: navigation start until the page's script has rendered the first view (target < 2 s);
- opening the whole-app picture and a module panel;
- search latency: the search function alone, and typing into the box until results are in the DOM (< 100 ms).
Prints the figures as a Markdown table.
"""
import argparse
import json
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.parse

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.support.ui import WebDriverWait

WORDS = ["Account", "Profile", "Payment", "Wallet", "Order", "Cart", "Product", "Search", "Review", "Settings",
         "Message", "Inbox", "Friend", "Feed", "Story", "Photo", "Video", "Map", "Place", "Ticket", "Event",
         "Booking", "Invoice", "Card", "Transfer", "Report", "Chart", "Goal", "Task", "Note"]
SUFFIXES = ["List", "Details", "Edit", "Create", "Summary", "Picker", "Onboarding", "History", "Filter", "Preview"]


def synthesize(n, seed=7):
    rnd = random.Random(seed)
    domains = [f"{w}Domain" for w in WORDS[:20]]
    modules, routes, names = [], [], set()
    for i in range(n):
        dom = domains[i % len(domains)]
        while True:
            name = rnd.choice(WORDS) + rnd.choice(SUFFIXES) + str(rnd.randint(1, 999))
            if name not in names:
                names.add(name)
                break
        status = rnd.choices(["done", "inProgress", "scaffolded", "planned"], [70, 15, 10, 5])[0]
        base = f"Modules/{dom}/{name}"
        comps = [] if status == "planned" else [
            {"role": r, "type": name + s, "file": f"{base}/{name}{s}.swift", "line": 8}
            for r, s in [("interactor", "Interactor"), ("presenter", "Presenter"), ("view", "ViewController"), ("wireframe", "Wireframe")]]
        opts = [{"name": f"option{k}", "state": rnd.choices(["handled", "unhandled", "dead"], [90, 7, 3])[0],
                 "file": f"{base}/{name}Interfaces.swift", "line": 10 + k} for k in range(rnd.randint(0, 4))]
        evidence = [] if status == "done" else [{"kind": "todo", "status": status, "message": f"TODO: finish {name}",
                                                  "file": f"{base}/{name}Presenter.swift", "line": 20}]
        modules.append({"id": name, "name": name, "domain": dom, "project": None, "status": status, "components": comps,
                        "navigationOptions": opts, "evidence": evidence, "storyboards": [], "declaration": None,
                        "reachable": None, "breadcrumb": None})
    ids = [m["id"] for m in modules]
    for i, m in enumerate(modules):
        for k in range(rnd.choice([1, 2, 2, 3, 4])):
            # Mostly within the domain, sometimes across.
            j = (i + len(WORDS[:20]) * rnd.randint(1, 5)) % n if rnd.random() < .8 else rnd.randrange(n)
            to = ids[j] if rnd.random() > 0.02 else None
            routes.append({"from": m["id"], "to": to, "transition": rnd.choice(["push", "present", "setRoot", "push"]),
                           "trigger": f"option{k}", "file": f"Modules/{m['domain']}/{m['id']}/{m['id']}Wireframe.swift",
                           "line": 30 + k, "target": None if to else "makeController(for: item)", "condition": None,
                           "triggeredBy": []})
    routes.append({"from": None, "to": ids[0], "transition": "setRoot", "trigger": None, "file": "AppDelegate.swift",
                   "line": 10, "target": None, "condition": None, "triggeredBy": []})
    return {"schemaVersion": 1, "modules": modules, "routes": routes,
            "entryPoints": [{"module": ids[0], "file": "AppDelegate.swift", "line": 10, "kind": "appDelegate"}], "findings": []}


def esc(s):
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")


def svg_grid(title, nodes, edges):
    """Graphviz-shaped SVG (same element structure and attributes) with nodes on a grid."""
    cols = max(1, int(len(nodes) ** 0.5 * 1.6))
    pos = {}
    out = []
    for k, n in enumerate(nodes):
        x, y = 20 + (k % cols) * 190, -(20 + (k // cols) * 80)
        pos[n] = (x, y)
    w, h = cols * 190 + 40, (len(nodes) // cols + 1) * 80 + 40
    out.append(f'<svg width="{w}pt" height="{h}pt" viewBox="0.00 0.00 {w}.00 {h}.00" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">')
    out.append(f'<g id="graph0" class="graph" transform="scale(1 1) rotate(0) translate(4 {h - 4})">\n<title>{esc(title)}</title>')
    out.append(f'<polygon fill="white" stroke="transparent" points="-4,4 -4,-{h} {w},-{h} {w},4 -4,4"/>')
    for k, n in enumerate(nodes):
        x, y = pos[n]
        out.append(f'<!-- {esc(n)} -->\n<g id="node{k + 1}" class="node">\n<title>{esc(n)}</title>\n'
                   f'<path fill="none" stroke="black" d="M{x + 160},{y - 36}C{x + 160},{y - 36} {x},{y - 36} {x},{y - 36} {x},{y} {x + 160},{y} {x + 160},{y - 36}"/>\n'
                   f'<text text-anchor="middle" x="{x + 80}" y="{y - 14}" font-family="Helvetica,sans-Serif" font-size="14.00">{esc(n)}</text>\n</g>')
    for k, (a, b, label) in enumerate(edges):
        if a not in pos or b not in pos:
            continue
        (x1, y1), (x2, y2) = pos[a], pos[b]
        out.append(f'<!-- {esc(a)}&#45;&gt;{esc(b)} -->\n<g id="edge{k + 1}" class="edge">\n<title>{esc(a)}&#45;&gt;{esc(b)}</title>\n'
                   f'<path fill="none" stroke="black" d="M{x1 + 80},{y1 - 36}C{x1 + 80},{y1 - 60} {x2 + 80},{y2 + 20} {x2 + 80},{y2}"/>\n'
                   f'<polygon fill="black" stroke="black" points="{x2 + 76},{y2 + 2} {x2 + 80},{y2} {x2 + 84},{y2 + 2} {x2 + 76},{y2 + 2}"/>\n'
                   f'<text text-anchor="middle" x="{(x1 + x2) / 2 + 80}" y="{(y1 + y2) / 2}" font-family="Helvetica,sans-Serif" font-size="10.00">{esc(label)}</text>\n</g>')
    out.append("</g>\n</svg>\n")
    return "\n".join(out)


def write_pictures(m, folder):
    ids = [x["id"] for x in m["modules"]]
    edges = [(r["from"], r["to"], r["trigger"] or "") for r in m["routes"] if r["from"] and r["to"]]
    pictures = []
    path = os.path.join(folder, "app.svg")
    open(path, "w").write(svg_grid("app", ids, edges))
    pictures.append("app=" + path)
    domain_of = {x["id"]: x["domain"] for x in m["modules"]}
    domains = sorted(set(domain_of.values()))
    pair = {}
    for a, b, _ in edges:
        if domain_of[a] != domain_of[b]:
            pair[(domain_of[a], domain_of[b])] = pair.get((domain_of[a], domain_of[b]), 0) + 1
    path = os.path.join(folder, "overview.svg")
    open(path, "w").write(svg_grid("overview", domains, [(a, b, str(c)) for (a, b), c in sorted(pair.items())]))
    pictures.append("overview=" + path)
    for d in domains:
        members = [i for i in ids if domain_of[i] == d]
        inside = [(a, b, l) for a, b, l in edges if domain_of[a] == d and domain_of[b] == d]
        path = os.path.join(folder, f"domain-{d}.svg")
        open(path, "w").write(svg_grid(d, members, inside))
        pictures.append(f"domain:{d}={path}")
    return pictures


def browser():
    options = webdriver.ChromeOptions()
    options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    for arg in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1400,900"]:
        options.add_argument(arg)
    return webdriver.Chrome(options=options, service=Service(executable_path=shutil.which("chromedriver") or "/usr/bin/chromedriver"))


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--vipermap", required=True)
    ap.add_argument("--modules", type=int, default=2000)
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--map", help="use this map.json instead of synthesizing one")
    ap.add_argument("--rendered", action="store_true", help="let vipermap render the pictures through Graphviz")
    args = ap.parse_args()
    work = tempfile.mkdtemp(prefix="vipermap-explorer-bench-")
    m = json.load(open(args.map)) if args.map else synthesize(args.modules)
    map_path = os.path.join(work, "map.json")
    json.dump(m, open(map_path, "w"), sort_keys=True)
    pictures = [] if args.rendered else write_pictures(m, work)
    cmd = [os.path.abspath(args.vipermap), "explore", map_path, "--output", os.path.join(work, "out"),
           "--source-url", "https://example.com/org/app/blob/main/{path}#L{line}"]
    for p in pictures:
        cmd += ["--picture", p]
    t0 = time.time()
    subprocess.run(cmd, check=True)
    write_seconds = time.time() - t0
    page = os.path.join(work, "out", "index.html")
    size = os.path.getsize(page)
    url = "file://" + urllib.parse.quote(page)
    d = browser()
    loads, apps, panels, search_fn, search_ui = [], [], [], [], []
    per_query = {}
    try:
        some = [x["id"] for x in m["modules"][::max(1, len(m["modules"]) // 10)]]
        queries = ["acc", "paydet", "Settings", "option3", "Modules/Wallet", "revlist42", "x", "historyfilter", "Booking", "zzzz"]
        for run in range(args.runs):
            d.get("about:blank")
            d.get(url)
            WebDriverWait(d, 30).until(lambda drv: drv.execute_script("return window.vipermapReady === true"))
            loads.append(d.execute_script("return window.vipermapReadyAt"))
            # The biggest picture: the whole app (2,000 nodes rebuilt through the allow-list), else the first domain map.
            big = d.execute_script("var ids = Array.from(document.querySelectorAll('#map-select option')).map(function (o) { return o.value; }); return ids.indexOf('app') >= 0 ? 'app' : ids[1] || ids[0];")
            apps.append(d.execute_script("var t = performance.now(); location.hash = '#map=' + encodeURIComponent(arguments[0]); window.dispatchEvent(new HashChangeEvent('hashchange')); return performance.now() - t;", big))
            panels.append(d.execute_script("var t = performance.now(); location.hash = '#map=' + encodeURIComponent(arguments[1]) + '&module=' + encodeURIComponent(arguments[0]); window.dispatchEvent(new HashChangeEvent('hashchange')); return performance.now() - t;", some[run % len(some)], big))
            for q in queries:
                search_fn.append(d.execute_script("var t = performance.now(); window.vipermapSearch(arguments[0]); return performance.now() - t;", q))
                search_ui.append(d.execute_script("""var box = document.getElementById('search-input'); box.focus(); box.value = arguments[0];
                    document.body.offsetHeight; // start from an idle page: flush the layout the previous step left
                    var t = performance.now(); box.dispatchEvent(new Event('input')); document.getElementById('search-results').offsetHeight;
                    return performance.now() - t;""", q))
                per_query.setdefault(q, []).append(search_ui[-1])
    finally:
        d.quit()
    shutil.rmtree(work, ignore_errors=True)

    def fmt(xs):
        xs = sorted(xs)
        return f"median {statistics.median(xs):.0f} ms, max {xs[-1]:.0f} ms"
    routes = len(m["routes"])
    kind = "rendered by Graphviz" if args.rendered else "synthetic SVGs"
    count = len(pictures) if pictures else "overview + domain"
    print(f"| measure ({len(m['modules'])} modules, {routes} routes, {count} pictures, {kind}) | figure | target |")
    print("|---|---|---|")
    print(f"| index.html size | {size / 1e6:.1f} MB | < 20 MB |")
    print(f"| `vipermap explore` (map.json + SVGs → index.html) | {write_seconds:.1f} s | — |")
    print(f"| load to interactive (navigation start → first view rendered, overview) | {fmt(loads)} | < 2 s |")
    print(f"| open a picture (`{big}`: the whole app, else the first domain map) | {fmt(apps)} | — |")
    print(f"| open a module panel | {fmt(panels)} | — |")
    print(f"| search, function only ({len(queries)} queries × {args.runs}) | {fmt(search_fn)} | < 100 ms |")
    print(f"| search, typing to results in the DOM | {fmt(search_ui)} | < 100 ms |")
    print()
    print("search, typing to results, per query (ms): " + ", ".join(f"{q!r} {statistics.median(v):.0f}/{max(v):.0f}" for q, v in per_query.items()))
    with open("/proc/loadavg") as f:
        print(f"load average during the run: {f.read().split()[0]} on {os.cpu_count()} cores")
    ok = size < 20e6 and max(loads) < 2000 and max(search_ui) < 100
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
