#!/usr/bin/env bash
# Scaffolds a new feature in Packages/Features in the recipe's shape (see README.md and
# Packages/Features/README.md): `<Name>Feature` with one flow folder `<Name>/` (view state, loader,
# loaded and error models, a `@ViewState` view, a placeholder service) and the headless entry, its
# tests (`<Name>FeatureTests`, over stubbed services), its named previews (`<Name>View+Previews.swift`)
# with their snapshots, recorded by running the new snapshot test once, and a preview executable
# (`preview-<name>`), registered in Packages/Features/Package.swift at the `new-feature.sh inserts`
# markers. The result builds with -warnings-as-errors and its tests pass as generated.
#
# The same test run records the transitions the new tests drive (VSM_STATES_OUT), from which
# `monorepo states` draws the flow's state diagram, docs/states/<Name>Feature.<Name>.dot and .svg
# (make lint and make states-check require one per flow); only that diagram is written.
#
# Environment: SWIFT (default swift); NEW_FEATURE_SWIFT_FLAGS, extra flags of the recording build
# (the scaffold test passes its build flags, so that its own builds reuse this one);
# MONOREPO, a built `monorepo` tool (default: built from REPO_ROOT/Tools/monorepo).
#
# Usage: Tools/scaffolding/new-feature.sh NAME [REPO_ROOT]
#   NAME       UpperCamelCase, e.g. Wishlist or GiftCard (without the "Feature" suffix)
#   REPO_ROOT  the monorepo to generate into (default: the one holding this script)
#
# Portable bash (macOS and Linux): no GNU-only flags.
set -euo pipefail

script_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
templates="$script_dir/Templates"

fail() {
    echo "new-feature: $*" >&2
    exit 1
}

[ $# -ge 1 ] && [ $# -le 2 ] || fail "usage: new-feature.sh NAME [REPO_ROOT]   (e.g. new-feature.sh Wishlist)"
name="$1"
root="${2:-$(cd "$script_dir/../.." && pwd)}"

# --- Check the name ---------------------------------------------------------------------------
if ! [[ "$name" =~ ^[A-Z][A-Za-z0-9]*$ && "$name" =~ [a-z] ]]; then
    fail "'$name' is not an UpperCamelCase name (letters and digits, starting with a capital, e.g. Wishlist or GiftCard)"
fi
case "$name" in
    *Feature) fail "'$name' ends in 'Feature'; give the bare name (e.g. Wishlist, which becomes WishlistFeature)" ;;
    *Preview | *Tests) fail "'$name' ends in a suffix the scaffold adds itself; choose another name" ;;
esac
if [ "${#name}" -gt 40 ]; then
    fail "'$name' is longer than 40 characters"
fi

features="$root/Packages/Features"
manifest="$features/Package.swift"
[ -f "$manifest" ] || fail "no Packages/Features/Package.swift under '$root' (pass the repository root as REPO_ROOT)"

products_marker="── new-feature.sh inserts feature products above"
targets_marker="── new-feature.sh inserts feature targets above"
grep -q -- "$products_marker" "$manifest" || fail "Package.swift lost the marker comment '// $products_marker'"
grep -q -- "$targets_marker" "$manifest" || fail "Package.swift lost the marker comment '// $targets_marker'"

# The preview's name: GiftCard -> gift-card (so `make preview FEATURE=gift-card`).
preview="$(printf '%s' "$name" | sed -E 's/([a-z0-9])([A-Z])/\1-\2/g' | tr '[:upper:]' '[:lower:]')"

# The name in lower camel case, for a model's service field: GiftCard -> giftCard (giftCardService).
camel="$(printf '%s' "${name:0:1}" | tr '[:upper:]' '[:lower:]')${name:1}"

# --- Refuse to overwrite anything ---------------------------------------------------------------
for path in "Sources/${name}FeatureInterface" "Sources/${name}Feature" "Sources/${name}Preview" "Tests/${name}FeatureTests"; do
    [ -e "$features/$path" ] && fail "${name}Feature already exists (Packages/Features/$path is there)"
done
if grep -q -- "\"${name}Feature\"" "$manifest" || grep -q -- "\"preview-${preview}\"" "$manifest"; then
    fail "${name}Feature already exists (Package.swift names ${name}Feature or preview-${preview})"
fi

# --- Generate -----------------------------------------------------------------------------------
# Copies template file $1 (relative to Templates/) to $2 (relative to Packages/Features/), filling in
# the placeholders. Names are [A-Za-z0-9-] only, so they are safe in a sed replacement.
instantiate() {
    local source="$templates/$1"
    local target="$features/$2"
    mkdir -p "$(dirname "$target")"
    sed -e "s/__Name__/$name/g" -e "s/__name__/$camel/g" -e "s/__preview__/$preview/g" "$source" >"$target"
}

created=()
cleanup_on_error() {
    # Leave nothing half-made behind: remove what this run created.
    for path in "${created[@]}"; do rm -rf "${features:?}/${path:?}"; done
}
trap cleanup_on_error ERR

created+=("Sources/${name}FeatureInterface" "Sources/${name}Feature" "Sources/${name}Preview" "Tests/${name}FeatureTests")
(cd "$templates" && find Interface Feature Tests Preview -type f -name '*.swift') | while IFS= read -r template; do
    case "$template" in
        Interface/*) destination="Sources/${name}FeatureInterface/${template#Interface/}" ;;
        Feature/*) destination="Sources/${name}Feature/${template#Feature/}" ;;
        Tests/*) destination="Tests/${name}FeatureTests/${template#Tests/}" ;;
        Preview/*) destination="Sources/${name}Preview/${template#Preview/}" ;;
    esac
    instantiate "$template" "${destination//__Name__/$name}"
done

# Insert the manifest lines above the markers, through a temporary file (never a half-written manifest).
temporary="$(mktemp "${TMPDIR:-/tmp}/new-feature.XXXXXX")"
awk -v name="$name" -v preview="$preview" -v products_marker="$products_marker" -v targets_marker="$targets_marker" '
    index($0, products_marker) {
        print "        .library(name: \"" name "FeatureInterface\", targets: [\"" name "FeatureInterface\"]),"
        print "        .library(name: \"" name "Feature\", targets: [\"" name "Feature\"]),"
        print "        .executable(name: \"preview-" preview "\", targets: [\"" name "Preview\"]),"
    }
    index($0, targets_marker) {
        print "        .target(name: \"" name "FeatureInterface\", dependencies: interfaceDependencies),"
        print "        .target(name: \"" name "Feature\", dependencies: [\"" name "FeatureInterface\"] + featureDependencies),"
        print "        .testTarget("
        print "            name: \"" name "FeatureTests\", dependencies: [\"" name "Feature\", \"" name "FeatureInterface\"] + featureTestDependencies,"
        print "            exclude: snapshots),"
        print "        .executableTarget("
        print "            name: \"" name "Preview\", dependencies: [\"" name "Feature\", \"" name "FeatureInterface\"] + previewDependencies),"
    }
    { print }
' "$manifest" >"$temporary"
cat "$temporary" >"$manifest"
rm -f "$temporary"
trap - ERR

# --- Record the previews' snapshots and the flow's transitions -----------------------------------
# The snapshot test records every preview at each size when SNAPSHOTS=record; the folder exists first
# so that SwiftPM finds the test target's `exclude: snapshots` folder. One run of the new tests also
# records the transitions they drive into a scratch folder, for the state diagram below.
mkdir -p "$features/Tests/${name}FeatureTests/__Snapshots__"
echo "new-feature: recording the previews' snapshots and the flow's transitions (builds Packages/Features)…" >&2
record_log="$(mktemp "${TMPDIR:-/tmp}/new-feature-record.XXXXXX")"
recordings="$(mktemp -d "${TMPDIR:-/tmp}/new-feature-states.XXXXXX")"
drawn="$(mktemp -d "${TMPDIR:-/tmp}/new-feature-drawn.XXXXXX")"
trap 'rm -rf "$recordings" "$drawn"' EXIT
# Built with `swift build`, then run without building: a build by `swift test` itself may add flags
# of its own (in the release configuration, -enable-testing), and a later `swift build` of a
# product with NEW_FEATURE_SWIFT_FLAGS would then compile the whole stack again.
# shellcheck disable=SC2086 # NEW_FEATURE_SWIFT_FLAGS is a list of flags
if ! { "${SWIFT:-swift}" build --package-path "$features" ${NEW_FEATURE_SWIFT_FLAGS:-} --build-tests &&
    SNAPSHOTS=record VSM_STATES_OUT="$recordings" "${SWIFT:-swift}" test --package-path "$features" \
        ${NEW_FEATURE_SWIFT_FLAGS:-} --skip-build --filter "${name}FeatureTests"; } >"$record_log" 2>&1; then
    tail -n 30 "$record_log" >&2
    fail "${name}Feature was generated, but recording its snapshots failed (above); fix it, then run make snapshots"
fi
rm -f "$record_log"

# --- Draw the flow's state diagram --------------------------------------------------------------
# `monorepo states --output` draws every flow; with only the new tests' recordings the others would
# lose their transitions, so it draws into a scratch folder and only the new flow's diagram is kept.
flow="${name}Feature.${name}"
monorepo="${MONOREPO:-}"
if [ -z "$monorepo" ]; then
    echo "new-feature: building Tools/monorepo to draw the state diagram…" >&2
    "${SWIFT:-swift}" build --package-path "$root/Tools/monorepo" --product monorepo >&2 ||
        fail "${name}Feature was generated, but building Tools/monorepo failed; run make states"
    monorepo="$("${SWIFT:-swift}" build --package-path "$root/Tools/monorepo" --show-bin-path)/monorepo"
fi
coverage="$("$monorepo" states --root "$root" --recordings "$recordings" --output "$drawn" 2>/dev/null)" ||
    fail "${name}Feature was generated, but drawing its state diagram failed; run make states"
[ -f "$drawn/$flow.dot" ] || fail "${name}Feature was generated, but monorepo states drew no $flow.dot; run make states"
mkdir -p "$root/docs/states"
cp "$drawn/$flow.dot" "$root/docs/states/$flow.dot"
"$root/Tools/scripts/ensure-graphviz.sh" >&2 || fail "draw docs/states/$flow.svg with make states once dot is installed"
dot -Tsvg "$root/docs/states/$flow.dot" -o "$root/docs/states/$flow.svg"
echo "$coverage" | awk -v flow="$flow" 'NR == 1 || ($1 == flow && $2 ~ /^[0-9]+$/)'

cat <<EOF
Created ${name}Feature in Packages/Features:
  Sources/${name}FeatureInterface/  ${name}Route: its route and deep link (vsmshop://${preview}), what other features may know
  Sources/${name}Feature/      ${name}/ (view state, loader/loaded/error models, view and its previews, service), the headless entry, its registration and its list of previews
  Tests/${name}FeatureTests/   its tests, and its previews' snapshots in __Snapshots__/
  Sources/${name}Preview/      the preview executable preview-${preview}
  Package.swift                the interface, library, test and preview targets
  docs/states/${flow}.dot, .svg   its flow's state diagram, drawn from the tests' transitions
Commit all of the above (git add Packages/Features docs/states).
Wire it into the app with one line in Composition.features(dependencies:) (Apps/cli-app/Sources/CLIApp/Composition.swift),
and the two products in Apps/cli-app/Package.swift:
  ${name}Feature.registration(${camel}Service: .preview),
Next:
  swift test --package-path Packages/Features --filter ${name}FeatureTests
  make preview FEATURE=${preview}
EOF
