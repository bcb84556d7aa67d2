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
    /// Proxy identifier → the object it stands for (`IBFilesOwner` → the owner, external objects).
    let proxies: [String: AnyObject]
    /// Where decoding is: the object being decoded, its values, where the next key search starts, how deep.
    private struct Cursor {
        var current = 0, valueStart = 0, valueEnd = 0, searchIndex = 0, depth = 0
    }
    /// The decoder's mutable state lives in raw memory, not in stored `var`s: every read and write of a
    /// class's stored `var` pays a dynamic exclusivity check, which cost a fifth of a row's instructions.
    private let cursor: UnsafeMutablePointer<Cursor>
    /// Objects already made, by object index.
    private let made: UnsafeMutablePointer<NibDecoded?>
    /// Objects being made (on the decoding stack): reaching one again is a reference cycle.
    private let inProgress: UnsafeMutablePointer<Bool>
    private let count: Int
    /// When auditing (`NibIndex.unreadKeys`), a mark per archive value: whether a decode read it. Nil
    /// for every instantiation, so a row pays one untaken branch per key found.
    let readMarks: UnsafeMutablePointer<Bool>?

    /// The object being decoded.
    public var current: Int { cursor.pointee.current }

    /// How deep objects may nest: the container's own limit, far beyond any real nib and well within a
    /// thread's stack.
    public static let maximumDepth = NIBLimits.maximumDepth

    init(index: NibIndex, proxies: [String: AnyObject], auditing: Bool = false) {
        self.index = index
        self.proxies = proxies
        count = index.codings.count
        if auditing {
            readMarks = .allocate(capacity: index.values.count)
            readMarks!.initialize(repeating: false, count: index.values.count)
        } else {
            readMarks = nil
        }
        cursor = .allocate(capacity: 1)
        cursor.initialize(to: Cursor())
        made = .allocate(capacity: count)
        made.initialize(repeating: nil, count: count)
        inProgress = .allocate(capacity: count)
        inProgress.initialize(repeating: false, count: count)
    }

    deinit {
        made.deinitialize(count: count)
        made.deallocate()
        inProgress.deallocate()
        cursor.deallocate()
        readMarks?.deallocate()
    }

    /// The error for the object being decoded.
    public func error(_ reason: String) -> NibLoadingError {
        NibLoadingError(
            file: index.file, offset: index.archive.offset(ofObject: current), object: current,
            className: index.classNames[current], reason: reason)
    }

    /// The object at `objectIndex`, made and decoded on first use.
    public func object(at objectIndex: Int) throws -> NibDecoded {
        guard objectIndex >= 0, objectIndex < count else {
            throw error("refers to object \(objectIndex), but the archive has \(count) objects")
        }
        if let done = made[objectIndex] { return done }
        guard !inProgress[objectIndex] else {
            throw error(
                """
                refers to object \(objectIndex) (\(index.classNames[objectIndex])), which is being decoded and \
                contains this one: a reference cycle
                """
            )
        }
        guard cursor.pointee.depth < Self.maximumDepth else {
            throw error("nests objects more than \(Self.maximumDepth) deep")
        }
        let saved = cursor.pointee
        let start = index.valueStarts[objectIndex]
        cursor.pointee = Cursor(
            current: objectIndex, valueStart: start, valueEnd: index.valueEnds[objectIndex],
            searchIndex: start, depth: saved.depth + 1)
        inProgress[objectIndex] = true
        defer {
            inProgress[objectIndex] = false
            cursor.pointee = saved
        }
        let result = try index.codings[objectIndex].decode(self)
        made[objectIndex] = result
        return result
    }

    /// Makes the object being decoded the answer to later references to it, before its decoding ends, as
    /// `UINibDecoder` answers them with the object it allocated before `initWithCoder:`. A view calls it
    /// only after its subviews, just before its constraints, whose items name the view itself; a view in
    /// its own subviews therefore stays a reference cycle.
    public func registerCurrent(_ object: AnyObject) {
        made[cursor.pointee.current] = .object(object)
    }

    /// The value index of `key` in the current object, or nil when it has no such key.
    @inline(__always)
    func valueIndex(forKey key: StaticString) -> Int? {
        let id = index.keyID(key)
        let state = cursor.pointee
        guard id >= 0, index.keyMasks[state.current] & (1 << UInt64(id & 63)) != 0 else { return nil }
        var position = state.searchIndex
        while position < state.valueEnd {
            if index.values[position].key == id { return found(position) }
            position += 1
        }
        position = state.valueStart
        while position < state.searchIndex {
            if index.values[position].key == id { return found(position) }
            position += 1
        }
        return nil
    }

    @inline(__always)
    private func found(_ position: Int) -> Int {
        cursor.pointee.searchIndex = position + 1
        if let readMarks { readMarks[position] = true }
        return position
    }

    /// The raw value of `key` in the current object, or nil when it has none.
    @inline(__always)
    public func value(forKey key: StaticString) -> NIBValue? {
        valueIndex(forKey: key).map { index.values[$0].value }
    }

    /// Whether the current object holds `key`, as `containsValueForKey:`.
    public func containsValue(forKey key: StaticString) -> Bool { valueIndex(forKey: key) != nil }

    /// Every value of the current object in order with its key ID: how collections read their elements.
    var currentValues: ArraySlice<NIBKeyedValue> {
        if let readMarks {
            for position in cursor.pointee.valueStart..<cursor.pointee.valueEnd { readMarks[position] = true }
        }
        return index.values[cursor.pointee.valueStart..<cursor.pointee.valueEnd]
    }

    /// Whether object `objectIndex` was made by this decoding.
    func wasMade(_ objectIndex: Int) -> Bool { made[objectIndex] != nil }

    /// The key ID of a literal key in this archive (-1 when absent).
    func keyID(_ key: StaticString) -> Int { index.keyID(key) }
}

extension NibDecoder {
    /// Runs `body` positioned on the root object (object 0), whose keys are the nib loader's.
    func onRoot<T>(_ body: () throws -> T) rethrows -> T {
        cursor.pointee = Cursor(
            current: 0, valueStart: index.valueStarts[0], valueEnd: index.valueEnds[0],
            searchIndex: index.valueStarts[0], depth: 0)
        inProgress[0] = true
        defer { inProgress[0] = false }
        return try body()
    }
}

extension NibDecoder {
    /// The name of key `id` in this archive, for objects kept with all their keys.
    func keyName(_ id: Int) -> String {
        index.archive.keys.indices.contains(id) ? index.archive.keys[id] : "key \(id)"
    }

    /// The byte in the file where the current object starts, for errors found outside the decoder.
    var currentOffset: Int { index.archive.offset(ofObject: current) }
}
