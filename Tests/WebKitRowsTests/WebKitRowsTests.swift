import Foundation
import TestFixtures
import Testing
import Toolkit
import WebKitRows

/// The page's rows in WebKit: one web view for the suite, one test at a time, on the toolkit thread.
@ToolkitActor
@Suite(.serialized, TestWebKit.needed)
struct WebKitRowsTests {
    static let constructions = ["webkit-code", "webkit-code-css", "webkit-html", "webkit-template",
                                "webkit-template-import", "webkit-template-precomputed"]

    @Test func theToolkitNamesItsConstructions() throws {
        let toolkit = try TestWebKit.toolkit()
        #expect(toolkit.name == "webkit")
        #expect(toolkit.constructions == Self.constructions)
        #expect(toolkit.needsDisplay) // a GTK window
        try toolkit.start() // idempotent
    }

    /// Every construction builds the same tree, laid out: kinds, frames, texts, fonts, colours, truncation.
    @Test(arguments: [true, false])
    func everyConstructionBuildsTheSameTree(fit: Bool) throws {
        let toolkit = try TestWebKit.toolkit()
        let reference = try toolkit.dumpRow(construction: "webkit-code", fit: fit)
        #expect(reference.split(separator: "\n").count == 24) // cell, 2 backgrounds, content, 20 labels
        for construction in Self.constructions.dropFirst() where fit || construction != "webkit-template-precomputed" {
            #expect(try toolkit.dumpRow(construction: construction, fit: fit) == reference, "\(construction)")
        }
    }

    /// The dump says what the row is: the XIB's frames and the label's look, truncated where it does not fit.
    @Test func theRowIsTheSeedRow() throws {
        let lines = try TestWebKit.toolkit().dumpRow(construction: "webkit-html", fit: false).split(separator: "\n").map(String.init)
        try #require(lines.count == 24)
        #expect(lines[0].hasPrefix("div frame=(0,0,320,132) display=block position=relative overflow=hidden"))
        #expect(lines[1].contains("frame=(0,0,320,132)") && lines[1].contains("background=rgb(242, 242, 242)"))
        #expect(lines[2].contains("display=none") && lines[2].contains("background=rgb(217, 217, 217)"))
        #expect(lines[4] == "    span frame=(5,0,60,20) display=block position=absolute overflow=hidden background=rgba(0, 0, 0, 0)"
                + " text=\"placeholder\" font=\"DejaVu Sans\" size=14px weight=700 line-height=20px color=rgb(0, 51, 128)"
                + " align=left white-space=nowrap text-overflow=ellipsis truncated=1")
        #expect(lines[23].contains("span frame=(5,110,310,20)") && lines[23].contains("truncated=0"))
    }

    /// Fit on, every construction gives the same sizes, measured by the engine (canvas `measureText`); they are
    /// the model's (GtkRowsTests computes the model's list) for this text and these widths.
    @Test func fittedSizesAgreeAcrossConstructionsAndWithTheModel() throws {
        let toolkit = try TestWebKit.toolkit()
        let sizes = try toolkit.fittedSizes(construction: "webkit-code")
        for construction in Self.constructions.dropFirst() {
            #expect(try toolkit.fittedSizes(construction: construction) == sizes, "\(construction)")
        }
        #expect(sizes == [10, 14, 12, 10, 14, 10.5, 13, 10, 14, 11, 14, 10, 12.5, 13.5, 10, 10, 14, 10.5, 10, 14])
    }

    /// Shrink-to-fit measures per row in every construction but the precomputed template, and not without fit.
    @Test func onlyThePrecomputedTemplateSkipsMeasuring() throws {
        let toolkit = try TestWebKit.toolkit()
        for construction in Self.constructions {
            for fit in construction == "webkit-template-precomputed" ? [true] : [true, false] {
                for laidOut in [false, true] {
                    let factory = try toolkit.makeFactory(construction: construction, fit: fit, laidOut: laidOut)
                    let before = try toolkit.measureCount()
                    _ = try #require(factory as? EngineTimedRowFactory).timeRows(3)
                    let measured = try toolkit.measureCount() - before
                    let expected = fit && construction != "webkit-template-precomputed"
                    #expect(expected ? measured >= 3 * 20 : measured == 0, "\(construction) fit=\(fit) laidOut=\(laidOut)")
                }
            }
        }
    }

    /// Rows are timed in the web process by clock_gettime (a 1 ns step), and a batch's time is the rows' own.
    @Test func theFactoriesAreTimedByTheEngine() throws {
        let toolkit = try TestWebKit.toolkit()
        let factory = try #require(try toolkit.makeFactory(construction: "webkit-template", fit: true, laidOut: true) as? EngineTimedRowFactory)
        #expect(factory.clockStepNanoseconds == 1)
        #expect(factory.minimumBatchNanoseconds == 200)
        _ = try factory.timeRows(3)
    }

    /// The sweep's rows: every construction of a size builds the same tree, N labels under the cell's four views.
    @Test func everySweepConstructionBuildsTheSameTree() throws {
        let toolkit = try TestWebKit.toolkit()
        #expect(toolkit.sweepSizes == [1, 2, 5, 10, 20, 50, 100])
        for labels in toolkit.sweepSizes {
            let reference = try toolkit.dumpSweepRow(construction: "webkit-code", labels: labels)
            #expect(reference.split(separator: "\n").count == 4 + labels)
            for construction in toolkit.sweepConstructions.dropFirst() {
                #expect(try toolkit.dumpSweepRow(construction: construction, labels: labels) == reference, "\(construction) of \(labels)")
            }
        }
        #expect(throws: ToolkitError.self) { try toolkit.makeSweepFactory(construction: "webkit-code", labels: 3) }
        #expect(throws: ToolkitError.self) { try toolkit.makeSweepFactory(construction: "webkit-template-precomputed", labels: 1) }
        _ = try #require(try toolkit.makeSweepFactory(construction: "webkit-html", labels: 10) as? EngineTimedRowFactory).timeRows(2)
    }

    @Test func anUnknownConstructionIsOneLine() throws {
        let toolkit = try TestWebKit.toolkit()
        let error = #expect(throws: ToolkitError.self) { try toolkit.makeFactory(construction: "webkit-xib", fit: true, laidOut: false) }
        #expect(error?.description.hasPrefix("unknown WebKit construction 'webkit-xib'") == true)
        #expect(throws: ToolkitError.self) { try toolkit.dumpRow(construction: "webkit-template-precomputed", fit: false) }
    }
}
