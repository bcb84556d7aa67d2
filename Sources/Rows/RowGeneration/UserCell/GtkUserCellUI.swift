/// A user's cell as a GtkBuilder UI file, its builder file or its class template by the root: each node's
/// `<object>` with its name, size request, CSS class, the mapping's properties and its place in its parent.
///
/// With `fitMarkers` (the precomputed template), a shrinking label also names the class `@FIT_e3@`, which GtkRow
/// replaces at load time with the class of the size it fitted once (`fit-2`), as the seed's precomputed template is
/// written at start-up.
enum GtkUserCellUI {
    static func text(
        _ tree: GtkUserCellTree, root: (open: String, close: String), cellClass: String, header: String,
        fitMarkers: Bool = false
    ) -> String {
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            GeneratedHeader.comment(header, .xml),
            "<interface>",
            "  \(root.open)",
            "    <property name=\"name\">cell</property>",
            "    <property name=\"width-request\">\(tree.width)</property>",
            "    <property name=\"height-request\">\(tree.height)</property>",
            "    <style><class name=\"\(cellClass)\"/></style>",
        ]
        lines += children(of: "cell", tree, depth: 2, fitMarkers: fitMarkers)
        return (lines + ["  \(root.close)", "</interface>", ""]).joined(separator: "\n")
    }

    private static func children(
        of parent: String, _ tree: GtkUserCellTree, depth: Int, fitMarkers: Bool
    )
        -> [String]
    {
        tree.nodes.filter { $0.parent == parent }.flatMap { object($0, tree, depth: depth, fitMarkers: fitMarkers) }
    }

    private static func object(
        _ node: GtkUserCellTree.Node, _ tree: GtkUserCellTree, depth: Int, fitMarkers: Bool
    )
        -> [String]
    {
        let pad = String(repeating: "  ", count: depth)
        let element = node.element
        var lines = [
            "\(pad)<child>",
            "\(pad)  " + GeneratedHeader.comment("\(element.uikitClass) \(element.origin)", .xml),
            "\(pad)  <object class=\"\(node.widget.gtkClass)\" id=\"\(node.variable)\">",
            "\(pad)    <property name=\"name\">\(Escaping.xmlText(node.name))</property>",
            "\(pad)    <property name=\"width-request\">\(node.width)</property>",
            "\(pad)    <property name=\"height-request\">\(node.height)</property>",
        ]
        if element.hidden { lines.append("\(pad)    <property name=\"visible\">false</property>") }
        if !element.enabled { lines.append("\(pad)    <property name=\"sensitive\">false</property>") }
        for property in node.widget.properties {
            lines.append("\(pad)    <property name=\"\(property.name)\">\(property.xmlValue)</property>")
        }
        let marker =
            fitMarkers && node.fit != nil ? "<class name=\"\(GtkUserCellFiles.fitMarker(node.variable))\"/>" : ""
        lines.append("\(pad)    <style><class name=\"\(node.variable)\"/>\(marker)</style>")
        if node.parentContainer == .fixed {
            lines.append(
                "\(pad)    <layout><property name=\"transform\">translate(\(PythonNumber.plain(node.x)), "
                    + "\(PythonNumber.plain(node.y)))</property></layout>")
        }
        lines += children(of: node.variable, tree, depth: depth + 2, fitMarkers: fitMarkers)
        return lines + ["\(pad)  </object>", "\(pad)</child>"]
    }
}
