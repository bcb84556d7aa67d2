/// `<resources>`: what the document's objects refer to by name. System colours are read (a `<color
/// systemColor=...>` takes its value from here); images are checked and kept by name only.
enum ResourcesElement {
    static func decode(_ element: XMLElementNode, in decoder: TemplateDecoder) throws {
        try AttributeReader(element, file: decoder.file).finish()
        for child in decoder.children(of: element) {
            var attributes = AttributeReader(child, file: decoder.file)
            let name = try attributes.requiredString("name")
            switch child.name {
            case "systemColor":
                try attributes.finish()
                let colors = decoder.children(of: child)
                guard colors.count == 1, let only = colors.first, only.name == "color" else {
                    throw decoder.error(child, "must hold exactly one <color>")
                }
                guard decoder.systemColors[name] == nil else {
                    throw decoder.error(child, "defines \(name.quotedForMessage) a second time; keep one")
                }
                decoder.systemColors[name] = try ColorElement.read(only, in: decoder)
            case "image":
                _ = try attributes.number("width", .nonNegative)
                _ = try attributes.number("height", .nonNegative)
                try attributes.finishLeaf()
                decoder.imageNames.insert(name)
            default:
                throw decoder.unknownChild(child, in: element)
            }
        }
    }
}
