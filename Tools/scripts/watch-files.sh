#!/usr/bin/env bash
# Waits for a change to the files under some folders: the change detection of
# `make preview … WATCH=1` (Tools/scripts/preview-watch.sh), a script of its own so that it can be
# tested without a terminal (Tools/scripts/tests/watch-files-test.sh).
#
#   watch-files.sh snapshot FOLDER...                 # the files' checksums, one a line, to stdout
#   watch-files.sh wait [--poll] SNAPSHOT FOLDER...   # returns once they differ from SNAPSHOT
#   watch-files.sh method                             # which way `wait` waits: inotify or polling
#
# A change is a difference in content (a file added, removed, renamed or edited), not an event: a
# save that writes the same bytes is none, and a change made before `wait` starts (during a build)
# counts at once. `wait` prints the paths that changed, one a line, once they have stayed the same
# for a moment (an editor's save can be several writes). inotifywait (inotify-tools) wakes it as
# soon as something happens; without it (macOS, or not installable: ensure-inotify-tools.sh) or with
# --poll, it compares every second. With inotify it also compares every 5 s, for a change made
# between a comparison and inotifywait listening.
set -euo pipefail

usage() {
    echo "usage: $0 snapshot FOLDER... | wait [--poll] SNAPSHOT FOLDER... | method" >&2
    exit 64
}

# Every file under the folders but editors' scratch files (hidden ones, backups ending in ~),
# with its checksum and size (`CRC SIZE PATH`), sorted so that two snapshots compare line by line.
# A file that goes away while it is read (an editor's temporary file, renamed over the real one)
# or a folder that is gone is left out, not an error: the next snapshot sees how things settled.
snapshot() {
    { find "$@" -type f ! -name '.*' ! -name '*~' ! -name '#*' -exec cksum {} + 2>/dev/null || true; } |
        LC_ALL=C sort
}

has_inotify() {
    command -v inotifywait >/dev/null 2>&1
}

# The paths whose line differs between snapshot files $1 and $2.
changed_paths() {
    LC_ALL=C comm -3 "$1" "$2" | sed 's/^[[:space:]]*//' | cut -d ' ' -f 3- | LC_ALL=C sort -u
}

# A child started in the background (so that a signal interrupts `wait` at once) is stopped, and
# reaped, with us.
child=""
stop_child() {
    if [ -n "$child" ]; then
        kill "$child" 2>/dev/null || true
        wait "$child" 2>/dev/null || true
    fi
}
trap 'stop_child; exit 130' INT
trap 'stop_child; exit 143' TERM HUP

# Sleeps (or, with inotify, listens) until something under the folders may have changed.
nap() {
    local method="$1"
    shift
    if [ "$method" = inotify ]; then
        inotifywait -qq -r -t 5 -e close_write,moved_to,create,delete "$@" &
    else
        sleep 1 &
    fi
    child=$!
    # 0: an event; 2: the timeout; 1: an error (a folder removed): then sleep, not spin.
    wait "$child" || { [ $? -ne 1 ] || { sleep 1 & child=$! && wait "$child"; }; }
    child=""
}

wait_for_change() {
    local method=inotify
    if [ "${1:-}" = --poll ]; then
        method=polling
        shift
    fi
    [ $# -ge 2 ] || usage
    local baseline="$1"
    shift
    [ -r "$baseline" ] || {
        echo "$0: cannot read the snapshot $baseline" >&2
        exit 64
    }
    has_inotify || method=polling
    local now later
    now=$(mktemp "${TMPDIR:-/tmp}/watch-files.XXXXXX")
    later=$(mktemp "${TMPDIR:-/tmp}/watch-files.XXXXXX")
    # shellcheck disable=SC2064 # the paths are known now
    trap "rm -f '$now' '$later'" EXIT
    snapshot "$@" >"$now"
    while cmp -s "$baseline" "$now"; do
        nap "$method" "$@"
        snapshot "$@" >"$now"
    done
    # Settled: the same for a quarter of a second.
    while :; do
        sleep 0.25 &
        child=$!
        wait "$child"
        child=""
        snapshot "$@" >"$later"
        cmp -s "$now" "$later" && break
        cp "$later" "$now"
    done
    changed_paths "$baseline" "$now"
}

case "${1:-}" in
    snapshot)
        shift
        [ $# -ge 1 ] || usage
        snapshot "$@"
        ;;
    wait)
        shift
        wait_for_change "$@"
        ;;
    method)
        if has_inotify; then echo inotify; else echo polling; fi
        ;;
    *) usage ;;
esac
