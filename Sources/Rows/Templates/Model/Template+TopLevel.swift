import Views

extension Template {
    /// The one top-level object of class `className` (the model's class, `TableViewCell`, or the XIB's
    /// `customClass`, `XMPPAccountCell`) whose reuse identifier is `reuseIdentifier` (any when nil), as
    /// seed 003's cell factory picks it from `loadNibNamed`'s top-level objects.
    ///
    /// Chosen from the template, before anything is made, so a factory fails when it is set up rather than
    /// on its first row.
    ///
    /// - Returns: the object's position among `objects`, which is its position in `instantiate`'s result.
    /// - Throws: `TemplateError` when no top-level object matches, or more than one does.
    public func topLevelObject(className: String, reuseIdentifier: String?) throws -> Int {
        let matches = objects.indices.filter { position in
            let object = objects[position]
            let classes = [object.kind.make().className, object.customClass].compactMap { $0 }
            return classes.contains(className) && (reuseIdentifier == nil || object.reuseIdentifier == reuseIdentifier)
        }
        let wanted =
            "class \(className.quotedForMessage)"
            + (reuseIdentifier.map { " and reuse identifier \($0.quotedForMessage)" } ?? "")
        guard let first = matches.first else {
            throw TemplateError(file: fileName, line: 0, reason: "has no top-level object of \(wanted)")
        }
        guard matches.count == 1 else {
            let lines = matches.map { String(objects[$0].line) }.joined(separator: ", ")
            throw TemplateError(
                file: fileName, line: objects[matches[1]].line, element: objects[matches[1]].kind.rawValue,
                reason:
                    """
                    is a second top-level object of \(wanted) (lines \(lines)); give each cell its own reuse \
                    identifier
                    """
            )
        }
        return first
    }
}

extension TemplateObject {
    /// The reuse identifier the object's properties set, for a table or collection view cell.
    public var reuseIdentifier: String? {
        for property in properties {
            switch property {
            case .cell(.reuseIdentifier(let value)), .rare(.collectionCell(.reuseIdentifier(let value))),
                .rare(.controls(.reusableIdentifier(let value))):
                return value
            default: continue
            }
        }
        return nil
    }
}
