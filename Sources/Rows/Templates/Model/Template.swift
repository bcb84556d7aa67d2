import Views

/// A XIB read and typed once, kept in memory and instantiated as often as wanted, like `UINib`.
///
/// Immutable after reading, so one template may be shared across threads; every `instantiate` call
/// makes new objects.
public final class Template: @unchecked Sendable {
    /// The file name the template was read from, as given to the reader.
    public let fileName: String
    /// What the reader met and does not model (unknown attributes, child elements, object elements read
    /// as plain views), with counts; empty after a strict read, which refuses them.
    public internal(set) var notModelled: [NotModelledEntry] = []
    /// File's Owner, First Responder and external objects, in document order.
    public let placeholders: [TemplatePlaceholder]
    /// The top-level objects, in document order.
    public let objects: [TemplateObject]
    /// Outlets, connected after every object is made.
    public let connections: [TemplateConnection]
    /// Target-action pairs of controls, connected after the outlets.
    public let actions: [TemplateAction]
    /// Cells' `textLabel`, `detailTextLabel` and `imageView`, set after every object is made.
    public let references: [TemplateReference]
    /// Auto Layout constraints, kept but not applied: frames in the file are already laid out.
    public let constraints: [TemplateConstraint]
    /// Layout guides, gesture recognizers, outlet collections and declared custom fonts.
    public let auxiliary: TemplateAuxiliary
    /// How many entries the object table of one instantiation has (placeholders and objects).
    public let objectCount: Int

    init(
        fileName: String, placeholders: [TemplatePlaceholder], objects: [TemplateObject],
        connections: [TemplateConnection], actions: [TemplateAction], references: [TemplateReference],
        constraints: [TemplateConstraint], auxiliary: TemplateAuxiliary = TemplateAuxiliary(), objectCount: Int
    ) {
        self.fileName = fileName
        self.placeholders = placeholders
        self.objects = objects
        self.connections = connections
        self.actions = actions
        self.references = references
        self.constraints = constraints
        self.auxiliary = auxiliary
        self.objectCount = objectCount
    }

    /// Makes fresh top-level objects (placeholders excluded) and connects outlets and actions, like
    /// `loadNibNamed:owner:options:` (`externalObjects` is its `UINibExternalObjects` option).
    ///
    /// Measures no text: callers run `layoutIfNeeded(measurer:)` on the result, as every construction
    /// method does. Outlets whose source is the owner or an external object go through
    /// `OutletOwner.connect`; with a nil owner they are skipped, as messaging nil is in UIKit. Outlets from made
    /// objects are recorded on
    /// the view (`View.outlets`), since no custom classes exist here to hold them. Actions are added to
    /// their control with the destination as target (nil for a nil owner or the first responder).
    ///
    /// - Throws: `TemplateError` for a placeholder with no entry in `externalObjects`, an outlet the
    ///   owner does not accept, or an outlet from an external object that is not an `OutletOwner`.
    public func instantiate(owner: OutletOwner?, externalObjects: [String: AnyObject] = [:]) throws -> [View] {
        var table = ContiguousArray<AnyObject?>(repeating: nil, count: objectCount)
        for placeholder in placeholders {
            switch placeholder.role {
            case .owner: table[placeholder.index] = owner
            case .firstResponder: break
            case .external(let name):
                guard let object = externalObjects[name] else {
                    throw TemplateError(
                        file: fileName, line: placeholder.line, element: "placeholder",
                        attribute: "placeholderIdentifier",
                        reason:
                            "is \(name.quotedForMessage), but externalObjects has no object under that name; pass one")
                }
                table[placeholder.index] = object
            }
        }
        var topLevel: [View] = []
        topLevel.reserveCapacity(objects.count)
        for object in objects { topLevel.append(make(object, in: &table)) }
        if !constraints.isEmpty || !auxiliary.isEmpty { makeAuxiliaryObjects(in: &table) }
        for connection in connections { try connect(connection, in: table) }
        for action in actions {
            unsafeDowncast(table[action.sourceIndex]!, to: Control.self)
                .addAction(action.selector, target: table[action.destinationIndex], for: action.eventType)
        }
        if !auxiliary.isEmpty { try connectAuxiliaryObjects(in: table) }
        for reference in references { reference.apply(in: table) }
        return topLevel
    }

    /// Allocates one object by kind, applies its properties in order, then makes its subviews and slots.
    func make(_ node: TemplateObject, in table: inout ContiguousArray<AnyObject?>) -> View {
        let view = node.standInClass.map { StandInView(archivedClassName: $0) } ?? node.kind.make()
        // Applied in place through the buffer: `for property in` copies each property out of the array
        // first (1% more instructions per cached row).
        node.properties.withUnsafeBufferPointer { properties in
            for index in properties.indices { properties[index].apply(to: view) }
        }
        for subview in node.subviews { view.addSubview(make(subview, in: &table)) }
        for slotted in node.slots { slotted.slot.set(make(slotted.object, in: &table), on: view) }
        table[node.index] = view
        return view
    }

    private func connect(_ connection: TemplateConnection, in table: ContiguousArray<AnyObject?>) throws {
        // A nil owner or the first responder: nothing to connect, as in UIKit.
        guard let source = table[connection.sourceIndex], let destination = table[connection.destinationIndex] else {
            return
        }
        if let view = source as? View {
            view.outlets.append(Outlet(name: connection.property, destination: destination))
            return
        }
        guard let owner = source as? OutletOwner else {
            throw TemplateError(
                file: fileName, line: connection.line, element: "outlet", attribute: "property",
                reason:
                    """
                    names \(connection.property.quotedForMessage), but the external object (\(type(of: source))) \
                    is not an OutletOwner and cannot take outlets; pass one that is
                    """
            )
        }
        guard owner.connect(outlet: connection.property, to: destination) else {
            throw TemplateError(
                file: fileName, line: connection.line, element: "outlet", attribute: "property",
                reason:
                    """
                    names \(connection.property.quotedForMessage), but the owner (\(type(of: owner))) has no such \
                    outlet for a \(type(of: destination)) (setValue:forUndefinedKey:); add the outlet or remove \
                    the connection
                    """
            )
        }
    }
}

/// One kind of thing a template holds that the model does not build, and how many times it occurs.
public struct NotModelledEntry: Equatable, Sendable {
    /// `hasAttributedTitle= on <button>`, `<navigationBar> (view stand-in)`, `<foo> in <view>`.
    public let what: String
    public let count: Int

    public init(what: String, count: Int) {
        self.what = what
        self.count = count
    }
}

extension Template {
    /// `not modelled: hasAttributedTitle= on <button> ×1, ...`, or nil when the reader modelled everything.
    public var notModelledLine: String? {
        notModelled.isEmpty
            ? nil : "not modelled: " + notModelled.map { "\($0.what) ×\($0.count)" }.joined(separator: ", ")
    }
}
