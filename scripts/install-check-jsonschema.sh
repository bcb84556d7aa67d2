#!/usr/bin/env bash
# install-check-jsonschema.sh: installs PyPI's check-jsonschema, which the tests use to validate the example
# workflows (.github/workflows/*.yml) against GitHub's workflow schema, when it is not on PATH already.
#
# Installs it into a virtual environment, .build/venv-check-jsonschema (Debian's Python refuses a plain
# `pip install` outside one), where the tests look for it after PATH. Its schemas ship inside the package
# (`--builtin-schema vendor.github-workflows`), so once installed it works offline.
#
# Prerequisites: python3 with venv (scripts/install-system-packages.sh installs them); PyPI reachable once.
# Usage:         scripts/install-check-jsonschema.sh
# Environment:   NIB_OR_NOT_NO_INSTALL=1 says what is missing in one line and exits 1 instead of installing.
# Exit status:   0 installed or present; 1 it could not be installed (the log is .build/check-jsonschema-install.log).
set -euo pipefail
cd "$(dirname "$0")/.."
venv=.build/venv-check-jsonschema
version=0.39.0
command -v check-jsonschema >/dev/null 2>&1 && exit 0
[[ -x $venv/bin/check-jsonschema ]] && exit 0
if [[ "${NIB_OR_NOT_NO_INSTALL:-}" == 1 ]]; then
    echo "nib-or-not: missing check-jsonschema (scripts/install-check-jsonschema.sh without NIB_OR_NOT_NO_INSTALL)" >&2
    exit 1
fi
echo "nib-or-not: installing check-jsonschema $version into $venv" >&2
mkdir -p .build
log=.build/check-jsonschema-install.log
if ! { python3 -m venv "$venv" && "$venv/bin/pip" install --disable-pip-version-check --quiet --timeout 20 \
        --retries 2 "check-jsonschema==$version"; } >"$log" 2>&1; then
    echo "nib-or-not: cannot install check-jsonschema $version into $venv (offline? see $log)" >&2
    exit 1
fi
