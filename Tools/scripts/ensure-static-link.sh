#!/usr/bin/env bash
# Makes sure a release build of cli-app can link the Swift runtime and Foundation statically
# (`--static-swift-stdlib`, as `make install` and `make bench` build it) where it links libcurl:
# FoundationNetworking's static archive needs the system libcurl, and linking it takes the
# unversioned libcurl.so (Debian's libcurl4-openssl-dev). The Makefile runs it only where cli-app's
# CurlOnDemand does not stand in for libcurl (not on x86_64 and arm64).
exec "$(dirname "$0")/ensure-dev-library.sh" curl libcurl4-openssl-dev \
    "FoundationNetworking links libcurl when cli-app is linked statically"
