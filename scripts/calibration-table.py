#!/usr/bin/env python3
"""calibration-table.py: how well do the ratio intervals of repeated runs of one build agree?

Usage: scripts/calibration-table.py RUN_FOLDER RUN_FOLDER [...] > docs/calibration.md

Reads each folder's comparisons.csv. For every comparison and every pair of runs (i < j), with
r = ln(ratio) and hw = (ln ci_high - ln ci_low) / 2 (the half-width on the log scale):
    q = (r_i - r_j) / sqrt(hw_i^2 + hw_j^2)
If each interval is a 95% interval of the same true ratio, q is roughly normal with SD at most
1 / 1.96 per unit of half-width sum, so the root mean square of q should be at most 1.0, and at least
90% of interval pairs should overlap. Only the standard library is used.
"""
import csv
import itertools
import math
import os
import sys


def read(folder):
    with open(os.path.join(folder, "comparisons.csv"), newline="") as handle:
        rows = list(csv.DictReader(handle))
    out = {}
    for row in rows:
        ratio, low, high = float(row["ratio"]), float(row["ci_low"]), float(row["ci_high"])
        out[(row["a"], row["b"])] = (math.log(ratio), (math.log(high) - math.log(low)) / 2,
                                     low, high, row["interval_method"])
    return out


def main(folders):
    if len(folders) < 2:
        sys.exit("calibration-table.py: give at least two run folders")
    runs = [read(folder) for folder in folders]
    keys = [key for key in runs[0] if all(key in run for run in runs)]
    methods = sorted({run[key][4] for run in runs for key in keys})
    lines = ["# Calibration of the ratio intervals", "",
             f"{len(folders)} runs of one build: " + ", ".join(f"`{os.path.basename(f.rstrip('/'))}`" for f in folders)
             + f". Interval method: {', '.join(methods)}.", "",
             "Per comparison and pair of runs, q = (r1 − r2) / √(hw1² + hw2²) with r = ln ratio and hw the "
             "half-width of the 95% interval on the log scale. Target: RMS of q at most 1.0, at least 90% "
             "of interval pairs overlapping.", "",
             "| A | B | ratio range over runs | widest half-width | RMS q | max abs q | overlapping pairs |",
             "| --- | --- | ---: | ---: | ---: | ---: | ---: |"]
    all_q, overlaps, pairs, widest = [], 0, 0, 0.0
    for key in keys:
        values = [run[key] for run in runs]
        qs, overlap = [], 0
        for x, y in itertools.combinations(values, 2):
            denominator = math.hypot(x[1], y[1])
            qs.append((x[0] - y[0]) / denominator if denominator > 0 else (0.0 if x[0] == y[0] else math.inf))
            overlap += not (x[3] < y[2] or y[3] < x[2])
        half = max((v[3] - v[2]) / 2 / math.exp(v[0]) for v in values) * 100
        widest = max(widest, half)
        all_q += qs
        overlaps += overlap
        pairs += len(qs)
        ratios = [math.exp(v[0]) for v in values]
        lines.append(f"| {key[0]} | {key[1]} | {min(ratios):.4f}–{max(ratios):.4f} | ±{half:.2f}% | "
                     f"{math.sqrt(sum(q * q for q in qs) / len(qs)):.2f} | {max(abs(q) for q in qs):.2f} | "
                     f"{overlap}/{len(qs)} |")
    rms = math.sqrt(sum(q * q for q in all_q) / len(all_q))
    lines += ["", f"**All comparisons:** RMS q = {rms:.2f} (target ≤ 1.0); {overlaps} of {pairs} interval pairs "
              f"overlap ({100 * overlaps / pairs:.0f}%, target ≥ 90%); widest half-width ±{widest:.2f}% "
              "(target within ±1%).", ""]
    print("\n".join(lines))


if __name__ == "__main__":
    main(sys.argv[1:])
