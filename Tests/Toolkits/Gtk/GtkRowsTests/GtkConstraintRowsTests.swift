import Foundation
@testable import GtkRows
import TestFixtures
import Testing
import Toolkit

/// The seed's row with Auto Layout on GtkConstraintLayout (docs/gtk.md, "Rows with constraints").
@ToolkitActor
@Suite(.serialized, TestDisplay.needed(for: "GTK 4"))
struct GtkConstraintRowsTests {
    nonisolated static let constructions = [
        "gtk-constraints-code", "gtk-constraints-builder", "gtk-constraints-template",
    ]

    @Test func theConstructionsAreNamed() {
        #expect(GtkToolkit.constraintConstructions == Self.constructions)
    }

    /// Every construction with constraints builds the same tree, fit on and off, built, laid out, and laid
    /// out at the other width.
    @Test(arguments: [true, false])
    func everyConstructionBuildsTheSameTree(fit: Bool) throws {
        let toolkit = try TestGtk.toolkit()
        let built = try toolkit.dumpBuiltConstraintRow(construction: "gtk-constraints-code", fit: fit)
        let laidOut = try toolkit.dumpConstraintRow(construction: "gtk-constraints-code", fit: fit)
        let wide = try toolkit.dumpConstraintRow(construction: "gtk-constraints-code", fit: fit, width: 330)
        #expect(laidOut.split(separator: "\n").count == 24)  // cell, 2 backgrounds, content, 20 labels
        #expect(laidOut != built && wide != laidOut)
        for construction in Self.constructions.dropFirst() {
            #expect(
                try toolkit.dumpBuiltConstraintRow(construction: construction, fit: fit) == built,
                "\(construction) built")
            #expect(
                try toolkit.dumpConstraintRow(construction: construction, fit: fit) == laidOut,
                "\(construction) laid out")
            #expect(
                try toolkit.dumpConstraintRow(construction: construction, fit: fit, width: 330) == wide,
                "\(construction) at 330")
        }
    }

    /// Solved, every label is where its frame row puts it: the constraints are the frames, so each label's
    /// allocation is the frame row's, at 320 wide and at 330 (the labels are pinned to the leading and top
    /// edges), and the fitted sizes are the frame row's.
    @Test(arguments: [true, false])
    func theSolvedRowIsTheFrameRow(fit: Bool) throws {
        let toolkit = try TestGtk.toolkit()
        let frames = Self.labelLines(try toolkit.dumpRow(construction: "gtk-code", fit: fit))
        for width in [320, 330] {
            let dump = try toolkit.dumpConstraintRow(construction: "gtk-constraints-template", fit: fit, width: width)
            let labels = Self.labelLines(dump)
            try #require(labels.count == 20)
            #expect(labels == frames, "labels at width \(width)")
            #expect(
                dump.hasPrefix(
                    "GtkWidget name=cell classes=[cell] frame=(0,0,320,132) visible=1 allocation=(0,0,\(width),132)"))
        }
    }

    /// A label line without the parts that say how it was placed rather than where (frame, which is the
    /// size request and fixed position of the frame row) or in which class of parent.
    static func labelLines(_ dump: String) -> [String] {
        dump.split(separator: "\n").filter { $0.contains("GtkLabel") }.map { line in
            line.replacingOccurrences(of: #" frame=\([^)]*\)"#, with: "", options: .regularExpression)
        }
    }

    /// Releasing a row with constraints, laid out in its window, finalizes all 24 widgets.
    @Test(arguments: Self.constructions)
    func releasingARowFreesItsWholeTree(construction: String) throws {
        let toolkit = try TestGtk.toolkit()
        let finalized = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
        defer { finalized.deallocate() }
        finalized.pointee = 0
        var watched = 0
        do {
            let row = try NativeGtkRow(constraints: try toolkit.constraintNumber(of: construction), fit: true)
            row.layOutConstrained(width: 320)
            watched = row.watchFinalization(into: finalized)
        }
        #expect(watched == 24)
        #expect(finalized.pointee == 24)
    }

    /// The factories time what they say: a re-layout factory returns its one row, laid out again each call.
    @Test func theFactoriesMakeRows() throws {
        let toolkit = try TestGtk.toolkit()
        for work in GtkToolkit.ConstraintWork.allCases {
            let factory = try toolkit.makeConstraintFactory(construction: "gtk-constraints-code", fit: true, work: work)
            let first = try factory.makeTimedRow(), second = try factory.makeTimedRow()
            #expect((first === second) == (work == .relaidOut), "\(work)")
        }
    }

    /// The sweep's rows with constraints: at every size the three constructions give the same tree, with N
    /// labels each where the frame sweep row puts it.
    @Test func theSweepRowsWithConstraintsAreTheFrameSweepRows() throws {
        let toolkit = try TestGtk.toolkit()
        #expect(toolkit.sweepConstructions.suffix(3) == Self.constructions)
        for labels in toolkit.sweepSizes {
            let reference = try toolkit.dumpSweepRow(construction: "gtk-constraints-code", labels: labels)
            for construction in Self.constructions.dropFirst() {
                #expect(
                    try toolkit.dumpSweepRow(construction: construction, labels: labels) == reference,
                    "\(construction), \(labels) labels")
            }
            let frames = Self.labelLines(try toolkit.dumpSweepRow(construction: "gtk-code", labels: labels))
            #expect(frames.count == labels)
            #expect(Self.labelLines(reference) == frames, "\(labels) labels")
        }
        let factory = try toolkit.makeSweepFactory(construction: "gtk-constraints-builder", labels: 5)
        #expect(try factory.makeTimedRow() is NativeGtkRow)
    }

    @Test func anUnknownConstructionIsOneLine() throws {
        let toolkit = try TestGtk.toolkit()
        #expect(
            throws: ToolkitError(
                """
                unknown GTK construction with constraints 'gtk-constraints-nib'; known: gtk-constraints-code, \
                gtk-constraints-builder, gtk-constraints-template
                """
            )
        ) {
            try toolkit.dumpConstraintRow(construction: "gtk-constraints-nib", fit: true)
        }
    }
}
