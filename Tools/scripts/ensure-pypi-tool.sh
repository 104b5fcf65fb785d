#!/usr/bin/env bash
# Makes sure a Python tool from PyPI is installed, pinned, into a virtual environment of the
# repository's own (.build-tools/NAME, git-ignored), and prints that environment's bin folder: the
# only thing on standard output. The ensure-<tool>.sh scripts call it with their pins.
#
#   Tools/scripts/ensure-pypi-tool.sh NAME "REQUIREMENT..." EXECUTABLE...
#
# Quick when present (the pinned versions are already there: no network); needs only PyPI
# otherwise. Binary wheels only (--only-binary): nothing is built, nothing is downloaded from outside
# PyPI. Where Python's venv module is missing (the official Swift container has no Python) and we
# are root with apt-get (as in CI), it installs Debian's python3-venv first.
set -euo pipefail
cd "$(dirname "$0")/../.."
[ $# -ge 3 ] || {
    echo "usage: $0 NAME \"REQUIREMENT...\" EXECUTABLE..." >&2
    exit 64
}
name=$1
read -r -a requirements <<<"$2"
shift 2
executables=("$@")
venv=.build-tools/$name
stamp="$venv/installed"

installed() {
    local executable
    [ "$(cat "$stamp" 2>/dev/null)" = "${requirements[*]}" ] || return 1
    for executable in "${executables[@]}"; do [ -x "$venv/bin/$executable" ] || return 1; done
}
if installed; then
    echo "$PWD/$venv/bin"
    exit 0
fi

has_venv() { command -v python3 >/dev/null 2>&1 && python3 -c 'import ensurepip, venv' >/dev/null 2>&1; }
if ! has_venv; then
    if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
        echo "==> installing python3-venv (Python's venv is missing)" >&2
        apt-get update -qq >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3 python3-venv >&2
    fi
    has_venv || {
        echo "error: Python 3 with its venv module is needed for $name (Debian: apt-get install python3-venv)" >&2
        exit 1
    }
fi

echo "==> installing ${requirements[*]} into $venv" >&2
rm -rf "$venv"
python3 -m venv "$venv" >&2
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check --only-binary=:all: "${requirements[@]}" >&2
echo "${requirements[*]}" >"$stamp"
installed || {
    echo "error: $venv lacks one of ${executables[*]} after installing ${requirements[*]}" >&2
    rm -f "$stamp"
    exit 1
}
echo "$PWD/$venv/bin"
