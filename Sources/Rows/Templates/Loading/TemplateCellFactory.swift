import Views

/// Makes cells from a template by class and reuse identifier, as seed 003's `CellFactory` does with
/// `loadNibNamed:owner:options:`: instantiate the whole template, return the one top-level object that
/// matches.
///
/// The match is worked out once, when the factory is made (`Template.topLevelObject`), so a template
/// with no matching cell, or two, fails then. The template is shared: make it once (or take it from a
/// `TemplateCache`) and the factory only instantiates, like `UINib`.
public struct TemplateCellFactory: Sendable {
    public let template: Template
    public let className: String
    public let reuseIdentifier: String?
    /// The matching object's position among the template's top-level objects.
    private let position: Int

    /// - Throws: `TemplateError` when no top-level object, or more than one, has the class and identifier.
    public init(template: Template, className: String, reuseIdentifier: String?) throws {
        self.template = template
        self.className = className
        self.reuseIdentifier = reuseIdentifier
        position = try template.topLevelObject(className: className, reuseIdentifier: reuseIdentifier)
    }

    /// A new cell, with its outlets connected to `owner` and its placeholders to `externalObjects`.
    /// Measures no text: lay it out with `layoutIfNeeded(measurer:)` as any row.
    public func makeCell(owner: OutletOwner? = nil, externalObjects: [String: AnyObject] = [:]) throws -> View {
        try template.instantiate(owner: owner, externalObjects: externalObjects)[position]
    }
}
