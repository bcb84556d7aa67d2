/// A user's cell as one line of HTML, parsed per row (`-html`) or once into a `<template>` (`-template`): each
/// element with its generated class, the mapping's attributes (escaped as attribute values) and its text (escaped as
/// HTML text), so that nothing the XIB holds can open a tag, end an attribute or name a resource to load. One line
/// with no whitespace between tags: a parsed row has no text node that code does not make.
enum WebUserCellMarkup {
    /// Elements with no end tag and no content.
    static let voidTags: Set<String> = ["img", "input"]

    static func text(_ tree: WebUserCellTree, cellClass: String) -> String {
        "<div class=\"\(cellClass)\" data-uikit=\"cell\">" + children(of: "cell", tree) + "</div>"
    }

    private static func children(of parent: String, _ tree: WebUserCellTree) -> String {
        tree.children(of: parent).map { element($0, tree) }.joined()
    }

    private static func element(_ node: WebUserCellTree.Node, _ tree: WebUserCellTree) -> String {
        let attributes = node.attributes.map { " \($0.name)=\(Escaping.xmlAttribute($0.value))" }.joined()
        let open = "<\(node.web.tag) class=\"\(node.variable)\"\(attributes)>"
        if voidTags.contains(node.web.tag) { return open }
        return open + Escaping.xmlText(node.web.text ?? "") + children(of: node.variable, tree) + "</\(node.web.tag)>"
    }
}
