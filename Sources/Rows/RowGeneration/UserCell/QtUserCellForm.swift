/// A user's cell as a Qt Designer form (`.ui`), which `QUiLoader` reads per row and uic compiles to C++: the cell
/// (`QWidget` "cell"), then each node's `<widget>` with its geometry, the mapping's properties and its look, a stack
/// view's `<layout>` holding its children as items. One space of indent a level, as Qt Designer writes forms.
enum QtUserCellForm {
    static func text(_ tree: QtUserCellTree, className: String, header: String) -> String {
        let cell =
            ["<widget class=\"QWidget\" name=\"cell\">"]
            + indented(geometry(x: 0, y: 0, width: tree.width, height: tree.height) + children(of: "cell", tree))
            + ["</widget>"]
        let lines =
            [
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?>", GeneratedHeader.comment(header, .xml),
                "<ui version=\"4.0\">", " <class>\(className)</class>",
            ] + indented(cell) + [" <resources/>", " <connections/>", "</ui>", ""]
        return lines.joined(separator: "\n")
    }

    private static func children(of parent: String, _ tree: QtUserCellTree) -> [String] {
        tree.children(of: parent).flatMap { widget($0, tree) }
    }

    private static func widget(_ node: QtUserCellTree.Node, _ tree: QtUserCellTree) -> [String] {
        let element = node.element
        // A box layout's item has no geometry of its own: the layout gives it one.
        var body =
            node.parentLayout == nil ? geometry(x: node.x, y: node.y, width: node.width, height: node.height) : []
        var properties = node.widget.properties + QtUserCellLook(node).formProperties
        if element.hidden { properties.append(.bool("visible", false)) }
        if !element.enabled { properties.append(.bool("enabled", false)) }
        body += properties.flatMap { property($0.name, $0.form, dynamic: $0.dynamic) }
        if let layout = node.widget.layout, let name = node.layoutVariable {
            let margins = ["leftMargin", "topMargin", "rightMargin", "bottomMargin"].flatMap {
                property($0, ["<number>0</number>"])
            }
            let items = tree.children(of: node.variable).flatMap {
                ["<item>"] + indented(widget($0, tree)) + ["</item>"]
            }
            body +=
                ["<layout class=\"\(layout)\" name=\"\(name)\">"]
                + indented(property("spacing", ["<number>\(node.widget.spacing)</number>"]) + margins + items)
                + ["</layout>"]
        } else {
            body += children(of: node.variable, tree)
        }
        return [
            GeneratedHeader.comment("\(element.uikitClass) \(element.origin)", .xml),
            "<widget class=\"\(node.widget.qtClass)\" name=\"\(node.variable)\">",
        ] + indented(body) + ["</widget>"]
    }

    private static func property(_ name: String, _ body: [String], dynamic: Bool = false) -> [String] {
        ["<property name=\"\(name)\"\(dynamic ? " stdset=\"0\"" : "")>"] + indented(body) + ["</property>"]
    }

    private static func geometry(x: Int, y: Int, width: Int, height: Int) -> [String] {
        let values = [("x", x), ("y", y), ("width", width), ("height", height)]
        return property("geometry", ["<rect>"] + values.map { " <\($0)>\($1)</\($0)>" } + ["</rect>"])
    }

    private static func indented(_ lines: [String]) -> [String] {
        lines.map { " " + $0 }
    }
}
