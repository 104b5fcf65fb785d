#!/usr/bin/env bash
# The fast loop for one feature: rebuild the Features package (only what changed is compiled) and
# run that feature's tests alone, straight from the package's test executable.
#
#   Tools/scripts/test-one-feature.sh FEATURES_PACKAGE_PATH NAME [swift build options...]
#   Tools/scripts/test-one-feature.sh Packages/Features blog --scratch-path .build-make
#
# NAME is the feature as `make preview` takes it (blog, product, cart, Wishlist...): its tests are
# the target <Name>FeatureTests. Why not `swift test --filter`: before running anything it loads the
# whole package graph again, a cost that grows with the number of features (docs/performance.md),
# while the executable itself starts at once. Where
# the test product is not a plain executable (a macOS .xctest bundle), it falls back to `swift test`.
set -euo pipefail
[ $# -ge 2 ] && [ -n "$2" ] || { echo "usage: $0 FEATURES_PACKAGE_PATH NAME [swift build options...]" >&2; exit 64; }
package="$1"
name="$2"
shift 2
swift="${SWIFT:-swift}"
target="$(tr '[:lower:]' '[:upper:]' <<<"${name:0:1}")${name:1}FeatureTests"
[ -d "$package/Tests/$target" ] || {
    echo "no feature '$name': $package/Tests/$target does not exist" >&2
    exit 64
}

"$swift" build --package-path "$package" --build-tests "$@"
bundle="$("$swift" build --package-path "$package" --show-bin-path "$@")/FeaturesPackageTests.xctest"
if [ -f "$bundle" ] && [ -x "$bundle" ]; then
    "$bundle" --testing-library swift-testing --filter "$target"
else
    "$swift" test --package-path "$package" --skip-build --filter "$target" "$@"
fi
