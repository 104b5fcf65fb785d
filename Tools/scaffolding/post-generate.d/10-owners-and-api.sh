#!/usr/bin/env bash
# After new-feature.sh has generated feature NAME: gives it an owner in OWNERS, then writes its
# public-API baselines and .github/CODEOWNERS (`make api` for its two modules only: the other
# modules did not change), so the new feature passes `make lint` as generated. Commit OWNERS,
# .github/CODEOWNERS and api/ with the feature.
#
# Usage: 10-owners-and-api.sh NAME [OWNER]
#   NAME   the feature's name as new-feature.sh took it (Wishlist for WishlistFeature)
#   OWNER  its owning team, @org/team (or a user, @name); default: the owner of Packages/Features/
# Environment: REPO_ROOT, the repository the feature was generated into (default: the one holding
# this script). A root without OWNERS (the scaffold test's copy of Packages/) is left alone.
set -euo pipefail

fail() {
    echo "owners-and-api: $*" >&2
    exit 1
}

[ $# -ge 1 ] && [ $# -le 2 ] || { echo "usage: $0 NAME [OWNER]" >&2; exit 64; }
name="$1"
root="${REPO_ROOT:-$(cd "$(dirname "${BASH_SOURCE[0]}")/../../.." && pwd)}"
[[ "$name" =~ ^[A-Z][A-Za-z0-9]*$ ]] || { echo "owners-and-api: '$name' is not an UpperCamelCase feature name" >&2; exit 64; }

if [ ! -f "$root/OWNERS" ] || [ ! -f "$root/Makefile" ]; then
    echo "owners-and-api: no OWNERS or Makefile in $root: no owner or baselines written" >&2
    exit 0
fi

# The default owner: whoever owns the Features package (its OWNERS entry's first owner).
owner="${2:-$(awk '$1 == "Packages/Features/" { print $2; exit }' "$root/OWNERS")}"
[ -n "$owner" ] || fail "no OWNER given and OWNERS names no owner of Packages/Features/"
[[ "$owner" =~ ^@[A-Za-z0-9._-]+(/[A-Za-z0-9._-]+)?$ ]] ||
    { echo "owners-and-api: '$owner' is not an owner: @org/team (or @user)" >&2; exit 64; }

make_cmd=("${MAKE:-make}" -C "$root" --no-print-directory)
# The tool make was given (MONOREPO_TOOL), else built here.
tool="${MONOREPO_TOOL:-$("${make_cmd[@]}" -s monorepo-tool >/dev/null && "${make_cmd[@]}" -s monorepo-bin-path)}" ||
    fail "building Tools/monorepo failed; add \`feature:$name $owner\` to OWNERS and run make api"
"$tool" owners --root "$root" --add-feature "$name" --owner "$owner"
echo "owners-and-api: writing the public-API baselines and .github/CODEOWNERS (make api; builds Packages/Features)…" >&2
"${make_cmd[@]}" api MODULES="${name}Feature ${name}FeatureInterface" >&2 || fail "feature:$name is in OWNERS, but make api failed (above); run it again once fixed"
# CODEOWNERS once more, from the tree as the scaffold leaves it (make api wrote it while it built).
"${make_cmd[@]}" owners >&2 || fail "feature:$name is in OWNERS, but make owners failed (above)"
echo "owners-and-api: ${name}Feature owned by $owner; api/${name}Feature.txt, api/${name}FeatureInterface.txt and .github/CODEOWNERS written"
