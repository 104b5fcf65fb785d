#!/usr/bin/env bash
# The steps of `make test` and `make test-affected`, each timed, with a table of the times at the end
# (also when a step fails: then it stops there with that step's status).
#
#   Tools/scripts/test-steps.sh all            # lint, then every package in dependency order
#   Tools/scripts/test-steps.sh affected REV   # only the packages a change since REV selects
#
# Which packages, and in which order, comes from the manifests (Tools/monorepo), never from a list.
# A package's steps are `make test-<name>`, plus the checks that hang off it: VSMKit under the thread
# sanitizer, the scaffold test after Features (it generates a feature into a copy of Features), and
# the end-to-end suite `Tests` as `make test-e2e`. E2E_RUNS (set by the Makefile) names the packages
# whose binaries the end-to-end suite runs. In `all` mode the dev server's build and the scaffold
# test run in the background from the start (see background_start).
set -uo pipefail
cd "$(dirname "$0")/../.."
make_cmd=(${MAKE:-make} --no-print-directory)
mode=${1:-}
case "$mode" in
    all) ;;
    affected) [ -n "${2:-}" ] || { echo "usage: $0 affected REV" >&2; exit 64; } ;;
    *) echo "usage: $0 all | affected REV" >&2; exit 64 ;;
esac

names=()
seconds=()
# Nanoseconds since the epoch. BSD date (macOS) has no %N and prints it as "N": whole seconds there.
now() {
    local t
    t=$(date +%s%N)
    case "$t" in *N) echo "${t%N}000000000" ;; *) echo "$t" ;; esac
}
elapsed() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", (b - a) / 1e9 }'; }
summary() {
    echo
    echo "── step times (s) ─────────────────────────"
    for i in "${!names[@]}"; do printf "  %-26s %7s\n" "${names[$i]}" "${seconds[$i]}"; done
    printf "  %-26s %7s\n" "total" "$(elapsed "$start_all" "$(now)")"
}
# Adds a finished step to the table, marked FAILED when its status is not 0, and prints its time.
# (The name is settled before it is appended: bash 3.2, which macOS ships, has no names[-1].)
record() { # NAME STATUS STARTED
    local took
    took=$(elapsed "$3" "$(now)")
    if [ "$2" -eq 0 ]; then names+=("$1"); else names+=("${1% (wait)} (FAILED)"); fi
    seconds+=("$took")
    echo "--- $1: $took s"
}
# Stops the whole run, with the table, when a step failed.
stop_if_failed() {
    [ "$1" -eq 0 ] && return 0
    summary
    exit "$1"
}
# Runs one make target, timed; stops the whole run when it fails.
step() {
    local began status
    began=$(now)
    "${make_cmd[@]}" "$1"
    status=$?
    record "$1" "$status" "$began"
    stop_if_failed "$status"
}
start_all=$(now)

# `make test` runs two steps in the background from the start, each in a build folder of its own
# that no other step touches: the dev server's build (see the Makefile; SwiftNIO and Hummingbird,
# the longest compile of the run) and the scaffold test (a copy of Packages/). They take the CPU the
# other steps leave idle while those link, plan or run tests. Each is waited for at its place in the
# order and timed there as "(wait)"; a failure prints its log and stops the run. Each runs in its
# own process group, stopped if this script ends first.
# (Plain variables named after each target, not associative arrays: macOS ships bash 3.2.)
background_targets=()
background_start() {
    local key=${1//-/_} log
    log=$(mktemp "${TMPDIR:-/tmp}/make-$1.XXXXXX")
    if command -v setsid >/dev/null; then
        setsid "${make_cmd[@]}" "$1" >"$log" 2>&1 &
    else
        "${make_cmd[@]}" "$1" >"$log" 2>&1 & # macOS has no setsid
    fi
    printf -v "bg_pid_$key" '%s' "$!"
    printf -v "bg_log_$key" '%s' "$log"
    background_targets+=("$1")
}
background_stop_all() {
    local target key pid log
    for target in ${background_targets[@]+"${background_targets[@]}"}; do
        key=${target//-/_}
        pid="bg_pid_$key"
        log="bg_log_$key"
        if [ -n "${!pid:-}" ]; then kill -- "-${!pid}" 2>/dev/null || kill "${!pid}" 2>/dev/null; fi
        rm -f "${!log:-}"
    done
    return 0
}
trap background_stop_all EXIT
# Waits for a background step; returns 1 (doing nothing) when it was not started in the background.
background_wait() {
    local key=${1//-/_} began status pid log
    pid="bg_pid_$key"
    log="bg_log_$key"
    [ -n "${!pid:-}" ] || return 1
    began=$(now)
    echo "==> $1 (started in the background): waiting"
    wait "${!pid}"
    status=$?
    printf -v "$pid" '%s' ""
    record "$1 (wait)" "$status" "$began"
    [ "$status" -eq 0 ] || cat "${!log}"
    stop_if_failed "$status"
}

step monorepo-tool
monorepo=$("${make_cmd[@]}" -s monorepo-bin-path)
e2e_args=()
for folder in ${E2E_RUNS:-}; do e2e_args+=(--e2e-runs "$folder"); done
if [ "$mode" = all ]; then
    packages=$("$monorepo" packages "${e2e_args[@]}") || exit 1
    background_start build-server
    background_start test-scaffolding
    step lint
else
    packages=$("$monorepo" affected --base "$2" "${e2e_args[@]}") || exit 1
    echo "==> affected since $2: $(echo $packages)"
fi

for package in $packages; do
    case "$package" in
        Tests) step test-e2e ;;
        api-server) background_wait build-server; step test-api-server ;;
        VSMKit) step test-VSMKit && step test-tsan ;;
        Features) step test-Features && { background_wait test-scaffolding || step test-scaffolding; } ;;
        # `make lint` runs the layering check's tests; `make test` has just run lint.
        layering-check) [ "$mode" = all ] || step test-layering-check ;;
        *) step "test-$package" ;;
    esac
done
summary
