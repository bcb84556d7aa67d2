import Views

/// `<collectionViewFlowLayout key="collectionViewLayout">`: a collection view's flow layout, kept as a
/// `FlowLayout` value. Its `id` is registered (it is unique in the file) but it is not an object of the
/// model, so nothing may connect to it.
enum FlowLayoutElement {
    static func read(_ element: XMLElementNode, in decoder: TemplateDecoder) throws -> FlowLayout {
        var attributes = ValueElements.leafAttributes(element, decoder)
        var layout = FlowLayout()
        if let value = try attributes.choice("scrollDirection", FlowLayout.ScrollDirection.self) {
            layout.scrollDirection = value
        }
        if let value = try attributes.number("minimumLineSpacing") { layout.minimumLineSpacing = value }
        if let value = try attributes.number("minimumInteritemSpacing") { layout.minimumInteritemSpacing = value }
        if let id = attributes.string("id") { _ = try decoder.register(id: id, of: element, isObject: false) }
        try attributes.finish()
        var seen: Set<String> = []
        for child in decoder.children(of: element) {
            guard let key = child.key, seen.insert(key).inserted else {
                throw decoder.error(
                    child,
                    child.key == nil
                        ? "needs a key inside <collectionViewFlowLayout>"
                        : "sets '\(child.key!)' a second time; keep one")
            }
            switch (child.name, key) {
            case ("size", "itemSize"): layout.itemSize = try ValueElements.size(child, in: decoder)
            case ("size", "estimatedItemSize"): layout.estimatedItemSize = try ValueElements.size(child, in: decoder)
            case ("size", "headerReferenceSize"):
                layout.headerReferenceSize = try ValueElements.size(child, in: decoder)
            case ("size", "footerReferenceSize"):
                layout.footerReferenceSize = try ValueElements.size(child, in: decoder)
            case ("inset", "sectionInset"): layout.sectionInset = try ValueElements.inset(child, in: decoder)
            default: throw decoder.unknownChild(child, in: element)
            }
        }
        return layout
    }
}
