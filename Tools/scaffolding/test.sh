#!/usr/bin/env bash
# The scaffold's test: in a copy of Packages/ and Apps/cli-app, checks that bad names are refused
# (exit 64, nothing changed), then generates a feature with a home panel wired into the app
# (--panel --wire) under a name no feature of the tree has, builds the copy with
# -warnings-as-errors and runs the new feature's, home's and the app's composition tests there.
#
# Usage: Tools/scaffolding/test.sh [REPO_ROOT]
#        MONOREPO=path/to/monorepo Tools/scaffolding/test.sh   # with a built Tools/monorepo
#
# Fast on a second run: the copy lives at a fixed place (Tools/scaffolding/.build-scaffold-test,
# git-ignored) and is synced file by file (unchanged files keep their timestamps), so SwiftPM's
# build folder there stays valid and only what changed is rebuilt.
set -euo pipefail

script_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="${1:-$(cd "$script_dir/../.." && pwd)}"
workspace="$script_dir/.build-scaffold-test"
copy="$workspace/repo"
swift="${SWIFT:-swift}"

# Every build of the copy uses make's flags (`make build-flags`: warnings as errors, the build plan
# made anew so a file added to Features is seen by the app) into one folder of the copy's own, so the
# app reuses every module the scaffold's build compiled. The copy is compiled from cold and never
# edited or debugged: whole module, unoptimised, without debug info (`make whole-module-flags`).
build_flags="$(make -s --no-print-directory -C "$root" build-flags SCRATCH="$workspace/build" \
    SWIFT_BUILD_CONFIG="$(make -s --no-print-directory -C "$root" whole-module-flags)")"

step() { echo "==> scaffold test: $*"; }
fail() {
    echo "scaffold test FAILED: $*" >&2
    exit 1
}

# Mirrors $1 into $2 without build folders: copies files whose content differs, deletes files the
# source no longer has. A copied file gets the time of the copy, not the source's: with the source's
# time SwiftPM once kept a stale module of a changed file (the source's time was older than the
# copy's last build), and the scaffold test failed on code that built everywhere else.
# Paths (./relative) matching the extended regex $3 but not $4 are left out: the copy holds only the
# placeholders `leave_out` writes there.
placeholder="ScaffoldTestLeftOut.swift"
sync_tree() {
    local source="$1" target="$2" skip="${3:-^$}" keep="${4:-^$}"
    left_out() { [[ "$1" =~ $skip && ! "$1" =~ $keep ]]; }
    mkdir -p "$target"
    (cd "$source" && find . \( -name '.build*' -o -name '.swiftpm' -o -name 'Package.resolved' \) -prune -o -type f -print) |
        while IFS= read -r file; do
            left_out "$file" && continue
            if ! cmp -s "$source/$file" "$target/$file"; then
                mkdir -p "$(dirname "$target/$file")"
                cp "$source/$file" "$target/$file"
            fi
        done
    (cd "$target" && find . \( -name '.build*' -o -name '.swiftpm' -o -name 'Package.resolved' \) -prune -o -type f -print) |
        while IFS= read -r file; do
            if left_out "$file"; then
                # A placeholder stays while its test target does.
                case "$(basename "$file")" in
                    "$placeholder" | .keep) [ -d "$source/$(dirname "$file")" ] || rm -f "$target/$file" ;;
                    *) rm -f "$target/$file" ;;
                esac
            else
                [ -e "$source/$file" ] || rm -f "$target/$file"
            fi
        done
    find "$target" -depth -type d -empty -exec rmdir {} \; 2>/dev/null || true
}

# Gives each test target folder $@ that the copy leaves out one empty file (and its snapshot folder),
# so the manifests stay as they are; written once, so its target is not compiled again.
leave_out() {
    local folder
    for folder in "$@"; do
        mkdir -p "$folder/__Snapshots__"
        touch "$folder/__Snapshots__/.keep"
        [ -f "$folder/$placeholder" ] ||
            echo "// The scaffold test leaves these tests out: the tree tests them." >"$folder/$placeholder"
    done
}

# SCAFFOLD_TEST_REFUSALS_ONLY=1: only the refusals, against REPO_ROOT itself (they change nothing):
# the tutorial check (Tools/tutorial/check.sh), which scaffolds and builds a feature its own way,
# runs this part alone.
refusals_only="${SCAFFOLD_TEST_REFUSALS_ONLY:-}"
if [ -n "$refusals_only" ]; then
    copy="$root"
else
    step "copy Packages/, Apps/cli-app and the scaffolding to $copy"
    # The copy leaves out the tests that do not test the scaffold's output, the other features' and all
    # of the app's but its CompositionTests: the tree tests them, and here they would only cost compile time.
    sync_tree "$root/Packages" "$copy/Packages" '^\./Features/Tests/' '^\./Features/Tests/HomeFeatureTests/'
    for folder in "$root"/Packages/Features/Tests/*/; do
        case "$(basename "$folder")" in HomeFeatureTests) ;; *) leave_out "$copy/Packages/Features/Tests/$(basename "$folder")" ;; esac
    done
    sync_tree "$root/Apps/cli-app" "$copy/Apps/cli-app" '^\./Tests/CLIAppTests/' '^\./Tests/CLIAppTests/CompositionTests\.swift$'
    # The app's pins, so the copy resolves its remote package as the tree does (sync_tree skips them).
    [ ! -f "$root/Apps/cli-app/Package.resolved" ] || cp "$root/Apps/cli-app/Package.resolved" "$copy/Apps/cli-app/Package.resolved"
    sync_tree "$root/Tools/scaffolding/Templates" "$copy/Tools/scaffolding/Templates"
    rm -rf "$copy/Tools/scaffolding/post-generate.d"
    [ ! -d "$root/Tools/scaffolding/post-generate.d" ] ||
        cp -R "$root/Tools/scaffolding/post-generate.d" "$copy/Tools/scaffolding/post-generate.d"
    cp -p "$root/Tools/scaffolding/new-feature.sh" "$copy/Tools/scaffolding/new-feature.sh"
    sync_tree "$root/docs/states" "$copy/docs/states"
    mkdir -p "$copy/Tools/scripts"
    cp -p "$root/Tools/scripts/ensure-graphviz.sh" "$copy/Tools/scripts/ensure-graphviz.sh"
fi

# The scaffold draws the new flow's state diagram with Tools/monorepo: the one `make` built (MONOREPO,
# as `make test-scaffolding` passes it), else built here.
monorepo="${MONOREPO:-}"
if [ -z "$monorepo" ] && [ -z "$refusals_only" ]; then
    step "build Tools/monorepo"
    "$swift" build --package-path "$root/Tools/monorepo" --product monorepo
    monorepo="$("$swift" build --package-path "$root/Tools/monorepo" --show-bin-path)/monorepo"
fi
[ -n "$refusals_only" ] || [ -x "$monorepo" ] || fail "no monorepo tool at $monorepo"

# The feature to generate: the first of ScaffoldProbe, ScaffoldProbe2, … that the tree has not taken,
# so the test passes in any tree (and the copy's build folder stays warm while the name is free).
name="ScaffoldProbe"
number=1
taken() {
    local path
    for path in "Sources/$1Feature" "Sources/$1FeatureInterface" "Sources/$1Preview" "Tests/$1FeatureTests"; do
        [ ! -e "$copy/Packages/Features/$path" ] || return 0
    done
    grep -q "\"$1Feature\"" "$copy/Packages/Features/Package.swift"
}
while taken "$name"; do
    number=$((number + 1))
    name="ScaffoldProbe$number"
done
lower="$(printf '%s' "$name" | sed -E 's/([a-z0-9])([A-Z])/\1-\2/g' | tr '[:upper:]' '[:lower:]')"

step "bad names are refused with a reason and exit 64, changing nothing"
# A fingerprint of every file of the copy outside its build folders.
fingerprint() {
    (cd "$copy" && find . \( -name '.build*' -o -name '.swiftpm' \) -prune -o -type f -print | sort | xargs cksum) | cksum
}
before="$(fingerprint)"
expect_refusal() {
    local name="$1" reason="$2" output status=0
    output="$("$copy/Tools/scaffolding/new-feature.sh" --panel --wire "$name" "$copy" 2>&1)" || status=$?
    [ "$status" -ne 0 ] || fail "'$name' was accepted"
    [ "$status" -eq 64 ] || fail "'$name' was refused with exit status $status, not 64: $output"
    case "$output" in
        *"$reason"*) echo "    refused '$name': $output" ;;
        *) fail "'$name' was refused without saying '$reason': $output" ;;
    esac
}
expect_refusal "wishlist" "not an UpperCamelCase Swift identifier"
expect_refusal "Wish-list" "not an UpperCamelCase Swift identifier"
expect_refusal "WISHLIST" "not an UpperCamelCase Swift identifier"
expect_refusal "Wish list" "not an UpperCamelCase Swift identifier"
expect_refusal "" "not an UpperCamelCase Swift identifier"
expect_refusal "WishlistFeature" "ends in 'Feature'"
expect_refusal "Self" "is a Swift keyword"
expect_refusal "Class" "is a Swift keyword ('class')"
expect_refusal "Blog" "BlogFeature already exists"
expect_refusal "Orders" "the link vsmshop://orders is taken"
[ "$(fingerprint)" = "$before" ] || fail "a refused name changed files in the copy"
[ -z "$refusals_only" ] || exit 0

step "generate $name with a home panel, wired into the app (its snapshots recorded with the flags of the build below)"
NEW_FEATURE_SWIFT_FLAGS="$build_flags" SWIFT="$swift" MONOREPO="$monorepo" MONOREPO_ARGS="" \
    "$copy/Tools/scaffolding/new-feature.sh" --panel --wire --owner "@scaffold/test" "$name" "$copy" |
    tee "$workspace/new-feature.log"
expect_refusal "$name" "${name}Feature already exists"

step "home is untouched; outside the feature, only the two manifests and the composition root changed"
changed="$(
    cd "$copy" && find Packages Apps \( -name '.build*' -o -name '.swiftpm' \) -prune -o -type f -name '*.swift' -print |
        grep -v -E "/(${name}FeatureInterface|${name}Feature|${name}Preview|${name}FeatureTests)/|/$placeholder\$" |
        while IFS= read -r file; do cmp -s "$file" "$root/$file" || echo "$file"; done | sort
)"
expected_changed="$(printf '%s\n' Apps/cli-app/Package.swift Apps/cli-app/Sources/CLIApp/Composition.swift \
    Packages/Features/Package.swift)"
[ "$changed" = "$expected_changed" ] || fail "the scaffold changed these Swift files outside the feature: $changed"

step "the generated files are exactly the recipe README.md documents, with the panel's"
documented() {
    sed -n "/<!-- $1:begin -->/,/<!-- $1:end -->/p" "$root/Tools/scaffolding/README.md" | grep -E '^(Sources|Tests)/' |
        awk '{print $1}' | sed "s/Wishlist/$name/g"
}
recipe="$({ documented recipe; documented panel; } | sort)"
[ -n "$(documented recipe)" ] || fail "README.md documents no recipe between <!-- recipe:begin --> and <!-- recipe:end -->"
[ -n "$(documented panel)" ] || fail "README.md documents no panel files between <!-- panel:begin --> and <!-- panel:end -->"
generated="$(cd "$copy/Packages/Features" && find "Sources/${name}FeatureInterface" "Sources/${name}Feature" \
    "Sources/${name}Preview" "Tests/${name}FeatureTests" -path '*/__Snapshots__' -prune -o -type f -print | sort)"
if [ "$recipe" != "$generated" ]; then
    diff <(echo "$recipe") <(echo "$generated") >&2 || true
    fail "the generated file set differs from the documented recipe (< README, > generated)"
fi
grep -q "@ViewState var state: ${name}ViewState" "$copy/Packages/Features/Sources/${name}Feature/${name}/${name}View.swift" ||
    fail "${name}View does not declare @ViewState"
grep -q "case loading(errorModel: ${name}ErrorModel?)" "$copy/Packages/Features/Sources/${name}Feature/${name}/${name}ViewState.swift" ||
    fail "${name}ViewState is not in the seed's initialized → loading(errorModel:) → loaded shape"
grep -q "title: \"$name\"" "$copy/Packages/Features/Sources/${name}FeatureInterface/${name}HomePanel.swift" ||
    fail "the interface declares no home panel titled $name"

step "the edited Swift files are formatted as make format-check requires"
"$swift" format lint --strict "$copy/Packages/Features/Package.swift" "$copy/Apps/cli-app/Package.swift" \
    "$copy/Apps/cli-app/Sources/CLIApp/Composition.swift" "$copy/Packages/Features/Sources/${name}"*/ \
    "$copy/Packages/Features/Tests/${name}FeatureTests" --recursive ||
    fail "the scaffold's output fails swift format lint --strict"

step "run ${name}FeatureTests and HomeFeatureTests (built with -warnings-as-errors by the scaffold)"
# The generation above built the package and its tests with these flags (to record the snapshots),
# so this builds the preview only if the scaffold registered no `preview-$lower` product.
# shellcheck disable=SC2086 # build_flags is a list of flags
"$swift" build --package-path "$copy/Packages/Features" --product "preview-$lower" $build_flags
# shellcheck disable=SC2086
"$swift" test --package-path "$copy/Packages/Features" $build_flags --skip-build \
    --filter "${name}FeatureTests|${name}HomePanelTests|HomeFeatureTests" 2>&1 | tee "$workspace/test.log"
grep -q "Test run with [0-9]* tests* in [0-9]* suites* passed" "$workspace/test.log" ||
    fail "${name}FeatureTests and HomeFeatureTests did not report a passing run"

step "build the wired app with -warnings-as-errors and run its composition tests"
# shellcheck disable=SC2086
"$swift" build --package-path "$copy/Apps/cli-app" $build_flags --build-tests
# shellcheck disable=SC2086
"$swift" test --package-path "$copy/Apps/cli-app" $build_flags --skip-build --filter CompositionTests 2>&1 |
    tee "$workspace/app-test.log"
grep -q "Test run with [0-9]* tests* in [0-9]* suites* passed" "$workspace/app-test.log" ||
    fail "the app's CompositionTests did not report a passing run with $name registered"

step "every generated preview has its snapshots: text and styles at each size"
snapshots="$copy/Packages/Features/Tests/${name}FeatureTests/__Snapshots__"
expected_snapshots="$(for preview in loaded loading load_failed empty long_and_unicode_text; do
    for size in 80x24 40x20; do echo "${lower}_$preview.$size.style.txt"; echo "${lower}_$preview.$size.txt"; done
done; echo "${lower}_narrow_terminal.24x10.style.txt"; echo "${lower}_narrow_terminal.24x10.txt")"
recorded="$(cd "$snapshots" && find . -type f | sed 's|^\./||')"
if [ "$(echo "$expected_snapshots" | sort)" != "$(echo "$recorded" | sort)" ]; then
    diff <(echo "$expected_snapshots" | sort) <(echo "$recorded" | sort) >&2 || true
    fail "the recorded snapshots are not one text and one style file per preview and size (< expected, > recorded)"
fi
grep -q "Could not load the items: cannot reach the server: no network" "$snapshots/${lower}_load_failed.80x24.txt" ||
    fail "the '$lower: load failed' snapshot does not show the failure"

step "a preview without its snapshot fails, saying how to record one"
mv "$snapshots/${lower}_loaded.80x24.txt" "$workspace/${lower}_loaded.80x24.txt"
# shellcheck disable=SC2086
if "$swift" test --package-path "$copy/Packages/Features" $build_flags --skip-build \
    --filter "${name}PreviewSnapshotTests" >"$workspace/missing.log" 2>&1; then
    fail "${name}PreviewSnapshotTests passed without the snapshot of '$lower: loaded' at 80x24"
fi
mv "$workspace/${lower}_loaded.80x24.txt" "$snapshots/${lower}_loaded.80x24.txt"
grep -q "no snapshot for '$lower: loaded' at 80x24: run \`make snapshots\` to record it" "$workspace/missing.log" ||
    fail "the missing snapshot was not reported with how to record it: $(tail -n 20 "$workspace/missing.log")"

step "the scaffold drew the flow's state diagram and the dependency graph, and lint's states check passes"
for file in "${name}Feature.${name}.dot" "${name}Feature.${name}.svg"; do
    [ -s "$copy/docs/states/$file" ] || fail "the scaffold did not write docs/states/$file"
done
grep -q "\"Features/${name}Feature\"" "$copy/docs/dependency-graph.dot" || fail "docs/dependency-graph.dot does not show ${name}Feature"
[ -s "$copy/docs/dependency-graph.svg" ] || fail "the scaffold did not draw docs/dependency-graph.svg"
awk -v flow="${name}Feature.${name}" '$1 == flow && $2 == $3 && $4 == "(100%)" { found = 1 } END { exit !found }' \
    "$workspace/new-feature.log" ||
    fail "the scaffold printed no 100% coverage line for ${name}Feature.${name}: $(cat "$workspace/new-feature.log")"
# What `make lint` runs (before the tests, so without current recordings: every flow drawn with its cases).
"$monorepo" states --lint --root "$copy" --recordings "$workspace/no-recordings" --check docs/states ||
    fail "make lint's states check fails in the scaffolded copy"
echo "scaffold test: passed ($name)"
