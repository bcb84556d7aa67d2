import Foundation
import TestFixtures
import QtRows
import Testing
import Toolkit
import Typesetting

let packageRoot = PackagePaths.root
let templatesDirectory = packageRoot.appendingPathComponent("templates")

/// A started toolkit, on the Qt thread (every call to it must stay there).
func startedToolkit(templates: URL = templatesDirectory) throws -> QtToolkit {
    let toolkit = QtToolkit(templatesDirectory: templates)
    try toolkit.start()
    return toolkit
}

/// The widths of Cell.xib's labels, in tag order.
let labelWidths: [Double] = [60, 100, 80, 55, 95, 70, 88, 45, 120, 75, 105, 64, 84, 92, 55, 68, 110, 72, 45, 310]
/// What the model fits "placeholder" to in those widths (Typesetting, FreeType's unhinted advances).
let modelFittedSizes: [Double] = [
    10, 14, 12, 10, 14, 10.5, 13, 10, 14, 11, 14, 10, 12.5, 13.5, 10, 10, 14, 10.5, 10, 14,
]
/// Where Qt's fit differs from the model's, by tag: every half-point size the model picks between two
/// whole ones is rounded by Qt to a whole pixel (13.5 pt at 72 dpi is drawn at 14 px), whose text is
/// wider than the label, so Qt steps down once more (docs/qt.md, "Fitted sizes").
let qtDifferences: [Int: (model: Double, qt: Double)] = [6: (10.5, 10), 13: (12.5, 12), 14: (13.5, 13), 18: (10.5, 10)]

/// Qt work runs on `QtThread`; the expectations are checked back on the test's own task, where Swift
/// Testing can tell which test they belong to.
@Suite(.serialized) struct QtRowsTests {
    @Test func everyConstructionBuildsTheSameRow() throws {
        for fit in [true, false] {
            for laidOut in [false, true] {
                let dumps = try QtThread.shared.run {
                    let toolkit = try startedToolkit()
                    return try toolkit.constructions.map {
                        try toolkit.dumpRow(construction: $0, fit: fit, laidOut: laidOut)
                    }
                }
                #expect(dumps[0].split(separator: "\n").count == 24, "cell, 3 parts, 20 labels")
                #expect(dumps[0].contains("polished=yes") == laidOut)
                #expect(dumps[0].contains("polished=no") == !laidOut)
                #expect(dumps[1] == dumps[0], "qt-uic differs from qt-code, fit \(fit), laid out \(laidOut)")
                #expect(dumps[2] == dumps[0], "qt-uiloader differs from qt-code, fit \(fit), laid out \(laidOut)")
            }
        }
    }

    /// The layout pass run afterwards on a built row gives the row the factory lays out itself.
    @Test func layingOutABuiltRowGivesTheLaidOutRow() throws {
        let dumps = try QtThread.shared.run {
            let toolkit = try startedToolkit()
            let row = try toolkit.makeRow(construction: "qt-uiloader", fit: true, laidOut: false)
            let built = row.dump()
            row.layOut()
            return (built, row.dump(), try toolkit.dumpRow(construction: "qt-uiloader", fit: true))
        }
        #expect(dumps.0 != dumps.2)
        #expect(dumps.1 == dumps.2)
    }

    @Test func theRowIsTheXibsRow() throws {
        let dump = try QtThread.shared.run { try startedToolkit().dumpRow(construction: "qt-code", fit: false) }
        let labels = dump.split(separator: "\n").filter { $0.contains("QLabel") }
        let widths = labels.map { line -> Double in
            let frame = line.split(separator: "frame=(")[1].split(separator: ")")[0].split(separator: ",")
            return Double(frame[2])!
        }
        #expect(widths == labelWidths)
        for line in labels {
            #expect(line.contains("text=\"placeholder\" font=\"DejaVu Sans\" size=14pt weight=700"))
            #expect(line.contains("used=\"DejaVu Sans Bold\"@14px colour=rgba(0,51,128,255) align=left|vcenter"))
            #expect(line.contains("fit=false minimum=10"))
        }
        #expect(
            dump.contains(
                "QWidget \"backgroundView\" frame=(0,0,320,132) hidden=no polished=yes fills=rgba(242,242,242,255)"))
        #expect(
            dump.contains(
                """
                QWidget \"selectedBackgroundView\" frame=(0,0,320,132) hidden=yes polished=yes \
                fills=rgba(217,217,217,255)
                """
            ))
    }

    @Test func fittedSizesAreTheSameInEveryConstructionAndKnownAgainstTheModel() throws {
        var expected = modelFittedSizes
        for (tag, difference) in qtDifferences {
            #expect(expected[tag - 1] == difference.model)
            expected[tag - 1] = difference.qt
        }
        let sizes = try QtThread.shared.run {
            let toolkit = try startedToolkit()
            return try toolkit.constructions.map {
                [try toolkit.fittedSizes(construction: $0), try toolkit.fittedSizes(construction: $0, fit: false)]
            }
        }
        for (construction, both) in zip(["qt-code", "qt-uic", "qt-uiloader"], sizes) {
            #expect(both[0] == expected, "\(construction)")
            #expect(both[1] == Array(repeating: 14, count: 20), "\(construction)")
        }
    }

    /// The model's sizes are recomputed, not only quoted, so a change in Typesetting shows up here.
    @Test func theModelFitsAsQuoted() throws {
        let measurer = try FreeTypeMeasurer()
        let sizes = try labelWidths.map {
            try ShrinkToFit.fittedSize(
                of: "placeholder", font: .boldSystem(14), width: $0, minimumSize: 10, measurer: measurer)
        }
        #expect(sizes == modelFittedSizes)
    }

    @Test(arguments: ["qt-code", "qt-uic", "qt-uiloader"])
    func aReleasedRowIsDeletedWithAllItsWidgets(construction: String) throws {
        let counts = try QtThread.shared.run {
            let toolkit = try startedToolkit()
            let widgetsBefore = QtCall.liveWidgets
            let destroyedBefore = QtCall.destroyedWidgets
            var row: AnyObject? = try toolkit.makeFactory(construction: construction, fit: true, laidOut: true)
                .makeTimedRow()
            (row as? QtOwnedRow)?.watchDestruction()
            let widgetsWithRow = QtCall.liveWidgets - widgetsBefore
            row = nil
            return (widgetsWithRow, QtCall.destroyedWidgets - destroyedBefore, QtCall.liveWidgets - widgetsBefore)
        }
        #expect(counts.0 == 24, "the row's widgets while it is held")
        #expect(counts.1 == 24, "widgets destroyed when it is released")
        #expect(counts.2 == 0, "widgets left once it is released")
    }

    @Test func startingTwiceIsHarmless() throws {
        let toolkit = try QtThread.shared.run {
            let toolkit = try startedToolkit()
            try toolkit.start()
            return toolkit
        }
        #expect(
            toolkit.name == "qt" && !toolkit.needsDisplay
                && toolkit.constructions == ["qt-code", "qt-uic", "qt-uiloader"])
    }

    @Test func anUnknownConstructionIsAOneLineError() throws {
        let error = try QtThread.shared.run { () -> ToolkitError? in
            do {
                _ = try startedToolkit().makeFactory(construction: "qt-nib", fit: true, laidOut: false)
                return nil
            } catch let error as ToolkitError {
                return error
            }
        }
        #expect(error == ToolkitError("unknown Qt construction 'qt-nib'; use one of qt-code, qt-uic, qt-uiloader."))
    }

    @Test func aMissingFormIsAOneLineError() throws {
        let error = try QtThread.shared.run { () -> ToolkitError? in
            do {
                _ = try startedToolkit(templates: URL(fileURLWithPath: "/nonexistent"))
                    .makeFactory(construction: "qt-uiloader", fit: false, laidOut: false)
                return nil
            } catch let error as ToolkitError {
                return error
            }
        }
        #expect(
            error == ToolkitError("Qt form /nonexistent/qt/Cell2.ui was not found; run scripts/generate-qt-rows.py."))
    }

    /// Qt refuses use from a thread other than the one that made the QApplication.
    @Test func anotherThreadIsRefused() throws {
        try QtThread.shared.run { _ = try startedToolkit() }
        #expect(throws: ToolkitError("Qt widgets can only be used on the thread that started Qt.")) {
            try QtToolkit(templatesDirectory: templatesDirectory).start()
        }
    }
}
