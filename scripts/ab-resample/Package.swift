// swift-tools-version:6.0
// ab-resample: replays `ab`'s sequential rule (the package's own Statistics target, linked from
// Sources/Measuring/Statistics) on pairs resampled from kept `ab` run folders. See main.swift's header.
import PackageDescription

let package = Package(
    name: "ABResample",
    targets: [
        .target(name: "Statistics", path: "Sources/Statistics"),
        .executableTarget(name: "ab-resample", dependencies: ["Statistics"], path: "Sources/ABResample"),
    ]
)
