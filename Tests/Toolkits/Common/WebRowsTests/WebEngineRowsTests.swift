import Foundation
import TestFixtures
import Testing
import Toolkit
import WebRows

/// The page's rows in each engine: the same checks (`WebRowCheck`) in Chromium and in WebKit, one engine at a
/// time, one test at a time, on the toolkit thread. Each engine's test skips with the reason when the engine is
/// not installed, and fails under `CI=true`.
@ToolkitActor
@Suite(.serialized)
struct WebEngineRowsTests {
    @Test(WebEngineTraits.chromium, arguments: WebRowCheck.allCases)
    func chromium(_ check: WebRowCheck) throws {
        try check.run(.chromium, WebEngine.chromium.toolkit())
    }

    @Test(WebEngineTraits.webKit, arguments: WebRowCheck.allCases)
    func webkit(_ check: WebRowCheck) throws {
        try check.run(.webkit, WebEngine.webkit.toolkit())
    }
}

/// What every engine's page must do, each a function of the engine and its started toolkit.
enum WebRowCheck: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case theToolkitNamesItsConstructions
    case everyConstructionBuildsTheSameTreeWithFit
    case everyConstructionBuildsTheSameTreeWithoutFit
    case theRowIsTheSeedRow
    case fittedSizesAgreeAcrossConstructionsAndWithTheModel
    case onlyThePrecomputedTemplateSkipsMeasuring
    case theFactoriesAreTimedByTheEngine
    case everySweepConstructionBuildsTheSameTree
    case anUnknownConstructionIsOneLine

    var testDescription: String { rawValue }

    @ToolkitActor
    func run(_ engine: WebEngine, _ toolkit: any WebEngineToolkit) throws {
        switch self {
        case .theToolkitNamesItsConstructions:
            #expect(toolkit.name == engine.name)
            #expect(toolkit.constructions == engine.constructions)
            #expect(toolkit.needsDisplay == engine.needsDisplay)
            try toolkit.start()  // idempotent
        case .everyConstructionBuildsTheSameTreeWithFit:
            try Self.everyConstructionBuildsTheSameTree(engine, toolkit, fit: true)
        case .everyConstructionBuildsTheSameTreeWithoutFit:
            try Self.everyConstructionBuildsTheSameTree(engine, toolkit, fit: false)
        case .theRowIsTheSeedRow:
            try Self.theRowIsTheSeedRow(engine, toolkit)
        case .fittedSizesAgreeAcrossConstructionsAndWithTheModel:
            try Self.fittedSizesAgree(engine, toolkit)
        case .onlyThePrecomputedTemplateSkipsMeasuring:
            try Self.onlyThePrecomputedTemplateSkipsMeasuring(engine, toolkit)
        case .theFactoriesAreTimedByTheEngine:
            try Self.theFactoriesAreTimedByTheEngine(engine, toolkit)
        case .everySweepConstructionBuildsTheSameTree:
            try Self.everySweepConstructionBuildsTheSameTree(engine, toolkit)
        case .anUnknownConstructionIsOneLine:
            try Self.anUnknownConstructionIsOneLine(engine, toolkit)
        }
    }

    /// Every construction builds the same tree, laid out: kinds, frames, texts, fonts, colours, truncation.
    @ToolkitActor
    static func everyConstructionBuildsTheSameTree(
        _ engine: WebEngine, _ toolkit: any WebEngineToolkit, fit: Bool
    ) throws {
        let reference = try toolkit.dumpRow(construction: "\(engine.name)-code", fit: fit)
        #expect(reference.split(separator: "\n").count == 24)  // cell, 2 backgrounds, content, 20 labels
        for construction in engine.constructions.dropFirst()
        where fit || construction != "\(engine.name)-template-precomputed" {
            #expect(try toolkit.dumpRow(construction: construction, fit: fit) == reference, "\(construction)")
        }
    }

    /// The dump says what the row is: the XIB's frames and the label's look, truncated where it does not fit.
    @ToolkitActor
    static func theRowIsTheSeedRow(_ engine: WebEngine, _ toolkit: any WebEngineToolkit) throws {
        let lines = try toolkit.dumpRow(construction: "\(engine.name)-html", fit: false).split(separator: "\n").map(
            String.init)
        try #require(lines.count == 24)
        #expect(lines[0].hasPrefix("div frame=(0,0,320,132) display=block position=relative overflow=hidden"))
        #expect(lines[1].contains("frame=(0,0,320,132)") && lines[1].contains("background=rgb(242, 242, 242)"))
        #expect(lines[2].contains("display=none") && lines[2].contains("background=rgb(217, 217, 217)"))
        #expect(
            lines[4]
                == """
                    span frame=(5,0,60,20) display=block position=absolute overflow=hidden background=rgba(0, 0, \
                0, 0)
                """
                    + """
                     text=\"placeholder\" font=\"DejaVu Sans\" size=14px weight=700 line-height=20px color=rgb(0, 51, \
                    128)
                    """
                + " align=left white-space=nowrap text-overflow=ellipsis truncated=1")
        #expect(lines[23].contains("span frame=(5,110,310,20)") && lines[23].contains("truncated=0"))
    }

    /// Fit on, every construction gives the same sizes, measured by the engine (canvas `measureText`); they are
    /// the model's (GtkRowsTests computes the model's list) for this text and these widths.
    @ToolkitActor
    static func fittedSizesAgree(_ engine: WebEngine, _ toolkit: any WebEngineToolkit) throws {
        let sizes = try toolkit.fittedSizes(construction: "\(engine.name)-code")
        for construction in engine.constructions.dropFirst() {
            #expect(try toolkit.fittedSizes(construction: construction) == sizes, "\(construction)")
        }
        #expect(sizes == [10, 14, 12, 10, 14, 10.5, 13, 10, 14, 11, 14, 10, 12.5, 13.5, 10, 10, 14, 10.5, 10, 14])
    }

    /// Shrink-to-fit measures per row in every construction but the precomputed template, and not without fit.
    @ToolkitActor
    static func onlyThePrecomputedTemplateSkipsMeasuring(_ engine: WebEngine, _ toolkit: any WebEngineToolkit) throws {
        let precomputed = "\(engine.name)-template-precomputed"
        for construction in engine.constructions {
            for fit in construction == precomputed ? [true] : [true, false] {
                for laidOut in [false, true] {
                    let factory = try toolkit.makeFactory(construction: construction, fit: fit, laidOut: laidOut)
                    let before = try toolkit.measureCount()
                    _ = try #require(factory as? EngineTimedRowFactory).timeRows(3)
                    let measured = try toolkit.measureCount() - before
                    let expected = fit && construction != precomputed
                    #expect(
                        expected ? measured >= 3 * 20 : measured == 0, "\(construction) fit=\(fit) laidOut=\(laidOut)")
                }
            }
        }
    }

    /// Rows are timed by the engine's clock (Chromium's page clock, cross-origin isolated; WebKit's
    /// clock_gettime in the web process), in batches at least 200 of its steps long.
    @ToolkitActor
    static func theFactoriesAreTimedByTheEngine(_ engine: WebEngine, _ toolkit: any WebEngineToolkit) throws {
        let factory = try #require(
            try toolkit.makeFactory(construction: "\(engine.name)-template", fit: true, laidOut: true)
                as? EngineTimedRowFactory)
        #expect(factory.clockStepNanoseconds == engine.clockStepNanoseconds)
        #expect(factory.minimumBatchNanoseconds == engine.minimumBatchNanoseconds)
        _ = try factory.timeRows(3)
    }

    /// The sweep's rows: every construction of a size builds the same tree, N labels under the cell's four views.
    @ToolkitActor
    static func everySweepConstructionBuildsTheSameTree(_ engine: WebEngine, _ toolkit: any WebEngineToolkit) throws {
        #expect(toolkit.sweepSizes == [1, 2, 5, 10, 20, 50, 100])
        for labels in toolkit.sweepSizes {
            let reference = try toolkit.dumpSweepRow(construction: "\(engine.name)-code", labels: labels)
            #expect(reference.split(separator: "\n").count == 4 + labels)
            for construction in toolkit.sweepConstructions.dropFirst() {
                #expect(
                    try toolkit.dumpSweepRow(construction: construction, labels: labels) == reference,
                    "\(construction) of \(labels)")
            }
        }
        #expect(throws: ToolkitError.self) {
            try toolkit.makeSweepFactory(construction: "\(engine.name)-code", labels: 3)
        }
        #expect(throws: ToolkitError.self) {
            try toolkit.makeSweepFactory(construction: "\(engine.name)-template-precomputed", labels: 1)
        }
        _ = try #require(
            try toolkit.makeSweepFactory(construction: "\(engine.name)-html", labels: 10) as? EngineTimedRowFactory
        ).timeRows(2)
    }

    @ToolkitActor
    static func anUnknownConstructionIsOneLine(_ engine: WebEngine, _ toolkit: any WebEngineToolkit) throws {
        let error = #expect(throws: ToolkitError.self) {
            try toolkit.makeFactory(construction: "\(engine.name)-xib", fit: true, laidOut: false)
        }
        #expect(error?.description.hasPrefix("unknown \(engine.title) construction '\(engine.name)-xib'") == true)
        #expect(throws: ToolkitError.self) {
            try toolkit.dumpRow(construction: "\(engine.name)-template-precomputed", fit: false)
        }
    }
}
