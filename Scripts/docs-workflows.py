#!/usr/bin/env python3
"""Writes every workflow shown in README.md and docs/*.md (a fenced block whose info string is `yaml workflow`) to
OUTDIR/<page>-<n>.yml, so `make action-lint` validates the workflows users copy as it validates .github/workflows."""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parents[1]
BLOCK = re.compile(r"^```yaml workflow[ \t]*\n(.*?)^```[ \t]*$", re.S | re.M)


def main(outdir):
    out = pathlib.Path(outdir)
    out.mkdir(parents=True, exist_ok=True)
    for old in out.glob("*.yml"):
        old.unlink()
    count = 0
    for page in [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]:
        for n, block in enumerate(BLOCK.findall(page.read_text()), 1):
            (out / f"{page.stem}-{n}.yml").write_text(block)
            count += 1
    if count == 0:
        sys.exit("docs-workflows: no ```yaml workflow block in README.md or docs/: nothing to validate")
    print(f"docs-workflows: {count} workflow(s) from the documentation in {out}")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else ".build/docs-workflows")
