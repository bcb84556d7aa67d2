import NIB

/// Keys of classes the model has that no decoder reads: "not modelled" beside the classes it has not,
/// so a key ibtool writes that the model drops is listed rather than silently ignored. Worked out on
/// demand by one decoding that marks every value it reads, not while indexing or instantiating, so a
/// nib loaded per row pays nothing for it.
extension NibIndex {
    /// One class and key, and how many objects of the class hold the key unread.
    public struct UnreadKey: Equatable, Sendable {
        public let className: String
        public let key: String
        public let count: Int
        /// The first object holding it, for `--strict`'s one line.
        public let firstObject: Int
    }

    /// Keys that copy what another key the decoder reads already says, for another reader, by class: the
    /// `V2` copies of a constraint's keys and its archiving flag, AppKit's keys of the `NSColor` and
    /// `NSFont` fallback classes, a layout guide's archiving flag. Not listed.
    static let copiedKeys: [String: Set<String>] = [
        "NSLayoutConstraint": ["NSFirstAttributeV2", "NSSecondAttributeV2", "NSConstantV2", "NSShouldBeArchived"],
        "_UILayoutSupportConstraint": [
            "NSFirstAttributeV2", "NSSecondAttributeV2", "NSConstantV2", "NSShouldBeArchived",
        ],
        "UIColor": ["NSColorSpace", "NSRGB", "NSWhite", "NSComponents", "NSCustomColorSpace"],
        // A system font's name and traits, and the descriptor's options: what its usage attribute says.
        "UIFont": ["NSName", "NSSize", "NSfFlags", "UIFontName", "UIFontTraits"],
        "UIFontDescriptor": ["UIFontDescriptorOptions"],
        "UILayoutGuide": ["UILayoutGuideShouldBeArchived"],
    ]

    /// Keys listed only when they hold something other than nil, zero or false, which mean what the
    /// model does anyway: a font's Dynamic Type scaling (none).
    static let defaultOnlyKeys: [String: Set<String>] = [
        "UIFont": ["UIFontTextStyleForScaling", "UIFontPointSizeForScaling", "UIFontMaximumPointSizeAfterScaling"]
    ]

    private static func isDefault(_ value: NIBValue) -> Bool {
        switch value {
        case .null: true
        case .int8(let number): number == 0
        case .int16(let number): number == 0
        case .int32(let number): number == 0
        case .int64(let number): number == 0
        case .float(let number): number == 0
        case .double(let number): number == 0
        case .bool(let flag): !flag
        case .data, .object: false
        }
    }

    /// Every key an object of a modelled class holds and its decoder did not read, grouped by class and
    /// key, most objects first. A decoding that fails lists nothing here: its error is the load's own.
    public func unreadKeys() -> [UnreadKey] {
        var proxies: [String: AnyObject] = [:]
        for object in codings.indices where classNames[object] == "UIProxyObject" {
            guard case .object(let string)? = archive.value(forKey: "UIProxiedObjectIdentifier", of: object),
                archive.objects.indices.contains(string), let name = try? archive.string(string)
            else { continue }
            proxies[name] = NibPlaceholder()
        }
        let decoder = NibDecoder(index: self, proxies: proxies, auditing: true)
        let decoded: Void? = try? decoder.onRoot {
            _ = try decoder.decodeArray(forKey: "UINibTopLevelObjectsKey")
            _ = try decoder.decodeArray(forKey: "UINibConnectionsKey")
            _ = try decoder.decodeArray(forKey: "UINibVisibleWindowsKey")
            _ = try decoder.decodeArray(forKey: "UINibObjectsKey")
            _ = try decoder.decodeArray(forKey: "UINibAccessibilityConfigurationsKey")
            _ = try decoder.decodeArray(forKey: "UINibKeyValuePairsKey")
            _ = try decoder.decodeArray(forKey: "UINibTraitStorageListsKey")
        }
        guard decoded != nil, let marks = decoder.readMarks else { return [] }
        var found: [String: (className: String, key: String, count: Int, first: Int)] = [:]
        for object in codings.indices.dropFirst() where codings[object].isModelled && decoder.wasMade(object) {
            var seen = Set<Int>()
            let className = resolvedClass(of: object).0
            for position in valueStarts[object]..<valueEnds[object] where !marks[position] {
                let id = values[position].key
                guard seen.insert(id).inserted else { continue }
                let key = archive.keys.indices.contains(id) ? archive.keys[id] : "key \(id)"
                let coding = codings[object].className
                if Self.copiedKeys[coding]?.contains(key) == true { continue }
                if Self.defaultOnlyKeys[coding]?.contains(key) == true, Self.isDefault(values[position].value) {
                    continue
                }
                found["\(className)\u{0}\(key)", default: (className, key, 0, object)].count += 1
            }
        }
        return found.values.map {
            UnreadKey(className: $0.className, key: $0.key, count: $0.count, firstObject: $0.first)
        }
        .sorted { ($0.count, $1.className, $1.key) > ($1.count, $0.className, $0.key) }
    }
}
