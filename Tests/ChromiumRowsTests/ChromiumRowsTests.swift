import ChromiumRows
import Foundation
import TestFixtures
import Testing
import Toolkit

/// The page's rows in a real browser: one browser for the suite, one test at a time.
@Suite(.serialized, TestChromium.needed)
struct ChromiumRowsTests {
    static let constructions = ["chromium-code", "chromium-code-css", "chromium-html", "chromium-template",
                                "chromium-template-import", "chromium-template-precomputed"]

    @Test func theToolkitNamesItsConstructions() throws {
        let toolkit = try TestChromium.toolkit()
        #expect(toolkit.name == "chromium")
        #expect(toolkit.constructions == Self.constructions)
        #expect(!toolkit.needsDisplay)
        try toolkit.start() // idempotent
    }

    /// Every construction builds the same tree, laid out: kinds, frames, texts, fonts, colours, truncation.
    @Test(arguments: [true, false])
    func everyConstructionBuildsTheSameTree(fit: Bool) throws {
        let toolkit = try TestChromium.toolkit()
        let reference = try toolkit.dumpRow(construction: "chromium-code", fit: fit)
        #expect(reference.split(separator: "\n").count == 24) // cell, 2 backgrounds, content, 20 labels
        for construction in Self.constructions.dropFirst() where fit || construction != "chromium-template-precomputed" {
            #expect(try toolkit.dumpRow(construction: construction, fit: fit) == reference, "\(construction)")
        }
    }

    /// The dump says what the row is: the XIB's frames and the label's look, truncated where it does not fit.
    @Test func theRowIsTheSeedRow() throws {
        let lines = try TestChromium.toolkit().dumpRow(construction: "chromium-html", fit: false).split(separator: "\n").map(String.init)
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
        let toolkit = try TestChromium.toolkit()
        let sizes = try toolkit.fittedSizes(construction: "chromium-code")
        for construction in Self.constructions.dropFirst() {
            #expect(try toolkit.fittedSizes(construction: construction) == sizes, "\(construction)")
        }
        #expect(sizes == [10, 14, 12, 10, 14, 10.5, 13, 10, 14, 11, 14, 10, 12.5, 13.5, 10, 10, 14, 10.5, 10, 14])
    }

    /// Shrink-to-fit measures per row in every construction but the precomputed template, and not without fit.
    @Test func onlyThePrecomputedTemplateSkipsMeasuring() throws {
        let toolkit = try TestChromium.toolkit()
        for construction in Self.constructions {
            for fit in construction == "chromium-template-precomputed" ? [true] : [true, false] {
                for laidOut in [false, true] {
                    let factory = try toolkit.makeFactory(construction: construction, fit: fit, laidOut: laidOut)
                    let before = try toolkit.measureCount()
                    _ = try #require(factory as? EngineTimedRowFactory).timeRows(3)
                    let measured = try toolkit.measureCount() - before
                    let expected = fit && construction != "chromium-template-precomputed"
                    #expect(expected ? measured >= 3 * 20 : measured == 0, "\(construction) fit=\(fit) laidOut=\(laidOut)")
                }
            }
        }
    }

    /// Rows are timed by the page's clock, in batches at least 200 of its steps long.
    @Test func theFactoriesAreTimedByTheEngine() throws {
        let toolkit = try TestChromium.toolkit()
        let factory = try #require(try toolkit.makeFactory(construction: "chromium-template", fit: true, laidOut: true) as? EngineTimedRowFactory)
        #expect(factory.clockStepNanoseconds == 5_000) // the page is served cross-origin isolated
        #expect(factory.minimumBatchNanoseconds == 1_000_000)
    }

    /// The sweep's rows: every construction of a size builds the same tree, N labels under the cell's four views.
    @Test func everySweepConstructionBuildsTheSameTree() throws {
        let toolkit = try TestChromium.toolkit()
        #expect(toolkit.sweepSizes == [1, 2, 5, 10, 20, 50, 100])
        for labels in toolkit.sweepSizes {
            let reference = try toolkit.dumpSweepRow(construction: "chromium-code", labels: labels)
            #expect(reference.split(separator: "\n").count == 4 + labels)
            for construction in toolkit.sweepConstructions.dropFirst() {
                #expect(try toolkit.dumpSweepRow(construction: construction, labels: labels) == reference, "\(construction) of \(labels)")
            }
        }
        #expect(throws: ToolkitError.self) { try toolkit.makeSweepFactory(construction: "chromium-code", labels: 3) }
        #expect(throws: ToolkitError.self) { try toolkit.makeSweepFactory(construction: "chromium-template-precomputed", labels: 1) }
        _ = try #require(try toolkit.makeSweepFactory(construction: "chromium-html", labels: 10) as? EngineTimedRowFactory).timeRows(2)
    }

    @Test func anUnknownConstructionIsOneLine() throws {
        let toolkit = try TestChromium.toolkit()
        let error = #expect(throws: ToolkitError.self) { try toolkit.makeFactory(construction: "chromium-xib", fit: true, laidOut: false) }
        #expect(error?.description.hasPrefix("unknown Chromium construction 'chromium-xib'") == true)
        #expect(throws: ToolkitError.self) { try toolkit.dumpRow(construction: "chromium-template-precomputed", fit: false) }
    }
}
