import Foundation
import QtRows
import Testing
import Toolkit
import Typesetting

let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
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
let modelFittedSizes: [Double] = [10, 14, 12, 10, 14, 10.5, 13, 10, 14, 11, 14, 10, 12.5, 13.5, 10, 10, 14, 10.5, 10, 14]
/// Where Qt's fit differs from the model's, by tag: every half-point size the model picks between two
/// whole ones is rounded by Qt to a whole pixel (13.5 pt at 72 dpi is drawn at 14 px), whose text is
/// wider than the label, so Qt steps down once more (docs/qt.md, "Fitted sizes").
let qtDifferences: [Int: (model: Double, qt: Double)] = [6: (10.5, 10), 13: (12.5, 12), 14: (13.5, 13), 18: (10.5, 10)]

@Suite(.serialized) struct QtRowsTests {
    @Test func everyConstructionBuildsTheSameRow() throws {
        try QtThread.shared.run {
            let toolkit = try startedToolkit()
            for fit in [true, false] {
                for laidOut in [false, true] {
                    let code = try toolkit.dumpRow(construction: "qt-code", fit: fit, laidOut: laidOut)
                    #expect(code.split(separator: "\n").count == 24, "cell, 3 parts, 20 labels")
                    #expect(code.contains("polished=yes") == laidOut)
                    for construction in ["qt-uic", "qt-uiloader"] {
                        let other = try toolkit.dumpRow(construction: construction, fit: fit, laidOut: laidOut)
                        #expect(other == code, "\(construction) fit \(fit) laid out \(laidOut)")
                    }
                }
            }
        }
    }

    @Test func theRowIsTheXibsRow() throws {
        try QtThread.shared.run {
            let dump = try startedToolkit().dumpRow(construction: "qt-code", fit: false)
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
            #expect(dump.contains("QWidget \"backgroundView\" frame=(0,0,320,132) hidden=no polished=yes fills=rgba(242,242,242,255)"))
            #expect(dump.contains("QWidget \"selectedBackgroundView\" frame=(0,0,320,132) hidden=yes polished=yes fills=rgba(217,217,217,255)"))
        }
    }

    @Test func fittedSizesAreTheSameInEveryConstructionAndKnownAgainstTheModel() throws {
        try QtThread.shared.run {
            let toolkit = try startedToolkit()
            var expected = modelFittedSizes
            for (tag, difference) in qtDifferences {
                #expect(expected[tag - 1] == difference.model)
                expected[tag - 1] = difference.qt
            }
            for construction in toolkit.constructions {
                #expect(try toolkit.fittedSizes(construction: construction) == expected, "\(construction)")
                #expect(try toolkit.fittedSizes(construction: construction, fit: false) == Array(repeating: 14, count: 20))
            }
        }
    }

    /// The model's sizes are recomputed, not only quoted, so a change in Typesetting shows up here.
    @Test func theModelFitsAsQuoted() throws {
        let measurer = try FreeTypeMeasurer()
        let sizes = try labelWidths.map {
            try ShrinkToFit.fittedSize(of: "placeholder", font: .boldSystem(14), width: $0, minimumSize: 10, measurer: measurer)
        }
        #expect(sizes == modelFittedSizes)
    }

    @Test func aReleasedRowIsDeletedWithAllItsWidgets() throws {
        try QtThread.shared.run {
            let toolkit = try startedToolkit()
            for construction in toolkit.constructions {
                let widgetsBefore = QtCall.liveWidgets
                let destroyedBefore = QtCall.destroyedWidgets
                var row: AnyObject? = try toolkit.makeFactory(construction: construction, fit: true, laidOut: true).makeTimedRow()
                (row as? QtRow)?.watchDestruction()
                #expect(QtCall.liveWidgets == widgetsBefore + 24, "\(construction)")
                row = nil
                #expect(QtCall.destroyedWidgets == destroyedBefore + 24, "\(construction)")
                #expect(QtCall.liveWidgets == widgetsBefore, "\(construction)")
            }
        }
    }

    @Test func startingTwiceIsHarmless() throws {
        try QtThread.shared.run {
            let toolkit = try startedToolkit()
            try toolkit.start()
            #expect(toolkit.name == "qt" && !toolkit.needsDisplay)
        }
    }

    @Test func anUnknownConstructionIsAOneLineError() throws {
        try QtThread.shared.run {
            let toolkit = try startedToolkit()
            #expect(throws: ToolkitError("unknown Qt construction 'qt-nib'; use one of qt-code, qt-uic, qt-uiloader.")) {
                try toolkit.makeFactory(construction: "qt-nib", fit: true, laidOut: false)
            }
        }
    }

    @Test func aMissingFormIsAOneLineError() throws {
        try QtThread.shared.run {
            let toolkit = try startedToolkit(templates: URL(fileURLWithPath: "/nonexistent"))
            do {
                _ = try toolkit.makeFactory(construction: "qt-uiloader", fit: false, laidOut: false)
                Issue.record("a missing form was accepted")
            } catch let error as ToolkitError {
                #expect(error.description == "Qt form /nonexistent/qt/Cell2.ui was not found; run scripts/generate-qt-rows.py.")
            }
        }
    }

    /// Qt refuses use from a thread other than the one that made the QApplication.
    @Test func anotherThreadIsRefused() throws {
        try QtThread.shared.run { _ = try startedToolkit() }
        #expect(throws: ToolkitError("Qt widgets can only be used on the thread that started Qt.")) {
            try QtToolkit(templatesDirectory: templatesDirectory).start()
        }
    }
}
