# The front door of the monorepo. `make help` lists every target.
#
# Each package is built in its own folder (its own .build), exactly as a developer working on
# that package alone would build it: `swift test --package-path Packages/Domain`.

SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help

SWIFT ?= swift

# Library packages, in dependency order (left may be imported by right, never the reverse).
PACKAGES := Foundation+Ext Domain Services VSMKit Features
APPS := cli-app
# Tools with tests of their own (the layering check runs under `make lint`).
TOOLS := api-server
# Only the packages that exist yet; later issues add the rest.
PRESENT_PACKAGES := $(foreach p,$(PACKAGES),$(if $(wildcard Packages/$(p)/Package.swift),$(p)))
PRESENT_APPS := $(foreach a,$(APPS),$(if $(wildcard Apps/$(a)/Package.swift),$(a)))
PRESENT_TOOLS := $(foreach t,$(TOOLS),$(if $(wildcard Tools/$(t)/Package.swift),$(t)))

# Libraries depend on the toolchain only, so every warning is ours: make them errors.
WERROR := -Xswiftc -warnings-as-errors
# Apps and tools pull remote packages, whose warnings SwiftPM suppresses (and -warnings-as-errors
# would clash with that), so their own warnings are caught by scanning the build log instead.
CHECK_OWN_WARNINGS := Tools/scripts/check-warnings.sh

FEATURE ?=
NAME ?=
DOCC ?= docc
DOCS_SCRATCH := Packages/VSMKit/.build-docs

.PHONY: help
help: ## List the targets
	@if [ -t 1 ] && [ -z "$${NO_COLOR:-}" ]; then b='\033[1m'; r='\033[0m'; else b=; r=; fi; \
	awk -v b="$$b" -v r="$$r" 'BEGIN {FS = ":.*## "} /^[a-zA-Z0-9_%+-]+:.*## / {printf "  %s%-18s%s %s\n", b, $$1, r, $$2}' $(MAKEFILE_LIST)
	@echo "  test-<Package>     Test one package alone: $(addprefix test-,$(PACKAGES) $(APPS) $(TOOLS))"

.PHONY: run
run: ## Launch the interactive app on the embedded data
	@if [ -f Apps/cli-app/Package.swift ]; then \
		$(SWIFT) build --package-path Apps/cli-app --product cli-app && \
		"$$($(SWIFT) build --package-path Apps/cli-app --show-bin-path)/cli-app"; \
	else echo "The cli-app arrives with its issue; until then: make test"; fi

.PHONY: build
build: ## Build every package and app
	@for p in $(PRESENT_PACKAGES); do echo "==> build Packages/$$p"; $(SWIFT) build --package-path "Packages/$$p" $(WERROR); done
	@for a in $(PRESENT_APPS); do echo "==> build Apps/$$a"; $(CHECK_OWN_WARNINGS) $(SWIFT) build --package-path "Apps/$$a"; done

.PHONY: test
test: lint test-packages test-tsan test-scaffolding test-apps test-tools test-e2e ## Lint, then every package's tests in dependency order, then Tests/
	@echo "make test: all green"

.PHONY: test-packages
test-packages:
	@for p in $(PRESENT_PACKAGES); do $(MAKE) --no-print-directory "test-$$p"; done

.PHONY: test-apps
test-apps:
	@for a in $(PRESENT_APPS); do $(MAKE) --no-print-directory "test-$$a"; done

.PHONY: test-tools
test-tools:
	@for t in $(PRESENT_TOOLS); do $(MAKE) --no-print-directory "test-$$t"; done

# test-Foundation+Ext, test-Domain, ... and test-cli-app
test-%:
	@if [ -f "Packages/$*/Package.swift" ]; then \
		echo "==> test Packages/$*"; \
		$(SWIFT) build --package-path "Packages/$*" --build-tests $(WERROR); \
		$(SWIFT) test --package-path "Packages/$*" $(WERROR); \
	elif [ -f "Apps/$*/Package.swift" ] || [ -f "Tools/$*/Package.swift" ]; then \
		dir=$$( [ -f "Apps/$*/Package.swift" ] && echo "Apps/$*" || echo "Tools/$*" ); \
		echo "==> test $$dir"; \
		$(CHECK_OWN_WARNINGS) $(SWIFT) build --package-path "$$dir" --build-tests; \
		$(SWIFT) test --package-path "$$dir"; \
	else echo "no package named '$*' (known: $(PACKAGES) $(APPS) $(TOOLS))"; exit 2; fi

.PHONY: test-tsan
test-tsan: ## VSMKit's tests under the thread sanitizer
	@if [ -f Packages/VSMKit/Package.swift ]; then \
		echo "==> test Packages/VSMKit with --sanitize=thread"; \
		$(SWIFT) test --package-path Packages/VSMKit --sanitize=thread --scratch-path Packages/VSMKit/.build-tsan; \
	fi

# The end-to-end tests and the app benchmarks drive release binaries, built once into their own folders.
E2E_CLI := Apps/cli-app
E2E_SRV := Tools/api-server
E2E_BINS = CLI_APP_BIN="$$($(SWIFT) build -c release --package-path $(E2E_CLI) --scratch-path $(E2E_CLI)/.build-e2e --show-bin-path)/cli-app" \
	API_SERVER_BIN="$$($(SWIFT) build -c release --package-path $(E2E_SRV) --scratch-path $(E2E_SRV)/.build-e2e --show-bin-path)/api-server"
BENCH_ARGS ?=

.PHONY: build-release-bins
build-release-bins:
	@echo "==> release build of cli-app and api-server"
	@$(SWIFT) build -c release --package-path $(E2E_CLI) --scratch-path $(E2E_CLI)/.build-e2e --product cli-app
	@$(SWIFT) build -c release --package-path $(E2E_SRV) --scratch-path $(E2E_SRV)/.build-e2e --product api-server

.PHONY: test-e2e
test-e2e: build-release-bins ## End-to-end tests of the release cli-app and the dev server (Tests/)
	@echo "==> end-to-end tests"
	@$(E2E_BINS) $(SWIFT) test --package-path Tests

.PHONY: bench
bench: build-release-bins ## Every benchmark in release, each next to its baseline (BENCH_ARGS=--quick for a smoke run)
	@$(SWIFT) build -c release --package-path Tools/bench
	@bin="$$($(SWIFT) build -c release --package-path Tools/bench --show-bin-path)"; \
	for b in vsmkit-bench search-bench cli-bench live-bench redraw-bench; do \
		echo "==> $$b"; $(E2E_BINS) "$$bin/$$b" $(BENCH_ARGS); done

.PHONY: server
server: ## Start the dev API server on http://127.0.0.1:8080 (its README lists the fault switches)
	$(SWIFT) run --package-path Tools/api-server api-server --port 8080

.PHONY: lint
lint: format-check ## Check formatting and the layering: no package imports or depends on one to its right
	@echo "==> layering check"
	@$(SWIFT) build --package-path Tools/layering-check --product layering-check -c release >/dev/null
	@"$$($(SWIFT) build --package-path Tools/layering-check -c release --show-bin-path)/layering-check" .
	@$(SWIFT) test --package-path Tools/layering-check

.PHONY: format
format: ## Format every Swift file in place with swift-format
	@$(SWIFT) format format --in-place --recursive --parallel Packages Apps Tools Tests

.PHONY: format-check
format-check: ## Fail if any Swift file is not formatted (fix with make format)
	@echo "==> format check"
	@$(SWIFT) format lint --strict --recursive --parallel Packages Apps Tools Tests

.PHONY: docs
docs: ## Build the VSMKit DocC site into docs-out/VSMKit (toolchain docc, no plugin)
	@rm -rf $(DOCS_SCRATCH) docs-out/VSMKit
	@mkdir -p $(DOCS_SCRATCH)/symbol-graphs docs-out
	@$(SWIFT) build --package-path Packages/VSMKit --scratch-path $(DOCS_SCRATCH) \
		-Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$(CURDIR)/$(DOCS_SCRATCH)/symbol-graphs"
	@$(DOCC) convert Packages/VSMKit/Sources/VSMKit/VSMKit.docc --warnings-as-errors \
		--additional-symbol-graph-dir $(DOCS_SCRATCH)/symbol-graphs --output-path docs-out/VSMKit
	@echo "docs: docs-out/VSMKit/index.html"

.PHONY: preview
preview: ## Run one feature alone on the embedded data: make preview FEATURE=blog|product|cart
	@[ -n "$(FEATURE)" ] || { echo "usage: make preview FEATURE=blog|product|cart"; exit 64; }
	@$(SWIFT) run --package-path Packages/Features "preview-$(FEATURE)"

.PHONY: new-feature
new-feature: ## Scaffold a compiling, tested feature target: make new-feature NAME=Wishlist
	@[ -n "$(NAME)" ] || { echo "usage: make new-feature NAME=Wishlist"; exit 64; }
	@Tools/scaffolding/new-feature.sh "$(NAME)"

.PHONY: test-scaffolding
test-scaffolding: ## Generate a feature into a temporary copy, build it and run its tests
	@echo "==> scaffold test"
	@Tools/scaffolding/test.sh

.PHONY: clean
clean: ## Remove every build folder
	@find Packages Apps Tools Tests -maxdepth 3 -type d \( -name '.build' -o -name '.build-*' -o -name '.build_*' \) -prune -exec rm -rf {} +
