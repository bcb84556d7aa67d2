import Foundation
@testable import GNUstepRows
import RowGeneration
import TestFixtures
import Testing
import Toolkit

/// A user's cell on GNUstep AppKit (`run --template`; docs/gnustep.md, "A user's cell"): prepared as the command
/// prepares it (the Cocoa XIB written, the Objective-C compiled by clang into a module), then built by every
/// construction into the same tree.
@ToolkitActor
@Suite(.serialized, TestGNUstep.needed)
struct GNUstepUserCellTests {
    nonisolated static let constructions = [
        "gnustep-code", "gnustep-archive-file", "gnustep-archive", "gnustep-archive-precomputed", "gnustep-nib",
    ]

    /// The fixture prepared once for the test process.
    static var prepared: (folder: URL, preparation: UserCellPreparation)?

    static func cell() throws -> (toolkit: GNUstepToolkit, folder: URL, preparation: UserCellPreparation) {
        let toolkit = try TestGNUstep.toolkit()
        if let prepared { return (toolkit, prepared.folder, prepared.preparation) }
        let xib = try UserCellFixture.write()
        let folder = xib.deletingLastPathComponent().appendingPathComponent("cell-gnustep")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let preparation = try toolkit.prepareUserCell(file: xib, folder: folder)
        prepared = (folder, preparation)
        return (toolkit, folder, preparation)
    }

    /// The five constructions give the same dump, built and laid out, and it is the fixture's tree, its shrinking
    /// labels tagged 1, 2, 3 (their lines of the fit table) and the stack's (`shrinks`, 12 pt in 40 pt, a scale
    /// factor of 0.5) fitted below its size.
    @Test func everyConstructionBuildsTheSameTree() throws {
        let (toolkit, folder, _) = try Self.cell()
        #expect(toolkit.userCellConstructions == Self.constructions)
        for laidOut in [false, true] {
            let reference = try toolkit.dumpUserRow(construction: "gnustep-code", folder: folder, laidOut: laidOut)
            for construction in Self.constructions.dropFirst() {
                let dump = try toolkit.dumpUserRow(construction: construction, folder: folder, laidOut: laidOut)
                #expect(dump == reference, "\(construction), laid out: \(laidOut)")
            }
        }
        let dump = try toolkit.dumpUserRow(construction: "gnustep-nib", folder: folder, laidOut: true)
        let lines = dump.split(separator: "\n").map(String.init)
        #expect(lines.count == 13, "\(dump)")
        #expect(lines.first == "NSView frame=(0,0,320,120) hidden=0")
        #expect(lines.contains { $0.hasPrefix("  NSView frame=(0,0.5,320,119.5) hidden=0") }, "\(dump)")
        #expect(
            lines.contains {
                $0.hasPrefix(
                    "    NSTextField frame=(10,95.5,200,20) hidden=0 tag=1 text=\"\(UserCellFixture.hostileText)\"")
                    && $0.contains("font=\"DejaVuSans-Bold\" family=\"DejaVu Sans\" size=15")
                    && $0.contains("color=rgba(0,0.2,0.5,1)") && $0.contains("editable=0")
            }, "\(dump)")
        #expect(lines.contains { $0.hasPrefix("    NSImageView frame=(270,75.5,40,40)") && $0.contains("image=none") })
        #expect(lines.contains { $0.hasPrefix("    NSButton") && $0.contains("title=\"Read */ more\" state=0") })
        #expect(lines.contains { $0.hasPrefix("    NibOrNotFillView frame=(10,51.5,200,40)") })
        #expect(
            lines.contains { $0.hasPrefix("      NSTextField frame=(0,20,137,20)") && $0.contains("text=\"inner\"") })
        #expect(lines.contains { $0.hasPrefix("    NSSwitch") && $0.contains("state=1 enabled=1") })
        #expect(lines.contains { $0.contains("text=\"typed\"") && $0.contains("editable=1") })
        #expect(lines.contains { $0.hasPrefix("    NibOrNotStandInView") && $0.contains("stands-in=\"UIStackView\"") })
        let shrunk = try #require(lines.first { $0.hasPrefix("      NSTextField frame=(0,0,40,20) hidden=0 tag=3") })
        #expect(shrunk.contains("text=\"shrinks\""), "\(shrunk)")
        let size = try #require(Double(shrunk.split(separator: " size=")[1].prefix { $0 != " " }))
        #expect(size < 12 && size >= 6, "\(shrunk)")
        #expect(lines.contains { $0.contains("tag=2 text=\"inner\"") && $0.contains(" size=14 ") }, "\(dump)")
        #expect(
            lines.contains { $0.hasPrefix("    NibOrNotStandInView frame=(120,38.5,90,31)") && $0.contains("UISlider") }
        )
    }

    /// Preparing says what was compiled and lists the stand-ins; a second preparation takes the module from the cache.
    @Test func preparingCompilesOnceAndListsTheStandIns() throws {
        let (toolkit, folder, preparation) = try Self.cell()
        #expect(preparation.standIns == ["UIStackView": 1, "UISlider": 1, "UIProgressView": 1])
        #expect(preparation.compilations.map(\.what) == ["gnustep-code of UserCell.xib (Objective-C, 13 views)"])
        let xib = folder.deletingLastPathComponent().appendingPathComponent("UserCell.xib")
        let again = try toolkit.prepareUserCell(file: xib, folder: folder)
        #expect(again.compilations.map(\.wasCached) == [true])
    }

    /// A fit table that is not what the generator writes fails the cell's loading with one line naming the file and
    /// the line, before any row is built.
    @Test func aMalformedFitTableIsNamedWithItsLine() throws {
        let toolkit = try TestGNUstep.toolkit()
        let xib = try UserCellFixture.write()
        let folder = xib.deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try toolkit.prepareUserCell(file: xib, folder: folder)
        try Data("0.0\n0.0\nsix\n".utf8).write(to: folder.appendingPathComponent(GNUstepUserCellFiles.fitFileName))
        #expect {
            _ = try toolkit.dumpUserRow(construction: "gnustep-archive", folder: folder, laidOut: false)
        } throws: { error in
            "\(error)".contains("UserCell.fit line 3 is not a minimum font size")
        }
    }

    /// The seed's construction that a user's cell has not (a new NSNib per row) is refused in one line.
    @Test func otherConstructionsAreRefused() throws {
        let (toolkit, folder, _) = try Self.cell()
        #expect(throws: ToolkitError.self) {
            try toolkit.makeUserCellFactory(construction: "gnustep-nib-file", folder: folder, laidOut: false)
        }
    }

    /// Every table or collection view cell of the corpus builds the same tree by the five constructions, built and
    /// laid out: the mapping drives both the XIB and the code, whatever a real app's cell holds.
    @Test(SharedFolder.needed) func everyCorpusCellBuildsTheSameTreeEveryWay() throws {
        let toolkit = try TestGNUstep.toolkit()
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("corpus-cells-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        var built = 0
        for file in SharedFolder.xibFiles(in: "xib-corpus-2") {
            let folder = root.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let xib = SharedFolder.corpus("xib-corpus-2").appendingPathComponent(file)
            // A XIB of a plain view is no cell: the command leaves GNUstep out for it, in one line.
            guard let prepared = try? toolkit.prepareUserCell(file: xib, folder: folder) else { continue }
            #expect(prepared.compilations.count == 1)
            for laidOut in [false, true] {
                let reference = try toolkit.dumpUserRow(construction: "gnustep-code", folder: folder, laidOut: laidOut)
                for construction in Self.constructions.dropFirst() {
                    let dump = try toolkit.dumpUserRow(construction: construction, folder: folder, laidOut: laidOut)
                    #expect(dump == reference, "\(file): \(construction), laid out: \(laidOut)")
                }
            }
            built += 1
        }
        #expect(built >= 30, "cells of ../shared/xib-corpus-2 built on GNUstep: \(built)")
    }
}
