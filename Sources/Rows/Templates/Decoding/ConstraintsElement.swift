import Views

/// `<constraints>` and `<variation>`: Auto Layout constraints, read and checked into
/// `TemplateConstraint`s whose items are resolved once the whole file is known.
enum ConstraintsElement {
    /// A constraint as read: its items are ids until the whole file has been seen.
    struct Pending {
        let id: String, element: XMLElementNode, ownerIndex: Int, index: Int, identifier: String?
        let firstItem: String?, secondItem: String?
        let firstAttribute: TemplateConstraint.Attribute, secondAttribute: TemplateConstraint.Attribute?
        let relation: TemplateConstraint.Relation
        let multiplier: Double, constant: Double, priority: Double
    }

    static func decode(_ element: XMLElementNode, ownerIndex: Int, in decoder: TemplateDecoder) throws {
        try AttributeReader(element, file: decoder.file).finish()
        for child in decoder.children(of: element) {
            guard child.name == "constraint" else { throw decoder.unknownChild(child, in: element) }
            var attributes = AttributeReader(child, file: decoder.file)
            let id = try attributes.requiredString("id")
            guard let firstAttribute = try attributes.choice("firstAttribute", TemplateConstraint.Attribute.self) else {
                throw attributes.error("firstAttribute", "is missing; constraint needs it")
            }
            let secondAttribute = try attributes.choice("secondAttribute", TemplateConstraint.Attribute.self)
            let identifier = attributes.string("identifier")
            // A placeholder constraint is one Xcode removes at build time, so that code adds its own.
            let isPlaceholder = try attributes.bool("placeholder") ?? false
            let secondItem = attributes.string("secondItem")
            if secondItem != nil, secondAttribute == nil {
                throw attributes.error("secondAttribute", "is missing; a constraint with a secondItem needs it")
            }
            let pendingFirstItem = attributes.string("firstItem")
            let relation = try attributes.choice("relation", TemplateConstraint.Relation.self) ?? .equal
            let multiplierValue = try multiplier(&attributes) ?? 1
            let constant = try attributes.number("constant") ?? 0
            let priorityValue = try priority(&attributes) ?? 1000
            try attributes.finish()
            try skipSizeClassVariations(of: child, in: decoder)
            guard let index = try decoder.register(id: id, of: child, isObject: !isPlaceholder), !isPlaceholder else {
                continue
            }
            let pending = Pending(
                id: id, element: child, ownerIndex: ownerIndex, index: index, identifier: identifier,
                firstItem: pendingFirstItem, secondItem: secondItem,
                firstAttribute: firstAttribute, secondAttribute: secondAttribute,
                relation: relation, multiplier: multiplierValue, constant: constant, priority: priorityValue)
            decoder.constraints.append(pending)
        }
    }

    /// A constraint's `<variation key="widthClass=regular" constant="8"/>`: its value in another size class.
    /// The model has one size class, the default, so these are checked to be size-class overrides and
    /// skipped; a `default` one (which would change the constraint) is not supported.
    private static func skipSizeClassVariations(of constraint: XMLElementNode, in decoder: TemplateDecoder) throws {
        for child in decoder.children(of: constraint) {
            guard child.name == "variation", let key = child.key, key != "default" else {
                throw decoder.unknownChild(child, in: constraint)
            }
        }
    }

    /// `<variation key="...">` holding `<mask key="constraints">` with `<exclude reference="id"/>`: the
    /// constraints a size class leaves out. Only the default size class matters here.
    static func decodeVariation(_ element: XMLElementNode, in decoder: TemplateDecoder) throws {
        var attributes = AttributeReader(element, file: decoder.file)
        let sizeClass = try attributes.requiredString("key")
        let isDefault = sizeClass == "default"
        // Another size class's values (`spacing="4"` on a stack view, a `<fontDescription>` for a label):
        // not applied, the model has one size class, so only its constraint masks are read and checked.
        if !isDefault { for name in element.attributes.keys { attributes.skip(name) } }
        try attributes.finish()
        for mask in decoder.children(of: element) {
            if !isDefault, !(mask.name == "mask" && mask.key == "constraints") { continue }
            guard mask.name == "mask", mask.key == "constraints" else { throw decoder.unknownChild(mask, in: element) }
            var maskAttributes = AttributeReader(mask, file: decoder.file)
            maskAttributes.skip("key")
            try maskAttributes.finish()
            for exclude in decoder.children(of: mask) {
                // `include` adds a constraint in another size class only; `exclude` in the default one removes it.
                guard exclude.name == "exclude" || (exclude.name == "include" && !isDefault) else {
                    throw decoder.unknownChild(exclude, in: mask)
                }
                var excludeAttributes = AttributeReader(exclude, file: decoder.file)
                let reference = try excludeAttributes.requiredString("reference")
                try excludeAttributes.finishLeaf()
                decoder.exclusions.append((reference, exclude, isDefault))
            }
        }
    }

    /// A decimal, or a ratio `a:b` as Xcode writes aspect ratios.
    private static func multiplier(_ attributes: inout AttributeReader) throws -> Double? {
        guard let text = attributes.element.attributes["multiplier"], text.contains(":") else {
            return try attributes.number("multiplier", .positive)
        }
        _ = attributes.string("multiplier")
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, let a = Double(parts[0]), let b = Double(parts[1]), a.isFinite, b.isFinite, a > 0, b > 0
        else {
            throw attributes.error("multiplier", "is not a positive number or ratio a:b: \(text.quotedForMessage)")
        }
        return a / b
    }

    private static func priority(_ attributes: inout AttributeReader) throws -> Double? {
        guard let value = try attributes.number("priority") else { return nil }
        guard (1...1000).contains(value) else {
            throw attributes.error(
                "priority", "must be between 1 and 1000: \(attributes.element.attributes["priority"]!.quotedForMessage)"
            )
        }
        return value
    }
}
