#!/usr/bin/env bash
# calibrate-intervals.sh: runs one release build several times and tabulates how well the ratio intervals
# of the runs agree (docs/calibration.md): the check that the intervals cover the drift between runs.
#
# Usage:       scripts/calibrate-intervals.sh [RUN OPTIONS ...]
#              Options are passed to every `nib-or-not run` (none: the default run).
# Environment: RUNS (default 5), OUTPUT (default docs/calibration.md), RESULTS (folder for the runs,
#              default a new folder under results/calibration-*; kept so the table can be rechecked).
# Cost:        RUNS default runs of about 60 s each, so about 5 minutes; needs a quiet machine (no
#              builds or other benchmarks meanwhile), or the table measures the neighbours.
# Check:       RUNS=2 OUTPUT=/tmp/calibration.md scripts/calibrate-intervals.sh --processes 4 --rounds 20 \
#                  --cold-processes 1 --variants 'code/*'   (under a minute; proves the script works)
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${RUNS:-5}"
output="${OUTPUT:-docs/calibration.md}"
results="${RESULTS:-results/calibration-$(date -u +%Y%m%dT%H%M%SZ)}"
swift build -c release --product nib-or-not >&2
mkdir -p "$results"
folders=()
for i in $(seq 1 "$runs"); do
    echo "calibration run $i of $runs ..." >&2
    before=$(ls "$results")
    .build/release/nib-or-not run --output "$results" "$@" >&2
    folder=$(comm -13 <(echo "$before") <(ls "$results") | grep -v '^\.' | tail -1)
    [[ -n "$folder" ]] || { echo "calibrate-intervals.sh: run $i wrote no folder under $results" >&2; exit 1; }
    folders+=("$results/$folder")
done
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
{
    python3 scripts/calibration-table.py "${folders[@]}"
    echo "Made by \`scripts/calibrate-intervals.sh $*\` (RUNS=$runs) on $(uname -srm), $(nproc) cores, commit"
    echo "\`$(git rev-parse HEAD)\`."
} > "$tmp"
mv "$tmp" "$output"
echo "wrote $output" >&2
