/// Reads the entries of each table and checks every index they hold against the header's counts
/// (research/nib-format.md 1.4, 1.5; Apple's decoder checks the same in `validateAndIndex…`).
struct NIBTableReader {
    let header: NIBHeader

    /// Three varints each: class index, first value, value count. Every surveyed nib has each value in
    /// exactly one object (7.1), so two objects may not share a value. (Apple also writes them in object
    /// order, which is not required: nothing in the decoder depends on it.)
    func objects(_ cursor: inout NIBCursor) throws(NIBError) -> [NIBObject] {
        let classCount = header.count(.classes), valueCount = header.count(.values)
        var objects: [NIBObject] = []
        objects.reserveCapacity(header.count(.objects))
        // The owner of each value; the count is at most NIBLimits.maximumEntries, so this is bounded.
        var owners = [Int32](repeating: -1, count: valueCount)
        for index in 0..<header.count(.objects) {
            let start = cursor.position
            let classIndex = try cursor.varint("the class index of object \(index)")
            guard classIndex < classCount else {
                throw cursor.error(
                    start,
                    "object \(index) has class index \(classIndex), but the archive has \(classCount) class names")
            }
            let first = try cursor.varint("the first value index of object \(index)")
            let count = try cursor.varint("the value count of object \(index)")
            guard first + count <= valueCount else {
                throw cursor.error(
                    start,
                    """
                    object \(index) owns values \(first) to \(first + count - 1), but the archive has \
                    \(valueCount) values
                    """
                )
            }
            for value in first..<(first + count) {
                guard owners[value] < 0 else {
                    throw cursor.error(
                        start,
                        """
                        object \(index) owns value \(value), which object \(owners[value]) owns too; each value \
                        belongs to one object
                        """
                    )
                }
                owners[value] = Int32(index)
            }
            objects.append(NIBObject(classIndex: classIndex, valueStart: first, valueCount: count))
        }
        return objects
    }

    /// A varint length, then that many bytes of UTF-8 without a terminating NUL (1.4).
    func keys(_ cursor: inout NIBCursor) throws(NIBError) -> [String] {
        var keys: [String] = []
        keys.reserveCapacity(header.count(.keys))
        var seen: [String: Int] = [:]
        for index in 0..<header.count(.keys) {
            let start = cursor.position
            let length = try cursor.varint("the length of key \(index)")
            guard length > 0 else { throw cursor.error(start, "key \(index) is empty") }
            let text = try cursor.fixed(length, "key \(index) (\(length) bytes)")
            if let zero = text.firstIndex(of: 0) {
                throw cursor.error(
                    zero,
                    """
                    key \(index) contains a NUL byte; Apple's keys have none and its decoder would not match such \
                    a key
                    """
                )
            }
            let key = try cursor.utf8String(text, "key \(index)")
            if let earlier = seen[key] {
                throw cursor.error(
                    start, "key \(index) \(key.quotedForMessage) repeats key \(earlier); each key is stored once")
            }
            seen[key] = index
            keys.append(key)
        }
        return keys
    }

    /// A varint key index, a type byte, then the payload the type calls for (1.5).
    func values(_ cursor: inout NIBCursor) throws(NIBError) -> [NIBKeyedValue] {
        let keyCount = header.count(.keys), objectCount = header.count(.objects)
        var values: [NIBKeyedValue] = []
        values.reserveCapacity(header.count(.values))
        for index in 0..<header.count(.values) {
            let start = cursor.position
            let key = try cursor.varint("the key index of value \(index)")
            guard key < keyCount else {
                throw cursor.error(start, "value \(index) has key index \(key), but the archive has \(keyCount) keys")
            }
            let typeOffset = cursor.position
            let type = try cursor.byte("the type of value \(index)")
            func what() -> String { "the payload of value \(index)" }  // built only for an error
            let value: NIBValue
            switch type {
            case 0: value = .int8(Int8(bitPattern: try cursor.byte(what())))
            case 1: value = .int16(Int16(bitPattern: UInt16(truncatingIfNeeded: try cursor.littleEndian(2, what()))))
            case 2: value = .int32(Int32(bitPattern: UInt32(truncatingIfNeeded: try cursor.littleEndian(4, what()))))
            case 3: value = .int64(Int64(bitPattern: try cursor.littleEndian(8, what())))
            case 4: value = .bool(false)
            case 5: value = .bool(true)
            case 6: value = .float(Float(bitPattern: UInt32(truncatingIfNeeded: try cursor.littleEndian(4, what()))))
            case 7: value = .double(Double(bitPattern: try cursor.littleEndian(8, what())))
            case 8:
                let length = try cursor.varint("the data length of value \(index)")
                value = .data(Array(try cursor.fixed(length, "the data of value \(index) (\(length) bytes)")))
            case 9: value = .null
            case 10:
                let referenceOffset = cursor.position
                let object = Int(try cursor.u32("the object reference of value \(index)"))
                guard object < objectCount else {
                    throw cursor.error(
                        referenceOffset,
                        "value \(index) refers to object \(object), but the archive has \(objectCount) objects")
                }
                value = .object(object)
            default:
                throw cursor.error(
                    typeOffset, "value \(index) has type byte 0x\(hex(type)), which is no NIBArchive type (0 to 10)")
            }
            values.append(NIBKeyedValue(key: key, value: value))
        }
        return values
    }

    /// A varint length counting the NUL, a varint fallback count, that many u32 class indices, then the
    /// name and its NUL (1.4). Apple refuses a length of 0 or a last byte that is not NUL.
    func classes(_ cursor: inout NIBCursor) throws(NIBError) -> [NIBClass] {
        let classCount = header.count(.classes)
        var classes: [NIBClass] = []
        classes.reserveCapacity(classCount)
        for index in 0..<classCount {
            let start = cursor.position
            let length = try cursor.varint("the name length of class \(index)")
            guard length > 1 else {
                throw cursor.error(
                    start,
                    """
                    class \(index) has name length \(length); the length counts a name of at least one byte and \
                    its NUL
                    """
                )
            }
            let countOffset = cursor.position
            let fallbackCount = try cursor.varint("the fallback count of class \(index)")
            guard fallbackCount <= (cursor.limit - cursor.position) / 4 else {
                throw cursor.error(
                    countOffset,
                    """
                    class \(index) claims \(fallbackCount) fallback classes, more than the \
                    \(cursor.limit - cursor.position) bytes before \(cursor.limitName) can hold
                    """
                )
            }
            var fallbacks: [Int] = []
            for fallback in 0..<fallbackCount {
                let offset = cursor.position
                let target = Int(Int32(bitPattern: try cursor.u32("fallback \(fallback) of class \(index)")))
                guard (0..<classCount).contains(target), target != index else {
                    let why =
                        target == index ? "itself" : "class \(target), but the archive has \(classCount) class names"
                    throw cursor.error(offset, "fallback \(fallback) of class \(index) is \(why)")
                }
                fallbacks.append(target)
            }
            let text = try cursor.fixed(length, "the \(length)-byte name of class \(index)")
            guard text.last == 0 else {
                throw cursor.error(text.endIndex - 1, "the name of class \(index) does not end with a NUL byte")
            }
            if let zero = text.dropLast().firstIndex(of: 0) {
                throw cursor.error(zero, "the name of class \(index) has a NUL byte before its end")
            }
            let name = try cursor.utf8String(text.dropLast(), "the name of class \(index)")
            classes.append(NIBClass(name: name, fallbackClasses: fallbacks))
        }
        return classes
    }
}

extension NIBCursor {
    /// A little-endian integer of `count` bytes.
    mutating func littleEndian(_ count: Int, _ what: @autoclosure () -> String) throws(NIBError) -> UInt64 {
        try fixed(count, what()).reversed().reduce(0) { $0 << 8 | UInt64($1) }
    }
}
