import Views

/// An action: once every object exists, the source control gets the destination as target for `selector`
/// on `eventType` (`addTarget(_:action:for:)`), as NIB loading connects `<action>`.
public struct TemplateAction: Sendable {
    public let selector: String
    public let eventType: ControlEvent
    public let id: String
    public let line: Int
    /// Indices in the object table, resolved when the template is read; the source is always a control.
    public let sourceIndex: Int
    public let destinationIndex: Int
}

/// A cell's reference to one of its style's views (`textLabel="id"` on a `<tableViewCell>`), set once
/// every object exists, since the view is made inside the content view after the cell.
public struct TemplateReference: Sendable {
    public enum Role: String, Sendable, CaseIterable {
        case textLabel, detailTextLabel, imageView

        /// The element the referenced object must be.
        var elementName: String { self == .imageView ? "imageView" : "label" }
    }

    public let role: Role
    public let line: Int
    public let cellIndex: Int
    public let viewIndex: Int

    /// Puts the view into its role on the cell; the reader checked both kinds.
    func apply(in table: ContiguousArray<AnyObject?>) {
        guard let cell = table[cellIndex] as? TableViewCell else { return }
        switch role {
        case .textLabel: cell.textLabel = table[viewIndex] as? Label
        case .detailTextLabel: cell.detailTextLabel = table[viewIndex] as? Label
        case .imageView: cell.imageView = table[viewIndex] as? ImageView
        }
    }
}

/// Actions and references as read: destinations are ids until the whole file has been seen.
struct PendingWiring {
    struct Action {
        let selector: String, eventType: ControlEvent, id: String, destination: String, sourceIndex: Int
        let element: XMLElementNode
    }

    struct Reference {
        let role: TemplateReference.Role, id: String, cellIndex: Int, element: XMLElementNode
    }

    var actions: [Action] = []
    var references: [Reference] = []
}
