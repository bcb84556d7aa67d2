#!/usr/bin/env bash
# calibrate-intervals.sh: runs one release build several times and tabulates how well the ratio intervals
# of the runs agree (a dated record in docs/log/): the check that the intervals cover the drift between runs.
#
# Usage:       scripts/calibrate-intervals.sh [RUN OPTIONS ...]
#              Options are passed to every `nib-or-not run` (none: the default run). Run i gets
#              `--seed i` unless the options give a seed: a seed fixes every worker's shuffled round orders,
#              so runs of one seed share them, and their agreement could not show what the orders add.
# Environment: RUNS (default 5), OUTPUT (default docs/log/calibration-DATE.md, DATE the UTC day it starts: a record
#              to list in docs/log/README.md), RESULTS (folder for the runs,
#              default a new folder under results/calibration-*; kept so the table can be rechecked).
# Cost:        RUNS default runs of about 60 s each, so about 5 minutes; needs a quiet machine (no
#              builds or other benchmarks meanwhile), or the table measures the neighbours.
# Check:       RUNS=2 OUTPUT=/tmp/calibration.md scripts/calibrate-intervals.sh --processes 4 --rounds 20 \
#                  --cold-processes 1 --variants 'code/*'   (under a minute; proves the script works)
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${RUNS:-5}"
output="${OUTPUT:-docs/log/calibration-$(date -u +%Y-%m-%d).md}"
results="${RESULTS:-results/calibration-$(date -u +%Y%m%dT%H%M%SZ)}"
swift build -c release >&2  # every product: the workers and WebKit's web process extension
mkdir -p "$results"
# A seed given by the caller holds for every run; otherwise run i has seed i (see the usage above).
own_seed=false
for option in "$@"; do [[ "$option" == --seed || "$option" == --seed=* ]] && own_seed=true; done
folders=()
for i in $(seq 1 "$runs"); do
    seed=(); $own_seed || seed=(--seed "$i")
    echo "calibration run $i of $runs ..." >&2
    before=$(ls "$results")
    .build/release/nib-or-not run --output "$results" "${seed[@]}" "$@" >&2
    folder=$(comm -13 <(echo "$before") <(ls "$results") | grep -v '^\.' | tail -1)
    [[ -n "$folder" ]] || { echo "calibrate-intervals.sh: run $i wrote no folder under $results" >&2; exit 1; }
    folders+=("$results/$folder")
done
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
{
    python3 scripts/calibration-table.py "${folders[@]}"
    seeds="seeds 1 to $runs, one a run"; $own_seed && seeds="the seed given to every run"
    echo "Made by \`scripts/calibrate-intervals.sh $*\` (RUNS=$runs, $seeds) on $(uname -srm), $(nproc) cores, commit"
    echo "\`$(git rev-parse HEAD)\`."
} > "$tmp"
mv "$tmp" "$output"
echo "wrote $output" >&2
