import Typesetting
import Views

/// Applies the root's trait storage lists to a freshly instantiated nib, as UIKit applies them when a
/// view first gets its trait collection (in a window, after `awakeFromNib`): for each storage, the
/// records whose traits the environment holds are applied from the least to the most specific, so for
/// an attribute the most specific record's value wins (on a tie, the later one in the archive) and
/// replaces the archived one; relationship records remove and add the constraints or subviews they
/// name. A storage with no matching record leaves the archived value, which ibtool writes for the "Any"
/// size class.
///
/// The storages are `NibKeptObject`s (their classes are decoded with every key, `KeptObjectCoding`), so
/// this reads the keys ibtool writes (`../shared/apple-nibs/CLASSES.md`) from them.
enum TraitStorageCoding {
    /// The classes of a storage list's parts, read here rather than listed as not modelled.
    static let storageClasses = [
        "_UIAttributeTraitStorage", "_UIColorAttributeTraitStorage", "_UIRelationshipTraitStorage",
    ]
    static let partClasses = [
        "_UITraitStorageList", "_UIAttributeTraitStorageRecord", "_UIRelationshipTraitStorageRecord",
        "_NSLayoutConstraintConstant", "UITraitCollection",
    ]

    /// The key paths the model applies, with the archived classes of the objects it applies them to
    /// (a `UIClassSwapper` counts as its original class).
    static let supported: [String: Set<String>] = [
        "encodedConstant": ["NSLayoutConstraint", "_UILayoutSupportConstraint"],
        "constant": ["NSLayoutConstraint", "_UILayoutSupportConstraint"],
        "font": ["UILabel", "UIButton", "UITextField", "UITextView"],
        "textColor": ["UILabel", "UITextField", "UITextView"],
        "normalTitleColor": ["UIButton"],
        "traitStorageConstraints": ["*view"],
        "traitStorageSubviews": ["*view"],
        "backgroundColor": ["*view"],
        "tintColor": ["*view"],
    ]

    /// Whether the model applies `keyPath` to an object whose (resolved) archived class is `className`;
    /// `isView` says whether that class decodes as a view the model knows.
    static func supports(keyPath: String, className: String, isView: Bool) -> Bool {
        guard let classes = supported[keyPath] else { return false }
        return classes.contains(className) || (classes.contains("*view") && isView)
    }

    static func apply(
        _ lists: [NibKeptObject], for environment: NibTraitEnvironment, file: String
    ) throws -> NibTraitApplication {
        var result = NibTraitApplication()
        result.environment = environment
        for list in lists {
            guard case .array(let storages)? = list.value(forKey: "UITraitStorages") else { continue }
            for case .object(let object) in storages {
                guard let storage = object as? NibKeptObject else { continue }
                try apply(storage, environment: environment, file: file, into: &result)
            }
        }
        return result
    }

    private static func apply(
        _ storage: NibKeptObject, environment: NibTraitEnvironment, file: String,
        into result: inout NibTraitApplication
    ) throws {
        func fail(_ reason: String) -> NibLoadingError {
            NibLoadingError(file: file, className: storage.className, reason: reason)
        }
        let keyPath = storage.string(forKey: "UIKeyPath") ?? "?"
        guard case .object(let target)? = storage.value(forKey: "UIObject") else {
            result.notApplied["\(storage.className) '\(keyPath)' on nothing", default: 0] += 1
            return
        }
        let records = try matchingRecords(of: storage, environment: environment, fail: fail)
        let applied: Bool
        if storage.className == "_UIRelationshipTraitStorage" {
            applied = try applyRelationship(
                keyPath: keyPath, to: target, records: records, changes: &result.changes, fail: fail)
        } else {
            applied = try applyAttribute(
                keyPath: keyPath, to: target, values: records.map { $0.value(forKey: "UIValue") },
                changes: &result.changes, fail: fail)
        }
        if applied {
            result.appliedStorages += 1
        } else {
            let type =
                (target as? NibStandInView)?.archivedClassName ?? (target as? NibKeptObject)?.className
                ?? "\(Swift.type(of: target))"
            result.notApplied["\(storage.className) '\(keyPath)' on \(type)", default: 0] += 1
        }
    }

    /// The records of `storage` whose traits `environment` holds, least specific first (stable).
    private static func matchingRecords(
        of storage: NibKeptObject, environment: NibTraitEnvironment,
        fail: (String) -> NibLoadingError
    ) throws -> [NibKeptObject] {
        guard let recordsValue = storage.value(forKey: "UIRecords") else { return [] }
        guard case .array(let elements) = recordsValue else {
            throw fail("holds UIRecords of \(recordsValue.kindDescription), not an array")
        }
        var matching: [(specificity: Int, record: NibKeptObject)] = []
        for element in elements {
            guard case .object(let object) = element, let record = object as? NibKeptObject else {
                throw fail("holds a UIRecords element of \(element.kindDescription), not a trait storage record")
            }
            let traits = try specification(record.value(forKey: "UITraitCollection"), fail: fail)
            if environment.matches(traits) { matching.append((traits.specificity, record)) }
        }
        return matching.enumerated().sorted {
            ($0.element.specificity, $0.offset) < ($1.element.specificity, $1.offset)
        }.map(\.element.record)
    }

    /// A record's `UITraitCollection` (nil: none, matching any environment).
    static func specification(_ value: NibDecoded?, fail: (String) -> NibLoadingError) throws -> NibTraitSpecification {
        guard let value else { return NibTraitSpecification() }
        guard case .object(let object) = value, let collection = object as? NibKeptObject,
            collection.className == "UITraitCollection"
        else {
            throw fail("holds a UITraitCollection of \(value.kindDescription), not a trait collection")
        }
        var traits = NibTraitSpecification()
        for (key, entry) in collection.values {
            guard key.hasPrefix("UITraitCollectionBuiltinTrait-") || key.hasPrefix("UITraitCollection") else {
                continue
            }
            let sizeClass: NibTraitEnvironment.SizeClass?
            if key == NibTraitSpecification.horizontalKey || key == NibTraitSpecification.verticalKey {
                guard case .int(let number)? = entry, let found = NibTraitEnvironment.SizeClass(rawValue: number) else {
                    throw fail(
                        "holds \(key) \(entry.map(NibKeptObject.short) ?? "nil"), which is no size class (0, 1 or 2)")
                }
                sizeClass = found == .unspecified ? nil : found
                if key == NibTraitSpecification.horizontalKey {
                    traits.horizontal = sizeClass
                } else {
                    traits.vertical = sizeClass
                }
            } else {
                traits.otherTraits += 1
            }
        }
        return traits
    }

    // MARK: attributes

    /// Sets the last value (the most specific record's), every value checked; false when the model has
    /// no such key path on `target`.
    private static func applyAttribute(
        keyPath: String, to target: AnyObject, values: [NibDecoded?], changes: inout Int,
        fail: (String) -> NibLoadingError
    ) throws -> Bool {
        switch (keyPath, target) {
        case ("encodedConstant", let constraint as LayoutConstraint), ("constant", let constraint as LayoutConstraint):
            if let constant = try values.map({ try constantValue($0, fail: fail) }).last,
                constraint.constant != constant
            {
                constraint.constant = constant
                changes += 1
            }
        case ("font", let label as Label):
            if let font = try fonts(values, fail).last, label.font != font { label.font = font; changes += 1 }
        case ("font", let button as Button):
            if let font = try fonts(values, fail).last, button.font != font { button.font = font; changes += 1 }
        case ("font", let field as TextField):
            if let font = try fonts(values, fail).last, field.font != font { field.font = font; changes += 1 }
        case ("font", let text as TextView):
            if let font = try fonts(values, fail).last, text.font != font { text.font = font; changes += 1 }
        case ("textColor", let label as Label):
            if let color = try colors(values, fail).last, label.textColor != color {
                label.textColor = color; changes += 1
            }
        case ("textColor", let field as TextField):
            if let color = try colors(values, fail).last, field.textColor != color {
                field.textColor = color; changes += 1
            }
        case ("textColor", let text as TextView):
            if let color = try colors(values, fail).last, text.textColor != color {
                text.textColor = color; changes += 1
            }
        case ("normalTitleColor", let button as Button):
            if let color = try colors(values, fail).last, button.titleColors[.normal] != color {
                button.titleColors[.normal] = color; changes += 1
            }
        case ("backgroundColor", let view as View) where !(view is NibStandInView):
            if let color = try colors(values, fail).last, view.backgroundColor != color {
                view.backgroundColor = color; changes += 1
            }
        case ("tintColor", let view as View) where !(view is NibStandInView):
            if let color = try colors(values, fail).last, view.tintColor != color {
                view.tintColor = color; changes += 1
            }
        default:
            return false
        }
        return true
    }

    private static func fonts(_ values: [NibDecoded?], _ fail: (String) -> NibLoadingError) throws -> [FontDescriptor] {
        try values.map { value in
            guard case .font(let font)? = value else {
                throw fail("holds a record whose UIValue is \(value?.kindDescription ?? "nil"), not a font")
            }
            return font
        }
    }

    private static func colors(_ values: [NibDecoded?], _ fail: (String) -> NibLoadingError) throws -> [Color] {
        try values.map { value in
            guard case .color(let color)? = value else {
                throw fail("holds a record whose UIValue is \(value?.kindDescription ?? "nil"), not a colour")
            }
            return color
        }
    }

    /// `_NSLayoutConstraintConstant`'s `UINumericConstant` (its `UISymbolicConstant`, nil in every real
    /// file, is not read), or a plain number; finite and within ±1e6 points, as `NSConstant` must be.
    private static func constantValue(_ value: NibDecoded?, fail: (String) -> NibLoadingError) throws -> Double {
        var number: Double?
        switch value {
        case .double(let found)?: number = found
        case .int(let found)?: number = Double(found)
        case .object(let object as NibKeptObject)? where object.className == "_NSLayoutConstraintConstant":
            switch object.value(forKey: "UINumericConstant") {
            case .double(let found)?: number = found
            case .int(let found)?: number = Double(found)
            default: number = nil
            }
        default: number = nil
        }
        guard let number else {
            throw fail("holds a record whose UIValue is \(value?.kindDescription ?? "nil"), not a constraint constant")
        }
        guard number.isFinite, abs(number) <= NibDecoder.maximumGeometry else {
            throw fail("holds a record whose constraint constant \(number) is beyond ±1,000,000 or not a finite number")
        }
        return number
    }

    // MARK: relationships

    /// Removes, then adds, each record's objects in turn; false when the model has no such relationship.
    private static func applyRelationship(
        keyPath: String, to target: AnyObject, records: [NibKeptObject], changes: inout Int,
        fail: (String) -> NibLoadingError
    ) throws -> Bool {
        guard let view = target as? View, !(view is NibStandInView),
            keyPath == "traitStorageConstraints" || keyPath == "traitStorageSubviews"
        else {
            return false
        }
        for record in records {
            let removed = try objects(record, key: "UIRemovedObjects", fail: fail),
                added = try objects(record, key: "UIAddedObjects", fail: fail)
            if keyPath == "traitStorageConstraints" {
                let remove = try removed.map { try constraint($0, fail: fail) },
                    add = try added.map { try constraint($0, fail: fail) }
                let before = view.constraints.count
                view.constraints.removeAll { held in remove.contains { $0 === held } }
                changes += before - view.constraints.count
                for constraint in add where !view.constraints.contains(where: { $0 === constraint }) {
                    view.constraints.append(constraint)
                    changes += 1
                }
            } else {
                let remove = try removed.map { try subview($0, fail: fail) },
                    add = try added.map { try subview($0, fail: fail) }
                for subview in remove where subview.superview === view { subview.removeFromSuperview(); changes += 1 }
                for subview in add where subview.superview !== view { view.addSubview(subview); changes += 1 }
            }
        }
        return true
    }

    private static func objects(
        _ record: NibKeptObject, key: String, fail: (String) -> NibLoadingError
    ) throws -> [AnyObject] {
        guard let value = record.value(forKey: key) else { return [] }
        guard case .array(let elements) = value else {
            throw fail("holds a record whose \(key) is \(value.kindDescription), not a set")
        }
        return try elements.map { element in
            guard case .object(let object) = element else {
                throw fail("holds a record whose \(key) holds \(element.kindDescription)")
            }
            return object
        }
    }

    private static func constraint(_ object: AnyObject, fail: (String) -> NibLoadingError) throws -> LayoutConstraint {
        guard let constraint = object as? LayoutConstraint else {
            throw fail("adds or removes a \(type(of: object)) as a constraint")
        }
        return constraint
    }

    private static func subview(_ object: AnyObject, fail: (String) -> NibLoadingError) throws -> View {
        guard let view = object as? View else { throw fail("adds or removes a \(type(of: object)) as a subview") }
        return view
    }
}
