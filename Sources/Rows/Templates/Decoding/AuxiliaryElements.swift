import Views

/// The elements that make or wire objects other than views: `<viewLayoutGuide>`, top-level gesture
/// recognizers (`<tapGestureRecognizer>`, ...), `<outletCollection>` and a recognizer's `<action>`.
/// Destinations are ids until the whole file is known; `resolveAuxiliary` turns them into indices.
enum AuxiliaryElements {
    /// An outlet collection or recognizer action as read.
    struct Pending {
        let property: String, destination: String, sourceIndex: Int, element: XMLElementNode
    }

    /// `<viewLayoutGuide key="safeArea" id=...>` inside a view.
    static func layoutGuide(_ element: XMLElementNode, ownerIndex: Int, in decoder: TemplateDecoder) throws {
        var attributes = AttributeReader(element, file: decoder.file)
        let identifier = try attributes.requiredString("key")
        let id = try attributes.requiredString("id")
        try attributes.finishLeaf()
        let index = try decoder.register(id: id, of: element, isObject: true)!
        decoder.auxiliary.layoutGuides.append(
            TemplateLayoutGuide(identifier: identifier, index: index, ownerIndex: ownerIndex))
    }

    /// Numeric and flag settings each recognizer kind may carry, with Xcode's attribute names.
    static let recognizerSettings: Set<String> = [
        "numberOfTapsRequired", "numberOfTouchesRequired", "minimumPressDuration", "allowableMovement",
        "minimumNumberOfTouches", "maximumNumberOfTouches", "cancelsTouchesInView", "delaysTouchesBegan",
        "delaysTouchesEnded", "enabled", "requiresExclusiveTouchType",
    ]

    /// Whether a top-level element is a gesture recognizer this reader makes.
    static func isGestureRecognizer(_ element: XMLElementNode) -> Bool {
        element.name.hasSuffix("GestureRecognizer")
    }

    /// A top-level `<tapGestureRecognizer id=...>` (or pan, pinch, `pongPress` for long press, ...).
    static func gestureRecognizer(_ element: XMLElementNode, in decoder: TemplateDecoder) throws {
        let kindName = String(element.name.dropLast("GestureRecognizer".count))
        guard let kind = GestureRecognizer.Kind(rawValue: kindName) else {
            throw decoder.error(
                element,
                "is not a gesture recognizer this reader knows ("
                    + GestureRecognizer.Kind.allCases.map { $0.rawValue + "GestureRecognizer" }.joined(separator: ", ")
                    + ")"
            )
        }
        var attributes = AttributeReader(element, file: decoder.file)
        let id = try attributes.requiredString("id")
        var settings: [String: Double] = [:]
        for name in recognizerSettings.sorted() {
            guard let text = element.attributes[name] else { continue }
            if text == "YES" || text == "NO" {
                settings[name] = try attributes.bool(name)! ? 1 : 0
            } else {
                settings[name] = try attributes.number(name)
            }
        }
        try attributes.finish()
        let index = try decoder.register(id: id, of: element, isObject: true)!
        for child in decoder.children(of: element) {
            guard child.name == "connections" else { throw decoder.unknownChild(child, in: element) }
            try ConnectionsElement.decode(child, sourceIndex: index, isGestureRecognizer: true, in: decoder)
        }
        decoder.auxiliary.gestureRecognizers.append(
            TemplateGestureRecognizer(
                kind: kind, id: id, line: element.line, index: index, settings: settings, actions: []))
    }

    /// `<outletCollection property= destination= collectionClass= appends= id=>`.
    static func outletCollection(_ element: XMLElementNode, sourceIndex: Int, in decoder: TemplateDecoder) throws {
        var attributes = AttributeReader(element, file: decoder.file)
        let property = try attributes.requiredString("property")
        let destination = try attributes.requiredString("destination")
        let id = try attributes.requiredString("id")
        // The array class (NSArray, NSMutableArray) and whether Xcode appends to an inherited collection:
        // both only matter to Objective-C's storage; the model keeps one list per name.
        _ = try attributes.choice("collectionClass", CollectionClass.self)
        _ = try attributes.bool("appends")
        try attributes.finishLeaf()
        _ = try decoder.register(id: id, of: element, isObject: false)
        decoder.pendingCollections.append(
            Pending(property: property, destination: destination, sourceIndex: sourceIndex, element: element))
    }

    enum CollectionClass: String, CaseIterable { case NSArray, NSMutableArray }

    /// `<action selector= destination= id=>` inside a gesture recognizer: no event type.
    static func gestureAction(_ element: XMLElementNode, sourceIndex: Int, in decoder: TemplateDecoder) throws {
        var attributes = AttributeReader(element, file: decoder.file)
        let selector = try attributes.requiredString("selector")
        let destination = try attributes.requiredString("destination")
        let id = try attributes.requiredString("id")
        try attributes.finishLeaf()
        _ = try decoder.register(id: id, of: element, isObject: false)
        decoder.pendingGestureActions.append(
            Pending(property: selector, destination: destination, sourceIndex: sourceIndex, element: element))
    }
}

extension TemplateDecoder {
    /// The auxiliary objects with every destination resolved to an object-table index.
    func resolveAuxiliary() throws -> TemplateAuxiliary {
        var result = auxiliary
        func index(of pending: AuxiliaryElements.Pending) throws -> Int {
            guard let target = object(withID: pending.destination) else {
                throw TemplateError(
                    file: file, line: pending.element.line, element: pending.element.name, attribute: "destination",
                    reason: "\(pending.destination.quotedForMessage) names no object in this file")
            }
            return target.index
        }
        for pending in pendingGestureActions {
            let destination = try index(of: pending)
            guard let position = result.gestureRecognizers.firstIndex(where: { $0.index == pending.sourceIndex }) else {
                continue
            }
            result.gestureRecognizers[position].actions.append((pending.property, destination))
        }
        result.outletCollections = try pendingCollections.map {
            TemplateOutletCollection(
                property: $0.property, line: $0.element.line, sourceIndex: $0.sourceIndex,
                destinationIndex: try index(of: $0))
        }
        return result
    }
}
