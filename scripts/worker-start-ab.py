#!/usr/bin/env python3
"""worker-start-ab.py: what a worker gains from an executable of its own (docs/noisy-host.md).

Usage: python3 scripts/worker-start-ab.py [STARTS] [BUILD_FOLDER]
       (defaults: 20 starts each way; .build/release, built by `swift build -c release`)

For one variant of each group (the model's code/fit and nib-cached/fit, each toolkit's code, as `nib-or-not list
--format tsv` names them), starts a cold worker of one build STARTS times each way, alternating which goes first:
as `nib-or-not worker PLAN`, which links every toolkit, and as the group's own `nib-or-not-worker-GROUP PLAN`. Prints per way the median wall time
of the whole process, and from the worker's own `cold` lines the median setup, first row and rows 2-10
(microseconds). A toolkit that needs an X display needs DISPLAY set (e.g. run `Xvfb :99 &` and DISPLAY=:99), or its
line says it was skipped. Run it on an otherwise idle machine, from the package folder. Standard library only.
"""
import json
import os
import statistics
import subprocess
import sys
import time



def variants(build):
    """Each toolkit's code with fit, built alone, and the model's cached template too, as `nib-or-not list
    --format tsv` names them (toolkit, role): no list of toolkits here."""
    listing = subprocess.run([os.path.join(build, "nib-or-not"), "list", "--format", "tsv"], capture_output=True,
                             text=True, check=True).stdout.splitlines()
    header = listing[0].split("\t")
    rows = [dict(zip(header, line.split("\t"))) for line in listing[1:]]
    wanted = [row for row in rows if row["fit"] == "fit" and row["laid_out"] == "no"
              and (row["role"] == "code" or (row["toolkit"] == "model" and row["role"] == "cached template"))]
    return [(row["toolkit"], row["variant"]) for row in wanted]


def cold_plan(variant):
    """A cold worker's plan (`WorkerPlan`): one variant, 10 rows each timed alone."""
    templates = os.path.abspath("templates")
    substitutions = os.path.join(templates, "font-substitutions.tsv")
    return json.dumps({"mode": "cold", "process": 1, "variants": [variant], "templatesDirectory": templates,
                       "warmupRounds": 0, "rounds": 0, "minimumBatchNanoseconds": 50000, "coldRows": 10,
                       "countingRows": 0, "seed": 1,
                       "fontSubstitutions": substitutions if os.path.exists(substitutions) else None})


def start(command):
    """Runs one worker; returns (wall ms, setup µs, first row µs, median of rows 2-10 µs)."""
    began = time.perf_counter()
    result = subprocess.run(command, capture_output=True, text=True)
    wall = (time.perf_counter() - began) * 1000
    if result.returncode != 0:
        # A toolkit that needs an X display fails without one: say so for its variant and go on.
        raise RuntimeError(f"{command[0]} failed: {result.stderr.strip().splitlines()[-1:]}")
    # cold <process> <variant> <index> <nanoseconds> <allocated bytes> <setup nanoseconds> (WorkerMessage)
    rows = [line.split("\t") for line in result.stdout.splitlines() if line.startswith("cold\t")]
    first = next(row for row in rows if row[3] == "1")
    rest = [float(row[4]) for row in rows if row[3] != "1"]
    return wall, float(first[6]) / 1000, float(first[4]) / 1000, statistics.median(rest) / 1000


def main(arguments):
    starts = int(arguments[0]) if arguments else 20
    build = arguments[1] if len(arguments) > 1 else ".build/release"
    shared = [os.path.join(build, "nib-or-not"), "worker"]
    print(f"{starts} starts each way, alternated; medians. Columns: whole process (ms), setup, first row, rows 2-10 (µs)")
    for group, variant in variants(build):
        own = [os.path.join(build, f"nib-or-not-worker-{group}")]
        plan = cold_plan(variant)
        results = {"nib-or-not worker": [], "own executable": []}
        try:
            for index in range(starts):
                ways = [("nib-or-not worker", shared), ("own executable", own)]
                for name, command in (ways if index % 2 else ways[::-1]):
                    results[name].append(start(command + [plan]))
        except RuntimeError as error:
            print(f"{variant:18} skipped: {error} (a toolkit that needs an X display needs DISPLAY set)")
            continue
        for name, runs in results.items():
            medians = [statistics.median(run[column] for run in runs) for column in range(4)]
            print(f"{variant:18} {name:18} {medians[0]:8.1f} {medians[1]:10.0f} {medians[2]:8.0f} {medians[3]:8.1f}")


if __name__ == "__main__":
    main(sys.argv[1:])
