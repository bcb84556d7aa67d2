/// A user's cell as a QML document, which `qml-component-file` compiles per row and `qml-component` once: an `Item`
/// for the cell, then each node's item with its object name, frame, the mapping's properties and its children.
///
/// It imports `QtQuick` alone and names no file, image or URL: the document builds its tree and loads nothing.
///
/// With `fitMarkers` (the precomputed document), a shrinking label's font size is `@FIT_1@`, `@FIT_2@`, ... in
/// document order, which QmlRow replaces at load time with the size it fitted once, as the seed's precomputed
/// document is written at start-up.
enum QmlUserCellDocument {
    static func text(_ tree: QmlUserCellTree, header: String, fitMarkers: Bool = false) -> String {
        var lines = [
            GeneratedHeader.comment(header, .c), "import QtQuick", "", "Item {", "    objectName: \"cell\"",
            "    width: \(PythonNumber.plain(tree.width))", "    height: \(PythonNumber.plain(tree.height))",
        ]
        var marked: Int? = fitMarkers ? 0 : nil
        lines += tree.children(of: "cell").flatMap { item($0, tree, depth: 1, marked: &marked) }
        return (lines + ["}", ""]).joined(separator: "\n")
    }

    /// The marker of the `number`th shrinking label, from 1.
    static func fitMarker(_ number: Int) -> String { "@FIT_\(number)@" }

    private static func item(
        _ node: QmlUserCellTree.Node, _ tree: QmlUserCellTree, depth: Int, marked: inout Int?
    )
        -> [String]
    {
        let pad = String(repeating: "    ", count: depth)
        let element = node.element
        var settings = ["objectName: \(Escaping.qmlString(node.name))"]
        if let x = node.x, let y = node.y {
            settings += ["x: \(PythonNumber.plain(x))", "y: \(PythonNumber.plain(y))"]
        }
        settings += ["width: \(PythonNumber.plain(node.width))", "height: \(PythonNumber.plain(node.height))"]
        if element.hidden { settings.append("visible: false") }
        if !element.enabled { settings.append("enabled: false") }
        var font = node.item.font?.qmlLines ?? []
        if element.shrinksToFit, let count = marked {
            marked = count + 1
            font = font.map { $0.hasPrefix("font.pointSize: ") ? "font.pointSize: \(fitMarker(count + 1))" : $0 }
        }
        settings += node.item.properties.map(\.qml) + font
        var children: [String] = []
        for child in tree.children(of: node.variable) {
            children += item(child, tree, depth: depth + 1, marked: &marked)
        }
        return [
            "\(pad)" + GeneratedHeader.comment("\(element.uikitClass) \(element.origin)", .c),
            "\(pad)\(node.item.qmlType) {",
        ] + settings.map { "\(pad)    \($0)" } + children + ["\(pad)}"]
    }
}
