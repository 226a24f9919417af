#!/usr/bin/env python3
"""Time to first paint of explorer pages in headless Chromium, opened from file://.

Usage: Benchmarks/explorer/first-paint.py --page NAME=PATH [--page NAME=PATH …] [--runs 5]

Opens each page `runs` times, taking turns between the pages (so load from other processes falls on all of them), in
one headless Chromium (Debian's chromium + chromedriver, through Selenium), and reports for each load:
- fcp: the browser's first-contentful-paint entry (ms after navigation start);
- ready: the page's own `window.vipermapReadyAt`, set once the first map is drawn (the data inflated and parsed,
  the first picture inflated and rebuilt into the DOM).
Prints one JSON object: {NAME: {"fcp": [ms…], "ready": [ms…], "bytes": N}}. `vipermap-bench compare` calls it.
"""
import argparse
import json
import os
import shutil
import urllib.parse

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.support.ui import WebDriverWait


def browser():
    options = webdriver.ChromeOptions()
    options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    for arg in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1400,900",
                "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"]:
        options.add_argument(arg)
    service = Service(executable_path=shutil.which("chromedriver") or "/usr/bin/chromedriver")
    return webdriver.Chrome(options=options, service=service)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--page", action="append", required=True, help="NAME=PATH of an index.html")
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    pages = [p.split("=", 1) for p in args.page]
    results = {name: {"fcp": [], "ready": [], "bytes": os.path.getsize(path)} for name, path in pages}
    d = browser()
    try:
        for _ in range(args.runs):
            for name, path in pages:
                d.get("about:blank")
                d.get("file://" + urllib.parse.quote(os.path.abspath(path)))
                WebDriverWait(d, 120).until(lambda drv: drv.execute_script("return window.vipermapReady === true"))
                fcp = d.execute_script(
                    "var e = performance.getEntriesByName('first-contentful-paint')[0]; return e ? e.startTime : null")
                results[name]["fcp"].append(fcp)
                results[name]["ready"].append(d.execute_script("return window.vipermapReadyAt"))
    finally:
        d.quit()
    print(json.dumps(results, sort_keys=True))


if __name__ == "__main__":
    main()
