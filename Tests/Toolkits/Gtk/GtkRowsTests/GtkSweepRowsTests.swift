import Foundation
import GtkRow
@testable import GtkRows
import TestFixtures
import Testing
import Toolkit

/// The sweep's rows of N labels (docs/gtk.md, "Sweep rows"). GTK runs on the toolkit thread only (`ToolkitActor`).
@ToolkitActor
@Suite(.serialized, TestDisplay.needed(for: "GTK 4"))
struct GtkSweepRowsTests {
    nonisolated static let sizes = [1, 2, 5, 10, 20, 50, 100]
    nonisolated static let constructions = ["gtk-code", "gtk-builder", "gtk-template"]

    @Test func theToolkitNamesItsSweep() throws {
        let toolkit = try TestGtk.toolkit()
        #expect(toolkit.sweepSizes == Self.sizes)
        // then those with constraints (GtkConstraintRowsTests)
        #expect(Array(toolkit.sweepConstructions.prefix(3)) == Self.constructions)
    }

    /// For each size the three constructions give the same tree, built and laid out, with N labels in a cell
    /// of the XIB's height (132 per 20 labels started).
    @Test(arguments: sizes)
    func everyConstructionBuildsTheSameRowOfNLabels(labels: Int) throws {
        let toolkit = try TestGtk.toolkit()
        let reference = try toolkit.dumpSweepRow(construction: "gtk-code", labels: labels)
        let referenceBuilt = try Self.row(toolkit, "gtk-code", labels: labels).dump()
        let lines = reference.split(separator: "\n")
        #expect(lines.count == labels + 4)  // cell, 2 backgrounds, content, N labels
        #expect(lines.filter { $0.contains("GtkLabel") }.count == labels)
        #expect(lines.last?.contains("name=label-\(labels) ") == true)
        let height = 132 * ((labels + 19) / 20)
        #expect(
            lines.first
                == """
                GtkFixed name=cell classes=[cell] frame=(0,0,320,\(height)) visible=1 \
                allocation=(0,0,320,\(height))
                """
        )
        for construction in Self.constructions.dropFirst() {
            #expect(
                try toolkit.dumpSweepRow(construction: construction, labels: labels) == reference,
                "\(construction) laid out")
            #expect(
                try Self.row(toolkit, construction, labels: labels).dump() == referenceBuilt, "\(construction) built")
        }
    }

    /// Row20-nofit.xib is the seed's Cell2.xib (generate-sweep-rows.py takes the seed's frames), so the sweep's
    /// row of 20 is the seed's row without fit, widget for widget, built and laid out.
    @Test(arguments: constructions)
    func theRowOf20IsTheSeedRowWithoutFit(construction: String) throws {
        let toolkit = try TestGtk.toolkit()
        #expect(
            try toolkit.dumpSweepRow(construction: construction, labels: 20)
                == toolkit.dumpRow(construction: construction, fit: false))
        let seed = try GtkRowsTests.row(toolkit, construction, fit: false).dump()
        #expect(try Self.row(toolkit, construction, labels: 20).dump() == seed)
    }

    /// Releasing a sweep row finalizes every widget of it: the cell, its three views and the N labels.
    @Test(arguments: constructions)
    func releasingASweepRowFreesItsWholeTree(construction: String) throws {
        let toolkit = try TestGtk.toolkit()
        let finalized = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
        defer { finalized.deallocate() }
        for labels in Self.sizes {
            finalized.pointee = 0
            var row: NativeGtkRow? = try Self.row(toolkit, construction, labels: labels)
            #expect(row?.watchFinalization(into: finalized) == labels + 4)
            row = nil
            #expect(finalized.pointee == Int32(labels + 4), "\(construction), \(labels) labels")
        }
    }

    @Test func anUnknownSizeOrConstructionIsAOneLineError() throws {
        let toolkit = try TestGtk.toolkit()
        #expect(throws: ToolkitError("GTK has no sweep row of 3 labels; sizes: 1, 2, 5, 10, 20, 50, 100")) {
            try toolkit.makeSweepFactory(construction: "gtk-code", labels: 3)
        }
        #expect(
            throws: ToolkitError(
                """
                GTK has no sweep rows of 'gtk-template-precomputed'; sweep constructions: gtk-code, gtk-builder, \
                gtk-template, gtk-constraints-code, gtk-constraints-builder, gtk-constraints-template
                """
            )
        ) {
            try toolkit.makeSweepFactory(construction: "gtk-template-precomputed", labels: 20)
        }
        // GtkRow's own check, for callers of the C API.
        #expect(throws: ToolkitError("no GTK sweep row of 3 labels; sizes: 1, 2, 5, 10, 20, 50, 100")) {
            try NativeGtkRow(sweep: NIBORNOT_GTK_CODE, labels: 3)
        }
    }

    /// A sweep row as the harness gets it, as its own type.
    static func row(_ toolkit: GtkToolkit, _ construction: String, labels: Int) throws -> NativeGtkRow {
        try #require(
            toolkit.makeSweepFactory(construction: construction, labels: labels).makeTimedRow() as? NativeGtkRow)
    }
}
