import Foundation
import TestFixtures
import QtRows
import Testing
import Toolkit

let sweepSizes = [1, 2, 5, 10, 20, 50, 100]

/// The sweep's Qt rows (docs/qt.md, "Sweep rows"). Qt work runs on `QtThread`, as in `QtRowsTests`.
@Suite(.serialized) struct QtSweepTests {
    @Test func theSweepHasEverySizeAndConstruction() throws {
        let toolkit = try QtThread.shared.run { try startedToolkit() }
        #expect(toolkit.sweepSizes == sweepSizes)
        #expect(toolkit.sweepConstructions == ["qt-code", "qt-uic", "qt-uiloader"])
    }

    /// Three constructions, one row: the dumps agree, and the row is the XIB's (N labels, tags in order,
    /// fit off, not laid out, the cell as tall as the XIB's: 132 points for every 20 labels or part).
    @Test(arguments: sweepSizes)
    func everyConstructionBuildsTheSameSweepRow(labels: Int) throws {
        let dumps = try QtThread.shared.run {
            let toolkit = try startedToolkit()
            return try toolkit.sweepConstructions.map {
                try toolkit.makeSweepRowFactory(construction: $0, labels: labels).makeRow().dump()
            }
        }
        try #require(dumps.count == 3, "one dump per construction")
        let lines = dumps[0].split(separator: "\n")
        let labelLines = lines.filter { $0.contains("QLabel") }
        #expect(lines.count == labels + 4, "cell, 3 parts, \(labels) labels")
        #expect(labelLines.count == labels)
        #expect(
            labelLines.enumerated().allSatisfy {
                $0.element.contains("\"label\($0.offset + 1)\"")
                    && $0.element.contains("tag=\($0.offset + 1) fit=false")
            })
        let height = 132 * ((labels + 19) / 20)
        #expect(lines[0].hasPrefix("QWidget \"Cell\" frame=(0,0,320,\(height)) hidden=yes polished=no"))
        #expect(dumps[1] == dumps[0], "qt-uic differs from qt-code, \(labels) labels")
        #expect(dumps[2] == dumps[0], "qt-uiloader differs from qt-code, \(labels) labels")
    }

    /// Row20-nofit.xib is Cell2.xib but for its ids, so its row is the seed's row without fit, as built.
    @Test(arguments: ["qt-code", "qt-uic", "qt-uiloader"])
    func theTwentyLabelRowIsTheSeedsRowWithoutFit(construction: String) throws {
        let dumps = try QtThread.shared.run {
            let toolkit = try startedToolkit()
            return (
                try toolkit.makeSweepRowFactory(construction: construction, labels: 20).makeRow().dump(),
                try toolkit.dumpRow(construction: construction, fit: false, laidOut: false)
            )
        }
        #expect(dumps.0 == dumps.1)
    }

    @Test(arguments: ["qt-code", "qt-uic", "qt-uiloader"])
    func aReleasedSweepRowIsDeletedWithAllItsWidgets(construction: String) throws {
        let counts = try QtThread.shared.run {
            let toolkit = try startedToolkit()
            let widgetsBefore = QtCall.liveWidgets
            let destroyedBefore = QtCall.destroyedWidgets
            var row: AnyObject? = try toolkit.makeSweepFactory(construction: construction, labels: 100).makeTimedRow()
            (row as? QtOwnedRow)?.watchDestruction()
            let widgetsWithRow = QtCall.liveWidgets - widgetsBefore
            row = nil
            return (widgetsWithRow, QtCall.destroyedWidgets - destroyedBefore, QtCall.liveWidgets - widgetsBefore)
        }
        #expect(counts.0 == 104, "the row's widgets while it is held")
        #expect(counts.1 == 104, "widgets destroyed when it is released")
        #expect(counts.2 == 0, "widgets left once it is released")
    }

    @Test(arguments: ["qt-code", "qt-uic", "qt-uiloader"])
    func anUnknownSizeIsAOneLineError(construction: String) throws {
        let error = try sweepError { try $0.makeSweepFactory(construction: construction, labels: 3) }
        #expect(
            error == ToolkitError("Qt has no sweep row of 3 labels; it has rows of 1, 2, 5, 10, 20, 50, 100 labels."))
    }

    @Test func anUnknownConstructionIsAOneLineError() throws {
        let error = try sweepError { try $0.makeSweepFactory(construction: "qt-nib", labels: 5) }
        #expect(error == ToolkitError("unknown Qt construction 'qt-nib'; use one of qt-code, qt-uic, qt-uiloader."))
    }

    @Test func aMissingFormIsAOneLineError() throws {
        let error = try sweepError(templates: URL(fileURLWithPath: "/nonexistent")) {
            try $0.makeSweepFactory(construction: "qt-uiloader", labels: 5)
        }
        #expect(
            error
                == ToolkitError("Qt form /nonexistent/qt/sweep/Row5.ui was not found; run scripts/generate-qt-rows.py.")
        )
    }

    /// The error `body` throws on the Qt thread, or nil if it throws none.
    private func sweepError(
        templates: URL = templatesDirectory, _ body: @escaping (QtToolkit) throws -> Any
    ) throws -> ToolkitError? {
        try QtThread.shared.run { () -> ToolkitError? in
            do {
                _ = try body(try startedToolkit(templates: templates))
                return nil
            } catch let error as ToolkitError {
                return error
            }
        }
    }
}
