#!/usr/bin/env bash
# Makes sure a C library can be linked (its unversioned lib<NAME>.so, and its header when one is
# named): installs the Debian -dev package when it is missing and we are root (as on CI); otherwise
# says how to install it. macOS has what the project links in its SDK.
#
# Usage: ensure-dev-library.sh NAME DEBIAN_PACKAGE WHY [HEADER]
#   ensure-dev-library.sh sqlite3 libsqlite3-dev "the dev server links it" sqlite3.h
set -euo pipefail
[ $# -ge 3 ] && [ $# -le 4 ] || { echo "usage: $0 NAME DEBIAN_PACKAGE WHY [HEADER]" >&2; exit 64; }
name="$1" package="$2" why="$3" header="${4:-}"
[ "$(uname -s)" = Darwin ] && exit 0
# The header and the unversioned .so (what `-l<name>` links) come with the -dev package only.
present() {
    local dir
    [ -z "$header" ] || [ -f "/usr/include/$header" ] || return 1
    for dir in /usr/lib/*-linux-gnu /usr/lib /usr/lib64 /usr/local/lib; do
        [ -e "$dir/lib$name.so" ] && return 0
    done
    return 1
}
present && exit 0
if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "==> installing $package ($why)"
    if apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$package" >/dev/null; then
        present && exit 0
    fi
fi
echo "error: lib$name's development files are missing: install them (Debian: apt-get install $package)" >&2
exit 1
