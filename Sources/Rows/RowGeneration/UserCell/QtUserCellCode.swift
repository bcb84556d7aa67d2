/// A user's cell in C++ for `qt-code`: one block per widget, in the form's order, each setting what the mapping and
/// the look set, with no loop and no lookup by name, as a hand-written row would; and `qt-uic`'s row, uic's class of
/// the form set up on a new widget. Both go into one module, so that a cell costs one compiler start.
enum QtUserCellCode {
    static let includes = [
        "#include <QtGui/QFont>", "#include <QtGui/QPalette>", "#include <QtWidgets/QBoxLayout>",
        "#include <QtWidgets/QCheckBox>", "#include <QtWidgets/QLabel>", "#include <QtWidgets/QLineEdit>",
        "#include <QtWidgets/QPushButton>", "#include <QtWidgets/QWidget>",
    ]

    static func text(_ tree: QtUserCellTree, header: String) -> String {
        let function = QtUserCellFiles.codeFunction
        var lines =
            [GeneratedHeader.comment(header, .c), ""] + includes + [
                "", "extern \"C\" QWidget *\(function)(void);", "", "QWidget *\(function)(void) {",
                "    auto *cell = new QWidget();", "    cell->setObjectName(QStringLiteral(\"cell\"));",
                "    cell->resize(\(tree.width), \(tree.height));",
            ]
        lines += tree.children(of: "cell").flatMap { block($0, tree) }
        return (lines + ["", "    return cell;", "}", ""]).joined(separator: "\n")
    }

    /// `qt-uic`'s row, which follows the code in the cell's one module: uic's header (written by Qt's uic from the
    /// form when the run starts) and a function that sets its class up on a new widget. uic's class holds a pointer
    /// per widget and lives only for `setupUi`.
    static func uicText(uicHeader: String, className: String) -> String {
        let function = QtUserCellFiles.uicFunction
        let lines = [
            "// qt-uic: uic's C++ of the form, as uic wrote it.", "", uicHeader, "",
            "extern \"C\" QWidget *\(function)(void);", "", "QWidget *\(function)(void) {",
            "    auto *cell = new QWidget();", "    Ui::\(className) form;", "    form.setupUi(cell);",
            "    return cell;",
            "}", "",
        ]
        return lines.joined(separator: "\n")
    }

    /// A node's statements, its children's, then its place in its parent's layout, in the order uic writes them.
    private static func block(_ node: QtUserCellTree.Node, _ tree: QtUserCellTree) -> [String] {
        let element = node.element, name = node.variable
        var lines = [
            "",
            "    " + GeneratedHeader.comment("\(element.uikitClass) \(element.origin)", .c),
            "    auto *\(name) = new \(node.widget.qtClass)(\(node.parent));",
            "    \(name)->setObjectName(QStringLiteral(\"\(name)\"));",
        ]
        if node.parentLayout == nil {
            lines.append("    \(name)->setGeometry(QRect(\(node.x), \(node.y), \(node.width), \(node.height)));")
        }
        var statements = node.widget.properties.flatMap { $0.code(name) } + QtUserCellLook(node).code(name)
        if element.hidden { statements.append("\(name)->setVisible(false);") }
        if !element.enabled { statements.append("\(name)->setEnabled(false);") }
        if let layout = node.widget.layout, let layoutName = node.layoutVariable {
            statements += [
                "auto *\(layoutName) = new \(layout)(\(name));", "\(layoutName)->setSpacing(\(node.widget.spacing));",
                "\(layoutName)->setObjectName(QStringLiteral(\"\(layoutName)\"));",
                "\(layoutName)->setContentsMargins(0, 0, 0, 0);",
            ]
        }
        lines += statements.map { "    " + $0 }
        lines += tree.children(of: name).flatMap { block($0, tree) }
        if let parentLayout = node.parentLayout { lines.append("    \(parentLayout)->addWidget(\(name));") }
        return lines
    }
}
