extension View {
    /// The tree as indented text: one line per view with its slot, class and properties.
    ///
    /// With `changedOnly`, a property is printed only where it differs from a freshly made view of the
    /// same class, which keeps a 20-label cell readable; the comparison itself always uses every property.
    public func treeDescription(changedOnly: Bool = true) -> String {
        var lines: [String] = []
        describe(slot: nil, depth: 0, changedOnly: changedOnly, into: &lines)
        return lines.joined(separator: "\n") + "\n"
    }

    private func describe(slot: String?, depth: Int, changedOnly: Bool, into lines: inout [String]) {
        let defaults = changedOnly ? Set(makeFresh().properties) : []
        let shown = properties.filter { !defaults.contains($0) }.map { "\($0.name)=\($0.value)" }
        let head = String(repeating: "  ", count: depth) + (slot.map { "\($0): " } ?? "") + className
        lines.append(shown.isEmpty ? head : head + " " + shown.joined(separator: " "))
        for child in children {
            child.view.describe(slot: child.slot, depth: depth + 1, changedOnly: changedOnly, into: &lines)
        }
    }
}
