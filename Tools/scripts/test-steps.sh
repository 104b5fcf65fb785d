#!/usr/bin/env bash
# The steps of `make test`, `make test-affected` and each CI job, each timed, with a table of the
# times at the end (also when a step fails: then it stops there with that step's status).
#
#   Tools/scripts/test-steps.sh all              # lint, then every package in dependency order
#   Tools/scripts/test-steps.sh audit            # the steps `all` would skip as cached, run anyway
#   Tools/scripts/test-steps.sh affected REV     # only the packages a change since REV selects
#   Tools/scripts/test-steps.sh kinds KIND...    # the packages of these kinds (library app tool end-to-end)
#   Tools/scripts/test-steps.sh steps STEP...    # these make targets, in this order (a CI shard's steps)
#
# Which steps, and in which order, comes from the manifests through Tools/monorepo (`monorepo steps`,
# the same table `make ci-plan` plans with), never from a list here. E2E_RUNS (set by the Makefile)
# names the packages whose binaries the end-to-end suite runs. In `all` mode the dev server's build,
# VSMKit's tests under TSan and the tutorial check run in the background from the start, below the
# other steps' priority (see background_steps and filler_steps), the contract test from its place in
# the order to the end (deferred_steps), and with RECORD_STEP_TIMES=1 a green
# run writes every step's time into the step-times file `make ci-plan` balances shards with.
#
# The test cache (`all` mode only, the one `make test` runs): a step whose inputs passed before is
# skipped and shown as cached in the table. Its key, from `monorepo test-key`, covers everything the
# step reads (Tools/monorepo's TestStepInputs, TestCacheKey); steps that belong together share one
# (states-check with the Features tests, the dev server's tests with its build). A unit that passes
# is recorded as an empty file .test-cache/UNIT/KEY, once the run ends, if its inputs (but for the
# Package.resolved files its build may write) are what they were at the start. FRESH=1 (any value
# but 0) runs every step; passes are still recorded. `audit` runs the steps the cache would skip
# and reports every one whose result differs from the cache (a failure).
set -uo pipefail
cd "$(dirname "$0")/../.." || exit 1
make_cmd=("${MAKE:-make}" --no-print-directory)
mode=${1:-}
usage() {
    echo "usage: $0 all | audit | affected REV | kinds KIND... | steps STEP..." >&2
    exit 64
}
case "$mode" in
    all | audit) ;;
    affected) [ -n "${2:-}" ] || usage ;;
    kinds | steps) [ $# -ge 2 ] || usage ;;
    *) usage ;;
esac

names=()
seconds=()
# The processor time (user + system) of each step's processes, beside its wall time: on a machine
# whose cores every step shares, it says which step costs the most. A background step's whole run
# is on its own line (see background_reaped_cpu), not in the step that was running as it ended.
cpu_seconds=()
# Each finished step's own duration as STEP=SECONDS, for the step-times file (a background step's
# whole run, not the wait for it).
measured=()
# Nanoseconds since the epoch. BSD date (macOS) has no %N and prints it as "N": whole seconds there.
now() {
    local t
    t=$(date +%s%N)
    case "$t" in *N) echo "${t%N}000000000" ;; *) echo "$t" ;; esac
}
elapsed() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", (b - a) / 1e9 }'; }
# The children's user + system seconds in a file bash's `times` wrote (its second line, "1m2.5s 0m3.1s").
children_seconds() {
    awk 'NR == 2 {
        total = 0
        for (i = 1; i <= 2; i++) { split($i, part, "m"); total += part[1] * 60 + part[2] }
        printf "%.1f", total
    }' "$1"
}
# Sets cpu_now to the user + system seconds of every child process waited for so far (`times` must
# run in this shell: in a subshell it counts that one's children).
times_file=$(mktemp "${TMPDIR:-/tmp}/test-steps-times.XXXXXX")
children_cpu() {
    times >"$times_file"
    cpu_now=$(children_seconds "$times_file")
}
children_cpu
cpu_before=$cpu_now
summary() {
    echo
    echo "── step times (s) ──────────────────────────────────"
    printf "  %-26s %7s %7s\n" "step" "wall" "cpu"
    for i in "${!names[@]}"; do printf "  %-26s %7s %7s\n" "${names[$i]}" "${seconds[$i]}" "${cpu_seconds[$i]}"; done
    children_cpu
    printf "  %-26s %7s %7s\n" "total" "$(elapsed "$start_all" "$(now)")" "$cpu_now"
}
# Adds a finished step to the table, marked FAILED when its status is not 0, and prints its time.
# (The name is settled before it is appended: bash 3.2, which macOS ships, has no names[-1].)
record() { # NAME STATUS STARTED [CPU]
    local took spent
    took=$(elapsed "$3" "$(now)")
    children_cpu
    spent=$(awk -v a="$cpu_before" -v b="$cpu_now" 'BEGIN { printf "%.1f", b - a }')
    cpu_before=$cpu_now
    # A background step's processes are counted when bash reaps it, during whichever step is
    # running then: its own time moves from that step to the background step's line.
    background_reaped_cpu
    spent=$(awk -v a="$spent" -v b="$reaped_cpu" 'BEGIN { printf "%.1f", a - b }')
    cpu_seconds+=("${4:-$spent}")
    if [ "$2" -eq 0 ]; then names+=("$1"); else names+=("${1% (wait)} (FAILED)"); fi
    seconds+=("$took")
    echo "--- $1: $took s (cpu ${cpu_seconds[${#cpu_seconds[@]} - 1]} s)"
}
# Stops the whole run, with the table, when a step failed (an audit goes on: it reports them all).
stop_if_failed() {
    [ "$1" -eq 0 ] && return 0
    [ "$mode" != audit ] || return 0
    summary
    cache_record_passes
    exit "$1"
}
# Runs one make target, timed; stops the whole run when it fails. Sets step_status.
step() {
    local began
    began=$(now)
    "${make_cmd[@]}" "$1"
    step_status=$?
    record "$1" "$step_status" "$began"
    measured+=("$1=${seconds[${#seconds[@]} - 1]}")
    [ "$step_status" -ne 0 ] || cache_passed "$1"
    stop_if_failed "$step_status"
}
start_all=$(now)

# `make test` runs three steps in the background from the start, each in a build folder of its own
# that no other step touches: the dev server's build (see the Makefile; SwiftNIO and Hummingbird,
# the longest compile of the run), VSMKit's tests under the thread sanitizer and the tutorial check
# (a copy of the repository). Every later step waits for the steps in the foreground, so the
# background ones run below their priority and take the CPU those leave (tests running in one
# process, links, planning). Each is waited for at its place in the order (a filler step at the end)
# and timed there as "(wait)"; a failure prints its log and stops the run. Each runs in its own
# process group, stopped if this script ends first, and writes its own duration (whole seconds,
# bash's SECONDS) beside its log.
# (Plain variables named after each target, not associative arrays: macOS ships bash 3.2.)
background_steps=(build-server test-tsan tutorial-check)
background_priority=5 # nice(1)'s increments: below the foreground, above the fillers
filler_priority=19
# In `all` mode these start in the background when the order reaches them and are waited for at the
# end, with their log: the contract test drives the dev server from one Python process, so the
# end-to-end tests after it get the other core. It starts a server of its own, on a port and database
# of its own. (Not the dev server's tests: `swift test` holds SwiftPM's lock on the server's folder
# while they run, and the end-to-end step, which builds there first, waited for them.)
deferred_steps=(contract-test)
# Of the background steps, these run at the lowest priority and are waited for at the end, whatever
# their place in the order: nothing else needs what they make, so they take only the CPU the other
# steps leave idle (a step running its tests in one process, a link, the waits of the end-to-end
# tests), while the dev server, which later steps need, builds before them.
filler_steps=(test-tsan tutorial-check)
variable_key() { echo "${1//[^a-zA-Z0-9]/_}"; } # a target's name as part of a variable name
background_targets=()
# The bash that times a background step: its first two arguments are the file for the step's times
# and the step's priority, the rest the step's command. Both arrive as arguments, not variables, so
# that nothing of this script reaches the step's environment (SwiftPM keys its manifest cache by the
# whole environment: see the Makefile's SWIFTPM_ENV).
# Linux's scheduler, with autogroups on (/proc/sys/kernel/sched_autogroup_enabled), shares the CPU
# between sessions first and lets nice order only the processes of one session: a step in a session
# of its own (setsid) took as much CPU as every foreground step together, whatever its nice. So the
# step's session gets its priority too (none given on macOS: no setsid, no autogroups). Any user may
# lower their own session's priority, but the kernel takes one such write per tenth of a second,
# from all its users together, from a process without CAP_SYS_ADMIN: hence the tries, enough for
# every background step starting at once.
# shellcheck disable=SC2016 # expanded by the bash that runs it, not here
timed_command='took=$1 priority=$2; shift 2
[ -z "$priority" ] || [ ! -w /proc/self/autogroup ] || for try in {1..20}; do
    { echo "$priority" >/proc/self/autogroup; } 2>/dev/null && break; sleep 0.1; done
SECONDS=0; "$@"; status=$?; times >"$took.cpu"; echo "$SECONDS" >"$took"; exit "$status"'
background_start() {
    local key log
    key=$(variable_key "$1")
    log=$(mktemp "${TMPDIR:-/tmp}/make-$1.XXXXXX")
    local priority=$background_priority
    if contains "$1" "${filler_steps[@]}"; then priority=$filler_priority; fi
    local run=(nice -n "$priority" "${make_cmd[@]}" "$1")
    if command -v setsid >/dev/null; then
        setsid bash -c "$timed_command" _ "$log.took" "$priority" "${run[@]}" >"$log" 2>&1 &
    else
        bash -c "$timed_command" _ "$log.took" "" "${run[@]}" >"$log" 2>&1 & # macOS: no setsid, no autogroups
    fi
    printf -v "bg_pid_$key" '%s' "$!"
    printf -v "bg_log_$key" '%s' "$log"
    background_targets+=("$1")
}
# Sets reaped_cpu to the processor seconds of the background steps that ended and were reaped since
# the last call (each writes its `times` beside its log as it ends); each is kept for its step's line
# as bg_cpu_<target>. (Sets variables, so never called in a subshell.)
background_reaped_cpu() {
    local target key pid log cpu total=0
    for target in ${background_targets[@]+"${background_targets[@]}"}; do
        key=$(variable_key "$target")
        pid="bg_pid_$key"
        log="bg_log_$key"
        cpu="bg_cpu_$key"
        [ -z "${!cpu:-}" ] && [ -s "${!log}.took.cpu" ] || continue
        [ -z "${!pid:-}" ] || ! kill -0 "${!pid}" 2>/dev/null || continue
        printf -v "$cpu" '%s' "$(children_seconds "${!log}.took.cpu")"
        total=$(awk -v a="$total" -v b="${!cpu}" 'BEGIN { printf "%.1f", a + b }')
    done
    reaped_cpu=$total
}
background_stop_all() {
    local target key pid log
    for target in ${background_targets[@]+"${background_targets[@]}"}; do
        key=$(variable_key "$target")
        pid="bg_pid_$key"
        log="bg_log_$key"
        if [ -n "${!pid:-}" ]; then kill -- "-${!pid}" 2>/dev/null || kill "${!pid}" 2>/dev/null; fi
        rm -f "${!log:-}" "${!log:-}.took" "${!log:-}.took.cpu"
    done
    rm -f "$times_file"
    return 0
}
trap background_stop_all EXIT
# Waits for a background step; returns 1 (doing nothing) when it was not started in the background.
background_wait() {
    local key began status pid log
    key=$(variable_key "$1")
    pid="bg_pid_$key"
    log="bg_log_$key"
    [ -n "${!pid:-}" ] || return 1
    began=$(now)
    echo "==> $1 (started in the background): waiting"
    wait "${!pid}"
    status=$?
    printf -v "$pid" '%s' ""
    local cpu="bg_cpu_$key"
    background_reaped_cpu
    if [ "$status" -ne 0 ] || contains "$1" "${deferred_steps[@]}"; then cat "${!log}"; fi
    record "$1 (wait)" "$status" "$began" "${!cpu:-?}"
    [ ! -s "${!log}.took" ] || measured+=("$1=$(cat "${!log}.took")")
    [ "$status" -ne 0 ] || cache_passed "$1"
    stop_if_failed "$status"
}
contains() { # WORD LIST...
    local word=$1 item
    shift
    for item in "$@"; do [ "$item" = "$word" ] && return 0; done
    return 1
}

# The test cache's folder, in the checkout: not a build folder (CI restores those), not the home folder
# (a fresh clone must not find old passes).
cache_dir=${TEST_CACHE_DIR:-.test-cache} # another folder only in test-cache-test.sh
case "${FRESH:-}" in "" | 0) fresh=0 ;; *) fresh=1 ;; esac
# `all` reads the cache unless FRESH is set, and records passes; `audit` reads it; no other mode uses it.
cache_reads=0
cache_writes=0
if [ "$mode" = audit ] || { [ "$mode" = all ] && [ "$fresh" = 0 ]; }; then cache_reads=1; fi
if [ "$mode" = all ]; then cache_writes=1; fi
key_args=()            # the monorepo tool's --e2e-runs and --cache, set with its path below
passed_for_cache=()    # the last step of each unit that passed in this run
# Reads `monorepo test-key` for STEP... into unit_<step>, key_<step> and sources_<step>; a step
# without a key (the tool failed, e.g. outside a git checkout) is never cached.
cache_read_keys() {
    local keys line step unit key sources name
    if ! keys=$("$monorepo" test-key ${key_args[@]+"${key_args[@]}"} "$@"); then
        echo "test cache: no keys (monorepo test-key failed): every step runs, none is recorded" >&2
        cache_reads=0
        cache_writes=0
        return 0
    fi
    while read -r step unit key sources; do
        [ -n "$step" ] || continue
        name=$(variable_key "$step")
        printf -v "unit_$name" '%s' "$unit"
        printf -v "key_$name" '%s' "$key"
        printf -v "sources_$name" '%s' "$sources"
    done <<<"$keys"
}
cache_unit() {
    local unit
    unit="unit_$(variable_key "$1")"
    echo "${!unit:-$1}"
}
# Whether STEP's unit passed before with its current key.
cache_hit() {
    local name key
    [ "$cache_reads" = 1 ] || return 1
    name=$(variable_key "$1")
    key="key_$name"
    [ -n "${!key:-}" ] && [ -e "$cache_dir/$(cache_unit "$1")/${!key}" ]
}
# Whether the cache holds any pass of STEP's unit (its key is not known yet; see background_start).
cache_has_unit() {
    [ "$cache_reads" = 1 ] && [ -d "$cache_dir/$1" ] && [ -n "$(ls -A "$cache_dir/$1" 2>/dev/null)" ]
}
# Notes a passed step if it has a key and is the last planned step of its unit (the unit passed whole).
cache_passed() {
    local unit seen=0 target key
    key="key_$(variable_key "$1")"
    [ "$cache_writes" = 1 ] && [ -n "${!key:-}" ] || return 0
    unit=$(cache_unit "$1")
    for target in ${planned[@]+"${planned[@]}"}; do
        if [ "$seen" = 1 ] && [ "$(cache_unit "$target")" = "$unit" ]; then return 0; fi
        [ "$target" != "$1" ] || seen=1
    done
    passed_for_cache+=("$1")
}
# Records the units that passed, each under the key its inputs have now, if those (but for the
# Package.resolved files) are what they were when the run read them: a file edited meanwhile may not
# be what was tested. Keeps the newest 20 passes of each unit.
cache_record_passes() {
    local keys step unit key sources before name kept=0
    [ "$cache_writes" = 1 ] && [ ${#passed_for_cache[@]} -gt 0 ] || return 0
    if ! keys=$("$monorepo" test-key ${key_args[@]+"${key_args[@]}"} "${passed_for_cache[@]}"); then
        echo "test cache: passes not recorded (monorepo test-key failed)" >&2
        return 0
    fi
    while read -r step unit key sources; do
        [ -n "$step" ] || continue
        name=$(variable_key "$step")
        before="sources_$name"
        if [ "$sources" != "${!before:-}" ]; then
            echo "test cache: $unit not recorded: what it reads changed during the run"
            continue
        fi
        mkdir -p "$cache_dir/$unit" && : >"$cache_dir/$unit/$key" && kept=$((kept + 1))
        # shellcheck disable=SC2012 # the names are hexadecimal keys
        ls -t "$cache_dir/$unit" | tail -n +21 | while read -r old; do rm -f "$cache_dir/$unit/$old"; done
    done <<<"$keys"
    echo "test cache: $kept passed unit(s) recorded in $cache_dir/"
}
# Adds a step the cache skips to the table.
cache_skip() {
    names+=("$1")
    seconds+=("cached")
    cpu_seconds+=("-")
    echo "--- $1: cached (passed before with the same inputs)"
}

planned=()
# `all` always plans the dev server's build, and it needs nothing another step makes: it starts
# first, while the monorepo tool compiles (the tutorial check starts after it).
# Unless the cache holds a pass of it: then it waits for its key, to be skipped if it passed as it is.
if [ "$mode" = all ] && ! cache_has_unit build-server; then background_start build-server; fi
if [ "$mode" = steps ]; then
    shift
    planned=("$@")
else
    step monorepo-tool
    monorepo=$("${make_cmd[@]}" -s monorepo-bin-path)
    export MONOREPO_TOOL=$monorepo # make lint and its checks use this one (see the Makefile)
    args=()
    for folder in ${E2E_RUNS:-}; do args+=(--e2e-runs "$folder"); done
    # The manifests SwiftPM read in an earlier run (the Makefile exports the folder).
    [ -z "${MONOREPO_CACHE:-}" ] || args+=(--cache "$MONOREPO_CACHE")
    key_args=(${args[@]+"${args[@]}"})
    case "$mode" in
        all | audit) args+=(--lint) ;;
        affected) args+=(--base "$2") ;;
        kinds) for kind in "${@:2}"; do args+=(--kind "$kind"); done ;;
    esac
    list=$("$monorepo" steps "${args[@]}") || exit 1
    while IFS= read -r line; do [ -z "$line" ] || planned+=("$line"); done <<<"$list"
    [ "$mode" = all ] || [ "$mode" = audit ] || echo "==> steps ($mode ${*:2}): ${planned[*]-none}"
    if [ "$cache_reads" = 1 ] || [ "$cache_writes" = 1 ]; then cache_read_keys ${planned[@]+"${planned[@]}"}; fi
fi

if [ "$mode" = all ]; then
    for target in "${background_steps[@]}"; do
        contains "$target" ${background_targets[@]+"${background_targets[@]}"} && continue # started above
        cache_hit "$target" && continue
        if contains "$target" ${planned[@]+"${planned[@]}"}; then background_start "$target"; fi
    done
fi
deferred=()
audited=()    # the cached steps an audit ran, and those that failed
differing=()
for target in ${planned[@]+"${planned[@]}"}; do
    if [ "$mode" = audit ]; then
        if ! cache_hit "$target"; then
            echo "--- $target: not cached, not audited"
            continue
        fi
        step "$target"
        audited+=("$target")
        [ "$step_status" -eq 0 ] || differing+=("$target")
    elif cache_hit "$target" && ! contains "$target" ${background_targets[@]+"${background_targets[@]}"}; then
        cache_skip "$target"
        continue
    elif [ "$mode" = all ] && contains "$target" "${deferred_steps[@]}"; then
        background_start "$target"
        deferred+=("$target")
        continue
    elif contains "$target" "${filler_steps[@]}" && contains "$target" ${background_targets[@]+"${background_targets[@]}"}; then
        deferred+=("$target")
        continue
    else
        background_wait "$target" || step "$target"
    fi
    # The dev server's folder is built, tests included, and nothing edits the sources during the run:
    # the later steps skip their own builds there (SERVER_PREBUILT, see the Makefile's build_of).
    [ "$target" != build-server ] || [ "${step_status:-0}" -ne 0 ] || export SERVER_PREBUILT=1
done
for target in ${deferred[@]+"${deferred[@]}"}; do background_wait "$target"; done
summary
cache_record_passes
if [ "$mode" = audit ]; then
    if [ ${#audited[@]} -eq 0 ]; then
        echo "test-audit: no step is cached, nothing to compare"
    elif [ ${#differing[@]} -eq 0 ]; then
        echo "test-audit: ${#audited[@]} cached step(s) run again, every one passed as the cache says"
    else
        echo "test-audit: ${#differing[@]} of ${#audited[@]} cached step(s) differ from the cache (failed): ${differing[*]}"
        exit 1
    fi
fi
# Only on request: a committed file that every green run rewrote left a developer's tree dirty, and a
# warm run's times (incremental builds) are not what a fresh CI runner takes.
if [ "$mode" = all ]; then
    if [ "${RECORD_STEP_TIMES:-}" = 1 ]; then
        "$monorepo" record-times "${args[@]}" "${measured[@]}" || exit 1
    else
        echo "step times not recorded (RECORD_STEP_TIMES=1 make test on a fresh clone records them for make ci-plan)"
    fi
fi
