#!/usr/bin/env python3
"""process-ratio-spread.py: how much do per-process ratios spread, by ratio of medians and paired by round?

Usage: python3 scripts/process-ratio-spread.py RUN_FOLDER [RUN_FOLDER ...]

A run's intervals rest on one log ratio per worker process (docs/results-format.md, comparisons.csv). This
prints, for every comparison of each run's comparisons.csv, the standard deviation over processes of two
per-process log ratios: ln(median A / median B), and the median over the process's rounds of ln(A / B) with A
and B of one round paired (what the reports use). Then the mean, over comparisons, of the second over the
first: below 1, pairing by round makes the intervals narrower by that factor for the same processes. Also the
part a process's rounds alone explain: the bootstrap standard error of its ratio of medians (200 resamples of
its rounds, seed 1), averaged over processes. And the correlation of each process's paired log ratio with the
next process's, in the order they ran: near 1 when the host's state over seconds sets the ratio (neighbours in
time alike), near 0 when each process has a mode of its own. Reads samples.csv and comparisons.csv only;
standard library.
"""
import collections
import csv
import math
import os
import random
import statistics
import sys


def per_process(folder):
    samples = collections.defaultdict(lambda: collections.defaultdict(dict))
    with open(os.path.join(folder, "samples.csv"), newline="") as handle:
        for record in csv.DictReader(handle):
            samples[record["variant"]][int(record["process"])][int(record["round"])] = float(record["ns_per_row"])
    return samples


def bootstrap_error(a, b, rng):
    logs = []
    for _ in range(200):
        ra = [rng.choice(a) for _ in a]
        rb = [rng.choice(b) for _ in b]
        logs.append(math.log(statistics.median(ra) / statistics.median(rb)))
    return statistics.stdev(logs)


def neighbour_correlation(values):
    """Lag-1 autocorrelation of a series: how alike each value is to the one after it."""
    mean = statistics.mean(values)
    deviations = [value - mean for value in values]
    spread = sum(d * d for d in deviations)
    return sum(x * y for x, y in zip(deviations, deviations[1:])) / spread if spread > 0 else 0.0


def main(folders):
    for folder in folders:
        samples = per_process(folder)
        quotients = []
        print(f"## {folder}\n")
        print("| A | B | processes | rounds | sd ln(median A / median B) | sd median paired ln(A/B) | rounds alone "
              "| neighbours |")
        print("| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |")
        with open(os.path.join(folder, "comparisons.csv"), newline="") as handle:
            comparisons = list(csv.DictReader(handle))
        for comparison in comparisons:
            a, b = samples[comparison["a"]], samples[comparison["b"]]
            processes = sorted(set(a) & set(b))
            if len(processes) < 3:
                continue
            of_medians, paired, alone = [], [], []
            rng = random.Random(1)
            for process in processes:
                rounds = sorted(set(a[process]) & set(b[process]))
                xs = [a[process][r] for r in rounds]
                ys = [b[process][r] for r in rounds]
                of_medians.append(math.log(statistics.median(xs) / statistics.median(ys)))
                paired.append(statistics.median(math.log(x / y) for x, y in zip(xs, ys)))
                alone.append(bootstrap_error(xs, ys, rng))
            first, second = statistics.stdev(of_medians), statistics.stdev(paired)
            if first > 0:
                quotients.append(second / first)
            rounds = statistics.median(len(set(a[p]) & set(b[p])) for p in processes)
            print(f"| {comparison['a']} | {comparison['b']} | {len(processes)} | {rounds:.0f} | {100 * first:.2f}% "
                  f"| {100 * second:.2f}% | {100 * statistics.mean(alone):.2f}% "
                  f"| {neighbour_correlation(paired):.2f} |")
        if quotients:
            print(f"\nPaired by round / ratio of medians, mean over {len(quotients)} comparisons: "
                  f"{statistics.mean(quotients):.3f}\n")


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit("usage: process-ratio-spread.py RUN_FOLDER [RUN_FOLDER ...]")
    main(sys.argv[1:])
