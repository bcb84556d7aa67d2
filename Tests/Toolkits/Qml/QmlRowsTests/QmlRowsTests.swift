import Foundation
import QmlRows
import QtRows
import TestFixtures
import Testing
import Toolkit

let templatesDirectory = PackagePaths.inPackage("templates")

/// A started toolkit, on the Qt thread (every call to it must stay there). Qt Widgets' toolkit is started first:
/// one process has one application, and Qt Widgets needs it to be a QApplication, which serves Qt Quick too.
func startedToolkit(templates: URL = templatesDirectory) throws -> QmlToolkit {
    // Where the engine would write compiled documents: a folder of the test process's own (`diskCacheIsNotUsed`).
    setenv("QML_DISK_CACHE_PATH", diskCacheFolder.path, 0)
    try QtToolkit(templatesDirectory: templatesDirectory).start()
    let toolkit = QmlToolkit(templatesDirectory: templates)
    try toolkit.start()
    return toolkit
}

/// The QML disk cache of the test process, which no construction may write to.
let diskCacheFolder = FileManager.default.temporaryDirectory.appendingPathComponent("qml-disk-cache-\(getpid())")

/// The constructions that build the project's row; `qml-textfit` fits by another rule (`QmlTextFitTests`).
let sameRowConstructions = [
    "qml-component-file", "qml-component", "qml-cachegen", "qml-tc", "qml-code", "qml-component-precomputed",
]

/// The widths of Cell.xib's labels, in tag order.
let labelWidths: [Double] = [60, 100, 80, 55, 95, 70, 88, 45, 120, 75, 105, 64, 84, 92, 55, 68, 110, 72, 45, 310]

/// Qt work runs on `QtThread`; the expectations are checked back on the test's own task.
@Suite(.serialized) struct QmlRowsTests {
    @Test func everyConstructionBuildsTheSameRow() throws {
        for fit in [true, false] {
            for polished in [false, true] {
                let dumps = try QtThread.shared.run {
                    let toolkit = try startedToolkit()
                    return try sameRowConstructions.map {
                        try toolkit.makeRow(construction: $0, fit: fit, polished: polished).dump()
                    }
                }
                #expect(dumps[0].split(separator: "\n").count == 24, "cell, 3 parts, 20 labels")
                for (construction, dump) in zip(sameRowConstructions, dumps).dropFirst() {
                    #expect(
                        dump == dumps[0],
                        "\(construction) differs from qml-component-file, fit \(fit), polished \(polished)")
                }
            }
        }
    }

    /// The project's rule measures as Qt Widgets' row does and gives the same sizes, half-point steps included.
    @Test func fittedSizesAreQtWidgetsSizes() throws {
        let sizes = try QtThread.shared.run {
            let toolkit = try startedToolkit()
            let widgets = try QtToolkit(templatesDirectory: templatesDirectory).fittedSizes(construction: "qt-code")
            let quick = try sameRowConstructions.map {
                try toolkit.makeRow(construction: $0, fit: true, polished: false).fontSizes()
            }
            let unfitted = try toolkit.makeRow(construction: "qml-component", fit: false, polished: false).fontSizes()
            return (widgets, quick, unfitted)
        }
        #expect(sizes.0 == [10, 14, 12, 10, 14, 10, 13, 10, 14, 11, 14, 10, 12, 13, 10, 10, 14, 10, 10, 14])
        for (construction, quick) in zip(sameRowConstructions, sizes.1) {
            #expect(quick == sizes.0, "\(construction)")
        }
        #expect(sizes.2 == Array(repeating: 14, count: 20))
    }

    @Test func theRowIsTheXibsRow() throws {
        let dump = try QtThread.shared.run { try startedToolkit().dumpRow(construction: "qml-code", fit: true) }
        let lines = dump.split(separator: "\n")
        let labels = lines.filter { $0.contains("QQuickText") }
        let widths = labels.map { line -> Double in
            Double(line.split(separator: "frame=(")[1].split(separator: ")")[0].split(separator: ",")[2])!
        }
        #expect(widths == labelWidths)
        for line in labels {
            #expect(line.contains("text=\"placeholder\" font=\"DejaVu Sans\""))
            #expect(line.contains("weight=700"))
            #expect(line.contains("colour=rgba(0,51,128,255) align=left|vcenter elide=right"))
            #expect(line.contains("render=native format=plain sizeMode=fixed fit=true minimum=10"))
        }
        // Clamped at 10 pt, "placeholder" is 66 px wide: the labels of 60, 55, 45, 64, 55 and 45 px (tags 1, 4, 8, 12,
        // 15, 19) end in an ellipsis, as on iOS; the 68 px one (tag 16) does not.
        #expect(
            labels.filter { $0.contains("truncated=yes") }.map { $0.split(separator: "\"")[1] } == [
                "label1", "label4", "label8", "label12", "label15", "label19",
            ])
        #expect(lines[0] == "QQuickItem \"Cell\" frame=(0,0,320,132) visible=yes clip=no z=0")
        #expect(
            lines[1]
                == """
                  QQuickRectangle \"backgroundView\" frame=(0,0,320,132) visible=yes clip=no z=0 \
                fills=rgba(242,242,242,255) radius=0
                """
        )
        #expect(
            lines[2]
                == """
                  QQuickRectangle \"selectedBackgroundView\" frame=(0,0,320,132) visible=no clip=no z=0 \
                fills=rgba(217,217,217,255) radius=0
                """
        )
    }

    @Test(arguments: [
        "qml-component-file", "qml-component", "qml-cachegen", "qml-tc", "qml-code", "qml-component-precomputed",
        "qml-textfit",
    ])
    func aReleasedRowIsDeletedWithAllItsItems(construction: String) throws {
        let counts = try QtThread.shared.run {
            let toolkit = try startedToolkit()
            let destroyedBefore = QmlCall.destroyedItems
            var row: QmlOwnedRow? = try toolkit.makeRow(construction: construction, fit: true, polished: true)
            row?.watchDestruction()
            let items = row?.itemCount ?? 0
            row = nil
            return (items, QmlCall.destroyedItems - destroyedBefore)
        }
        #expect(counts.0 == 24, "the row's items")
        #expect(counts.1 == 24, "items destroyed when it is released")
    }

    /// A document compiled per row is compiled, not read back from the disk cache, and nothing is written there:
    /// a document loaded by its file URL is what the engine saves there (`QQmlTypeData` saves a unit compiled from a
    /// local file, Qt 6.4.2), which the constructions avoid by compiling the bytes (`setData`).
    @Test func diskCacheIsNotUsed() throws {
        let written = try QtThread.shared.run { () -> [String] in
            let toolkit = try startedToolkit()
            for construction in ["qml-component-file", "qml-component", "qml-component-precomputed", "qml-textfit"] {
                let factory = try toolkit.makeFactory(construction: construction, fit: true, laidOut: false)
                for _ in 0..<3 { _ = try factory.makeTimedRow() }
            }
            let files = FileManager.default.enumerator(atPath: diskCacheFolder.path)?.allObjects as? [String] ?? []
            return files.filter { $0.hasSuffix(".qmlc") }
        }
        #expect(written.isEmpty, "\(written)")
    }

    @Test func anUnknownConstructionIsAOneLineError() throws {
        let error = try QtThread.shared.run { () -> ToolkitError? in
            do {
                _ = try startedToolkit().makeFactory(construction: "qml-nib", fit: true, laidOut: false)
                return nil
            } catch let error as ToolkitError {
                return error
            }
        }
        #expect(
            error
                == ToolkitError(
                    "unknown Qt Quick construction 'qml-nib'; use one of qml-component-file, qml-component, "
                        + "qml-cachegen, qml-tc, qml-code, qml-component-precomputed, qml-textfit."))
    }

    /// Qt Quick refuses use from a thread other than the one that made the application.
    @Test func anotherThreadIsRefused() throws {
        _ = try QtThread.shared.run { try startedToolkit() }
        #expect(throws: ToolkitError("Qt Quick can only be used on the thread that started Qt.")) {
            try QmlToolkit(templatesDirectory: templatesDirectory).start()
        }
    }
}
