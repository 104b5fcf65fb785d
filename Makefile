# The one entry point of the monorepo. `make help` lists every target.
#
# Every package stays testable alone (`swift test --package-path Packages/Domain` uses its own
# .build). `make` builds every package into one shared folder (SCRATCH), so a module such as
# Domain compiles once for every package that uses it.

SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help

SWIFT ?= swift
# The environment make runs SwiftPM in. SwiftPM keys its cache of evaluated manifests by the whole
# environment, and make's and the shell's bookkeeping (MAKEFLAGS, MAKELEVEL, MAKE_TERMOUT, SHLVL,
# PWD, ...) and the variables make passes between its own steps (MONOREPO_TOOL, SERVER_PREBUILT)
# differ from one invocation to the next: with them, a build compiled and ran again the manifest of
# each package it loads. No build or test reads them.
SWIFTPM_ENV := env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL -u MAKEOVERRIDES -u MAKE_TERMOUT -u MAKE_TERMERR \
	-u SHLVL -u PWD -u OLDPWD -u MONOREPO_TOOL -u SERVER_PREBUILT
SWIFTPM = $(SWIFTPM_ENV) $(SWIFT)

# Every package, found from the manifests on disk. The order of `make test` comes from the
# manifests' dependency graph (Tools/monorepo), not from these lists.
PACKAGES := $(patsubst Packages/%/Package.swift,%,$(wildcard Packages/*/Package.swift))
APPS := $(patsubst Apps/%/Package.swift,%,$(wildcard Apps/*/Package.swift))
TOOLS := $(patsubst Tools/%/Package.swift,%,$(wildcard Tools/*/Package.swift))

# Every warning in our code is an error. SwiftPM passes the flag to local packages only, so remote
# packages keep building.
WERROR := -Xswiftc -warnings-as-errors
# Apps and tools also scan their build log for warnings in this repository's files.
CHECK_OWN_WARNINGS := Tools/scripts/check-warnings.sh
# The one build folder every package builds into, with the same flags (other flags would recompile
# a module per package).
SCRATCH := $(CURDIR)/.build-make
# How SwiftPM caches, for every build. It reuses its cached build plan while the root package's
# files look unchanged, without looking at the local packages it depends on, and in a shared folder
# it can reuse another root's plan: so every build of a package with local dependencies plans anew
# (under a second each). And it keeps each evaluated Package.swift in the build folder, not in the
# one database of the user's cache folder, which SwiftPM processes running at once (make test's
# background steps) fail to write to: later builds compiled those manifests again.
SWIFTPM_CACHES := --disable-build-manifest-caching --manifest-cache local
# How a build compiles when nothing tells it otherwise: whole module at a time, unoptimised, without
# debug info. From cold that costs `make test` less CPU than the debug configuration (whose per-file
# jobs each parse the module again, with debug info and an index store); in exchange an edit
# compiles each module it reaches whole. Each module's interface comes out of its one compile job
# (-no-emit-module-separately-wmo): emitting it in a job of its own type-checks the module twice.
# -enable-testing lets tests `@testable import`. (Asserts still run: -Onone keeps them.)
WHOLE_MODULE := -c release -Xswiftc -Onone -Xswiftc -enable-testing -Xswiftc -gnone -Xswiftc -no-emit-module-separately-wmo
# The configuration of every build into SCRATCH. `SWIFT_BUILD_CONFIG=` builds the debug configuration,
# with debug info, in a folder of its own beside it (for a debugger: make run SWIFT_BUILD_CONFIG=).
SWIFT_BUILD_CONFIG ?= $(WHOLE_MODULE)
# SwiftPM adds -color-diagnostics to every compile whose output is a terminal, so a build in a
# terminal after one into a log (`make test`, the scaffold) would compile everything again.
NO_COLOR := --no-color-diagnostics
# How every package builds into SCRATCH.
SHARED = --scratch-path $(SCRATCH) $(SWIFTPM_CACHES) $(NO_COLOR) $(WERROR) $(SWIFT_BUILD_CONFIG)
# VSMKit under the thread sanitizer compiles as WHOLE_MODULE does, but with debug info (the last of
# -gnone and -g wins), so that a race report names files and lines.
TSAN_CONFIG := $(WHOLE_MODULE) -Xswiftc -g
# The dev server builds in a folder of its own: resolving another package in SCRATCH would remove
# its remote checkouts, and SwiftNIO and Hummingbird would compile again in every warm run.
SERVER := Tools/api-server
SERVER_SCRATCH := $(CURDIR)/.build-make-server
# Its stack (SwiftNIO, Hummingbird, GRDB), the largest compile of a fresh `make test`, never changes:
# WHOLE_MODULE, whatever SWIFT_BUILD_CONFIG says. `make server` builds it with debug info elsewhere.
SERVER_CONFIG := $(WHOLE_MODULE)
# How the dev server builds into SERVER_SCRATCH.
SERVER_BUILD = --scratch-path $(SERVER_SCRATCH) $(SWIFTPM_CACHES) $(NO_COLOR) $(SERVER_CONFIG) $(WERROR)
# Planning the server's large graph takes seconds. In `make test`, test-steps.sh sets this once
# `build-server` has built the folder, and later builds there become `true` (see build_of).
SERVER_PREBUILT ?=
# The dev server links the system's libsqlite3 (through GRDB): every target that builds it runs
# this first, which installs Debian's libsqlite3-dev when missing.
ENSURE_SQLITE := Tools/scripts/ensure-sqlite.sh
# The build options for package $(1) (a name as in test-<name>, or a folder).
folder_of = $(if $(filter api-server $(SERVER),$(1)),$(SERVER_BUILD),$(SHARED))
# The command that builds package $(1): `swift build`, or `true` for the dev server once built in this run.
build_of = $(if $(and $(SERVER_PREBUILT),$(filter api-server $(SERVER),$(1))),true,$(SWIFTPM) build)
# The packages whose built binaries the end-to-end suite (Tests/) runs: it is tested after them.
E2E_CLI := Apps/cli-app
E2E_SRV := Tools/api-server
export E2E_RUNS := $(E2E_CLI) $(E2E_SRV)
MONOREPO = $(SWIFTPM) build --package-path Tools/monorepo $(SHARED) --product monorepo
MONOREPO_BIN = "$$($(MONOREPO) --show-bin-path)/monorepo"
# A built monorepo tool: `make lint` and `make test` build it once and pass it to every target that
# runs it (the tutorial check's copy too); a target run alone builds it (monorepo-tool).
MONOREPO_TOOL ?=
MONOREPO_RUN = $(if $(MONOREPO_TOOL),"$(MONOREPO_TOOL)",$(MONOREPO_BIN))
NEEDS_MONOREPO = $(if $(MONOREPO_TOOL),,monorepo-tool)
# Where the monorepo tool and the layering check keep what they can reuse: SwiftPM's reading of each
# manifest (by manifest text and toolchain) and each library module's extracted public API (by the
# hash of its inputs). Exported for the scripts that run the tool (test-steps.sh, preview-watch.sh).
# Its entries hold no path of the checkout, so a copy of the tree that a script makes and runs make in
# (the tutorial check's, the scaffold test's) shares this checkout's: the one in the environment wins.
export MONOREPO_CACHE ?= $(SCRATCH)/monorepo-cache
MONOREPO_ARGS := $(foreach f,$(E2E_RUNS),--e2e-runs $(f)) --cache $(MONOREPO_CACHE)
BASE ?=
# How many CI runners `make ci-plan` spreads the tests over (at most; never an empty one).
SHARDS ?= 4

# The Features tests record the transitions they drive here (VSMKitTesting's StateCaseRecorder, one
# file per test process): `make states` draws them into docs/states, `states-check` compares.
STATES_OUT := $(SCRATCH)/states
STATES_DOCS := docs/states

FEATURE ?=
LINK ?=
PREVIEW ?=
# make preview … WATCH=1 (any value but 0): rebuild and reopen the preview whenever its sources
# change; WATCH=poll looks for changes every second instead of with inotify.
WATCH ?=
NAME ?=
DOCC ?= docc
DOCS_SCRATCH := Packages/VSMKit/.build-docs

.PHONY: help
help: ## List the targets
	@if [ -t 1 ] && [ -z "$${NO_COLOR:-}" ]; then b='\033[1m'; r='\033[0m'; else b=; r=; fi; \
	awk -v b="$$b" -v r="$$r" 'BEGIN {FS = ":.*## "} /^[a-zA-Z0-9_%+-]+:.*## / {printf "  %s%-18s%s %s\n", b, $$1, r, $$2}' $(MAKEFILE_LIST)
	@echo "  test-<Package>     Test one package alone: $(addprefix test-,$(PACKAGES) $(APPS) $(TOOLS))"

.PHONY: run
run: ## Launch the interactive app on the embedded data, or a command of it: make run ARGS='open vsmshop://blog/3'
	@$(SWIFTPM) build --package-path Apps/cli-app $(SHARED) --product cli-app
	@"$$($(SWIFTPM) build --package-path Apps/cli-app $(SHARED) --show-bin-path)/cli-app" $(ARGS)

.PHONY: build
build: ## Build every package and app
	@for p in $(PACKAGES); do echo "==> build Packages/$$p"; $(SWIFTPM) build --package-path "Packages/$$p" $(SHARED); done
	@for d in $(addprefix Apps/,$(APPS)) $(filter-out $(SERVER),$(addprefix Tools/,$(TOOLS))); do echo "==> build $$d"; $(CHECK_OWN_WARNINGS) $(SWIFTPM) build --package-path "$$d" $(SHARED); done
	@$(ENSURE_SQLITE)
	@echo "==> build $(SERVER)"; $(CHECK_OWN_WARNINGS) $(SWIFTPM) build --package-path $(SERVER) $(call folder_of,$(SERVER))

# `make test` skips a step that passed before with the same inputs (the test cache, in .test-cache/;
# Tools/scripts/test-steps.sh says how). FRESH=1 (any value but 0) runs every step; CI runs fresh.
FRESH ?=

.PHONY: test
test: ## Lint, then every package's tests in dependency order (VSMKit also under TSan), then Tests/; each step timed, a step that passed with the same inputs cached (FRESH=1: run all; RECORD_STEP_TIMES=1: record the times for ci-plan)
	@FRESH="$(FRESH)" Tools/scripts/test-steps.sh all
	@echo "make test: all green"

.PHONY: test-audit
test-audit: ## Run the steps make test would skip as cached, and report any whose result differs from the cache
	@Tools/scripts/test-steps.sh audit

# `affected` and `ci-plan` print their result alone on standard output (scripts and CI read it);
# everything else goes to standard error. `make lint` checks that (Tools/scripts/check-result-output.sh).
.PHONY: affected
affected: $(NEEDS_MONOREPO) ## The packages a change since BASE touches, and those depending on them: make affected BASE=origin/main
	@[ -n "$(BASE)" ] || { echo "usage: make affected BASE=<git revision>" >&2; exit 64; }
	@$(MONOREPO_RUN) affected --base "$(BASE)" $(MONOREPO_ARGS)

.PHONY: ci-plan
ci-plan: $(NEEDS_MONOREPO) ## The CI plan as JSON: what BASE..HEAD selects in SHARDS balanced shards (no BASE: everything), the public-API changes and the reviewers they need
	@$(MONOREPO_RUN) ci-plan $(if $(BASE),--base "$(BASE)") --shards "$(SHARDS)" $(MONOREPO_ARGS)

.PHONY: test-affected
test-affected: ## Test only what `make affected BASE=…` prints, in dependency order, each step timed
	@[ -n "$(BASE)" ] || { echo "usage: make test-affected BASE=<git revision>"; exit 64; }
	@Tools/scripts/test-steps.sh affected "$(BASE)"

.PHONY: graph
graph: $(NEEDS_MONOREPO) ## Draw the package and target graph from the manifests into docs/dependency-graph.dot and .svg
	@Tools/scripts/ensure-graphviz.sh
	@$(MONOREPO_RUN) graph $(MONOREPO_ARGS) --output docs/dependency-graph.dot
	@dot -Tsvg docs/dependency-graph.dot -o docs/dependency-graph.svg
	@echo "graph: docs/dependency-graph.dot and docs/dependency-graph.svg (commit both)"

.PHONY: states
states: test-Features $(NEEDS_MONOREPO) ## Run the Features tests recording their transitions; draw each flow's state diagram into docs/states (.dot, .svg) and print the coverage
	@Tools/scripts/ensure-graphviz.sh
	@$(MONOREPO_RUN) states --recordings "$(STATES_OUT)" --output $(STATES_DOCS)
	@for f in $(STATES_DOCS)/*.dot; do dot -Tsvg "$$f" -o "$${f%.dot}.svg"; done
	@echo "states: $(STATES_DOCS)/*.dot and .svg (commit both)"

# After test-Features in `make test` (Tools/monorepo's TestSteps): the diagrams its recordings give
# must be the committed ones, and every case of every flow reached.
.PHONY: states-check
states-check: $(NEEDS_MONOREPO)
	@echo "==> state diagrams are current, every case reached"
	@$(MONOREPO_RUN) states --recordings "$(STATES_OUT)" --check $(STATES_DOCS)

# Its build's output goes to standard error, so that `make -s affected` prints package names only.
.PHONY: monorepo-tool
monorepo-tool:
	@echo "==> build Tools/monorepo" >&2
	@$(CHECK_OWN_WARNINGS) $(MONOREPO) >&2

.PHONY: monorepo-bin-path
monorepo-bin-path:
	@echo $(MONOREPO_RUN)

# test-Foundation+Ext, test-Domain, ... and test-cli-app
test-%:
	@if [ -f "Packages/$*/Package.swift" ]; then \
		echo "==> test Packages/$*"; \
		$(SWIFTPM) build --package-path "Packages/$*" $(SHARED) --build-tests; \
		if [ "$*" = Features ]; then rm -rf "$(STATES_OUT)"; export VSM_STATES_OUT="$(STATES_OUT)"; fi; \
		$(SWIFTPM) test --package-path "Packages/$*" $(SHARED) --skip-build; \
	elif [ -f "Apps/$*/Package.swift" ] || [ -f "Tools/$*/Package.swift" ]; then \
		dir=$$( [ -f "Apps/$*/Package.swift" ] && echo "Apps/$*" || echo "Tools/$*" ); \
		echo "==> test $$dir"; \
		if [ "$$dir" = "$(SERVER)" ]; then $(ENSURE_SQLITE); fi; \
		$(CHECK_OWN_WARNINGS) $(call build_of,$*) --package-path "$$dir" $(call folder_of,$*) --build-tests; \
		if [ -d "$$dir/Tests" ]; then $(SWIFTPM) test --package-path "$$dir" $(call folder_of,$*) --skip-build; \
		else echo "($$dir has no tests: built only)"; fi; \
	else echo "no package named '$*' (known: $(PACKAGES) $(APPS) $(TOOLS))"; exit 2; fi

# The dev server with its tests, built only: `make test` starts this in the background (its folder
# is its own, so it can run beside the other steps).
.PHONY: build-server
build-server:
	@$(ENSURE_SQLITE)
	@$(CHECK_OWN_WARNINGS) $(SWIFTPM) build --package-path $(SERVER) $(call folder_of,$(SERVER)) --build-tests

.PHONY: test-tsan
test-tsan: ## VSMKit's tests under the thread sanitizer
	@echo "==> test Packages/VSMKit with --sanitize=thread"
	@$(SWIFTPM) test --package-path Packages/VSMKit --sanitize=thread --scratch-path Packages/VSMKit/.build-tsan \
		$(SWIFTPM_CACHES) -Xswiftc -DTHREAD_SANITIZER $(TSAN_CONFIG)

# The dev server against the contract, Packages/Services/openapi.yaml: schemathesis (installed
# from PyPI into .build-tools/ by the script) generates requests from it and checks every answer,
# bounded in cases and time. The server is the one build-server made (unoptimised), in its own folder.
.PHONY: contract-test
contract-test: ## Check the dev server against Packages/Services/openapi.yaml with schemathesis (bounded; installs it)
	@echo "==> contract test: Tools/api-server against Packages/Services/openapi.yaml"
	@$(ENSURE_SQLITE)
	@$(CHECK_OWN_WARNINGS) $(call build_of,$(SERVER)) --package-path $(SERVER) $(call folder_of,$(SERVER)) --product api-server
	@API_SERVER_BIN="$$($(SWIFTPM) build --package-path $(SERVER) $(call folder_of,$(SERVER)) --show-bin-path)/api-server" \
		Tools/scripts/contract-test.sh

# The end-to-end tests drive the real cli-app and api-server binaries from the outside: the
# unoptimised builds the package steps have just made (so SwiftNIO and Hummingbird are compiled
# once). The benchmarks time optimised release binaries, built into their own folders.
E2E_BIN_DIR = "$$($(SWIFTPM) build --package-path Tests $(SHARED) --show-bin-path)"
E2E_SRV_BIN_DIR = "$$($(SWIFTPM) build --package-path $(E2E_SRV) $(call folder_of,$(E2E_SRV)) --show-bin-path)"
# Every release build of the executables (here and ProcessTestSupport's ReleaseBuild) uses
# release-toolset.json: generic metadata through its accessors, not demangled at run time, so
# one-shot commands start faster (docs/performance.md).
RELEASE := -c release --toolset $(CURDIR)/release-toolset.json
# cli-app as a user runs it (`make install`, and what the benchmarks time): on Linux, linked statically
# against the Swift runtime and Foundation, which shortens every command's start (macOS has them in the
# OS), and without libcurl, which only `--api` needs: cli-app's CurlOnDemand opens it on the first
# request, so its two dozen libraries stay off every other command's start.
# (CurlOnDemand stands in for libcurl on x86_64 and arm64; elsewhere the binary links libcurl as usual.)
CURL_ON_DEMAND := $(if $(filter x86_64 aarch64,$(shell uname -m)),-Xswiftc -Xfrontend -Xswiftc -disable-autolink-library -Xswiftc -Xfrontend -Xswiftc curl)
CLI_RELEASE := $(RELEASE) $(if $(filter Linux,$(shell uname -s)),--static-swift-stdlib $(CURL_ON_DEMAND))
# Its own folder: the end-to-end tests' release build (.build-e2e, ProcessTestSupport's ReleaseBuild)
# has neither flag, and one folder for both would rebuild everything at each switch.
CLI_RELEASE_BUILD = $(SWIFTPM) build $(CLI_RELEASE) --package-path $(E2E_CLI) --scratch-path $(E2E_CLI)/.build-install
# Where cli-app links libcurl (static, but no CurlOnDemand), the link needs libcurl's -dev package.
ENSURE_STATIC_LINK := $(if $(CURL_ON_DEMAND),true,Tools/scripts/ensure-static-link.sh)
# Where `make install` puts cli-app: $(PREFIX)/bin.
PREFIX ?= $(HOME)/.local
RELEASE_BINS = CLI_APP_BIN="$$($(CLI_RELEASE_BUILD) --show-bin-path)/cli-app" \
	API_SERVER_BIN="$$($(SWIFTPM) build $(RELEASE) --package-path $(E2E_SRV) --scratch-path $(E2E_SRV)/.build-e2e --show-bin-path)/api-server"
BENCH_ARGS ?=
# The report every `make bench` writes; `make bench REPORT=1` also copies it to BENCH_DOC.
BENCH_REPORT := $(SCRATCH)/bench/benchmarks.md
BENCH_DOC := docs/benchmarks.md
REPORT ?=
# Every benchmark: each folder Tools/bench/Sources/*-bench (nothing to add here for a new one).
BENCHES := $(notdir $(wildcard Tools/bench/Sources/*-bench))

.PHONY: build-release-bins
build-release-bins:
	@echo "==> release build of cli-app and api-server"
	@$(ENSURE_SQLITE)
	@$(ENSURE_STATIC_LINK)
	@$(CLI_RELEASE_BUILD) $(SWIFTPM_CACHES) --product cli-app
	@$(SWIFTPM) build $(RELEASE) --package-path $(E2E_SRV) --scratch-path $(E2E_SRV)/.build-e2e $(SWIFTPM_CACHES) --product api-server

.PHONY: install
install: ## Install cli-app into $(PREFIX)/bin (default ~/.local/bin): a release build, stripped, linked statically where the platform allows
	@$(ENSURE_STATIC_LINK)
	@echo "==> release build of cli-app"
	@$(CLI_RELEASE_BUILD) $(SWIFTPM_CACHES) --product cli-app
	@mkdir -p "$(PREFIX)/bin"
	@install -s -m 755 "$$($(CLI_RELEASE_BUILD) --show-bin-path)/cli-app" "$(PREFIX)/bin/cli-app"
	@echo "installed $(PREFIX)/bin/cli-app"

.PHONY: test-e2e
test-e2e: ## End-to-end tests of the built cli-app and dev server (Tests/)
	@echo "==> build the binaries the end-to-end tests run"
	@$(ENSURE_SQLITE)
	@$(call build_of,$(E2E_SRV)) --package-path $(E2E_SRV) $(call folder_of,$(E2E_SRV)) --product api-server
	@$(SWIFTPM) build --package-path $(E2E_CLI) $(SHARED) --product cli-app
	@echo "==> end-to-end tests"
	@CLI_APP_BIN=$(E2E_BIN_DIR)/cli-app API_SERVER_BIN=$(E2E_SRV_BIN_DIR)/api-server \
		$(SWIFTPM) test --package-path Tests $(SHARED)

# Each benchmark appends its `budget:` lines to one file; bench-budget prints them as one table and
# writes the report (BENCH_REPORT). REPORT=1 also copies it to docs/benchmarks.md; without it the
# tree stays clean. A missed budget does not fail the target (machines are noisy); a benchmark that
# does not finish does, after the table.
.PHONY: bench
bench: build-release-bins ## Every benchmark in release, each next to its baseline, then every budget in one table (BENCH_ARGS=--quick for a smoke run)
	@$(SWIFTPM) build -c release --package-path Tools/bench $(SWIFTPM_CACHES)
	@bin="$$($(SWIFTPM) build -c release --package-path Tools/bench --show-bin-path)"; \
	budgets="$$(mktemp)"; unfinished=""; \
	for b in $(BENCHES); do \
		echo "==> $$b"; \
		BENCH_BUDGET_FILE="$$budgets" $(RELEASE_BINS) "$$bin/$$b" $(BENCH_ARGS) || unfinished="$$unfinished --unfinished $$b"; \
	done; \
	commit="$$(git rev-parse --short HEAD 2>/dev/null || echo unknown)"; \
	git diff --quiet HEAD 2>/dev/null || commit="$$commit with uncommitted changes"; \
	mkdir -p "$(dir $(BENCH_REPORT))"; \
	status=0; "$$bin/bench-budget" "$$budgets" $$unfinished --report "$(BENCH_REPORT)" --commit "$$commit" \
		--arguments "$(BENCH_ARGS)" || status=$$?; rm -f "$$budgets"; \
	if [ -n "$(filter-out 0,$(REPORT))" ] && [ -f "$(BENCH_REPORT)" ]; then \
		cp "$(BENCH_REPORT)" $(BENCH_DOC); echo "report: $(BENCH_DOC) (commit it)"; fi; \
	exit $$status

.PHONY: server
server: ## Start the dev API server on http://127.0.0.1:8080 (its README lists the fault switches)
	@$(ENSURE_SQLITE)
	$(SWIFTPM) run --package-path Tools/api-server $(SWIFTPM_CACHES) api-server --port 8080

# Every check `make lint` runs, each a target of its own (`make lint-api` runs one alone). Lint runs
# them all, even after a failure, and names every failed one at the end.
LINT_CHECKS := format-check lint-layering lint-graph lint-states lint-markdown lint-workflows lint-shell lint-result-output \
	lint-watch lint-test-cache lint-docs lint-owners lint-api
# `monorepo api` builds a module whose inputs changed with the shared folder and flags, so the
# modules it reads are the ones every other build compiles (no second build of the tree); it runs
# in SwiftPM's environment (SWIFTPM_ENV), so those builds reuse the manifests the others evaluated.
API_BUILD_ARGS = $(foreach arg,$(SHARED),--build-arg $(arg))

.PHONY: lint
lint: ## Every check, each reported, failures listed at the end: formatting, layering, shell scripts, docs/dependency-graph.dot, docs/states, Markdown links and timeless docs, CI workflows, make's script output, the preview watch, VSMKit's DocC, OWNERS and CODEOWNERS, the public-API baselines
	@failed=(); \
	if ! $(MAKE) --no-print-directory monorepo-tool; then failed+=(monorepo-tool); fi; \
	tool="$$($(MONOREPO) --show-bin-path 2>/dev/null)/monorepo"; \
	for check in $(LINT_CHECKS); do \
		$(MAKE) --no-print-directory "$$check" MONOREPO_TOOL="$$tool" || failed+=("$$check"); \
	done; \
	if [ "$${#failed[@]}" -gt 0 ]; then \
		echo "make lint: FAILED $${#failed[@]} check(s): $${failed[*]} (their messages are above)" >&2; exit 1; \
	fi; \
	echo "make lint: all $(words $(LINT_CHECKS)) checks passed"

.PHONY: lint-layering
lint-layering:
	@echo "==> layering check"
	@$(SWIFTPM) build --package-path Tools/layering-check $(SHARED) --product layering-check >/dev/null
	@"$$($(SWIFTPM) build --package-path Tools/layering-check $(SHARED) --show-bin-path)/layering-check" --cache $(MONOREPO_CACHE) .
	@$(SWIFTPM) test --package-path Tools/layering-check $(SHARED)

.PHONY: lint-graph
lint-graph: $(NEEDS_MONOREPO)
	@echo "==> dependency graph is current"
	@$(MONOREPO_RUN) graph $(MONOREPO_ARGS) --check docs/dependency-graph.dot

.PHONY: lint-states
lint-states: $(NEEDS_MONOREPO)
	@echo "==> state diagrams are current"
	@$(MONOREPO_RUN) states --lint --recordings "$(STATES_OUT)" --check $(STATES_DOCS)

.PHONY: lint-markdown
lint-markdown: $(NEEDS_MONOREPO)
	@echo "==> Markdown: links and anchors resolve; the docs carry no dates, hashes or machine paths"
	@$(MONOREPO_RUN) links
	@$(MONOREPO_RUN) timeless

.PHONY: lint-workflows
lint-workflows:
	@echo "==> CI workflows (actionlint)"
	@actionlint="$$(Tools/scripts/ensure-actionlint.sh)"; \
	"$$actionlint" -shellcheck="$$(dirname "$$actionlint")/shellcheck" $(WORKFLOWS); \
	echo "$(WORKFLOWS): no errors (with shellcheck on every run: script)"; \
	if found="$$("$$actionlint" $(ACTIONLINT_CANARY) 2>&1)"; then \
		echo "error: actionlint passed $(ACTIONLINT_CANARY), which uses a job output no job defines" >&2; exit 1; \
	elif ! grep -q 'property "undefined-output" is not defined' <<<"$$found"; then \
		echo "error: actionlint failed on $(ACTIONLINT_CANARY), but not for its undefined job output:" >&2; \
		echo "$$found" >&2; exit 1; \
	fi; \
	echo "$(ACTIONLINT_CANARY): the undefined job output is caught"

.PHONY: lint-shell
lint-shell:
	@echo "==> shell scripts (shellcheck, the one actionlint's install brought)"
	@shellcheck="$$(dirname "$$(Tools/scripts/ensure-actionlint.sh)")/shellcheck"; \
	scripts=($$(git ls-files '*.sh' .ci/run 2>/dev/null || find . -name '*.sh' -not -path '*/.build*')); \
	"$$shellcheck" "$${scripts[@]}"; echo "$${#scripts[@]} scripts: no warnings"

.PHONY: lint-result-output
lint-result-output:
	@Tools/scripts/check-result-output.sh

# The watched folders come from the monorepo tool (`monorepo folders`).
.PHONY: lint-watch
lint-watch: $(NEEDS_MONOREPO)
	@echo "==> preview watch mode: change detection and watched folders"
	@MONOREPO=$(MONOREPO_RUN) Tools/scripts/tests/watch-files-test.sh

.PHONY: lint-test-cache
lint-test-cache:
	@echo "==> make test's cache: skips, FRESH=1, failures and the audit (steps faked)"
	@Tools/scripts/tests/test-cache-test.sh

.PHONY: lint-docs
lint-docs:
	@echo "==> VSMKit's documentation (docc, warnings as errors)"
	$(call vsmkit_docs,$(DOCS_SCRATCH)/site)
	@echo "VSMKit.docc with VSMKit's and VSMKitTesting's symbols: no warnings"

# OWNERS names an owner for every package and feature and only paths that exist; .github/CODEOWNERS
# is the one `make owners` writes from it.
.PHONY: lint-owners
lint-owners: $(NEEDS_MONOREPO)
	@echo "==> owners: OWNERS and .github/CODEOWNERS"
	@$(MONOREPO_RUN) owners --check $(MONOREPO_ARGS)

# Every library module's public API is its committed api/<Module>.txt. Only a module whose inputs
# changed since the last run is built (into SCRATCH) and extracted again.
.PHONY: lint-api
lint-api: $(NEEDS_MONOREPO)
	@echo "==> public API of every library module matches api/"
	@$(SWIFTPM_ENV) $(MONOREPO_RUN) api --check $(API_BUILD_ARGS) $(MONOREPO_ARGS)

.PHONY: api
api: $(NEEDS_MONOREPO) ## Write every library module's public-API baseline into api/ (MODULES="A B": only those), and .github/CODEOWNERS (commit them with the code that changed them)
	@$(SWIFTPM_ENV) $(MONOREPO_RUN) api --write $(API_BUILD_ARGS) $(MONOREPO_ARGS) $(foreach module,$(MODULES),--module $(module))
	@$(MONOREPO_RUN) owners --write $(MONOREPO_ARGS)

.PHONY: owners
owners: $(NEEDS_MONOREPO) ## Write .github/CODEOWNERS from OWNERS (with each API baseline owned by its module's and consumers' owners)
	@$(MONOREPO_RUN) owners --write $(MONOREPO_ARGS)

.PHONY: review
review: $(NEEDS_MONOREPO) ## What a change since BASE needs reviewed: the packages it selects, each public-API change with its consumers, and the owners: make review BASE=origin/main
	@[ -n "$(BASE)" ] || { echo "usage: make review BASE=<git revision>" >&2; exit 64; }
	@$(MONOREPO_RUN) review --base "$(BASE)" $(MONOREPO_ARGS)

# The workflows actionlint checks, and a canary it must reject: a workflow that reads a job output
# no job defines (if actionlint ever stops failing on it, the check is not checking). Its shellcheck
# is named by absolute path: actionlint will not run one found on PATH inside the working directory.
WORKFLOWS = $(wildcard .github/workflows/*.yml)
ACTIONLINT_CANARY := .github/actionlint-canary/undefined-job-output.yml

.PHONY: format
format: ## Format every Swift file in place with swift-format
	@$(SWIFT) format format --in-place --recursive --parallel Packages Apps Tools Tests

.PHONY: format-check
format-check: ## Fail if any Swift file is not formatted (fix with make format)
	@echo "==> format check"
	@$(SWIFT) format lint --strict --recursive --parallel Packages Apps Tools Tests

.PHONY: docs
docs: ## Build the VSMKit DocC site into docs-out/VSMKit (toolchain docc, no plugin)
	$(call vsmkit_docs,docs-out/VSMKit)
	@echo "docs: docs-out/VSMKit/index.html"

# VSMKit's DocC site into $(1): VSMKit built as make builds (WHOLE_MODULE) with symbol graphs, in a
# folder of its own, then the toolchain's docc with warnings as errors. The build is incremental: a
# module that compiles again writes its graph again, and an unchanged one keeps its current graph.
# `make docs` writes the site for reading; `make lint` builds it into DOCS_SCRATCH, so a doc comment
# that breaks it fails lint.
define vsmkit_docs
	@mkdir -p $(DOCS_SCRATCH)/symbol-graphs
	@$(SWIFTPM) build --package-path Packages/VSMKit --scratch-path $(DOCS_SCRATCH) $(SWIFTPM_CACHES) $(WHOLE_MODULE) \
		-Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$(CURDIR)/$(DOCS_SCRATCH)/symbol-graphs"
	@rm -rf $(1) && mkdir -p $(dir $(1))
	@$(DOCC) convert Packages/VSMKit/Sources/VSMKit/VSMKit.docc --warnings-as-errors \
		--additional-symbol-graph-dir $(DOCS_SCRATCH)/symbol-graphs --output-path $(1)
endef

# With WATCH, the folders to watch come from the monorepo tool (MONOREPO_TOOL, or built here).
.PHONY: preview
preview: $(if $(filter-out 0,$(WATCH)),$(NEEDS_MONOREPO)) ## A feature's previews: the gallery (Enter runs one, Esc back), one (PREVIEW="entry: load failed") or a link (LINK=vsmshop://blog/3): make preview FEATURE=blog|product|cart|home|checkout [WATCH=1]
	@[ -n "$(FEATURE)" ] || { echo "usage: make preview FEATURE=blog|product|cart|home|checkout [PREVIEW=<name>] [LINK=<one of its links>] [WATCH=1]"; exit 64; }
	@$(if $(filter-out 0,$(WATCH)),SWIFT="$(SWIFT)" MONOREPO=$(MONOREPO_RUN) BUILD_FLAGS="$(SHARED)" Tools/scripts/preview-watch.sh $(if $(filter poll,$(WATCH)),--poll) "$(FEATURE)",$(SWIFTPM) run --package-path Packages/Features $(SHARED) "preview-$(FEATURE)") $(if $(PREVIEW),--preview "$(PREVIEW)") $(if $(LINK),"$(LINK)")

# Every preview's snapshots, recorded again from scratch (a renamed or removed preview leaves no
# file behind): review them with `git diff`, then commit them. Built as test-Features builds, then
# run without building: a build by `swift test` itself may plan with flags of its own and compile
# the package again.
.PHONY: snapshots
snapshots: ## Record every preview's text snapshots again (Packages/Features/Tests/*/__Snapshots__)
	@rm -f Packages/Features/Tests/*/__Snapshots__/*.txt
	@$(SWIFTPM) build --package-path Packages/Features $(SHARED) --build-tests
	@SNAPSHOTS=record $(SWIFTPM) test --package-path Packages/Features $(SHARED) --skip-build --filter PreviewSnapshotTests
	@echo "snapshots: recorded in Packages/Features/Tests/*/__Snapshots__ (review with git diff, then commit)"

.PHONY: test-feature
test-feature: ## The fast loop: rebuild Features, run one feature's tests alone: make test-feature FEATURE=blog
	@[ -n "$(FEATURE)" ] || { echo "usage: make test-feature FEATURE=blog|product|cart|<Name>"; exit 64; }
	@Tools/scripts/test-one-feature.sh Packages/Features "$(FEATURE)" $(SHARED)

# PANEL=1: also a home panel declared in its interface; WIRE=1: also registered in the app (else the
# lines to add are printed); OWNER: passed to the hooks in Tools/scaffolding/post-generate.d.
PANEL ?=
WIRE ?=
OWNER ?=
NEW_FEATURE_USAGE := usage: make new-feature NAME=Wishlist [PANEL=1] [WIRE=1] [OWNER=<owner>]

.PHONY: new-feature
new-feature: $(NEEDS_MONOREPO) ## Scaffold a feature that builds, passes its tests and lint: make new-feature NAME=Wishlist [PANEL=1] [WIRE=1] [OWNER=…]
	@[ -n "$(NAME)" ] || { echo "$(NEW_FEATURE_USAGE)"; exit 64; }
	@MONOREPO=$(MONOREPO_RUN) MONOREPO_ARGS="$(MONOREPO_ARGS)" NEW_FEATURE_SWIFT_FLAGS="$(SHARED)" SWIFT="$(SWIFT)" \
		Tools/scaffolding/new-feature.sh $(if $(filter-out 0,$(PANEL)),--panel) $(if $(filter-out 0,$(WIRE)),--wire) \
		$(if $(OWNER),--owner "$(OWNER)") "$(NAME)"

# The graph's options, for the scaffold (it draws the graph as `make graph` does).
.PHONY: monorepo-args
monorepo-args:
	@echo $(MONOREPO_ARGS)

# How make builds into SCRATCH, for scripts that build there too (the tutorial check's copy).
.PHONY: build-flags
build-flags:
	@echo $(SHARED)

# WHOLE_MODULE, for the copies that are compiled from cold and never edited or debugged (the tutorial
# check's and the scaffold test's), whatever SWIFT_BUILD_CONFIG the caller's environment sets.
.PHONY: whole-module-flags
whole-module-flags:
	@echo $(WHOLE_MODULE)

.PHONY: tutorial-check
tutorial-check: $(NEEDS_MONOREPO) ## Follow docs/tutorial.md in a copy of the repository, checking every block and command; fails naming the step
	@MONOREPO_TOOL=$(MONOREPO_RUN) Tools/tutorial/check.sh

.PHONY: test-scaffolding
# Run by hand: `make test` runs the tutorial check, which runs this script's refusals only.
test-scaffolding: $(NEEDS_MONOREPO) ## Generate a feature with a home panel wired into a copy of the app; build and test the copy
	@echo "==> scaffold test"
	@MONOREPO=$(MONOREPO_RUN) Tools/scaffolding/test.sh

.PHONY: clean
clean: ## Remove every build folder (and the tools the scripts installed into .build-tools)
	@find Packages Apps Tools Tests -maxdepth 3 -type d \( -name '.build' -o -name '.build-*' -o -name '.build_*' \) -prune -exec rm -rf {} +
	@rm -rf $(SCRATCH) $(SERVER_SCRATCH) .build-tools
