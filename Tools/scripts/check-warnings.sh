#!/usr/bin/env bash
# Runs a build command and fails if the compiler warned about a file of this repository.
# Used for packages with remote dependencies, where -warnings-as-errors cannot be passed to
# every module; warnings inside fetched packages (.build/checkouts) are not ours and are ignored.
set -uo pipefail
log=$(mktemp)
trap 'rm -f "$log"' EXIT
"$@" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
[ "$status" -eq 0 ] || exit "$status"
root=$(cd "$(dirname "$0")/../.." && pwd)
own=$(grep -E ': warning: ' "$log" | grep -F "$root/" | grep -v -E '/\.build[^/]*/' | sort -u || true)
if [ -n "$own" ]; then
    echo "error: the build warned about this repository's code (zero warnings is the rule):" >&2
    echo "$own" >&2
    exit 1
fi
