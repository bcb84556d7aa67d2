#!/usr/bin/env python3
"""extra-workers-coverage.py: does adding workers where the interval looks wide keep its 95% coverage?

Usage: python3 scripts/extra-workers-coverage.py [TRIALS]   (default 10000, as docs/noisy-host.md quotes; seeded, so the output repeats)

Simulates one group's per-process log ratios (true value 0): 10 planned workers, then extra ones, each drawn
from a normal distribution of SD sigma, or a heavy-tailed one (one process in ten three times as far out).
The interval is the run's (README, "Processes as replicates"): the processes in process order cut into 10
consecutive blocks, the Hodges-Lehmann estimate of each block, the t-interval (9 degrees of freedom) over the
blocks; its half-width relative to the ratio is sinh of the log half-width. Three ways to add workers, up to
a cap (the time a run has), against a goal for the half-width:
  - sequential: add one while the interval of all workers so far is wider than the goal;
  - two-stage: decide the number n from the planned 10 alone, the smallest with their half-width times
    sqrt(10 / n) within the goal (what `ExtraWorkers` does);
  - two-stage, held to Stein: the same, with the final interval held at least as wide as Stein's,
    t9 * s1 / sqrt(n), s1 the SD of the planned 10 (`PairedRatioOptions.firstStage`).
Prints, for each, how often the interval covers 0, the mean number of workers, and the mean width against
the plain block interval of the same workers. Standard library only.
"""
import math
import random
import statistics
import sys

T9 = 2.2621571627409915  # t.ppf(0.975, 9)


def hodges_lehmann(values):
    return statistics.median((values[i] + values[j]) / 2 for i in range(len(values)) for j in range(i, len(values)))


def block_interval(values):
    """Centre and log half-width of the 10-block interval."""
    n = len(values)
    blocks = min(10, n)
    estimates = [hodges_lehmann(values[(i * n) // blocks:((i + 1) * n) // blocks]) for i in range(blocks)]
    return statistics.mean(estimates), T9 * statistics.stdev(estimates) / math.sqrt(blocks)


def trial(rng, sigma, goal, cap, way, heavy):
    def draw():
        return rng.gauss(0, sigma) * (3 if heavy and rng.random() < 0.1 else 1)
    values = [draw() for _ in range(10)]
    centre, half = block_interval(values)
    if way == "sequential":
        while math.sinh(half) > goal and len(values) < cap:
            values.append(draw())
            centre, half = block_interval(values)
        return abs(centre) <= half, len(values), 1.0
    first_sd = statistics.stdev(values)
    n = 10
    while n < cap and math.sinh(half * math.sqrt(10 / n)) > goal:
        n += 1
    values += [draw() for _ in range(n - 10)]
    centre, half = block_interval(values)
    held = max(half, T9 * first_sd / math.sqrt(n)) if way == "held to Stein" else half
    return abs(centre) <= held, n, held / half if half > 0 else 1.0


def main():
    trials = int(sys.argv[1]) if len(sys.argv) > 1 else 10000
    print("| processes | sigma | goal | cap | way | coverage | mean workers | width / block interval |")
    print("| --- | ---: | ---: | ---: | --- | ---: | ---: | ---: |")
    for heavy in (False, True):
        for sigma, goal, cap in [(0.015, 0.01, 20), (0.02, 0.01, 30), (0.025, 0.01, 40), (0.03, 0.01, 25)]:
            for way in ("sequential", "two-stage", "held to Stein"):
                rng = random.Random(1)
                results = [trial(rng, sigma, goal, cap, way, heavy) for _ in range(trials)]
                coverage = sum(r[0] for r in results) / trials
                workers = sum(r[1] for r in results) / trials
                width = sum(r[2] for r in results) / trials
                print(f"| {'heavy-tailed' if heavy else 'normal'} | {sigma} | {goal} | {cap} | {way} | "
                      f"{coverage:.4f} | {workers:.1f} | {width:.3f} |")


if __name__ == "__main__":
    main()
