#!/usr/bin/env bash
# Reads, instantiates and lays out every XIB of the shared corpora with `nib-or-not inspect` and prints one
# line per file: "loaded" or "refused: <the one-line error>", then the counts per corpus.
#
# usage: scripts/xib-corpus-survey.sh [BINARY] [CORPUS_DIR...]
#   BINARY defaults to .build/debug/nib-or-not; the corpora to ../shared/xib-corpus and ../shared/xib-corpus-2.
set -u
cd "$(dirname "$0")/.."
binary=${1:-.build/debug/nib-or-not}
shift || true
corpora=("$@")
[ ${#corpora[@]} -eq 0 ] && corpora=(../shared/xib-corpus ../shared/xib-corpus-2)
[ -x "$binary" ] || { echo "xib-corpus-survey: $binary is not built; run swift build first" >&2; exit 2; }
status=0
for corpus in "${corpora[@]}"; do
    [ -d "$corpus" ] || { echo "xib-corpus-survey: $corpus is not a folder" >&2; exit 2; }
    loaded=0 refused=0
    for file in "$corpus"/*.xib; do
        if message=$("$binary" inspect "$file" 2>&1 >/dev/null); then
            echo "loaded   $file"
            loaded=$((loaded + 1))
        else
            echo "refused  $file: $(printf '%s' "$message" | head -1)"
            refused=$((refused + 1))
            status=1
        fi
    done
    echo "== $corpus: $loaded loaded, $refused refused of $((loaded + refused))"
done
exit $status
