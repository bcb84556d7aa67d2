#!/usr/bin/env bash
# instruction-counts.sh: counts the CPU instructions each variant executes per row, under valgrind's
# callgrind. Unlike time, the count does not drift between runs or machines of one kind, so it is the
# metric to compare when timings are too noisy; `nib-or-not compare` reads the CSV it writes.
#
# Prerequisites: valgrind (installed when missing, with the other system packages); a release build
#                (made here).
# Usage:         scripts/instruction-counts.sh [OUTPUT.csv] [VARIANT ...]
#                OUTPUT.csv defaults to results/instructions.csv; variants default to every one `list` prints (twelve).
# Environment:   SWIFT_DETERMINISTIC_HASHING=1 is set for the counted runs so hashing is repeatable.
#                ROWS (rows counted per variant, default 20), WARMUP (rows built first, uncounted,
#                default 10). NIB_OR_NOT: an executable to count instead of building this tree's (for
#                scripts/ci-gate.sh, which counts two builds).
# Cost:          about 2 s per variant (the uncached variants about 10 s), one core.
# Output:        CSV with header variant,rows,instructions,instructions_per_row
#                (documented in docs/results-format.md).
set -euo pipefail
cd "$(dirname "$0")/.."
output="${1:-results/instructions.csv}"
shift || true
rows="${ROWS:-20}"
warmup="${WARMUP:-10}"
scripts/install-system-packages.sh --with-valgrind
if [[ -n "${NIB_OR_NOT:-}" ]]; then binary="$NIB_OR_NOT"; else
    swift build -c release --product nib-or-not >&2
    binary=.build/release/nib-or-not
fi
if [[ $# -gt 0 ]]; then variants=("$@"); else
    mapfile -t variants < <("$binary" list | awk '/^Variants/{v=1; next} /^[A-Z]/{v=0} v {print $1}')
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
printf 'variant,rows,instructions,instructions_per_row\n' > "$work/out.csv"
for variant in "${variants[@]}"; do
    echo "counting $variant ..." >&2
    SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --toggle-collect=nib_or_not_counted_rows \
        --callgrind-out-file="$work/callgrind.out" \
        "$binary" count-rows --variant "$variant" --rows "$rows" --warmup "$warmup" >/dev/null 2>"$work/valgrind.log" \
        || { echo "instruction-counts.sh: counting $variant failed; see below" >&2; tail -5 "$work/valgrind.log" >&2; exit 1; }
    total=$(awk '/^totals:/ {print $2}' "$work/callgrind.out")
    [[ -n "$total" ]] || { echo "instruction-counts.sh: callgrind wrote no total for $variant" >&2; exit 1; }
    awk -v v="$variant" -v r="$rows" -v t="$total" 'BEGIN { printf "%s,%d,%d,%.1f\n", v, r, t, t / r }' >> "$work/out.csv"
done
mkdir -p "$(dirname "$output")"
mv "$work/out.csv" "$output"
column -s, -t "$output" >&2
echo "wrote $output" >&2
