// swift-tools-version:6.0
import Foundation
import PackageDescription

/// gcc's own include folder, which holds the headers of gcc's Objective-C runtime (Debian's gobjc): GNUstep's row
/// is compiled by the toolchain's clang for that runtime and searches it after every other folder (docs/gnustep.md).
let gccIncludeFolder: String = {
    let root = "/usr/lib/gcc"
    let files = FileManager.default
    for triple in ((try? files.contentsOfDirectory(atPath: root)) ?? []).sorted() {
        let versions = ((try? files.contentsOfDirectory(atPath: "\(root)/\(triple)")) ?? []).sorted { (Int($0) ?? 0) > (Int($1) ?? 0) }
        for version in versions where files.fileExists(atPath: "\(root)/\(triple)/\(version)/include/objc/objc.h") {
            return "\(root)/\(triple)/\(version)/include"
        }
    }
    return "/usr/lib/gcc/x86_64-linux-gnu/12/include"  // where Debian 12's gobjc puts them; the build says what is missing
}()

/// `gnustep-config --objc-flags` for clang and gcc's runtime: GNUstep's defines, exceptions, constant strings, and
/// no blocks (SwiftPM turns them on; with them GNUstep's headers want a blocks runtime gcc's libobjc lacks).
let gnustepFlags = ["-fobjc-runtime=gcc", "-fno-blocks", "-fexceptions", "-fobjc-exceptions", "-fconstant-string-class=NSConstantString",
                    "-DGNUSTEP", "-DGNUSTEP_BASE_LIBRARY=1", "-DGNU_GUI_LIBRARY=1", "-DGNU_RUNTIME=1", "-D_NATIVE_OBJC_EXCEPTIONS",
                    "-I/usr/include/GNUstep", "-idirafter", gccIncludeFolder, "-Wno-deprecated-declarations"]

/// Qt 6's private headers (`QtQuick/private/qquicktext_p.h` ...) for Qt Quick's row (docs/qml.md): each module keeps
/// them in a folder named by Qt's version, which pkg-config does not name. Debian's qt6-declarative-private-dev.
let qtPrivateIncludeFlags: [String] = {
    let files = FileManager.default
    let roots = ["/usr/include/x86_64-linux-gnu/qt6", "/usr/include/aarch64-linux-gnu/qt6", "/usr/include/qt6"]
    guard let root = roots.first(where: { files.fileExists(atPath: "\($0)/QtCore") }) else { return [] }
    return ["QtCore", "QtGui", "QtQml", "QtQmlModels", "QtQuick"].flatMap { module -> [String] in
        let versions = ((try? files.contentsOfDirectory(atPath: "\(root)/\(module)")) ?? []).filter { $0.first?.isNumber == true }.sorted()
        guard let version = versions.last else { return [] }
        return ["-I\(root)/\(module)/\(version)", "-I\(root)/\(module)/\(version)/\(module)"]
    }
}()

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
        // WebKit's web process extension (docs/web.md, "WebKit"): the web process loads it from beside the worker.
        .library(name: "NibOrNotWebKitExtension", type: .dynamic, targets: ["WebKitExtension"]),
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
        .systemLibrary(name: "CQt6Quick", pkgConfig: "Qt6Quick", providers: [.apt(["qt6-declarative-dev", "qt6-declarative-private-dev"])]),
        // GTK 4 (docs/gtk.md): its C API reaches only the GtkRow C target; Swift sees GtkRow's opaque header.
        .systemLibrary(name: "CGtk4", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),
        // WebKitGTK 6.0 (docs/web.md): the UI process's API for WebKitRow, the web process's for WebKitExtension.
        .systemLibrary(name: "CWebKit", pkgConfig: "webkitgtk-6.0", providers: [.apt(["libwebkitgtk-6.0-dev"])]),
        .systemLibrary(name: "CWebKitExtension", pkgConfig: "webkitgtk-web-process-extension-6.0", providers: [.apt(["libwebkitgtk-6.0-dev"])]),

        .target(name: "Typesetting", dependencies: ["CFreeType", "CFontconfig"]),
        .target(name: "Views", dependencies: ["Typesetting"]),
        .target(name: "Templates", dependencies: ["Views", "Typesetting"]),
        .target(name: "NibLoading", dependencies: ["NIB", "Views", "Typesetting"]),
        .target(name: "NibCompiler", dependencies: ["NIB", "NibLoading", "Templates", "Views", "Typesetting"]),
        .target(name: "Builders", dependencies: ["Views", "Typesetting", "Templates", "NibLoading", "NibCompiler", "Results", "Toolkit"]),
        .target(name: "Statistics"),
        .target(name: "Toolkit"),
        // Qt 6 (docs/qt.md): the row in C++ behind a plain C header, and the Swift toolkit over it.
        .target(name: "QtCommon"),
        .target(name: "QtRow", dependencies: ["CQt6Widgets", "CQt6UiTools", "QtCommon"]),
        .target(name: "QtRows", dependencies: ["QtRow", "Toolkit"]),
        .target(name: "GtkRow", dependencies: ["CGtk4"]),
        // Qt Quick (docs/qml.md): the row in QML and C++ behind a plain C header, with what qmlcachegen, qmltc and
        // moc generated (Generated/), and the Swift toolkit over it.
        .target(name: "QmlRow", dependencies: ["CQt6Quick", "QtCommon"], cxxSettings: [.unsafeFlags(qtPrivateIncludeFlags + ["-Wno-deprecated-literal-operator"])]),
        .target(name: "QmlRows", dependencies: ["QmlRow", "Toolkit"]),
        // GNUstep AppKit (docs/gnustep.md): the row in Objective-C behind a plain C header, and the Swift toolkit over it.
        .target(name: "GNUstepRow", cSettings: [.unsafeFlags(gnustepFlags)],
                linkerSettings: [.linkedLibrary("gnustep-gui"), .linkedLibrary("gnustep-base"), .linkedLibrary("objc")]),
        .target(name: "GNUstepRows", dependencies: ["GNUstepRow", "Toolkit"]),
        .target(name: "GtkRows", dependencies: ["GtkRow", "Toolkit", "Views", "Templates"]),
        // Chromium (docs/web.md): the page of templates/web/ in a headless browser driven over the DevTools pipe;
        // no library of the browser is linked.
        .target(name: "ChromiumRows", dependencies: ["Toolkit", "WebRows"]),
        // What both engines share: the page, its constructions, factories and dumps, the engines' processes.
        .target(name: "WebRows", dependencies: ["Toolkit"]),
        // WebKit (docs/web.md): the page in a WebKitWebView (C, UI process), timed in the web process by the
        // extension (C, built as the NibOrNotWebKitExtension library), and the Swift toolkit over them.
        .target(name: "WebKitRow", dependencies: ["CWebKit"]),
        .target(name: "WebKitExtension", dependencies: ["CWebKitExtension"]),
        .target(name: "WebKitRows", dependencies: ["WebKitRow", "WebRows", "Toolkit"]),
        .target(name: "NIB"),
        .target(name: "Results", dependencies: [.product(name: "CSV", package: "CSV.swift")]),
        .target(name: "Harness", dependencies: ["CJemalloc", "Builders", "Views", "Statistics", "Results", "Toolkit"]),
        .target(name: "Reports", dependencies: ["Statistics", "Results"]),
        // The model's catalog and the real toolkits a worker links behind one lookup by variant name; no toolkit of
        // its own, so that a worker links only the toolkit it runs.
        .target(name: "RowCatalog", dependencies: ["Builders", "Results", "Toolkit"]),
        // Every real toolkit, for the `nib-or-not` command: each `<Name>Rows` named here is registered by that name
        // alone (the RegisterToolkits plugin writes the list of their runtimes, `docs/adding-a-toolkit.md`).
        .target(name: "RealToolkits", dependencies: ["Toolkit", "GtkRows", "QtRows", "QmlRows", "GNUstepRows", "ChromiumRows", "WebKitRows"],
                plugins: ["RegisterToolkits"]),
        .plugin(name: "RegisterToolkits", capability: .buildTool()),
        // One worker process, shared by `nib-or-not worker` and the worker executables below.
        .target(name: "WorkerMain", dependencies: ["Builders", "Harness", "RowCatalog", "Toolkit", "Typesetting"]),
        .executableTarget(name: "nib-or-not", dependencies: [
            "Typesetting", "Views", "Templates", "NIB", "NibLoading", "NibCompiler", "Builders", "Harness", "Statistics",
            "Results", "Reports", "RowCatalog", "RealToolkits", "WorkerMain", "Toolkit",
            // Not linked in: named so that building `nib-or-not` (`swift run`, `--product`) builds its workers too.
            "nib-or-not-worker-model", "nib-or-not-worker-gtk", "nib-or-not-worker-qt", "nib-or-not-worker-qml", "nib-or-not-worker-gnustep",
            "nib-or-not-worker-chromium", "nib-or-not-worker-webkit",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // Each group's workers in an executable that links only its own toolkit, the model's none
        // (`WorkerExecutables`): `run` starts them when they are beside `nib-or-not`.
        .executableTarget(name: "nib-or-not-worker-model", dependencies: ["WorkerMain"]),
        .executableTarget(name: "nib-or-not-worker-gtk", dependencies: ["WorkerMain", "GtkRows"]),
        .executableTarget(name: "nib-or-not-worker-qt", dependencies: ["WorkerMain", "QtRows"]),
        .executableTarget(name: "nib-or-not-worker-qml", dependencies: ["WorkerMain", "QmlRows"]),
        .executableTarget(name: "nib-or-not-worker-gnustep", dependencies: ["WorkerMain", "GNUstepRows"]),
        .executableTarget(name: "nib-or-not-worker-chromium", dependencies: ["WorkerMain", "ChromiumRows"]),
        .executableTarget(name: "nib-or-not-worker-webkit", dependencies: ["WorkerMain", "WebKitRows"]),

        // Test helpers in two weights: TestFixtures (paths, a hand-made run) needs nothing that measures, so the
        // Results and Reports tests run without jemalloc, FreeType or fontconfig; TestSupport holds the fakes of
        // the measuring stack (clock, text measurer, template owners).
        .target(name: "TestFixtures", dependencies: ["Results", "Statistics", "Toolkit"], path: "Tests/TestFixtures"),
        .target(name: "TestSupport", dependencies: ["Typesetting", "Views", "Harness", "TestFixtures"], path: "Tests/TestSupport"),
        .testTarget(name: "TypesettingTests", dependencies: ["Typesetting", "TestSupport"]),
        .testTarget(name: "ViewsTests", dependencies: ["Views", "TestSupport"]),
        .testTarget(name: "TemplatesTests", dependencies: ["Templates", "TestSupport"], exclude: ["Hostile", "Fixtures"]),
        .testTarget(name: "NibLoadingTests", dependencies: ["NIB", "NibLoading", "NibCompiler", "Templates", "TestSupport", "TestFixtures"],
                    exclude: ["Fixtures"]),
        .testTarget(name: "BuildersTests", dependencies: ["Builders", "Templates", "NibCompiler", "Toolkit", "TestSupport", "TestFixtures"]),
        .testTarget(name: "StatisticsTests", dependencies: ["Statistics", "Results"]),
        .testTarget(name: "ResultsTests", dependencies: ["Results", "TestFixtures"]),
        .testTarget(name: "NIBTests", dependencies: ["NIB"], exclude: ["Hostile", "Samples", "Golden"]),
        .testTarget(name: "HarnessTests", dependencies: ["Harness", "TestSupport"]),
        .testTarget(name: "ReportsTests", dependencies: ["Reports", "Statistics", "Results", "TestFixtures"], exclude: ["Golden"]),
        .testTarget(name: "ToolkitTests", dependencies: ["Toolkit"]),
        .testTarget(name: "QtRowsTests", dependencies: ["QtRows", "Toolkit", "Typesetting", "TestFixtures"]),
        .testTarget(name: "QmlRowsTests", dependencies: ["QmlRows", "QtRows", "Toolkit", "TestFixtures"]),
        .testTarget(name: "GtkRowsTests", dependencies: ["GtkRows", "Toolkit", "Typesetting", "TestFixtures"]),
        .testTarget(name: "ChromiumRowsTests", dependencies: ["ChromiumRows", "WebRows", "Toolkit", "TestFixtures"]),
        .testTarget(name: "WebKitRowsTests", dependencies: ["WebKitRows", "WebRows", "Toolkit", "TestFixtures"]),
        .testTarget(name: "WebRowsTests", dependencies: ["WebRows", "ChromiumRows", "WebKitRows", "Toolkit", "TestFixtures"]),
        .testTarget(name: "GNUstepRowsTests", dependencies: ["GNUstepRows", "Toolkit", "Typesetting", "TestFixtures"]),
        .testTarget(name: "RealToolkitsTests", dependencies: ["RealToolkits", "Results", "Toolkit"]),
        .testTarget(name: "CLITests", dependencies: ["nib-or-not", "Results", "TestSupport"], exclude: ["Golden"]),
    ],
    cxxLanguageStandard: .cxx17
)
