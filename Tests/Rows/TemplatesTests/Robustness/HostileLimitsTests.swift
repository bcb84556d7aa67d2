import Foundation
@testable import Templates
import Testing

/// The limits of `TemplateLimits`, on inputs too large to keep as fixture files: they are generated
/// into a scratch folder. Memory is checked in a child `nib-or-not inspect`, whose own peak RSS
/// `wait4` reports, so other tests running in parallel cannot disturb the number.
@Suite struct HostileLimitsTests {
    /// The opening of a document whose root view takes generated subviews from line 7 on.
    static let head = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
        <objects>
        <view id="root">
        <rect key="frame" x="0" y="0" width="320" height="44"/>
        <subviews>

        """
    static let tail = "</subviews>\n</view>\n</objects>\n</document>\n"

    static func label(_ number: Int) -> String {
        """
        <label id=\"l-\(number)\" text=\"placeholder\" tag=\"\(number)\"><rect key=\"frame\" x=\"0\" y=\"0\" \
        width=\"60\" height=\"20\"/></label>\n
        """
    }

    /// Writes `head`, then labels until the file holds at least `bytes` (at most 110 KB more), then `tail`.
    static func writeLabels(to url: URL, bytes: Int) throws {
        _ = FileManager.default.createFile(atPath: url.path, contents: nil)
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        try handle.write(contentsOf: Data(head.utf8))
        var written = head.utf8.count, number = 0
        while written < bytes {
            var chunk = ""
            for _ in 0..<1_000 { chunk += label(number); number += 1 }  // about 110 KB
            try handle.write(contentsOf: Data(chunk.utf8))
            written += chunk.utf8.count
        }
        try handle.write(contentsOf: Data(tail.utf8))
    }

    func refusal(_ text: String) throws -> TemplateError {
        try #require(throws: TemplateError.self) {
            try TemplateReader.parse(Data(text.utf8), fileName: "Generated.xib")
        }
    }

    @Test func tenThousandLevelsOfNestingStopAtTheDepthLimit() throws {
        let levels = 10_000
        let text =
            Self.head + (0..<levels).map { "<view id=\"v-\($0)\"><subviews>\n" }.joined()
            + String(repeating: "</subviews></view>\n", count: levels) + Self.tail
        let error = try refusal(text)
        // document, objects, view, subviews are four levels; each generated line adds two more.
        let line = 7 + (TemplateLimits.maximumDepth - 4) / 2
        #expect(error.line == line && error.description.contains("<view> is nested 129 elements deep"), "\(error)")
    }

    @Test func tooManyElementsStopAtTheElementLimit() throws {
        let labels = TemplateLimits.maximumElements / 2 + 1  // two elements each
        let text = Self.head + (0..<labels).map(Self.label).joined() + Self.tail
        let error = try refusal(text)
        #expect(error.description.contains("is element number 50001; templates may hold at most 50000"), "\(error)")
    }

    @Test func eightyThousandAttributesAreRefusedBeforeLibxml2CountsThem() throws {
        let attributes = (0..<80_000).map { " a\($0)=\"\"" }.joined()
        let error = try refusal(Self.head + "<view id=\"v\"\(attributes)/>\n" + Self.tail)
        #expect(error.line == 7 && error.description.contains("<view> has more than 64 attributes"), "\(error)")
    }

    @Test func aMegabyteAttributeValueGivesAShortMessage() throws {
        let value = String(repeating: "x", count: 1 << 20)
        let error = try refusal(Self.head + "<label id=\"l\" text=\"t\" tag=\"\(value)\"/>\n" + Self.tail)
        #expect(
            error.line == 7 && error.description.contains("attribute 'tag' is not a whole number")
                && error.description.count < 300)
    }

    @Test func aLongButValidTextLoads() throws {
        let text = String(repeating: "long text ", count: 100_000)
        let template = try TemplateReader.parse(
            Data((Self.head + "<label id=\"l\" text=\"\(text)\"/>\n" + Self.tail).utf8), fileName: "Long.xib")
        #expect(template.objects.first?.subviews.count == 1)
    }

    @Test func dataOverTheSizeLimitIsRefusedWithoutParsing() throws {
        var data = Data(Self.head.utf8)
        data.append(Data(count: TemplateLimits.maximumFileSize))
        let error = try #require(throws: TemplateError.self) { try TemplateReader.parse(data, fileName: "Big.xib") }
        #expect(
            error.line == 1
                && error.description.contains("is \(data.count) bytes; templates may be at most 16777216 bytes"))
    }

    @Test(arguments: ["/dev/zero", "/tmp", "/proc/self/fd"])
    func specialFilesAreRefusedWithoutReading(_ path: String) throws {
        let error = try #require(throws: TemplateError.self) {
            try TemplateReader.read(contentsOf: URL(fileURLWithPath: path))
        }
        #expect(error.description == "\(path): is not a regular file (a folder, device or pipe); name a .xib file")
    }

    /// A FIFO would block `Data(contentsOf:)` forever, waiting for a writer that never comes.
    @Test func aNamedPipeIsRefusedWithoutBlocking() throws {
        let folder = try HostileFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("pipe.xib")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let error = try #require(throws: TemplateError.self) { try TemplateReader.read(contentsOf: fifo) }
        #expect(error.description.contains("is not a regular file"))
    }

    /// 50 MB, generated (never committed): refused from its size, before a byte is read.
    @Test func fiftyMegabytesAreRefusedInLittleMemory() throws {
        let folder = try HostileFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("Fifty.xib")
        try Self.writeLabels(to: url, bytes: 50_000_000)
        let size = try #require(try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int)

        let error = try #require(throws: TemplateError.self) { try TemplateReader.read(contentsOf: url) }
        #expect(
            error.description
                == """
                \(url.path):1: is \(size) bytes; templates may be at most 16777216 bytes (16 MiB), see \
                templates/README.md
                """
        )

        let child = try ChildProcess.run([ChildProcess.nibOrNot, "inspect", url.path], scratch: folder)
        #expect(child.status == 1 && child.stderr.contains("is \(size) bytes"), "\(child.stderr)")
        #expect(child.peakKilobytes < 200_000, "peak RSS \(child.peakKilobytes) KB")
    }

    /// Just under the size limit, the file is read and parsed until the element limit stops it; the
    /// whole process (Swift runtime, fonts, the file, the tree so far) stays well under 200 MB.
    @Test func aFileJustUnderTheSizeLimitStaysInBoundedMemory() throws {
        let folder = try HostileFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("Sixteen.xib")
        try Self.writeLabels(to: url, bytes: TemplateLimits.maximumFileSize - 200_000)

        let child = try ChildProcess.run([ChildProcess.nibOrNot, "inspect", url.path], scratch: folder)
        #expect(
            child.status == 1 && child.stderr.contains("templates may hold at most 50000 elements"), "\(child.stderr)")
        #expect(child.stderr.split(separator: "\n").count == 1 && child.stdout.isEmpty)
        #expect(child.peakKilobytes < 200_000, "peak RSS \(child.peakKilobytes) KB")
    }
}
