#!/usr/bin/env bash
# Makes sure inotify-tools' `inotifywait` is on the PATH, for `make preview … WATCH=1`: installs
# Debian's inotify-tools package when it is missing and we are root with apt-get (as on CI);
# otherwise says so and fails, and the caller falls back to polling. Linux only: macOS has no inotify.
set -euo pipefail
command -v inotifywait >/dev/null 2>&1 && exit 0
if [ "$(uname -s)" = Linux ] && [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "==> installing inotify-tools (inotifywait is missing)" >&2
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq inotify-tools >/dev/null
    command -v inotifywait >/dev/null 2>&1 && exit 0
fi
echo "inotifywait is missing and cannot be installed here (Debian: apt-get install inotify-tools, as root)" >&2
exit 1
