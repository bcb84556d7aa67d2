// swift-tools-version: 6.3;(experimentalCGen)
// `experimentalCGen` makes SwiftPM compile the C and Objective-C that a build-tool plugin writes (GenerateRows, for
// GTK's and GNUstep's code rows); without it, SwiftPM 6.3 warns "C source file generation not enabled" and leaves
// them out (docs/build-time.md, "Generated C and Objective-C").
import Foundation
import PackageDescription

/// gcc's own include folder, which holds the headers of gcc's Objective-C runtime (Debian's gobjc): GNUstep's row
/// is compiled by the toolchain's clang for that runtime and searches it after every other folder (docs/gnustep.md).
let gccIncludeFolder: String = {
    let root = "/usr/lib/gcc"
    let files = FileManager.default
    for triple in ((try? files.contentsOfDirectory(atPath: root)) ?? []).sorted() {
        let versions = ((try? files.contentsOfDirectory(atPath: "\(root)/\(triple)")) ?? []).sorted {
            (Int($0) ?? 0) > (Int($1) ?? 0)
        }
        for version in versions where files.fileExists(atPath: "\(root)/\(triple)/\(version)/include/objc/objc.h") {
            return "\(root)/\(triple)/\(version)/include"
        }
    }
    // Where Debian 12's gobjc puts them; the build says what is missing.
    return "/usr/lib/gcc/x86_64-linux-gnu/12/include"
}()

/// `gnustep-config --objc-flags` for clang and gcc's runtime: GNUstep's defines, exceptions, constant strings, and
/// no blocks (SwiftPM turns them on; with them GNUstep's headers want a blocks runtime gcc's libobjc lacks).
let gnustepFlags = [
    "-fobjc-runtime=gcc", "-fno-blocks", "-fexceptions", "-fobjc-exceptions",
    "-fconstant-string-class=NSConstantString",
    "-DGNUSTEP", "-DGNUSTEP_BASE_LIBRARY=1", "-DGNU_GUI_LIBRARY=1", "-DGNU_RUNTIME=1", "-D_NATIVE_OBJC_EXCEPTIONS",
    "-I/usr/include/GNUstep", "-idirafter", gccIncludeFolder, "-Wno-deprecated-declarations",
]

/// Qt 6's private headers (`QtQuick/private/qquicktext_p.h` ...) for Qt Quick's row (docs/qml.md): each module keeps
/// them in a folder named by Qt's version, which pkg-config does not name. Debian's qt6-declarative-private-dev.
let qtPrivateIncludeFlags: [String] = {
    let files = FileManager.default
    let roots = ["/usr/include/x86_64-linux-gnu/qt6", "/usr/include/aarch64-linux-gnu/qt6", "/usr/include/qt6"]
    guard let root = roots.first(where: { files.fileExists(atPath: "\($0)/QtCore") }) else { return [] }
    return ["QtCore", "QtGui", "QtQml", "QtQmlModels", "QtQuick"].flatMap { module -> [String] in
        let versions = ((try? files.contentsOfDirectory(atPath: "\(root)/\(module)")) ?? []).filter {
            $0.first?.isNumber == true
        }.sorted()
        guard let version = versions.last else { return [] }
        return ["-I\(root)/\(module)/\(version)", "-I\(root)/\(module)/\(version)/\(module)"]
    }
}()

/// The folders of the plan (docs/architecture.md): `Sources/Rows` builds rows (typesetting, the UIKit-like views,
/// XIB and nib reading and writing, the hand-written rows), `Sources/Measuring` times them and reports (harness,
/// statistics, results, reports), `Sources/Toolkits/<Name>` is everything one toolkit is, and `Sources/CLI` the
/// commands. Tests follow the same plan under `Tests/`.
func rows(_ name: String) -> String { "Sources/Rows/\(name)" }
func measuring(_ name: String) -> String { "Sources/Measuring/\(name)" }
func toolkit(_ toolkit: String, _ name: String) -> String { "Sources/Toolkits/\(toolkit)/\(name)" }
func cli(_ name: String) -> String { "Sources/CLI/\(name)" }
func tests(_ layer: String, _ name: String) -> String { "Tests/\(layer)/\(name)" }

/// The Results module: `Sources/Measuring/Results`, and each toolkit's declaration (its name, variants, files), which
/// lives in the toolkit's own folder, `Sources/Toolkits/<Name>/Declaration`. A target's sources lie below one path,
/// so the module's path is `Sources` and every other folder there is excluded (or SwiftPM warns of unhandled files).
let resultsSources: (sources: [String], exclude: [String]) = {
    let files = FileManager.default
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Sources").path
    func folders(_ path: String) -> [String] {
        ((try? files.contentsOfDirectory(atPath: "\(root)/\(path)")) ?? []).sorted().map { "\(path)/\($0)" }
    }
    let toolkitFolders = folders("Toolkits").flatMap(folders)
    let sources = ["Measuring/Results"] + toolkitFolders.filter { $0.hasSuffix("/Declaration") }
    let exclude = ["Rows", "CLI"] + (folders("Measuring") + toolkitFolders).filter { !sources.contains($0) }
    return (sources, exclude)
}()

let package = Package(
    name: "nib-or-not",
    products: [
        .executable(name: "nib-or-not", targets: ["nib-or-not"]),
        // For other benchmark suites: the row factories of every variant (Builders), the XIB reader and its
        // caches (Templates), the view model (Views) and text measurement (Typesetting). See the README.
        .library(
            name: "NibOrNotRows",
            targets: ["Typesetting", "Views", "Templates", "NIB", "NibLoading", "NibCompiler", "Results", "Builders"]),
        // WebKit's web process extension (docs/web.md, "WebKit"): the web process loads it from beside the worker.
        .library(name: "NibOrNotWebKitExtension", type: .dynamic, targets: ["WebKitExtension"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/yaslab/CSV.swift", exact: "2.5.2"),
    ],
    targets: [
        // Rows: what a row is and how each of the model's variants builds it.
        .systemLibrary(
            name: "CFreeType", path: rows("CFreeType"), pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(
            name: "CFontconfig", path: rows("CFontconfig"), pkgConfig: "fontconfig",
            providers: [.apt(["libfontconfig-dev"])]),
        .target(name: "Typesetting", dependencies: ["CFreeType", "CFontconfig"], path: rows("Typesetting")),
        .target(name: "Views", dependencies: ["Typesetting"], path: rows("Views")),
        .target(name: "Templates", dependencies: ["Views", "Typesetting"], path: rows("Templates")),
        .target(name: "NIB", path: rows("NIB")),
        .target(name: "NibLoading", dependencies: ["NIB", "Views", "Typesetting"], path: rows("NibLoading")),
        .target(
            name: "NibCompiler", dependencies: ["NIB", "NibLoading", "Templates", "Views", "Typesetting"],
            path: rows("NibCompiler")),
        // A cell's generated code compiled at run time with the toolchain's clang, cached, and loaded by a worker.
        .target(name: "CellModules", path: rows("CellModules")),
        // The rows of the real toolkits generated from the seed's XIBs (issue 56): no command line, files as text.
        .target(
            name: "RowGeneration", dependencies: ["Templates", "NibLoading", "Views", "Typesetting"],
            path: rows("RowGeneration")),
        // Writes generated files of the rows, chosen by name, into a folder: for a build that generates them
        // rather than committing them (issue 56). The GenerateRows plugin runs it for GtkRow, GNUstepRow, QtRow, QmlRow
        // and Builders.
        .executableTarget(name: "row-generator", dependencies: ["RowGeneration"], path: cli("RowGenerator")),
        .plugin(name: "GenerateRows", capability: .buildTool(), dependencies: ["row-generator"]),
        // Its sweep rows in Swift (SweepCodeRowN.swift, ...) are written at build time by the GenerateRows plugin.
        .target(
            name: "Builders",
            dependencies: ["Views", "Typesetting", "Templates", "NibLoading", "NibCompiler", "Results", "Toolkit"],
            path: rows("Builders"), plugins: ["GenerateRows"]),

        // Measuring: the harness that times rows, the statistics, a run's results and its reports.
        .systemLibrary(
            name: "CJemalloc", path: measuring("CJemalloc"), pkgConfig: "jemalloc",
            providers: [.apt(["libjemalloc-dev"])]),
        .target(name: "Statistics", path: measuring("Statistics")),
        .target(
            name: "Results", dependencies: [.product(name: "CSV", package: "CSV.swift")], path: "Sources",
            exclude: resultsSources.exclude, sources: resultsSources.sources,
            // The list of declarations, `ToolkitDeclaration.all`, written from RealToolkits' dependencies below.
            plugins: ["RegisterToolkits"]),
        .target(
            name: "Harness", dependencies: ["CJemalloc", "Builders", "Views", "Statistics", "Results", "Toolkit"],
            path: measuring("Harness")),
        .target(name: "Reports", dependencies: ["Statistics", "Results"], path: measuring("Reports")),

        // Toolkits/Common: what every toolkit's runtime conforms to, and the lookups over them.
        .target(name: "Toolkit", path: toolkit("Common", "Toolkit")),
        // The model's catalog and the real toolkits a worker links behind one lookup by variant name; no toolkit of
        // its own, so that a worker links only the toolkit it runs.
        .target(
            name: "RowCatalog", dependencies: ["Builders", "Results", "Toolkit"],
            path: toolkit("Common", "RowCatalog")),
        // Every real toolkit, for the `nib-or-not` command: each `<Name>Rows` named here is registered by that name
        // alone (the RegisterToolkits plugin writes the list of their runtimes, `docs/adding-a-toolkit.md`).
        .target(
            name: "RealToolkits",
            dependencies: ["Toolkit", "GtkRows", "QtRows", "QmlRows", "GNUstepRows", "ChromiumRows", "WebKitRows"],
            path: toolkit("Common", "RealToolkits"), plugins: ["RegisterToolkits"]),
        .plugin(name: "RegisterToolkits", capability: .buildTool()),
        // What both web engines share: the page, its constructions, factories and dumps, the engines' processes.
        .target(name: "WebRows", dependencies: ["Toolkit", "RowGeneration"], path: toolkit("Common", "WebRows")),

        // The UIKit model's worker (its rows are Sources/Rows; its declaration Sources/Toolkits/Model/Declaration).
        .executableTarget(
            name: "nib-or-not-worker-model", dependencies: ["WorkerMain"], path: toolkit("Model", "Worker")),

        // GTK 4 (docs/gtk.md): its C API reaches only the GtkRow C target; Swift sees GtkRow's opaque header.
        .systemLibrary(
            name: "CGtk4", path: toolkit("Gtk", "CGtk4"), pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),
        // Its code rows (GeneratedCodeRow.c, ...) are written at build time by the GenerateRows plugin; they include
        // the target's private headers, hence the target's own folder among the header search paths.
        .target(
            name: "GtkRow", dependencies: ["CGtk4"], path: toolkit("Gtk", "GtkRow"),
            cSettings: [.headerSearchPath(".")], plugins: ["GenerateRows"]),
        .target(
            name: "GtkRows", dependencies: ["GtkRow", "Toolkit", "Views", "Templates", "RowGeneration", "CellModules"],
            path: toolkit("Gtk", "GtkRows")),
        .executableTarget(
            name: "nib-or-not-worker-gtk", dependencies: ["WorkerMain", "GtkRows"], path: toolkit("Gtk", "Worker")),

        // Qt 6 (docs/qt.md): the row in C++ behind a plain C header, and the Swift toolkit over it.
        .systemLibrary(
            name: "CQt6Widgets", path: toolkit("Qt", "CQt6Widgets"), pkgConfig: "Qt6Widgets",
            providers: [.apt(["qt6-base-dev"])]),
        .systemLibrary(
            name: "CQt6UiTools", path: toolkit("Qt", "CQt6UiTools"), pkgConfig: "Qt6UiTools",
            providers: [.apt(["qt6-tools-dev"])]),
        .target(name: "QtCommon", path: toolkit("Qt", "QtCommon")),
        // Its code rows (CodeRow.cpp, CodeRows.cpp, UicRows.cpp) and uic's headers for the forms of templates/qt are
        // written at build time by the GenerateRows plugin; the rows include RowBuilders.h from the target's folder.
        .target(
            name: "QtRow", dependencies: ["CQt6Widgets", "CQt6UiTools", "QtCommon"], path: toolkit("Qt", "QtRow"),
            cxxSettings: [.headerSearchPath(".")], plugins: ["GenerateRows"]),
        .target(
            name: "QtRows", dependencies: ["QtRow", "Toolkit", "RowGeneration", "CellModules"],
            path: toolkit("Qt", "QtRows")),
        .executableTarget(
            name: "nib-or-not-worker-qt", dependencies: ["WorkerMain", "QtRows"], path: toolkit("Qt", "Worker")),

        // Qt Quick (docs/qml.md): the row in QML and C++ behind a plain C header, and the Swift toolkit over it. Its
        // code rows and what Qt's qmlcachegen, qmltc and moc make of templates/qml's documents are written at build
        // time by the GenerateRows plugin; the rows include QmlRowBuilders.h from the target's folder.
        .systemLibrary(
            name: "CQt6Quick", path: toolkit("Qml", "CQt6Quick"), pkgConfig: "Qt6Quick",
            providers: [.apt(["qt6-declarative-dev", "qt6-declarative-private-dev"])]),
        .target(
            name: "QmlRow", dependencies: ["CQt6Quick", "QtCommon"], path: toolkit("Qml", "QmlRow"),
            cxxSettings: [
                .headerSearchPath("."), .unsafeFlags(qtPrivateIncludeFlags + ["-Wno-deprecated-literal-operator"]),
            ],
            plugins: ["GenerateRows"]),
        .target(
            name: "QmlRows", dependencies: ["QmlRow", "Toolkit", "RowGeneration", "CellModules"],
            path: toolkit("Qml", "QmlRows")),
        .executableTarget(
            name: "nib-or-not-worker-qml", dependencies: ["WorkerMain", "QmlRows"], path: toolkit("Qml", "Worker")),

        // GNUstep AppKit (docs/gnustep.md): the row in Objective-C behind a plain C header, and the Swift toolkit. Its
        // code rows are written at build time by the GenerateRows plugin, as GtkRow's are.
        .target(
            name: "GNUstepRow", path: toolkit("GNUstep", "GNUstepRow"),
            cSettings: [.headerSearchPath("."), .unsafeFlags(gnustepFlags)],
            linkerSettings: [.linkedLibrary("gnustep-gui"), .linkedLibrary("gnustep-base"), .linkedLibrary("objc")],
            plugins: ["GenerateRows"]),
        .target(
            name: "GNUstepRows", dependencies: ["GNUstepRow", "Toolkit", "RowGeneration", "CellModules"],
            path: toolkit("GNUstep", "GNUstepRows")),
        .executableTarget(
            name: "nib-or-not-worker-gnustep", dependencies: ["WorkerMain", "GNUstepRows"],
            path: toolkit("GNUstep", "Worker")),

        // Chromium (docs/web.md): the page of templates/web/ in a headless browser driven over the DevTools pipe;
        // no library of the browser is linked.
        .target(name: "ChromiumRows", dependencies: ["Toolkit", "WebRows"], path: toolkit("Chromium", "ChromiumRows")),
        .executableTarget(
            name: "nib-or-not-worker-chromium", dependencies: ["WorkerMain", "ChromiumRows"],
            path: toolkit("Chromium", "Worker")),

        // WebKitGTK 6.0 (docs/web.md): the page in a WebKitWebView (C, UI process), timed in the web process by the
        // extension (C, built as the NibOrNotWebKitExtension library), and the Swift toolkit over them.
        .systemLibrary(
            name: "CWebKit", path: toolkit("WebKit", "CWebKit"), pkgConfig: "webkitgtk-6.0",
            providers: [.apt(["libwebkitgtk-6.0-dev"])]),
        .systemLibrary(
            name: "CWebKitExtension", path: toolkit("WebKit", "CWebKitExtension"),
            pkgConfig: "webkitgtk-web-process-extension-6.0", providers: [.apt(["libwebkitgtk-6.0-dev"])]),
        .target(name: "WebKitRow", dependencies: ["CWebKit"], path: toolkit("WebKit", "WebKitRow")),
        .target(
            name: "WebKitExtension", dependencies: ["CWebKitExtension"], path: toolkit("WebKit", "WebKitExtension")),
        .target(
            name: "WebKitRows", dependencies: ["WebKitRow", "WebRows", "Toolkit"], path: toolkit("WebKit", "WebKitRows")
        ),
        .executableTarget(
            name: "nib-or-not-worker-webkit", dependencies: ["WorkerMain", "WebKitRows"],
            path: toolkit("WebKit", "Worker")),

        // CLI: one worker process, shared by `nib-or-not worker` and the worker executables, and the command.
        .target(
            name: "WorkerMain", dependencies: ["Builders", "Harness", "RowCatalog", "Toolkit", "Typesetting"],
            path: cli("WorkerMain")),
        .executableTarget(
            name: "nib-or-not",
            dependencies: [
                "Typesetting", "Views", "Templates", "NIB", "NibLoading", "NibCompiler", "Builders", "Harness",
                "Statistics", "Results", "Reports", "RowCatalog", "RealToolkits", "WorkerMain", "Toolkit",
                "RowGeneration",
                // Not linked in: named so that building `nib-or-not` (`swift run`, `--product`) builds its workers
                // too (`WorkerExecutables`: `run` starts them when they are beside `nib-or-not`).
                "nib-or-not-worker-model", "nib-or-not-worker-gtk", "nib-or-not-worker-qt", "nib-or-not-worker-qml",
                "nib-or-not-worker-gnustep", "nib-or-not-worker-chromium", "nib-or-not-worker-webkit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: cli("nib-or-not")),

        // Test helpers in two weights: TestFixtures (paths, a hand-made run) needs nothing that measures, so the
        // Results and Reports tests run without jemalloc, FreeType or fontconfig; TestSupport holds the fakes of
        // the measuring stack (clock, text measurer, template owners).
        .target(
            name: "TestFixtures", dependencies: ["Results", "Statistics", "Toolkit"],
            path: tests("Support", "TestFixtures")),
        .target(
            name: "TestSupport", dependencies: ["Typesetting", "Views", "Harness", "TestFixtures"],
            path: tests("Support", "TestSupport")),
        .testTarget(
            name: "TypesettingTests", dependencies: ["Typesetting", "TestSupport"],
            path: tests("Rows", "TypesettingTests")),
        .testTarget(name: "ViewsTests", dependencies: ["Views", "TestSupport"], path: tests("Rows", "ViewsTests")),
        .testTarget(
            name: "TemplatesTests", dependencies: ["Templates", "TestSupport"], path: tests("Rows", "TemplatesTests"),
            exclude: ["Hostile", "Fixtures"]),
        .testTarget(
            name: "NibLoadingTests",
            dependencies: ["NIB", "NibLoading", "NibCompiler", "Templates", "TestSupport", "TestFixtures"],
            path: tests("Rows", "NibLoadingTests"), exclude: ["Fixtures"]),
        .testTarget(
            name: "BuildersTests",
            dependencies: ["Builders", "Templates", "NibCompiler", "Toolkit", "TestSupport", "TestFixtures"],
            path: tests("Rows", "BuildersTests")),
        .testTarget(name: "CellModulesTests", dependencies: ["CellModules"], path: tests("Rows", "CellModulesTests")),
        .testTarget(
            name: "RowGenerationTests",
            dependencies: ["RowGeneration", "Templates", "NibCompiler", "NibLoading", "Views", "TestFixtures"],
            path: tests("Rows", "RowGenerationTests"), exclude: ["Expected"]),
        .testTarget(
            name: "NIBTests", dependencies: ["NIB"], path: tests("Rows", "NIBTests"),
            exclude: ["Hostile", "Samples", "Golden"]),
        .testTarget(
            name: "StatisticsTests", dependencies: ["Statistics", "Results"],
            path: tests("Measuring", "StatisticsTests")),
        .testTarget(
            name: "ResultsTests", dependencies: ["Results", "TestFixtures"], path: tests("Measuring", "ResultsTests")),
        .testTarget(
            name: "HarnessTests", dependencies: ["Harness", "Toolkit", "TestSupport"],
            path: tests("Measuring", "HarnessTests")),
        .testTarget(
            name: "ReportsTests", dependencies: ["Reports", "Statistics", "Results", "TestFixtures"],
            path: tests("Measuring", "ReportsTests"), exclude: ["Golden"]),
        .testTarget(name: "ToolkitTests", dependencies: ["Toolkit"], path: tests("Toolkits", "Common/ToolkitTests")),
        .testTarget(
            name: "RealToolkitsTests", dependencies: ["RealToolkits", "Results", "Toolkit"],
            path: tests("Toolkits", "Common/RealToolkitsTests")),
        .testTarget(
            name: "WebRowsTests", dependencies: ["WebRows", "ChromiumRows", "WebKitRows", "Toolkit", "TestFixtures"],
            path: tests("Toolkits", "Common/WebRowsTests")),
        .testTarget(
            name: "GtkRowsTests", dependencies: ["GtkRows", "Toolkit", "Typesetting", "TestFixtures"],
            path: tests("Toolkits", "Gtk/GtkRowsTests")),
        .testTarget(
            name: "QtRowsTests", dependencies: ["QtRows", "Toolkit", "Typesetting", "TestFixtures"],
            path: tests("Toolkits", "Qt/QtRowsTests")),
        .testTarget(
            name: "QmlRowsTests", dependencies: ["QmlRows", "QtRows", "Toolkit", "TestFixtures"],
            path: tests("Toolkits", "Qml/QmlRowsTests")),
        .testTarget(
            name: "GNUstepRowsTests", dependencies: ["GNUstepRows", "Toolkit", "Typesetting", "TestFixtures"],
            path: tests("Toolkits", "GNUstep/GNUstepRowsTests")),
        .testTarget(
            name: "ChromiumRowsTests", dependencies: ["ChromiumRows", "WebRows", "Toolkit", "TestFixtures"],
            path: tests("Toolkits", "Chromium/ChromiumRowsTests")),
        .testTarget(
            name: "WebKitRowsTests", dependencies: ["WebKitRows", "WebRows", "Toolkit", "TestFixtures"],
            path: tests("Toolkits", "WebKit/WebKitRowsTests")),
        .testTarget(
            name: "CLITests", dependencies: ["nib-or-not", "Results", "TestSupport"], path: tests("CLI", "CLITests"),
            exclude: ["Golden"]),
    ],
    cxxLanguageStandard: .cxx17
)
