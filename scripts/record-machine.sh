#!/usr/bin/env bash
# record-machine.sh: makes this host's machine record, results/machines/<record id>/, from a quiet default run:
# the run's small files (comparisons.csv, summary.csv, run.json, report.md; not the samples), which
# `nib-or-not across` reads beside the other hosts' records (docs/machines.md, "Machine records").
#
# Prerequisites: Swift 6 toolchain; Debian packages are installed by scripts/install-system-packages.sh.
# Usage:         scripts/record-machine.sh [--another] [RUN_FOLDER]
#                Without RUN_FOLDER: builds the release product and runs the default benchmark, unless this
#                host already has a record (then it says so and exits 0); --another adds a run to an existing
#                record. With RUN_FOLDER: records that run (a default run of this host, release build).
# Environment:   NIB_OR_NOT_MACHINES=DIR writes records under DIR instead of results/machines.
#                NIB_OR_NOT_BINARY=PATH uses that nib-or-not instead of building the release product (tests).
#                NIB_OR_NOT_MAX_LOAD=L waits (up to 10 minutes) until the 1-minute load average is below L
#                before measuring (default 0.5), so that the run is a quiet one (run.json's probes keep the load).
# Exit status:   0 recorded (or already recorded), 1 a run failed or the folder is not a release default run
#                of this host, 2 a wrong argument.
set -euo pipefail
cd "$(dirname "$0")/.."
another=0
run=""
for argument in "$@"; do
    case "$argument" in
        --another) another=1 ;;
        -*) echo "record-machine.sh: unknown option '$argument' (usage: [--another] [RUN_FOLDER])" >&2; exit 2 ;;
        *) [[ -z "$run" ]] || { echo "record-machine.sh: one run folder at most" >&2; exit 2; }; run="$argument" ;;
    esac
done
machines="${NIB_OR_NOT_MACHINES:-results/machines}"
binary="${NIB_OR_NOT_BINARY:-}"
if [[ -z "$binary" ]]; then
    scripts/install-system-packages.sh
    swift build -c release >&2
    binary=.build/release/nib-or-not
fi
id=$("$binary" list --machine | python3 -c 'import json, sys; print(json.load(sys.stdin)["recordID"])')
record="$machines/$id"
if [[ -z "$run" ]]; then
    if [[ -d "$record" && $another == 0 ]] && compgen -G "$record/*/run.json" >/dev/null; then
        echo "record-machine.sh: this host is recorded already: $record (--another adds a run)"
        exit 0
    fi
    max_load="${NIB_OR_NOT_MAX_LOAD:-0.5}"
    for _ in $(seq 60); do
        awk -v max="$max_load" '{ exit !($1 < max) }' /proc/loadavg && break
        echo "record-machine.sh: waiting for a quiet machine (load $(cut -d' ' -f1-3 /proc/loadavg), below $max_load)" >&2
        sleep 10
    done
    before=$(ls -d results/20*Z 2>/dev/null | sort || true)
    "$binary" run
    run=$(comm -13 <(echo "$before") <(ls -d results/20*Z | sort) | tail -n 1)
    [[ -n "$run" ]] || { echo "record-machine.sh: the run wrote no folder under results/" >&2; exit 1; }
fi
[[ -f "$run/run.json" && -f "$run/comparisons.csv" ]] || {
    echo "record-machine.sh: $run: not a run folder (no run.json or comparisons.csv)" >&2; exit 1; }
# Only a release default run of this host belongs in its record: across compares like with like.
python3 - "$run/run.json" "$id" <<'PY' || exit 1
import json, sys
path, expected = sys.argv[1], sys.argv[2]
run = json.load(open(path))
machine = run.get("machine") or {}
problems = []
if run.get("buildConfiguration") != "release": problems.append("a debug build")
if run.get("options") not in (["run"], []): problems.append("not the default options: " + " ".join(run.get("options", [])))
if machine.get("classID", "") + "-" + machine.get("hostID", "") != expected: problems.append("made on another host")
if problems:
    sys.exit(f"record-machine.sh: {path}: " + "; ".join(problems))
PY
name=$(basename "$run")
[[ ! -e "$record/$name" ]] || { echo "record-machine.sh: $record/$name exists already" >&2; exit 1; }
mkdir -p "$record"
partial="$record/.$name.partial"
rm -rf "$partial"
mkdir "$partial"
for file in comparisons.csv summary.csv run.json report.md; do
    # Paths of this clone become paths relative to the package, so a record reads the same on any machine.
    sed "s|$PWD/||g" "$run/$file" >"$partial/$file"
done
mv "$partial" "$record/$name"
echo "record-machine.sh: recorded $run as $record/$name"
