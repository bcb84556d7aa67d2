/// Collects what one object element says while its family's decoder reads it, then makes the node.
///
/// Each child element that fills a property or slot is recorded by its key, so a key given twice is an
/// error instead of a silent "last one wins".
struct ObjectBuilder {
    let element: XMLElementNode
    let kind: TemplateObjectKind
    var attributes: AttributeReader
    let id: String
    let index: Int
    let customClass: String?
    var properties: [TemplateProperty] = []
    var subviews: [TemplateObject] = []
    var slots: [TemplateSlotted] = []
    private var keysSeen: [String] = []

    /// Starts an object: reads and registers its `id`, and keeps `customClass`. A `key` attribute was
    /// already checked by the parent that put the object in a slot.
    ///
    /// - Parameter idOptional: older Xcode writes a collection view cell's `<view key="contentView">`
    ///   without an id; such an object is registered under `<contentView@LINE>`, an id Xcode never
    ///   writes (its ids hold no `<`), so nothing refers to it and a clash is still an error.
    init(
        _ element: XMLElementNode, kind: TemplateObjectKind, in decoder: TemplateDecoder, idOptional: Bool = false
    ) throws {
        self.element = element
        self.kind = kind
        attributes = AttributeReader(element, file: decoder.file)
        attributes.skip("key")
        if idOptional, element.attributes["id"] == nil {
            id = "<\(element.key ?? element.name)@\(element.line)>"
        } else {
            id = try attributes.requiredString("id")
        }
        customClass = attributes.string("customClass")
        index = try decoder.register(id: id, of: element, isObject: true)!
    }

    /// Notes that `child` fills its key, failing when an earlier child already did.
    mutating func claimKey(of child: XMLElementNode, in decoder: TemplateDecoder) throws {
        let key = child.key ?? child.name
        // Room for a typical object's keys at once, rather than growing 1, 2, 4, 8.
        if keysSeen.capacity == 0 { keysSeen.reserveCapacity(8) }
        guard !keysSeen.contains(key) else {
            throw decoder.error(child, "sets '\(key)' a second time in <\(element.name)>; keep one")
        }
        keysSeen.append(key)
    }

    mutating func add(_ property: TemplateProperty) { properties.append(property) }

    func build() -> TemplateObject {
        TemplateObject(
            kind: kind, id: id, line: element.line, index: index, customClass: customClass,
            properties: properties, subviews: subviews, slots: slots)
    }
}
