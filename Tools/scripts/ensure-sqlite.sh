#!/usr/bin/env bash
# Makes sure SQLite's C header and library are there for the dev server (Tools/api-server), whose
# database library GRDB links the system SQLite: installs Debian's libsqlite3-dev when it is missing
# and we are root (as on CI); otherwise says how to install it. macOS has SQLite in its SDK.
set -euo pipefail
[ "$(uname -s)" = Darwin ] && exit 0
# The header and the unversioned libsqlite3.so (what `-lsqlite3` links) come with the -dev package.
has_sqlite() {
    local dir
    [ -f /usr/include/sqlite3.h ] || return 1
    for dir in /usr/lib/*-linux-gnu /usr/lib /usr/lib64 /usr/local/lib; do
        [ -e "$dir/libsqlite3.so" ] && return 0
    done
    return 1
}
has_sqlite && exit 0
if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "==> installing libsqlite3-dev (SQLite's header or library is missing; the dev server links it)"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libsqlite3-dev >/dev/null
    has_sqlite && exit 0
fi
echo "error: SQLite's development files are missing: install them (Debian: apt-get install libsqlite3-dev)" >&2
exit 1
