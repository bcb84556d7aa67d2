#!/usr/bin/env bash
# ci-gate.sh: the performance gate of the example CI workflow (.github/workflows/benchmark.yml). Builds the
# base and head revisions on this machine, measures them in one interleaved A/B run (`nib-or-not ab`) and
# counts both builds' instructions per row under callgrind, and fails when either finds a regression.
#
# Usage:       scripts/ci-gate.sh BASE_REVISION [HEAD_REVISION]
#              HEAD_REVISION defaults to WORKTREE (the files as checked out).
# Environment: AB_OPTIONS     extra options for `ab` (default: none, so `ab`'s own: the model's variants and
#                             every toolkit's code and kept template with fit, each toolkit in workers of its
#                             own; pairs of 150 rounds, a look every 8 passes, until every variant is decided, at most
#                             480 s)
#              BASE_EXE, HEAD_EXE  prebuilt executables to use instead of building the revisions (tests)
#              SKIP_INSTRUCTIONS=1 skip the instruction counts (tests; they need valgrind, about a minute)
#              GITHUB_STEP_SUMMARY the outputs are appended there when set
# Exit status: 0 no regression; 1 a regression (timing or instructions); 2 unusable input; 3 no regression
#              found but a variant undecided at `ab`'s cap (the workflow decides whether that fails). The worst
#              counts: 2 over 1 over 3 over 0. Every step's status counts (set -o pipefail): a comparison piped
#              through tee still fails the job.
set -euo pipefail
cd "$(dirname "$0")/.."
[[ $# -ge 1 && $# -le 2 ]] || { echo "usage: scripts/ci-gate.sh BASE_REVISION [HEAD_REVISION]" >&2; exit 2; }
summary="${GITHUB_STEP_SUMMARY:-/dev/null}"
if [[ -n "${BASE_EXE:-}" && -n "${HEAD_EXE:-}" ]]; then
    base_exe=$BASE_EXE head_exe=$HEAD_EXE
else
    mapfile -t exes < <(scripts/build-revisions.sh "$1" "${2:-WORKTREE}")
    base_exe=${exes[0]} head_exe=${exes[1]}
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

status=0
# shellcheck disable=SC2086
"$head_exe" ab "$base_exe" "$head_exe" ${AB_OPTIONS:-} --output "$work/ab" --format markdown \
    | tee -a "$summary" || status=$?

if [[ "${SKIP_INSTRUCTIONS:-}" != 1 ]]; then
    NIB_OR_NOT="$base_exe" scripts/instruction-counts.sh "$work/base.csv"
    NIB_OR_NOT="$head_exe" scripts/instruction-counts.sh "$work/head.csv"
    instructions=0
    "$head_exe" compare "$work/base.csv" "$work/head.csv" --format markdown | tee -a "$summary" || instructions=$?
    # The worse of the two: unusable input (2) over a regression (1) over undecided (3) over none (0).
    rank() { case $1 in 2) echo 3;; 1) echo 2;; 3) echo 1;; *) echo 0;; esac; }
    if (( $(rank "$instructions") > $(rank "$status") )); then status=$instructions; fi
fi
if (( status != 0 )); then echo "ci-gate.sh: failed with status $status" >&2; fi
exit "$status"
