/// An object the template refers to but does not make: the owner, the first responder or an external object.
public struct TemplatePlaceholder: Sendable {
    public enum Role: Sendable, Equatable {
        /// `IBFilesOwner`: the `owner` passed to `instantiate`.
        case owner
        /// `IBFirstResponder`: nothing to connect on this platform.
        case firstResponder
        /// Any other identifier: looked up in `externalObjects` by it.
        case external(String)
    }

    public let role: Role
    public let id: String
    public let line: Int
    /// The placeholder's place in the object table.
    public let index: Int
    public let customClass: String?
}

/// An outlet: once every object exists, the source gets the destination under `property`.
public struct TemplateConnection: Sendable {
    /// The outlet's name, e.g. `loadedCell`.
    public let property: String
    public let id: String
    public let line: Int
    /// Indices in the object table, resolved when the template is read.
    public let sourceIndex: Int
    public let destinationIndex: Int
}
