import Foundation
@testable import QtRows
import TestFixtures
import Testing
import Toolkit

/// A user's cell on Qt Widgets (`run --template`; docs/qt.md, "A user's cell"): prepared as the command prepares it
/// (form written, uic run on it, the code and uic's code compiled by clang into one module), then built by every
/// construction into the same tree. Qt work runs on `QtThread`; preparing runs no Qt and stays on the test's task.
@Suite(.serialized) struct QtUserCellTests {
    static let constructions = ["qt-code", "qt-uic", "qt-uiloader"]

    /// The fixture prepared once for the test process.
    nonisolated(unsafe) static var prepared: (folder: URL, preparation: UserCellPreparation)?

    static func cell() throws -> (folder: URL, preparation: UserCellPreparation) {
        if let prepared { return prepared }
        let xib = try UserCellFixture.write()
        let folder = xib.deletingLastPathComponent().appendingPathComponent("cell-qt")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let preparation = try QtToolkit(templatesDirectory: templatesDirectory).prepareUserCell(
            file: xib, folder: folder)
        prepared = (folder, preparation)
        return (folder, preparation)
    }

    /// Each construction's dump of the cell prepared in `folder`, built (`laidOut` false) or laid out.
    static func dumps(folder: URL, laidOut: Bool) throws -> [String] {
        try QtThread.shared.run {
            let toolkit = try startedToolkit()
            return try constructions.map {
                try toolkit.dumpUserRow(construction: $0, folder: folder, laidOut: laidOut)
            }
        }
    }

    /// The three constructions give the same dump, built and laid out, and it is the fixture's tree, its shrinking
    /// label fitted.
    @Test func everyConstructionBuildsTheSameTree() throws {
        let folder = try Self.cell().folder
        for laidOut in [false, true] {
            let dumps = try Self.dumps(folder: folder, laidOut: laidOut)
            #expect(dumps[1] == dumps[0], "qt-uic differs from qt-code, laid out: \(laidOut)")
            #expect(dumps[2] == dumps[0], "qt-uiloader differs from qt-code, laid out: \(laidOut)")
        }
        let dump = try Self.dumps(folder: folder, laidOut: true)[2]
        let lines = dump.split(separator: "\n")
        #expect(lines.count == 13, "\(dump)")
        #expect(lines.first?.hasPrefix("QWidget \"cell\" frame=(0,0,320,120) hidden=yes polished=yes") == true)
        #expect(
            lines.contains {
                $0.hasPrefix("    QLabel \"e2\" frame=(10,4,200,20)")
                    && $0.contains(" text=\"\(UserCellFixture.hostileText)\" font=\"DejaVu Sans\" size=15pt weight=700")
                    && $0.contains("colour=rgba(0,51,128,255)") && $0.contains(" format=0")
            }, "\(dump)")
        #expect(lines.contains { $0.hasPrefix("    QPushButton \"e4\"") && $0.contains(" text=\"Read */ more\"") })
        #expect(lines.contains { $0.hasPrefix("    QWidget \"e5\"") && $0.contains("fills=rgba(255,255,255,255)") })
        #expect(lines.contains { $0.hasPrefix("      QLabel \"e6\"") && $0.contains("wrap=yes") })
        #expect(lines.contains { $0.hasPrefix("    QCheckBox \"e7\"") && $0.contains("checked=yes") })
        #expect(
            lines.contains { $0.contains("QLineEdit \"e8\"") && $0.contains("text=\"typed\" placeholder=\"name\"") })
        #expect(
            lines.contains {
                $0.hasPrefix("    QWidget \"e9\" frame=(220,50,40,20)")
                    && $0.contains("layout=QVBoxLayout \"e9Layout\" direction=2 spacing=4 margins=(0,0,0,0) items=1")
            }, "\(dump)")
        // Laid out, the stack's label takes the stack's whole frame from its layout; it shrank to fit its text
        // ("shrinks", 12 pt, a scale factor of 0.5) in the 40 px of its frame, before the layout sized it.
        let shrunk = try #require(lines.first { $0.hasPrefix("      QLabel \"e10\" frame=(0,0,40,20)") }, "\(dump)")
        #expect(shrunk.contains(" fit=true minimum=6 ") && shrunk.contains("fitWidth"), "\(shrunk)")
        let size = try #require(Double(shrunk.split(separator: " size=")[1].prefix { $0 != "p" }))
        #expect(size < 12 && size >= 6, "\(shrunk)")
        // A label that keeps its size is still marked to fit, and measured.
        #expect(lines.contains { $0.hasPrefix("    QLabel \"e2\"") && $0.contains(" fit=true minimum=0 ") })
        #expect(
            lines.contains {
                $0.hasPrefix("    QWidget \"e11\" frame=(120,50,90,31)") && $0.contains("stand-in=\"UISlider\"")
            })
    }

    /// Preparing says what was compiled and lists the stand-ins; a second preparation takes the modules from the
    /// cache.
    @Test func preparingCompilesOnceAndListsTheStandIns() throws {
        let (folder, preparation) = try Self.cell()
        #expect(preparation.standIns == ["UISlider": 1, "UIProgressView": 1])
        #expect(preparation.compilations.map(\.what) == ["qt-code and qt-uic of UserCell.xib (C++, 13 widgets)"])
        let xib = folder.deletingLastPathComponent().appendingPathComponent("UserCell.xib")
        let again = try QtToolkit(templatesDirectory: templatesDirectory).prepareUserCell(file: xib, folder: folder)
        #expect(again.compilations.map(\.wasCached) == [true])
    }

    /// A XIB that is no cell fails preparing in one line naming it, before uic or the compiler runs: the command then
    /// leaves Qt out in that line and the other toolkits go on.
    @Test func aXIBThatIsNoCellFailsInOneLine() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plain-qt-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let xib = folder.appendingPathComponent("Plain.xib")
        try UserCellFixture.plainXIB.write(to: xib, atomically: true, encoding: .utf8)
        let toolkit = QtToolkit(templatesDirectory: templatesDirectory)
        let error = #expect(throws: ToolkitError.self) { try toolkit.prepareUserCell(file: xib, folder: folder) }
        #expect(
            error.map { "\($0)" }
                == "Plain.xib: has no tableViewCell or collectionViewCell; a user's cell must be one")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("UserCell.ui").path))
    }

    @Test(arguments: constructions)
    func releasingARowFreesItsWholeTree(construction: String) throws {
        let folder = try Self.cell().folder
        let counts = try QtThread.shared.run {
            let toolkit = try startedToolkit()
            let factory = try toolkit.makeUserCellFactory(construction: construction, folder: folder, laidOut: true)
            let widgetsBefore = QtCall.liveWidgets
            let destroyedBefore = QtCall.destroyedWidgets
            var row: AnyObject? = try factory.makeTimedRow()
            (row as? QtOwnedRow)?.watchDestruction()
            let widgetsWithRow = QtCall.liveWidgets - widgetsBefore
            row = nil
            return (widgetsWithRow, QtCall.destroyedWidgets - destroyedBefore, QtCall.liveWidgets - widgetsBefore)
        }
        #expect(counts.0 == 13, "\(construction): the row's widgets while it is held")
        #expect(counts.1 == 13, "\(construction): widgets destroyed when it is released")
        #expect(counts.2 == 0, "\(construction): widgets left once it is released")
    }

    /// Every table or collection view cell of the corpus builds the same tree by the three constructions, built and
    /// laid out: the mapping drives all three, whatever a real app's cell holds. Cells load side by side in one
    /// process.
    @Test(SharedFolder.needed) func everyCorpusCellBuildsTheSameTreeEveryWay() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("corpus-qt-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let toolkit = QtToolkit(templatesDirectory: templatesDirectory)
        var built = 0
        for file in SharedFolder.xibFiles(in: "xib-corpus-2") {
            let folder = root.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let xib = SharedFolder.corpus("xib-corpus-2").appendingPathComponent(file)
            // A XIB of a plain view is no cell: the command leaves Qt out for it, in one line.
            guard let prepared = try? toolkit.prepareUserCell(file: xib, folder: folder) else { continue }
            #expect(prepared.compilations.count == 1)
            for laidOut in [false, true] {
                let dumps = try Self.dumps(folder: folder, laidOut: laidOut)
                #expect(dumps[1] == dumps[0], "\(file): qt-uic, laid out: \(laidOut)")
                #expect(dumps[2] == dumps[0], "\(file): qt-uiloader, laid out: \(laidOut)")
            }
            built += 1
        }
        #expect(built >= 30, "cells of ../shared/xib-corpus-2 built on Qt: \(built)")
    }
}
