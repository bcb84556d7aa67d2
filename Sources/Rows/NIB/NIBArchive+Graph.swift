/// Checks of the object graph that the tables alone cannot show, for the coding layer to run before it
/// decodes: the root, reachability, decoding depth, collections, geometry.
///
/// Everything here is iterative with explicit stacks, so a 100,000-deep chain costs memory in
/// proportion to the file and never the thread's stack.
extension NIBArchive {
    /// The keys every iOS nib's object 0 holds (research/nib-format.md 1.7, 7.2; the decompiled UINib
    /// reads these three without condition). The other root keys are optional: older nibs lack some.
    public static let iOSRootKeys = ["UINibTopLevelObjectsKey", "UINibObjectsKey", "UINibConnectionsKey"]
    /// The key of a macOS NIBArchive's root (7.2).
    public static let macOSRootKey = "IB.objectdata"

    /// Validates the graph and returns what the walk found. Throws the first problem, at its byte:
    /// no objects, a root without the root keys, an object deeper than `maximumDepth` or unreachable
    /// from object 0, a collection that holds nil, a non-reference or itself, unusable geometry.
    @discardableResult
    public func validateGraph(maximumDepth: Int = NIBLimits.maximumDepth) throws(NIBError) -> NIBGraph {
        guard !objects.isEmpty else {
            throw NIBError(
                file: fileName, offset: origin?.objectsOffset ?? NIBReader.headerSize,
                reason: "the archive has no objects; object 0 must be the root")
        }
        let platform = try rootPlatform()
        let depths = try decodingDepths(maximumDepth: maximumDepth)
        if let lost = depths.firstIndex(of: -1) {
            throw error(
                atObject: lost,
                """
                object \(lost) (\(className(of: lost).quotedForMessage)) is not reachable from object 0, so no \
                decoder would create it
                """
            )
        }
        try checkCollections()
        try checkGeometry()
        return NIBGraph(platform: platform, depths: depths)
    }

    /// Whether object 0 is an iOS root (with every key of `iOSRootKeys`) or a macOS one.
    public func rootPlatform() throws(NIBError) -> NIBGraph.Platform {
        let names = Set(values(of: 0).map { keys[$0.key] })
        if names.contains(Self.macOSRootKey) { return .macOS }
        if let missing = Self.iOSRootKeys.first(where: { !names.contains($0) }) {
            throw error(
                atObject: 0,
                """
                object 0 (\(className(of: 0).quotedForMessage)) lacks the root key \(missing), so it is neither \
                an iOS nib's root nor a macOS one (\(Self.macOSRootKey))
                """
            )
        }
        for key in Self.iOSRootKeys {
            guard case .object(let target)? = value(forKey: key, of: 0), isInlinedCollection(target) else {
                let position = values(of: 0).firstIndex { keys[$0.key] == key } ?? 0
                throw error(
                    atValue: position, "the root key \(key) of object 0 does not refer to an inlined collection")
            }
        }
        return .iOS
    }

    /// How deep a decoder recurses to create each object when it decodes object 0 and, within each
    /// object, the references in value order, creating each object once (1.6); -1 for unreachable ones.
    /// Throws at the first object deeper than `maximumDepth`.
    public func decodingDepths(maximumDepth: Int = NIBLimits.maximumDepth) throws(NIBError) -> [Int] {
        var depths = Array(repeating: -1, count: objects.count)
        guard !objects.isEmpty else { return depths }
        depths[0] = 0
        var stack = [(object: 0, next: objects[0].valueStart)]
        while let top = stack.last {
            let end = objects[top.object].valueRange.upperBound
            guard top.next < end else { stack.removeLast(); continue }
            stack[stack.count - 1].next += 1
            guard case .object(let target) = values[top.next].value, depths[target] < 0 else { continue }
            depths[target] = stack.count
            if stack.count > maximumDepth {
                throw error(
                    atObject: target,
                    """
                    object \(target) (\(className(of: target).quotedForMessage)) is nested \(stack.count) \
                    references below object 0; archives may nest at most \(maximumDepth)
                    """
                )
            }
            stack.append((target, objects[target].valueStart))
        }
        return depths
    }

    /// Every inlined collection's elements are references (no nil), and no collection contains itself,
    /// directly or through other collections: a collection is created from its elements, so such a cycle
    /// has no order in which to create it (cycles through views and other objects are normal).
    func checkCollections() throws(NIBError) {
        var elements: [Int: [Int]] = [:]
        for index in objects.indices where isInlinedCollection(index) {
            elements[index] = try inlinedElements(of: index)
        }
        // 0 = not visited, 1 = on the path, 2 = done.
        var state = Array(repeating: 0, count: objects.count)
        for start in elements.keys.sorted() where state[start] == 0 {
            state[start] = 1
            var stack = [(collection: start, next: 0)]
            while let top = stack.last {
                let members = elements[top.collection] ?? []
                guard top.next < members.count else { state[top.collection] = 2; stack.removeLast(); continue }
                stack[stack.count - 1].next += 1
                let member = members[top.next]
                guard elements[member] != nil else { continue }
                if state[member] == 1 {
                    let via = member == top.collection ? "" : " through collection object \(top.collection)"
                    throw error(
                        atObject: member,
                        """
                        collection object \(member) (\(className(of: member).quotedForMessage)) contains \
                        itself\(via); a collection cannot be created before its elements
                        """
                    )
                }
                if state[member] == 0 {
                    state[member] = 1
                    stack.append((member, 0))
                }
            }
        }
    }

    /// Geometry values (0x07 + doubles, 0x06 + floats) must be finite and within
    /// `NIBLimits.maximumGeometryMagnitude`; a double value may be anything, even DBL_MAX (7.6).
    func checkGeometry() throws(NIBError) {
        for (index, entry) in values.enumerated() {
            guard case .data(let bytes) = entry.value, keys[entry.key] != "NS.bytes",
                let coordinates = NIBGeometry.coordinates(bytes)
            else { continue }
            if let bad = coordinates.first(where: { !$0.isFinite || abs($0) > NIBLimits.maximumGeometryMagnitude }) {
                throw error(
                    atValue: index,
                    """
                    geometry value \(index) (\(keys[entry.key].quotedForMessage)) holds \(bad), but coordinates \
                    must be finite and at most \(Int(NIBLimits.maximumGeometryMagnitude)) in magnitude
                    """
                )
            }
        }
    }
}

/// What `validateGraph` found.
public struct NIBGraph: Equatable, Sendable {
    public enum Platform: String, Equatable, Sendable { case iOS, macOS }
    public var platform: Platform
    /// The decoder's recursion depth at which each object is created (object 0: 0).
    public var depths: [Int]
}
