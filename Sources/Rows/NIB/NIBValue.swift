/// A value's payload, typed as the NIBArchive value table types it.
///
/// The type bytes are those of Apple's decoder (research/nib-format.md 1.5 and 7.5): 4 is false and 5 is
/// true, as the decompiled `-[UINibDecoder decodeBoolForKey:]` and every surveyed ibtool nib show; the
/// nibsqueeze description and the readers copied from it label them the other way round.
public enum NIBValue: Equatable, Sendable {
    case int8(Int8)  // 0
    case int16(Int16)  // 1
    case int32(Int32)  // 2
    case int64(Int64)  // 3
    case bool(Bool)  // 4 = false, 5 = true
    case float(Float)  // 6
    case double(Double)  // 7
    case data([UInt8])  // 8: varint length, then the bytes
    case null  // 9
    case object(Int)  // 10: index into objects (u32 little-endian on disk, not a varint)

    /// The byte that precedes the payload on disk.
    public var typeByte: UInt8 {
        switch self {
        case .int8: 0
        case .int16: 1
        case .int32: 2
        case .int64: 3
        case .bool(let flag): flag ? 5 : 4
        case .float: 6
        case .double: 7
        case .data: 8
        case .null: 9
        case .object: 10
        }
    }

    /// The name the dump prints for the type.
    public var typeName: String {
        switch self {
        case .int8: "int8"
        case .int16: "int16"
        case .int32: "int32"
        case .int64: "int64"
        case .bool(let flag): flag ? "true" : "false"
        case .float: "float"
        case .double: "double"
        case .data: "data"
        case .null: "nil"
        case .object: "object"
        }
    }

    /// Equal when the file would hold the same bytes: floating-point payloads compare by bit pattern, so
    /// an archive holding NaN equals itself and a written archive reads back equal.
    public static func == (lhs: NIBValue, rhs: NIBValue) -> Bool {
        switch (lhs, rhs) {
        case (.int8(let a), .int8(let b)): a == b
        case (.int16(let a), .int16(let b)): a == b
        case (.int32(let a), .int32(let b)): a == b
        case (.int64(let a), .int64(let b)): a == b
        case (.bool(let a), .bool(let b)): a == b
        case (.float(let a), .float(let b)): a.bitPattern == b.bitPattern
        case (.double(let a), .double(let b)): a.bitPattern == b.bitPattern
        case (.data(let a), .data(let b)): a == b
        case (.null, .null): true
        case (.object(let a), .object(let b)): a == b
        default: false
        }
    }

    /// An integer as Apple's encoder stores it: the narrowest width by unsigned magnitude, so a negative
    /// number becomes an int64 (research/nib-format.md 1.5, `nibValueForInteger:`).
    public static func integer(_ number: Int64) -> NIBValue {
        let magnitude = UInt64(bitPattern: number)
        if magnitude <= 0x7F { return .int8(Int8(number)) }
        if magnitude <= 0x7FFF { return .int16(Int16(number)) }
        if magnitude <= 0x7FFF_FFFF { return .int32(Int32(number)) }
        return .int64(number)
    }
}

/// One entry of the value table: which key it is stored under, and its payload.
public struct NIBKeyedValue: Equatable, Sendable {
    /// Index into the archive's keys.
    public var key: Int
    public var value: NIBValue

    public init(key: Int, value: NIBValue) {
        self.key = key
        self.value = value
    }
}
