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
# whose binaries the end-to-end suite runs. In `all` mode the dev server is built in the background
# from the start (see start_server_build).
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
now() { date +%s%N; }
elapsed() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", (b - a) / 1e9 }'; }
summary() {
    echo
    echo "── step times (s) ─────────────────────────"
    for i in "${!names[@]}"; do printf "  %-26s %7s\n" "${names[$i]}" "${seconds[$i]}"; done
    printf "  %-26s %7s\n" "total" "$(elapsed "$start_all" "$(now)")"
}
# Runs one make target, timed; stops the whole run when it fails.
step() {
    local began status
    began=$(now)
    "${make_cmd[@]}" "$1"
    status=$?
    names+=("$1")
    seconds+=("$(elapsed "$began" "$(now)")")
    echo "--- $1: ${seconds[-1]} s"
    if [ "$status" -ne 0 ]; then
        names[-1]="$1 (FAILED)"
        summary
        exit "$status"
    fi
}
start_all=$(now)

# `make test` builds the dev server in the background from the start: it builds in a folder of its
# own (see the Makefile), and its compile (SwiftNIO, Hummingbird: the longest of the run) fills the
# CPU the other steps leave idle while they link, plan or run tests. Its step waits for it, then
# runs its tests; a failed build is shown there. The build runs in its own process group, stopped
# if this script ends first.
server_pid=
server_log=
start_server_build() {
    server_log=$(mktemp "${TMPDIR:-/tmp}/server-build.XXXXXX")
    if command -v setsid >/dev/null; then
        setsid "${make_cmd[@]}" build-server >"$server_log" 2>&1 &
        server_group=yes
    else
        "${make_cmd[@]}" build-server >"$server_log" 2>&1 &  # macOS has no setsid
    fi
    server_pid=$!
}
stop_server_build() {
    if [ -n "$server_pid" ]; then
        if [ -n "${server_group:-}" ]; then kill -- "-$server_pid" 2>/dev/null; else kill "$server_pid" 2>/dev/null; fi
    fi
    [ -n "$server_log" ] && rm -f "$server_log"
    return 0
}
trap stop_server_build EXIT
# Waits for the background build, timed as a step of its own.
wait_server_build() {
    [ -n "$server_pid" ] || return 0
    local began status
    began=$(now)
    echo "==> waiting for the dev server's build (started in the background)"
    wait "$server_pid"
    status=$?
    server_pid=
    names+=("build-server (wait)")
    seconds+=("$(elapsed "$began" "$(now)")")
    if [ "$status" -ne 0 ]; then
        cat "$server_log"
        names[-1]="build-server (FAILED)"
        summary
        exit "$status"
    fi
}

step monorepo-tool
monorepo=$("${make_cmd[@]}" -s monorepo-bin-path)
e2e_args=()
for folder in ${E2E_RUNS:-}; do e2e_args+=(--e2e-runs "$folder"); done
if [ "$mode" = all ]; then
    packages=$("$monorepo" packages "${e2e_args[@]}") || exit 1
    start_server_build
    step lint
else
    packages=$("$monorepo" affected --base "$2" "${e2e_args[@]}") || exit 1
    echo "==> affected since $2: $(echo $packages)"
fi

for package in $packages; do
    case "$package" in
        Tests) step test-e2e ;;
        api-server) wait_server_build && step test-api-server ;;
        VSMKit) step test-VSMKit && step test-tsan ;;
        Features) step test-Features && step test-scaffolding ;;
        # `make lint` runs the layering check's tests; `make test` has just run lint.
        layering-check) [ "$mode" = all ] || step test-layering-check ;;
        *) step "test-$package" ;;
    esac
done
summary
