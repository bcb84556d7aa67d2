import Foundation
@testable import NIB
import Testing

/// The committed sample nibs in `Samples/` are what the builder writes today, byte for byte; they seed
/// the fuzzer and the independent check (`scripts/check-nibs-with-nibarchive.sh`).
/// `NIB_WRITE_SAMPLES=1 swift test --filter NIBSampleNibTests` rewrites them after a deliberate change.
@Suite struct NIBSampleNibTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Samples")

    static let samples: [(name: String, archive: NIBArchive)] = [
        ("cell.nib", NIBSampleArchives.cell()),
        ("root-only.nib", NIBSampleArchives.rootOnly()),
        ("macos-root.nib", NIBSampleArchives.macOSRoot()),
        ("floats-and-nested.nib", NIBSampleArchives.floatsAndNested()),
    ]

    @Test(arguments: samples.map(\.name))
    func sampleIsWhatTheBuilderWrites(_ name: String) throws {
        let archive = try #require(Self.samples.first { $0.name == name }?.archive)
        let url = Self.folder.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["NIB_WRITE_SAMPLES"] == "1" {
            try Data(archive.bytes()).write(to: url)
        }
        let bytes = try [UInt8](Data(contentsOf: url))
        #expect(bytes == archive.bytes())
        let read = try NIBArchive(bytes: bytes, file: name)
        #expect(read == archive)
        try read.validateGraph()
    }
}
