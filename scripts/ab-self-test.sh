#!/usr/bin/env bash
# ab-self-test.sh: does `nib-or-not ab` keep quiet when nothing changed and catch a real 3% regression?
# Runs TIMES A/A comparisons of one release build against itself, and TIMES A/B comparisons in which the
# candidate's VARIANT does a calibrated 3% more work (the harness self-test variable
# NIB_OR_NOT_SELF_TEST_SLOWER, set for the candidate's workers only), and writes the counts to OUTPUT.
#
# Usage:       scripts/ab-self-test.sh [AB OPTIONS ...]   (default: none, `ab`'s defaults, as ci-gate.sh uses)
# Environment: TIMES (default 20), VARIANT (default code/fit), OUTPUT (default docs/ab-self-test.md),
#              NIB_OR_NOT (an executable; default: this tree, built in release).
# Cost:        2 × TIMES default A/B runs of 62 to 87 s each on this 2-core machine: about 45 minutes.
# Check:       TIMES=1 OUTPUT=/tmp/ab.md scripts/ab-self-test.sh --pairs 4 --rounds 5 --variants 'code/*'
# Targets:     no regression in any A/A run; VARIANT flagged in at least 18 of 20 A/B runs; each run at most
#              2 minutes.
set -euo pipefail
cd "$(dirname "$0")/.."
times="${TIMES:-20}"
variant="${VARIANT:-code/fit}"
output="${OUTPUT:-docs/ab-self-test.md}"
if [[ -n "${NIB_OR_NOT:-}" ]]; then exe="$NIB_OR_NOT"; else
    swift build -c release --product nib-or-not >&2
    exe="$PWD/.build/release/nib-or-not"
fi
options=("$@")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
false_alarms=0 caught=0 other_flagged=0 slowest=0
rows=()
for kind in AA AB; do
    for i in $(seq 1 "$times"); do
        echo "$kind run $i of $times ..." >&2
        start=$(date +%s.%N)
        status=0
        if [[ $kind == AA ]]; then
            env -u NIB_OR_NOT_SELF_TEST_SLOWER "$exe" ab "$exe" "$exe" "${options[@]}" --seed "$i" --output "$work/runs" \
                --format text > "$work/out.txt" 2>/dev/null || status=$?
        else
            NIB_OR_NOT_SELF_TEST_SLOWER="$variant" "$exe" ab "$exe" "$exe" "${options[@]}" --seed "$i" \
                --output "$work/runs" --format text > "$work/out.txt" 2>/dev/null || status=$?
        fi
        seconds=$(echo "$(date +%s.%N) - $start" | bc)
        (( status <= 1 )) || { echo "ab-self-test.sh: $kind run $i failed with status $status" >&2; cat "$work/out.txt" >&2; exit 2; }
        line=$(grep -E "^${variant//\//\\/} " "$work/out.txt" || true)
        verdict=$(awk '{print $NF}' <<< "$line")
        change=$(awk '{print $4}' <<< "$line")
        ci=$(awk '{print $6}' <<< "$line")
        flagged=$(grep -cE ' regression$' "$work/out.txt" || true)
        if [[ $kind == AA ]]; then (( flagged == 0 )) || false_alarms=$((false_alarms + 1)); else
            others=$flagged
            if [[ $verdict == regression ]]; then caught=$((caught + 1)); others=$((flagged - 1)); fi
            (( others == 0 )) || other_flagged=$((other_flagged + 1))
        fi
        slowest=$(echo "if ($seconds > $slowest) $seconds else $slowest" | bc)
        rows+=("| $kind | $i | $change | $ci | $verdict | $flagged | $(printf '%.0f' "$seconds") |")
        echo "  ${rows[-1]}" >&2
    done
done
{
    echo "# A/B self-test"
    echo
    echo "\`nib-or-not ab\` of one build against itself (A/A) and against itself with \`$variant\` doing a calibrated"
    echo "3% more work in the candidate's workers (A/B, \`NIB_OR_NOT_SELF_TEST_SLOWER=$variant\`), $times times each,"
    echo "seeds 1 to $times, options \`${options[*]:-none: the defaults of ab}\`."
    echo
    echo "- A/A runs with any regression flagged: **$false_alarms of $times** (target 0)"
    echo "- A/B runs flagging $variant as a regression: **$caught of $times** (target at least 18 of 20)"
    echo "- A/B runs flagging another variant too: $other_flagged of $times"
    echo "- Longest run: $(printf '%.0f' "$slowest") s (target at most 120 s)"
    echo
    echo "| kind | run | $variant change | 95% CI | verdict | variants flagged | seconds |"
    echo "| --- | ---: | ---: | ---: | --- | ---: | ---: |"
    printf '%s\n' "${rows[@]}"
    echo
    echo "Made by \`scripts/ab-self-test.sh ${*:-}\` (TIMES=$times) on $(uname -srm), $(nproc) cores, commit \`$(git rev-parse HEAD)\`."
} > "$work/table.md"
mv "$work/table.md" "$output"
echo "wrote $output" >&2
