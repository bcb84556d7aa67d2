import Foundation
import GNUstepRow
@testable import GNUstepRows
import TestFixtures
import Testing
import Toolkit
import Typesetting

/// GNUstep AppKit runs on the toolkit thread only (`ToolkitActor`), one test at a time.
@ToolkitActor
@Suite(.serialized, TestGNUstep.needed)
struct GNUstepRowsTests {
    nonisolated static let constructions = [
        "gnustep-code", "gnustep-archive", "gnustep-archive-file", "gnustep-nib",
        "gnustep-nib-file", "gnustep-archive-precomputed",
    ]

    @Test func theToolkitNamesItsConstructions() throws {
        let toolkit = try TestGNUstep.toolkit()
        #expect(toolkit.name == "gnustep")
        #expect(toolkit.constructions == Self.constructions)
        #expect(toolkit.needsDisplay)
        try toolkit.start()  // idempotent
    }

    /// Every construction builds the same tree (classes, frames, texts, fonts, colours, truncation, fitted sizes),
    /// fit on and off, built and laid out. No precomputed archive without fit.
    @Test(arguments: [true, false])
    func everyConstructionBuildsTheSameTree(fit: Bool) throws {
        let toolkit = try TestGNUstep.toolkit()
        let reference = try toolkit.dumpRow(construction: "gnustep-code", fit: fit)
        let referenceBuilt = try TestGNUstep.row(toolkit, "gnustep-code", fit: fit).dump()
        #expect(reference.split(separator: "\n").count == 24)  // cell, 2 backgrounds, content, 20 labels
        #expect(reference == referenceBuilt)  // the layout pass moves and changes nothing
        for construction in Self.constructions.dropFirst() where fit || construction != "gnustep-archive-precomputed" {
            #expect(try toolkit.dumpRow(construction: construction, fit: fit) == reference, "\(construction) laid out")
            #expect(
                try TestGNUstep.row(toolkit, construction, fit: fit).dump() == referenceBuilt, "\(construction) built")
        }
    }

    /// The dump says what the row is: the XIB's frames in AppKit's coordinates (origin bottom-left), the
    /// background views' colours, and labels that are not editable, not selectable, without border or
    /// background, in bold 14 pt DejaVu with the XIB's colour and tail truncation, from every template path.
    @Test(arguments: constructions.dropLast())
    func theRowIsTheSeedRow(construction: String) throws {
        let lines = try TestGNUstep.toolkit().dumpRow(construction: construction, fit: false).split(separator: "\n")
            .map(String.init)
        try #require(lines.count == 24)
        #expect(lines[0] == "NSView frame=(0,0,320,132) hidden=0")
        #expect(lines[1] == "  NibOrNotFillView frame=(0,0,320,132) hidden=0 fill=rgba(0.95,0.95,0.95,1)")
        #expect(lines[2] == "  NibOrNotFillView frame=(0,0,320,132) hidden=1 fill=rgba(0.85,0.85,0.85,1)")
        #expect(lines[3] == "  NSView frame=(0,0,320,132) hidden=0")
        #expect(
            lines[4]
                == "    NSTextField frame=(5,112,60,20) hidden=0 tag=1 text=\"placeholder\" font=\"DejaVuSans-Bold\""
                    + """
                     family=\"DejaVu Sans\" size=14 weight=9 color=rgba(0,0.2,0.5,1) background=rgba(0,0,0,0) \
                    draws-background=0
                    """
                + " bordered=0 bezeled=0 editable=0 selectable=0 enabled=1 alignment=4 line-break=truncate-tail")
        #expect(lines[23].hasPrefix("    NSTextField frame=(5,2,310,20) hidden=0 tag=20 "))
    }

    /// Fit on, every construction gives the same fitted sizes; and they are the model's except where
    /// docs/gnustep.md explains why not.
    @Test func fittedSizesAgreeAcrossConstructionsAndWithTheModel() throws {
        let toolkit = try TestGNUstep.toolkit()
        let sizes = try toolkit.fittedSizes(construction: "gnustep-code")
        #expect(sizes.count == 20)
        for construction in Self.constructions.dropFirst() {
            #expect(try toolkit.fittedSizes(construction: construction) == sizes, "\(construction)")
        }
        let model = try Self.modelFittedSizes(widths: Self.labelWidths(toolkit: toolkit))
        #expect(model == [10, 14, 12, 10, 14, 10.5, 13, 10, 14, 11, 14, 10, 12.5, 13.5, 10, 10, 14, 10.5, 10, 14])
        let differences = zip(model, sizes).enumerated().filter { $0.element.0 != $0.element.1 }
            .map { "label \($0.offset + 1): model \($0.element.0), GNUstep \($0.element.1)" }
        #expect(differences == Self.knownDifferences)
    }

    /// The differences docs/gnustep.md explains ("Fitted sizes against the model"): GNUstep's cairo back end
    /// measures with hinted whole-pixel advances at a whole-pixel font size (a fractional size measures as the
    /// next whole one), so "placeholder" is 73 px at 10.5 and 11, 85 at 12.5 and 13, 94 at 13.5 and 14, against the
    /// model's unhinted 69.6, 82.9 and 89.5 at 10.5, 12.5 and 13.5: four labels fit half a point smaller.
    nonisolated static let knownDifferences = [
        "label 6: model 10.5, GNUstep 10.0", "label 13: model 12.5, GNUstep 12.0",
        "label 14: model 13.5, GNUstep 13.0", "label 18: model 10.5, GNUstep 10.0",
    ]

    /// Fit off, no label shrinks.
    @Test func withoutFitEveryLabelIsAt14() throws {
        let toolkit = try TestGNUstep.toolkit()
        for construction in Self.constructions.dropLast() {
            #expect(
                try TestGNUstep.row(toolkit, construction, fit: false).fontSizes() == Array(repeating: 14, count: 20))
        }
    }

    /// The precomputed archive measures nothing per row; the other constructions measure when fitting.
    @Test func onlyThePrecomputedArchiveMeasuresNoText() throws {
        let toolkit = try TestGNUstep.toolkit()
        for construction in Self.constructions {
            let before = GNUstepToolkit.measureCount
            _ = try toolkit.makeFactory(construction: construction, fit: true, laidOut: true).makeTimedRow()
            let measured = GNUstepToolkit.measureCount - before
            if construction == "gnustep-archive-precomputed" {
                #expect(measured == 0)
            } else {
                #expect(measured >= 20, "\(construction)")
                let beforeNoFit = GNUstepToolkit.measureCount
                _ = try toolkit.makeFactory(construction: construction, fit: false, laidOut: true).makeTimedRow()
                #expect(GNUstepToolkit.measureCount == beforeNoFit, "\(construction) without fit")
            }
        }
    }

    @Test func anUnknownConstructionIsAOneLineError() throws {
        let toolkit = try TestGNUstep.toolkit()
        #expect(
            throws: ToolkitError(
                "unknown GNUstep construction 'gnustep-xib'; known: " + Self.constructions.joined(separator: ", "))
        ) {
            try toolkit.makeFactory(construction: "gnustep-xib", fit: true, laidOut: false)
        }
        #expect(
            throws: ToolkitError(
                "GNUstep raised NSInvalidArgumentException: gnustep-archive-precomputed exists only with fit")
        ) {
            try toolkit.makeFactory(construction: "gnustep-archive-precomputed", fit: false, laidOut: false)
                .makeTimedRow()
        }
    }

    /// An exception raised while a row is built is caught and becomes the call's one-line error; the next row
    /// is built as if nothing happened.
    @Test func anExceptionInARowIsAOneLineError() throws {
        let toolkit = try TestGNUstep.toolkit()
        let factory = try toolkit.makeFactory(construction: "gnustep-nib", fit: true, laidOut: true)
        nibornot_gnustep_inject_fault("raise")
        defer { nibornot_gnustep_inject_fault(nil) }
        #expect(throws: ToolkitError("GNUstep raised NSInternalInconsistencyException: a fault injected for a test")) {
            try factory.makeTimedRow()
        }
        nibornot_gnustep_inject_fault(nil)
        #expect(try factory.makeTimedRow() is NativeGNUstepRow)
    }

    /// AppKit is used from one thread: a row asked for on another is a one-line error.
    @Test func aRowOnAnotherThreadIsRefused() async throws {
        let toolkit = try TestGNUstep.toolkit()
        let factory = Unchecked(try toolkit.makeFactory(construction: "gnustep-code", fit: true, laidOut: false))
        let message = await Task.detached { () -> String? in
            do { _ = try factory.value.makeTimedRow(); return nil } catch { return "\(error)" }
        }.value
        #expect(message == "GNUstep rows must be built on the thread that started GNUstep")
    }

    /// Nothing GNUstep starts is left running by the rows of every construction (no gdnc, gpbs, gdomap).
    @Test func theRowsStartNoDaemon() throws {
        let toolkit = try TestGNUstep.toolkit()
        for construction in Self.constructions {
            _ = try toolkit.dumpRow(construction: construction, fit: true)
        }
        #expect(nibornot_gnustep_stop_daemons() == 0)
    }

    /// Memory per row stays bounded: code and the archives give back all they take; an XIB instantiation keeps
    /// about 170 KiB that GNUstep's XIB reader never frees (docs/gnustep.md, "Memory"), which the worker sizes
    /// allow for. Resident memory over 200 rows built and freed, after 30 to warm up, printed.
    @Test func memoryPerRowIsBounded() throws {
        let toolkit = try TestGNUstep.toolkit()
        for construction in Self.constructions {
            let factory = try toolkit.makeFactory(construction: construction, fit: true, laidOut: true)
            for _ in 0..<30 { _ = try factory.makeTimedRow() }
            let before = Self.residentKiB()
            for _ in 0..<200 { _ = try factory.makeTimedRow() }
            let perRow = Double(Self.residentKiB() - before) / 200
            print("\(construction): resident memory grew by \(perRow) KiB per row")
            #expect(
                perRow < (construction.hasPrefix("gnustep-nib") ? 1024 : 16), "\(construction): \(perRow) KiB per row")
        }
    }

    static func residentKiB() -> Int {
        let fields = ((try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8)) ?? "0 0").split(separator: " ")
        return (Int(fields[1]) ?? 0) * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
    }

    /// The labels' widths, read from the row itself (which the generator took from Cell.xib).
    static func labelWidths(toolkit: GNUstepToolkit) throws -> [Double] {
        try toolkit.dumpRow(construction: "gnustep-code", fit: true).split(separator: "\n")
            .filter { $0.contains("NSTextField") }
            .map { line in
                Double(line.split(separator: "frame=(")[1].split(separator: ")")[0].split(separator: ",")[2])!
            }
    }

    /// The model's shrink-to-fit (FreeType, unhinted advances) for "placeholder" in bold 14 pt at each width.
    static func modelFittedSizes(widths: [Double]) throws -> [Double] {
        let measurer = try FreeTypeMeasurer()
        return try widths.map {
            try ShrinkToFit.fittedSize(
                of: "placeholder", font: FontDescriptor(.boldSystem, size: 14), width: $0,
                minimumSize: 10, measurer: measurer)
        }
    }
}
