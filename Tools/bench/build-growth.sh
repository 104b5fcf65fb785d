#!/usr/bin/env bash
# build-growth: how the build grows with the number of features. For each N, in a temporary copy of
# Packages/ and the scaffolding, generate features with the scaffold until Features has N of them,
# then time (c) a cold build of Features with its tests, (a) the incremental rebuild and one
# feature's tests after editing one feature file, as `make test-feature` runs them
# (Tools/scripts/test-one-feature.sh: the test executable run directly), (a") the same edit through
# `swift build --build-tests` and `swift test --filter`, (b) the rebuild and one feature's tests after
# a public API edit in Domain. Prints seconds against N and the ratio to the first N (a count below
# the features already there is that count: 4 on main). Target: (a) at N=100 within 1.5x of N=3.
#
# Then, with Apps/cli-app copied too (issue 18, item 7): (d) add a route to the blog feature,
# rebuild the app with its tests and run its composition tests; (d') the same route edit as the
# Features package sees it (rebuild with its tests, BlogFeatureTests); (e) a public addition to the
# module that declares the blog's routes, then Features, BlogFeatureTests and the app as in (d).
# Each prints its seconds and how many modules were compiled (distinct names in the build log's
# "Compiling" lines). The script reads which layout it runs on from the copy:
# - feature interfaces (main since 5973f01): the route is a case of BlogRoute
#   (BlogFeatureInterface) with its link, and a case in BlogFeature.registration's switch; (e) edits
#   BlogRoute.swift; the app's suite is CompositionTests;
# - one shared enum (up to 326beaa: Packages/Features/Sources/FeatureKit/Route.swift exists): the
#   route is a case of FeatureKit.Route and a case in Composition.view(for:)'s switch; (e) edits
#   FeatureKit/Route.swift, the closest equivalent; the app's suite is CompositionRouteTests.
# To measure the old layout, copy this script into a worktree of the old commit and run it there.
#
#   Tools/bench/build-growth.sh [N ...]        (default: 3 25 100; each N builds from cold)
#
# Absolute times depend on the machine and its load: read the ratios, measured in the same run.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
swift="${SWIFT:-swift}"
counts=("$@")
[ ${#counts[@]} -gt 0 ] || counts=(3 25 100)
work="$(mktemp -d "${TMPDIR:-/tmp}/build-growth.XXXXXX")"
trap 'rm -rf "$work"' EXIT

now() { date +%s%N; }
seconds() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", (b - a) / 1e9 }'; }
# Runs a command quietly (its output goes to a log, shown when it fails) and prints its seconds.
timed() {
    local began log="$work/last.log"
    began=$(now)
    if ! "$@" >"$log" 2>&1; then
        cat "$log" >&2
        echo "build-growth: failed: $*" >&2
        exit 1
    fi
    seconds "$began" "$(now)"
}
build_and_test() {
    "$swift" build --package-path "$1/Packages/Features" --build-tests -Xswiftc -warnings-as-errors &&
        "$swift" test --package-path "$1/Packages/Features" --skip-build --filter BlogFeatureTests
}
fast_loop() {
    "$root/Tools/scripts/test-one-feature.sh" "$1/Packages/Features" blog -Xswiftc -warnings-as-errors
}
app_loop() {
    "$swift" build --package-path "$1/Apps/cli-app" --build-tests -Xswiftc -warnings-as-errors &&
        "$swift" test --package-path "$1/Apps/cli-app" --skip-build --filter "$app_suite"
}
features_then_app() { build_and_test "$1" && app_loop "$1"; }
# Appends a line to a file of the copy, as an edit would: the text is a printf format whose %d
# becomes a random number, so each edit differs from the last.
# shellcheck disable=SC2059
edit() { printf "$2" "$RANDOM" >>"$1"; }
# Replaces the one occurrence of FIND (plain text) in FILE with REPLACE; fails when FIND is not there
# exactly once, so a changed source stops the run instead of timing an edit that was not made.
replace_once() {
    FIND="$2" REPLACE="$3" awk '
        { i = index($0, ENVIRON["FIND"]) }
        i { $0 = substr($0, 1, i - 1) ENVIRON["REPLACE"] substr($0, i + length(ENVIRON["FIND"])); hits++ }
        { print }
        END { exit hits == 1 ? 0 : 1 }' "$1" >"$1.new" || {
        rm -f "$1.new"
        echo "build-growth: '$2' is not in $1 exactly once" >&2
        exit 1
    }
    mv "$1.new" "$1"
}
# Adds a route to the blog the way the layout in the copy wants it (see the header).
add_blog_route() {
    local features="$1/Packages/Features/Sources"
    if [ "$layout" = interfaces ]; then
        local route="$features/BlogFeatureInterface/BlogRoute.swift"
        replace_once "$route" 'case entry(BlogEntryID)' \
            $'case entry(BlogEntryID)\n    /// Added by build-growth.\n    case buildGrowth'
        replace_once "$route" 'guard link.feature == "blog" else { return nil }' \
            $'guard link.feature == "blog" else { return nil }\n        if link.path == ["build-growth"] {\n            self = .buildGrowth\n            return\n        }'
        replace_once "$route" 'case .list: DeepLink(feature: "blog")' \
            $'case .list: DeepLink(feature: "blog")\n        case .buildGrowth: DeepLink(feature: "blog", path: ["build-growth"])'
        replace_once "$route" '"vsmshop://blog/<entry id>"]' '"vsmshop://blog/<entry id>", "vsmshop://blog/build-growth"]'
        replace_once "$features/BlogFeature/BlogFeature.swift" 'case .list: BlogListView(dependencies: dependencies)' \
            $'case .list: BlogListView(dependencies: dependencies)\n            case .buildGrowth: BlogListView(dependencies: dependencies)'
    else
        replace_once "$features/FeatureKit/Route.swift" 'case blogEntry(BlogEntryID)' \
            $'case blogEntry(BlogEntryID)\n    /// Added by build-growth.\n    case blogBuildGrowth'
        replace_once "$1/Apps/cli-app/Sources/CLIApp/Composition.swift" \
            'case .blog: return BlogListView(dependencies: dependencies)' \
            $'case .blog: return BlogListView(dependencies: dependencies)\n        case .blogBuildGrowth: return BlogListView(dependencies: dependencies)'
    fi
}
# The modules the last timed command compiled, by name (a package plugin SwiftPM checks again on
# every build, such as ArgumentParser's, is not a module of the app).
compiled() { sed -n '/\] Compiling plugin /d; s/^\[[0-9]*\/[0-9]*\] Compiling \([^ ]*\) .*/\1/p' "$work/last.log" | sort -u | tr '\n' ' '; }
count() { wc -w <<<"$1" | tr -d ' '; }

if [ -f "$root/Packages/Features/Sources/FeatureKit/Route.swift" ]; then
    layout=shared-enum app_suite=CompositionRouteTests
    layout_text="one shared enum: a route is a case of FeatureKit.Route and of Composition.view(for:)"
    interface_text="FeatureKit/Route.swift (every feature imports it; no feature interface here)"
else
    layout=interfaces app_suite=CompositionTests
    layout_text="feature interfaces: a route is a case of BlogRoute and of BlogFeature.registration"
    interface_text="BlogFeatureInterface/BlogRoute.swift"
fi

results=()
routes=()
for n in "${counts[@]}"; do
    copy="$work/n$n"
    mkdir -p "$copy/Tools"
    (cd "$root" && tar --exclude='.build*' --exclude='.swiftpm' --exclude='Package.resolved' -cf - Packages Tools/scaffolding \
        Apps/cli-app) | (cd "$copy" && tar -xf -)
    have=$(find "$copy/Packages/Features/Sources" -maxdepth 1 -type d -name '*Feature' | wc -l)
    for ((i = have + 1; i <= n; i++)); do
        (cd "$copy" && Tools/scaffolding/new-feature.sh "$(printf 'Growth%03d' "$i")") >/dev/null
    done
    count=$(find "$copy/Packages/Features/Sources" -maxdepth 1 -type d -name '*Feature' | wc -l)
    echo "==> N=$count: cold build of Features with its tests" >&2
    cold=$(timed build_and_test "$copy")
    # SwiftPM plans the whole build again when the command or any environment variable differs from
    # the last build in the folder (about 10 s at N=100, nothing compiled), and a script run by this
    # one sees another SHLVL. A working session repeats one command, so each loop runs once untimed
    # before its edit is timed.

    echo "==> N=$count: edit one feature file, rebuild, run its tests (make test-feature, then swift test)" >&2
    feature_file=$(find "$copy/Packages/Features/Sources/BlogFeature" -name '*.swift' | sort | head -1)
    timed fast_loop "$copy" >/dev/null
    edit "$feature_file" '\nprivate func buildGrowthProbe() -> Int { %d }\n'
    leaf=$(timed fast_loop "$copy")
    timed build_and_test "$copy" >/dev/null
    edit "$feature_file" '\nprivate func buildGrowthProbeAgain() -> Int { %d }\n'
    leafViaSwiftTest=$(timed build_and_test "$copy")

    echo "==> N=$count: public API edit in Domain, rebuild, run one feature's tests" >&2
    domain_file=$(find "$copy/Packages/Domain/Sources/Domain" -name '*.swift' | sort | head -1)
    edit "$domain_file" "\n/// Added by build-growth.\npublic func buildGrowthProbe$RANDOM() -> Int { %d }\n"
    domain=$(timed build_and_test "$copy")

    echo "==> N=$count: cold build of the app with its tests ($app_suite), untimed" >&2
    timed app_loop "$copy" >/dev/null
    timed build_and_test "$copy" >/dev/null

    echo "==> N=$count: add a route to the blog ($layout), rebuild and test the app, then Features" >&2
    add_blog_route "$copy"
    route_app=$(timed app_loop "$copy")
    route_app_modules=$(compiled)
    route_features=$(timed build_and_test "$copy")
    route_features_modules=$(compiled)
    echo "    (d) app compiled: $route_app_modules" >&2
    echo "    (d') Features compiled: $route_features_modules" >&2

    echo "==> N=$count: public addition to $interface_text, rebuild Features and the app, run their tests" >&2
    if [ "$layout" = interfaces ]; then
        edit "$copy/Packages/Features/Sources/BlogFeatureInterface/BlogRoute.swift" \
            '\nextension BlogRoute {\n    /// Added by build-growth.\n    public func buildGrowthProbe() -> Int { %d }\n}\n'
    else
        edit "$copy/Packages/Features/Sources/FeatureKit/Route.swift" \
            '\nextension Route {\n    /// Added by build-growth.\n    public func buildGrowthProbe() -> Int { %d }\n}\n'
    fi
    interface_features=$(timed build_and_test "$copy")
    interface_features_modules=$(compiled)
    interface_app=$(timed app_loop "$copy")
    interface_app_modules=$(compiled)
    interface=$(awk -v a="$interface_features" -v b="$interface_app" 'BEGIN { printf "%.1f", a + b }')
    echo "    (e) Features compiled: $interface_features_modules" >&2
    echo "    (e) app compiled: $interface_app_modules" >&2

    results+=("$count $leaf $leafViaSwiftTest $domain $cold")
    routes+=("$count $route_app $(count "$route_app_modules") $route_features $(count "$route_features_modules") $interface \
$(count "$interface_features_modules") $(count "$interface_app_modules")")
    rm -rf "$copy"
done

echo
echo "build-growth on $(nproc) cores (load average at the end: $(cut -d' ' -f1-3 /proc/loadavg))"
printf "%6s  %22s  %22s  %22s  %22s\n" "N" "(a) feature edit s" "(a\") via swift test s" "(b) Domain API edit s" \
    "(c) cold Features s"
read -r _ base_a base_s base_b base_c <<<"${results[0]}"
ratio() { awk -v x="$1" -v y="$2" 'BEGIN{print x/y}'; }
for row in "${results[@]}"; do
    read -r n a s b c <<<"$row"
    printf "%6s  %12s (%5.2fx)  %12s (%5.2fx)  %12s (%5.2fx)  %12s (%5.2fx)\n" "$n" "$a" "$(ratio "$a" "$base_a")" \
        "$s" "$(ratio "$s" "$base_s")" "$b" "$(ratio "$b" "$base_b")" "$c" "$(ratio "$c" "$base_c")"
done
read -r n a _ _ _ <<<"${results[-1]}"
echo "target: (a) at the largest N within 1.5x of the first: $(awk -v x="$a" -v y="$base_a" 'BEGIN{print (x/y <= 1.5) ? "met" : "NOT met"}') (N=$n)"

echo
echo "adding a route, on $layout_text"
echo "(d) the route, then the app: swift build --build-tests and swift test --filter $app_suite"
echo "(d') the same route edit, then Features: swift build --build-tests and swift test --filter BlogFeatureTests"
echo "(e) a public addition to $interface_text, then Features and BlogFeatureTests, then the app as in (d)"
printf "%6s  %16s %8s  %16s %8s  %16s %16s\n" "N" "(d) route, app s" "modules" "(d') Features s" "modules" \
    "(e) interface s" "modules F + app"
read -r _ base_d _ base_f _ base_e _ _ <<<"${routes[0]}"
for row in "${routes[@]}"; do
    read -r n d dm f fm e em_features em_app <<<"$row"
    printf "%6s  %6s (%5.2fx) %8s  %6s (%5.2fx) %8s  %6s (%5.2fx) %9s\n" "$n" "$d" "$(ratio "$d" "$base_d")" "$dm" \
        "$f" "$(ratio "$f" "$base_f")" "$fm" "$e" "$(ratio "$e" "$base_e")" "$em_features + $em_app"
done
