/// A user's cell in C++ for `qml-code`, compiled at run time into a module: one block per item, in the document's
/// order, each setting what the mapping sets, with no loop and no lookup by name, as a hand-written row would; every
/// item made between `classBegin()` and `componentComplete()`, as Qt's QML creator makes a document's (and as the
/// seed's `qml-code` row does).
enum QmlUserCellCode {
    /// QQuickText, QQuickImage ... are private API of Qt Quick: the run compiles with their folders (QmlRows).
    static let includes = [
        "#include <QtCore/QVarLengthArray>", "#include <QtGui/QColor>", "#include <QtGui/QFont>",
        "#include <QtQml/QQmlParserStatus>", "#include <QtQuick/QQuickItem>",
        "#include <QtQuick/private/qquickimage_p.h>", "#include <QtQuick/private/qquickpositioners_p.h>",
        "#include <QtQuick/private/qquickrectangle_p.h>", "#include <QtQuick/private/qquicktext_p.h>",
        "#include <QtQuick/private/qquicktextinput_p.h>",
    ]

    static func text(_ tree: QmlUserCellTree, header: String) -> String {
        var lines = [GeneratedHeader.comment(header, .c), ""] + includes
        lines += [
            "", "namespace {", "",
            "/// QmlRow's `Completion`: `classBegin()` as each item is made, `componentComplete()` once all are.",
            "class Completion {", "  public:", "    template <typename Item> Item *begin(Item *item) {",
            "        static_cast<QQmlParserStatus *>(item)->classBegin();", "        items.append(item);",
            "        return item;", "    }", "    void complete() {",
            "        for (qsizetype i = items.size() - 1; i >= 0; --i)",
            "            static_cast<QQmlParserStatus *>(items[i])->componentComplete();", "    }", "", "  private:",
            "    QVarLengthArray<QQuickItem *, 32> items;", "};", "", "} // namespace", "",
            "extern \"C\" void *\(QmlUserCellFiles.codeFunction)(void);", "",
            "extern \"C\" void *\(QmlUserCellFiles.codeFunction)(void) {", "    Completion created;",
            "    auto *cell = created.begin(new QQuickItem());", "    cell->setObjectName(QStringLiteral(\"cell\"));",
            "    cell->setWidth(\(PythonNumber.plain(tree.width)));",
            "    cell->setHeight(\(PythonNumber.plain(tree.height)));",
        ]
        for node in tree.nodes { lines += block(node) }
        return (lines + ["", "    created.complete();", "    return cell;", "}", ""]).joined(separator: "\n")
    }

    private static func block(_ node: QmlUserCellTree.Node) -> [String] {
        let element = node.element, name = node.variable
        var statements = [
            "auto *\(name) = created.begin(new \(node.item.cppClass)(\(node.parent)));",
            "\(name)->setObjectName(QStringLiteral(\(Escaping.cString(node.name))));",
        ]
        if let x = node.x, let y = node.y {
            statements += ["\(name)->setX(\(PythonNumber.plain(x)));", "\(name)->setY(\(PythonNumber.plain(y)));"]
        }
        statements += [
            "\(name)->setWidth(\(PythonNumber.plain(node.width)));",
            "\(name)->setHeight(\(PythonNumber.plain(node.height)));",
        ]
        if element.hidden { statements.append("\(name)->setVisible(false);") }
        if !element.enabled { statements.append("\(name)->setEnabled(false);") }
        statements += node.item.properties.map { $0.cpp(name) + ";" } + (node.item.font?.cppLines(name) ?? [])
        return ["", "    " + GeneratedHeader.comment("\(element.uikitClass) \(element.origin)", .c)]
            + statements.map { "    " + $0 }
    }
}
