/// `<connections>`: the outlets an object or placeholder gets once everything is made.
///
/// Destinations are resolved when the whole file has been read (they usually point forward, from the
/// File's Owner to the cell below it); actions and segues are not modelled yet.
enum ConnectionsElement {
    static func decode(_ element: XMLElementNode, sourceIndex: Int, in decoder: TemplateDecoder) throws {
        try AttributeReader(element, file: decoder.file).finish()
        for child in decoder.children(of: element) {
            guard child.name == "outlet" else { throw decoder.unknownChild(child, in: element) }
            var attributes = AttributeReader(child, file: decoder.file)
            let property = try attributes.requiredString("property")
            let destination = try attributes.requiredString("destination")
            let id = try attributes.requiredString("id")
            try attributes.finishLeaf()
            guard !property.isEmpty else { throw attributes.error("property", "is empty; name the outlet") }
            _ = try decoder.register(id: id, of: child, isObject: false)
            decoder.addOutlet(.init(property: property, id: id, destination: destination, line: child.line,
                                    sourceIndex: sourceIndex, element: child))
        }
    }
}
