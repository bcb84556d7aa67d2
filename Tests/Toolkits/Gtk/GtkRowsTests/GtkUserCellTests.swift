import Foundation
@testable import GtkRows
import TestFixtures
import RowGeneration
import Testing
import Toolkit

/// A user's cell on GTK (`run --template`; docs/gtk.md, "A user's cell"): prepared as the command prepares it (files
/// written, code compiled by clang into a module), then built by every construction into the same tree. GTK takes
/// one user's cell per process, so every test here builds the one fixture (`UserCellFixture`).
@ToolkitActor
@Suite(.serialized, TestDisplay.needed(for: "GTK 4"))
struct GtkUserCellTests {
    nonisolated static let constructions = ["gtk-code", "gtk-builder", "gtk-template", "gtk-template-precomputed"]

    /// The fixture prepared once for the test process.
    static var prepared: (folder: URL, preparation: UserCellPreparation)?

    static func cell() throws -> (toolkit: GtkToolkit, folder: URL, preparation: UserCellPreparation) {
        let toolkit = try TestGtk.toolkit()
        if let prepared { return (toolkit, prepared.folder, prepared.preparation) }
        let xib = try UserCellFixture.write()
        let folder = xib.deletingLastPathComponent().appendingPathComponent("cell-gtk")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let preparation = try toolkit.prepareUserCell(file: xib, folder: folder)
        prepared = (folder, preparation)
        return (toolkit, folder, preparation)
    }

    /// The four constructions give the same dump, built and laid out, and it is the fixture's tree, its shrinking
    /// label fitted (`shrinks`, 12 px in 40 px, fits at 11 px here: every construction names that size, the
    /// precomputed template from the one fit at load time, the others fitting each row).
    @Test func everyConstructionBuildsTheSameTree() throws {
        let (toolkit, folder, _) = try Self.cell()
        for laidOut in [false, true] {
            let reference = try toolkit.dumpUserRow(construction: "gtk-code", folder: folder, laidOut: laidOut)
            for construction in Self.constructions.dropFirst() {
                let dump = try toolkit.dumpUserRow(construction: construction, folder: folder, laidOut: laidOut)
                #expect(dump == reference, "\(construction), laid out: \(laidOut)")
            }
        }
        // Laid out: GTK 4.8 reads a fixed child's position back only once it is allocated (built, it says 0, 0).
        let dump = try toolkit.dumpUserRow(construction: "gtk-builder", folder: folder, laidOut: true)
        let lines = dump.split(separator: "\n")
        // A label that keeps its size has the class of its own size (GTK lists a widget's classes in its own order).
        let plain = lines.map {
            $0.replacingOccurrences(of: "fit-0 ", with: "").replacingOccurrences(of: " fit-0]", with: "]")
        }
        #expect(lines.filter { $0.contains("fit-0") }.count == 2, "\(dump)")
        #expect(
            lines.first?.hasPrefix("GtkFixed name=cell classes=[NibornotGtkUserCell") == true
                && lines.first?.contains("] frame=(0,0,320,120)") == true, "\(dump)")
        #expect(plain.contains { $0.contains("GtkLabel name=UILabel classes=[e2] frame=(10,4,200,20)") }, "\(dump)")
        #expect(
            plain.contains {
                $0.contains("name=UILabel classes=[e6] frame=(0,0,137,20) visible=1 allocation=(10,28,137,20)")
            }, "\(dump)")
        #expect(
            lines.contains { $0.contains("text=\"\(UserCellFixture.hostileText)\" font=\"DejaVu Sans\" size=15px") })
        let shrunk = try #require(lines.first { $0.contains("text=\"shrinks\"") }, "\(dump)")
        #expect(shrunk.contains(" fit-") && !shrunk.contains("fit-0"), "\(shrunk)")
        let size = try #require(Double(shrunk.split(separator: " size=")[1].prefix { $0 != "p" }))
        #expect(size < 12 && size >= 6, "\(shrunk)")
        #expect(lines.contains { $0.contains("GtkPicture name=UIImageView") && $0.contains("paintable=40x40") })
        #expect(lines.contains { $0.contains("GtkButton name=UIButton") && $0.contains("label=\"Read */ more\"") })
        #expect(lines.contains { $0.contains("GtkSwitch") && $0.contains("active=1") })
        #expect(lines.contains { $0.contains("GtkEntry") && $0.contains("text=\"typed\" placeholder=\"name\"") })
        #expect(lines.contains { $0.contains("GtkBox") && $0.contains("orientation=1 spacing=4") })
        #expect(lines.contains { $0.contains("GtkFixed name=stand-in UISlider classes=[e11] frame=(120,50,90,31)") })
    }

    /// Preparing says what was compiled and lists the stand-ins; a second preparation takes the module from the cache.
    @Test func preparingCompilesOnceAndListsTheStandIns() throws {
        let (toolkit, folder, preparation) = try Self.cell()
        #expect(preparation.standIns == ["UISlider": 1, "UIProgressView": 1])
        #expect(preparation.compilations.map(\.what) == ["gtk-code of UserCell.xib (C, 13 widgets)"])
        let xib = folder.deletingLastPathComponent().appendingPathComponent("UserCell.xib")
        let again = try toolkit.prepareUserCell(file: xib, folder: folder)
        #expect(again.compilations.map(\.wasCached) == [true])
    }

    /// A fit table that is not what the generator writes fails the cell's loading with one line naming the file and
    /// the line, before any row is built.
    @Test func aMalformedFitTableIsNamedWithItsLine() throws {
        let toolkit = try TestGtk.toolkit()
        // Another cell than the suite's (one point wider), so that GTK registers classes of its own for it.
        let xib = try UserCellFixture.write(
            UserCellFixture.xib.replacingOccurrences(of: "width=\"320\"", with: "width=\"321\""))
        let folder = xib.deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try toolkit.prepareUserCell(file: xib, folder: folder)
        let table = folder.appendingPathComponent(GtkUserCellFiles.fitFileName)
        let lines = try String(contentsOf: table, encoding: .utf8).split(separator: "\n")
        try Data((lines.dropLast() + ["e10\t400\t0\ttwelve\t6.0\tDejaVu Sans", ""]).joined(separator: "\n").utf8)
            .write(to: table)
        #expect {
            _ = try toolkit.dumpUserRow(construction: "gtk-template", folder: folder, laidOut: false)
        } throws: { error in
            "\(error)".contains("UserCell.fit line \(lines.count) is not a label's class")
        }
    }

    @Test(arguments: constructions)
    func releasingARowFreesItsWholeTree(construction: String) throws {
        let (toolkit, folder, _) = try Self.cell()
        let factory = try toolkit.makeUserCellFactory(construction: construction, folder: folder, laidOut: true)
        let finalized = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
        defer { finalized.deallocate() }
        finalized.pointee = 0
        var row = try factory.makeTimedRow() as? NativeGtkRow
        let watched = row?.watchFinalization(into: finalized) ?? 0
        #expect(watched >= 13)
        row = nil
        #expect(Int(finalized.pointee) == watched, "\(construction)")
    }

    /// Every table or collection view cell of the corpus builds the same tree by the three constructions, built and
    /// laid out: the mapping drives both, whatever a real app's cell holds. Cells load side by side in one process.
    @Test(SharedFolder.needed) func everyCorpusCellBuildsTheSameTreeEveryWay() throws {
        let toolkit = try TestGtk.toolkit()
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("corpus-cells-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        var built = 0
        for file in SharedFolder.xibFiles(in: "xib-corpus-2") {
            let folder = root.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let xib = SharedFolder.corpus("xib-corpus-2").appendingPathComponent(file)
            // A XIB of a plain view is no cell: the command leaves GTK out for it, in one line.
            guard let prepared = try? toolkit.prepareUserCell(file: xib, folder: folder) else { continue }
            #expect(prepared.compilations.count == 1)
            for laidOut in [false, true] {
                let reference = try toolkit.dumpUserRow(construction: "gtk-code", folder: folder, laidOut: laidOut)
                for construction in Self.constructions.dropFirst() {
                    let dump = try toolkit.dumpUserRow(construction: construction, folder: folder, laidOut: laidOut)
                    #expect(dump == reference, "\(file): \(construction), laid out: \(laidOut)")
                }
            }
            built += 1
        }
        #expect(built >= 30, "cells of ../shared/xib-corpus-2 built on GTK: \(built)")
    }
}
