#!/usr/bin/env bash
# Makes sure Graphviz's `dot` is on the PATH: installs Debian's graphviz package when it is missing
# and we are root (as on CI); otherwise says how to install it.
set -euo pipefail
command -v dot >/dev/null 2>&1 && exit 0
if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "==> installing graphviz (dot is missing)"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq graphviz >/dev/null
    command -v dot >/dev/null 2>&1 && exit 0
fi
echo "error: Graphviz's dot is missing: install it (Debian: apt-get install graphviz; macOS: brew install graphviz)" >&2
exit 1
