// swift-tools-version:6.0
import PackageDescription

/// Targets, lowest first: Typesetting (fonts, text width, shrink-to-fit) → Views (the UIKit-like model)
/// → Templates (XIB reader, instantiation, precompute) → Builders (hand-written rows, the variants)
/// → Harness (clock, allocation meter, workers) / Statistics (pure) → Reports → the `nib-or-not` CLI.
let package = Package(
    name: "nib-or-not",
    products: [
        .executable(name: "nib-or-not", targets: ["nib-or-not"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/yaslab/CSV.swift", exact: "2.5.2"),
    ],
    targets: [
        .systemLibrary(name: "CJemalloc", pkgConfig: "jemalloc", providers: [.apt(["libjemalloc-dev"])]),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CFontconfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev"])]),

        .target(name: "Typesetting", dependencies: ["CFreeType", "CFontconfig"]),
        .target(name: "Views", dependencies: ["Typesetting"]),
        .target(name: "Templates", dependencies: ["Views", "Typesetting"]),
        .target(name: "NibLoading", dependencies: ["NIB", "Views", "Typesetting"]),
        .target(name: "NibCompiler", dependencies: ["NIB", "NibLoading", "Templates", "Views", "Typesetting"]),
        .target(name: "Builders", dependencies: ["Views", "Typesetting", "Templates", "NibLoading", "NibCompiler"]),
        .target(name: "Statistics"),
        .target(name: "NIB"),
        .target(name: "Harness", dependencies: ["CJemalloc", "Builders", "Views", "Statistics"]),
        .target(name: "Reports", dependencies: ["Statistics", "Harness", "Builders", "Views", "Typesetting", .product(name: "CSV", package: "CSV.swift")]),
        .executableTarget(name: "nib-or-not", dependencies: [
            "Typesetting", "Views", "Templates", "NIB", "NibLoading", "NibCompiler", "Builders", "Harness", "Statistics", "Reports",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),

        .target(name: "TestSupport", dependencies: ["Typesetting", "Views", "Harness"], path: "Tests/TestSupport"),
        .testTarget(name: "TypesettingTests", dependencies: ["Typesetting", "TestSupport"]),
        .testTarget(name: "ViewsTests", dependencies: ["Views", "TestSupport"]),
        .testTarget(name: "TemplatesTests", dependencies: ["Templates", "TestSupport"], exclude: ["Hostile"]),
        .testTarget(name: "NibLoadingTests", dependencies: ["NIB", "NibLoading", "NibCompiler", "Templates", "TestSupport"]),
        .testTarget(name: "BuildersTests", dependencies: ["Builders", "Templates", "TestSupport"]),
        .testTarget(name: "StatisticsTests", dependencies: ["Statistics"]),
        .testTarget(name: "NIBTests", dependencies: ["NIB"], exclude: ["Hostile", "Samples", "Golden"]),
        .testTarget(name: "HarnessTests", dependencies: ["Harness", "TestSupport"]),
        .testTarget(name: "ReportsTests", dependencies: ["Reports", "Statistics", "Harness", "TestSupport"], exclude: ["Golden"]),
        .testTarget(name: "CLITests", dependencies: ["nib-or-not", "TestSupport"], exclude: ["Golden"]),
    ]
)
