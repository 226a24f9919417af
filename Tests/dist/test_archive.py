"""The release archive as a user gets it, and the GitHub Action's script installing it.

VIPERMAP_ARCHIVE names the archive to test: `make action-test` passes the dist-dev archive (the debug build in the
release layout, seconds to pack), `make test-dist` the real one from `make dist` with VIPERMAP_ARCHIVE_RELEASE=1,
which adds the checks only a release binary passes (no Swift library needed, no toolchain RUNPATH, glibc 2.36).
"""
import hashlib
import json
import os
import pathlib
import re
import shutil
import subprocess
import tarfile

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
ARCHIVE = pathlib.Path(os.environ.get("VIPERMAP_ARCHIVE", "")).resolve()
RELEASE = os.environ.get("VIPERMAP_ARCHIVE_RELEASE") == "1"
NAME = re.fullmatch(r"(vipermap-(.+))-linux-x86_64\.tar\.gz", ARCHIVE.name)
MISSING = "libvipermap-test-missing.so.9"

if not NAME or not ARCHIVE.is_file():
    pytest.exit(f"VIPERMAP_ARCHIVE must name a vipermap-VERSION-linux-x86_64.tar.gz (got '{ARCHIVE}')", returncode=2)
TOP, VERSION = NAME.group(1), NAME.group(2)


def run(argv, env=None, cwd=None):
    """Runs argv with exactly `env` as the environment (nothing inherited), like `env -i`."""
    return subprocess.run(argv, env=env if env is not None else {"PATH": "/usr/bin:/bin"}, cwd=cwd,
                          capture_output=True, text=True)


@pytest.fixture(scope="module")
def unpacked(tmp_path_factory):
    """The archive unpacked into an empty folder, as a user would."""
    folder = tmp_path_factory.mktemp("unpacked")
    assert not any(folder.iterdir())
    subprocess.run(["tar", "-xzf", str(ARCHIVE), "-C", str(folder)], check=True)
    return folder / TOP


def plain_build():
    out = subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, capture_output=True, text=True, check=True)
    return pathlib.Path(out.stdout.strip()) / "vipermap"


# The archive itself

def test_layout_owners_times_and_modes():
    with tarfile.open(ARCHIVE) as tar:
        members = {m.name: m for m in tar.getmembers()}
    assert sorted(members) == [TOP, f"{TOP}/LICENSE", f"{TOP}/README.md", f"{TOP}/bin", f"{TOP}/bin/vipermap",
                               f"{TOP}/libexec", f"{TOP}/libexec/vipermap"]
    for member in members.values():
        assert (member.uid, member.gid, member.mtime) == (0, 0, 0), member.name
    assert members[f"{TOP}/bin/vipermap"].mode == 0o755
    assert members[f"{TOP}/libexec/vipermap"].mode == 0o755
    assert members[f"{TOP}/LICENSE"].mode == 0o644
    # gzip -n: no file name and no time stamp in the header (bytes 4-7 are the time).
    assert ARCHIVE.read_bytes()[3] & 0x08 == 0 and ARCHIVE.read_bytes()[4:8] == b"\0\0\0\0"


def test_checksum_file_matches():
    line = pathlib.Path(f"{ARCHIVE}.sha256").read_text()
    assert line == f"{hashlib.sha256(ARCHIVE.read_bytes()).hexdigest()}  {ARCHIVE.name}\n"


def test_licence_and_readme(unpacked):
    assert (unpacked / "LICENSE").read_bytes() == (ROOT / "LICENSE").read_bytes()
    assert "Copyright (c) 2026 the vipermap authors" in (unpacked / "LICENSE").read_text()
    readme = (unpacked / "README.md").read_text()
    assert f"# vipermap {VERSION} for Linux x86-64" in readme
    for library in ["libgvc.so.6", "libcgraph.so.6", "libcdt.so.5", "config6a", "libxml2.so.2", "ICU", "liblzma",
                    "libstdc++.so.6", "libgcc_s.so.1", "libz.so.1", "glibc 2.36", "exit code 5"]:
        assert library in readme, library


# Running it

def test_version(unpacked):
    result = run([str(unpacked / "bin/vipermap"), "--version"])
    assert (result.returncode, result.stdout, result.stderr) == (0, f"{VERSION}\n", "")


def test_maps_a_sample_with_an_empty_environment(unpacked, tmp_path):
    out = tmp_path / "out"
    result = run([str(unpacked / "bin/vipermap"), str(ROOT / "Samples/Pokedex"), "--output", str(out)])
    assert result.returncode == 0, result.stderr
    assert sorted(p.name for p in out.iterdir()) == ["index.html", "map.dot", "map.json", "map.png", "map.svg"]
    document = json.loads((out / "map.json").read_text())
    assert {m["id"] for m in document["modules"]} >= {"Login", "Register", "Home", "PokemonDetails"}
    assert (out / "map.png").read_bytes().startswith(b"\x89PNG")
    assert "<svg" in (out / "map.svg").read_text()


def test_map_json_is_the_plain_builds(unpacked, tmp_path):
    """The version is in no output: the archive's binary writes the map.json a plain build writes, byte for byte."""
    archived, plain = tmp_path / "archived", tmp_path / "plain"
    sample = str(ROOT / "Samples/Pokedex")
    assert run([str(unpacked / "bin/vipermap"), "index", sample, "--output", str(archived), "--no-cache"]).returncode == 0
    assert run([str(plain_build()), "index", sample, "--output", str(plain), "--no-cache"]).returncode == 0
    assert (archived / "map.json").read_bytes() == (plain / "map.json").read_bytes()


def test_works_through_a_symbolic_link(unpacked, tmp_path):
    link = tmp_path / "vipermap"
    link.symlink_to(unpacked / "bin/vipermap")
    result = run([str(link), "--version"])
    assert (result.returncode, result.stdout) == (0, f"{VERSION}\n"), result.stderr


# The wrapper's library check

INSTALL = {
    'ID=debian\n': "sudo apt-get install -y libgvc6 libxml2",
    'ID=ubuntu\nID_LIKE=debian\n': "sudo apt-get install -y libgvc6 libxml2",
    'ID=fedora\n': "sudo dnf install -y graphviz libxml2",
    'ID="rocky"\nID_LIKE="rhel centos fedora"\n': "sudo dnf install -y graphviz libxml2",
    'ID=arch\n': "sudo pacman -S --needed graphviz libxml2",
    'ID="opensuse-tumbleweed"\nID_LIKE="opensuse suse"\n': "sudo zypper install -y graphviz libxml2-2",
    'ID=alpine\n': "not supported: this build needs glibc (2.36 or later); Alpine's musl cannot run it. Build vipermap from source.",
    'ID=plan9\n': "install Graphviz (libgvc, libcgraph, libcdt and its plugins) and libxml2 with your package manager",
}


@pytest.mark.parametrize("os_release", INSTALL)
def test_missing_library_names_it_and_the_install_command(unpacked, tmp_path, os_release):
    (tmp_path / "os-release").write_text(os_release)
    env = {"PATH": "/usr/bin:/bin", "VIPERMAP_REQUIRED_LIBS_FOR_TEST": f"libgvc.so.6 {MISSING}",
           "VIPERMAP_OS_RELEASE_FOR_TEST": str(tmp_path / "os-release")}
    result = run([str(unpacked / "bin/vipermap"), "Samples/Pokedex"], env=env, cwd=ROOT)
    assert result.returncode == 5
    assert result.stdout == ""
    assert result.stderr == (f"vipermap: missing run-time library: {MISSING}\n"
                             f"vipermap: to install: {INSTALL[os_release]}\n")


def test_this_machines_distribution_and_several_missing(unpacked):
    """Without the stand-in, /etc/os-release decides (Debian here); every missing library is named."""
    env = {"PATH": "/usr/bin:/bin", "VIPERMAP_REQUIRED_LIBS_FOR_TEST": f"{MISSING} libvipermap-other.so.1"}
    result = run([str(unpacked / "bin/vipermap"), "--version"], env=env)
    assert result.returncode == 5
    assert result.stderr.splitlines()[0] == f"vipermap: missing run-time libraries: {MISSING} libvipermap-other.so.1"
    if "ID=debian" in pathlib.Path("/etc/os-release").read_text():
        assert result.stderr.splitlines()[1] == "vipermap: to install: sudo apt-get install -y libgvc6 libxml2"


def test_library_found_on_ld_library_path(unpacked, tmp_path):
    (tmp_path / MISSING).write_bytes(b"")
    env = {"PATH": "/usr/bin:/bin", "VIPERMAP_REQUIRED_LIBS_FOR_TEST": MISSING, "LD_LIBRARY_PATH": str(tmp_path)}
    result = run([str(unpacked / "bin/vipermap"), "--version"], env=env)
    assert (result.returncode, result.stdout) == (0, f"{VERSION}\n"), result.stderr


# Only a release binary passes these

def readelf_dynamic(binary):
    return subprocess.run(["readelf", "-d", str(binary)], capture_output=True, text=True, check=True).stdout


@pytest.mark.skipif(not RELEASE, reason="the dist-dev archive holds the debug build, linked to the toolchain")
def test_release_needs_no_swift_library_and_no_toolchain_path(unpacked):
    dynamic = readelf_dynamic(unpacked / "libexec/vipermap")
    needed = re.findall(r"\(NEEDED\)\s+Shared library: \[(.+?)\]", dynamic)
    assert needed, dynamic
    assert not [n for n in needed if n.startswith(("libswift", "libFoundation", "lib_FoundationICU"))], needed
    paths = re.findall(r"\((?:RUNPATH|RPATH)\)\s+Library (?:runpath|rpath): \[(.+?)\]", dynamic)
    assert not [p for p in paths if "/opt/swift" in p or "swift" in p.lower() or "toolchain" in p.lower()], paths
    # Every library it loads is one the archive's README lists.
    documented = {"libgvc.so.6", "libcgraph.so.6", "libcdt.so.5", "libxml2.so.2", "libstdc++.so.6", "libgcc_s.so.1",
                  "libz.so.1", "libc.so.6", "libm.so.6", "ld-linux-x86-64.so.2"}
    assert set(needed) <= documented, set(needed) - documented


@pytest.mark.skipif(not RELEASE, reason="the dist-dev archive holds the debug build")
def test_release_needs_glibc_2_36_at_most(unpacked):
    symbols = subprocess.run(["objdump", "-T", str(unpacked / "libexec/vipermap")], capture_output=True, text=True,
                             check=True).stdout
    versions = {tuple(int(x) for x in v.split(".")) for v in re.findall(r"GLIBC_(\d+(?:\.\d+)+)", symbols)}
    assert versions and max(versions) <= (2, 36), max(versions)


@pytest.mark.skipif(not RELEASE, reason="the dist-dev archive holds the debug build")
def test_release_is_stripped(unpacked):
    described = subprocess.run(["file", "-b", str(unpacked / "libexec/vipermap")], capture_output=True, text=True)
    if described.returncode == 0 and described.stdout:
        assert "not stripped" not in described.stdout, described.stdout
    sections = subprocess.run(["readelf", "-S", str(unpacked / "libexec/vipermap")], capture_output=True, text=True,
                              check=True).stdout
    assert ".symtab" not in sections and ".debug_info" not in sections
    # The two sections in which two builds from nothing differ (Scripts/dist.sh) are gone.
    assert ".swift_modhash" not in sections and ".note.gnu.build-id" not in sections


# The GitHub Action's script, with this archive standing in for the download

def git(repo, *argv):
    subprocess.run(["git", "-c", "user.name=vipermap", "-c", "user.email=vipermap@localhost", *argv], cwd=repo,
                   check=True, capture_output=True)


@pytest.fixture()
def app_repository(tmp_path):
    """A git repository holding Samples/Pokedex as MyApp: a base commit, then a head commit that removes the
    Favorites module and adds a .vipermap.yml making unhandled options errors."""
    repo = tmp_path / "repo"
    shutil.copytree(ROOT / "Samples/Pokedex", repo / "MyApp")
    git(repo, "init", "-q", "-b", "main")
    git(repo, "add", ".")
    git(repo, "commit", "-q", "-m", "base")
    base = subprocess.run(["git", "rev-parse", "HEAD"], cwd=repo, capture_output=True, text=True, check=True).stdout.strip()
    shutil.rmtree(repo / "MyApp/Modules/Catalog/Favorites")
    (repo / "MyApp/.vipermap.yml").write_text("rules:\n  unhandledOption: error\n")
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "head")
    return repo, base


def action_env(tmp_path, **extra):
    runner = tmp_path / "runner"
    runner.mkdir(exist_ok=True)
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "RUNNER_TEMP": str(runner),
           "GITHUB_OUTPUT": str(runner / "output"), "GITHUB_STEP_SUMMARY": str(runner / "summary.md"),
           "GITHUB_PATH": str(runner / "path"), "INPUT_PATH": "MyApp"}
    env.update(extra)
    return env


def test_action_maps_checks_and_diffs(app_repository, tmp_path):
    repo, base = app_repository
    env = action_env(tmp_path, VIPERMAP_ARCHIVE=str(ARCHIVE), INPUT_DIFF_BASE=base)
    result = run(["bash", str(ROOT / "Scripts/action.sh"), "all"], env=env, cwd=repo)
    # check fails on the error-level finding the head's .vipermap.yml asks for, after the diff was written.
    assert result.returncode == 1, result.stderr
    assert "::error file=MyApp/Modules/Auth/Register/RegisterInterfaces.swift,line=10,title=vipermap unhandledOption::" in result.stdout
    out = repo / "vipermap-out"
    for name in ["map.json", "index.html", "map.svg", "vipermap.sarif", "check.md", "diff.md"]:
        assert (out / name).is_file(), name
    assert "Favorites" not in {m["id"] for m in json.loads((out / "map.json").read_text())["modules"]}
    sarif = json.loads((out / "vipermap.sarif").read_text())
    assert sarif["version"] == "2.1.0" and any(r["ruleId"] == "unhandledOption" for r in sarif["runs"][0]["results"])
    diff = (out / "diff.md").read_text()
    assert "Favorites" in diff and "removed" in diff.lower()
    runner = tmp_path / "runner"
    summary = (runner / "summary.md").read_text()
    assert (out / "check.md").read_text() in summary and diff in summary
    outputs = dict(line.split("=", 1) for line in (runner / "output").read_text().splitlines())
    installed = pathlib.Path(outputs["vipermap"])
    assert installed == runner / "vipermap-install" / TOP / "bin/vipermap"
    assert outputs["map"] == "vipermap-out/map.json" and outputs["sarif"] == "vipermap-out/vipermap.sarif"
    assert outputs["check-status"] == "1" and outputs["diff"] == "vipermap-out/diff.md"
    assert (runner / "path").read_text() == f"{installed.parent}\n"
    assert f"vipermap {VERSION} at {installed}" in result.stderr


def test_action_without_a_diff_base_on_a_push(app_repository, tmp_path):
    """Separate steps as action.yml runs them: install puts vipermap on GITHUB_PATH, run finds it there."""
    repo, _ = app_repository
    env = action_env(tmp_path, VIPERMAP_ARCHIVE=str(ARCHIVE), INPUT_OUTPUT="site", INPUT_CONFIG="none.yml")
    (repo / "none.yml").write_text("rules: {}\n")
    install = run(["bash", str(ROOT / "Scripts/action.sh"), "install"], env=env, cwd=repo)
    assert install.returncode == 0, install.stderr
    env["PATH"] = (tmp_path / "runner/path").read_text().strip() + ":/usr/bin:/bin"
    result = run(["bash", str(ROOT / "Scripts/action.sh"), "run"], env=env, cwd=repo)
    assert result.returncode == 0, result.stderr     # the default severities: warnings only
    assert not (repo / "site/diff.md").exists()
    assert "::warning file=MyApp/" in result.stdout and "::error" not in result.stdout


def test_action_refuses_an_archive_that_does_not_match_its_checksum(tmp_path, app_repository):
    repo, _ = app_repository
    forged = tmp_path / ARCHIVE.name
    forged.write_bytes(ARCHIVE.read_bytes() + b"\0")
    shutil.copy(f"{ARCHIVE}.sha256", f"{forged}.sha256")
    result = run(["bash", str(ROOT / "Scripts/action.sh"), "all"], env=action_env(tmp_path, VIPERMAP_ARCHIVE=str(forged)),
                 cwd=repo)
    assert result.returncode == 2
    assert f"::error title=vipermap action::{forged} does not match its .sha256" in result.stderr
    assert not (repo / "vipermap-out").exists()


def test_action_says_when_the_path_is_no_folder(tmp_path, app_repository):
    repo, _ = app_repository
    env = action_env(tmp_path, VIPERMAP_ARCHIVE=str(ARCHIVE), INPUT_PATH="NoSuchApp")
    result = run(["bash", str(ROOT / "Scripts/action.sh"), "all"], env=env, cwd=repo)
    assert result.returncode == 2
    assert "path 'NoSuchApp' is not a folder" in result.stderr


def test_action_cache_key_follows_the_sources(tmp_path):
    env = {"PATH": "/usr/bin:/bin", "GITHUB_OUTPUT": str(tmp_path / "output"), "RUNNER_OS": "macOS", "RUNNER_ARCH": "ARM64"}
    result = run(["bash", str(ROOT / "Scripts/action.sh"), "cache-key"], env=env)
    assert result.returncode == 0, result.stderr
    key = result.stdout.strip()
    assert re.fullmatch(r"vipermap-build-macOS-ARM64-[0-9a-f]{16}", key)
    assert (tmp_path / "output").read_text() == f"key={key}\n"
