#!/usr/bin/env python3
"""calibration-q-simulation.py: the RMS q that exactly calibrated intervals give (docs/log/calibration-2026-11-28.md).

Usage: python3 scripts/calibration-q-simulation.py [PAIRS]   (default 20000; seeded, so the output repeats)

Each simulated run has 10 normal block estimates and a 95% t-interval over them (t with 9 degrees of freedom), as a
run's ratio intervals are formed (BlockInterval); for PAIRS pairs of such runs of one true value it prints the
root mean square of q = (m1 - m2) / sqrt(hw1^2 + hw2^2), the statistic of calibration-table.py. About 0.47; for
intervals with a known variance it would be 1 / 1.96 = 0.51. Only the standard library is used.
"""
import math
import random
import statistics
import sys

T9 = 2.2621571628  # t quantile, 9 degrees of freedom, 0.975


def run(rng):
    blocks = [rng.gauss(0, 1) for _ in range(10)]
    return statistics.mean(blocks), T9 * statistics.stdev(blocks) / math.sqrt(10)


def main():
    pairs = int(sys.argv[1]) if len(sys.argv) > 1 else 20000
    rng = random.Random(1)
    total = 0.0
    for _ in range(pairs):
        (m1, h1), (m2, h2) = run(rng), run(rng)
        total += ((m1 - m2) / math.hypot(h1, h2)) ** 2
    print(f"RMS q over {pairs} pairs of runs: {math.sqrt(total / pairs):.3f}")


if __name__ == "__main__":
    main()
