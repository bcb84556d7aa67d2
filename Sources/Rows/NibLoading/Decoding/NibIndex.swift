import NIB

/// A compiled nib validated and indexed for decoding, what `UINibDecoder`'s `validateAndIndexData`
/// builds: each object's class resolved through the registry (falling back as the archive says), the
/// key table hashed, and a per-object mask of the keys it holds.
///
/// `Nib` keeps one of these between instantiations, as `UINib` keeps its decoder and drops the bytes.
/// Not thread-safe: the key cache is written while decoding, as one `UINib` is used from one thread.
public final class NibIndex {
    /// The file name for errors.
    public let file: String
    /// The registry the classes were resolved with; a `UIClassSwapper` resolves its class through it.
    public let registry: NibClassRegistry
    /// Whether an object of a class the registry does not know stops the load (`--strict`), as it did
    /// before the policy of docs/nib-coding.md; otherwise it becomes a stand-in view or a kept object.
    public let strict: Bool
    /// The archive as read, for the byte offsets of errors; its tables share storage with the index's.
    let archive: NIBArchive
    /// Each object's coding, by object index.
    let codings: [NibClassCoding]
    /// How many objects the archive holds (strings, numbers and collections included).
    public var objectCount: Int { codings.count }
    /// Each object's archived class name, for errors.
    let classNames: [String]
    /// Each object's values: `valueStarts[i] ..< valueStarts[i] + valueCounts[i]` in `values`.
    let valueStarts: [Int]
    let valueEnds: [Int]
    /// Bit `key & 63` is set for every key an object holds: "no such key" without a search.
    let keyMasks: [UInt64]
    let values: [NIBKeyedValue]
    /// Key string → key ID (the index in the archive's key table).
    let keyIDs: [String: Int]
    /// Key literal address → key ID (-1: not in this archive): UIKit's key cache. An open-addressing
    /// table that never evicts, since the literals a program decodes with are a fixed, small set; a
    /// direct-mapped cache of 64 entries thrashed here (two literals in one slot missed on every read).
    /// Raw memory rather than an array, so a lookup pays no exclusivity or uniqueness check.
    private let keyCache: UnsafeMutablePointer<(address: UInt, id: Int)>
    private static let keyCacheSlots = 1024
    private var keyCacheCount = 0

    /// Whether the archive holds any of `rareViewKeys`: when not (the seed's rows), a view's decoding
    /// skips them all with one test instead of one key lookup each.
    public let hasRareViewKeys: Bool
    /// Keys of Auto Layout, rare layout flags and the project's rare view keys, read for every view.
    static let rareViewKeys = [
        "UIViewLayoutGuides", "UIViewAutolayoutConstraints", "UIAutoresizeSubviews",
        "UIViewLayoutMarginsFollowReadableWidth", "UIViewDirectionalLayoutMargins", "UIContentStretch",
        "NibOrNotFrameOrigin", "NibOrNotAttributedText",
        // ibtool's keys for what the project's compiler writes under its own
        "UIAttributedText", "UIPreferredSymbolConfiguration",
    ]

    /// Whether the root's `UINibTraitStorageListsKey` array has elements (ibtool's iOS 13+ nibs): when
    /// not (every nib the project compiles), an instantiation skips that key with one test.
    public let hasTraitStorageLists: Bool

    /// Whether the root's `key` refers to an inlined collection with at least one element.
    static func holdsElements(_ archive: NIBArchive, rootKey key: String) -> Bool {
        guard !archive.objects.isEmpty, case .object(let list)? = archive.value(forKey: key, of: 0),
            archive.objects.indices.contains(list), archive.isInlinedCollection(list)
        else { return false }
        return archive.objects[list].valueCount > 1
    }

    /// The root keys an instantiation decodes, in the order `UINib` decodes them.
    static let rootKeys = [
        "UINibTopLevelObjectsKey", "UINibConnectionsKey", "UINibVisibleWindowsKey",
        "UINibObjectsKey", "UINibAccessibilityConfigurationsKey", "UINibKeyValuePairsKey",
    ]

    /// - Throws: `NibLoadingError` for a root object that is not an `NSObject` holding the root keys,
    ///   and, when `strict`, for an object whose class (and fallbacks) the registry does not know.
    public init(archive: NIBArchive, file: String, registry: NibClassRegistry = .standard, strict: Bool = false) throws
    {
        self.file = file
        self.registry = registry
        self.strict = strict
        self.archive = archive
        // Before any class is resolved: a macOS nib's classes are AppKit's, and one line naming AppKit
        // says more than "NSCustomObject is unknown".
        if let macOS = MacNibSummary(archive: archive) {
            throw NibLoadingError(
                file: file, offset: archive.offset(ofObject: 0), object: 0, className: "NSObject", reason: macOS.refusal
            )
        }
        var resolved: [NibClassCoding?] = []
        resolved.reserveCapacity(archive.classes.count)
        for entry in archive.classes {
            resolved.append(
                registry.coding(named: entry.name)
                    ?? entry.fallbackClasses.lazy.compactMap {
                        archive.classes.indices.contains($0) ? registry.coding(named: archive.classes[$0].name) : nil
                    }.first)
        }
        var codings: [NibClassCoding] = [], names: [String] = [], starts: [Int] = [], ends: [Int] = [],
            masks: [UInt64] = []
        codings.reserveCapacity(archive.objects.count)
        for (index, object) in archive.objects.enumerated() {
            guard archive.classes.indices.contains(object.classIndex) else {
                throw NibLoadingError(
                    file: file, offset: archive.offset(ofObject: index), object: index,
                    reason: "names class \(object.classIndex), but the class table has \(archive.classes.count) entries"
                )
            }
            let name = archive.classes[object.classIndex].name
            if resolved[object.classIndex] == nil, !strict {
                resolved[object.classIndex] = UnknownClassCoding.coding(name)
            }
            guard let coding = resolved[object.classIndex] else {
                throw NibLoadingError(
                    file: file, offset: archive.offset(ofObject: index), object: index, className: name,
                    reason:
                        """
                        is of a class this decoder does not know, nor any of its fallback classes \
                        (NSClassFromString returned nil; without --strict it is kept as a stand-in)
                        """
                )
            }
            guard object.valueStart >= 0, object.valueCount >= 0,
                object.valueStart + object.valueCount <= archive.values.count
            else {
                throw NibLoadingError(
                    file: file, offset: archive.offset(ofObject: index), object: index, className: name,
                    reason: "has values past the end of the value table")
            }
            var mask: UInt64 = 0
            for value in archive.values[object.valueStart..<object.valueStart + object.valueCount] {
                mask |= 1 << UInt64(value.key & 63)
            }
            codings.append(coding); names.append(name); masks.append(mask)
            starts.append(object.valueStart); ends.append(object.valueStart + object.valueCount)
        }
        var keyIDs: [String: Int] = [:]
        keyIDs.reserveCapacity(archive.keys.count)
        for (id, key) in archive.keys.enumerated() where keyIDs[key] == nil { keyIDs[key] = id }
        self.codings = codings; classNames = names; valueStarts = starts; valueEnds = ends; keyMasks = masks
        values = archive.values
        self.keyIDs = keyIDs
        hasRareViewKeys = Self.rareViewKeys.contains { keyIDs[$0] != nil }
        hasTraitStorageLists = Self.holdsElements(archive, rootKey: "UINibTraitStorageListsKey")
        keyCache = .allocate(capacity: Self.keyCacheSlots)
        keyCache.initialize(repeating: (0, -1), count: Self.keyCacheSlots)
        try checkRoot(archive)
    }

    deinit {
        keyCache.deallocate()
    }

    private func checkRoot(_ archive: NIBArchive) throws {
        guard !codings.isEmpty else {
            throw NibLoadingError(
                file: file, offset: archive.offset(ofObject: 0),
                reason: "the archive holds no objects, so it has no root object")
        }
        guard classNames[0] == "NSObject" else {
            throw NibLoadingError(
                file: file, offset: archive.offset(ofObject: 0), object: 0, className: classNames[0],
                reason:
                    """
                    is the root object, which must be an NSObject holding UINibTopLevelObjectsKey and the other \
                    root keys
                    """
            )
        }
        let held = Set(
            values[valueStarts[0]..<valueEnds[0]].map {
                archive.keys.indices.contains($0.key) ? archive.keys[$0.key] : ""
            })
        for key in Self.rootKeys where !held.contains(key) {
            throw NibLoadingError(
                file: file, offset: archive.offset(ofObject: 0), object: 0, className: "NSObject",
                reason: "is the root object but has no \(key); the nib was not written by a nib compiler")
        }
    }

    /// The ID of a key given as a literal, through the key cache; -1 when the archive has no such key.
    @inline(__always)
    func keyID(_ key: StaticString) -> Int {
        let address = UInt(bitPattern: key.utf8Start)
        var slot = Int(truncatingIfNeeded: (address &* 0x9E37_79B9_7F4A_7C15) >> 54)  // top 10 bits: 0..<1024
        while true {
            let entry = keyCache[slot]
            if entry.address == address { return entry.id }
            if entry.address == 0 { break }
            slot = (slot + 1) & (Self.keyCacheSlots - 1)
        }
        let id = keyIDs[key.description] ?? -1
        // Keep the table at most half full; beyond that (never with this program's literals) look up uncached.
        if keyCacheCount < Self.keyCacheSlots / 2 {
            keyCache[slot] = (address, id)
            keyCacheCount += 1
        }
        return id
    }
}
