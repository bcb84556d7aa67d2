import Foundation
import RowGeneration
import TestFixtures
import Testing

/// The files the build writes from the seed's XIBs and nothing commits (the code rows under `Sources/`, which
/// GenerateRows has `row-generator` write) are held to the SHA-256 digests recorded in
/// `Expected/build-time-files.sha256`, one line per file as `sha256sum` prints it, the set before the path. The
/// committed files (under `templates/`) are held to the committed ones by each set's own tests.
///
/// After an intended change to a generator, look at the new files (`row-generator SET . DIR NAME...` writes them),
/// then rewrite the record with `UPDATE_DIGESTS=1 swift test --filter BuildTimeFilesTests` and review its diff.
@Suite struct BuildTimeFilesTests {
    static let record = "Tests/Rows/RowGenerationTests/Expected/build-time-files.sha256"

    /// Each build-time file of every set, as `SET PATH`, with its digest.
    static func digests() throws -> [String: String] {
        var digests: [String: String] = [:]
        for set in RowFileSet.allCases {
            for (path, text) in try set.files(packageRoot: PackagePaths.root) where !path.hasPrefix("templates/") {
                digests["\(set.rawValue) \(path)"] = SHA256.hex(Array(text.utf8))
            }
        }
        return digests
    }

    @Test func everyBuildTimeFileHasItsRecordedDigest() throws {
        let made = try Self.digests()
        let file = PackagePaths.inPackage(Self.record)
        if ProcessInfo.processInfo.environment["UPDATE_DIGESTS"] == "1" {
            let lines = made.sorted { $0.key < $1.key }.map { "\($0.value)  \($0.key)\n" }
            try Data(lines.joined().utf8).write(to: file)
            return
        }
        let text = try String(contentsOf: file, encoding: .utf8)
        var recorded: [String: String] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
            try #require(parts.count == 2, "\(Self.record): a line is not `DIGEST  SET PATH`: \(line)")
            recorded[parts[1].trimmingCharacters(in: .whitespaces)] = String(parts[0])
        }
        let update = "if the change is intended, rewrite the record with UPDATE_DIGESTS=1 (see BuildTimeFilesTests)"
        for key in Set(made.keys).subtracting(recorded.keys).sorted() {
            Issue.record("\(key): generated, but \(Self.record) has no digest for it; \(update)")
        }
        for key in Set(recorded.keys).subtracting(made.keys).sorted() {
            Issue.record("\(key): recorded in \(Self.record), but no longer generated; \(update)")
        }
        for (key, digest) in made.sorted(by: { $0.key < $1.key }) {
            guard let kept = recorded[key], kept != digest else { continue }
            Issue.record("\(key): its SHA-256 is \(digest), \(Self.record) records \(kept); \(update)")
        }
    }

    /// The record names every file the build compiles from the generator, GTK's C to Qt Quick's C++.
    @Test func theRecordCoversEveryBuildTimeFile() throws {
        let made = try Self.digests()
        let sweep = SweepRowFiles.defaultSizes.count
        let expected = [
            "gtk": 4, "gnustep": 2, "web": 0, "sweep": 1 + 2 * sweep, "qt": 4, "qml": 3, "autolayout": 0,
        ]
        for set in RowFileSet.allCases {
            #expect(made.keys.filter { $0.hasPrefix("\(set.rawValue) ") }.count == expected[set.rawValue], "\(set)")
        }
        #expect(made["qml Sources/Toolkits/Qml/QmlRow/Generated/QmltcRow.cpp"] != nil)
        #expect(made["gtk Sources/Toolkits/Gtk/GtkRow/GeneratedCodeRow.c"] != nil)
    }

    /// The digest is SHA-256: FIPS 180-2's examples (one block, two blocks) and the empty message.
    @Test func digestsAreSHA256() {
        #expect(SHA256.hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256.hex([UInt8]()) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        let twoBlocks = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"
        #expect(SHA256.hex(Array(twoBlocks.utf8)) == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }
}
