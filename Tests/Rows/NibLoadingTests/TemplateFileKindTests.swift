import Foundation
import NibLoading
import Testing

/// `run --template` decides between XIB and nib by the first bytes, not the name.
struct TemplateFileKindTests {
    @Test(arguments: [
        ("a.nib", Array("NIBArchive".utf8) + [1, 0, 0, 0], TemplateFileKind?.some(.nib)),
        ("a.xib", Array("<?xml version=\"1.0\"?>".utf8), .some(.xib)),
        ("bom.xib", [0xEF, 0xBB, 0xBF, 0x0A, 0x20] + Array("<document>".utf8), .some(.xib)),
        ("renamed.xib", Array("NIBArchive".utf8), .some(.nib)),
        ("notes.nib", Array("my notes".utf8), nil),
        ("keyed.nib", Array("bplist00".utf8), nil),
        ("empty.nib", [], nil),
    ])
    func kindComesFromTheFirstBytes(name: String, bytes: [UInt8], expected: TemplateFileKind?) throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("kind-\(UUID().uuidString)-\(name)")
        try Data(bytes).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(TemplateFileKind.of(url) == expected)
    }

    @Test func aMissingFileIsNeither() {
        #expect(TemplateFileKind.of(URL(fileURLWithPath: "/nonexistent/Cell.nib")) == nil)
    }
}
