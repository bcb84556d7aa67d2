import Foundation
@testable import NIB
import Testing

/// The dump (`inspect --archive`) and the JSON the independent check reads, against golden files written
/// from the committed sample nibs. `NIB_WRITE_GOLDEN=1` rewrites them after a deliberate change.
@Suite struct NIBDumpTests {
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    @Test(arguments: ["cell", "floats-and-nested"])
    func dumpMatchesGolden(_ name: String) throws {
        let bytes = try [UInt8](Data(contentsOf: NIBSampleNibTests.folder.appendingPathComponent("\(name).nib")))
        let archive = try NIBArchive(bytes: bytes, file: "\(name).nib")
        for (text, suffix) in [(NIBArchiveDump.text(of: archive), "txt"), (NIBArchiveDump.json(of: archive), "json")] {
            let url = Self.golden.appendingPathComponent("\(name).\(suffix)")
            if ProcessInfo.processInfo.environment["NIB_WRITE_GOLDEN"] == "1" {
                try text.write(to: url, atomically: true, encoding: .utf8)
            }
            #expect(text == (try String(contentsOf: url, encoding: .utf8)), "\(name).\(suffix)")
        }
    }

    /// The parts a reader of the dump relies on, independent of the golden file.
    @Test func dumpShowsStringsGeometryAndFallbacks() throws {
        let text = NIBArchiveDump.text(of: try NIBArchive(bytes: NIBSampleArchives.cell().bytes(), file: "cell.nib"))
        #expect(text.hasPrefix("NIBArchive cell.nib\nformat version 1, coder version 10\n11 objects at byte 50, "))
        #expect(text.contains(" UIBounds data doubles (0.0, 0.0, 320.0, 44.0)\n"))
        #expect(text.contains(" NS.bytes data \"IBFilesOwner\"\n"))
        #expect(text.contains(" UIColor (fallback: 8 NSColor)\n"))
        #expect(text.contains(" UIClipsToBounds false\n") && text.contains(" UIShadowColor nil\n"))
        #expect(text.contains(" UIDynamicModifiedAlphaComponent double 1.7976931348623157e+308\n"))
        #expect(!text.contains(" \n"))
    }

    /// Names that hold controls cannot break the one-line-per-entry layout.
    @Test func controlCharactersAreEscaped() {
        var builder = NIBArchiveBuilder()
        let root = builder.addObject(className: "Evil\nClass")
        builder.set(.data(Array("a\u{7}b\"".utf8)), forKey: "NS.bytes", on: root)
        let text = NIBArchiveDump.text(of: builder.build())
        #expect(text.contains("  0 Evil\\u{a}Class\n"))
        #expect(text.contains(" NS.bytes data \"a\\u{7}b\\\"\"\n"))
        #expect(NIBArchiveDump.json(of: builder.build()).contains("\"Evil\\u000aClass\""))
    }
}
