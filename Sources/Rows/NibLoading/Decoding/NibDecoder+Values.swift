import NIB
import Typesetting
import Views

/// The typed keyed reads, as `NSCoder`'s `decodeBool(forKey:)`, `decodeInteger(forKey:)`,
/// `decodeDouble(forKey:)`, `decodeCGRect(forKey:)`, `decodeObject(forKey:)`.
///
/// Each returns nil when the object has no such key, so a class keeps its own default; a value of the
/// wrong type is an error naming the key (UIKit would read a zero, which hides a broken nib).
extension NibDecoder {
    private func wrongType(_ key: StaticString, _ value: NIBValue, expected: String) -> NibLoadingError {
        error("key '\(key)' holds \(describe(value)), not \(expected)")
    }

    private func describe(_ value: NIBValue) -> String {
        switch value {
        case .int8, .int16, .int32, .int64: "an integer"
        case .bool: "a boolean"
        case .float: "a float"
        case .double: "a double"
        case .data: "data"
        case .null: "nil"
        case .object: "an object reference"
        }
    }

    /// A boolean, or an integer 0 or 1 of any width, as ibtool writes some flags and as
    /// `decodeBoolForKey:` reads them.
    public func decodeBool(forKey key: StaticString) throws -> Bool? {
        guard let value = value(forKey: key) else { return nil }
        switch value {
        case .bool(let flag): return flag
        case .int8, .int16, .int32, .int64:
            switch Self.signedInteger(value) {
            case 0: return false
            case 1: return true
            default:
                throw wrongType(key, value, expected: "a boolean (an integer is read as one only when it is 0 or 1)")
            }
        default: throw wrongType(key, value, expected: "a boolean")
        }
    }

    /// An integer of any width, sign-extended (a number ibtool writes as `int16` 750 is 750, an `int8`
    /// -1 is -1), for reads of a number rather than of bits.
    static func signedInteger(_ value: NIBValue) -> Int? {
        switch value {
        case .int8(let number): Int(number)
        case .int16(let number): Int(number)
        case .int32(let number): Int(number)
        case .int64(let number): Int(number)
        default: nil
        }
    }

    /// Integers of any width; 8-, 16- and 32-bit ones zero-extended, as UIKit reads them; a float or
    /// double that holds a whole number is read as that number.
    public func decodeInteger(forKey key: StaticString) throws -> Int? {
        guard let value = value(forKey: key) else { return nil }
        switch value {
        case .int8(let number): return Int(UInt8(bitPattern: number))
        case .int16(let number): return Int(UInt16(bitPattern: number))
        case .int32(let number): return Int(UInt32(bitPattern: number))
        case .int64(let number): return Int(number)
        case .bool(let flag): return flag ? 1 : 0
        case .float(let number) where number.rounded() == number && abs(number) <= 1e15: return Int(number)
        case .double(let number) where number.rounded() == number && abs(number) <= 1e15: return Int(number)
        default: throw wrongType(key, value, expected: "an integer")
        }
    }

    /// A double, float or integer of any width (signed), as `decodeDoubleForKey:` accepts them: ibtool
    /// writes a constraint's `NSPriority` as `int16`.
    public func decodeDouble(forKey key: StaticString) throws -> Double? {
        guard let value = value(forKey: key) else { return nil }
        switch value {
        case .double(let number): return number
        case .float(let number): return Double(number)
        case .int8, .int16, .int32, .int64: return Double(Self.signedInteger(value)!)
        default: throw wrongType(key, value, expected: "a double")
        }
    }

    public func decodeFloat(forKey key: StaticString) throws -> Float? {
        guard let value = value(forKey: key) else { return nil }
        switch value {
        case .float(let number): return number
        case .double(let number): return Float(number)
        case .int8, .int16, .int32, .int64: return Float(Self.signedInteger(value)!)
        default: throw wrongType(key, value, expected: "a float")
        }
    }

    /// The largest coordinate or size, in points, a frame, point, size or inset may have: far beyond
    /// any screen, and the same bound the XIB reader sets (templates/README.md). A label at x = 1e308
    /// is a damaged or hostile nib, refused in one line, not a frame to print.
    public static let maximumGeometry = 1e6

    /// `count` CGFloats stored as data: `0x07` then little-endian doubles, or `0x06` then floats; each finite.
    public func decodeDoubles(forKey key: StaticString, count: Int) throws -> [Double]? {
        guard let value = value(forKey: key) else { return nil }
        guard case .data(let bytes) = value, let kind = bytes.first,
            (kind == 7 && bytes.count == 1 + 8 * count) || (kind == 6 && bytes.count == 1 + 4 * count)
        else {
            throw wrongType(key, value, expected: "\(count) numbers as geometry data (0x07 and \(8 * count) bytes)")
        }
        var numbers = [Double](repeating: 0, count: count)
        let width = kind == 7 ? 8 : 4
        for slot in 0..<count {
            var bits: UInt64 = 0
            for byte in 0..<width { bits |= UInt64(bytes[1 + slot * width + byte]) << UInt64(8 * byte) }
            let number = width == 8 ? Double(bitPattern: bits) : Double(Float(bitPattern: UInt32(bits)))
            guard number.isFinite else {
                throw error("key '\(key)' holds geometry that is not a finite number (\(number))")
            }
            guard abs(number) <= Self.maximumGeometry else {
                throw error("key '\(key)' holds geometry of \(number) points, beyond ±1,000,000 points")
            }
            numbers[slot] = number
        }
        return numbers
    }

    public func decodeRect(forKey key: StaticString) throws -> Rect? {
        try decodeDoubles(forKey: key, count: 4).map { Rect(x: $0[0], y: $0[1], width: $0[2], height: $0[3]) }
    }

    public func decodePoint(forKey key: StaticString) throws -> Point? {
        try decodeDoubles(forKey: key, count: 2).map { Point(x: $0[0], y: $0[1]) }
    }

    public func decodeSize(forKey key: StaticString) throws -> Size? {
        try decodeDoubles(forKey: key, count: 2).map { Size(width: $0[0], height: $0[1]) }
    }

    /// `UIEdgeInsets`: top, left, bottom, right.
    public func decodeInsets(forKey key: StaticString) throws -> EdgeInsets? {
        try decodeDoubles(forKey: key, count: 4).map {
            EdgeInsets(top: $0[0], left: $0[1], bottom: $0[2], right: $0[3])
        }
    }

    /// The object `key` refers to, decoded on first use; nil for no key or a nil value.
    public func decodeObject(forKey key: StaticString) throws -> NibDecoded? {
        guard let value = value(forKey: key) else { return nil }
        switch value {
        case .object(let target): return try object(at: target)
        case .null: return nil
        default: throw wrongType(key, value, expected: "an object reference")
        }
    }

    private func mismatch(_ key: StaticString, _ found: NibDecoded, expected: String) -> NibLoadingError {
        error("key '\(key)' refers to \(found.kindDescription), not \(expected)")
    }

    public func decodeString(forKey key: StaticString) throws -> String? {
        guard let found = try decodeObject(forKey: key) else { return nil }
        guard case .string(let text) = found else { throw mismatch(key, found, expected: "a string") }
        return text
    }

    public func decodeColor(forKey key: StaticString) throws -> Color? {
        guard let found = try decodeObject(forKey: key) else { return nil }
        guard case .color(let color) = found else { throw mismatch(key, found, expected: "a colour") }
        return color
    }

    public func decodeFont(forKey key: StaticString) throws -> FontDescriptor? {
        guard let found = try decodeObject(forKey: key) else { return nil }
        guard case .font(let font) = found else { throw mismatch(key, found, expected: "a font") }
        return font
    }

    public func decodeView(forKey key: StaticString) throws -> View? {
        guard let found = try decodeObject(forKey: key) else { return nil }
        guard case .object(let object) = found, let view = object as? View else {
            throw mismatch(key, found, expected: "a view")
        }
        return view
    }

    public func decodeArray(forKey key: StaticString) throws -> [NibDecoded]? {
        guard let found = try decodeObject(forKey: key) else { return nil }
        guard case .array(let elements) = found else { throw mismatch(key, found, expected: "an array") }
        return elements
    }

    /// An array whose elements must all be views (`UISubviews`). With `owner`, a storyboard's top or
    /// bottom layout guide among them (`_UILayoutGuide`, a view in UIKit, a guide in the model) becomes
    /// one of the owner's layout guides instead, and a segmented control's `UISegment`s are skipped.
    public func decodeViews(forKey key: StaticString, layoutGuidesTo owner: View? = nil) throws -> [View]? {
        guard let elements = try decodeArray(forKey: key) else { return nil }
        var views: [View] = []
        views.reserveCapacity(elements.count)
        for element in elements {
            // Views first: the other shapes are rare, and a row's subviews pay no extra cast for them.
            if case .object(let object) = element, let view = object as? View {
                views.append(view)
                continue
            }
            if let owner, case .object(let object) = element, let guide = object as? LayoutGuide {
                guide.owningView = owner
                owner.layoutGuides.append(guide)
                continue
            }
            // A segmented control's segments are its subviews in UIKit, values in `segments` in the model.
            if owner != nil, case .value(let value) = element, value is SegmentedControl.Segment { continue }
            throw mismatch(key, element, expected: "an array of views")
        }
        return views
    }

    /// A value of a rare class kept as a Swift value of type `T` (a flow layout, an image name).
    public func decodeValue<T>(forKey key: StaticString, as type: T.Type) throws -> T? {
        guard let found = try decodeObject(forKey: key) else { return nil }
        guard case .value(let value) = found, let typed = value as? T else {
            throw mismatch(key, found, expected: "a \(T.self)")
        }
        return typed
    }

    /// An enumeration stored as its UIKit integer value, `cases` listing the cases in UIKit's order
    /// (`allCases` where the model declares them in that order).
    public func decodeEnum<T>(forKey key: StaticString, in cases: [T]) throws -> T? {
        guard let raw = try decodeInteger(forKey: key) else { return nil }
        guard cases.indices.contains(raw) else {
            throw error("key '\(key)' holds \(raw), which is not a \(T.self) (0...\(cases.count - 1))")
        }
        return cases[raw]
    }
}
