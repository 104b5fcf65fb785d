#!/usr/bin/env bash
# `make -s affected` and `make -s ci-plan` are read by scripts and CI, so their standard output must
# be the result alone: package names, one a line; the plan's JSON. Build chatter belongs on standard
# error. `make lint` runs this; it needs python3 (ensure-actionlint.sh, which lint runs first, has it).
set -euo pipefail
cd "$(dirname "$0")/../.."
make_cmd=("${MAKE:-make}" -s --no-print-directory)
fail() {
    echo "error: $1" >&2
    exit 1
}
# The empty tree as the base: every file counts as changed, so every package is selected.
base=$(git hash-object -t tree /dev/null)
args=()
for folder in ${E2E_RUNS:-}; do args+=(--e2e-runs "$folder"); done
[ -z "${MONOREPO_CACHE:-}" ] || args+=(--cache "$MONOREPO_CACHE")
expected=$("$("${make_cmd[@]}" monorepo-bin-path)" packages ${args[@]+"${args[@]}"})

affected=$("${make_cmd[@]}" affected BASE="$base" 2>/dev/null)
[ "$affected" = "$expected" ] ||
    fail "make -s affected printed more than package names on standard output:"$'\n'"$affected"

plan=$("${make_cmd[@]}" ci-plan BASE="$base" 2>/dev/null)
planned=$(python3 -c 'import json, sys; print("\n".join(json.load(sys.stdin)["packages"]))' <<<"$plan") ||
    fail "make -s ci-plan printed more than its JSON on standard output:"$'\n'"$plan"
[ "$planned" = "$expected" ] || fail "make -s ci-plan BASE=<empty tree> did not plan every package: $planned"
echo "make -s affected and make -s ci-plan: only their result on standard output"
