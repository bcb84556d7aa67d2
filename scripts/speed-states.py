#!/usr/bin/env python3
"""speed-states.py: does the host switch between speeds during a run, do ratios differ between the speeds, and
would an interval stratified by speed be narrower than the run's interval over processes?

Usage: python3 scripts/speed-states.py RUN_FOLDER [RUN_FOLDER ...]

Some hosts of this kind run every process at one of two speeds, switching every few seconds, whatever the
process is (docs/noisy-host.md, "A host with two speeds"). This reads a run's samples.csv and, for each
comparison of its comparisons.csv:

- gives each round of each worker a speed score: the median, over the variants of the worker's group other than
  the comparison's two, of ln(time of that round / that variant's median over the run). The comparison's own
  variants are left out so that their noise cannot sort their own rounds;
- splits the scores in two by the split of least squared error (two-means on one dimension): "fast" below,
  "slow" above, and prints how far apart the two states' mean scores are;
- prints the ratio in each state (mean over processes of each process's median paired log ratio over its rounds
  in that state, for processes with at least 2 such rounds);
- prints the t-interval over processes of the processes' median paired log ratios (what a run's interval is
  built from, without the blocks), and the post-stratified interval: the two states' means weighted by the
  run's share of rounds in each state, with a Welch-Satterthwaite t. Stratifying helps only where the states'
  ratios differ and each state has enough processes; a state with fewer than 3 is reported as too few.

Reads samples.csv, comparisons.csv and run.json (which group of workers timed each variant) only; standard library; no randomness.
"""
import collections
import csv
import json
import math
import os
import statistics
import sys

T975 = {1: 12.706, 2: 4.303, 3: 3.182, 4: 2.776, 5: 2.571, 6: 2.447, 7: 2.365, 8: 2.306, 9: 2.262, 10: 2.228,
        12: 2.179, 15: 2.131, 20: 2.086, 30: 2.042, 40: 2.021, 60: 2.000, 120: 1.980}


def t975(df):
    """The two-sided 95% t quantile, from the table above (the next smaller listed df: conservative; a df within
    rounding of a listed one counts as it)."""
    listed = [k for k in T975 if k <= df + 1e-9]
    return T975[max(listed)] if listed else T975[1]


def read_groups(folder):
    """Each variant's group of workers, as the run's plan in run.json names them: a toolkit's own
    (`plan.toolkitGroups`), else the model's."""
    with open(os.path.join(folder, "run.json")) as handle:
        plan = json.load(handle)["plan"]
    return {variant: group["toolkit"] for group in plan.get("toolkitGroups", []) for variant in group["variants"]}


def group_of(groups, variant):
    return groups.get(variant, "model")


def read_samples(folder):
    samples = collections.defaultdict(lambda: collections.defaultdict(dict))
    with open(os.path.join(folder, "samples.csv"), newline="") as handle:
        for record in csv.DictReader(handle):
            samples[record["variant"]][int(record["process"])][int(record["round"])] = float(record["ns_per_row"])
    return samples


def read_pairs(folder):
    with open(os.path.join(folder, "comparisons.csv"), newline="") as handle:
        return [(record["a"], record["b"]) for record in csv.DictReader(handle)]


def two_means_split(values):
    """The threshold between the two groups of least total squared error, and the gap between their means."""
    ordered = sorted(values)
    best = None
    for i in range(1, len(ordered)):
        low, high = ordered[:i], ordered[i:]
        mean_low, mean_high = statistics.fmean(low), statistics.fmean(high)
        error = sum((x - mean_low) ** 2 for x in low) + sum((x - mean_high) ** 2 for x in high)
        if best is None or error < best[0]:
            best = (error, (ordered[i - 1] + ordered[i]) / 2, mean_high - mean_low)
    return best[1], best[2]


def t_half_width(values):
    return t975(len(values) - 1) * statistics.stdev(values) / math.sqrt(len(values))


def analyse(samples, groups, a, b):
    others = [v for v in samples
              if group_of(groups, v) == group_of(groups, a) and v not in (a, b) and not v.startswith("selfcheck")]
    if not others:
        return None
    medians = {v: statistics.median(x for rounds in samples[v].values() for x in rounds.values()) for v in others}
    processes = sorted(set(samples[a]) & set(samples[b]))
    score = {}
    for p in processes:
        for k in samples[a][p]:
            logs = [math.log(samples[o][p][k] / medians[o]) for o in others if k in samples[o].get(p, {})]
            if logs:
                score[(p, k)] = statistics.median(logs)
    threshold, gap = two_means_split(list(score.values()))
    plain, by_state, rounds_in = [], {"fast": [], "slow": []}, {"fast": 0, "slow": 0}
    for p in processes:
        paired = {k: math.log(samples[a][p][k] / samples[b][p][k]) for k in samples[a][p] if k in samples[b][p]}
        plain.append(statistics.median(paired.values()))
        for state in by_state:
            mine = [r for k, r in paired.items() if (p, k) in score and (score[(p, k)] > threshold) == (state == "slow")]
            rounds_in[state] += len(mine)
            if len(mine) >= 2:
                by_state[state].append(statistics.median(mine))
    return plain, by_state, rounds_in, gap


def stratified(by_state, rounds_in):
    total = sum(rounds_in.values())
    weight = {state: rounds_in[state] / total for state in by_state}
    se2 = {state: statistics.variance(v) / len(v) for state, v in by_state.items()}
    estimate = sum(weight[s] * statistics.fmean(by_state[s]) for s in by_state)
    variance = sum(weight[s] ** 2 * se2[s] for s in by_state)
    df = variance ** 2 / sum((weight[s] ** 2 * se2[s]) ** 2 / (len(by_state[s]) - 1) for s in by_state)
    return estimate, t975(df) * math.sqrt(variance), weight["fast"]


def main(folders):
    if not folders:
        sys.exit("speed-states.py: give at least one run folder")
    for folder in folders:
        samples = read_samples(folder)
        groups = read_groups(folder)
        print(f"## {os.path.basename(os.path.normpath(folder))}\n")
        print("| A | B | states' gap | fast share | fast ratio (processes) | slow ratio (processes) "
              "| over processes | stratified |")
        print("| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |")
        narrower = compared = 0
        for a, b in read_pairs(folder):
            result = analyse(samples, groups, a, b)
            if result is None:
                continue
            plain, by_state, rounds_in, gap = result
            hw = t_half_width(plain)
            row = f"| {a} | {b} | {gap * 100:.0f}% | {rounds_in['fast'] / sum(rounds_in.values()):.2f} "
            states = " | ".join(f"{math.exp(statistics.fmean(v)):.4f} ({len(v)})" if v else "- (0)"
                                for v in (by_state["fast"], by_state["slow"]))
            row += f"| {states} | {math.exp(statistics.fmean(plain)):.4f} ±{hw * 100:.2f}% "
            if all(len(v) >= 3 for v in by_state.values()):
                estimate, shw, _ = stratified(by_state, rounds_in)
                row += f"| {math.exp(estimate):.4f} ±{shw * 100:.2f}% |"
                compared += 1
                narrower += shw < hw
            else:
                row += "| too few processes in a state |"
            print(row)
        print(f"\nStratified narrower than over processes in {narrower} of {compared} comparisons.\n")


if __name__ == "__main__":
    main(sys.argv[1:])
