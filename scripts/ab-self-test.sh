#!/usr/bin/env bash
# ab-self-test.sh: does `nib-or-not ab` keep quiet when nothing changed and catch real 3% and 1% regressions?
# `ab` is sequential: each run goes on, in batches of pairs, until every variant is decided or its cap
# (`--max-seconds`, default 480); each row gives the run's exit status (0 decided, nothing regressed; 1 a
# regression; 3 undecided at the cap), the pairs it took and its time.
# Runs AA_TIMES A/A comparisons of one release build against itself; AB3_TIMES A/B comparisons in which the
# candidate's VARIANT's timed batches take 3% longer (the harness self-test variable
# NIB_OR_NOT_SELF_TEST_SLOWER=VARIANT:3; ab gives the baseline's workers the same wait, untimed); and AB1_TIMES
# with 1% longer.
# All three series compare at `--threshold THRESHOLD` (default 0.5): ab flags a significant slowdown estimated at
# least that, so a true 1% is caught when it is significant, and the A/A series shows what that costs in false
# alarms. Writes the counts to OUTPUT.
#
# Usage:       scripts/ab-self-test.sh [AB OPTIONS ...]   (default: none, `ab`'s defaults, as ci-gate.sh uses)
# Environment: AA_TIMES (default 10), AB3_TIMES (default 20), AB1_TIMES (default 10), VARIANT (default code/fit),
#              THRESHOLD (percent, default 0.5), FIRST_SEED (default 1: the runs of each series take seeds
#              FIRST_SEED, FIRST_SEED+1, ...; a second sitting takes new seeds to extend a series),
#              OUTPUT (default docs/log/ab-self-test-DATE.md, DATE the UTC day it starts: a record to list in
#              docs/log/README.md), NIB_OR_NOT (an executable; default: this tree, built in release),
#              KEEP_RUNS (a folder: each run's ab folder is moved there as KIND-SEED, e.g. AB3-07, for a second look;
#              default: removed after its line is read).
# Cost:        40 default A/B runs of up to 480 s each (the cap; most end after 5 min) on this 2-core machine: three to
#              four hours.
# Check:       AA_TIMES=1 AB3_TIMES=1 AB1_TIMES=1 OUTPUT=/tmp/ab.md scripts/ab-self-test.sh --pairs 4 --rounds 5 --variants 'code/*'
# A toolkit:   the default family holds every toolkit's code and kept template with fit, so a toolkit's series is
#              the same script with that variant: VARIANT=gtk-code/fit THRESHOLD=1 AB1_TIMES=0 scripts/ab-self-test.sh
#              (and VARIANT=chromium-code/fit AA_TIMES=0 for a web engine's), at ab's own threshold, 1%.
# Targets:     no regression in any of 10 A/A runs; VARIANT flagged in at least 19 of 20 3% runs (nothing else
#              flagged) and 8 of 10 1% runs; each run within ab's cap.
set -euo pipefail
cd "$(dirname "$0")/.."
variant="${VARIANT:-code/fit}"
output="${OUTPUT:-docs/log/ab-self-test-$(date -u +%Y-%m-%d).md}"
if [[ -n "${NIB_OR_NOT:-}" ]]; then exe="$NIB_OR_NOT"; else
    swift build -c release >&2  # every product: the workers and WebKit's web process extension
    exe="$PWD/.build/release/nib-or-not"
fi
options=("$@")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# kind, times, percent slower (0: none), extra options
threshold="${THRESHOLD:-0.5}"
first_seed="${FIRST_SEED:-1}"
load_start=$(cut -d' ' -f1-3 /proc/loadavg)
series=("AA ${AA_TIMES:-10} 0 --threshold $threshold" "AB3 ${AB3_TIMES:-20} 3 --threshold $threshold"
        "AB1 ${AB1_TIMES:-10} 1 --threshold $threshold")
declare -A flagged_runs caught other_flagged totals undecided_runs
slowest=0
rows=()
for entry in "${series[@]}"; do
    read -r kind times percent extra <<< "$entry"
    read -ra extra <<< "${extra:-}"
    totals[$kind]=$times; undecided_runs[$kind]=0; flagged_runs[$kind]=0; caught[$kind]=0; other_flagged[$kind]=0
    for i in $(seq 1 "$times"); do
        echo "$kind run $i of $times ..." >&2
        seed=$((first_seed + i - 1))
        start=$(date +%s.%N)
        status=0
        if (( percent == 0 )); then
            env -u NIB_OR_NOT_SELF_TEST_SLOWER "$exe" ab "$exe" "$exe" "${options[@]}" "${extra[@]}" --seed "$seed" \
                --output "$work/runs" --format text > "$work/out.txt" 2>/dev/null || status=$?
        else
            NIB_OR_NOT_SELF_TEST_SLOWER="$variant:$percent" "$exe" ab "$exe" "$exe" "${options[@]}" "${extra[@]}" \
                --seed "$seed" --output "$work/runs" --format text > "$work/out.txt" 2>/dev/null || status=$?
        fi
        seconds=$(echo "$(date +%s.%N) - $start" | bc)
        (( status <= 1 || status == 3 )) || { echo "ab-self-test.sh: $kind run $i failed with status $status" >&2; cat "$work/out.txt" >&2; exit 2; }
        line=$(grep -E "^${variant//\//\\/} " "$work/out.txt" || true)
        verdict=$(awk '{print $NF}' <<< "$line")
        change=$(awk '{print $4}' <<< "$line")
        ci=$(awk '{print $6}' <<< "$line")
        unadjusted=$(awk '{print $7}' <<< "$line")
        pairs=$(grep -oE 'after [0-9]+ looks?, [0-9]+ pairs' "$work/out.txt" | grep -oE '[0-9]+ pairs' | cut -d' ' -f1 || true)
        flagged=$(grep -cE ' regression$' "$work/out.txt" || true)
        # Each flagged variant with its change and interval, so a false alarm can be looked at afterwards.
        named=$(grep -E ' regression$' "$work/out.txt" | awk '{printf "%s%s %s %s", (NR > 1 ? "; " : ""), $1, $4, $6}' || true)
        undecided=$(grep -cE ' undecided$' "$work/out.txt" || true)
        (( undecided == 0 )) || undecided_runs[$kind]=$((undecided_runs[$kind] + 1))
        if (( percent == 0 )); then (( flagged == 0 )) || flagged_runs[$kind]=$((flagged_runs[$kind] + 1)); else
            others=$flagged
            if [[ $verdict == regression ]]; then caught[$kind]=$((caught[$kind] + 1)); others=$((flagged - 1)); fi
            (( others == 0 )) || other_flagged[$kind]=$((other_flagged[$kind] + 1))
        fi
        if [[ -n "${KEEP_RUNS:-}" ]]; then
            mkdir -p "$KEEP_RUNS"
            # Named by seed, so that a second sitting (FIRST_SEED) adds folders beside the first's; never into one.
            kept="$KEEP_RUNS/$(printf '%s-%02d' "$kind" "$seed")"
            [[ ! -e $kept ]] || kept="$kept.$(date -u +%H%M%S)"
            for run in "$work/runs"/*/; do if [[ -d $run ]]; then mv -T "$run" "$kept"; fi; done
        fi
        rm -rf "$work/runs"
        slowest=$(echo "if ($seconds > $slowest) $seconds else $slowest" | bc)
        rows+=("| $kind | $seed | $change | $ci | $unadjusted | $verdict | $flagged${named:+ ($named)} | $undecided | $status | $pairs | $(printf '%.0f' "$seconds") |")
        echo "  ${rows[-1]}" >&2
    done
done
{
    echo "# A/B self-test"
    echo
    echo "\`nib-or-not ab\` of one build against itself (A/A) and against itself with each timed batch of \`$variant\`"
    echo "3% (AB3) or 1% (AB1) longer in the candidate's workers (\`NIB_OR_NOT_SELF_TEST_SLOWER=$variant:PERCENT\`;"
    echo "the baseline's get the placebo \`$variant:PERCENT:untimed\`, the same wait left out of their samples), one"
    echo "seed a run from $first_seed on in each series, \`--threshold $threshold\` in all three, options \`${options[*]:-none other: the defaults of ab}\`."
    echo
    echo "- A/A runs with any regression flagged: **${flagged_runs[AA]} of ${totals[AA]}** (target 0)"
    echo "- 3% A/B runs flagging $variant as a regression: **${caught[AB3]} of ${totals[AB3]}** (target at least 19 of 20)"
    echo "- 1% A/B runs flagging $variant as a regression: **${caught[AB1]} of ${totals[AB1]}** (target at least 8 of 10)"
    echo "- A/B runs flagging another variant too: $((other_flagged[AB3] + other_flagged[AB1])) of $((totals[AB3] + totals[AB1]))"
    echo "- Runs ending with a variant undecided at the cap: A/A ${undecided_runs[AA]} of ${totals[AA]}, 3% ${undecided_runs[AB3]} of ${totals[AB3]}, 1% ${undecided_runs[AB1]} of ${totals[AB1]}"
    echo "- Longest run: $(printf '%.0f' "$slowest") s (target: within ab's cap, --max-seconds, 480 s by default)"
    echo "- Load average when it began: $load_start; when it ended: $(cut -d' ' -f1-3 /proc/loadavg)"
    echo
    echo "| kind | seed | $variant change | interval used | 95% unadjusted | verdict | variants flagged | undecided | exit | pairs | seconds |"
    echo "| --- | ---: | ---: | ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: |"
    printf '%s\n' "${rows[@]}"
    echo
    echo "Made by \`scripts/ab-self-test.sh ${*:-}\` (AA_TIMES=${totals[AA]} AB3_TIMES=${totals[AB3]} AB1_TIMES=${totals[AB1]}) on $(uname -srm), $(nproc) cores, commit \`$(git rev-parse HEAD)\`, $(date -u +%Y-%m-%dT%H:%MZ)."
} > "$work/table.md"
mv "$work/table.md" "$output"
echo "wrote $output" >&2
