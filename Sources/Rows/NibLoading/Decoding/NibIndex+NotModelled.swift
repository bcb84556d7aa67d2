import NIB

/// What a nib holds that the model does not build: "not modelled: ..." of `inspect`, a run's report and
/// `survey`. Worked out on demand from the class table, not while indexing, so a nib loaded per row
/// pays nothing for it.
extension NibIndex {
    /// One class the model keeps without running, or stands in for, and how many objects have it.
    public struct NotModelled: Equatable, Sendable {
        public let className: String
        public let count: Int
        /// How the objects were decoded: a view stand-in, an object kept with its keys.
        public let treatment: String
    }

    /// Every class whose objects were kept or stood in for, most objects first, then by name. A custom
    /// class (`UIClassSwapper`) counts under its own name when neither it nor its original class is
    /// known; one whose original class is known is built as that class, as UIKit does, and not listed.
    ///
    /// Trait storage the model applies is not listed; a storage it cannot apply is, by class, key path
    /// and target (`traitStorageNotModelled`).
    public func notModelled() -> [NotModelled] {
        var counts: [String: (count: Int, treatment: String)] = [:]
        let traits = hasTraitStorageLists ? traitStorageNotModelled() : (entries: [:], parts: [])
        for (name, count) in traits.entries { counts[name] = (count, "kept, not applied") }
        for object in codings.indices {
            if traits.parts.contains(object)
                || (hasTraitStorageLists && TraitStorageCoding.storageClasses.contains(classNames[object]))
            {
                continue
            }
            var name = classNames[object]
            var coding = codings[object]
            if name == "UIClassSwapper" {
                let custom = string(forKey: "UIClassName", of: object),
                    original = string(forKey: "UIOriginalClassName", of: object)
                guard let found = custom.flatMap(registry.coding(named:)) ?? original.flatMap(registry.coding(named:))
                else {
                    name = custom ?? original ?? name
                    counts[name, default: (0, "")].count += 1
                    counts[name]!.treatment = viewKeys(object) ? "view stand-in" : "kept, not run"
                    continue
                }
                coding = found
                name = found.className
            }
            guard !coding.isModelled else { continue }
            counts[name, default: (0, viewKeys(object) ? "view stand-in" : "kept, not run")].count += 1
        }
        return counts.map { NotModelled(className: $0.key, count: $0.value.count, treatment: $0.value.treatment) }
            .sorted { ($0.count, $1.className) > ($1.count, $0.className) }
    }

    /// The listing's line: `not modelled: UITraitCollection ×12 (kept, not run), ...`, or nil when the
    /// model builds every object.
    public func notModelledLine() -> String? {
        let entries = notModelled()
        guard !entries.isEmpty else { return nil }
        return "not modelled: "
            + entries.map { "\($0.className) ×\($0.count) (\($0.treatment))" }.joined(separator: ", ")
    }

    /// The second line of the listing, for keys of modelled classes no decoder reads (`unreadKeys`):
    /// `not modelled keys (not read): UIView.UIDeepDrawRect ×9, ...`, one item per class and key, or nil.
    public func unreadKeysLine() -> String? {
        let keys = unreadKeys()
        return keys.isEmpty
            ? nil
            : "not modelled keys (not read): "
                + keys.map { "\($0.className).\($0.key) ×\($0.count)" }.joined(separator: ", ")
    }

    /// The listing as items, for a run's report: each class (`UITraitCollection ×12 (kept, not run)`),
    /// then each unread key (`UIView.UIDeepDrawRect ×9 (key not read)`); with `summarisingKeys` (a
    /// survey's table), the keys in one item, `31 keys of 9 classes (not read)`.
    public func notModelledItems(summarisingKeys: Bool = false) -> [String] {
        let classes = notModelled().map { "\($0.className) ×\($0.count) (\($0.treatment))" }
        let keys = unreadKeys()
        guard !keys.isEmpty else { return classes }
        if summarisingKeys {
            return classes + ["\(keys.count) keys of \(Set(keys.map(\.className)).count) classes (not read)"]
        }
        return classes + keys.map { "\($0.className).\($0.key) ×\($0.count) (key not read)" }
    }

    private func string(forKey key: String, of object: Int) -> String? {
        guard case .object(let target)? = archive.value(forKey: key, of: object),
            archive.objects.indices.contains(target)
        else { return nil }
        return try? archive.string(target)
    }

    private func viewKeys(_ object: Int) -> Bool {
        ["UIBounds", "UICenter", "UISubviews"].contains { archive.value(forKey: $0, of: object) != nil }
    }
}
