import Views

/// The shape every object element without slots shares: the view attributes, the family's own, the rare
/// ones, then each child either a common view child or one of the family's. Used by the families added
/// for real cells, so each states only what is its own.
enum SimpleElement {
    static func decode(
        _ element: XMLElementNode, kind: TemplateObjectKind, in decoder: TemplateDecoder,
        readAttributes: (inout ObjectBuilder) throws -> Void = { _ in },
        readChild: (XMLElementNode, inout ObjectBuilder) throws -> Bool = { _, _ in false }
    ) throws -> TemplateObject {
        var object = try ObjectBuilder(element, kind: kind, in: decoder)
        try ViewElement.readAttributes(into: &object)
        try readAttributes(&object)
        try ViewElement.finishAttributes(&object)
        for child in decoder.children(of: element) {
            if try ViewElement.readChild(child, into: &object, in: decoder) { continue }
            if try readChild(child, &object) {
                try object.claimKey(of: child, in: decoder)
                continue
            }
            guard try ViewElement.readRareChild(child, into: &object, in: decoder) else {
                try decoder.skipUnknown(child, in: element); continue
            }
        }
        return object.build()
    }
}
