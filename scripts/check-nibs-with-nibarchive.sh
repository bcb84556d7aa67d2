#!/usr/bin/env bash
# check-nibs-with-nibarchive.sh: checks that an independent NIBArchive reader, the PyPI package
# `nibarchive` (MatrixEditor), reads every given nib with the same header, classes and fallbacks, keys,
# objects and values as the NIB module (scripts/check-nibs-with-nibarchive.py says what is compared and
# how its swapped boolean labels are mapped).
#
# Installs nibarchive 1.1.0 into a virtual environment under .build/ (once), builds scripts/nib-dump.swift
# with Sources/Rows/NIB (again when a source changed), then compares file by file and prints one line per nib
# and a PASS/FAIL summary line.
#
# Prerequisites: python3 with venv, a Swift 6 toolchain; PyPI reachable the first time.
# Usage:         scripts/check-nibs-with-nibarchive.sh [NIB-OR-FOLDER...]
#                (default: Tests/Rows/NIBTests/Samples; folders are
#                searched for *.nib files, so compiled .nib bundles are covered)
# Environment:   NIBARCHIVE_VENV  the virtual environment (default .build/venv-nibarchive)
# Exit status:   0 when every nib agrees; 1 when one differs, fails to read, or none was found;
#                2 when nibarchive cannot be installed (e.g. offline) or the dumper does not build.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
venv="${NIBARCHIVE_VENV:-$root/.build/venv-nibarchive}"
dumper="$root/.build/nib-dump/nib-dump"
if [[ $# -eq 0 ]]; then set -- "$root/Tests/Rows/NIBTests/Samples"; fi

mkdir -p "$root/.build"
if ! "$venv/bin/python" -c 'import nibarchive' 2>/dev/null; then
    if ! { python3 -m venv "$venv" && "$venv/bin/pip" install --disable-pip-version-check --quiet \
            --timeout 20 --retries 1 nibarchive==1.1.0; } >"$root/.build/nibarchive-install.log" 2>&1; then
        echo "check-nibs-with-nibarchive: cannot install nibarchive 1.1.0 from PyPI into $venv (offline? see .build/nibarchive-install.log); no nib was checked" >&2
        exit 2
    fi
fi

sources=("$root"/Sources/Rows/NIB/*.swift "$root/scripts/nib-dump.swift")
if [[ ! -x $dumper ]] || [[ -n "$(find "${sources[@]}" -newer "$dumper")" ]]; then
    mkdir -p "$(dirname "$dumper")"
    if ! swiftc -O -parse-as-library -module-name NIBDump "${sources[@]}" -o "$dumper" >"$root/.build/nib-dump.log" 2>&1; then
        echo "check-nibs-with-nibarchive: scripts/nib-dump.swift did not build (see .build/nib-dump.log)" >&2
        exit 2
    fi
fi
exec "$venv/bin/python" "$root/scripts/check-nibs-with-nibarchive.py" "$dumper" "$@"
