/// The writer behind `NIBArchive.bytes()`: the layout of Apple's `UIWriteArchiveToData` and of every
/// surveyed ibtool nib (research/nib-format.md 1.2, 7.1): the header, then objects, keys, values and
/// class names back to back from byte 50, no trailing bytes.
enum NIBWriter {
    static func bytes(of archive: NIBArchive) -> [UInt8] {
        var objects: [UInt8] = [], keys: [UInt8] = [], values: [UInt8] = [], classes: [UInt8] = []
        for object in archive.objects { append(object, to: &objects) }
        for key in archive.keys { append(key, to: &keys) }
        for value in archive.values { append(value, to: &values) }
        for entry in archive.classes { append(entry, to: &classes) }

        var file = Array("NIBArchive".utf8)
        var offset = NIBReader.headerSize
        appendU32(archive.formatVersion, to: &file)
        appendU32(archive.coderVersion, to: &file)
        for (count, table) in [
            (archive.objects.count, objects), (archive.keys.count, keys),
            (archive.values.count, values), (archive.classes.count, classes),
        ] {
            appendU32(UInt32(count), to: &file)
            appendU32(UInt32(offset), to: &file)
            offset += table.count
        }
        file.reserveCapacity(offset)
        file += objects + keys + values + classes
        return file
    }

    static func append(_ object: NIBObject, to bytes: inout [UInt8]) {
        appendVarint(object.classIndex, to: &bytes)
        appendVarint(object.valueStart, to: &bytes)
        appendVarint(object.valueCount, to: &bytes)
    }

    /// Keys carry no NUL (1.4).
    static func append(_ key: String, to bytes: inout [UInt8]) {
        appendVarint(key.utf8.count, to: &bytes)
        bytes += key.utf8
    }

    static func append(_ entry: NIBKeyedValue, to bytes: inout [UInt8]) {
        appendVarint(entry.key, to: &bytes)
        bytes.append(entry.value.typeByte)
        switch entry.value {
        case .int8(let number): bytes.append(UInt8(bitPattern: number))
        case .int16(let number): appendLittleEndian(UInt64(UInt16(bitPattern: number)), 2, to: &bytes)
        case .int32(let number): appendLittleEndian(UInt64(UInt32(bitPattern: number)), 4, to: &bytes)
        case .int64(let number): appendLittleEndian(UInt64(bitPattern: number), 8, to: &bytes)
        case .float(let number): appendLittleEndian(UInt64(number.bitPattern), 4, to: &bytes)
        case .double(let number): appendLittleEndian(number.bitPattern, 8, to: &bytes)
        case .data(let data):
            appendVarint(data.count, to: &bytes)
            bytes += data
        case .object(let index): appendU32(UInt32(index), to: &bytes)
        case .bool, .null: break
        }
    }

    /// Class names: the length counts the trailing NUL; fallbacks are u32 indices (1.4).
    static func append(_ entry: NIBClass, to bytes: inout [UInt8]) {
        appendVarint(entry.name.utf8.count + 1, to: &bytes)
        appendVarint(entry.fallbackClasses.count, to: &bytes)
        for fallback in entry.fallbackClasses { appendU32(UInt32(fallback), to: &bytes) }
        bytes += entry.name.utf8
        bytes.append(0)
    }

    /// 7-bit groups, least significant first, the high bit set on the last byte only (1.3).
    static func appendVarint(_ value: Int, to bytes: inout [UInt8]) {
        var rest = UInt64(value)
        while rest >= 0x80 {
            bytes.append(UInt8(rest & 0x7F))
            rest >>= 7
        }
        bytes.append(UInt8(rest) | 0x80)
    }

    static func appendU32(_ value: UInt32, to bytes: inout [UInt8]) {
        appendLittleEndian(UInt64(value), 4, to: &bytes)
    }

    static func appendLittleEndian(_ value: UInt64, _ count: Int, to bytes: inout [UInt8]) {
        for shift in 0..<count { bytes.append(UInt8(truncatingIfNeeded: value >> (8 * shift))) }
    }

    /// How many bytes a varint of `value` takes.
    static func varintSize(_ value: Int) -> Int {
        var size = 1, rest = value >> 7
        while rest > 0 { size += 1; rest >>= 7 }
        return size
    }
}

extension NIBArchive {
    /// The byte offset of object `index` in the file it was read from (or that `bytes()` writes).
    public func offset(ofObject index: Int) -> Int {
        let start = origin?.objectsOffset ?? NIBReader.headerSize
        return objects[..<index].reduce(start) { total, object in
            total + NIBWriter.varintSize(object.classIndex) + NIBWriter.varintSize(object.valueStart)
                + NIBWriter.varintSize(object.valueCount)
        }
    }

    /// The byte offset of value `index` in the file it was read from (or that `bytes()` writes).
    public func offset(ofValue index: Int) -> Int {
        let start = origin?.valuesOffset ?? (NIBReader.headerSize + objectsSize + keysSize)
        return values[..<index].reduce(start) { $0 + NIBArchive.size(of: $1) }
    }

    /// The file name to put in messages about this archive.
    public var fileName: String { origin?.file ?? "nib" }

    /// A one-line error about value `index`, for checks made after reading (the coding layer's too).
    public func error(atValue index: Int, _ reason: String) -> NIBError {
        NIBError(file: fileName, offset: offset(ofValue: index), reason: reason)
    }

    /// A one-line error about object `index`.
    public func error(atObject index: Int, _ reason: String) -> NIBError {
        NIBError(file: fileName, offset: offset(ofObject: index), reason: reason)
    }

    private var objectsSize: Int { offset(ofObject: objects.count) - NIBReader.headerSize }
    private var keysSize: Int { keys.reduce(0) { $0 + NIBWriter.varintSize($1.utf8.count) + $1.utf8.count } }

    static func size(of entry: NIBKeyedValue) -> Int {
        let payload =
            switch entry.value {
            case .int8: 1
            case .int16: 2
            case .int32, .float, .object: 4
            case .int64, .double: 8
            case .data(let data): NIBWriter.varintSize(data.count) + data.count
            case .bool, .null: 0
            }
        return NIBWriter.varintSize(entry.key) + 1 + payload
    }
}
