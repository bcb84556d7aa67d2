@testable import NIB
import Testing

/// The reader and writer against byte vectors laid out by hand from research/nib-format.md, and against
/// each other.
@Suite struct NIBArchiveTests {
    @Test func readsNibsqueezesEmptyArchive() throws {
        let archive = try NIBArchive(bytes: NIBSampleArchives.emptyBytes, file: "empty.nib")
        #expect(archive == NIBArchive(coderVersion: 9))
        #expect(archive.bytes() == NIBSampleArchives.emptyBytes)
    }

    @Test func readsAndWritesAHandBuiltArchive() throws {
        let archive = try NIBArchive(bytes: NIBSampleArchives.oneObjectBytes)
        let expected = NIBArchive(
            objects: [NIBObject(classIndex: 0, valueStart: 0, valueCount: 1)], keys: ["k"],
            values: [NIBKeyedValue(key: 0, value: .bool(true))], classes: [NIBClass(name: "NSObject")])
        #expect(archive == expected)
        #expect(expected.bytes() == NIBSampleArchives.oneObjectBytes)
        #expect(archive.offset(ofValue: 0) == 55 && archive.offset(ofObject: 0) == 50)
    }

    /// Type 4 is false and 5 is true (1.5, 7.5), whatever nibsqueeze's labels say.
    @Test func booleanTypeBytes() throws {
        var bytes = NIBSampleArchives.oneObjectBytes
        bytes[56] = 4
        #expect(try NIBArchive(bytes: bytes).values[0].value == .bool(false))
        #expect(NIBValue.bool(true).typeByte == 5 && NIBValue.bool(false).typeByte == 4)
    }

    @Test func everyValueTypeRoundTrips() throws {
        let archive = NIBSampleArchives.cell()
        let bytes = archive.bytes()
        let read = try NIBArchive(bytes: bytes, file: "cell.nib")
        #expect(read == archive)
        #expect(read.bytes() == bytes)
        #expect(
            read.origin
                == NIBOrigin(
                    file: "cell.nib", objectsOffset: 50, keysOffset: read.origin!.keysOffset,
                    valuesOffset: read.origin!.valuesOffset, classesOffset: read.origin!.classesOffset))
        let types = Set(read.values.map(\.value.typeByte))
        #expect(types == Set(0...10), "the sample must exercise every type byte")
    }

    /// Every value's computed offset is where the writer put it: the value table re-read from there.
    @Test func valueOffsetsMatchTheWrittenFile() throws {
        let archive = NIBSampleArchives.cell()
        let bytes = archive.bytes()
        for index in archive.values.indices {
            var cursor = NIBCursor(
                bytes: bytes, file: "x", position: archive.offset(ofValue: index), limit: bytes.count, limitName: "end")
            #expect(try cursor.varint("key") == archive.values[index].key)
            #expect(try cursor.byte("type") == archive.values[index].value.typeByte)
        }
    }

    /// Apple's decoder follows the offsets (1.2); WinObjC writes classes, keys, values, objects.
    @Test func tablesInAnotherOrderAreRead() throws {
        let archive = NIBSampleArchives.cell()
        var tables: [[UInt8]] = [[], [], [], []]
        for object in archive.objects { NIBWriter.append(object, to: &tables[0]) }
        for key in archive.keys { NIBWriter.append(key, to: &tables[1]) }
        for value in archive.values { NIBWriter.append(value, to: &tables[2]) }
        for entry in archive.classes { NIBWriter.append(entry, to: &tables[3]) }
        var bytes = Array(archive.bytes()[0..<50])
        var offset = 50
        for table in [3, 1, 2, 0] {
            let field = 22 + 8 * table
            for shift in 0..<4 { bytes[field + shift] = UInt8(truncatingIfNeeded: offset >> (8 * shift)) }
            offset += tables[table].count
        }
        bytes += tables[3] + tables[1] + tables[2] + tables[0]
        let read = try NIBArchive(bytes: bytes)
        #expect(read == archive)
        #expect(read.offset(ofObject: 1) == bytes.count - tables[0].count + 3)
    }

    /// The class table lists classes by first object; fallback-only classes come last, so the fallback
    /// index points forward (7.3).
    @Test func builderOrdersClassesAsIbtool() {
        var builder = NIBArchiveBuilder()
        _ = builder.addObject(className: "NSObject")
        _ = builder.addObject(className: "UITableViewCellContentView", fallbackClassNames: ["UIView"])
        _ = builder.addObject(className: "UIColor", fallbackClassNames: ["NSColor"])
        _ = builder.addObject(className: "UIView")
        let archive = builder.build()
        #expect(
            archive.classes.map(\.name) == ["NSObject", "UITableViewCellContentView", "UIColor", "UIView", "NSColor"])
        #expect(archive.classes[1].fallbackClasses == [3] && archive.classes[2].fallbackClasses == [4])
        #expect(archive.objects.map(\.classIndex) == [0, 1, 2, 3])
    }

    @Test func builderUniquesStringsAndGroupsValues() {
        var builder = NIBArchiveBuilder()
        let root = builder.addObject(className: "NSObject")
        let first = builder.addString("same")
        builder.set(.object(first), forKey: "a", on: root)
        #expect(builder.addString("same") == first)
        builder.set(.int8(1), forKey: "b", on: root)
        let archive = builder.build()
        #expect(
            archive.objects == [
                NIBObject(classIndex: 0, valueStart: 0, valueCount: 2),
                NIBObject(classIndex: 1, valueStart: 2, valueCount: 1),
            ])
        // Keys by first use (the string's NS.bytes came first); values grouped by object.
        #expect(archive.keys == ["NS.bytes", "a", "b"])
        #expect(archive.values.map(\.key) == [1, 2, 0])
    }

    @Test func integersTakeApplesWidths() {
        #expect(NIBValue.integer(127) == .int8(127))
        #expect(NIBValue.integer(128) == .int16(128))
        #expect(NIBValue.integer(0x7FFF_FFFF) == .int32(0x7FFF_FFFF))
        #expect(NIBValue.integer(0x8000_0000) == .int64(0x8000_0000))
        #expect(NIBValue.integer(-1) == .int64(-1))
    }

    @Test func geometryIsTypeSevenAndDoubles() {
        #expect(NIBArchiveBuilder.geometry([1]) == .data([7, 0, 0, 0, 0, 0, 0, 0xF0, 0x3F]))
    }
}
