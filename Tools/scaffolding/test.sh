#!/usr/bin/env bash
# The scaffold's test: generates a feature into a copy of Packages/, builds it with
# -warnings-as-errors and runs its tests there; also checks that bad names are refused.
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

# Every build of the copy uses these flags, so each reuses the last. The copy is compiled from cold
# on a fresh clone and never edited, so it builds whole module at a time, unoptimised and without
# debug info, as the dev server does (see SERVER_CONFIG in the Makefile): the release configuration
# with -Onone, about a fifth less CPU than the debug configuration's per-file jobs, and -gnone (the
# copy is never debugged). With -warnings-as-errors, as `make`.
build_flags="-c release -Xswiftc -Onone -Xswiftc -enable-testing -Xswiftc -gnone -Xswiftc -warnings-as-errors"

step() { echo "==> scaffold test: $*"; }
fail() {
    echo "scaffold test FAILED: $*" >&2
    exit 1
}

# Mirrors $1 into $2 without build folders: copies files whose content differs, deletes files the
# source no longer has. A copied file gets the time of the copy, not the source's: with the source's
# time SwiftPM once kept a stale module of a changed file (the source's time was older than the
# copy's last build), and the scaffold test failed on code that built everywhere else.
sync_tree() {
    local source="$1" target="$2"
    mkdir -p "$target"
    (cd "$source" && find . \( -name '.build*' -o -name '.swiftpm' -o -name 'Package.resolved' \) -prune -o -type f -print) |
        while IFS= read -r file; do
            if ! cmp -s "$source/$file" "$target/$file"; then
                mkdir -p "$(dirname "$target/$file")"
                cp "$source/$file" "$target/$file"
            fi
        done
    (cd "$target" && find . \( -name '.build*' -o -name '.swiftpm' -o -name 'Package.resolved' \) -prune -o -type f -print) |
        while IFS= read -r file; do
            [ -e "$source/$file" ] || rm -f "$target/$file"
        done
    find "$target" -depth -type d -empty -exec rmdir {} \; 2>/dev/null || true
}

step "copy Packages/ and the scaffolding to $copy"
sync_tree "$root/Packages" "$copy/Packages"
sync_tree "$root/Tools/scaffolding/Templates" "$copy/Tools/scaffolding/Templates"
mkdir -p "$copy/Tools/scaffolding"
cp -p "$root/Tools/scaffolding/new-feature.sh" "$copy/Tools/scaffolding/new-feature.sh"
sync_tree "$root/docs/states" "$copy/docs/states"
mkdir -p "$copy/Tools/scripts"
cp -p "$root/Tools/scripts/ensure-graphviz.sh" "$copy/Tools/scripts/ensure-graphviz.sh"

# The scaffold draws the new flow's state diagram with Tools/monorepo: the one `make` built (MONOREPO,
# as `make test-scaffolding` passes it), else built here.
monorepo="${MONOREPO:-}"
if [ -z "$monorepo" ]; then
    step "build Tools/monorepo"
    "$swift" build --package-path "$root/Tools/monorepo" --product monorepo
    monorepo="$("$swift" build --package-path "$root/Tools/monorepo" --show-bin-path)/monorepo"
fi
[ -x "$monorepo" ] || fail "no monorepo tool at $monorepo"

step "bad names are refused with a reason"
expect_refusal() {
    local name="$1" reason="$2" output
    if output="$("$copy/Tools/scaffolding/new-feature.sh" "$name" "$copy" 2>&1)"; then
        fail "'$name' was accepted"
    fi
    case "$output" in
        *"$reason"*) echo "    refused '$name': $output" ;;
        *) fail "'$name' was refused without saying '$reason': $output" ;;
    esac
}
expect_refusal "wishlist" "not an UpperCamelCase name"
expect_refusal "Wish-list" "not an UpperCamelCase name"
expect_refusal "WISHLIST" "not an UpperCamelCase name"
expect_refusal "" "not an UpperCamelCase name"
expect_refusal "WishlistFeature" "ends in 'Feature'"
expect_refusal "Blog" "BlogFeature already exists"

step "generate Wishlist (its snapshots recorded with the flags of the build below)"
NEW_FEATURE_SWIFT_FLAGS="$build_flags" SWIFT="$swift" MONOREPO="$monorepo" \
    "$copy/Tools/scaffolding/new-feature.sh" Wishlist "$copy" | tee "$workspace/new-feature.log"
expect_refusal "Wishlist" "WishlistFeature already exists"

step "the generated files are exactly the recipe README.md documents"
recipe="$(sed -n '/<!-- recipe:begin -->/,/<!-- recipe:end -->/p' "$root/Tools/scaffolding/README.md" | grep -E '^(Sources|Tests)/' | awk '{print $1}' | sort)"
[ -n "$recipe" ] || fail "README.md documents no recipe between <!-- recipe:begin --> and <!-- recipe:end -->"
generated="$(cd "$copy/Packages/Features" && find Sources/WishlistFeatureInterface Sources/WishlistFeature Sources/WishlistPreview Tests/WishlistFeatureTests -path '*/__Snapshots__' -prune -o -type f -print | sort)"
if [ "$recipe" != "$generated" ]; then
    diff <(echo "$recipe") <(echo "$generated") >&2 || true
    fail "the generated file set differs from the documented recipe (< README, > generated)"
fi
grep -q "@ViewState var state: WishlistViewState" "$copy/Packages/Features/Sources/WishlistFeature/Wishlist/WishlistView.swift" ||
    fail "WishlistView does not declare @ViewState"
grep -q "case loading(errorModel: WishlistErrorModel?)" "$copy/Packages/Features/Sources/WishlistFeature/Wishlist/WishlistViewState.swift" ||
    fail "WishlistViewState is not in the seed's initialized → loading(errorModel:) → loaded shape"

step "build preview-wishlist with -warnings-as-errors and run WishlistFeatureTests"
# The generation above built the package with these flags (to record the snapshots), so this finds
# the preview built; it fails if the scaffold registered no `preview-wishlist` product.
# shellcheck disable=SC2086 # build_flags is a list of flags
"$swift" build --package-path "$copy/Packages/Features" --product preview-wishlist $build_flags
# shellcheck disable=SC2086
"$swift" test --package-path "$copy/Packages/Features" $build_flags --skip-build \
    --filter WishlistFeatureTests 2>&1 | tee "$workspace/test.log"
grep -q "Test run with [0-9]* tests* in [0-9]* suites* passed" "$workspace/test.log" ||
    fail "WishlistFeatureTests did not report a passing run"
grep -q "\"preview-wishlist\"" "$copy/Packages/Features/Package.swift" || fail "preview-wishlist is not in Package.swift"

step "every generated preview has its snapshots: text and styles at each size"
snapshots="$copy/Packages/Features/Tests/WishlistFeatureTests/__Snapshots__"
expected_snapshots="$(for preview in loaded loading load_failed empty long_and_unicode_text; do
    for size in 80x24 40x20; do echo "wishlist_$preview.$size.style.txt"; echo "wishlist_$preview.$size.txt"; done
done; echo "wishlist_narrow_terminal.24x10.style.txt"; echo "wishlist_narrow_terminal.24x10.txt")"
recorded="$(cd "$snapshots" && find . -type f | sed 's|^\./||')"
if [ "$(echo "$expected_snapshots" | sort)" != "$(echo "$recorded" | sort)" ]; then
    diff <(echo "$expected_snapshots" | sort) <(echo "$recorded" | sort) >&2 || true
    fail "the recorded snapshots are not one text and one style file per preview and size (< expected, > recorded)"
fi
grep -q "Could not load the items: cannot reach the server: no network" "$snapshots/wishlist_load_failed.80x24.txt" ||
    fail "the 'wishlist: load failed' snapshot does not show the failure"

step "a preview without its snapshot fails, saying how to record one"
mv "$snapshots/wishlist_loaded.80x24.txt" "$workspace/wishlist_loaded.80x24.txt"
# shellcheck disable=SC2086
if "$swift" test --package-path "$copy/Packages/Features" $build_flags --skip-build \
    --filter WishlistPreviewSnapshotTests >"$workspace/missing.log" 2>&1; then
    fail "WishlistPreviewSnapshotTests passed without the snapshot of 'wishlist: loaded' at 80x24"
fi
mv "$workspace/wishlist_loaded.80x24.txt" "$snapshots/wishlist_loaded.80x24.txt"
grep -q "no snapshot for 'wishlist: loaded' at 80x24: run \`make snapshots\` to record it" "$workspace/missing.log" ||
    fail "the missing snapshot was not reported with how to record it: $(tail -n 20 "$workspace/missing.log")"
step "the scaffold drew the flow's state diagram, every case reached, and lint's states check passes"
for file in WishlistFeature.Wishlist.dot WishlistFeature.Wishlist.svg; do
    [ -s "$copy/docs/states/$file" ] || fail "the scaffold did not write docs/states/$file"
done
awk '$1 == "WishlistFeature.Wishlist" && $2 == $3 && $4 == "(100%)" { found = 1 } END { exit !found }' \
    "$workspace/new-feature.log" ||
    fail "the scaffold printed no 100% coverage line for WishlistFeature.Wishlist: $(cat "$workspace/new-feature.log")"
# What `make lint` runs (before the tests, so without current recordings: every flow drawn with its cases).
"$monorepo" states --lint --root "$copy" --recordings "$workspace/no-recordings" --check docs/states ||
    fail "make lint's states check fails in the scaffolded copy"
echo "scaffold test: passed"
