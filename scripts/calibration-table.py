#!/usr/bin/env python3
"""calibration-table.py: how well do the ratio intervals of repeated runs of one build agree?

Usage: scripts/calibration-table.py RUN_FOLDER RUN_FOLDER [...] > docs/log/calibration-DATE.md

Reads each folder's comparisons.csv. For every comparison and every pair of runs (i < j), with
r = ln(ratio) and hw = (ln ci_high - ln ci_low) / 2 (the half-width on the log scale):
    q = (r_i - r_j) / sqrt(hw_i^2 + hw_j^2)
If each interval is a 95% interval of the same true ratio, q is about normal with SD 1 / 1.96, so intervals
that cover exactly 95% give an RMS q of about 0.5 (0.51 for normal intervals; 0.47 for t-intervals over 10
blocks, calibration-q-simulation.py). An RMS q above 1.0 means the intervals are less than half as wide as the runs'
disagreement calls for: that is the target's ceiling; well under 0.5, they are wider than it needs. At least
90% of interval pairs should overlap. The header names each run's seed (run.json's plan.seed): runs of one
seed shuffle their rounds alike, so their agreement cannot show what the orders add. Only the standard
library is used.
"""
import csv
import itertools
import json
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


def seed(folder):
    """The run's seed from its run.json, or "?" when the file or the field is missing."""
    try:
        with open(os.path.join(folder, "run.json")) as handle:
            return str(json.load(handle)["plan"]["seed"])
    except (OSError, KeyError, TypeError, ValueError):
        return "?"


def main(folders):
    if len(folders) < 2:
        sys.exit("calibration-table.py: give at least two run folders")
    runs = [read(folder) for folder in folders]
    seeds = [seed(folder) for folder in folders]
    # Whether each pair of runs (in combinations' order) shares a seed, for the split under the table.
    same_seed = [a == b and a != "?" for a, b in itertools.combinations(seeds, 2)]
    keys = [key for key in runs[0] if all(key in run for run in runs)]
    methods = sorted({run[key][4] for run in runs for key in keys})
    lines = ["# Calibration of the ratio intervals", "",
             f"{len(folders)} runs of one build: " + ", ".join(f"`{os.path.basename(f.rstrip('/'))}`" for f in folders)
             + f"; seeds {', '.join(seeds)}. Interval method: {', '.join(methods)}.", "",
             "Per comparison and pair of runs, q = (r1 − r2) / √(hw1² + hw2²) with r = ln ratio and hw the "
             "half-width of the 95% interval on the log scale. Intervals that cover exactly 95% give an RMS q of "
             "about 0.5. Target: RMS of q at most 1.0 (above it, intervals too narrow), at least 90% of interval "
             "pairs overlapping.", "",
             "| A | B | ratio range over runs | widest half-width | RMS q | max abs q | overlapping pairs |",
             "| --- | --- | ---: | ---: | ---: | ---: | ---: |"]
    all_q, by_seed, overlaps, pairs, widest = [], {True: [], False: []}, 0, 0, 0.0
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
        for q, same in zip(qs, same_seed):
            by_seed[same].append(q)
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
    if by_seed[True] and by_seed[False]:
        def rms_of(qs):
            return math.sqrt(sum(q * q for q in qs) / len(qs))
        lines += [f"Pairs of runs of one seed: RMS q = {rms_of(by_seed[True]):.2f} over {len(by_seed[True])}; "
                  f"of different seeds: {rms_of(by_seed[False]):.2f} over {len(by_seed[False])}.", ""]
    print("\n".join(lines))


if __name__ == "__main__":
    main(sys.argv[1:])
