#!/usr/bin/env python3
"""drift-evidence.py: how per-process ratios drift within runs, and how candidate interval methods fare.

Usage: python3 scripts/drift-evidence.py RUN_FOLDER [RUN_FOLDER ...]   (needs numpy and scipy)

For each run folder (samples.csv, and comparisons.csv for the list of comparisons) and comparison,
per process r = ln(median A / median B) in process order. Prints, as Markdown:
1. drift within each run: SD of r, lag-1 autocorrelation, difference of the two halves' means, the
   least-squares trend over the run, and the variance inflation of means of k consecutive processes
   (k * var(block means) / var(r); 1 for independent processes, above 1 when neighbours share drift);
2. for candidate interval methods, the widest and median half-width, and agreement (RMS of q, share of
   overlapping intervals) between the halves of each run and, with two or more runs, between runs.
"""
import collections
import csv
import itertools
import math
import os
import sys

import numpy as np
from scipy import stats


def load(folder):
    samples = collections.defaultdict(lambda: collections.defaultdict(list))
    with open(os.path.join(folder, "samples.csv"), newline="") as handle:
        for row in csv.DictReader(handle):
            samples[row["variant"]][int(row["process"])].append(float(row["ns_per_row"]))
    with open(os.path.join(folder, "comparisons.csv"), newline="") as handle:
        pairs = [(row["a"], row["b"]) for row in csv.DictReader(handle)]
    out = {}
    for a, b in pairs:
        processes = sorted(set(samples[a]) & set(samples[b]))
        out[(a, b)] = np.array([math.log(np.median(samples[a][p])) - math.log(np.median(samples[b][p]))
                                for p in processes])
    return out


def hodges_lehmann(x):
    return float(np.median([(x[i] + x[j]) / 2 for i in range(len(x)) for j in range(i, len(x))]))


def signed_rank_interval(r):
    """Hodges-Lehmann estimate with the signed-rank interval (normal approximation, as for n > 100)."""
    n = len(r)
    walsh = sorted((r[i] + r[j]) / 2 for i in range(n) for j in range(i, n))
    c = int(math.floor(n * (n + 1) / 4 - 1.959964 * math.sqrt(n * (n + 1) * (2 * n + 1) / 24)))
    c = max(c, 0)
    return hodges_lehmann(r), walsh[c], walsh[len(walsh) - 1 - c]


def block_interval(r, blocks):
    n = len(r)
    b = min(blocks, n)
    estimates = [hodges_lehmann(r[(i * n) // b:((i + 1) * n) // b]) for i in range(b)]
    mean, sd = np.mean(estimates), np.std(estimates, ddof=1)
    half = stats.t.ppf(0.975, b - 1) * sd / math.sqrt(b)
    return mean, mean - half, mean + half


METHODS = [("signed-rank over processes", signed_rank_interval),
           ("t over 8 blocks", lambda r: block_interval(r, 8)),
           ("t over 10 blocks (default)", lambda r: block_interval(r, 10)),
           ("t over 16 blocks", lambda r: block_interval(r, 16))]


def q(x, y):
    hw1, hw2 = (x[2] - x[1]) / 2, (y[2] - y[1]) / 2
    return (x[0] - y[0]) / math.hypot(hw1, hw2), not (x[2] < y[1] or y[2] < x[1])


def main(folders):
    runs = [load(folder) for folder in folders]
    print("## Drift within each run\n")
    print("| run | A | B | processes | SD of r | lag-1 autocorrelation | second half − first half | trend over the run (p) | variance inflation k=2, 4, 8, 16 |")
    print("| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | --- |")
    for folder, run in zip(folders, runs):
        for (a, b), r in run.items():
            n = len(r)
            centred = r - r.mean()
            lag1 = float((centred[1:] * centred[:-1]).sum() / (centred * centred).sum())
            halves = (r[n // 2:].mean() - r[:n // 2].mean()) * 100
            fit = stats.linregress(np.arange(n), r)
            inflation = []
            for k in (2, 4, 8, 16):
                m = n // k
                means = r[:m * k].reshape(m, k).mean(1)
                inflation.append(k * means.var(ddof=1) / r.var(ddof=1) if m > 1 else float("nan"))
            print(f"| {os.path.basename(folder.rstrip('/'))} | {a} | {b} | {n} | {r.std(ddof=1) * 100:.2f}% | {lag1:+.2f} | "
                  f"{halves:+.2f}% | {fit.slope * n * 100:+.2f}% ({fit.pvalue:.2g}) | "
                  + ", ".join(f"{v:.1f}" for v in inflation) + " |")
    print("\n## Interval methods\n")
    print("| method | widest half-width | median half-width | halves: RMS q | halves: overlapping | runs: RMS q | runs: overlapping |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
    for name, method in METHODS:
        widths, half_q, half_overlap, run_q, run_overlap = [], [], 0, [], 0
        for run in runs:
            for r in run.values():
                e, lo, hi = method(r)
                widths.append((math.exp(hi) - math.exp(lo)) / 2 / math.exp(e) * 100)
                value, overlap = q(method(r[:len(r) // 2]), method(r[len(r) // 2:]))
                half_q.append(value)
                half_overlap += overlap
        for x, y in itertools.combinations(runs, 2):
            for key in set(x) & set(y):
                value, overlap = q(method(x[key]), method(y[key]))
                run_q.append(value)
                run_overlap += overlap
        rms = lambda v: math.sqrt(sum(t * t for t in v) / len(v)) if v else float("nan")
        print(f"| {name} | ±{max(widths):.2f}% | ±{np.median(widths):.2f}% | {rms(half_q):.2f} | "
              f"{half_overlap}/{len(half_q)} | {rms(run_q):.2f} | {run_overlap}/{len(run_q)} |")


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit("drift-evidence.py: give one or more run folders")
    main(sys.argv[1:])
