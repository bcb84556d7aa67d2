import Views

/// `<connections>`: the outlets an object or placeholder gets, and the actions a control sends, once
/// everything is made.
///
/// Destinations are resolved when the whole file has been read (they usually point forward, from the
/// File's Owner to the cell below it). Segues and outlet collections are not modelled and are errors.
enum ConnectionsElement {
    /// - Parameter sourceKind: the kind of the object holding the connections; nil for a placeholder.
    /// - Parameter isGestureRecognizer: the source is a gesture recognizer, whose actions have no event type.
    static func decode(
        _ element: XMLElementNode, sourceIndex: Int, sourceKind: TemplateObjectKind? = nil,
        isGestureRecognizer: Bool = false, in decoder: TemplateDecoder
    ) throws {
        try AttributeReader(element, file: decoder.file).finish()
        for child in decoder.children(of: element) {
            switch child.name {
            case "outlet": try outlet(child, sourceIndex: sourceIndex, in: decoder)
            case "outletCollection":
                try AuxiliaryElements.outletCollection(child, sourceIndex: sourceIndex, in: decoder)
            case "action" where isGestureRecognizer:
                try AuxiliaryElements.gestureAction(child, sourceIndex: sourceIndex, in: decoder)
            case "action": try action(child, sourceIndex: sourceIndex, sourceKind: sourceKind, in: decoder)
            default: throw decoder.unknownChild(child, in: element)
            }
        }
    }

    private static func outlet(_ child: XMLElementNode, sourceIndex: Int, in decoder: TemplateDecoder) throws {
        var attributes = AttributeReader(child, file: decoder.file)
        let property = try attributes.requiredString("property")
        let destination = try attributes.requiredString("destination")
        let id = try attributes.requiredString("id")
        try attributes.finishLeaf()
        guard !property.isEmpty else { throw attributes.error("property", "is empty; name the outlet") }
        _ = try decoder.register(id: id, of: child, isObject: false)
        decoder.addOutlet(
            .init(
                property: property, id: id, destination: destination, line: child.line,
                sourceIndex: sourceIndex, element: child))
    }

    /// `<action selector= destination= eventType= id=>` inside a control's connections.
    private static func action(
        _ child: XMLElementNode, sourceIndex: Int, sourceKind: TemplateObjectKind?,
        in decoder: TemplateDecoder
    ) throws {
        var attributes = AttributeReader(child, file: decoder.file)
        let selector = try attributes.requiredString("selector")
        let destination = try attributes.requiredString("destination")
        guard let eventType = try attributes.choice("eventType", ControlEvent.self) else {
            throw attributes.error("eventType", "is missing; action needs it")
        }
        let id = try attributes.requiredString("id")
        try attributes.finishLeaf()
        guard !selector.isEmpty else { throw attributes.error("selector", "is empty; name the action method") }
        guard sourceKind?.isControl == true else {
            throw decoder.error(
                child, "is on an object that is not a control; only controls send actions with an event type")
        }
        _ = try decoder.register(id: id, of: child, isObject: false)
        decoder.wiring.actions.append(
            .init(
                selector: selector, eventType: eventType, id: id, destination: destination,
                sourceIndex: sourceIndex, element: child))
    }
}
