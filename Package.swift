// swift-tools-version:6.0
import PackageDescription

/// Targets, lowest first (README, "Architecture"): Typesetting (fonts, text width, shrink-to-fit) → Views (the
/// UIKit-like model) → Templates (XIB reader, instantiation, precompute) → Builders (hand-written rows, the
/// variants' factories) → Harness (clock, allocation meter, workers, the coordinator). Apart from that stack:
/// Statistics (pure) and Results (a run's data and files), which Reports reads; the `nib-or-not` CLI on top.
let package = Package(
    name: "nib-or-not",
    products: [
        .executable(name: "nib-or-not", targets: ["nib-or-not"]),
        // For other benchmark suites: the row factories of every variant (Builders), the XIB reader and its
        // caches (Templates), the view model (Views) and text measurement (Typesetting). See the README.
        .library(name: "NibOrNotRows", targets: ["Typesetting", "Views", "Templates", "NIB", "NibLoading", "NibCompiler", "Results", "Builders"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/yaslab/CSV.swift", exact: "2.5.2"),
    ],
    targets: [
        .systemLibrary(name: "CJemalloc", pkgConfig: "jemalloc", providers: [.apt(["libjemalloc-dev"])]),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CFontconfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev"])]),
        .systemLibrary(name: "CQt6Widgets", pkgConfig: "Qt6Widgets", providers: [.apt(["qt6-base-dev"])]),
        .systemLibrary(name: "CQt6UiTools", pkgConfig: "Qt6UiTools", providers: [.apt(["qt6-tools-dev"])]),
        // GTK 4 (docs/gtk.md): its C API reaches only the GtkRow C target; Swift sees GtkRow's opaque header.
        .systemLibrary(name: "CGtk4", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),

        .target(name: "Typesetting", dependencies: ["CFreeType", "CFontconfig"]),
        .target(name: "Views", dependencies: ["Typesetting"]),
        .target(name: "Templates", dependencies: ["Views", "Typesetting"]),
        .target(name: "NibLoading", dependencies: ["NIB", "Views", "Typesetting"]),
        .target(name: "NibCompiler", dependencies: ["NIB", "NibLoading", "Templates", "Views", "Typesetting"]),
        .target(name: "Builders", dependencies: ["Views", "Typesetting", "Templates", "NibLoading", "NibCompiler", "Results", "Toolkit"]),
        .target(name: "Statistics"),
        .target(name: "Toolkit"),
        // Qt 6 (docs/qt.md): the row in C++ behind a plain C header, and the Swift toolkit over it.
        .target(name: "QtRow", dependencies: ["CQt6Widgets", "CQt6UiTools"]),
        .target(name: "QtRows", dependencies: ["QtRow", "Toolkit"]),
        .target(name: "GtkRow", dependencies: ["CGtk4"]),
        .target(name: "GtkRows", dependencies: ["GtkRow", "Toolkit", "Views"]),
        .target(name: "NIB"),
        .target(name: "Results", dependencies: [.product(name: "CSV", package: "CSV.swift")]),
        .target(name: "Harness", dependencies: ["CJemalloc", "Builders", "Views", "Statistics", "Results", "Toolkit"]),
        .target(name: "Reports", dependencies: ["Statistics", "Results"]),
        // The model's catalog and the real toolkits behind one lookup by variant name, for the CLI's workers.
        .target(name: "RowCatalog", dependencies: ["Builders", "Results", "Toolkit", "GtkRows", "QtRows"]),
        .executableTarget(name: "nib-or-not", dependencies: [
            "Typesetting", "Views", "Templates", "NIB", "NibLoading", "NibCompiler", "Builders", "Harness", "Statistics",
            "Results", "Reports", "RowCatalog", "Toolkit", "GtkRows",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),

        // Test helpers in two weights: TestFixtures (paths, a hand-made run) needs nothing that measures, so the
        // Results and Reports tests run without jemalloc, FreeType or fontconfig; TestSupport holds the fakes of
        // the measuring stack (clock, text measurer, template owners).
        .target(name: "TestFixtures", dependencies: ["Results", "Statistics"], path: "Tests/TestFixtures"),
        .target(name: "TestSupport", dependencies: ["Typesetting", "Views", "Harness", "TestFixtures"], path: "Tests/TestSupport"),
        .testTarget(name: "TypesettingTests", dependencies: ["Typesetting", "TestSupport"]),
        .testTarget(name: "ViewsTests", dependencies: ["Views", "TestSupport"]),
        .testTarget(name: "TemplatesTests", dependencies: ["Templates", "TestSupport"], exclude: ["Hostile", "Fixtures"]),
        .testTarget(name: "NibLoadingTests", dependencies: ["NIB", "NibLoading", "NibCompiler", "Templates", "TestSupport", "TestFixtures"],
                    exclude: ["Fixtures"]),
        .testTarget(name: "BuildersTests", dependencies: ["Builders", "Templates", "TestSupport"]),
        .testTarget(name: "StatisticsTests", dependencies: ["Statistics", "Results"]),
        .testTarget(name: "ResultsTests", dependencies: ["Results", "TestFixtures"]),
        .testTarget(name: "NIBTests", dependencies: ["NIB"], exclude: ["Hostile", "Samples", "Golden"]),
        .testTarget(name: "HarnessTests", dependencies: ["Harness", "TestSupport"]),
        .testTarget(name: "ReportsTests", dependencies: ["Reports", "Statistics", "Results", "TestFixtures"], exclude: ["Golden"]),
        .testTarget(name: "ToolkitTests", dependencies: ["Toolkit"]),
        .testTarget(name: "QtRowsTests", dependencies: ["QtRows", "Toolkit", "Typesetting"]),
        .testTarget(name: "GtkRowsTests", dependencies: ["GtkRows", "Toolkit", "Typesetting", "Templates", "Views", "TestFixtures"]),
        .testTarget(name: "RowCatalogTests", dependencies: ["RowCatalog", "Results", "Toolkit"]),
        .testTarget(name: "CLITests", dependencies: ["nib-or-not", "TestSupport"], exclude: ["Golden"]),
    ],
    cxxLanguageStandard: .cxx17
)
