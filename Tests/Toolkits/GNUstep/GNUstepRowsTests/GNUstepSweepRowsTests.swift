import Foundation
@testable import GNUstepRows
import TestFixtures
import Testing
import Toolkit

/// The sweep's rows of N labels (docs/gnustep.md, "Sweep rows").
@ToolkitActor
@Suite(.serialized, TestGNUstep.needed)
struct GNUstepSweepRowsTests {
    nonisolated static let sizes = [1, 2, 5, 10, 20, 50, 100]
    nonisolated static let constructions = ["gnustep-code", "gnustep-archive", "gnustep-nib"]

    @Test func theToolkitNamesItsSweep() throws {
        let toolkit = try TestGNUstep.toolkit()
        #expect(toolkit.sweepSizes == Self.sizes)
        #expect(toolkit.sweepConstructions == Self.constructions)
    }

    /// For each size the three constructions give the same tree with N labels; the row of 20 is the seed's row
    /// without fit (Row20-nofit.xib is Cell2.xib's translation).
    @Test(arguments: sizes)
    func everyConstructionBuildsTheSameRowOfNLabels(labels: Int) throws {
        let toolkit = try TestGNUstep.toolkit()
        let reference = try Self.row(toolkit, "gnustep-code", labels: labels).dump()
        let lines = reference.split(separator: "\n")
        #expect(lines.count == labels + 4)
        #expect(lines.filter { $0.contains("NSTextField") }.count == labels)
        for construction in Self.constructions.dropFirst() {
            #expect(try Self.row(toolkit, construction, labels: labels).dump() == reference, "\(construction)")
        }
        if labels == 20 {
            #expect(reference == (try TestGNUstep.row(toolkit, "gnustep-code", fit: false).dump()))
        }
    }

    @Test func aSizeOrConstructionWithoutRowsIsAOneLineError() throws {
        let toolkit = try TestGNUstep.toolkit()
        #expect(throws: ToolkitError.self) { try toolkit.makeSweepFactory(construction: "gnustep-code", labels: 3) }
        #expect(throws: ToolkitError.self) { try toolkit.makeSweepFactory(construction: "gnustep-nib-file", labels: 5) }
    }

    static func row(_ toolkit: GNUstepToolkit, _ construction: String, labels: Int) throws -> NativeGNUstepRow {
        try #require(
            toolkit.makeSweepFactory(construction: construction, labels: labels).makeTimedRow() as? NativeGNUstepRow)
    }
}
