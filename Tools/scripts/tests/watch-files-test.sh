#!/usr/bin/env bash
# Tests the parts of `make preview … WATCH=1` that need no terminal: the change detection
# (watch-files.sh, with inotifywait and by polling) and which folders preview-watch.sh watches.
# `make lint` runs it. The preview loop itself needs a terminal: the README says how it was tried.
#
# No step waits for a time to pass: a change is a difference from a snapshot file, so whether an
# edit lands before or after `wait` starts, `wait` must return and name it; `timeout` only bounds
# a broken run.
set -euo pipefail
cd "$(dirname "$0")/../../.."
watch=Tools/scripts/watch-files.sh
work=$(mktemp -d "${TMPDIR:-/tmp}/watch-files-test.XXXXXX")
trap 'rm -rf "$work"' EXIT
fail() {
    echo "error: watch-files-test: $1" >&2
    exit 1
}
expect_equal() { # WHAT EXPECTED ACTUAL
    [ "$2" = "$3" ] || fail "$1: expected"$'\n'"$2"$'\n'"got"$'\n'"$3"
}

# The tests of `wait` with method $1 (inotify or polling) in a fresh folder.
test_wait() {
    local method=$1 dir="$work/$1" options=()
    [ "$method" = inotify ] || options=(--poll)
    mkdir -p "$dir/Feature/List" "$dir/Kit"
    echo 'let title = "Blog"' >"$dir/Feature/List/View.swift"
    echo 'let kit = 1' >"$dir/Kit/Kit.swift"
    "$watch" snapshot "$dir/Feature" "$dir/Kit" >"$dir/built"

    # An edit made before `wait` starts (during a build) counts at once.
    echo 'let title = "Blog (edited)"' >"$dir/Feature/List/View.swift"
    expect_equal "$method: an edit before wait" "$dir/Feature/List/View.swift" \
        "$(timeout 30 "$watch" wait ${options[@]+"${options[@]}"} "$dir/built" "$dir/Feature" "$dir/Kit")"

    # An edit made while it waits is seen; a rewrite with the same bytes and an editor's scratch
    # file are not changes.
    "$watch" snapshot "$dir/Feature" "$dir/Kit" >"$dir/built"
    timeout 30 "$watch" wait ${options[@]+"${options[@]}"} "$dir/built" "$dir/Feature" "$dir/Kit" >"$dir/changed" &
    local waiting=$!
    echo 'let title = "Blog (edited)"' >"$dir/Feature/List/View.swift"
    echo 'swap' >"$dir/Feature/List/.View.swift.swp"
    echo 'let kit = 2' >"$dir/Kit/Kit.swift"
    wait "$waiting" || fail "$method: wait did not return after an edit (status $?)"
    expect_equal "$method: an edit while waiting" "$dir/Kit/Kit.swift" "$(cat "$dir/changed")"

    # Files added and removed are changes, each named.
    "$watch" snapshot "$dir/Feature" "$dir/Kit" >"$dir/built"
    rm "$dir/Kit/Kit.swift"
    echo 'let added = 1' >"$dir/Feature/Added.swift"
    expect_equal "$method: an added and a removed file" "$dir/Feature/Added.swift"$'\n'"$dir/Kit/Kit.swift" \
        "$(timeout 30 "$watch" wait ${options[@]+"${options[@]}"} "$dir/built" "$dir/Feature" "$dir/Kit")"
    echo "watch-files.sh wait ($method): edits, additions and removals seen; same bytes and scratch files ignored"
}

test_wait polling
if Tools/scripts/ensure-inotify-tools.sh 2>/dev/null; then
    expect_equal "method with inotifywait" inotify "$("$watch" method)"
    test_wait inotify
else
    echo "watch-files.sh wait (inotify): not tested, inotifywait is missing and cannot be installed here"
fi

# Usage errors: one line, status 64.
status=0
"$watch" wait 2>"$work/err" || status=$?
expect_equal "wait without a snapshot: status" 64 "$status"
expect_equal "wait without a snapshot: one line" 1 "$(grep -c '' "$work/err")"

# The folders come from the manifest: the preview's target and the Features targets it uses.
features=Packages/Features/Sources
expect_equal "the folders of preview-blog" \
    "$features/BlogPreview"$'\n'"$features/BlogFeature"$'\n'"$features/BlogFeatureInterface"$'\n'"$features/FeatureKit"$'\n'"$features/HomeFeatureInterface"$'\n'"$features/FeatureRouting" \
    "$(Tools/scripts/preview-watch.sh --folders blog)"
Tools/scripts/preview-watch.sh --folders product | grep -qx "$features/CartFeatureInterface" ||
    fail "preview-product's folders leave out CartFeatureInterface, which ProductFeature imports"
status=0
Tools/scripts/preview-watch.sh --folders no-such-feature 2>"$work/err" || status=$?
expect_equal "an unknown feature: status" 64 "$status"
grep -q "no preview named preview-no-such-feature in Packages/Features (known: .*preview-blog" "$work/err" ||
    fail "an unknown feature: the message does not list the known previews: $(cat "$work/err")"
echo "preview-watch.sh --folders: the preview's targets from the manifest; an unknown feature is a usage error"
