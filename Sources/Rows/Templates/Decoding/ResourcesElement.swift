/// `<resources>`: what the document's objects refer to by name. System colours and named (asset
/// catalog) colours are read (a `<color systemColor=...>` or `<color name=...>` takes its value from
/// here); images are checked and kept by name only.
enum ResourcesElement {
    static func decode(_ element: XMLElementNode, in decoder: TemplateDecoder) throws {
        try AttributeReader(element, file: decoder.file).finish()
        for child in decoder.children(of: element) {
            var attributes = AttributeReader(child, file: decoder.file)
            let name = try attributes.requiredString("name")
            switch child.name {
            case "systemColor", "namedColor":
                try attributes.finish()
                let colors = decoder.children(of: child)
                guard colors.count == 1, let only = colors.first, only.name == "color" else {
                    throw decoder.error(child, "must hold exactly one <color>")
                }
                let isSystem = child.name == "systemColor"
                guard (isSystem ? decoder.systemColors[name] : decoder.namedColors[name]) == nil else {
                    throw decoder.error(child, "defines \(name.quotedForMessage) a second time; keep one")
                }
                let color = try ColorElement.read(only, in: decoder)
                if isSystem { decoder.systemColors[name] = color } else { decoder.namedColors[name] = color }
            case "image":
                _ = try attributes.number("width", .nonNegative)
                _ = try attributes.number("height", .nonNegative)
                _ = attributes.string("catalog")  // `system` for an SF Symbol; images are kept by name only
                try attributes.finishLeaf()
                decoder.imageNames.insert(name)
            default:
                throw decoder.unknownChild(child, in: element)
            }
        }
    }
}
