#!/usr/bin/env bash
# build-revisions.sh: builds two git revisions of this package, in release, each in its own scratch folder
# (.build-ab-base and .build-ab-head, ignored by git), for `nib-or-not ab`.
#
# Usage:   scripts/build-revisions.sh BASE_REVISION HEAD_REVISION
#          HEAD_REVISION may be the word WORKTREE: the files as they are now, committed or not.
# Output:  two lines on standard output, the baseline's and the candidate's executable (absolute paths).
# Cost:    a clean release build per revision (a few minutes each on 2 cores); reruns are incremental.
set -euo pipefail
cd "$(dirname "$0")/.."
[[ $# -eq 2 ]] || { echo "usage: scripts/build-revisions.sh BASE_REVISION HEAD_REVISION" >&2; exit 2; }
root=$PWD
for pair in "base:$1" "head:$2"; do
    side=${pair%%:*} revision=${pair#*:}
    folder="$root/.build-ab-$side"
    mkdir -p "$folder"
    rm -rf "$folder/src.new"
    mkdir "$folder/src.new"
    if [[ "$revision" == WORKTREE ]]; then
        git ls-files -z --cached --others --exclude-standard | tar -c --null -T - | tar -x -C "$folder/src.new"
    else
        git rev-parse --verify --quiet "$revision^{commit}" >/dev/null \
            || { echo "build-revisions.sh: $revision is not a commit in $root" >&2; exit 2; }
        git archive "$revision" | tar -x -C "$folder/src.new"
    fi
    # Keep the previous sources' timestamps when nothing changed, so the build stays incremental.
    if [[ -d "$folder/src" ]] && diff -rq "$folder/src" "$folder/src.new" >/dev/null; then
        rm -rf "$folder/src.new"
    else
        rm -rf "$folder/src" && mv "$folder/src.new" "$folder/src"
    fi
    echo "building $side ($revision) in $folder ..." >&2
    swift build -c release --package-path "$folder/src" --scratch-path "$folder/build" >&2
    echo "$folder/build/release/nib-or-not"
done
