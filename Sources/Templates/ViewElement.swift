import Views

/// `<view>` and the attributes and child elements that every view-like element shares.
///
/// The other families (`LabelElement`, `TableViewCellElement`, ...) call `readAttributes` and
/// `readChild` first and then handle what is theirs, so the common part is written once.
enum ViewElement {
    static func decode(_ element: XMLElementNode, kind: TemplateObjectKind,
                       in decoder: TemplateDecoder) throws -> TemplateObject {
        var object = try ObjectBuilder(element, kind: kind, in: decoder)
        try readAttributes(into: &object)
        try object.attributes.finish()
        for child in decoder.children(of: element) {
            guard try readChild(child, into: &object, in: decoder) else { throw decoder.unknownChild(child, in: element) }
        }
        return object.build()
    }

    /// The `UIView` attributes, in a fixed order so the properties are applied the same way every time.
    static func readAttributes(into object: inout ObjectBuilder) throws {
        if let value = try object.attributes.choice("contentMode", ContentMode.self) { object.add(.view(.contentMode(value))) }
        if let value = try object.attributes.integer("tag") { object.add(.view(.tag(value))) }
        if let value = try object.attributes.bool("opaque") { object.add(.view(.opaque(value))) }
        if let value = try object.attributes.bool("clipsSubviews") { object.add(.view(.clipsToBounds(value))) }
        if let value = try object.attributes.bool("userInteractionEnabled") { object.add(.view(.userInteractionEnabled(value))) }
        if let value = try object.attributes.bool("multipleTouchEnabled") { object.add(.view(.multipleTouchEnabled(value))) }
        if let value = try object.attributes.bool("hidden") { object.add(.view(.hidden(value))) }
        if let value = try object.attributes.number("alpha", .unit) { object.add(.view(.alpha(value))) }
    }

    /// Handles a child element every view may have; false when it is not one of them.
    static func readChild(_ child: XMLElementNode, into object: inout ObjectBuilder,
                          in decoder: TemplateDecoder) throws -> Bool {
        switch (child.name, child.key) {
        case ("rect", "frame"):
            try object.claimKey(of: child, in: decoder)
            object.add(.view(.frame(try ValueElements.rect(child, in: decoder))))
        case ("autoresizingMask", "autoresizingMask"):
            try object.claimKey(of: child, in: decoder)
            object.add(.view(.autoresizingMask(try ValueElements.autoresizingMask(child, in: decoder))))
        case ("color", "backgroundColor"):
            try object.claimKey(of: child, in: decoder)
            object.add(.view(.backgroundColor(try ColorElement.read(child, in: decoder))))
        case ("nil", "backgroundColor"):
            try object.claimKey(of: child, in: decoder)
            try ValueElements.nilValue(child, in: decoder)  // the default, no background colour
        case ("subviews", nil):
            try object.claimKey(of: child, in: decoder)
            try AttributeReader(child, file: decoder.file).finish()
            for subview in decoder.children(of: child) {
                if subview.key != nil {
                    throw decoder.error(subview, "has a key, but views inside <subviews> take none; remove it")
                }
                object.subviews.append(try decoder.decodeObject(subview))
            }
        case ("constraints", nil):
            try object.claimKey(of: child, in: decoder)
            try ConstraintsElement.decode(child, ownerIndex: object.index, in: decoder)
        case ("variation", _):
            try ConstraintsElement.decodeVariation(child, in: decoder)
        case ("connections", nil):
            try object.claimKey(of: child, in: decoder)
            try ConnectionsElement.decode(child, sourceIndex: object.index, in: decoder)
        default:
            return false
        }
        return true
    }
}
