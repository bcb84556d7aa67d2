#!/usr/bin/env bash
# package-benchmark.sh: runs the same row factories under ordo-one's package-benchmark, the field's standard
# Swift benchmark harness, as a cross-check of this project's own figures (see README, "Using the rows in
# another benchmark suite").
#
# Prerequisites: the offline package copies (ordo-one/benchmark 1.38.1) and, because its runtime
#                interposer is not among them, the empty stand-in package in ../shared/package-benchmark
#                (RUNTIME_INTERPOSER, default ../shared/package-benchmark/swift-runtime-interposer).
# Usage:         scripts/package-benchmark.sh [VARIANT ...]   (default: eight of the default run's variants)
# Output:        package-benchmark's Markdown table on standard output: p50 wall clock and mallocs per row.
# Cost:          a release build of package-benchmark and this package (about 3 minutes the first time),
#                then about 3 s per variant. The scratch package lives in .build-package-benchmark/.
# Note:          each iteration builds a row and lets it go, so freeing is timed too (our harness keeps rows
#                alive until the clock stops): expect medians slightly above nib-or-not's.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
interposer="${RUNTIME_INTERPOSER:-$root/../shared/package-benchmark/swift-runtime-interposer}"
[[ -d "$interposer" ]] || { echo "package-benchmark.sh: $interposer not found; set RUNTIME_INTERPOSER" >&2; exit 2; }
export RUNTIME_INTERPOSER_LOCAL_PATH
RUNTIME_INTERPOSER_LOCAL_PATH=$(cd "$interposer" && pwd)
if [[ $# -gt 0 ]]; then variants=("$@"); else
    variants=(code/fit code/nofit flat/fit flat/nofit nib/fit nib-cached/fit nib-cached/nofit nib-precomputed/fit)
fi
scratch="$root/.build-package-benchmark"
# SwiftPM names a path dependency after its folder (lowercased), not after its manifest.
identity=$(basename "$root" | tr '[:upper:]' '[:lower:]')
mkdir -p "$scratch/Benchmarks/RowBench"
cat > "$scratch/Package.swift" <<SWIFT
// swift-tools-version: 6.1
// Made by scripts/package-benchmark.sh; rewritten on every run.
import PackageDescription

let package = Package(
    name: "row-bench",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
        .package(path: "$root"),
    ],
    targets: [
        .executableTarget(
            name: "RowBench",
            dependencies: [.product(name: "Benchmark", package: "benchmark"),
                           .product(name: "NibOrNotRows", package: "$identity")],
            path: "Benchmarks/RowBench",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
    ])
SWIFT
names=$(printf '"%s", ' "${variants[@]}")
cat > "$scratch/Benchmarks/RowBench/RowBench.swift" <<SWIFT
// Made by scripts/package-benchmark.sh: one benchmark per variant, each iteration one row.
import Benchmark
import Builders
import Foundation
import Typesetting

nonisolated(unsafe) let rowCatalog = VariantCatalog(templatesDirectory: URL(fileURLWithPath: "$root/templates"),
                                                    measurer: try! FreeTypeMeasurer())

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal], warmupIterations: 200,
                                           scalingFactor: .one, maxDuration: .seconds(3), maxIterations: 100_000)
    for variant in [${names%, }] {
        let factory = try! rowCatalog.makeFactory(named: variant)
        Benchmark(variant) { benchmark in
            for _ in benchmark.scaledIterations { blackHole(try! factory.makeRow()) }
        }
    }
}
SWIFT
cd "$scratch"
swift build -c release >&2
swift package --disable-sandbox benchmark --format markdown
