#!/usr/bin/env bash
# fuzz-template-reader.sh: coverage-guided fuzzing of the XIB template reader with libFuzzer and
# AddressSanitizer. Every input must read and instantiate, or fail with a one-line TemplateError
# (see Fuzz/TemplateReaderFuzzer.swift); anything else is saved as a crash.
#
# Builds Fuzz/TemplateReaderFuzzer.swift against the Typesetting, Views and Templates sources with
# `swiftc -sanitize=fuzzer,address` (outside SwiftPM: libFuzzer brings its own main), then fuzzes for
# SECONDS, seeded with templates/*.xib, the hostile fixtures and ../shared/xib-corpus when present.
#
# Prerequisites: Swift 6 toolchain for Linux (it ships libFuzzer and lld); Debian packages from
#                scripts/install-system-packages.sh (FreeType and fontconfig headers).
# Usage:         scripts/fuzz-template-reader.sh [SECONDS] [libFuzzer options...]     (SECONDS: 60)
#                e.g. scripts/fuzz-template-reader.sh 600 -fork=1 -ignore_crashes=1
#                Reproduce a crash: $FUZZ_DIR/build/template-reader-fuzzer $FUZZ_DIR/crashes/crash-...
# Environment:   FUZZ_DIR  work folder (default .build-fuzz): build/, corpus/ (inputs found so far,
#                          reused by the next run), crashes/ (crash-*, timeout-*, oom-* inputs).
# Exit status:   0 when nothing was found; libFuzzer's non-zero status when an input crashed.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
[[ $# -gt 0 ]] && shift
work="${FUZZ_DIR:-.build-fuzz}"
build="$work/build"
mkdir -p "$build" "$work/corpus" "$work/crashes"

flags=(-sanitize=fuzzer,address -parse-as-library -O -g -I "$build" -I Sources/Rows/CFreeType -I Sources/Rows/CFontconfig)
for include in $(pkg-config --cflags-only-I freetype2 fontconfig); do flags+=(-Xcc "$include"); done
for module in Typesetting Views Templates; do
    echo "fuzz-template-reader: compiling $module" >&2
    swiftc "${flags[@]}" -module-name "$module" -emit-module -emit-module-path "$build/$module.swiftmodule" \
        -c -wmo -o "$build/$module.o" $(find Sources/"$module" -name '*.swift')
done
swiftc "${flags[@]}" -use-ld=lld -module-name TemplateReaderFuzzer Fuzz/TemplateReaderFuzzer.swift \
    "$build"/{Typesetting,Views,Templates}.o -lfreetype -lfontconfig -lFoundationXML -o "$build/template-reader-fuzzer"

seeds=(templates Tests/Rows/TemplatesTests/Hostile Tests/Rows/TemplatesTests/Hostile/must-load)
[[ -d ../shared/xib-corpus ]] && seeds+=(../shared/xib-corpus)
echo "fuzz-template-reader: fuzzing for $seconds s; crashes go to $work/crashes/" >&2
# Leak checking is off: the Swift runtime's metadata caches are never freed and would be reported.
# -timeout 5: a hostile file must fail within a second, and ASan slows the reader about fivefold.
# -malloc_limit_mb 512: no single allocation for a 32 KB input may come near that.
ASAN_OPTIONS="detect_leaks=0${ASAN_OPTIONS:+:$ASAN_OPTIONS}" exec "$build/template-reader-fuzzer" \
    -max_total_time="$seconds" -timeout=5 -max_len=32768 -rss_limit_mb=2048 -malloc_limit_mb=512 \
    -dict=Fuzz/xib.dict -artifact_prefix="$work/crashes/" -print_final_stats=1 "$@" \
    "$work/corpus" "${seeds[@]}"
