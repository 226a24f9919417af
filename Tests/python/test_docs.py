"""README and docs/ hold together: every relative link leads to a file (and every #anchor to a heading of it), every
option of every command is shown in an example in docs/commands.md, README stays one screen's worth (12 KB), and
README's blocks fenced as ```sh runnable run on Samples/ with the built vipermap and exit 0."""
import functools
import pathlib
import re
import shutil
import subprocess

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
FENCE = re.compile(r"^(```|~~~)")
LINK = re.compile(r"!?\[(?:[^\[\]]|\[[^\]]*\])*\]\(([^()\s]+)(?:\s+\"[^\"]*\")?\)")


def prose_lines(text, keep_code=False):
    """The lines outside fenced code blocks; inline code removed unless keep_code (links in code are examples, not
    links; headings keep theirs, as GitHub's ids do)."""
    inside = False
    for line in text.splitlines():
        if FENCE.match(line.lstrip()):
            inside = not inside
            continue
        if not inside:
            yield line if keep_code else re.sub(r"(`+)(?:(?!\1).)+\1", "", line)


def slug(heading):
    """GitHub's id for a heading: lower case, markup and punctuation dropped, spaces to hyphens."""
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", heading.strip()).lower()
    text = re.sub(r"[^\w\- ]", "", text.replace("`", ""))
    return text.replace(" ", "-")


def anchors(page):
    seen, ids = {}, set()
    for line in prose_lines(page.read_text(), keep_code=True):
        match = re.match(r"^#{1,6}\s+(.*?)\s*#*\s*$", line)
        if not match:
            continue
        base = slug(match.group(1))
        n = seen.get(base, 0)
        seen[base] = n + 1
        ids.add(base if n == 0 else f"{base}-{n}")
    return ids


def links(page):
    for line in prose_lines(page.read_text()):
        for target in LINK.findall(line):
            if re.match(r"^[a-z][a-z0-9+.-]*:", target):   # http:, https:, mailto:
                continue
            yield target


@pytest.mark.parametrize("page", PAGES, ids=lambda p: str(p.relative_to(ROOT)))
def test_relative_links_resolve(page):
    broken = []
    for target in links(page):
        path, _, anchor = target.partition("#")
        file = (page.parent / path).resolve() if path else page
        if not file.exists():
            broken.append(f"{target}: no file {file.relative_to(ROOT) if ROOT in file.parents else file}")
        elif anchor and file.suffix == ".md" and anchor not in anchors(file):
            broken.append(f"{target}: no heading with id #{anchor} in {file.relative_to(ROOT)}")
    assert not broken, "\n".join(broken)


def test_readme_links_into_docs():
    """README is the way in: it links every page of docs/."""
    linked = {(ROOT / t.partition("#")[0]).resolve() for t in links(ROOT / "README.md") if t.startswith("docs/")}
    pages = {p.resolve() for p in (ROOT / "docs").glob("*.md")}
    assert pages <= linked, sorted(p.name for p in pages - linked)


def test_slug_follows_github():
    assert slug("`vipermap PATH` — everything at once") == "vipermap-path--everything-at-once"
    assert slug("Same layout in every process: sfdp's address-dependent noise") == \
        "same-layout-in-every-process-sfdps-address-dependent-noise"
    assert slug("map.json") == "mapjson"


def test_readme_fits_one_screen():
    assert len((ROOT / "README.md").read_bytes()) <= 12 * 1024


def test_readme_puts_install_first():
    headings = [l for l in prose_lines((ROOT / "README.md").read_text()) if l.startswith("## ")]
    assert headings[0] == "## Install", headings


def help_options(command):
    argv = [str(vipermap())] + ([command] if command else []) + ["--help"]
    text = subprocess.run(argv, capture_output=True, text=True, check=True).stdout
    return set(re.findall(r"^\s+(?:-\w, )?(--[a-z][a-z-]*)", text.split("OPTIONS:")[1], re.M))


def commands_examples():
    text = (ROOT / "docs/commands.md").read_text()
    return "\n".join(re.findall(r"^```sh[^\n]*\n(.*?)^```", text, re.S | re.M))


@pytest.mark.parametrize("command", ["", "map", "index", "render", "explore", "check", "snapshot", "diff"])
def test_every_option_has_an_example(command):
    examples = commands_examples()
    missing = sorted(o for o in help_options(command) if not re.search(re.escape(o) + r"(?![a-z-])", examples))
    assert not missing, f"docs/commands.md shows no example with {missing} of `vipermap {command}`"


@functools.cache
def vipermap():
    out = subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, capture_output=True, text=True, check=True)
    return pathlib.Path(out.stdout.strip()) / "vipermap"


def runnable_blocks():
    text = (ROOT / "README.md").read_text()
    return re.findall(r"^```sh runnable[ \t]*\n(.*?)^```", text, re.S | re.M)


def test_readme_has_runnable_blocks():
    assert runnable_blocks(), "README.md has no ```sh runnable block"


@pytest.mark.parametrize("block", runnable_blocks(), ids=lambda b: b.splitlines()[0])
def test_runnable_block_runs_on_the_samples(block, tmp_path):
    shutil.copytree(ROOT / "Samples", tmp_path / "Samples")
    env = {"PATH": f"{vipermap().parent}:/usr/bin:/bin", "HOME": str(tmp_path)}
    result = subprocess.run(["bash", "-e", "-o", "pipefail", "-c", block], cwd=tmp_path, env=env,
                            capture_output=True, text=True)
    assert result.returncode == 0, f"{block}\nexit {result.returncode}\n{result.stderr}"
    assert "error" not in result.stderr.lower(), result.stderr
