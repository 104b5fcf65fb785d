#!/usr/bin/env bash
# Scaffolds a new feature in Packages/Features in the recipe's shape (see README.md and
# Packages/Features/README.md): `<Name>Feature` with one flow folder `<Name>/` (view state, loader,
# loaded and error models, a `@ViewState` view, a placeholder service) and the headless entry, its
# tests (`<Name>FeatureTests`, over stubbed services), its named previews (`<Name>View+Previews.swift`)
# with their snapshots, recorded by running the new snapshot test once, and a preview executable
# (`preview-<name>`), registered in Packages/Features/Package.swift at the `new-feature.sh inserts`
# markers. The result builds with -warnings-as-errors, passes its tests and `make lint` as generated:
# the manifests and the composition root it edits are formatted with swift-format, and it writes the
# records lint compares (the flow's state diagram in docs/states, docs/dependency-graph.dot and .svg).
#
# --panel also declares a home panel titled <Name> in the interface (`HomePanel.<name>`) with its
# view (`<Name>Feature.homePanel`) and a test. --wire also registers the feature (and its panel)
# in Apps/cli-app/Sources/CLIApp/Composition.swift and its products in Apps/cli-app/Package.swift,
# at their `new-feature.sh inserts` markers; without it, the lines to add are printed.
# --owner OWNER is passed to the hooks: every executable Tools/scaffolding/post-generate.d/*.sh runs
# last, in name order, as `HOOK NAME OWNER` from the repository root (e.g. to record the owner).
#
# Environment: SWIFT (default swift); NEW_FEATURE_SWIFT_FLAGS, extra flags of the recording build
# (the scaffold test passes its build flags, so that its own builds reuse this one);
# MONOREPO, a built `monorepo` tool (default: built from REPO_ROOT/Tools/monorepo); MONOREPO_ARGS,
# the graph's `--e2e-runs` options (the Makefile's; default: asked of REPO_ROOT's Makefile).
#
# Usage: Tools/scaffolding/new-feature.sh [--panel] [--wire] [--owner OWNER] NAME [REPO_ROOT]
#   NAME       UpperCamelCase, e.g. Wishlist or GiftCard (without the "Feature" suffix)
#   REPO_ROOT  the monorepo to generate into (default: the one holding this script)
# A refused name or usage exits 64 and changes nothing; a failure after generating exits 1.
#
# Portable bash (macOS and Linux): no GNU-only flags.
set -euo pipefail

script_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
templates="$script_dir/Templates"

fail() {
    echo "new-feature: $*" >&2
    exit 1
}
refuse() {
    echo "new-feature: $*" >&2
    exit 64
}

usage="usage: new-feature.sh [--panel] [--wire] [--owner OWNER] NAME [REPO_ROOT]   (e.g. new-feature.sh Wishlist)"
panel=0 wire=0 owner=""
while [ $# -gt 0 ]; do
    case "$1" in
        --panel) panel=1 ;;
        --wire) wire=1 ;;
        --owner) [ $# -ge 2 ] || refuse "$usage"; owner="$2"; shift ;;
        --) shift; break ;;
        -*) refuse "unknown option '$1'; $usage" ;;
        *) break ;;
    esac
    shift
done
[ $# -ge 1 ] && [ $# -le 2 ] || refuse "$usage"
name="$1"
root="${2:-$(cd "$script_dir/../.." && pwd)}"

# --- Check the name ---------------------------------------------------------------------------
if ! [[ "$name" =~ ^[A-Z][A-Za-z0-9]*$ && "$name" =~ [a-z] ]]; then
    refuse "'$name' is not an UpperCamelCase Swift identifier (letters and digits, starting with a capital, e.g. Wishlist or GiftCard)"
fi
case "$name" in
    *Feature) refuse "'$name' ends in 'Feature'; give the bare name (e.g. Wishlist, which becomes WishlistFeature)" ;;
    *Preview | *Tests) refuse "'$name' ends in a suffix the scaffold adds itself; choose another name" ;;
esac
if [ "${#name}" -gt 40 ]; then
    refuse "'$name' is longer than 40 characters"
fi

# The name in lower camel case, for a model's service field and the panel: GiftCard -> giftCard.
camel="$(printf '%s' "${name:0:1}" | tr '[:upper:]' '[:lower:]')${name:1}"
# Swift's keywords: the name, or its lower camel case (a parameter and a member), cannot be one.
keywords=" associatedtype class deinit enum extension fileprivate func import init inout internal let open
    operator private precedencegroup protocol public rethrows static struct subscript typealias var break case
    catch continue default defer do else fallthrough for guard if in repeat return throw switch where while Any
    as await false is nil self Self super throws true try Type Protocol some any "
for word in "$name" "$camel"; do
    case "$keywords" in
        *[[:space:]]"$word"[[:space:]]*) refuse "'$name' is a Swift keyword ('$word'); choose another name" ;;
    esac
done

features="$root/Packages/Features"
manifest="$features/Package.swift"
composition="$root/Apps/cli-app/Sources/CLIApp/Composition.swift"
app_manifest="$root/Apps/cli-app/Package.swift"
[ -f "$manifest" ] || refuse "no Packages/Features/Package.swift under '$root' (pass the repository root as REPO_ROOT)"

# Every marker the scaffold inserts above, checked before anything changes.
products_marker="── new-feature.sh inserts feature products above"
targets_marker="── new-feature.sh inserts feature targets above"
registrations_marker="── new-feature.sh inserts registrations above"
panels_marker="── new-feature.sh inserts home panels above"
app_products_marker="── new-feature.sh inserts feature products above"
require_marker() {
    grep -q -- "$2" "$1" || refuse "${1#"$root"/} lost the marker comment '// $2'"
}
require_marker "$manifest" "$products_marker"
require_marker "$manifest" "$targets_marker"
if [ "$wire" = 1 ]; then
    require_marker "$composition" "$registrations_marker"
    [ "$panel" = 0 ] || require_marker "$composition" "$panels_marker"
    require_marker "$app_manifest" "$app_products_marker"
fi

# The preview's name: GiftCard -> gift-card (so `make preview FEATURE=gift-card`).
preview="$(printf '%s' "$name" | sed -E 's/([a-z0-9])([A-Z])/\1-\2/g' | tr '[:upper:]' '[:lower:]')"

# --- Refuse a taken name ------------------------------------------------------------------------
for path in "Sources/${name}FeatureInterface" "Sources/${name}Feature" "Sources/${name}Preview" "Tests/${name}FeatureTests"; do
    [ -e "$features/$path" ] && refuse "${name}Feature already exists (Packages/Features/$path is there)"
done
if grep -q -- "\"${name}Feature\"" "$manifest" || grep -q -- "\"preview-${preview}\"" "$manifest"; then
    refuse "${name}Feature already exists (Package.swift names ${name}Feature or preview-${preview})"
fi
if grep -rqs -- "\"${preview}\"" "$features/Sources"/*FeatureInterface; then
    refuse "the link vsmshop://${preview} is taken (an interface in Packages/Features parses \"${preview}\")"
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
template_folders=(Interface Feature Tests Preview)
[ "$panel" = 0 ] || template_folders+=(Panel)
(cd "$templates" && find "${template_folders[@]}" -type f -name '*.swift') | while IFS= read -r template; do
    case "${template#Panel/}" in
        Interface/*) destination="Sources/${name}FeatureInterface/${template#*Interface/}" ;;
        Feature/*) destination="Sources/${name}Feature/${template#*Feature/}" ;;
        Tests/*) destination="Tests/${name}FeatureTests/${template#*Tests/}" ;;
        Preview/*) destination="Sources/${name}Preview/${template#*Preview/}" ;;
    esac
    instantiate "$template" "${destination//__Name__/$name}"
done

# Inserts lines ($3, one per line) into file $1 just above the line holding marker $2, through a
# temporary file (never a half-written file).
insert_above() {
    local file="$1" marker="$2" lines="$3" temporary
    temporary="$(mktemp "${TMPDIR:-/tmp}/new-feature.XXXXXX")"
    awk -v marker="$marker" -v lines="$lines" 'index($0, marker) { print lines } { print }' "$file" >"$temporary"
    cat "$temporary" >"$file"
    rm -f "$temporary"
}

# The files outside the feature's folders that this run edits, kept to restore on a failure.
edited=("$manifest")
[ "$wire" = 0 ] || edited+=("$composition" "$app_manifest")
backup="$(mktemp -d "${TMPDIR:-/tmp}/new-feature-backup.XXXXXX")"
for file in "${edited[@]}"; do cp "$file" "$backup/$(basename "$(dirname "$file")")-$(basename "$file")"; done
restore_edited() {
    for file in "${edited[@]}"; do cp "$backup/$(basename "$(dirname "$file")")-$(basename "$file")" "$file"; done
}
trap 'cleanup_on_error; restore_edited' ERR

# What the feature's targets depend on: with a panel, also home's interface (for `HomePanel`).
home_interface=""
[ "$panel" = 0 ] || home_interface=', "HomeFeatureInterface"'
interface_dependencies="interfaceDependencies"
[ "$panel" = 0 ] || interface_dependencies='["HomeFeatureInterface"] + interfaceDependencies'
insert_above "$manifest" "$products_marker" "$(
    cat <<LINES
        .library(name: "${name}FeatureInterface", targets: ["${name}FeatureInterface"]),
        .library(name: "${name}Feature", targets: ["${name}Feature"]),
        .executable(name: "preview-${preview}", targets: ["${name}Preview"]),
LINES
)"
insert_above "$manifest" "$targets_marker" "$(
    cat <<LINES
        .target(name: "${name}FeatureInterface", dependencies: ${interface_dependencies}),
        .target(name: "${name}Feature", dependencies: ["${name}FeatureInterface"${home_interface}] + featureDependencies),
        .testTarget(
            name: "${name}FeatureTests",
            dependencies: ["${name}Feature", "${name}FeatureInterface"${home_interface}] + featureTestDependencies,
            exclude: snapshots),
        .executableTarget(
            name: "${name}Preview", dependencies: ["${name}Feature", "${name}FeatureInterface"] + previewDependencies),
LINES
)"

# The app's lines: the registration, the panel, the two products.
registration_line="            ${name}Feature.registration(${camel}Service: .preview),"
panel_line="            ${name}Feature.homePanel(${camel}Service: .preview),"
app_product_lines="    .product(name: \"${name}Feature\", package: \"Features\"),
    .product(name: \"${name}FeatureInterface\", package: \"Features\"),"
if [ "$wire" = 1 ]; then
    # The import goes above the first one; swift-format sorts the imports below.
    temporary="$(mktemp "${TMPDIR:-/tmp}/new-feature.XXXXXX")"
    awk -v line="import ${name}Feature" '!done && /^import / { print line; done = 1 } { print }' "$composition" >"$temporary"
    cat "$temporary" >"$composition"
    rm -f "$temporary"
    insert_above "$composition" "$registrations_marker" "$registration_line"
    [ "$panel" = 0 ] || insert_above "$composition" "$panels_marker" "$panel_line"
    insert_above "$app_manifest" "$app_products_marker" "$app_product_lines"
fi

# Formatted as `make format-check` requires (long names wrap, imports sort by the name), so `make lint`
# passes as generated.
trap - ERR
if ! "${SWIFT:-swift}" format format --in-place --recursive "${edited[@]}" "${created[@]/#/$features/}"; then
    cleanup_on_error
    restore_edited
    fail "swift format failed on the edited files; nothing was changed"
fi
rm -rf "$backup"

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

# --- Draw the dependency graph -------------------------------------------------------------------
# What `make graph` draws, from the manifests as they are now (make lint compares it).
graph_args="${MONOREPO_ARGS-}"
if [ -z "${MONOREPO_ARGS+set}" ]; then
    graph_args="$(make -s --no-print-directory -C "$root" monorepo-args)" ||
        fail "${name}Feature was generated, but reading the graph's options from the Makefile failed; run make graph"
fi
# shellcheck disable=SC2086 # graph_args is a list of options
"$monorepo" graph --root "$root" $graph_args --output "$root/docs/dependency-graph.dot" >&2 ||
    fail "${name}Feature was generated, but drawing the dependency graph failed; run make graph"
dot -Tsvg "$root/docs/dependency-graph.dot" -o "$root/docs/dependency-graph.svg"

# --- Hooks ------------------------------------------------------------------------------------------
# Each executable post-generate.d/*.sh, in name order, from the repository root: `HOOK NAME OWNER`
# (OWNER may be empty). They write further records (owners, API baselines); a failing hook fails.
for hook in "$root/Tools/scaffolding/post-generate.d"/*.sh; do
    [ -x "$hook" ] || continue
    (cd "$root" && "$hook" "$name" "$owner") || fail "${name}Feature was generated, but the hook ${hook#"$root"/} failed"
done

panel_files=""
[ "$panel" = 0 ] || panel_files=" with its home panel"
cat <<EOF
Created ${name}Feature in Packages/Features${panel_files}:
  Sources/${name}FeatureInterface/  ${name}Route: its route and deep link (vsmshop://${preview}), what other features may know
  Sources/${name}Feature/      ${name}/ (view state, loader/loaded/error models, view and its previews, service), the headless entry, its registration and its list of previews
  Tests/${name}FeatureTests/   its tests, and its previews' snapshots in __Snapshots__/
  Sources/${name}Preview/      the preview executable preview-${preview}
  Package.swift                the interface, library, test and preview targets
  docs/states/${flow}.dot, .svg   its flow's state diagram, drawn from the tests' transitions
  docs/dependency-graph.dot, .svg  the package and target graph, drawn again
EOF
if [ "$wire" = 1 ]; then
    echo "Wired into the app: Apps/cli-app/Sources/CLIApp/Composition.swift and Apps/cli-app/Package.swift."
    echo "Commit all of the above (git add Packages/Features docs Apps/cli-app); make run shows it."
else
    echo "Commit all of the above (git add Packages/Features docs). Wire it into the app (or run again with WIRE=1):"
    echo "  in Apps/cli-app/Sources/CLIApp/Composition.swift, import ${name}Feature and in Composition.features(dependencies:):"
    echo "$registration_line"
    if [ "$panel" = 1 ]; then
        echo "  in Composition.homePanels(dependencies:), where it should show:"
        echo "$panel_line"
    fi
    echo "  in 'composed' in Apps/cli-app/Package.swift:"
    echo "$app_product_lines"
fi
cat <<EOF
Next:
  make test-feature FEATURE=${preview}
  make preview FEATURE=${preview}
EOF
