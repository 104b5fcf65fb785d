#!/usr/bin/env bash
# `make contract-test`: checks the dev server (Tools/api-server) against the contract,
# Packages/Services/openapi.yaml, with schemathesis: requests generated from the document (valid ones
# and, in its negative mode, invalid ones), each answer checked against it (status listed, body
# schema, content type, headers, 4xx for invalid input, 401 without a token, 405 for methods not
# documented, ...).
#
#   Tools/scripts/contract-test.sh          # API_SERVER_BIN=PATH: that binary (else built here)
#
# The server runs on a free port (it prints the one it bound), with every fault switch off, a token
# of its own for the order routes and a temporary order database, and is stopped (SIGTERM, graceful,
# so it removes that database) however this script ends. schemathesis is installed, pinned, by
# Tools/scripts/ensure-schemathesis.sh. The run is bounded: CONTRACT_TEST_EXAMPLES cases at most per
# operation and phase (default 25), a fixed seed (the same cases every run), and a time limit
# (CONTRACT_TEST_SECONDS, default 180) after which it fails.
set -euo pipefail
cd "$(dirname "$0")/../.."
examples=${CONTRACT_TEST_EXAMPLES:-25}
seconds=${CONTRACT_TEST_SECONDS:-180}
seed=${CONTRACT_TEST_SEED:-20}
contract=Packages/Services/openapi.yaml

st=$(Tools/scripts/ensure-schemathesis.sh)
if [ -z "${API_SERVER_BIN:-}" ]; then
    echo "==> build Tools/api-server"
    Tools/scripts/ensure-sqlite.sh
    # Planned anew: SwiftPM's cached plan misses files added to or removed from the local packages.
    swift build --package-path Tools/api-server --disable-build-manifest-caching --product api-server
    API_SERVER_BIN="$(swift build --package-path Tools/api-server --show-bin-path)/api-server"
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/contract-test.XXXXXX")
server_pid=""
st_pid=""
stop_server() {
    if [ -n "$server_pid" ] && kill -0 "$server_pid" 2>/dev/null; then
        kill -TERM "$server_pid" 2>/dev/null || true
        wait "$server_pid" 2>/dev/null || true
    fi
    server_pid=""
}
# shellcheck disable=SC2329 # the EXIT trap calls it
cleanup() {
    if [ -n "$st_pid" ]; then kill -TERM "$st_pid" 2>/dev/null || true; fi
    stop_server
    rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# The order routes need a customer's token; a server without them (before they landed) is checked
# on the other routes only.
server_args=(--port 0)
st_args=()
if "$API_SERVER_BIN" --help 2>/dev/null | grep -q -- '--token'; then
    token="contract-test-$RANDOM$RANDOM"
    server_args+=(--token "contract-test=$token")
    st_args+=(--header "Authorization: Bearer $token")
else
    echo "note: this api-server has no order routes (no --token flag): checking the other routes only"
    st_args+=(--exclude-path-regex '^/v1/orders')
fi

# Its standard output comes through a pipe: it prints `listening on http://HOST:PORT` once the
# socket is bound, and the script blocks reading until that line arrives (or the output ends, when
# the server exits), at most 30 s for a line; no polling.
mkfifo "$work/stdout"
"$API_SERVER_BIN" "${server_args[@]}" >"$work/stdout" 2>"$work/stderr" &
server_pid=$!
exec 3<"$work/stdout"
url=""
while IFS= read -r -t 30 -u 3 line; do
    case "$line" in
        "listening on http:"*) url=${line#listening on } && break ;;
    esac
done
# Read the rest of its output while it runs, so a full pipe never blocks the server (the reader
# ends with the server's output).
cat <&3 >/dev/null &
exec 3<&-
if [ -z "$url" ]; then
    echo "error: the api-server did not start listening:" >&2
    cat "$work/stderr" >&2
    exit 1
fi
echo "==> schemathesis $("$st" --version | sed 's/.* //') against $url ($contract, $examples examples per operation, seed $seed, at most $seconds s)"

# --checks all, on one worker so the server's log and the cases follow one order; the stateful phase
# follows the links schemathesis infers (an order's id into GET /v1/orders/{id}).
# schemathesis keeps its failures under .schemathesis/ in the folder it runs in: a git-ignored one.
# (A failure's `curl` line reproduces it against `make server`, with the port changed.)
replay_dir=.build-tools/contract-test
mkdir -p "$replay_dir"
# In the background, waited for: a signal to this script then stops it and the server at once
# (bash runs a trap only after a foreground command ends).
status=0
(cd "$replay_dir" && exec timeout --signal=TERM --kill-after=10 "$seconds" \
    "$st" --config-file "$OLDPWD/Tools/scripts/contract-test.toml" run "$OLDPWD/$contract" \
    --url "$url" \
    --checks all \
    --workers 1 \
    --max-examples "$examples" \
    --seed "$seed" \
    --generation-database none \
    --request-timeout 10 \
    --no-color \
    "${st_args[@]}") &
st_pid=$!
wait "$st_pid" || status=$?
st_pid=""
if [ "$status" -eq 124 ]; then
    echo "error: schemathesis did not finish within $seconds s (CONTRACT_TEST_SECONDS)" >&2
fi
if ! kill -0 "$server_pid" 2>/dev/null; then
    echo "error: the api-server exited during the run:" >&2
    cat "$work/stderr" >&2
    [ "$status" -ne 0 ] || status=1
fi
stop_server
exit "$status"
