#!/usr/bin/env bash
# regenerate-reports.sh: rewrites report.md, summary.csv, comparisons.csv and the SVG charts of every run
# folder under a results folder from its CSVs and run.json, without measuring anything. The files come out
# byte for byte as the run wrote them unless the report code changed.
#
# Prerequisites: a Swift toolchain (the release product is built here if needed).
# Usage:         scripts/regenerate-reports.sh [RESULTS_DIR]     (default: results)
# Environment:   none. Exits non-zero, naming the folder, at the first run folder that cannot be read.
set -euo pipefail
cd "$(dirname "$0")/.."
results="${1:-results}"
scripts/install-system-packages.sh
swift build -c release >&2  # every product: the workers and WebKit's web process extension
count=0
while IFS= read -r samples; do
    folder=$(dirname "$samples")
    echo "regenerating $folder" >&2
    .build/release/nib-or-not report "$folder"
    count=$((count + 1))
done < <(find "$results" -name samples.csv -not -path '*/.*' | sort)
echo "regenerated $count report(s) under $results" >&2
