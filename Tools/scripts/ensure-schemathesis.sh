#!/usr/bin/env bash
# Makes sure schemathesis (the OpenAPI contract tester `make contract-test` runs) is installed, pinned,
# from PyPI into a virtual environment of the repository's own (.build-tools/schemathesis,
# git-ignored), and prints the path of its `st` executable: the only thing on standard output.
# Tools/scripts/ensure-pypi-tool.sh does the installing (binary wheels only, python3-venv if missing).
#
# The pin is the version the contract test's options and summary were checked with; its
# dependencies resolve to their newest versions within schemathesis's own bounds.
set -euo pipefail
bin=$("$(dirname "$0")/ensure-pypi-tool.sh" schemathesis "schemathesis==4.32.5" st)
echo "$bin/st"
