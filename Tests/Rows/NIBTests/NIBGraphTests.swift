import Foundation
@testable import NIB
import Testing

/// The graph check and the helpers the coding layer decodes with, on archives that must pass.
@Suite struct NIBGraphTests {
    @Test func cellPassesWithDecodingDepths() throws {
        let archive = NIBSampleArchives.cell()
        let graph = try archive.validateGraph()
        #expect(graph.platform == .iOS)
        // Root 0; its top-level array (8) 1; the proxy (1) 2, its identifier string (2) 3; the view (3) 2,
        // the colour (4) 3, the label's array (7) 3, the label (5) 4, its text (6) 5.
        #expect(graph.depths == [0, 2, 3, 2, 3, 4, 5, 3, 1, 1, 1])
    }

    @Test func macOSRootIsRecognised() throws {
        #expect(try NIBSampleArchives.macOSRoot().validateGraph().platform == .macOS)
    }

    /// Cycles through ordinary objects are normal (a view's superview, outlets to the owner); only a
    /// collection inside itself is refused.
    @Test func cyclesThroughViewsPass() throws {
        var builder = NIBArchiveBuilder()
        let root = builder.addObject(className: "NSObject")
        let parent = builder.addObject(className: "UIView")
        let child = builder.addObject(className: "UIView")
        builder.set(.object(builder.addArray([child], className: "NSMutableArray")), forKey: "UISubviews", on: parent)
        builder.set(.object(parent), forKey: "UISuperview", on: child)
        NIBSampleArchives.addRootKeys(&builder, root: root, arrays: [builder.addArray([parent])])
        #expect(try builder.build().validateGraph().depths.count == 5)
    }

    @Test func inlinedElementsAndPairs() throws {
        let archive = NIBSampleArchives.floatsAndNested()
        let dictionary = try #require(archive.objects.indices.first { archive.className(of: $0) == "NSDictionary" })
        let pairs = try archive.inlinedPairs(of: dictionary)
        #expect(try pairs.map { try archive.string($0.key) } == ["NSFontSizeAttribute", "NSFontNameAttribute"])
        #expect(archive.value(forKey: "NS.dblval", of: pairs[0].value) == .double(17))
        #expect(throws: NIBError.self) { try archive.inlinedElements(of: 0) }
        #expect(throws: NIBError.self) { try archive.string(0) }
    }

    @Test func oddDictionaryIsRefused() {
        var builder = NIBArchiveBuilder()
        let dictionary = builder.addArray([builder.addString("lonely key")], className: "NSDictionary")
        let archive = builder.build()
        let error = #expect(throws: NIBError.self) { try archive.inlinedPairs(of: dictionary) }
        #expect(error?.reason == "dictionary object \(dictionary) has 1 elements; keys and values come in pairs")
    }

    @Test func geometryCoordinates() {
        #expect(NIBGeometry.coordinates(NIBArchiveBuilder.geometry([1, 2]), count: 2) == [1, 2])
        #expect(NIBGeometry.coordinates(NIBArchiveBuilder.geometry([1, 2]), count: 4) == nil)
        #expect(NIBGeometry.coordinates([0x06, 0, 0, 0xA0, 0x43]) == [320])
        #expect(NIBGeometry.coordinates([0x07, 1, 2]) == nil)
        #expect(NIBGeometry.coordinates(NIBArchiveBuilder.geometry(Array(repeating: 1, count: 16)), count: 16) != nil)
        #expect(NIBGeometry.coordinates(NIBArchiveBuilder.geometry(Array(repeating: 1, count: 17)), count: 17) == nil)
    }

    @Test func nestedArchiveReadsWithOuterOffsets() throws {
        let outer = try NIBArchive(bytes: NIBSampleArchives.floatsAndNested().bytes(), file: "outer.nib")
        let holder = try #require(outer.values.indices.first { outer.keys[outer.values[$0].key] == "archiveData" })
        let nested = try #require(try outer.nestedArchive(inValue: holder))
        #expect(nested == NIBSampleArchives.rootOnly())
        let dataStart = outer.offset(ofValue: holder) + 1 + 1 + 2  // key, type, 2-byte length (303)
        #expect(nested.offset(ofObject: 0) == dataStart + 50)
        #expect(try outer.nestedArchive(inValue: 0) == nil)
    }

    @Test func brokenNestedArchiveNamesTheOuterByte() throws {
        var inner = NIBSampleArchives.rootOnly().bytes()
        inner[10] = 2  // format version 2
        var builder = NIBArchiveBuilder()
        let root = builder.addObject(className: "UINib")
        builder.set(.data(inner), forKey: "archiveData", on: root)
        let outer = try NIBArchive(bytes: builder.build().bytes(), file: "outer.nib")
        let error = #expect(throws: NIBError.self) { try outer.nestedArchive(inValue: 0) }
        #expect(
            error?.description
                == """
                outer.nib: byte \(outer.offset(ofValue: 0) + 4 + 10): in the NIBArchive nested in value 0: format \
                version 2 is not 1, the only NIBArchive format version
                """
        )
    }

    @Test func nestingIsBounded() throws {
        var bytes = NIBSampleArchives.rootOnly().bytes()
        for _ in 0..<(NIBLimits.maximumNestingOfArchives + 1) {
            var builder = NIBArchiveBuilder()
            let root = builder.addObject(className: "UINib")
            builder.set(.data(bytes), forKey: "archiveData", on: root)
            bytes = builder.build().bytes()
        }
        var archive: NIBArchive? = try NIBArchive(bytes: bytes, file: "russian-doll.nib")
        var caught: NIBError?
        do {
            while let current = archive { archive = try current.nestedArchive(inValue: 0) }
        } catch {
            caught = error
        }
        #expect(
            caught?.reason.contains("nested 5 deep; archives may nest at most 4") == true,
            "\(String(describing: caught))")
    }

    @Test func fileReaderChecksTheSizeFirst() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nib-file-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let good = folder.appendingPathComponent("good.nib")
        try Data(NIBSampleArchives.cell().bytes()).write(to: good)
        #expect(try NIBFile.read(good.path) == NIBSampleArchives.cell())
        let big = folder.appendingPathComponent("big.nib")
        _ = FileManager.default.createFile(atPath: big.path, contents: nil)
        let handle = try FileHandle(forWritingTo: big)
        try handle.truncate(atOffset: 50_000_000)  // sparse: costs no disk
        try handle.close()
        let error = #expect(throws: NIBError.self) { try NIBFile.read(big.path) }
        #expect(
            error?.description
                == """
                \(big.path): byte 16777216: the file has 50000000 bytes; archives may have at most 16777216 (16 \
                MiB)
                """
        )
        #expect(throws: NIBError.self) { try NIBFile.read(folder.path) }
    }
}
