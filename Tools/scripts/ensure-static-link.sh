#!/usr/bin/env bash
# Makes sure a release build of cli-app can link the Swift runtime and Foundation statically
# (`--static-swift-stdlib`, as `make install` and `make bench` build it) where it links libcurl:
# FoundationNetworking's static archive needs the system libcurl, and linking it takes the
# unversioned libcurl.so. Installs Debian's libcurl4-openssl-dev when it is missing and we are root
# (as on CI); otherwise says how to install it. The Makefile runs it only where cli-app's
# CurlOnDemand does not stand in for libcurl (not on x86_64 and arm64). macOS links the Swift
# runtime from the OS and needs nothing.
set -euo pipefail
[ "$(uname -s)" = Darwin ] && exit 0
# The unversioned libcurl.so (what `-lcurl` links) comes with a -dev package only.
has_curl() {
    local dir
    for dir in /usr/lib/*-linux-gnu /usr/lib /usr/lib64 /usr/local/lib; do
        [ -e "$dir/libcurl.so" ] && return 0
    done
    return 1
}
has_curl && exit 0
if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "==> installing libcurl4-openssl-dev (FoundationNetworking links libcurl when cli-app is linked statically)"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libcurl4-openssl-dev >/dev/null
    has_curl && exit 0
fi
echo "error: libcurl's development files are missing: install them (Debian: apt-get install libcurl4-openssl-dev)" >&2
exit 1
