import Views

/// The objects one instantiation makes, before any connection: what a nib compiler archives.
public struct TemplateObjectGraph {
    /// The top-level views, in document order.
    public let topLevel: [View]
    /// Every object by its index in the template's object table; nil for placeholders.
    public let objects: [AnyObject?]
}

extension Template {
    /// Makes the objects as `instantiate` does, with the cells' style views (`textLabel`, ...) in place,
    /// constraints, layout guides and gesture recognizers included, but connects no outlet, outlet
    /// collection or action and lays nothing out: a compiler archives the connections from
    /// `connections`, `actions` and `auxiliary` itself.
    public func makeObjectGraph() -> TemplateObjectGraph {
        var table = ContiguousArray<AnyObject?>(repeating: nil, count: objectCount)
        let views = objects.map { make($0, in: &table) }
        if !constraints.isEmpty || !auxiliary.isEmpty { makeAuxiliaryObjects(in: &table) }
        for reference in references { reference.apply(in: table) }
        return TemplateObjectGraph(topLevel: views, objects: Array(table))
    }
}
