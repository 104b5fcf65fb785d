#!/usr/bin/env bash
# `make preview FEATURE=blog WATCH=1`: builds and runs a feature's preview, and whenever a file the
# preview is built from changes, stops it, rebuilds it and opens it again.
#
#   Tools/scripts/preview-watch.sh [--poll] FEATURE [ARGUMENT...]   # ARGUMENTs go to the preview (LINK=…)
#   Tools/scripts/preview-watch.sh --folders FEATURE                # the folders it would watch, one a line
#
# - What is watched comes from the manifest, as SwiftPM reads it, through the monorepo tool
#   (`monorepo folders`, the one reader of manifests): the folders of the `preview-<feature>`
#   product's target and of every target of the Features package it depends on, directly or not
#   (for blog: BlogPreview, BlogFeature, BlogFeatureInterface, FeatureKit, …). The tool is MONOREPO
#   (`make preview` passes the one it built), else built here with `make monorepo-tool`; it keeps
#   its reading in MONOREPO_CACHE when set (the Makefile exports it).
# - Built as `make preview` builds it, into make's shared build folder with its flags (BUILD_FLAGS,
#   which the Makefile passes, else `make build-flags`), so switching between the two rebuilds nothing.
# - A change stops the preview with SIGTERM; it restores the terminal itself (TerminalUI's signal
#   handling). Should it die some other way, this script restores the settings it saved and leaves
#   the alternate screen.
# - A build that fails clears the screen, shows the compiler's error lines and waits for the next
#   change: no crash, the next save tries again.
# - Ctrl-C quits: in the preview it is a key (raw mode) and the preview quits, which ends the watch
#   (as leaving the preview any other way does); while building or waiting it is a signal, and
#   everything this script started is stopped before it dies of it. A preview that fails (a
#   status other than 0) is reported, and the watch waits for the next change.
# - Changes are seen with inotifywait (inotify-tools, installed by ensure-inotify-tools.sh when it
#   is missing and can be) or, where it cannot be, by comparing every second (watch-files.sh);
#   --poll (make … WATCH=poll) compares every second anyway, for folders inotify does not see
#   changes in (some network and container mounts). The first line says which.
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$PWD
scripts=Tools/scripts
package=Packages/Features
swift="${SWIFT:-swift}"
make_cmd=("${MAKE:-make}" -s --no-print-directory)

usage() {
    echo "usage: $0 [--poll] FEATURE [ARGUMENT...] | --folders FEATURE" >&2
    exit 64
}

# The folders of the preview-$1 executable's target and of every target in the package it depends
# on, one a line; an unknown preview is a usage error (64) naming the known ones.
preview_folders() {
    local monorepo="${MONOREPO:-}"
    if [ -z "$monorepo" ]; then
        "${make_cmd[@]}" monorepo-tool >&2 || {
            echo "watch: building Tools/monorepo failed (above)" >&2
            exit 1
        }
        monorepo=$("${make_cmd[@]}" monorepo-bin-path)
    fi
    "$monorepo" folders --package "$package" --product "preview-$1" ${MONOREPO_CACHE:+--cache "$MONOREPO_CACHE"}
}

if [ "${1:-}" = --folders ]; then
    [ $# -eq 2 ] && [ -n "$2" ] || usage
    preview_folders "$2"
    exit 0
fi
poll=()
if [ "${1:-}" = --poll ]; then
    poll=(--poll)
    shift
fi
[ $# -ge 1 ] && [ -n "$1" ] || usage
feature="$1"
shift
product="preview-$feature"
folder_list=$(preview_folders "$feature") || exit $?
folders=()
while IFS= read -r folder; do folders+=("$folder"); done <<<"$folder_list"

read -r -a build_flags <<<"${BUILD_FLAGS:-$("${make_cmd[@]}" build-flags)}"

[ -t 0 ] && [ -t 1 ] || {
    echo "watch: $product needs a terminal (standard input and output)" >&2
    exit 1
}

if [ ${#poll[@]} -gt 0 ]; then
    method="polling every second (WATCH=poll)"
elif "$scripts/ensure-inotify-tools.sh"; then
    method="inotifywait (inotify-tools)"
else
    method="polling every second (no inotifywait here, and it cannot be installed)"
    poll=(--poll)
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/preview-watch.XXXXXX")
exec 3<&0
saved_tty=$(stty -g)
preview=""
watcher=""

clear_screen() {
    printf '\033[H\033[2J\033[3J'
}

say() {
    printf 'watch: %s\n' "$*"
}

# Puts the terminal back as we found it, for a preview that could not do it itself.
restore_terminal() {
    stty "$saved_tty" 2>/dev/null || true
    printf '\033[0m\033[?25h\033[?1049l' || true
}

# Stops the preview and the watcher (and with it watch-files.sh and its inotifywait) if running.
stop_children() {
    local pid
    for pid in $watcher $preview; do
        kill -TERM "$pid" 2>/dev/null || true
    done
    for pid in $watcher $preview; do
        wait "$pid" 2>/dev/null || true
    done
    watcher=""
    preview=""
}

# Ends the watch with status $1, or, after a signal $2, dies of that signal once everything is
# stopped, as the caller (make, a shell running a loop) expects of a Ctrl-C.
quit() {
    local status=$1 signal=${2:-}
    trap - INT TERM HUP EXIT
    # From here on nothing may stop the cleanup: the terminal may be gone (a closed window).
    set +e
    local was_running=$preview
    stop_children
    [ -z "$was_running" ] || restore_terminal
    rm -rf "$work"
    [ -z "$signal" ] || kill "-$signal" $$
    exit "$status"
}
trap 'quit 130 INT' INT
trap 'quit 143 TERM' TERM
trap 'quit 129 HUP' HUP
trap 'quit $?' EXIT

# The compiler's error lines (without control characters, paths from the package's Sources, each
# wrapped to the terminal's width), as many as fit on the screen; else the log's last lines.
show_build_errors() {
    local log=$1 rows cols errors count shown
    read -r rows cols < <(stty size 2>/dev/null || echo 24 80)
    errors=$(LC_ALL=C sed -e $'s/\x1b\\[[0-9;?]*[ -/]*[@-~]//g' -e "s|^$root/$package/Sources/||" -e "s|^$root/||" "$log" |
        LC_ALL=C tr -d '\000-\010\013-\037\177' |
        grep -E '^[^ ].*:[0-9]+:[0-9]+: error: ' | awk '!seen[$0]++' || true)
    if [ -z "$errors" ]; then
        errors=$(LC_ALL=C sed $'s/\x1b\\[[0-9;?]*[ -/]*[@-~]//g' "$log" | LC_ALL=C tr -d '\000-\010\013-\037\177' |
            grep -v '^\[[0-9]*/[0-9]*\]' | tail -n 15)
    fi
    errors=$(fold -w "$cols" <<<"$errors")
    count=$(grep -c '' <<<"$errors")
    shown=$((rows - 5 < 1 ? 1 : rows - 5))
    clear_screen
    say "$product does not build:"
    head -n "$shown" <<<"$errors"
    [ "$count" -le "$shown" ] || echo "… and $((count - shown)) more lines"
    echo
    say "waiting for changes… (Ctrl-C quits)"
}

# The paths watch-files.sh reported, shortened, on one line.
changed_line() {
    sed "s|^$package/Sources/||" "$1" | head -n 5 | paste -s -d ' ' -
}

clear_screen
say "$product, watching ${folders[*]#"$package/Sources/"} by $method"
bin=""
while :; do
    "$scripts/watch-files.sh" snapshot "${folders[@]}" >"$work/built"
    say "building $product…"
    if ! "$swift" build --package-path "$package" "${build_flags[@]}" --product "$product" 2>&1 | tee "$work/build.log"; then
        show_build_errors "$work/build.log"
        "$scripts/watch-files.sh" wait ${poll[@]+"${poll[@]}"} "$work/built" "${folders[@]}" >"$work/changed"
        clear_screen
        say "changed: $(changed_line "$work/changed")"
        continue
    fi
    [ -n "$bin" ] || bin=$("$swift" build --package-path "$package" "${build_flags[@]}" --show-bin-path)
    # Saved again while it built: build that instead of opening what is already out of date.
    if ! "$scripts/watch-files.sh" snapshot "${folders[@]}" | cmp -s - "$work/built"; then
        say "changed while building: building again"
        continue
    fi

    # Started in the background so that the watcher can stop it; its input is the terminal, kept
    # as descriptor 3, since a background command's would otherwise be /dev/null. It stays in our
    # process group, the terminal's foreground one, so it may read the terminal and set its modes.
    rm -f "$work/changed"
    "$bin/$product" "$@" <&3 3<&- &
    preview=$!
    (
        files=""
        trap '[ -z "$files" ] || { kill "$files" 2>/dev/null; wait "$files"; }; exit 0' TERM
        "$scripts/watch-files.sh" wait ${poll[@]+"${poll[@]}"} "$work/built" "${folders[@]}" >"$work/changes" 3<&- &
        files=$!
        if wait "$files"; then
            mv "$work/changes" "$work/changed"
            kill -TERM "$preview" 2>/dev/null || true
        fi
    ) &
    watcher=$!

    status=0
    wait "$preview" || status=$?
    preview=""
    if [ -e "$work/changed" ]; then
        wait "$watcher" || true
        watcher=""
        # 143: it stopped on SIGTERM and restored the terminal itself.
        [ "$status" -eq 143 ] || restore_terminal
        clear_screen
        say "changed: $(changed_line "$work/changed")"
        continue
    fi
    # It ended by itself: the user quit (q, Esc or Ctrl-C), or it failed.
    kill -TERM "$watcher" 2>/dev/null || true
    wait "$watcher" || true
    watcher=""
    case "$status" in
        0) quit 0 ;;
        1 | 64) ;; # it said why on standard error
        *) restore_terminal ;;
    esac
    echo
    say "$product exited with status $status; waiting for changes… (Ctrl-C quits)"
    "$scripts/watch-files.sh" wait ${poll[@]+"${poll[@]}"} "$work/built" "${folders[@]}" >"$work/changed"
    clear_screen
    say "changed: $(changed_line "$work/changed")"
done
