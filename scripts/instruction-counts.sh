#!/usr/bin/env bash
# instruction-counts.sh: counts the CPU instructions each variant executes per row, under valgrind's
# callgrind. Unlike time, the count does not drift between runs or machines of one kind, so it is the
# metric to compare when timings are too noisy; `nib-or-not compare` reads the CSV it writes.
#
# Prerequisites: valgrind (installed when missing, with the other system packages); a release build
#                (made here).
# Usage:         scripts/instruction-counts.sh [OUTPUT.csv] [VARIANT ...]
#                OUTPUT.csv defaults to results/instructions.csv; variants default to the model's sixteen that `list`
#                prints and the real toolkits' variants of the default run (twenty-six: GTK's eight, Qt's six, GNUstep's twelve;
#                GTK's take about 17 s each, GNUstep's XIB ones longer).
#                scripts/instruction-counts.sh --sweep [SWEEP OPTIONS ...]
#                counts every variant `nib-or-not sweep SWEEP OPTIONS` measures (sweep/CONSTRUCTION/FIT/N), then
#                runs that sweep with --instructions, so its run folder holds instructions.csv and its sweep.csv
#                and report.md give instructions per row.
# Environment:   SWIFT_DETERMINISTIC_HASHING=1 is set for the counted runs so hashing is repeatable.
#                ROWS (rows counted per variant, default 20), WARMUP (rows built first, uncounted,
#                default 10). NIB_OR_NOT: an executable to count instead of building this tree's (for
#                scripts/ci-gate.sh, which counts two builds).
# Cost:          about 2 s per variant (the uncached variants about 10 s), one core; a default sweep's
#                28 variants take a few minutes before the sweep itself.
# Output:        CSV with header variant,rows,instructions,instructions_per_row
#                (documented in docs/results-format.md).
set -euo pipefail
cd "$(dirname "$0")/.."
sweep=()
if [[ "${1:-}" == "--sweep" ]]; then
    shift
    sweep=(sweep "$@")
    output=""
else
    output="${1:-results/instructions.csv}"
    shift || true
fi
rows="${ROWS:-20}"
warmup="${WARMUP:-10}"
scripts/install-system-packages.sh --with-valgrind
if [[ -n "${NIB_OR_NOT:-}" ]]; then binary="$NIB_OR_NOT"; else
    swift build -c release >&2  # every product: the workers and WebKit's web process extension
    binary=.build/release/nib-or-not
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if [[ ${#sweep[@]} -gt 0 ]]; then
    # The sweep validates its own options; its list of points is what gets counted.
    mapfile -t variants < <("$binary" "${sweep[@]}" --print-variants)
    [[ ${#variants[@]} -gt 0 ]] || { echo "instruction-counts.sh: the sweep lists no variants" >&2; exit 1; }
elif [[ $# -gt 0 ]]; then variants=("$@"); else
    # The model's variants, then the real toolkits' variants of the default run.
    mapfile -t variants < <("$binary" list | awk '/^Variants/{v=1; next} /^Real toolkits/{v=2; next} /^[A-Z]/{v=0}
        v == 1 {print $1} v == 2 && !/not in the default run/ {print $1}')
fi
# valgrind 3.19 gives up on the debug information of a build that links the C++ of the Qt target ("possibly
# corrupted debuginfo file"); a copy without it runs the same instructions, and keeps the symbol counted here.
counted="$work/nib-or-not"
objcopy --strip-debug "$binary" "$counted"

printf 'variant,rows,instructions,instructions_per_row\n' > "$work/out.csv"
for variant in "${variants[@]}"; do
    echo "counting $variant ..." >&2
    # Dumps on entering and on leaving the counted rows' function: the second part holds every thread's
    # instructions in between. (--toggle-collect would count only the calling thread's: Qt Quick compiles a
    # document on its type loader's thread, and a QML component made per row then counted a fifth of its work.)
    rm -f "$work"/callgrind.out*
    SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --dump-before=nib_or_not_counted_rows \
        --dump-after=nib_or_not_counted_rows --callgrind-out-file="$work/callgrind.out" \
        "$counted" count-rows --variant "$variant" --rows "$rows" --warmup "$warmup" >/dev/null 2>"$work/valgrind.log" \
        || { echo "instruction-counts.sh: counting $variant failed; see below" >&2; tail -5 "$work/valgrind.log" >&2; exit 1; }
    total=$(awk '/^totals:/ {print $2}' "$work/callgrind.out.2" 2>/dev/null || true)
    [[ -n "$total" ]] || { echo "instruction-counts.sh: callgrind wrote no total for $variant" >&2; exit 1; }
    awk -v v="$variant" -v r="$rows" -v t="$total" 'BEGIN { printf "%s,%d,%d,%.1f\n", v, r, t, t / r }' >> "$work/out.csv"
done
column -s, -t "$work/out.csv" >&2
if [[ ${#sweep[@]} -gt 0 ]]; then
    "$binary" "${sweep[@]}" --instructions "$work/out.csv"
    exit
fi
mkdir -p "$(dirname "$output")"
mv "$work/out.csv" "$output"
echo "wrote $output" >&2
