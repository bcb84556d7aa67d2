#!/usr/bin/env bash
# fuzz-nib-reader.sh: coverage-guided fuzzing of the NIBArchive reader, its graph check and its dump with
# libFuzzer and AddressSanitizer. Every input must read, or fail with a one-line NIBError naming a byte
# of the input (see Fuzz/NIBReaderFuzzer.swift); anything else is saved as a crash.
#
# Builds Fuzz/NIBReaderFuzzer.swift against Sources/Rows/NIB with `swiftc -sanitize=fuzzer,address` (outside
# SwiftPM: libFuzzer brings its own main), then fuzzes for SECONDS, seeded with the sample nibs and the
# hostile fixtures of Tests/Rows/NIBTests.
#
# Prerequisites: Swift 6 toolchain for Linux (it ships libFuzzer and lld).
# Usage:         scripts/fuzz-nib-reader.sh [SECONDS] [libFuzzer options...]     (SECONDS: 60)
#                e.g. scripts/fuzz-nib-reader.sh 600 -fork=1 -ignore_crashes=1
#                Reproduce a crash: $FUZZ_DIR/build/nib-reader-fuzzer $FUZZ_DIR/crashes/crash-...
# Environment:   FUZZ_DIR  work folder (default .build-fuzz-nib): build/, corpus/ (inputs found so far,
#                          reused by the next run), crashes/ (crash-*, timeout-*, oom-* inputs).
# Exit status:   0 when nothing was found; libFuzzer's non-zero status when an input crashed.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
[[ $# -gt 0 ]] && shift
work="${FUZZ_DIR:-.build-fuzz-nib}"
build="$work/build"
mkdir -p "$build" "$work/corpus" "$work/crashes"

flags=(-sanitize=fuzzer,address -parse-as-library -O -g -I "$build")
echo "fuzz-nib-reader: compiling NIB" >&2
swiftc "${flags[@]}" -module-name NIB -emit-module -emit-module-path "$build/NIB.swiftmodule" \
    -c -wmo -o "$build/NIB.o" Sources/Rows/NIB/*.swift
swiftc "${flags[@]}" -use-ld=lld -module-name NIBReaderFuzzer Fuzz/NIBReaderFuzzer.swift "$build/NIB.o" \
    -o "$build/nib-reader-fuzzer"

seeds=()
for folder in Tests/Rows/NIBTests/Samples Tests/Rows/NIBTests/Hostile; do
    [[ -d $folder ]] && seeds+=("$folder")
done
echo "fuzz-nib-reader: fuzzing for $seconds s; crashes go to $work/crashes/" >&2
# Leak checking is off: the Swift runtime's metadata caches are never freed and would be reported.
# -timeout 5: a hostile file must fail within a second, and ASan slows the reader about fivefold.
# -malloc_limit_mb 256: no single allocation for a 64 KB input may come near that (counts are checked
# against the bytes before anything is reserved).
# The Swift runtime's backtracer is off: it reads memory ASan then reports, hiding the real report.
SWIFT_BACKTRACE="enable=no" ASAN_OPTIONS="detect_leaks=0${ASAN_OPTIONS:+:$ASAN_OPTIONS}" exec "$build/nib-reader-fuzzer" \
    -max_total_time="$seconds" -timeout=5 -max_len=65536 -rss_limit_mb=2048 -malloc_limit_mb=256 \
    -dict=Fuzz/nib.dict -artifact_prefix="$work/crashes/" -print_final_stats=1 "$@" \
    "$work/corpus" "${seeds[@]}"
