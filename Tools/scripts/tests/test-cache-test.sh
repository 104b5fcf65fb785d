#!/usr/bin/env bash
# Tests make test's cache in Tools/scripts/test-steps.sh with every step faked: a make that only
# notes the target it was asked for (and fails the one FAIL_STEP names). The keys are the real
# ones (`monorepo test-key` on this checkout, which the test does not change); the cache is a
# folder of the test's own (TEST_CACHE_DIR). `make lint` runs it, after building the monorepo tool.
set -euo pipefail
cd "$(dirname "$0")/../../.."
work=$(mktemp -d "${TMPDIR:-/tmp}/test-cache-test.XXXXXX")
trap 'rm -rf "$work"' EXIT
fail() {
    echo "error: test-cache-test: $1" >&2
    exit 1
}
monorepo=$("${MAKE:-make}" -s --no-print-directory monorepo-bin-path)
[ -x "$monorepo" ] || fail "no monorepo tool at $monorepo (make monorepo-tool builds it)"
cat >"$work/make" <<FAKE
#!/usr/bin/env bash
for target; do :; done
case "\$target" in
    monorepo-bin-path) echo "$monorepo" ;;
    *)
        echo "\$target" >>"$work/ran"
        session=\$(sed -n 's/.* nice //p' /proc/self/autogroup 2>/dev/null || true)
        echo "\$target \$(nice)\${session:+ \$session}" >>"$work/priorities"
        [ "\$target" != "\${FAIL_STEP:-}" ]
        ;;
esac
FAKE
chmod +x "$work/make"
export MAKE="$work/make" TEST_CACHE_DIR="$work/cache" E2E_RUNS="${E2E_RUNS:-Apps/cli-app Tools/api-server}"
# The run that runs this test may be fresh (`make test FRESH=1`, CI) or record step times: the runs
# here choose their own, and their fake times must not reach the step-times file.
unset FRESH RECORD_STEP_TIMES
runs=()
for folder in $E2E_RUNS; do runs+=(--e2e-runs "$folder"); done
[ -z "${MONOREPO_CACHE:-}" ] || runs+=(--cache "$MONOREPO_CACHE")
every=$("$monorepo" steps --lint "${runs[@]}" | sort)
# Runs test-steps.sh with ARGS, its output in $work/out; sets status, and ran to the steps it ran, sorted.
run() {
    rm -f "$work/ran"
    status=0
    Tools/scripts/test-steps.sh "$@" >"$work/out" 2>&1 || status=$?
    ran=$(grep -vx monorepo-tool "$work/ran" | sort || true)
}

run all
[ "$status" -eq 0 ] && [ "$ran" = "$every" ] || fail "a first run did not run every step: $ran"
grep -q "passed unit(s) recorded" "$work/out" || fail "a green run recorded nothing"

# The background steps run below the foreground's priority: their nice, and on Linux their session's
# (a step in a session of its own otherwise takes as much CPU as the whole foreground). A step
# reports its session's nice where its autogroup file shows one: a new session's always does, the
# test's own may not (a process left in the kernel's default group, as in a CI container, reads none).
own_nice=$(nice)
own_session=$(sed -n 's/.* nice //p' /proc/self/autogroup 2>/dev/null || true)
expect_priority() { # TARGET INCREMENT (as test-steps.sh sets it; 0: the foreground's)
    local line nice session want_nice want_session
    line=$(grep "^$1 " "$work/priorities" | tail -n 1)
    read -r _ nice session <<<"$line"
    want_nice=$((own_nice + $2 > 19 ? 19 : own_nice + $2))
    if [ "$2" -eq 0 ]; then
        want_session=$own_session
    elif [ -n "$session" ] && [ -w /proc/self/autogroup ]; then
        want_session=$2
    else
        want_session=$session # no autogroup to set: only nice is compared
    fi
    [ "$nice" != "$want_nice" ] || [ "$session" != "$want_session" ] || return 0
    fail "$1 ran at '$nice${session:+ $session}' (nice, then its session's), not '$want_nice${want_session:+ $want_session}'"
}
expect_priority test-Domain 0
expect_priority build-server 5
expect_priority test-tsan 19
expect_priority tutorial-check 19

run all
[ "$status" -eq 0 ] && [ -z "$ran" ] || fail "a run with nothing changed ran: $ran"
cached=$(grep -cE '^  [^ ]+ +cached +-$' "$work/out" || true)
[ "$cached" -eq "$(wc -l <<<"$every")" ] || fail "the table shows $cached steps cached"

FRESH=1 run all
[ "$status" -eq 0 ] && [ "$ran" = "$every" ] || fail "FRESH=1 did not run every step: $ran"

# A unit that did not pass is not recorded, and states-check is cached with the Features tests.
rm -rf "$work/cache/test-Features"
FAIL_STEP=states-check run all
[ "$status" -ne 0 ] || fail "a failing step did not fail the run"
run all
[ "$status" -eq 0 ] && [ "$ran" = $'states-check\ntest-Features' ] || fail "after states-check failed, the run ran: $ran"

# The audit runs every cached step and names the one whose result differs.
FAIL_STEP=test-Domain run audit
[ "$status" -ne 0 ] && [ "$ran" = "$every" ] || fail "the audit did not run every cached step: $ran"
grep -q "differ from the cache (failed): test-Domain$" "$work/out" || fail "the audit did not name test-Domain"

# The other modes never read the cache.
run kinds library
if [ "$status" -ne 0 ] || ! grep -qx test-Domain <<<"$ran"; then fail "kinds library skipped test-Domain"; fi
echo "test cache: a second run skips every step, FRESH=1 runs them all, a unit that failed runs again," \
    "the audit names the step that differs; the background steps run below the foreground's priority"
