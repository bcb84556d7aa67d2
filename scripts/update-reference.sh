#!/usr/bin/env bash
# update-reference.sh: runs the full default benchmark and its instruction counts, and makes them the
# reference run under results/reference, the baseline that scripts/ci-compare.sh compares against.
#
# Prerequisites: a quiet machine of the kind the baseline should describe (nothing else running);
#                Debian packages are installed when missing.
# Usage:         scripts/update-reference.sh [extra nib-or-not run options...]
# Environment:   none. The old reference is replaced only after the new run and counts succeeded.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p results
work=$(mktemp -d results/.reference-XXXXXX)
trap 'rm -rf "$work"' EXIT
scripts/bench.sh --output "$work" "$@"
run=$(find "$work" -mindepth 1 -maxdepth 1 -type d -not -name '.*' | head -n 1)
scripts/instruction-counts.sh "$run/instructions.csv"
rm -rf results/reference
mv "$run" results/reference
echo "results/reference now holds the run of $(basename "$run")" >&2
