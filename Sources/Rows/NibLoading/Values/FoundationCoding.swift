import NIB

/// Foundation's classes as a nib stores them: strings, numbers and data as objects holding one value,
/// collections inlined (`NSInlinedValue`, then one `UINibEncoderEmptyKey` value per element).
enum FoundationCoding {
    static let string = NibClassCoding(className: "NSString", decode: decodeString)
    static let mutableString = NibClassCoding(className: "NSMutableString", decode: decodeString)
    static let data = NibClassCoding(
        className: "NSData",
        decode: { coder in
            guard case .data(let bytes)? = coder.value(forKey: "NS.bytes") else {
                throw coder.error("is an NSData without NS.bytes data")
            }
            return .data(bytes)
        })
    static let number = NibClassCoding(
        className: "NSNumber",
        decode: { coder in
            if let number = try coder.decodeDouble(forKey: "NS.dblval") { return .double(number) }
            if let number = try coder.decodeInteger(forKey: "NS.intval") { return .int(number) }
            if let flag = try coder.decodeBool(forKey: "NS.boolval") { return .bool(flag) }
            throw coder.error("is an NSNumber with none of NS.dblval, NS.intval and NS.boolval")
        })
    static let array = NibClassCoding(className: "NSArray", decode: { .array(try elements(of: $0)) })
    static let mutableArray = NibClassCoding(className: "NSMutableArray", decode: { .array(try elements(of: $0)) })
    static let set = NibClassCoding(className: "NSSet", decode: { .array(try elements(of: $0)) })
    static let mutableSet = NibClassCoding(className: "NSMutableSet", decode: { .array(try elements(of: $0)) })
    static let orderedSet = NibClassCoding(className: "NSOrderedSet", decode: { .array(try elements(of: $0)) })
    static let mutableOrderedSet = NibClassCoding(
        className: "NSMutableOrderedSet", decode: { .array(try elements(of: $0)) })
    static let dictionary = NibClassCoding(className: "NSDictionary", decode: decodeDictionary)
    static let mutableDictionary = NibClassCoding(className: "NSMutableDictionary", decode: decodeDictionary)
    /// A plain `NSObject` other than the root: nothing to read.
    static let object = NibClassCoding(className: "NSObject", decode: { _ in .value(()) })

    private static func decodeString(_ coder: NibDecoder) throws -> NibDecoded {
        guard case .data(let bytes)? = coder.value(forKey: "NS.bytes") else {
            throw coder.error("is a string without NS.bytes data")
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw coder.error("is a string whose NS.bytes are not UTF-8")
        }
        return .string(text)
    }

    /// The elements of an inlined collection, in order. A nil element is an error (UIKit would make
    /// the whole collection nil, hiding the damage). A set or ordered set ibtool writes with keys
    /// `NS.object.0`, `NS.object.1`, ... instead is read in the order of those numbers.
    static func elements(of coder: NibDecoder) throws -> [NibDecoded] {
        let values = coder.currentValues
        if values.isEmpty { return [] }
        guard let first = values.first, first.key == coder.keyID("NSInlinedValue") else {
            return try numberedElements(of: coder)
        }
        var elements: [NibDecoded] = []
        elements.reserveCapacity(values.count - 1)
        for (position, value) in values.dropFirst().enumerated() {
            guard case .object(let target) = value.value else {
                throw coder.error(
                    "element \(position) of the collection is "
                        + "\(value.value == .null ? "nil" : "not an object reference")"
                )
            }
            elements.append(try coder.object(at: target))
        }
        return elements
    }

    /// The elements of a collection keyed `NS.object.N`: each number once, from 0 with none missing.
    private static func numberedElements(of coder: NibDecoder) throws -> [NibDecoded] {
        var targets: [Int: Int] = [:]
        for value in coder.currentValues {
            let key = coder.keyName(value.key)
            guard key.hasPrefix("NS.object."), let number = Int(key.dropFirst("NS.object.".count)), number >= 0 else {
                throw coder.error(
                    """
                    is a collection whose values are neither NSInlinedValue then elements nor NS.object.N (found \
                    '\(key)')
                    """
                )
            }
            guard case .object(let target) = value.value else {
                throw coder.error("element \(number) of the collection is not an object reference")
            }
            guard targets.updateValue(target, forKey: number) == nil else { throw coder.error("holds \(key) twice") }
        }
        return try (0..<targets.count).map { number in
            guard let target = targets[number] else {
                throw coder.error("numbers its elements NS.object.N with \(number) missing")
            }
            return try coder.object(at: target)
        }
    }

    private static func decodeDictionary(_ coder: NibDecoder) throws -> NibDecoded {
        let flat = try elements(of: coder)
        guard flat.count % 2 == 0 else {
            throw coder.error(
                "is a dictionary with an odd number of elements (\(flat.count)); keys and values alternate")
        }
        return .dictionary(stride(from: 0, to: flat.count, by: 2).map { (flat[$0], flat[$0 + 1]) })
    }
}
