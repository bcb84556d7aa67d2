import Views

/// The second reading pass: types an `XMLElementNode` tree into a `Template`.
///
/// It walks `document` → `objects` → each object, handing every object element to the decoder of its
/// family (`ViewElement`, `LabelElement`, `TableViewCellElement`, ...), numbers objects into the object
/// table, checks ids are unique, and resolves outlets once the whole file is known (they may point forward).
final class TemplateDecoder {
    let file: String
    private var entries: [String: (line: Int, element: String, index: Int?)] = [:]
    private var objectCount = 0
    private var outlets: [PendingOutlet] = []
    /// The document's `<resources>`, read before the objects that refer to them.
    var systemColors: [String: Color] = [:]
    var namedColors: [String: Color] = [:]
    var imageNames: Set<String> = []
    /// Constraints and the size-class exclusions of them, resolved once every id is known.
    var constraints: [ConstraintsElement.Pending] = []
    var exclusions: [(reference: String, element: XMLElementNode, isDefault: Bool)] = []
    /// Actions and cell references, resolved once every id is known (`TemplateDecoder+Wiring`).
    var wiring = PendingWiring()
    /// Layout guides, gesture recognizers and custom fonts as read; outlet collections and recognizer
    /// actions until their destinations are known (`AuxiliaryElements`).
    var auxiliary = TemplateAuxiliary()
    var pendingCollections: [AuxiliaryElements.Pending] = []
    var pendingGestureActions: [AuxiliaryElements.Pending] = []

    /// An outlet as read: its destination is an id until the whole file has been seen.
    struct PendingOutlet {
        let property: String, id: String, destination: String, line: Int, sourceIndex: Int
        let element: XMLElementNode
    }

    init(file: String) { self.file = file }

    func decodeDocument(_ root: XMLElementNode) throws -> Template {
        if root.name == "archive" { throw LegacyFormat.error(root, file: file) }
        guard root.name == "document" else {
            throw TemplateError(
                file: file, line: root.line, element: root.name,
                reason: "is not a XIB document: the root element must be <document>")
        }
        var attributes = AttributeReader(root, file: file)
        let type = try attributes.requiredString("type")
        guard type == "com.apple.InterfaceBuilder3.CocoaTouch.XIB" else {
            throw attributes.error(
                "type",
                "is \(type.quotedForMessage); only iOS XIBs (com.apple.InterfaceBuilder3.CocoaTouch.XIB) are supported")
        }
        let version = try attributes.requiredString("version")
        guard version == "3.0" else {
            throw attributes.error(
                "version", "is \(version.quotedForMessage); only the Xcode 5+ format, version 3.0, is supported")
        }
        attributes.skip("id")  // the document's own id only identifies it in Xcode
        try attributes.finish()

        var objectsElement: XMLElementNode?, resourcesElement: XMLElementNode?
        for child in children(of: root) {
            switch child.name {
            case "objects" where objectsElement == nil: objectsElement = child
            case "resources" where resourcesElement == nil: resourcesElement = child
            case "objects", "resources": throw error(child, "appears twice; a XIB has one")
            case "customFonts" where child.key == "customFonts": try CustomFontsElement.decode(child, in: self)
            default: try skipUnknown(child, in: root)
            }
        }
        if let resourcesElement { try ResourcesElement.decode(resourcesElement, in: self) }
        guard let objectsElement else {
            throw TemplateError(file: file, line: root.line, element: "document", reason: "has no <objects> element")
        }
        return try decodeObjects(objectsElement)
    }

    private func decodeObjects(_ element: XMLElementNode) throws -> Template {
        try AttributeReader(element, file: file).finish()
        var placeholders: [TemplatePlaceholder] = []
        var objects: [TemplateObject] = []
        for child in children(of: element) {
            if child.name == "placeholder" {
                placeholders.append(try decodePlaceholder(child))
            } else if AuxiliaryElements.isGestureRecognizer(child) {
                try AuxiliaryElements.gestureRecognizer(child, in: self)
            } else {
                objects.append(try decodeObject(child))
            }
        }
        return Template(
            fileName: file, placeholders: placeholders, objects: objects,
            connections: try resolveOutlets(), actions: try resolveActions(),
            references: try resolveReferences(), constraints: try resolveConstraints(),
            auxiliary: try resolveAuxiliary(), objectCount: objectCount)
    }

    private func decodePlaceholder(_ element: XMLElementNode) throws -> TemplatePlaceholder {
        var attributes = AttributeReader(element, file: file)
        let identifier = try attributes.requiredString("placeholderIdentifier")
        let id = try attributes.requiredString("id")
        let customClass = attributes.string("customClass")
        try attributes.finish()
        let index = try register(id: id, of: element, isObject: true)!
        for child in children(of: element) {
            guard child.name == "connections" else { throw unknownChild(child, in: element) }
            try ConnectionsElement.decode(child, sourceIndex: index, in: self)
        }
        let role: TemplatePlaceholder.Role =
            switch identifier {
            case "IBFilesOwner": .owner
            case "IBFirstResponder": .firstResponder
            default: .external(identifier)
            }
        return TemplatePlaceholder(role: role, id: id, line: element.line, index: index, customClass: customClass)
    }

    /// Decodes any object element by its name: the one place that knows which elements make objects.
    func decodeObject(_ element: XMLElementNode) throws -> TemplateObject {
        switch element.name {
        case "view": return try ViewElement.decode(element, kind: .view, in: self)
        case "label": return try LabelElement.decode(element, in: self)
        case "tableViewCell": return try TableViewCellElement.decode(element, in: self)
        case "collectionViewCell": return try CollectionViewCellElement.decode(element, in: self)
        case "button": return try ButtonElement.decode(element, in: self)
        case "imageView": return try ImageViewElement.decode(element, in: self)
        case "stackView": return try StackViewElement.decode(element, in: self)
        case "scrollView", "collectionView", "textView": return try ScrollViewElement.decode(element, in: self)
        case "textField": return try TextFieldElement.decode(element, in: self)
        case "switch": return try ControlElements.decode(element, kind: .switch, in: self)
        case "slider": return try ControlElements.decode(element, kind: .slider, in: self)
        case "stepper": return try ControlElements.decode(element, kind: .stepper, in: self)
        case "pageControl": return try ControlElements.decode(element, kind: .pageControl, in: self)
        case "segmentedControl": return try ControlElements.decode(element, kind: .segmentedControl, in: self)
        case "activityIndicatorView":
            return try IndicatorElements.decode(element, kind: .activityIndicatorView, in: self)
        case "progressView": return try IndicatorElements.decode(element, kind: .progressView, in: self)
        case "pickerView": return try IndicatorElements.decode(element, kind: .pickerView, in: self)
        case "wkWebView": return try IndicatorElements.decode(element, kind: .webView, in: self)
        case "searchBar": return try IndicatorElements.decode(element, kind: .searchBar, in: self)
        case "collectionReusableView":
            return try IndicatorElements.decode(element, kind: .collectionReusableView, in: self)
        case "visualEffectView": return try VisualEffectViewElement.decode(element, in: self)
        case "tableViewCellContentView":
            throw error(element, "may only be a <tableViewCell>'s key=\"contentView\"")
        case "collectionViewCellContentView":
            throw error(element, "may only be a <collectionViewCell>'s key=\"contentView\"")
        default:
            guard let vocabulary = TemplateVocabulary.current, !vocabulary.strict else {
                throw TemplateError(
                    file: file, line: element.line, element: element.name,
                    reason:
                        """
                        is not an object this reader can make (see templates/README.md; without --strict it is \
                        read as a view stand-in)
                        """
                )
            }
            // An element of a class the reader does not know: a view standing in for the UIKit class it
            // names, with its frame, subviews and constraints, its own attributes and children listed as
            // not modelled. One that sends actions stays a plain control, which can hold them.
            vocabulary.record("<\(element.name)> (view stand-in)")
            let object = try ViewElement.decode(element, kind: .view, in: self)
            return object.kind == .view
                ? object.standingIn(for: StandInView.uiKitClassName(forElement: element.name)) : object
        }
    }

    /// Records an id, failing if it is taken; returns the object-table index for objects, nil otherwise.
    func register(id: String, of element: XMLElementNode, isObject: Bool) throws -> Int? {
        if let first = entries[id] {
            throw TemplateError(
                file: file, line: element.line, element: element.displayName, attribute: "id",
                reason:
                    """
                    \(id.quotedForMessage) is already used by <\(first.element)> on line \(first.line); ids must \
                    be unique
                    """
            )
        }
        let index: Int? = isObject ? objectCount : nil
        if isObject { objectCount += 1 }
        entries[id] = (element.line, element.name, index)
        return index
    }

    func addOutlet(_ outlet: PendingOutlet) { outlets.append(outlet) }

    /// The object-table index and element name of the object with `id`, or nil when no object has it.
    func object(withID id: String) -> (index: Int, element: String)? {
        guard let entry = entries[id], let index = entry.index else { return nil }
        return (index, entry.element)
    }

    private func resolveOutlets() throws -> [TemplateConnection] {
        try outlets.map { outlet in
            guard let index = entries[outlet.destination]?.index else {
                throw TemplateError(
                    file: file, line: outlet.line, element: outlet.element.name, attribute: "destination",
                    reason: "\(outlet.destination.quotedForMessage) names no object in this file")
            }
            return TemplateConnection(
                property: outlet.property, id: outlet.id, line: outlet.line,
                sourceIndex: outlet.sourceIndex, destinationIndex: index)
        }
    }

    private func resolveConstraints() throws -> [TemplateConstraint] {
        var excluded: Set<String> = []
        for exclusion in exclusions {
            // Any constraint of the file, placeholders (which are not made) included.
            guard entries[exclusion.reference]?.element == "constraint" else {
                throw TemplateError(
                    file: file, line: exclusion.element.line, element: exclusion.element.name, attribute: "reference",
                    reason: "\(exclusion.reference.quotedForMessage) names no constraint in this file")
            }
            if exclusion.isDefault { excluded.insert(exclusion.reference) }
        }
        return try constraints.map { pending in
            func item(_ id: String?, _ attribute: String) throws -> Int? {
                guard let id else { return nil }
                guard let index = entries[id]?.index else {
                    throw TemplateError(
                        file: file, line: pending.element.line, element: "constraint", attribute: attribute,
                        reason: "\(id.quotedForMessage) names no object in this file")
                }
                return index
            }
            return TemplateConstraint(
                id: pending.id, line: pending.element.line, index: pending.index, identifier: pending.identifier,
                ownerIndex: pending.ownerIndex,
                firstItemIndex: try item(pending.firstItem, "firstItem") ?? pending.ownerIndex,
                firstAttribute: pending.firstAttribute, relation: pending.relation,
                secondItemIndex: try item(pending.secondItem, "secondItem"), secondAttribute: pending.secondAttribute,
                multiplier: pending.multiplier, constant: pending.constant, priority: pending.priority,
                isInstalled: !excluded.contains(pending.id))
        }
    }

    /// An element's children without the editor metadata that is skipped whole.
    func children(of element: XMLElementNode) -> [XMLElementNode] {
        // Most elements hold no editor metadata: their list is returned as it is, not copied.
        guard element.children.contains(where: EditorMetadata.isIgnored) else { return element.children }
        return element.children.filter { !EditorMetadata.isIgnored($0) }
    }

    func unknownChild(_ child: XMLElementNode, in parent: XMLElementNode) -> TemplateError {
        TemplateError(
            file: file, line: child.line, element: child.displayName,
            reason: "is not supported inside <\(parent.name)> by this reader (see templates/README.md)")
    }

    /// A child element the reader does not know: listed as not modelled and skipped, or, when the read
    /// is strict (`--strict`) or outside `TemplateReader`, the error of `unknownChild`.
    func skipUnknown(_ child: XMLElementNode, in parent: XMLElementNode) throws {
        guard let vocabulary = TemplateVocabulary.current, !vocabulary.strict else {
            throw unknownChild(child, in: parent)
        }
        vocabulary.record("<\(child.name)> in <\(parent.name)>")
    }

    func error(_ element: XMLElementNode, _ reason: String) -> TemplateError {
        TemplateError(file: file, line: element.line, element: element.displayName, reason: reason)
    }
}
