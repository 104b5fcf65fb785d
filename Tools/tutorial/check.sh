#!/usr/bin/env bash
# `make tutorial-check`: follows docs/tutorial.md in a copy of the repository, as a reader on a
# fresh clone would, and fails naming the first step that no longer matches the code.
#
# Usage: Tools/tutorial/check.sh [TUTORIAL]
#
# The copy lives at a fixed place (Tools/tutorial/.build-tutorial/repo, git-ignored) and only changed
# files are copied, so its build folder stays valid between runs. It builds whole module at a time,
# unoptimised and without debug info (`make whole-module-flags` as SWIFT_BUILD_CONFIG, which every
# make target of the copy passes to SwiftPM): less CPU from cold than the debug configuration, and
# the copy is never debugged. When the tree already has a feature of the tutorial's name, the
# tutorial is followed under a free one (Wishlist2, …), so the check passes in any tree.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
tutorial="${1:-$root/docs/tutorial.md}"
workspace="$root/Tools/tutorial/.build-tutorial"
copy="$workspace/repo"
swift="${SWIFT:-swift}"
# The copy's make runs as a reader's would, not as a sub-make of `make test`; only the monorepo
# tool `make test` built (MONOREPO_TOOL, from the same sources) is reused rather than built again,
# and the checkout's monorepo cache (MONOREPO_CACHE, exported by the Makefile: keyed by content).
unset MAKEFLAGS MFLAGS MAKELEVEL
SWIFT_BUILD_CONFIG="$(make -s --no-print-directory -C "$root" whole-module-flags)"
export SWIFT_BUILD_CONFIG
# The app started by the tutorial keeps its cart and its place here, not in the user's data.
export XDG_DATA_HOME="$workspace/data"
rm -rf "$XDG_DATA_HOME"

echo "==> tutorial check: $(basename "$tutorial") in $copy"
[ -f "$tutorial" ] || { echo "tutorial check: no tutorial at $tutorial" >&2; exit 64; }

# Every file git does not ignore, tracked or not, as the working tree has it, but the Features
# package's tests: the tree tests them, and here they would only cost compile time (the tutorial
# tests its own feature). Each of their targets keeps one empty file and its snapshot folder, so
# the manifest stands as it is.
mkdir -p "$copy"
placeholder="Packages/Features/Tests/%s/TutorialCheckLeftOut.swift"
(
    cd "$root"
    git ls-files -co --exclude-standard | grep -Ev '^Packages/Features/Tests/' || true
    # shellcheck disable=SC2059 # the placeholder's path is the format
    for folder in Packages/Features/Tests/*/; do printf "$placeholder\n" "$(basename "$folder")"; done
) | sort >"$workspace/files"
for folder in "$root"/Packages/Features/Tests/*/; do
    target="$(basename "$folder")"
    mkdir -p "$copy/Packages/Features/Tests/$target/__Snapshots__"
    touch "$copy/Packages/Features/Tests/$target/__Snapshots__/.keep"
    # shellcheck disable=SC2059
    file="$copy/$(printf "$placeholder" "$target")"
    [ -f "$file" ] || echo "// The tutorial check leaves these tests out: the tree tests them." >"$file"
done
: >"$workspace/changed"
while IFS= read -r file; do
    [ -f "$root/$file" ] || continue # a placeholder, or a file deleted but not yet staged
    if [ ! -f "$copy/$file" ] || ! cmp -s "$root/$file" "$copy/$file"; then
        printf '%s\n' "$file" >>"$workspace/changed"
    fi
done <"$workspace/files"
# One tar for every changed file; -m gives each the copy's time, not the source's: SwiftPM compares
# it with its last build.
[ ! -s "$workspace/changed" ] || (cd "$root" && tar -cf - -T "$workspace/changed") | tar -xmf - -C "$copy"
# Files the tree no longer has, and what the last run of the tutorial added, go (snapshot folders'
# .keep files aside).
(cd "$copy" && find . \( -name '.build*' -o -name '.swiftpm' -o -name 'Package.resolved' -o -name .keep \) -prune -o -type f -print |
    sed 's|^\./||' | sort) >"$workspace/copied"
comm -13 "$workspace/files" "$workspace/copied" | while IFS= read -r file; do rm -f "$copy/$file"; done
(cd "$copy" && find . -depth -type d -empty -not -path './.build*' -delete 2>/dev/null) || true
# The app's pins, so the copy resolves its remote package as the tree does.
[ ! -f "$root/Apps/cli-app/Package.resolved" ] || cp "$root/Apps/cli-app/Package.resolved" "$copy/Apps/cli-app/Package.resolved"

# The tutorial's feature under a name the tree has not taken.
name=Wishlist
followed="$workspace/tutorial.md"
number=1
candidate=$name
while [ -e "$copy/Packages/Features/Sources/${candidate}Feature" ]; do
    number=$((number + 1))
    candidate="$name$number"
done
lower_name="$(printf '%s' "$name" | tr '[:upper:]' '[:lower:]')"
lower_candidate="$(printf '%s' "$candidate" | tr '[:upper:]' '[:lower:]')"
sed -e "s/$name/$candidate/g" -e "s/$lower_name/$lower_candidate/g" "$tutorial" >"$followed"
[ "$candidate" = "$name" ] || echo "    (the tree has a ${name}Feature: following the tutorial as $candidate)"

# The scaffold refuses bad names, changing nothing (its own check, without its build).
SCAFFOLD_TEST_REFUSALS_ONLY=1 "$root/Tools/scaffolding/test.sh" "$copy"

echo "==> build tutorial-check"
# With the copy's own make flags, so the modules it shares with the copy's packages compile once.
flags="$(make -s --no-print-directory -C "$copy" build-flags)"
# shellcheck disable=SC2086 # a list of options
"$swift" build --package-path "$copy/Tools/tutorial" $flags --product tutorial-check >/dev/null
# shellcheck disable=SC2086
bin="$("$swift" build --package-path "$copy/Tools/tutorial" $flags --show-bin-path)"
"$bin/tutorial-check" "$followed" "$copy"

# The tree the tutorial leaves passes the checks of `make lint` over what its steps write and record:
# formatting, the graph, the state diagrams, owners and the API baselines.
echo "==> the tree the tutorial leaves passes make lint's checks of what it wrote"
checks=(format-check lint-graph lint-states lint-owners lint-api)
make -s --no-print-directory -C "$copy" "${checks[@]}" || {
    echo "tutorial check: after the last step, make lint fails (above): the tutorial leaves the tree unfinished" >&2
    exit 1
}
