import NIB
import Views

/// The "not modelled" side of trait storage, worked out from the archive as the rest of the listing is:
/// a storage whose key path the model applies (`TraitStorageCoding.supported`) is modelled; any other is
/// listed by class, key path and the class of the object it sets ("_UIAttributeTraitStorage 'alpha' on
/// UIView"), its records, trait collections and constants counted with it. A trait collection no
/// storage's record refers to (a view's `UIViewLocalOverrideTraitCollection`) is listed as kept.
extension NibIndex {
    /// The entries for trait storage, and whether `object` is a part of it the listing skips.
    func traitStorageNotModelled() -> (entries: [String: Int], parts: Set<Int>) {
        var entries: [String: Int] = [:]
        var parts = Set<Int>()
        for object in codings.indices where TraitStorageCoding.storageClasses.contains(classNames[object]) {
            let keyPath = string(key: "UIKeyPath", of: object) ?? "?"
            var targetClass = "nothing", isView = false
            if case .object(let target)? = archive.value(forKey: "UIObject", of: object),
                codings.indices.contains(target)
            {
                (targetClass, isView) = resolvedClass(of: target)
            }
            if !TraitStorageCoding.supports(keyPath: keyPath, className: targetClass, isView: isView) {
                entries["\(classNames[object]) '\(keyPath)' on \(targetClass)", default: 0] += 1
            }
            // Its records, trait collections and constants are counted with it, applied or not.
            for record in elements(key: "UIRecords", of: object) {
                parts.insert(record)
                if case .object(let traits)? = archive.value(forKey: "UITraitCollection", of: record) {
                    parts.insert(traits)
                }
                if case .object(let value)? = archive.value(forKey: "UIValue", of: record),
                    codings.indices.contains(value), classNames[value] == "_NSLayoutConstraintConstant"
                {
                    parts.insert(value)
                }
            }
        }
        for object in codings.indices where classNames[object] == "_UITraitStorageList" { parts.insert(object) }
        return (entries, parts)
    }

    /// The class the model builds `object` as (a `UIClassSwapper` as its custom or original class, when
    /// known) and whether that is a view the model has.
    func resolvedClass(of object: Int) -> (String, Bool) {
        var coding = codings[object]
        if classNames[object] == "UIClassSwapper" {
            let custom = string(key: "UIClassName", of: object),
                original = string(key: "UIOriginalClassName", of: object)
            guard let found = custom.flatMap(registry.coding(named:)) ?? original.flatMap(registry.coding(named:))
            else {
                return (custom ?? original ?? "UIClassSwapper", false)
            }
            coding = found
        }
        guard coding.isModelled else {
            return (classNames[object] == "UIClassSwapper" ? coding.className : classNames[object], false)
        }
        return (coding.className, coding.type.map { $0 is View.Type } ?? false)
    }

    private func string(key: String, of object: Int) -> String? {
        guard case .object(let target)? = archive.value(forKey: key, of: object),
            archive.objects.indices.contains(target)
        else { return nil }
        return try? archive.string(target)
    }

    private func elements(key: String, of object: Int) -> [Int] {
        guard case .object(let list)? = archive.value(forKey: key, of: object), archive.objects.indices.contains(list)
        else { return [] }
        return ((try? archive.inlinedElements(of: list)) ?? []).filter { codings.indices.contains($0) }
    }
}
