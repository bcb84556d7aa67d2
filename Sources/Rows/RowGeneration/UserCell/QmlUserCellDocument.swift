/// A user's cell as a QML document, which `qml-component-file` compiles per row and `qml-component` once: an `Item`
/// for the cell, then each node's item with its object name, frame, the mapping's properties and its children.
///
/// It imports `QtQuick` alone and names no file, image or URL: the document builds its tree and loads nothing.
enum QmlUserCellDocument {
    static func text(_ tree: QmlUserCellTree, header: String) -> String {
        var lines = [
            GeneratedHeader.comment(header, .c), "import QtQuick", "", "Item {", "    objectName: \"cell\"",
            "    width: \(PythonNumber.plain(tree.width))", "    height: \(PythonNumber.plain(tree.height))",
        ]
        lines += tree.children(of: "cell").flatMap { item($0, tree, depth: 1) }
        return (lines + ["}", ""]).joined(separator: "\n")
    }

    private static func item(_ node: QmlUserCellTree.Node, _ tree: QmlUserCellTree, depth: Int) -> [String] {
        let pad = String(repeating: "    ", count: depth)
        let element = node.element
        var settings = ["objectName: \(Escaping.qmlString(node.name))"]
        if let x = node.x, let y = node.y {
            settings += ["x: \(PythonNumber.plain(x))", "y: \(PythonNumber.plain(y))"]
        }
        settings += ["width: \(PythonNumber.plain(node.width))", "height: \(PythonNumber.plain(node.height))"]
        if element.hidden { settings.append("visible: false") }
        if !element.enabled { settings.append("enabled: false") }
        settings += node.item.properties.map(\.qml) + (node.item.font?.qmlLines ?? [])
        return [
            "\(pad)" + GeneratedHeader.comment("\(element.uikitClass) \(element.origin)", .c),
            "\(pad)\(node.item.qmlType) {",
        ] + settings.map { "\(pad)    \($0)" }
            + tree.children(of: node.variable).flatMap { item($0, tree, depth: depth + 1) } + ["\(pad)}"]
    }
}
