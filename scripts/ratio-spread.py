#!/usr/bin/env python3
"""ratio-spread.py: how far the same ratios land in different runs (other machines, other days).

What:          reads comparisons.csv of a baseline run folder and of one or more other run folders, and prints
               a Markdown table: each ratio (a/b) of the baseline, its 95% interval, the same ratio in each
               other run, and the largest relative difference from the baseline's; then the largest over all.
               The intervals of one run cover that run only; this says how far another run's ratios land.
Prerequisites: python3 (standard library only).
Usage:         scripts/ratio-spread.py BASELINE_RUN RUN [RUN ...]
Environment:   none.
"""
import csv
import math
import os
import sys


def ratios(folder):
    path = os.path.join(folder, "comparisons.csv")
    try:
        with open(path, newline="") as handle:
            rows = list(csv.DictReader(handle))
    except OSError as error:
        sys.exit(f"ratio-spread: {path}: {error.strerror}")
    try:
        return {(row["a"], row["b"]): (float(row["ratio"]), float(row["ci_low"]), float(row["ci_high"])) for row in rows}
    except (KeyError, ValueError) as error:
        sys.exit(f"ratio-spread: {path}: not a comparisons.csv ({error})")


def main(arguments):
    if len(arguments) < 2:
        sys.exit("usage: scripts/ratio-spread.py BASELINE_RUN RUN [RUN ...]")
    base = ratios(arguments[0])
    others = [ratios(folder) for folder in arguments[1:]]
    names = [os.path.basename(os.path.normpath(folder)) for folder in arguments[1:]]
    print("| a / b | baseline (95% CI) | " + " | ".join(names) + " | largest difference |")
    print("| --- | --- | " + " | ".join("---:" for _ in names) + " | ---: |")
    largest = (0.0, None)
    for key, (ratio, low, high) in base.items():
        if key[0].startswith("selfcheck/"):
            continue
        seen = [other[key][0] for other in others if key in other]
        if not seen:
            continue
        difference = max(abs(math.exp(abs(math.log(value / ratio))) - 1) for value in seen) * 100
        if difference > largest[0]:
            largest = (difference, key)
        cells = [f"{other[key][0]:.3f}" if key in other else "—" for other in others]
        print(f"| {key[0]} / {key[1]} | {ratio:.3f} ({low:.3f}–{high:.3f}) | " + " | ".join(cells) + f" | {difference:.1f}% |")
    if largest[1]:
        print(f"\nLargest difference: {largest[0]:.1f}% ({largest[1][0]} / {largest[1][1]}).")


if __name__ == "__main__":
    main(sys.argv[1:])
