/// Builds an archive the way ibtool lays one out (research/nib-format.md 1.6, 7): objects numbered in
/// the order they are added, each object's values contiguous and in call order, the class table in order
/// of first object with fallback-only classes appended, strings uniqued by value.
///
/// Keys are numbered in order of first use; Apple's key table looks hash-ordered (7.3), an order no
/// decoder depends on. The caller adds the root `NSObject` first, so it becomes object 0.
public struct NIBArchiveBuilder: Sendable {
    private var objectClasses: [Int] = []  // index into classNames
    private var objectValues: [[NIBKeyedValue]] = []
    private var keys: [String] = []
    private var keyIndices: [String: Int] = [:]
    private var classNames: [String] = []
    private var classIndices: [String: Int] = [:]
    private var fallbacks: [Int: [Int]] = [:]  // class name index -> fallback name indices
    private var primary: [Int] = []  // names used as some object's class, by first object
    private var isPrimary: Set<Int> = []
    private var strings: [String: Int] = [:]

    public init() {}

    /// Adds an object without values; returns its index.
    public mutating func addObject(className: String, fallbackClassNames: [String] = []) -> Int {
        let name = intern(className)
        if isPrimary.insert(name).inserted { primary.append(name) }
        if !fallbackClassNames.isEmpty, fallbacks[name] == nil {
            fallbacks[name] = fallbackClassNames.map { intern($0) }
        }
        objectClasses.append(name)
        objectValues.append([])
        return objectClasses.count - 1
    }

    /// Appends a value to an object, after the values set on it before.
    public mutating func set(_ value: NIBValue, forKey key: String, on object: Int) {
        let index: Int
        if let known = keyIndices[key] {
            index = known
        } else {
            index = keys.count
            keys.append(key)
            keyIndices[key] = index
        }
        objectValues[object].append(NIBKeyedValue(key: index, value: value))
    }

    /// An `NSString` object holding the UTF-8 bytes in `NS.bytes`; equal strings share one object, as
    /// Apple's encoder uniques them (1.6).
    public mutating func addString(_ string: String) -> Int {
        if let known = strings[string] { return known }
        let object = addObject(className: "NSString")
        set(.data(Array(string.utf8)), forKey: "NS.bytes", on: object)
        strings[string] = object
        return object
    }

    /// An inlined collection: `NSInlinedValue` = true, then one `UINibEncoderEmptyKey` reference per
    /// element (1.6). Not uniqued: the caller shares an empty array where Apple does (the root's keys).
    public mutating func addArray(_ elements: [Int], className: String = "NSArray") -> Int {
        let object = addObject(className: className)
        set(.bool(true), forKey: NIBArchive.inlinedValueKey, on: object)
        for element in elements { set(.object(element), forKey: NIBArchive.elementKey, on: object) }
        return object
    }

    /// An inlined dictionary: elements alternate key, value (1.6).
    public mutating func addDictionary(_ pairs: [(key: Int, value: Int)], className: String = "NSDictionary") -> Int {
        addArray(pairs.flatMap { [$0.key, $0.value] }, className: className)
    }

    /// An `NSNumber` object: `NS.intval` for integers, `NS.dblval` for doubles, `NS.boolval` for booleans.
    public mutating func addNumber(_ value: NIBValue) -> Int {
        let object = addObject(className: "NSNumber")
        let key =
            switch value {
            case .float, .double: "NS.dblval"
            case .bool: "NS.boolval"
            default: "NS.intval"
            }
        set(value, forKey: key, on: object)
        return object
    }

    /// Geometry as `encodeArrayOfDoubles` stores it: byte 0x07, then little-endian doubles (1.5).
    public static func geometry(_ doubles: [Double]) -> NIBValue {
        var bytes: [UInt8] = [0x07]
        for double in doubles { NIBWriter.appendLittleEndian(double.bitPattern, 8, to: &bytes) }
        return .data(bytes)
    }

    /// The archive: values of each object contiguous, in objects order.
    public func build() -> NIBArchive {
        // Classes used by objects keep their order of first object; fallback-only names go last (7.3).
        let order = primary + classNames.indices.filter { !isPrimary.contains($0) }
        var position = Array(repeating: 0, count: classNames.count)
        for (place, name) in order.enumerated() { position[name] = place }
        let classes = order.map {
            NIBClass(name: classNames[$0], fallbackClasses: (fallbacks[$0] ?? []).map { position[$0] })
        }

        var objects: [NIBObject] = []
        var values: [NIBKeyedValue] = []
        for (name, own) in zip(objectClasses, objectValues) {
            objects.append(NIBObject(classIndex: position[name], valueStart: values.count, valueCount: own.count))
            values += own
        }
        return NIBArchive(objects: objects, keys: keys, values: values, classes: classes)
    }

    private mutating func intern(_ name: String) -> Int {
        if let known = classIndices[name] { return known }
        classNames.append(name)
        classIndices[name] = classNames.count - 1
        return classNames.count - 1
    }
}
