#!/usr/bin/env bash
# ci-compare.sh: for CI. Runs a quick benchmark and compares it with the committed reference run, printing
# the comparison as Markdown (also appended to $GITHUB_STEP_SUMMARY when set) and exiting with compare's
# status: 0 nothing regressed, 1 a regression, 2 unusable input.
#
# Prerequisites: a Swift toolchain; Debian packages are installed when missing.
# Usage:         scripts/ci-compare.sh [BASELINE_RUN_FOLDER] [extra nib-or-not run options...]
#                BASELINE_RUN_FOLDER defaults to results/reference.
# Environment:   GITHUB_STEP_SUMMARY (optional), COMPARE_OPTIONS (extra options for compare, e.g.
#                "--threshold 10"). The quick run is written to a temporary folder and removed after.
# Note:          a quick run has 3 worker processes, so only large changes reach significance; a timing
#                comparison across different machines is advisory and never fails (compare says so).
set -euo pipefail
cd "$(dirname "$0")/.."
baseline="${1:-results/reference}"
shift || true
scripts/install-system-packages.sh
swift build -c release >&2  # every product: the workers and WebKit's web process extension
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
.build/release/nib-or-not run --quick --output "$work" "$@" >&2
candidate=$(find "$work" -mindepth 1 -maxdepth 1 -type d -not -name '.*' | head -n 1)
status=0
# shellcheck disable=SC2086
.build/release/nib-or-not compare "$baseline" "$candidate" --format markdown ${COMPARE_OPTIONS:-} > "$work/compare.md" || status=$?
cat "$work/compare.md"
if [[ -n "${GITHUB_STEP_SUMMARY:-}" ]]; then cat "$work/compare.md" >> "$GITHUB_STEP_SUMMARY"; fi
exit "$status"
