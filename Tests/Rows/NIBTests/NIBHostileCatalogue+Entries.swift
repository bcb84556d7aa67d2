@testable import NIB

/// Hostile entries: varints, types, indices, names, fallbacks, data lengths.
extension NIBHostileCatalogue {
    static var entryCases: [HostileNib] {
        let keysAt = raw.offset(1), classesAt = raw.offset(3)
        let firstKeyLength = cell.keys[0].utf8.count
        let lastObject = cell.objects.count - 1
        let lastObjectAt = cell.offset(ofObject: lastObject)
        let firstClass = NIBRawNib.classEntry("NSObject")
        var cases = [
            HostileNib(
                file: "overlong-varint.nib", bytes: oneObject([0, 0, 0, 0, 0, 0x80, 0x80, 0x80]), offset: 50,
                fragment: "the class index of object 0 is an over-long varint"),
            HostileNib(
                file: "varint-33-bits.nib", bytes: oneObject([0x7F, 0x7F, 0x7F, 0x7F, 0x9F, 0x80, 0x80]), offset: 50,
                fragment: "the class index of object 0 is a varint of 8589934591, more than 32 bits"),
            HostileNib(
                file: "padded-varint.nib", bytes: oneObject([0x00, 0x80, 0x80, 0x80]), offset: 50,
                fragment: "the class index of object 0 is a varint padded with a zero group"),
            HostileNib(
                file: "unknown-type-byte.nib", bytes: patched(good, at: typeOffset(0), [0x0B]), offset: typeOffset(0),
                fragment: "value 0 has type byte 0x0b, which is no NIBArchive type"),
            HostileNib(
                file: "type-byte-high-bit.nib", bytes: patched(good, at: typeOffset(1), [0x85]), offset: typeOffset(1),
                fragment: "value 1 has type byte 0x85"),
            HostileNib(
                file: "object-reference-out-of-range.nib", bytes: patched(good, at: typeOffset(0) + 1, u32(99)),
                offset: typeOffset(0) + 1,
                fragment: "value 0 refers to object 99, but the archive has \(cell.objects.count) objects"),
            HostileNib(
                file: "class-index-out-of-range.nib", bytes: patched(good, at: cell.offset(ofObject: 1), [0xFF]),
                offset: cell.offset(ofObject: 1),
                fragment: "object 1 has class index 127, but the archive has \(cell.classes.count) class names"),
            HostileNib(
                file: "key-index-out-of-range.nib", bytes: patched(good, at: cell.offset(ofValue: 0), [0xFF]),
                offset: cell.offset(ofValue: 0),
                fragment: "value 0 has key index 127, but the archive has \(cell.keys.count) keys"),
            HostileNib(
                file: "value-range-out-of-range.nib", bytes: patched(good, at: lastObjectAt + 2, [0xFF]),
                offset: lastObjectAt,
                fragment:
                    """
                    object \(lastObject) owns values \(cell.objects[lastObject].valueStart) to \
                    \(cell.objects[lastObject].valueStart + 126), but the archive has \(cell.values.count) values
                    """
            ),
            HostileNib(
                file: "value-in-two-objects.nib", bytes: patched(good, at: cell.offset(ofObject: 1) + 1, [0x80]),
                offset: cell.offset(ofObject: 1),
                fragment: "object 1 owns value 0, which object 0 owns too; each value belongs to one object"),
            HostileNib(
                file: "orphan-values.nib", bytes: patched(good, at: lastObjectAt + 2, [0x80]),
                offset: cell.offset(ofValue: cell.values.count - 1),
                fragment: "value \(cell.values.count - 1) belongs to no object"),
            HostileNib(
                file: "key-invalid-utf8.nib", bytes: patched(good, at: keysAt + 1 + 3, [0xFF]), offset: keysAt + 4,
                fragment: "key 0 is not valid UTF-8 (byte 0xff)"),
            HostileNib(
                file: "key-with-nul.nib", bytes: patched(good, at: keysAt + firstKeyLength, [0]),
                offset: keysAt + firstKeyLength,
                fragment: "key 0 contains a NUL byte"),
            // "NSObject": its length and fallback count take a byte each, then 'N', 'S', 'O'.
            HostileNib(
                file: "class-name-invalid-utf8.nib", bytes: patched(good, at: classesAt + 4, [0xC3]),
                offset: classesAt + 4,
                fragment: "the name of class 0 is not valid UTF-8 (byte 0xc3)"),
            HostileNib(
                file: "class-name-no-nul.nib", bytes: patched(good, at: classesAt + 10, Array("X".utf8)),
                offset: classesAt + 10,
                fragment: "the name of class 0 does not end with a NUL byte"),
            HostileNib(
                file: "class-name-interior-nul.nib", bytes: patched(good, at: classesAt + 4, [0]),
                offset: classesAt + 4,
                fragment: "the name of class 0 has a NUL byte before its end"),
            HostileNib(
                file: "class-name-length-zero.nib", bytes: patched(good, at: classesAt, [0x80]), offset: classesAt,
                fragment: "class 0 has name length 0"),
        ]
        cases += [
            HostileNib(
                file: "empty-key.nib", bytes: keys([0x80, 0x83] + Array("abc".utf8), count: 2), offset: 50,
                fragment: "key 0 is empty"),
            HostileNib(
                file: "duplicate-key.nib", bytes: keys([0x81, 0x6B, 0x81, 0x6B], count: 2), offset: 52,
                fragment: "key 1 \"k\" repeats key 0; each key is stored once"),
            HostileNib(
                file: "fallback-out-of-range.nib", bytes: classes(NIBRawNib.classEntry("UIColor", fallbacks: [7])),
                offset: 50 + firstClass.count + 2,
                fragment: "fallback 0 of class 1 is class 7, but the archive has 2 class names"),
            HostileNib(
                file: "fallback-to-itself.nib", bytes: classes(NIBRawNib.classEntry("UIColor", fallbacks: [1])),
                offset: 50 + firstClass.count + 2,
                fragment: "fallback 0 of class 1 is itself"),
            HostileNib(
                file: "fallback-count-huge.nib",
                bytes: classes([0x88] + NIBRawNib.varint(100_000) + Array("UIColor".utf8) + [0]),
                offset: 50 + firstClass.count + 1,
                fragment: "class 1 claims 100000 fallback classes, more than the"),
        ]
        // One object whose only value is data of 3 bytes; its length then claims 127.
        var data = NIBRawNib()
        data.tables = [
            [0x80, 0x80, 0x81], [0x81, 0x6B], [0x80, 0x08, 0xFF, 1, 2, 3], NIBRawNib.classEntry("NSObject"),
        ]
        data.counts = [1, 1, 1, 1]
        cases.append(
            HostileNib(
                file: "data-length-past-table.nib", bytes: data.bytes(), offset: data.offset(2) + 3,
                fragment: "the data of value 0 (127 bytes) is cut short by the start of the class name table"))
        data.order = [0, 1, 3, 2]
        cases.append(
            HostileNib(
                file: "data-length-past-file.nib", bytes: data.bytes(), offset: data.offset(2) + 3,
                fragment: "the data of value 0 (127 bytes) is cut short by the end of the file"))
        return cases
    }

    /// An archive with only a keys table (no values use it).
    static func keys(_ table: [UInt8], count: Int) -> [UInt8] {
        var nib = NIBRawNib()
        nib.tables[1] = table
        nib.counts[1] = count
        return nib.bytes()
    }

    /// An archive with only a class table: NSObject, then `second`.
    static func classes(_ second: [UInt8]) -> [UInt8] {
        var nib = NIBRawNib()
        nib.tables[3] = NIBRawNib.classEntry("NSObject") + second
        nib.counts[3] = 2
        return nib.bytes()
    }
}
