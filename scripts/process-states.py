#!/usr/bin/env python3
"""process-states.py: do whole worker processes run in a slow state, every variant alike?

Usage: python3 scripts/process-states.py RUN_FOLDER [RUN_FOLDER ...]
       (a run folder, or an `ab` folder holding baseline/ and candidate/ run folders; any mix)

For each variant, takes every process's median ns per row over all the given runs and prints, as Markdown,
the 10th, 50th and 90th percentiles of those medians, the slowest, and the share of processes whose median
is more than 1.25 times the 10th percentile ("slow"). Then, for each process, whether it is slow in every
variant at once: a state of the whole process (machine, placement) rather than of one variant's code.
Reads samples.csv only; needs nothing beyond Python's standard library.
"""
import collections
import csv
import os
import statistics
import sys


def run_folders(paths):
    for path in paths:
        if os.path.exists(os.path.join(path, "samples.csv")):
            yield path
        else:
            for side in ("baseline", "candidate"):
                if os.path.exists(os.path.join(path, side, "samples.csv")):
                    yield os.path.join(path, side)


def main(paths):
    medians = collections.defaultdict(dict)  # variant -> {(folder, process): median}
    folders = list(run_folders(paths))
    if not folders:
        sys.exit("process-states.py: no samples.csv under the given folders")
    for folder in folders:
        per = collections.defaultdict(list)
        with open(os.path.join(folder, "samples.csv"), newline="") as handle:
            for row in csv.DictReader(handle):
                per[(row["variant"], row["process"])].append(float(row["ns_per_row"]))
        for (variant, process), values in per.items():
            medians[variant][(folder, process)] = statistics.median(values)
    print(f"{len(folders)} run folders.\n")
    print("| variant | processes | p10 (µs) | p50 (µs) | p90 (µs) | slowest (µs) | slow (> 1.25 × p10) |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
    slow_sets = {}
    for variant in sorted(medians):
        values = sorted(medians[variant].values())
        p10 = values[len(values) // 10]
        slow = {key for key, value in medians[variant].items() if value > 1.25 * p10}
        slow_sets[variant] = slow
        print(f"| {variant} | {len(values)} | {p10 / 1000:.2f} | {values[len(values) // 2] / 1000:.2f} | "
              f"{values[9 * len(values) // 10] / 1000:.2f} | {values[-1] / 1000:.2f} | {len(slow) / len(values):.0%} |")
    everywhere = set.intersection(*slow_sets.values())
    anywhere = set.union(*slow_sets.values())
    print(f"\nProcesses slow in at least one variant: {len(anywhere)}; slow in every variant: {len(everywhere)}.")


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    main(sys.argv[1:])
