"""A map whose every string tries to break out of where it lands (HTML, attributes, JSON, URLs, SVG)."""
import json
import os

PAYLOAD = "</script><script>window.__pwned='script';alert(1)</script>"
IMG = "<img src=x onerror=\"window.__pwned='img';alert(2)\">"
EVIL = "Evil" + PAYLOAD + IMG + "\"'&amp;"  # module id and name
EVIL_DOMAIN = "Dom<svg onload=alert(3)>&"
EVIL_FILE = "Modules/javascript:alert(4)/\"><script>alert(5)</script>/E&vil.swift"
EVIL_TODO = "TODO: fix " + PAYLOAD + " & 'quotes' \"double\" <!-- javascript:alert(6) -->"
EVIL_TRIGGER = "javascript:alert(7)"


def hostile_map():
    evil_component = lambda role, t, line: {"role": role, "type": t, "file": EVIL_FILE, "line": line}
    modules = [
        {
            "id": "Home", "name": "Home", "domain": "Main", "project": None, "status": "done",
            "components": [{"role": "wireframe", "type": "HomeWireframe", "file": "Modules/Main/Home/HomeWireframe.swift", "line": 8}],
            "navigationOptions": [{"name": EVIL_TRIGGER, "state": "handled", "file": "Modules/Main/Home/HomeInterfaces.swift", "line": 12}],
            "evidence": [], "storyboards": [], "declaration": None, "reachable": True, "breadcrumb": ["Home"],
        },
        {
            "id": EVIL, "name": EVIL, "domain": EVIL_DOMAIN, "project": "javascript:alert(8)", "status": "inProgress",
            "components": [evil_component("presenter", "P" + IMG, 3), evil_component("view", "V" + PAYLOAD, 4)],
            "navigationOptions": [{"name": "opt" + IMG, "state": "unhandled", "file": EVIL_FILE, "line": 5}],
            "evidence": [{"kind": "todo", "status": "inProgress", "message": EVIL_TODO, "file": EVIL_FILE, "line": 9}],
            "storyboards": ["javascript:alert(9).storyboard"], "declaration": None, "reachable": True, "breadcrumb": ["Home", EVIL],
        },
    ]
    routes = [
        {"from": None, "to": "Home", "transition": "setRoot", "trigger": None, "file": "AppDelegate.swift", "line": 1,
         "target": None, "condition": None, "triggeredBy": []},
        {"from": "Home", "to": EVIL, "transition": "push", "trigger": EVIL_TRIGGER, "file": EVIL_FILE, "line": 2,
         "target": None, "condition": "DEBUG" + PAYLOAD,
         "triggeredBy": [{"type": "HomePresenter" + IMG, "method": "tap()" + PAYLOAD, "file": EVIL_FILE, "line": 7}]},
        {"from": EVIL, "to": None, "transition": "present", "trigger": "x" + IMG, "file": EVIL_FILE, "line": 3,
         "target": "makeController(" + PAYLOAD + ")", "condition": None, "triggeredBy": []},
        # Issue 21: routes to a plain and a system screen, their types and file hostile too.
        {"from": EVIL, "to": None, "transition": "push", "trigger": "p", "file": EVIL_FILE, "line": 4, "target": None,
         "condition": None, "triggeredBy": [], "kind": "plain", "targetType": "Plain" + PAYLOAD, "targetFile": EVIL_FILE},
        {"from": EVIL, "to": None, "transition": "present", "trigger": "s", "file": EVIL_FILE, "line": 5, "target": None,
         "condition": None, "triggeredBy": [], "kind": "system", "targetType": "Sys" + IMG},
    ]
    findings = [{"rule": "todo", "message": EVIL_TODO, "module": EVIL, "file": EVIL_FILE, "line": 9}]
    return {"schemaVersion": 1, "modules": modules, "routes": routes,
            "entryPoints": [{"module": "Home", "file": "AppDelegate.swift", "line": 1, "kind": "appDelegate"}],
            "findings": findings}


def xml_escape(s):
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")


def hostile_svg():
    """Graphviz-shaped SVG with active content a careless renderer (or attacker) could leave in."""
    e = xml_escape(EVIL)
    return f"""<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<svg width="300pt" height="120pt" viewBox="0.00 0.00 300.00 120.00" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" onload="window.__pwned='svgload'">
<g id="graph0" class="graph" transform="scale(1 1) rotate(0) translate(4 116)">
<title>app</title>
<polygon fill="white" stroke="transparent" points="-4,4 -4,-116 296,-116 296,4 -4,4"/>
<script>window.__pwned='svgscript'</script>
<g id="node1" class="node"><title>Home</title>
<a xlink:href="javascript:window.__pwned='href'" href="javascript:window.__pwned='href2'">
<polygon fill="none" stroke="black" points="80,-90 10,-90 10,-60 80,-60 80,-90" onclick="window.__pwned='click'"/>
<text text-anchor="middle" x="45" y="-71" font-family="Times,serif" font-size="14.00">Home</text>
</a></g>
<g id="node2" class="node"><title>{e}</title>
<polygon fill="none" stroke="black" points="290,-40 120,-40 120,-10 290,-10 290,-40"/>
<text text-anchor="middle" x="205" y="-21" font-family="Times,serif" font-size="10.00">{e}</text>
</g>
<g id="edge1" class="edge"><title>Home&#45;&gt;{e}</title>
<path fill="none" stroke="black" d="M80,-75C100,-60 110,-40 120,-30"/>
</g>
<foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="window.__pwned='fo'"/></div></foreignObject>
<rect width="5" height="5" fill="url(javascript:alert(10))"/>
</g>
</svg>
"""


def write(folder):
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "hostile-map.json"), "w", encoding="utf-8") as f:
        json.dump(hostile_map(), f, indent=2, sort_keys=True, ensure_ascii=False)
    with open(os.path.join(folder, "hostile.svg"), "w", encoding="utf-8") as f:
        f.write(hostile_svg())
