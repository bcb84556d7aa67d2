#!/usr/bin/env bash
# fuzz-nib-load.sh: coverage-guided fuzzing of the whole nib load path (bytes → archive → index → decoded
# objects, stand-ins and kept objects, nested prototype nibs → instantiated, laid-out tree and `inspect`'s
# listing) with libFuzzer and AddressSanitizer. Every input must load, or fail with a one-line
# NibLoadingError (see Fuzz/NibLoadFuzzer.swift), tolerantly and strictly; anything else is saved as a crash.
#
# Builds Fuzz/NibLoadFuzzer.swift against the NIB, Typesetting, Views and NibLoading sources with
# `swiftc -sanitize=fuzzer,address` (outside SwiftPM: libFuzzer brings its own main), then fuzzes for
# SECONDS, seeded with the container's samples and hostile catalogue, the ibtool-shaped fixtures and, when
# ../shared is there, the 38 nibs Apple's ibtool compiled (../shared/apple-nibs).
#
# Prerequisites: Swift 6 toolchain for Linux (it ships libFuzzer and lld); Debian packages from
#                scripts/install-system-packages.sh (FreeType and fontconfig headers).
# Usage:         scripts/fuzz-nib-load.sh [SECONDS] [libFuzzer options...]     (SECONDS: 60)
#                Reproduce a crash: $FUZZ_DIR/build/nib-load-fuzzer $FUZZ_DIR/crashes/crash-...
# Environment:   FUZZ_DIR  work folder (default .build-fuzz-load): build/, corpus/ (inputs found so far,
#                          reused by the next run), crashes/ (crash-*, timeout-*, oom-* inputs).
# Exit status:   0 when nothing was found; libFuzzer's non-zero status when an input crashed.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
[[ $# -gt 0 ]] && shift
work="${FUZZ_DIR:-.build-fuzz-load}"
build="$work/build"
mkdir -p "$build" "$work/corpus" "$work/crashes"

flags=(-sanitize=fuzzer,address -parse-as-library -O -g -I "$build" -I Sources/Rows/CFreeType -I Sources/Rows/CFontconfig)
for include in $(pkg-config --cflags-only-I freetype2 fontconfig); do flags+=(-Xcc "$include"); done
for module in NIB Typesetting Views NibLoading; do
    echo "fuzz-nib-load: compiling $module" >&2
    swiftc "${flags[@]}" -module-name "$module" -emit-module -emit-module-path "$build/$module.swiftmodule" \
        -c -wmo -o "$build/$module.o" $(find Sources/"$module" -name '*.swift')
done
swiftc "${flags[@]}" -use-ld=lld -module-name NibLoadFuzzer Fuzz/NibLoadFuzzer.swift \
    "$build"/{NIB,Typesetting,Views,NibLoading}.o -lfreetype -lfontconfig -o "$build/nib-load-fuzzer"

seeds=(Tests/Rows/NIBTests/Samples Tests/Rows/NIBTests/Hostile Tests/Rows/NibLoadingTests/Fixtures/ibtool)
[[ -d ../shared/apple-nibs ]] && seeds+=(../shared/apple-nibs)
echo "fuzz-nib-load: fuzzing for $seconds s; crashes go to $work/crashes/" >&2
# Leak checking is off: the Swift runtime's metadata caches are never freed and would be reported.
# -timeout 5: a hostile file must fail within a second, and ASan slows the loader about fivefold.
# The Swift runtime's backtracer is off: it reads memory ASan then reports, hiding the real report.
SWIFT_BACKTRACE="enable=no" ASAN_OPTIONS="detect_leaks=0${ASAN_OPTIONS:+:$ASAN_OPTIONS}" exec "$build/nib-load-fuzzer" \
    -max_total_time="$seconds" -timeout=5 -max_len=65536 -rss_limit_mb=2048 -malloc_limit_mb=512 \
    -dict=Fuzz/nib.dict -artifact_prefix="$work/crashes/" -print_final_stats=1 "$@" \
    "$work/corpus" "${seeds[@]}"
