#!/usr/bin/env bash
# build-growth: how the build grows with the number of features. For each N, in a temporary copy of
# Packages/ and the scaffolding, generate features with the scaffold until Features has N of them,
# then time (c) a cold build of Features with its tests, (a) the incremental rebuild and one
# feature's tests after editing one feature file, as `make test-feature` runs them
# (Tools/scripts/test-one-feature.sh: the test executable run directly), (a") the same edit through
# `swift build --build-tests` and `swift test --filter`, (b) the rebuild and one feature's tests after
# a public API edit in Domain. Prints seconds against N and the ratio to the first N (3, today's
# count). Target: (a) at N=100 within 1.5x of N=3.
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
# Appends a line to a file of the copy, as an edit would.
edit() { printf "$2" "$RANDOM" >>"$1"; }

results=()
for n in "${counts[@]}"; do
    copy="$work/n$n"
    mkdir -p "$copy/Tools"
    (cd "$root" && tar --exclude='.build*' --exclude='.swiftpm' --exclude='Package.resolved' -cf - Packages Tools/scaffolding) |
        (cd "$copy" && tar -xf -)
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

    results+=("$count $leaf $leafViaSwiftTest $domain $cold")
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
