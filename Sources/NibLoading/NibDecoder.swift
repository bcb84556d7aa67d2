import NIB

/// One decoding of an indexed nib, as `UINibDecoder` runs for one instantiation: every object is
/// created from its class and reads its own keys with string-keyed calls; each is made once and then
/// returned from the table, so an object reached twice (a cell's content view, in `UISubviews` and
/// `UIContentView`) is one object.
///
/// A class's decode function is called with the decoder positioned on its object: `decodeX(forKey:)`
/// reads that object's values. Keys are literals (`StaticString`), looked up through the index's key
/// cache and the object's key mask, then searched from where the last found key was, so keys read in
/// the order they were written cost about one comparison each.
public final class NibDecoder {
    public let index: NibIndex
    /// Objects already made, by object index.
    private var made: [NibDecoded?]
    /// Objects being made (on the decoding stack): reaching one again is a reference cycle.
    private var inProgress: [Bool]
    /// Proxy identifier → the object it stands for (`IBFilesOwner` → the owner, external objects).
    let proxies: [String: AnyObject]
    /// The object being decoded and its values.
    public private(set) var current = 0
    private var valueStart = 0
    private var valueEnd = 0
    private var searchIndex = 0
    private var depth = 0

    /// How deep objects may nest: the container's own limit, far beyond any real nib and well within a thread's stack.
    public static let maximumDepth = NIBLimits.maximumDepth

    init(index: NibIndex, proxies: [String: AnyObject]) {
        self.index = index
        self.proxies = proxies
        made = Array(repeating: nil, count: index.codings.count)
        inProgress = Array(repeating: false, count: index.codings.count)
    }

    /// The error for the object being decoded.
    public func error(_ reason: String) -> NibLoadingError {
        NibLoadingError(file: index.file, object: current, className: index.classNames[current], reason: reason)
    }

    /// The object at `objectIndex`, made and decoded on first use.
    public func object(at objectIndex: Int) throws -> NibDecoded {
        guard objectIndex >= 0, objectIndex < made.count else {
            throw error("refers to object \(objectIndex), but the archive has \(made.count) objects")
        }
        if let done = made[objectIndex] { return done }
        guard !inProgress[objectIndex] else {
            throw error("refers to object \(objectIndex) (\(index.classNames[objectIndex])), which is being decoded and contains this one: a reference cycle")
        }
        guard depth < Self.maximumDepth else {
            throw error("nests objects more than \(Self.maximumDepth) deep")
        }
        let saved = (current, valueStart, valueEnd, searchIndex)
        current = objectIndex
        valueStart = index.valueStarts[objectIndex]
        valueEnd = index.valueEnds[objectIndex]
        searchIndex = valueStart
        depth += 1
        inProgress[objectIndex] = true
        defer {
            inProgress[objectIndex] = false
            depth -= 1
            (current, valueStart, valueEnd, searchIndex) = saved
        }
        let result = try index.codings[objectIndex].decode(self)
        made[objectIndex] = result
        return result
    }

    /// The value index of `key` in the current object, or nil when it has no such key.
    @inline(__always)
    func valueIndex(forKey key: StaticString) -> Int? {
        let id = index.keyID(key)
        guard id >= 0, index.keyMasks[current] & (1 << UInt64(id & 63)) != 0 else { return nil }
        var position = searchIndex
        while position < valueEnd {
            if index.values[position].key == id { searchIndex = position + 1; return position }
            position += 1
        }
        position = valueStart
        while position < searchIndex {
            if index.values[position].key == id { searchIndex = position + 1; return position }
            position += 1
        }
        return nil
    }

    /// The raw value of `key` in the current object, or nil when it has none.
    @inline(__always)
    public func value(forKey key: StaticString) -> NIBValue? {
        valueIndex(forKey: key).map { index.values[$0].value }
    }

    /// Whether the current object holds `key`, as `containsValueForKey:`.
    public func containsValue(forKey key: StaticString) -> Bool { valueIndex(forKey: key) != nil }

    /// Every value of the current object in order with its key ID: how collections read their elements.
    var currentValues: ArraySlice<NIBKeyedValue> { index.values[valueStart ..< valueEnd] }

    /// The key ID of a literal key in this archive (-1 when absent).
    func keyID(_ key: StaticString) -> Int { index.keyID(key) }
}

extension NibDecoder {
    /// Runs `body` positioned on the root object (object 0), whose keys are the nib loader's.
    func onRoot<T>(_ body: () throws -> T) rethrows -> T {
        current = 0
        valueStart = index.valueStarts[0]
        valueEnd = index.valueEnds[0]
        searchIndex = valueStart
        inProgress[0] = true
        defer { inProgress[0] = false }
        return try body()
    }
}
