/// Reads the fields of one table from the file's bytes, never past the table's end.
///
/// Hand-written rather than a general binary reader because every read needs the table's own limit and
/// a message naming the field; each failure is a `NIBError` at the byte where the field starts.
struct NIBCursor {
    let bytes: [UInt8]
    let file: String
    /// The next byte to read.
    var position: Int
    /// The first byte the table may not use.
    let limit: Int
    /// What lies at `limit`, for messages: "the end of the file", "the start of the keys table".
    let limitName: String

    func error(_ offset: Int, _ reason: String) -> NIBError {
        NIBError(file: file, offset: offset, reason: reason)
    }

    private func cutShort(_ start: Int, _ what: String) -> NIBError {
        error(start, "\(what) is cut short by \(limitName) at byte \(limit)")
    }

    mutating func byte(_ what: @autoclosure () -> String) throws(NIBError) -> UInt8 {
        guard position < limit else { throw cutShort(position, what()) }
        defer { position += 1 }
        return bytes[position]
    }

    /// A little-endian u32 (object references and fallback indices are fixed width, 1.4 and 1.5).
    mutating func u32(_ what: @autoclosure () -> String) throws(NIBError) -> UInt32 {
        try fixed(4, what()).reversed().reduce(0) { $0 << 8 | UInt32($1) }
    }

    /// `count` bytes as they are.
    mutating func fixed(_ count: Int, _ what: @autoclosure () -> String) throws(NIBError) -> ArraySlice<UInt8> {
        guard count <= limit - position else { throw cutShort(position, what()) }
        defer { position += count }
        return bytes[position..<(position + count)]
    }

    /// A varint: 7-bit groups, least significant first, the high bit marking the LAST byte (the inverse
    /// of LEB128; research/nib-format.md 1.3). Apple reads at most 5 bytes, 32 bits; its writer never
    /// pads with zero groups, and the reader refuses padding so every entry's size follows from its value.
    mutating func varint(_ what: @autoclosure () -> String) throws(NIBError) -> Int {
        let start = position
        var value = 0
        for group in 0..<5 {
            guard position < limit else {
                throw error(
                    start,
                    """
                    \(what()) is an unterminated varint: \(limitName) at byte \(limit) comes before its last byte \
                    (high bit set)
                    """
                )
            }
            let byte = bytes[position]
            position += 1
            value |= Int(byte & 0x7F) << (7 * group)
            guard byte & 0x80 != 0 else { continue }
            if group > 0 && byte & 0x7F == 0 {
                throw error(start, "\(what()) is a varint padded with a zero group; Apple's writer never pads")
            }
            if value > Int(UInt32.max) {
                throw error(start, "\(what()) is a varint of \(value), more than 32 bits")
            }
            return value
        }
        throw error(
            start, "\(what()) is an over-long varint: none of its first 5 bytes has the high bit that marks the last")
    }

    /// Bytes that must be UTF-8; the error names the first byte that is not.
    func utf8String(_ slice: ArraySlice<UInt8>, _ what: @autoclosure () -> String) throws(NIBError) -> String {
        if let text = String(validating: slice, as: UTF8.self) { return text }
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = slice.makeIterator()
        var offset = slice.startIndex
        while case .valid(let scalar) = parser.parseScalar(from: &iterator) { offset += scalar.count }
        throw error(offset, "\(what()) is not valid UTF-8 (byte 0x\(hex(bytes[offset])))")
    }
}

/// Two hexadecimal digits.
func hex(_ byte: UInt8) -> String {
    let digits = Array("0123456789abcdef")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
}
