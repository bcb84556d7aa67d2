extension TemplateDecoder {
    /// Actions with their destinations resolved to object-table indices.
    func resolveActions() throws -> [TemplateAction] {
        try wiring.actions.map { action in
            guard let destination = object(withID: action.destination) else {
                throw TemplateError(
                    file: file, line: action.element.line, element: "action", attribute: "destination",
                    reason: "\(action.destination.quotedForMessage) names no object in this file")
            }
            return TemplateAction(
                selector: action.selector, eventType: action.eventType, id: action.id,
                line: action.element.line, sourceIndex: action.sourceIndex,
                destinationIndex: destination.index)
        }
    }

    /// A cell's `textLabel`, `detailTextLabel` and `imageView` references, checked to name a view of the
    /// right element inside the file.
    func resolveReferences() throws -> [TemplateReference] {
        try wiring.references.map { reference in
            let name = reference.role.rawValue
            guard let target = object(withID: reference.id) else {
                throw TemplateError(
                    file: file, line: reference.element.line, element: reference.element.name, attribute: name,
                    reason: "\(reference.id.quotedForMessage) names no object in this file")
            }
            guard target.element == reference.role.elementName else {
                throw TemplateError(
                    file: file, line: reference.element.line, element: reference.element.name, attribute: name,
                    reason:
                        """
                        \(reference.id.quotedForMessage) names a <\(target.element)>, but a cell's \(name) must \
                        be a <\(reference.role.elementName)>
                        """
                )
            }
            return TemplateReference(
                role: reference.role, line: reference.element.line,
                cellIndex: reference.cellIndex, viewIndex: target.index)
        }
    }
}
