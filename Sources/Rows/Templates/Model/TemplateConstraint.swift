import Views

/// An Auto Layout constraint as the XIB states it: kept, checked and available, but not applied, since
/// the model lays views out by their frames (which Xcode writes already resolved).
public struct TemplateConstraint: Sendable, Equatable {
    /// Xcode's names for the attributes a constraint relates (`NSLayoutConstraint.Attribute`).
    public typealias Attribute = LayoutAttribute
    public typealias Relation = LayoutRelation

    public let id: String
    public let line: Int
    /// The constraint's own place in the object table: instantiation makes a `LayoutConstraint` there,
    /// so outlets can point at it.
    public let index: Int
    /// Xcode's `identifier`, when given.
    public let identifier: String?
    /// The object whose `<constraints>` holds this one.
    public let ownerIndex: Int
    /// The first item; when the XIB names none, the owner.
    public let firstItemIndex: Int
    public let firstAttribute: Attribute
    public let relation: Relation
    /// None for a constant size (`width = 40`).
    public let secondItemIndex: Int?
    public let secondAttribute: Attribute?
    /// From a decimal or a ratio such as `16:9`.
    public let multiplier: Double
    public let constant: Double
    /// 1...1000; 1000 when the XIB gives none.
    public let priority: Double
    /// False when the default size class excludes it (`<variation key="default"><mask key="constraints">`).
    public let isInstalled: Bool
}
