#!/usr/bin/env python3
"""Browser tests of the vipermap explorer in Debian's headless Chromium, driven by Selenium.

Usage: test_explorer.py --vipermap PATH_TO_BINARY [--screenshot docs/explorer.png] [-k NAME]

Generates the explorer pages with the real binary (`vipermap explore`), opens them from file://, and checks
what a user sees. Prints a pytest-style summary; exits 1 when a test fails, 2 when the setup fails.
"""
import argparse
import base64
import gzip
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
import traceback
import urllib.parse

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
import hostile  # noqa: E402

SOURCE_URL = "https://example.com/org/app/blob/main/{path}#L{line}"

# Runs before any page script: records alerts, CSP violations and the payloads' global flag.
PROBE = """
window.__alerts = [];
window.__violations = [];
window.alert = function (m) { window.__alerts.push(String(m)); };
window.confirm = window.prompt = window.alert;
document.addEventListener('securitypolicyviolation', function (e) {
  window.__violations.push(e.violatedDirective + ' ' + e.blockedURI);
});
"""


class Failure(AssertionError):
    pass


def check(condition, message):
    if not condition:
        raise Failure(message)


def check_equal(actual, expected, what):
    if actual != expected:
        raise Failure(f"{what}: expected {expected!r}, got {actual!r}")


def settles_to(driver, read, expected, what, seconds=5):
    """What the page shows once an asynchronous swap is done: waits until `read()` gives `expected` (or the time is
    up), then checks it exactly."""
    try:
        WebDriverWait(driver, seconds).until(lambda d: read() == expected)
    except Exception:
        pass
    check_equal(read(), expected, what)


class Explorer:
    """One browser session plus the pages under test."""

    def __init__(self, binary, workdir):
        self.binary = binary
        self.workdir = workdir
        self.pages = {}
        self.maps = {}
        self.driver = None

    def generate(self, name, map_json, pictures, source_url=SOURCE_URL):
        out = os.path.join(self.workdir, name)
        cmd = [self.binary, "explore", map_json, "--output", out]
        for p in pictures:
            cmd += ["--picture", p]
        if source_url:
            cmd += ["--source-url", source_url]
        result = subprocess.run(cmd, capture_output=True, text=True)
        if result.returncode != 0:
            raise RuntimeError(f"{' '.join(cmd)} exited {result.returncode}: {result.stderr.strip()}")
        self.pages[name] = "file://" + urllib.parse.quote(os.path.join(out, "index.html"))
        with open(map_json, encoding="utf-8") as f:
            self.maps[name] = json.load(f)

    def start(self):
        options = webdriver.ChromeOptions()
        options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
        for arg in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                    "--window-size=1400,900", "--force-device-scale-factor=1", "--no-first-run",
                    "--disable-background-networking", "--disable-component-update", "--disable-sync"]:
            options.add_argument(arg)
        options.set_capability("goog:loggingPrefs", {"browser": "ALL", "performance": "ALL"})
        service = Service(executable_path=shutil.which("chromedriver") or "/usr/bin/chromedriver")
        self.driver = webdriver.Chrome(options=options, service=service)
        self.driver.execute_cdp_cmd("Network.enable", {})
        self.driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": PROBE})

    def stop(self):
        if self.driver:
            self.driver.quit()

    # ---- helpers ----
    def open(self, page, fragment=""):
        d = self.driver
        d.get("about:blank")
        self.drain_logs()
        d.get(self.pages[page] + fragment)
        WebDriverWait(d, 10).until(lambda drv: drv.execute_script("return window.vipermapReady === true"))

    def drain_logs(self):
        self.driver.get_log("browser")
        self.driver.get_log("performance")

    def console_errors(self):
        return [e for e in self.driver.get_log("browser") if e.get("level") == "SEVERE"]

    def js(self, script, *args):
        return self.driver.execute_script(script, *args)

    def panel_title(self):
        return self.js("var p = document.getElementById('panel'); return p.hidden ? null : document.getElementById('panel-title').textContent;")

    def wait_panel(self, title):
        try:
            WebDriverWait(self.driver, 5).until(lambda drv: self.panel_title() == title)
        except Exception:
            raise Failure(f"module panel: expected {title!r}, got {self.panel_title()!r}")

    def hash(self):
        return urllib.parse.unquote(self.js("return location.hash"))

    def payload(self, page):
        """The payload page `page` carries (map and pictures), read from its compressed island as the page reads it."""
        path = urllib.parse.unquote(self.pages[page][len("file://"):])
        with open(path, encoding="utf-8") as f:
            html = f.read()
        start_tag = '<script type="application/gzip" id="vipermap-data">'
        start = html.index(start_tag) + len(start_tag)
        return json.loads(gzip.decompress(base64.b64decode(html[start:html.index("</script>", start)])))

    def select_groups(self):
        """The map selector as [group label or None, [[option value, text]...]], in the order shown."""
        return self.js("""var out = [];
            Array.from(document.getElementById('map-select').children).forEach(function (c) {
              function pair(o) { return [o.value, o.textContent]; }
              if (c.localName === 'optgroup') out.push([c.label, Array.from(c.children).map(pair)]);
              else if (out.length && out[out.length - 1][0] === null) out[out.length - 1][1].push(pair(c));
              else out.push([null, [pair(c)]]);
            });
            return out;""")


TESTS = []


def test(fn):
    TESTS.append(fn)
    return fn


# ---------------------------------------------------------------- tests on the realistic sample

@test
def test_loads_without_console_errors(x):
    x.open("sample")
    errors = x.console_errors()
    check(not errors, f"console errors: {errors}")
    check_equal(x.js("return window.__violations"), [], "CSP violations")
    check(x.js("return document.querySelectorAll('#viewport svg g.node').length") >= len(x.maps["sample"]["modules"]) - 1,
          "the map shows the modules")


@test
def test_no_network_request(x):
    x.open("sample", "#view=dashboard")
    x.js("location.hash = '#module=Login'")
    x.wait_panel("Login")
    resources = x.js("return performance.getEntriesByType('resource').map(function (e) { return e.name; })")
    check_equal(resources, [], "resource loads (performance entries)")
    requests = []
    for entry in x.driver.get_log("performance"):
        message = json.loads(entry["message"])["message"]
        if message.get("method") == "Network.requestWillBeSent":
            requests.append(message["params"]["request"]["url"])
    foreign = [u for u in requests if not u.startswith("file://")]
    check_equal(foreign, [], "network requests other than the page itself")


@test
def test_slash_focuses_search_and_enter_opens_module(x):
    x.open("sample")
    x.driver.find_element(By.TAG_NAME, "body").send_keys("/")
    check_equal(x.js("return document.activeElement.id"), "search-input", "focused element after '/'")
    x.driver.switch_to.active_element.send_keys("pokdet")
    first = x.js("var li = document.querySelector('#search-results li[aria-selected=true] .text'); return li && li.textContent")
    check_equal(first, "PokemonDetails", "first fuzzy result for 'pokdet'")
    x.driver.switch_to.active_element.send_keys(Keys.ENTER)
    x.wait_panel("PokemonDetails")
    check_equal(x.hash(), "#module=PokemonDetails", "location hash")


@test
def test_arrow_keys_choose_a_result(x):
    x.open("sample")
    box = x.driver.find_element(By.ID, "search-input")
    box.click()
    box.send_keys("termsandc")
    texts = x.js("return Array.from(document.querySelectorAll('#search-results li .text')).map(function (n) { return n.textContent; })")
    check(texts and texts[0] == "termsAndConditions", f"option search results: {texts}")
    box.send_keys("")
    box.clear()
    box.send_keys("settings")
    kinds = x.js("return Array.from(document.querySelectorAll('#search-results li')).map(function (n) { return n.querySelector('.kind').textContent + ' ' + n.querySelector('.text').textContent; })")
    check("module Settings" in kinds and "option settings" in kinds, f"results for 'settings': {kinds}")
    target = kinds.index("option settings")
    for _ in range(target):
        box.send_keys(Keys.ARROW_DOWN)
    box.send_keys(Keys.ENTER)
    x.wait_panel("Home")  # the option belongs to Home


@test
def test_search_files_and_triggers(x):
    x.open("sample")
    results = x.js("return window.vipermapSearch('LoginPresenter.swift').slice(0, 3).map(function (r) { return r.kind + ' ' + r.text; })")
    check_equal(results[0], "file Modules/Auth/Login/LoginPresenter.swift", "file search")
    results = x.js("return window.vipermapSearch('forgotPassword').map(function (r) { return r.kind + ' ' + r.text; })")
    check("trigger forgotPassword" in results and "option forgotPassword" in results, f"trigger/option search: {results}")
    results = x.js("return window.vipermapSearch('Catalog').map(function (r) { return r.kind + ' ' + r.text; })")
    check("domain Catalog" in results, f"domain search: {results}")
    check("area Catalog" in results, f"area search: {results}")
    results = x.js("return window.vipermapSearch('catalog det').slice(0, 1).map(function (r) { return r.kind + ' ' + r.text; })")
    check_equal(results, ["module PokemonDetails"], "two-word search (domain and name)")


@test
def test_following_a_route_opens_the_target(x):
    x.open("sample", "#module=Login")
    x.wait_panel("Login")
    outs = x.js("return Array.from(document.querySelectorAll('#routes-out > li > a[data-module]')).map(function (a) { return a.getAttribute('data-module'); })")
    check_equal(sorted(outs), ["ForgotPassword", "Home", "Register"], "routes out of Login")
    x.driver.find_element(By.CSS_SELECTOR, "#routes-out > li > a[data-module='Home']").click()
    x.wait_panel("Home")
    ins = x.js("return Array.from(document.querySelectorAll('#routes-in > li > a[data-module]')).map(function (a) { return a.textContent; })")
    check_equal(sorted(ins), ["Login", "Register"], "routes into Home")
    unresolved = x.js("return document.querySelector('#routes-out .badge.unresolved') !== null")
    check(unresolved, "Home's unresolved route is shown as unresolved")


@test
def test_deep_link_restores_module(x):
    x.open("sample", "#module=Search")
    x.wait_panel("Search")
    check(x.js("return document.querySelector('#viewport g.node.vm-selected title').textContent") == "Search", "node highlighted")
    crumbs = x.js("return Array.from(document.querySelectorAll('.crumbs li')).map(function (n) { return n.textContent; })")
    check_equal(crumbs, ["launch", "Login", "Home", "Search"], "breadcrumb from launch")


@test
def test_back_and_forward(x):
    x.open("sample", "#module=Login")
    x.wait_panel("Login")
    x.driver.find_element(By.CSS_SELECTOR, "#routes-out a[data-module='Register']").click()
    x.wait_panel("Register")
    x.driver.find_element(By.ID, "nav-dashboard").click()
    WebDriverWait(x.driver, 5).until(lambda d: x.js("return !document.getElementById('dashboard-view').hidden"))
    check(x.driver.find_element(By.ID, "dashboard-view").is_displayed(), "dashboard is displayed")
    check(not x.driver.find_element(By.ID, "map-view").is_displayed(), "the map is not displayed under the dashboard")
    x.driver.back()
    WebDriverWait(x.driver, 5).until(lambda d: x.js("return document.getElementById('dashboard-view').hidden"))
    x.wait_panel("Register")
    x.driver.back()
    x.wait_panel("Login")
    x.driver.forward()
    x.wait_panel("Register")


@test
def test_dashboard_counts_match_map_json(x):
    x.open("sample", "#view=dashboard")
    m = x.maps["sample"]
    shown = x.js("var o = {}; document.querySelectorAll('[data-count]').forEach(function (n) { o[n.getAttribute('data-count')] = Number(n.textContent); }); return o;")
    expected = {s: sum(1 for mod in m["modules"] if mod["status"] == s) for s in ["planned", "scaffolded", "inProgress", "done"]}
    expected["total"] = len(m["modules"])
    expected["routes"] = len(m["routes"])
    expected["unreachable"] = sum(1 for mod in m["modules"] if mod.get("reachable") is False)
    check_equal(shown, expected, "dashboard counts")
    lists = x.js("""var o = {}; ['list-planned', 'list-scaffolded', 'list-unreachable', 'list-options', 'list-unresolved'].forEach(function (id) {
        o[id] = Array.from(document.querySelectorAll('#' + id + ' a[data-module]')).map(function (a) { return a.getAttribute('data-module'); }); }); return o;""")
    check_equal(lists["list-planned"], sorted(mod["id"] for mod in m["modules"] if mod["status"] == "planned"), "planned list")
    check_equal(lists["list-scaffolded"], sorted(mod["id"] for mod in m["modules"] if mod["status"] == "scaffolded"), "scaffolded list")
    check_equal(lists["list-unreachable"], sorted(mod["id"] for mod in m["modules"] if mod.get("reachable") is False), "unreachable list")
    check_equal(lists["list-options"], [mod["id"] for mod in m["modules"] for o in mod["navigationOptions"] if o["state"] != "handled"], "unhandled options")
    check_equal(lists["list-unresolved"], [r["from"] for r in m["routes"] if r["to"] is None and r["transition"] not in ("dismiss", "pop")], "unresolved routes")
    # Progress by area: the fixture is a map.json from before areas; `explore` gave its modules theirs.
    areas = {mod["id"]: mod.get("area") for mod in x.payload("sample")["map"]["modules"]}
    check_equal(sorted(areas), sorted(mod["id"] for mod in m["modules"]), "modules in the page")
    check(all(areas.values()), f"every module of the page has an area: {areas}")
    check_equal(x.js("return Array.from(document.querySelectorAll('#dashboard-body h3')).map(function (h) { return h.textContent; })[0]"),
                "Progress by area", "first heading of the dashboard")
    rows = x.js("""return Array.from(document.querySelectorAll('.areas [data-area]')).map(function (n) {
        return [n.getAttribute('data-area'), n.nextElementSibling.nextElementSibling.textContent]; })""")
    by_area = {}
    for mod in m["modules"]:
        by_area.setdefault(areas[mod["id"]], []).append(mod)
    check_equal(rows, [[a, f"{sum(1 for mod in ms if mod['status'] == 'done')} / {len(ms)} done"] for a, ms in sorted(by_area.items())],
                "areas with progress bars, with done / modules")
    check_equal(x.js("return document.querySelectorAll('.domains, [data-domain]').length"), 0, "no progress by domain on the dashboard")
    x.driver.find_element(By.CSS_SELECTOR, "#list-scaffolded a").click()
    x.wait_panel("ForgotPassword")


@test
def test_module_panel_shows_evidence_options_and_source_links(x):
    x.open("sample", "#module=ForgotPassword")
    x.wait_panel("ForgotPassword")
    evidence = x.js("return Array.from(document.querySelectorAll('#evidence li')).map(function (n) { return n.textContent; })")
    check(len(evidence) == 2 and any("<#Storyboard name#>" in e for e in evidence), f"evidence: {evidence}")
    href = x.js("var a = document.querySelector('#components a[href^=\"https://\"]'); return a && a.getAttribute('href')")
    check_equal(href, "https://example.com/org/app/blob/main/Modules/Auth/ForgotPassword/ForgotPasswordInteractor.swift#L8", "first source link")
    x.open("sample", "#module=Register")
    x.wait_panel("Register")
    opts = x.js("return Array.from(document.querySelectorAll('#panel-body .badge.unhandled, #panel-body .badge.handled')).map(function (n) { return n.textContent; })")
    check("unhandled" in opts and "handled" in opts, f"option states: {opts}")
    fired = x.js("return document.querySelector('#routes-out .sub li').textContent")
    check("RegisterPresenter.didRegister()" in fired, f"triggeredBy: {fired}")


@test
def test_clicking_a_node_opens_the_module(x):
    x.open("sample")
    x.driver.find_element(By.CSS_SELECTOR, "#viewport g.node[data-module='Settings']").click()
    x.wait_panel("Settings")
    x.driver.find_element(By.CSS_SELECTOR, "#viewport g.node[data-module='About']").send_keys(Keys.ENTER)
    x.wait_panel("About")


@test
def test_zoom_keys_and_fit(x):
    x.open("sample")
    vb = lambda: [float(v) for v in x.js("return document.querySelector('#viewport svg').getAttribute('viewBox')").split()]
    start = vb()
    x.driver.find_element(By.ID, "viewport").click()
    x.driver.switch_to.active_element.send_keys("+")
    zoomed = vb()
    check(zoomed[2] < start[2] * 0.9, f"'+' zooms in: {start} -> {zoomed}")
    x.driver.switch_to.active_element.send_keys("-")
    x.driver.switch_to.active_element.send_keys("-")
    check(vb()[2] > zoomed[2], "'-' zooms out")
    x.driver.switch_to.active_element.send_keys(Keys.ARROW_RIGHT)
    x.driver.switch_to.active_element.send_keys("0")
    check_equal(vb(), start, "'0' fits")
    # Zoomed in on the middle, opening a module at the edge brings its node into view.
    for _ in range(6):
        x.driver.switch_to.active_element.send_keys("+")
    inside = """var v = document.getElementById('viewport').getBoundingClientRect();
        var n = document.querySelector('#viewport g.node[data-module="' + arguments[0] + '"]').getBoundingClientRect();
        var cx = n.left + n.width / 2, cy = n.top + n.height / 2;
        return cx > v.left && cx < v.right && cy > v.top && cy < v.bottom;"""
    check(not x.js(inside, "Login"), "Login is out of view after zooming in on the middle")
    x.js("location.hash = '#module=Login'")
    x.wait_panel("Login")
    check(x.js(inside, "Login"), "opening Login brings its node into view")


@test
def test_focus_neighbourhood_and_path(x):
    x.open("sample", "#focus=Home&hops=1&dir=out")
    kept = x.js("return Array.from(document.querySelectorAll('#viewport g.node:not(.vm-dim)')).map(function (g) { return g.getAttribute('data-module'); }).sort()")
    check_equal(kept, ["Home", "PokemonList", "Search", "Settings"], "Home's 1-hop out neighbourhood")
    x.open("sample", "#from=Login&to=About")
    status = x.js("return document.getElementById('focus-status').textContent")
    check_equal(status, "Path: Login → Home → Settings → About", "path status")
    on_path = x.js("return document.querySelectorAll('#viewport g.edge.vm-path').length")
    check_equal(on_path, 3, "edges on the path")
    x.driver.find_element(By.ID, "focus-clear").click()
    WebDriverWait(x.driver, 5).until(lambda d: x.js("return document.querySelectorAll('#viewport .vm-dim').length") == 0)


@test
def test_search_deep_link(x):
    x.open("sample", "#search=pokdet")
    check_equal(x.js("return document.getElementById('search-input').value"), "pokdet", "search box")
    first = x.js("var li = document.querySelector('#search-results li .text'); return li && li.textContent")
    check_equal(first, "PokemonDetails", "first result of the deep-linked search")
    check(x.js("return !document.getElementById('search-results').hidden"), "results are shown")


@test
def test_overview_opens_area_pictures(x):
    # The fixture's overview names its boxes by <title> only; they are areas (the map's, given by `explore`). The page
    # has no picture of the Auth area but a domain picture of the same name given by hand: that one stands in for it.
    x.open("domains")
    check_equal(x.js("return document.getElementById('map-select').value"), "overview", "default picture without a whole-app map")
    areas = x.js("return Array.from(document.querySelectorAll('#viewport g.node[data-area]')).map(function (g) { return g.getAttribute('data-area'); }).sort()")
    check_equal(areas, ["Auth", "Catalog", "Main"], "area boxes in the overview")
    check_equal(x.js("return document.querySelector('#viewport g.node[data-area=Auth]').getAttribute('aria-label')"), "Area Auth", "an area box's name")
    check_equal(x.select_groups(), [[None, [["overview", "Overview of areas"]]], ["Areas", [["domain:Auth", "Area Auth"]]],
                                    ["Domains", [["domain:Auth", "Domain Auth"]]]], "the map selector")
    x.driver.find_element(By.CSS_SELECTOR, "#viewport g.node[data-area='Auth']").click()
    WebDriverWait(x.driver, 5).until(lambda d: x.js("return document.getElementById('map-select').value") == "domain:Auth")
    nodes = x.js("return Array.from(document.querySelectorAll('#viewport g.node[data-module]')).map(function (g) { return g.getAttribute('data-module'); }).sort()")
    check_equal(nodes, ["ForgotPassword", "Login", "Register"], "modules in the Auth map")
    x.driver.back()
    WebDriverWait(x.driver, 5).until(lambda d: x.js("return document.getElementById('map-select').value") == "overview")
    # Searching an area opens its picture.
    box = x.driver.find_element(By.ID, "search-input")
    box.click()
    box.send_keys("auth")
    results = x.js("return Array.from(document.querySelectorAll('#search-results li')).map(function (n) { return n.querySelector('.kind').textContent + ' ' + n.querySelector('.text').textContent; })")
    check("area Auth" in results and "domain Auth" in results, f"results for 'auth': {results}")
    for _ in range(results.index("area Auth")):
        box.send_keys(Keys.ARROW_DOWN)
    box.send_keys(Keys.ENTER)
    WebDriverWait(x.driver, 5).until(lambda d: x.js("return document.getElementById('map-select').value") == "domain:Auth")
    check_equal(x.hash(), "#view=map&map=domain:Auth", "location hash after opening the area")
    # A module deep link opens the picture that shows it.
    x.open("domains", "#module=Register")
    x.wait_panel("Register")
    check_equal(x.js("return document.getElementById('map-select').value"), "domain:Auth", "picture chosen for Register")
    check_equal(x.js("return document.querySelector('#viewport g.node.vm-selected').getAttribute('data-module')"), "Register", "selected node")


@test
def test_compressed_page_from_file_url_inflates_what_it_shows(x):
    # The page as written: the map and each picture gzip-compressed in base64 islands, nothing readable outside them.
    path = urllib.parse.unquote(x.pages["domains"][len("file://"):])
    with open(path, encoding="utf-8") as f:
        html = f.read()
    check('"modules"' not in html and "Register" not in html and "<svg" not in html, "map or picture stored uncompressed")
    check(x.pages["domains"].startswith("file:///"), "opened from file://")
    x.open("domains")
    check(not x.console_errors(), f"console errors: {x.console_errors()}")
    check_equal(x.js("return window.__violations"), [], "CSP violations")
    # First paint needed the map and the overview only; the Auth map is inflated when it is first shown.
    check_equal(x.js("return window.vipermapInflated"), ["vipermap-data", "vipermap-picture-0"], "islands inflated at load")
    # Search over the inflated map, then a module panel.
    box = x.driver.find_element(By.ID, "search-input")
    box.click()
    box.send_keys("forgotpas")
    first = x.js("var li = document.querySelector('#search-results li[aria-selected=true] .text'); return li && li.textContent")
    check_equal(first, "ForgotPassword", "first search result")
    box.send_keys(Keys.ENTER)
    x.wait_panel("ForgotPassword")
    outs = x.js("return Array.from(document.querySelectorAll('#routes-in > li > a[data-module]')).map(function (a) { return a.getAttribute('data-module'); })")
    check_equal(outs, ["Login"], "routes into ForgotPassword in its panel")
    # An area's picture: the Auth picture, inflated on demand, drawn with its modules.
    x.open("domains", "#map=overview")
    x.driver.find_element(By.CSS_SELECTOR, "#viewport g.node[data-area='Auth']").click()
    WebDriverWait(x.driver, 5).until(lambda d: x.js("return document.getElementById('map-select').value") == "domain:Auth")
    nodes = x.js("return Array.from(document.querySelectorAll('#viewport g.node[data-module]')).map(function (g) { return g.getAttribute('data-module'); }).sort()")
    check_equal(nodes, ["ForgotPassword", "Login", "Register"], "modules in the Auth map")
    check_equal(x.js("return window.vipermapInflated"), ["vipermap-data", "vipermap-picture-0", "vipermap-picture-1"], "islands inflated after opening Auth")


@test
def test_a_page_whose_data_does_not_inflate_says_so(x):
    path = urllib.parse.unquote(x.pages["domains"][len("file://"):])
    with open(path, encoding="utf-8") as f:
        html = f.read()
    start_tag = '<script type="application/gzip" id="vipermap-data">'
    start = html.index(start_tag) + len(start_tag)
    end = html.index("</script>", start)
    for name, island in [("not-gzip", base64.b64encode(b"not gzip at all").decode("ascii")), ("not-base64", "!!!")]:
        out = os.path.join(x.workdir, name, "index.html")
        os.makedirs(os.path.dirname(out), exist_ok=True)
        with open(out, "w", encoding="utf-8") as f:
            f.write(html[:start] + island + html[end:])
        x.driver.get("about:blank")
        x.driver.get("file://" + urllib.parse.quote(out))
        WebDriverWait(x.driver, 10).until(lambda d: x.js("return document.documentElement.getAttribute('data-error')") == "true")
        message = x.js("return document.querySelector('#viewport p.empty').textContent")
        check(message.startswith("The map stored in this page could not be read ("), f"{name}: {message!r}")
        check(x.js("return window.vipermapReady === undefined"), f"{name}: the page claims to be ready")


# ---------------------------------------------------------------- injection

@test
def test_injection_sample_executes_nothing_and_shows_text_as_written(x):
    x.open("hostile")
    evil = hostile.EVIL
    x.js("location.hash = '#module=' + encodeURIComponent(arguments[0])", evil)
    x.wait_panel(evil)
    x.js("document.querySelector('#viewport g.node[data-module=\"Home\"]').dispatchEvent(new MouseEvent('click', {bubbles: true}))")
    x.wait_panel("Home")
    x.js("location.hash = '#module=' + encodeURIComponent(arguments[0])", evil)
    x.wait_panel(evil)
    kinds = x.js("""return Array.from(document.querySelectorAll('#routes-out > li')).map(function (li) {
        return li.getAttribute('data-kind') + ' ' + Array.from(li.querySelectorAll('code, a.mono, span.mono')).slice(0, 2).map(function (n) { return n.textContent; }).join(' | '); })""")
    # In map.json's canonical order: present before push, then by trigger.
    check_equal(kinds, ["system Sys" + hostile.IMG + " | s",
                        "unresolved makeController(" + hostile.PAYLOAD + ") | x" + hostile.IMG,
                        "plain Plain" + hostile.PAYLOAD + " | " + hostile.EVIL_FILE], "routes out of the hostile module, types and file as written")
    x.js("location.hash = '#view=dashboard'")
    WebDriverWait(x.driver, 5).until(lambda d: x.js("return !document.getElementById('dashboard-view').hidden"))
    box = x.driver.find_element(By.ID, "search-input")
    box.click()
    box.send_keys("evil")
    check_equal(x.js("return window.__pwned === undefined ? null : String(window.__pwned)"), None, "payload flag")
    check_equal(x.js("return window.__alerts"), [], "alerts")
    check_equal(x.js("return window.__violations"), [], "CSP violations (markup from data was parsed)")
    check(not x.console_errors(), f"console errors: {x.console_errors()}")
    body = x.js("return document.body.textContent")
    for text in [evil, hostile.EVIL_TODO, hostile.EVIL_FILE + ":9", hostile.EVIL_DOMAIN]:
        check(text in body, f"text not shown as written: {text!r}")
    # The code, the map's island and one island per picture; every island is inert base64 (type application/gzip).
    pictures = x.js("return document.querySelectorAll('#map-select option').length")
    check_equal(x.js("return document.querySelectorAll('script').length"), 2 + pictures, "script elements")
    islands = x.js("""return Array.from(document.querySelectorAll('script[type]')).map(function (s) {
        return s.type + ' ' + s.id + ' ' + /^[A-Za-z0-9+\\/=]+$/.test(s.textContent); })""")
    check_equal(islands, ["application/gzip vipermap-data true"]
                + [f"application/gzip vipermap-picture-{i} true" for i in range(pictures)], "data islands")
    check_equal(x.js("return document.querySelectorAll('img, iframe, object, embed, foreignObject').length"), 0, "injected elements")
    bad_handlers = x.js("""return Array.from(document.querySelectorAll('*')).filter(function (n) {
        return Array.from(n.attributes).some(function (a) { return /^on/i.test(a.name) || /^\\s*javascript:/i.test(a.value); }); }).length""")
    check_equal(bad_handlers, 0, "elements with on* attributes or javascript: values")
    hrefs = x.js("return Array.from(document.querySelectorAll('a[href]')).map(function (a) { return a.getAttribute('href'); })")
    check(all(h.startswith("#") or h.startswith("https://example.com/org/app/blob/main/") for h in hrefs), f"hrefs: {[h for h in hrefs if not h.startswith('#')][:5]}")
    svg_node_titles = x.js("return Array.from(document.querySelectorAll('#viewport g.node title')).map(function (t) { return t.textContent; })")
    check_equal(svg_node_titles, ["Home", evil], "SVG titles shown as written")
    check_equal(x.js("return document.querySelectorAll('#viewport script, #viewport a').length"), 0, "script/a in the SVG")


@test
def test_page_side_allow_list_alone_strips_a_hostile_svg(x):
    # The writer sanitizes SVG in Swift; this page carries the raw hostile SVG to prove the page's own
    # allow-list holds even if the Swift side let something through.
    x.open("hostile-raw-svg")
    WebDriverWait(x.driver, 5).until(lambda d: x.js("return document.querySelectorAll('#viewport g.node').length") == 2)
    x.js("document.querySelector('#viewport g.node[data-module=\"Home\"] polygon').dispatchEvent(new MouseEvent('click', {bubbles: true}))")
    x.wait_panel("Home")
    check_equal(x.js("return window.__pwned === undefined ? null : String(window.__pwned)"), None, "payload flag")
    check_equal(x.js("return window.__alerts"), [], "alerts")
    check_equal(x.js("return document.querySelectorAll('#viewport script, #viewport a, #viewport foreignObject, #viewport img').length"), 0, "active SVG elements")
    attrs = x.js("""return Array.from(document.querySelectorAll('#viewport *')).reduce(function (acc, n) {
        return acc.concat(Array.from(n.attributes).map(function (a) { return a.name + '=' + a.value; })); }, [])""")
    bad = [a for a in attrs if a.lower().startswith("on") or "javascript" in a.lower() or "href" in a.lower()]
    check_equal(bad, [], "dangerous SVG attributes")
    ids = x.js("return Array.from(document.querySelectorAll('#viewport [id]')).map(function (n) { return n.id; })")
    check(all(i.startswith("vm-svg-") for i in ids), f"SVG ids are prefixed: {ids}")


@test
def test_hostile_source_paths_stay_inside_the_template(x):
    x.open("hostile", "#module=" + urllib.parse.quote(hostile.EVIL, safe=""))
    x.wait_panel(hostile.EVIL)
    href = x.js("return document.querySelector('#components a[target=_blank]').getAttribute('href')")
    encoded = "/".join(urllib.parse.quote(seg, safe="!~*'()") for seg in hostile.EVIL_FILE.split("/"))
    check_equal(href, "https://example.com/org/app/blob/main/" + encoded + "#L3", "source link of a hostile path")


# ---------------------------------------------------------------- the real Samples/Pokedex, once the indexer maps it

SAMPLE_TESTS = []


def sample_test(fn):
    SAMPLE_TESTS.append(fn)
    return fn


@sample_test
def test_pokedex_sample_loads_and_dashboard_matches_map_json(x):
    m = x.maps["pokedex"]
    x.open("pokedex", "#view=dashboard")
    check(not x.console_errors(), f"console errors: {x.console_errors()}")
    check_equal(x.js("return window.__violations"), [], "CSP violations")
    shown = x.js("var o = {}; document.querySelectorAll('[data-count]').forEach(function (n) { o[n.getAttribute('data-count')] = Number(n.textContent); }); return o;")
    for status in ["planned", "scaffolded", "inProgress", "done"]:
        check_equal(shown[status], sum(1 for mod in m["modules"] if mod["status"] == status), f"{status} count")
    check_equal(shown["total"], len(m["modules"]), "module count")
    check_equal(shown["routes"], len(m["routes"]), "route count")


@sample_test
def test_pokedex_sample_pictures_from_the_renderer(x):
    m = x.maps["pokedex"]
    names = {mod["id"]: mod["name"] for mod in m["modules"]}
    # `vipermap PATH` writes a page with the whole-app picture.
    x.open("pokedex-map")
    check(not x.console_errors(), f"console errors: {x.console_errors()}")
    nodes = x.js("return Array.from(document.querySelectorAll('#viewport g.node[data-module]')).map(function (g) { return g.getAttribute('data-module'); }).sort()")
    check_equal(nodes, sorted(names), "modules drawn in the whole-app picture of `vipermap PATH`")
    # `vipermap explore` adds the overview of areas and the area and domain maps.
    areas = sorted({mod["area"] for mod in m["modules"]})
    check(len(areas) > 1, f"Pokedex has several areas: {areas}")
    x.open("pokedex", "#map=overview")
    shown = x.js("return Array.from(document.querySelectorAll('#viewport g.node[data-area]')).map(function (g) { return g.getAttribute('data-area'); }).sort()")
    check_equal(shown, areas, "area boxes in the rendered overview")
    edges = x.js("return document.querySelectorAll('#viewport g.edge').length")
    x.driver.find_element(By.CSS_SELECTOR, f"#viewport g.node[data-area='{areas[0]}']").click()
    picture = next(p for p in x.payload("pokedex")["maps"] if p.get("area") == areas[0] and p["kind"] in ("area", "domain"))
    WebDriverWait(x.driver, 5).until(lambda d: x.js("return document.getElementById('map-select').value") != "overview")
    check_equal(x.js("return document.getElementById('map-select').value"), picture["id"], f"picture opened by the {areas[0]} box")
    inside = x.js("return Array.from(document.querySelectorAll('#viewport g.node[data-module]:not([data-stub])')).map(function (g) { return g.getAttribute('data-module'); }).sort()")
    check_equal(inside, sorted(mod["id"] for mod in m["modules"] if mod["area"] == areas[0]), f"modules of the {areas[0]} picture")
    check(edges > 0, "the overview has edges between areas")


@sample_test
def test_pokedex_sample_search_route_and_deep_link(x):
    m = x.maps["pokedex"]
    # The module with the most resolved routes out, then one of its targets.
    outs = {}
    for r in m["routes"]:
        if r["from"] and r["to"] and r["to"] != r["from"]:
            outs.setdefault(r["from"], []).append(r["to"])
    source = max(sorted(outs), key=lambda k: len(outs[k]))
    names = {mod["id"]: mod["name"] for mod in m["modules"]}
    x.open("pokedex")
    x.driver.find_element(By.TAG_NAME, "body").send_keys("/")
    x.driver.switch_to.active_element.send_keys(names[source])
    x.driver.switch_to.active_element.send_keys(Keys.ENTER)
    x.wait_panel(names[source])
    target = sorted(outs[source])[0]
    x.driver.find_element(By.CSS_SELECTOR, f"#routes-out > li > a[data-module='{target}']").click()
    x.wait_panel(names[target])
    x.open("pokedex", "#module=" + urllib.parse.quote(source, safe=""))
    x.wait_panel(names[source])
    nodes = x.js("return Array.from(document.querySelectorAll('#viewport g.node[data-module]')).map(function (g) { return g.getAttribute('data-module'); }).sort()")
    check_equal(nodes, sorted(names), "modules drawn in the rendered map (node <title>s are module ids)")
    x.driver.find_element(By.CSS_SELECTOR, f"#viewport g.node[data-module='{target}']").click()
    x.wait_panel(names[target])


# ---------------------------------------------------------------- issue 21: a large app, kinds of routes, the way in
# Samples/Harbor (75 modules in several domains, alerts, pickers, plain screens, a launch router) and
# Samples/NoLaunch (no launch path), mapped by the real binary (`vipermap PATH`).

ISSUE21_TESTS = []


def issue21_test(fn):
    ISSUE21_TESTS.append(fn)
    return fn


def visible_nodes(x, selector):
    """Titles of the nodes matching `selector` in the picture shown, left out those the toggle hides."""
    return x.js("""return Array.from(document.querySelectorAll('#viewport ' + arguments[0])).filter(function (g) {
        return !g.classList.contains('vm-kind-hidden') && getComputedStyle(g).display !== 'none'; })
        .map(function (g) { return Array.from(g.querySelectorAll('text')).map(function (t) { return t.textContent; }).join(' '); }).sort();""", selector)


@issue21_test
def test_harbor_opens_on_the_overview_of_areas(x):
    m = x.maps["harbor"]
    check(len(m["modules"]) >= 70, f"Harbor has {len(m['modules'])} modules")
    x.open("harbor")
    check(not x.console_errors(), f"console errors: {x.console_errors()}")
    check_equal(x.js("return document.getElementById('map-select').value"), "overview", "first picture of a 75-module app")
    areas = sorted({mod["area"] for mod in m["modules"]})
    shown = x.js("return Array.from(document.querySelectorAll('#viewport g.node[data-area]')).map(function (g) { return g.getAttribute('data-area'); }).sort()")
    check_equal(shown, areas, "areas in the first picture")
    check_equal(x.js("return document.querySelectorAll('#viewport g.node[data-domain], #viewport g.node[data-module]').length"), 0,
                "no domain or module box in the overview")
    # The selector offers the whole app, the overview, every area's picture (Harbor's areas are its folders: each is
    # drawn once, as its domain's picture) and every domain's.
    pictures = x.payload("harbor")["maps"]
    area_pictures = sorted([p["area"], p["id"]] for p in pictures if p["kind"] in ("area", "domain") and p.get("area"))
    check_equal([a for a, _ in area_pictures], areas, "one picture per area")
    check_equal(x.select_groups(), [[None, [["app", "Whole app"], ["overview", "Overview of areas"]]],
                                    ["Areas", [[i, "Area " + a] for a, i in area_pictures]],
                                    ["Domains", [[p["id"], p["title"]] for p in pictures if p["kind"] == "domain"]]], "the map selector")
    options = x.js("return Array.from(document.getElementById('map-select').options).map(function (o) { return o.value; })")
    check("app-every-kind" not in options, f"the every-kind picture is not offered in the selector: {options}")
    # Clicking an area opens its picture; the selector then names the area.
    x.driver.find_element(By.CSS_SELECTOR, "#viewport g.node[data-area='Marinas']").click()
    WebDriverWait(x.driver, 5).until(lambda d: x.js("return document.getElementById('map-select').value") != "overview")
    check_equal(x.js("var s = document.getElementById('map-select'); return [s.value, s.options[s.selectedIndex].textContent]"),
                [dict(area_pictures)["Marinas"], "Area Marinas"], "selector after clicking Marinas")
    inside = x.js("return Array.from(document.querySelectorAll('#viewport g.node[data-module]:not([data-stub])')).map(function (g) { return g.getAttribute('data-module'); }).sort()")
    check_equal(inside, sorted(mod["id"] for mod in m["modules"] if mod["area"] == "Marinas"), "modules of the Marinas picture")


@issue21_test
def test_harbor_default_whole_app_draws_modules_only(x):
    m = x.maps["harbor"]
    x.open("harbor", "#map=app")
    check_equal(x.js("return document.getElementById('map-select').value"), "app", "picture")
    modules = x.js("return Array.from(document.querySelectorAll('#viewport g.node[data-module]')).map(function (g) { return g.getAttribute('data-module'); }).sort()")
    check_equal(modules, sorted(mod["id"] for mod in m["modules"]), "module boxes")
    # Every other node is the app-launch symbol or the legend: no box for a screen that is not a module.
    others = x.js("""return Array.from(document.querySelectorAll('#viewport g.node:not([data-module])')).map(function (g) {
        return g.querySelector('title').textContent; }).sort()""")
    check_equal(others, ["launch", "legend"], "nodes that are not modules (by their DOT names)")
    check_equal(x.js("return document.querySelectorAll('#viewport .vm-system, #viewport .vm-plain, #viewport .vm-unresolved, #viewport .vm-back').length"), 0,
                "nodes or edges of hidden kinds in the default picture")
    clusters = x.js("return Array.from(document.querySelectorAll('#viewport g.cluster')).map(function (g) { return g.getAttribute('id'); }).sort()")
    check_equal(len(clusters), len({mod["domain"] for mod in m["modules"]}), "one cluster per domain")
    check(all(c.startswith("vm-svg-domain-") for c in clusters), f"clusters are domains: {clusters}")
    # The marks count the routes each module has to screens that are not drawn.
    about = x.js("return Array.from(document.querySelectorAll('#viewport g.node[data-module=About] text')).map(function (t) { return t.textContent; })")
    check("+2 system screens · 1 plain screen" in about, f"About's label: {about}")


@issue21_test
def test_harbor_toggle_brings_system_screens_back(x):
    m = x.maps["harbor"]
    x.open("harbor", "#map=app")
    check_equal(visible_nodes(x, "g.node.vm-system"), [], "system screens before the toggle")
    x.driver.find_element(By.ID, "kind-system").click()
    WebDriverWait(x.driver, 5).until(lambda d: "show=system" in x.hash() and x.js("return document.querySelectorAll('#viewport g.node.vm-system').length") > 0)
    check_equal(x.js("return document.getElementById('map-select').value"), "app", "selector still says whole app")
    system = [r for r in m["routes"] if r["kind"] == "system" and r["from"]]
    expected = sorted("system screen " + kind for _, kind in {(r["from"], r["targetType"]) for r in system})
    check_equal(visible_nodes(x, "g.node.vm-system"), expected, "system screens drawn (one per module and type)")
    check_equal(visible_nodes(x, "g.node.vm-plain"), [], "plain screens stay hidden")
    check_equal(visible_nodes(x, "g.edge.vm-back"), [], "back transitions stay hidden")
    modules = x.js("return Array.from(document.querySelectorAll('#viewport g.node[data-module]')).map(function (g) { return g.getAttribute('data-module'); }).sort()")
    check_equal(modules, sorted(mod["id"] for mod in m["modules"]), "modules in the every-kind picture")
    # Plain screens too, then back to the default.
    x.driver.find_element(By.ID, "kind-plain").click()
    WebDriverWait(x.driver, 5).until(lambda d: "show=system,plain" in x.hash())
    plain = sorted({"plain screen " + r["targetType"] for r in m["routes"] if r["kind"] == "plain"})
    settles_to(x.driver, lambda: visible_nodes(x, "g.node.vm-plain"), plain, "plain screens drawn (one per type)")
    x.driver.find_element(By.ID, "kind-system").click()
    x.driver.find_element(By.ID, "kind-plain").click()
    WebDriverWait(x.driver, 5).until(lambda d: "show=" not in x.hash())
    # The default picture is swapped back in after the hash changes (its island may need inflating).
    settles_to(x.driver, lambda: x.js("return document.querySelectorAll('#viewport .vm-system').length"), 0, "system screens after unticking")
    # On a domain map the toggle swaps in that domain's map drawn with every kind: the system screens of its modules.
    x.open("harbor", "#map=domain-account&show=system")
    domain_of = {mod["id"]: mod.get("domain") for mod in m["modules"]}
    account = sorted("system screen " + kind for _, kind in {(r["from"], r["targetType"]) for r in system if domain_of[r["from"]] == "Account"})
    check(account, "Account's modules have system screens")
    settles_to(x.driver, lambda: visible_nodes(x, "g.node.vm-system"), account, "system screens on Account's map")
    check_equal(x.js("return document.getElementById('map-select').value"), "domain-account", "selector still says the domain")
    check_equal(x.js("return document.getElementById('map-note').hidden"), True, "no note on a domain map that has them")
    check_equal(visible_nodes(x, "g.node.vm-plain"), [], "plain screens stay hidden on the domain map")
    # On the overview the note says where they are drawn and links to the whole app, keeping the toggle.
    x.open("harbor", "#map=overview&show=system")
    check_equal(x.js("return document.getElementById('map-note').firstChild.textContent"),
                "System and plain screens, unresolved targets and back transitions are drawn on the whole-app picture and on the domain maps; each module panel lists every route with its kind.",
                "note on the overview")
    x.driver.find_element(By.ID, "map-note-app").click()
    WebDriverWait(x.driver, 5).until(lambda d: x.js("return document.getElementById('map-select').value") == "app")
    settles_to(x.driver, lambda: len(visible_nodes(x, "g.node.vm-system")), len(expected), "system screens after following the note")
    check_equal(x.js("return document.getElementById('map-note').hidden"), True, "no note on the whole app")
    # A deep link restores the toggle.
    x.open("harbor", "#map=app&show=unresolved")
    check_equal(x.js("return document.getElementById('kind-unresolved').checked"), True, "toggle from the link")
    unresolved = [r for r in m["routes"] if r["kind"] == "unresolved" and r["from"]]
    check_equal(len(visible_nodes(x, "g.node.vm-unresolved")), len(unresolved), "unresolved targets drawn")


@issue21_test
def test_harbor_focus_dims_the_screens_of_modules_out_of_focus(x):
    m = x.maps["harbor"]
    x.open("harbor", "#map=app&show=system,plain&focus=About&hops=1&dir=out")
    WebDriverWait(x.driver, 5).until(lambda d: x.js("return document.querySelectorAll('#viewport g.node.vm-system').length") > 0
                                     and x.js("return document.querySelectorAll('#viewport .vm-dim').length") > 0)
    kept = x.js("return Array.from(document.querySelectorAll('#viewport g.node[data-module]:not(.vm-dim)')).map(function (g) { return g.getAttribute('data-module'); }).sort()")
    out = sorted({"About"} | {r["to"] for r in m["routes"] if r["from"] == "About" and r["kind"] == "module"})
    check_equal(kept, out, "modules in focus")

    def lit(kind):
        return x.js("""return Array.from(document.querySelectorAll('#viewport g.node.vm-' + arguments[0] + ':not(.vm-dim)')).map(function (g) {
            return Array.from(g.querySelectorAll('text')).map(function (t) { return t.textContent; }).join(' '); }).sort()""", kind)
    for kind in ["system", "plain"]:
        expected = sorted({f"{kind} screen {r['targetType']}" for r in m["routes"] if r["kind"] == kind and r["from"] in kept})
        check(expected, f"modules in focus have {kind} screens")
        check_equal(lit(kind), expected, f"{kind} screens left lit: those of the modules in focus")
    lit_edges = x.js("return document.querySelectorAll('#viewport g.edge.vm-system:not(.vm-dim)').length")
    check_equal(lit_edges, len({(r["from"], r["targetType"]) for r in m["routes"] if r["kind"] == "system" and r["from"] in kept}),
                "system-screen edges left lit")
    check_equal(x.js("return document.querySelector('#viewport g.node title') && Array.from(document.querySelectorAll('#viewport g.node')).filter(function (g) { return g.querySelector('title').textContent === 'legend' && g.classList.contains('vm-dim'); }).length"), 0,
                "the legend is never dimmed")
    x.driver.find_element(By.ID, "focus-clear").click()
    WebDriverWait(x.driver, 5).until(lambda d: x.js("return document.querySelectorAll('#viewport .vm-dim').length") == 0)


@issue21_test
def test_harbor_dashboard_shows_resolved_of_total(x):
    m = x.maps["harbor"]
    x.open("harbor", "#view=dashboard")
    res = m["resolution"]
    check_equal(x.js("return document.querySelector('[data-count=resolution]').textContent"), f"{res['resolved']} / {res['total']}", "resolved / total")
    check_equal(x.js("return document.getElementById('map-resolution').textContent"),
                f"{res['resolved']} of {res['total']} routes resolved in the whole app (system and plain screens count as resolved; ways back are not counted).",
                "resolution line")
    check_equal(x.js("return document.getElementById('no-launch-path')"), None, "no launch-path message on an app with one")
    unresolved = x.js("return Array.from(document.querySelectorAll('#list-unresolved a[data-module]')).map(function (a) { return a.getAttribute('data-module'); })")
    check_equal(unresolved, [r["from"] for r in m["routes"] if r["kind"] == "unresolved" and r["from"]], "unresolved list: unresolved kind only")


@issue21_test
def test_harbor_module_panel_shows_breadcrumb_resolution_and_kinds(x):
    m = x.maps["harbor"]
    names = {mod["id"]: mod["name"] for mod in m["modules"]}
    about = next(mod for mod in m["modules"] if mod["id"] == "About")
    check(len(about["breadcrumb"]) >= 3, f"About's breadcrumb: {about['breadcrumb']}")
    x.open("harbor", "#module=About")
    x.wait_panel("About")
    crumbs = x.js("return Array.from(document.querySelectorAll('#panel-body ol.crumbs li')).map(function (li) { return li.textContent; })")
    check_equal(crumbs, ["launch"] + [names[c] for c in about["breadcrumb"]], "breadcrumb from launch")
    meta = x.js("""var o = {}; document.querySelectorAll('#panel-body dl.meta dt').forEach(function (dt) { o[dt.textContent] = dt.nextElementSibling.textContent; }); return o;""")
    sources = {"catalog": "declared in the module catalog", "folder": "from its folder", "xcodeGroup": "from its Xcode group"}
    check_equal([meta.get("Area"), meta.get("Domain")], [about["area"] + " · " + sources[about["areaSource"]], about["domain"]], "About's area and domain")
    picture = next(p["id"] for p in x.payload("harbor")["maps"] if p["kind"] in ("area", "domain") and p.get("area") == about["area"])
    check_equal(x.js("return document.querySelector('#module-area a').getAttribute('href')"), "#view=map&map=" + picture + "&module=About",
                "the area links to its picture, keeping the module open")
    check_equal(x.js("return document.getElementById('module-resolution').textContent"),
                f"{about['resolution']['resolved']} of {about['resolution']['total']} routes resolved", "module resolution")
    outs = x.js("""return Array.from(document.querySelectorAll('#routes-out > li')).map(function (li) {
        return [li.getAttribute('data-kind'), Array.from(li.childNodes).slice(0, 3).map(function (n) { return n.textContent; }).join('')]; })""")
    expected = []
    for r in (r for r in m["routes"] if r["from"] == "About"):
        if r["kind"] in ("system", "plain"):
            expected.append([r["kind"], f"{r['kind']} screen {r['targetType']}"])
        else:
            expected.append([r["kind"], ("back" if r["kind"] == "back" else names.get(r["to"], "unresolved")) + " " + r["transition"]])
    check_equal(outs, expected, "routes out with their kind and type")
    plain_link = x.js("var li = document.querySelector('#routes-out > li[data-kind=plain]'); var a = li && li.querySelector('a[href]'); return a && a.getAttribute('href')")
    plain = next(r for r in m["routes"] if r["from"] == "About" and r["kind"] == "plain")
    check_equal(plain_link, SOURCE_URL.replace("{path}", plain["targetFile"]).replace("{line}", ""), "plain screen's file link (no line: the template's {line} is empty)")


@issue21_test
def test_no_launch_path_says_so_once(x):
    m = x.maps["nolaunch"]
    finding = next(f for f in m["findings"] if f["rule"] == "noLaunchPath")
    x.open("nolaunch", "#view=dashboard")
    check(not x.console_errors(), f"console errors: {x.console_errors()}")
    check_equal(x.js("return document.getElementById('no-launch-path').textContent"), finding["message"], "the one message")
    check_equal(x.js("return document.querySelectorAll('#list-unreachable a').length"), 0, "no module listed as unreachable")
    check_equal(x.js("return document.getElementById('list-unreachable').textContent"), "Unknown: no launch path was found (see above).", "unreachable list")
    check_equal(x.js("return document.querySelector('[data-count=unreachable]').textContent"), "?", "unreachable count")
    body = x.js("return document.getElementById('dashboard-body').textContent")
    check_equal(body.count(finding["message"]), 1, "the message appears once")
    check("Not reachable from app launch" not in body, "no module blamed")
    first = sorted(mod["id"] for mod in m["modules"])[0]
    x.open("nolaunch", "#module=" + first)
    x.wait_panel(next(mod["name"] for mod in m["modules"] if mod["id"] == first))
    check_equal(x.js("return document.getElementById('reachability').textContent"), "Reachability unknown: vipermap found no launch path in this app.", "panel")
    check_equal(x.js("return document.querySelectorAll('#panel-body ol.crumbs li').length"), 0, "no breadcrumb")


@issue21_test
def test_an_app_with_no_domain_opens_on_the_overview_of_areas(x):
    # Harbor with every domain removed: its modules keep their areas, so it reads as Harbor does, by area.
    m = x.maps["ungrouped"]
    areas = sorted({mod["area"] for mod in m["modules"]})
    x.open("ungrouped")
    check(not x.console_errors(), f"console errors: {x.console_errors()}")
    check_equal(x.js("return document.getElementById('map-select').value"), "overview", "first picture of a big app with no domain")
    check_equal(x.js("return document.getElementById('map-note').hidden"), True, "no note on the overview")
    payload = x.payload("ungrouped")["maps"]
    pictures = {p["area"]: p["id"] for p in payload if p["kind"] == "area"}
    check_equal(sorted(pictures), areas, "an area picture (kind area) per area")
    # The renderer still draws the modules of no domain as the domain "Ungrouped".
    check_equal([p["title"] for p in payload if p["kind"] == "domain"], ["Domain Ungrouped"], "domain pictures")
    check_equal(x.select_groups(), [[None, [["app", "Whole app"], ["overview", "Overview of areas"]]],
                                    ["Areas", [[pictures[a], "Area " + a] for a in areas]],
                                    ["Domains", [["domain-ungrouped", "Domain Ungrouped"]]]], "the map selector")
    x.driver.find_element(By.CSS_SELECTOR, "#viewport g.node[data-area='Fleet']").click()
    WebDriverWait(x.driver, 5).until(lambda d: x.js("return document.getElementById('map-select').value") == pictures["Fleet"])
    inside = x.js("return Array.from(document.querySelectorAll('#viewport g.node[data-module]:not([data-stub])')).map(function (g) { return g.getAttribute('data-module'); }).sort()")
    check_equal(inside, sorted(mod["id"] for mod in m["modules"] if mod["area"] == "Fleet"), "modules of the Fleet picture")
    clusters = x.js("return Array.from(document.querySelectorAll('#viewport g.cluster')).map(function (g) { return g.getAttribute('id'); })")
    check(clusters and all(c.startswith("vm-svg-area-") for c in clusters), f"an area's picture clusters by area: {clusters}")
    stub = x.js("var g = document.querySelector('#viewport g.node[data-stub]'); return g && [g.getAttribute('data-module'), g.getAttribute('aria-label')]")
    check(stub, "Fleet's picture draws the modules of other areas its routes touch")
    other = next(mod for mod in m["modules"] if mod["id"] == stub[0])
    check(other["area"] != "Fleet", f"{stub[0]} is in another area")
    check_equal(stub[1], f"Module {other['name']} (in area {other['area']})", "a module of another area")
    # An area's picture has no every-kind version: the note says where those kinds are, with a link to the whole app.
    x.open("ungrouped", "#map=" + pictures["Fleet"] + "&show=system")
    check_equal(x.js("return document.getElementById('map-note').firstChild.textContent"),
                "An area's picture draws its modules only: system and plain screens, unresolved targets and back transitions are drawn on the whole-app picture and on the domain maps; each module panel lists every route with its kind.",
                "note on an area's picture")
    check_equal(x.js("return document.getElementById('map-note-app').getAttribute('href')"), "#map=app&show=system&view=map", "the note's link")
    x.open("ungrouped", "#view=dashboard")
    rows = x.js("return Array.from(document.querySelectorAll('.areas [data-area] a')).map(function (a) { return [a.textContent, a.getAttribute('href')]; })")
    check_equal(rows, [[a, "#view=map&map=" + pictures[a]] for a in areas], "progress by area, linking to each area's picture")
    check_equal(x.js("return document.getElementById('no-grouping')"), None, "no 'no grouping' note: every module has an area")
    x.open("ungrouped", "#module=About")
    x.wait_panel("About")
    meta = x.js("""var o = {}; document.querySelectorAll('#panel-body dl.meta dt').forEach(function (dt) { o[dt.textContent] = dt.nextElementSibling.textContent; }); return o;""")
    check_equal([meta["Area"].split(" · ")[0], meta["Domain"]], [next(mod["area"] for mod in m["modules"] if mod["id"] == "About"), "—"], "About's area and domain")


@issue21_test
def test_an_app_in_one_area_opens_on_the_whole_app(x):
    # Harbor with one area and no domain: an overview of one box says nothing, so the whole app comes first.
    x.open("onearea")
    check_equal(x.js("return document.getElementById('map-select').value"), "app", "first picture of an app in one area")
    check_equal(x.js("return document.getElementById('map-note').hidden"), True, "no note on the whole app")
    x.open("onearea", "#map=overview")
    check_equal(x.js("return Array.from(document.querySelectorAll('#viewport g.node[data-area]')).map(function (g) { return g.getAttribute('data-area'); })"),
                ["Harbor"], "the overview's one box")
    check_equal(x.js("return document.getElementById('map-note').textContent"),
                "Every module of this app is in one area, Harbor, so the overview is one box.", "overview note")
    x.open("onearea", "#view=dashboard")
    rows = x.js("return Array.from(document.querySelectorAll('.areas [data-area]')).map(function (n) { return n.getAttribute('data-area'); })")
    check_equal(rows, ["Harbor"], "progress by area: one row")


def generate_issue21_samples(x):
    """Samples/Harbor and Samples/NoLaunch through the full pipeline, Harbor's map with every domain removed (its areas
    kept) and Harbor's map in one area with no domain."""
    for name, sample in [("harbor", "Harbor"), ("nolaunch", "NoLaunch")]:
        out = os.path.join(x.workdir, name + "-out")
        result = subprocess.run([x.binary, os.path.join(ROOT, "Samples", sample), "--output", out, "--source-url", SOURCE_URL],
                                capture_output=True, text=True)
        if result.returncode != 0:
            raise RuntimeError(f"vipermap Samples/{sample} exited {result.returncode}: {result.stderr.strip()}")
        with open(os.path.join(out, "map.json"), encoding="utf-8") as f:
            x.maps[name] = json.load(f)
        x.pages[name] = "file://" + urllib.parse.quote(os.path.join(out, "index.html"))
    def variant(name, change):
        changed = dict(x.maps["harbor"])
        changed["modules"] = [dict(mod, **change) for mod in changed["modules"]]
        src = os.path.join(x.workdir, name + "-src")
        os.makedirs(src, exist_ok=True)
        path = os.path.join(src, "map.json")
        with open(path, "w", encoding="utf-8") as f:
            json.dump(changed, f)
        return path
    # Pictures drawn by `explore`: the overview of areas and one picture per area.
    x.generate("ungrouped", variant("ungrouped", {"domain": None}), [])
    # One area draws no overview (`explore` draws it for several areas or domains): the one-box overview is given.
    one = variant("onearea", {"domain": None, "area": "Harbor", "areaSource": "navigation"})
    overview = os.path.join(x.workdir, "onearea-overview")
    result = subprocess.run([x.binary, "render", one, "--collapse", "--format", "svg", "--output", overview], capture_output=True, text=True)
    if result.returncode != 0:
        raise RuntimeError(f"vipermap render --collapse exited {result.returncode}: {result.stderr.strip()}")
    x.generate("onearea", one, ["app=" + os.path.join(x.workdir, "harbor-out", "map.svg"), "overview=" + os.path.join(overview, "map.svg")])


# ---------------------------------------------------------------- issue 31: every sample, read by area
# Every app under Samples/ (whatever is there when the tests run), mapped by the real binary (`vipermap PATH`).

EVERY_SAMPLE_TESTS = []


def every_sample_test(fn):
    EVERY_SAMPLE_TESTS.append(fn)
    return fn


# A big app, from which the explorer opens on the overview of areas (Web/explorer.js BIG_APP; issue 31).
BIG_APP = 25
# The generated app every-sample test also run on (see generate_every_sample).
GENERATED = "generated (400 modules, 15 folders)"


def generate_every_sample(x):
    """`vipermap Samples/NAME` for every folder of Samples/; the pages are `every:NAME`."""
    x.every = []
    samples = os.path.join(ROOT, "Samples")
    for name in sorted(os.listdir(samples)):
        if not os.path.isdir(os.path.join(samples, name)):
            continue
        out = os.path.join(x.workdir, "every-" + name)
        result = subprocess.run([x.binary, os.path.join(samples, name), "--output", out], capture_output=True, text=True)
        if result.returncode != 0:
            raise RuntimeError(f"vipermap Samples/{name} exited {result.returncode}: {result.stderr.strip()}")
        with open(os.path.join(out, "map.json"), encoding="utf-8") as f:
            x.maps["every:" + name] = json.load(f)
        x.pages["every:" + name] = "file://" + urllib.parse.quote(os.path.join(out, "index.html"))
        x.every.append(name)
    if not x.every:
        raise RuntimeError("no sample under Samples/")
    # And a generated app with as many areas as the navigation makes at most: 400 modules in 15 folders of 26 or 27,
    # whose routes cross folders at random.
    bench = os.path.join(os.path.dirname(x.binary), "vipermap-bench")
    app = os.path.join(x.workdir, "generated-app")
    for command in ([bench, "synth", "--modules", "400", "--domains", "15", "--seed", "42", "--output", app],
                    [x.binary, app, "--output", app + "-out"]):
        result = subprocess.run(command, capture_output=True, text=True)
        if result.returncode != 0:
            raise RuntimeError(f"{' '.join(command)} exited {result.returncode}: {result.stderr.strip()}")
    with open(os.path.join(app + "-out", "map.json"), encoding="utf-8") as f:
        x.maps["every:" + GENERATED] = json.load(f)
    areas = {mod["area"] for mod in x.maps["every:" + GENERATED]["modules"]}
    if len(areas) != 15:
        raise RuntimeError(f"the generated app has {len(areas)} areas, not 15: {sorted(areas)}")
    x.pages["every:" + GENERATED] = "file://" + urllib.parse.quote(os.path.join(app + "-out", "index.html"))
    x.every.append(GENERATED)


@every_sample_test
def test_every_sample_opens_on_the_picture_its_size_asks_for(x):
    opened = {}
    for name in x.every:
        m = x.maps["every:" + name]
        pictures = {p["kind"] for p in x.payload("every:" + name)["maps"]}
        areas = {mod["area"] for mod in m["modules"]}
        x.open("every:" + name)
        check(not x.console_errors(), f"{name}: console errors: {x.console_errors()}")
        big = len(m["modules"]) >= BIG_APP and "overview" in pictures and len(areas) > 1
        expected = "overview" if big or "app" not in pictures else "app"
        check_equal(x.js("return document.getElementById('map-select').value"), expected,
                    f"{name} ({len(m['modules'])} modules, {len(areas)} areas): first picture")
        opened[name] = expected
    print(f"  first picture: {opened}")
    check(any(v == "overview" for v in opened.values()), f"some sample is big enough to open on the overview: {opened}")


@every_sample_test
def test_every_sample_dashboard_shows_progress_by_area(x):
    for name in x.every:
        m = x.maps["every:" + name]
        built = [mod for mod in m["modules"] if not mod.get("notBuilt")]
        x.open("every:" + name, "#view=dashboard")
        rows = x.js("""return Array.from(document.querySelectorAll('.areas [data-area]')).map(function (n) {
            return [n.getAttribute('data-area'), n.nextElementSibling.nextElementSibling.textContent]; })""")
        expected = [[a, f"{sum(1 for mod in built if mod['area'] == a and mod['status'] == 'done')} / {sum(1 for mod in built if mod['area'] == a)} done"]
                    for a in sorted({mod["area"] for mod in built})]
        check_equal(rows, expected, f"{name}: one row per area")
        first = sorted(m["modules"], key=lambda mod: mod["id"])[0]
        x.open("every:" + name, "#module=" + urllib.parse.quote(first["id"], safe=""))
        x.wait_panel(first["name"])
        check_equal(x.js("return document.querySelector('#module-area > :first-child').textContent"), first["area"], f"{name}: {first['id']}'s area in its panel")


@every_sample_test
def test_every_sample_overview_labels_are_readable_at_fit(x):
    """Issue 31: in headless Chromium at 1600 x 1000, every label of the overview's area boxes is 10 CSS px high or
    more when the overview is fitted to the screen (not edge labels, not the legend)."""
    measure = """var out = [];
        document.querySelectorAll('#viewport g.node[id^="vm-svg-area-"]').forEach(function (g) {
          g.querySelectorAll('text').forEach(function (t) {
            var r = t.getBoundingClientRect();
            out.push([g.getAttribute('data-area'), t.textContent, r.height]);
          });
        });
        return out;"""
    smallest, without = {}, []
    x.driver.set_window_size(1600, 1000)
    try:
        for name in x.every:
            m = x.maps["every:" + name]
            areas = sorted({mod["area"] for mod in m["modules"]})
            if not any(p["kind"] == "overview" for p in x.payload("every:" + name)["maps"]):
                # `explore` draws the overview for several areas or domains, or an app too big for one picture.
                check(len(areas) == 1 and len({mod.get("domain") for mod in m["modules"]}) == 1 and len(m["modules"]) <= 400,
                      f"{name} has no overview but {len(areas)} areas")
                without.append(name)
                continue
            x.open("every:" + name, "#map=overview")
            view_box = "return document.querySelector('#viewport svg').getAttribute('viewBox')"
            whole = x.js(view_box)
            x.driver.find_element(By.ID, "zoom-in").click()
            check(x.js(view_box) != whole, f"{name}: + zooms in")
            x.driver.find_element(By.ID, "zoom-fit").click()
            check_equal(x.js(view_box), whole, f"{name}: Fit shows the whole overview")
            labels = x.js(measure)
            check_equal(sorted({a for a, _, _ in labels}), areas, f"{name}: the overview's area boxes")
            check(all(any(a == area and text.strip() == area for a, text, _ in labels) for area in areas), f"{name}: every box shows its area's name")
            small = [(a, text, round(h, 1)) for a, text, h in labels if h < 10]
            check(not small, f"{name}: labels under 10 CSS px at Fit: {small}")
            smallest[name] = f"{min(h for _, _, h in labels):.1f}"
    finally:
        x.driver.set_window_size(1400, 900)
    print(f"  smallest overview label at Fit, 1600 x 1000 (CSS px): {smallest}; no overview (one area): {without}")
    check(smallest, "some sample has an overview")


def write_raw_svg_page(x, base, name, svg):
    """A copy of page `base` whose first picture is `svg` as is, bypassing the writer's sanitizer."""
    path = urllib.parse.unquote(x.pages[base][len("file://"):])
    with open(path, encoding="utf-8") as f:
        html = f.read()
    # The picture's island: its SVG gzip-compressed, in base64, as the writer stores it.
    start_tag = '<script type="application/gzip" id="vipermap-picture-0">'
    start = html.index(start_tag) + len(start_tag)
    end = html.index("</script>", start)
    island = base64.b64encode(gzip.compress(svg.encode("utf-8"), mtime=0)).decode("ascii")
    out = os.path.join(x.workdir, name, "index.html")
    os.makedirs(os.path.dirname(out), exist_ok=True)
    with open(out, "w", encoding="utf-8") as f:
        f.write(html[:start] + island + html[end:])
    x.pages[name] = "file://" + urllib.parse.quote(out)
    x.maps[name] = x.maps[base]


def generate_pokedex_sample(x):
    """The full pipeline on Samples/Pokedex; None when this branch cannot map it yet (indexer not merged)."""
    out = os.path.join(x.workdir, "pokedex-out")
    result = subprocess.run([x.binary, os.path.join(ROOT, "Samples", "Pokedex"), "--output", out,
                             "--source-url", SOURCE_URL], capture_output=True, text=True)
    map_json = os.path.join(out, "map.json")
    if result.returncode != 0 or not os.path.exists(map_json):
        return result.stderr.strip() or f"exit {result.returncode}"
    with open(map_json, encoding="utf-8") as f:
        x.maps["pokedex"] = json.load(f)
    if not x.maps["pokedex"]["modules"]:
        return "map.json has no modules"
    x.pages["pokedex-map"] = "file://" + urllib.parse.quote(os.path.join(out, "index.html"))
    x.maps["pokedex-map"] = x.maps["pokedex"]
    # `explore` on the written map.json adds the overview and one picture per domain.
    x.generate("pokedex", map_json, [])
    return None


def run(selected, selected_samples, selected_issue21, selected_every, binary, screenshot):
    workdir = tempfile.mkdtemp(prefix="vipermap-browser-")
    x = Explorer(binary, workdir)
    started = time.time()
    try:
        fixtures = os.path.join(HERE, "fixtures")
        x.generate("sample", os.path.join(fixtures, "pokedex-map.json"), ["app=" + os.path.join(fixtures, "pokedex.svg")])
        x.generate("domains", os.path.join(fixtures, "pokedex-map.json"),
                   ["overview=" + os.path.join(fixtures, "overview.svg"), "domain:Auth=" + os.path.join(fixtures, "domain-Auth.svg")])
        hostile.write(os.path.join(workdir, "hostile-src"))
        x.generate("hostile", os.path.join(workdir, "hostile-src", "hostile-map.json"),
                   ["app=" + os.path.join(workdir, "hostile-src", "hostile.svg")])
        write_raw_svg_page(x, "hostile", "hostile-raw-svg", hostile.hostile_svg())
        chosen21 = [t for t in ISSUE21_TESTS if t in selected_issue21]
        if chosen21:  # two full vipermap runs, only when one of their tests is chosen (`-k`)
            generate_issue21_samples(x)
        selected = selected + chosen21
        chosen_every = [t for t in EVERY_SAMPLE_TESTS if t in selected_every]
        if chosen_every:  # one vipermap run per sample, only when one of their tests is chosen
            generate_every_sample(x)
        selected = selected + chosen_every
        pokedex_problem = generate_pokedex_sample(x)
        if pokedex_problem is None:
            selected = selected + [t for t in SAMPLE_TESTS if t in selected_samples]
        else:
            print(f"note: Samples/Pokedex cannot be mapped on this branch yet ({pokedex_problem}); "
                  "its tests run once the indexer is merged")
        x.start()
    except Exception as e:  # setup failure: nothing was tested
        print(f"ERROR setting up: {e}")
        x.stop()
        return 2
    passed, failed = 0, []
    print(f"collected {len(selected)} items\n")
    for fn in selected:
        try:
            fn(x)
            passed += 1
            print(f"Tests/browser/test_explorer.py::{fn.__name__} PASSED")
        except Exception as e:
            failed.append((fn.__name__, e))
            print(f"Tests/browser/test_explorer.py::{fn.__name__} FAILED")
            if not isinstance(e, Failure):
                traceback.print_exc()
    if screenshot and not failed:
        x.driver.set_window_size(1400, 900)
        page = "pokedex" if "pokedex" in x.pages else "sample"
        x.open(page, "#map=app&module=Register&focus=Login&hops=1&dir=both")
        x.wait_panel("Register")
        # Zoom towards the selected module so the picture reads at README size.
        x.js("""var v = document.getElementById('viewport'), g = document.querySelector('#viewport g.vm-selected');
            var r = g.getBoundingClientRect();
            for (var i = 0; i < 6; i++) v.dispatchEvent(new WheelEvent('wheel', {deltaY: -60, clientX: r.left + r.width / 2, clientY: r.top + r.height / 2, bubbles: true, cancelable: true}));""")
        time.sleep(0.3)
        os.makedirs(os.path.dirname(os.path.abspath(screenshot)), exist_ok=True)
        x.driver.save_screenshot(screenshot)
        print(f"\nscreenshot: {screenshot}")
    x.stop()
    shutil.rmtree(workdir, ignore_errors=True)
    elapsed = time.time() - started
    if failed:
        print("\n" + "=" * 30 + " FAILURES " + "=" * 30)
        for name, e in failed:
            print(f"FAILED {name} - {e}")
    summary = f"{passed} passed" + (f", {len(failed)} failed" if failed else "") + f" in {elapsed:.2f}s"
    print("\n" + "=" * 20 + f" {summary} " + "=" * 20)
    return 1 if failed else 0


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--vipermap", required=True, help="path to the vipermap binary")
    parser.add_argument("--screenshot", help="save a screenshot of the explorer here when all tests pass")
    parser.add_argument("-k", dest="keyword", help="run only tests whose name contains this")
    args = parser.parse_args()
    selected = [t for t in TESTS if not args.keyword or args.keyword in t.__name__]
    samples = [t for t in SAMPLE_TESTS if not args.keyword or args.keyword in t.__name__]
    issue21 = [t for t in ISSUE21_TESTS if not args.keyword or args.keyword in t.__name__]
    every = [t for t in EVERY_SAMPLE_TESTS if not args.keyword or args.keyword in t.__name__]
    sys.exit(run(selected, samples, issue21, every, os.path.abspath(args.vipermap), args.screenshot))


if __name__ == "__main__":
    main()
