/// A user's cell's JavaScript: one expression that hands the page everything about the cell
/// (`NibOrNotUserCells.register`, templates/web/bench.js): its id, its markup and stylesheet as string literals, and
/// its code both ways, element by element with no loop, as a hand-written row would be, and the fit arguments of
/// its shrinking labels (`WebUserCellFit`), which the code passes as literals and the template constructions read.
///
/// Every string of the XIB reaches it as a double-quoted literal (`Escaping.jsString`: quotes, backslashes, line
/// terminators, U+2028, `</script`), never as code; a backquote or `${...}` is plain text there. The variables are
/// the generator's own (`e1`, `e2`, ...), and the XIB's ids appear only in `//` comments, whose line breaks (U+2028
/// included) are escaped.
enum WebUserCellScript {
    static func text(
        _ tree: WebUserCellTree, id: String, cellClass: String, markup: String, styleSheet: String, header: String
    ) -> String {
        var lines = [
            GeneratedHeader.comment(header, .c),
            "NibOrNotUserCells.register({",
            "    id: \(Escaping.jsString(id)),",
            "    /// The cell's markup, parsed per row (html) or once into a <template> (template, template-import).",
            "    html: \(Escaping.jsString(markup)),",
            "    /// The cell's stylesheet, its rules scoped by the cell's class.",
            "    css: \(Escaping.jsString(styleSheet)),",
            "    /// The labels that shrink to fit, for the markup's rows: class, face, family, size, minimum, width.",
            "    fits: [",
        ]
        lines += tree.fits.map { "        [\(Escaping.jsString($0.variable)), \($0.arguments)]," }
        lines += [
            "    ],",
            "    /// The cell in code, every style property set one by one through element.style.",
            "    code() {",
        ]
        lines += body(tree, inline: true, cellClass: cellClass)
        lines += [
            "    },", "    /// The cell in code, its look from the stylesheet, one class per element.",
            "    codeCSS() {",
        ]
        lines += body(tree, inline: false, cellClass: cellClass)
        return (lines + ["    },", "});", ""]).joined(separator: "\n")
    }

    private static func body(_ tree: WebUserCellTree, inline: Bool, cellClass: String) -> [String] {
        var lines = ["        const cell = document.createElement(\"div\");"]
        lines += inline ? style("cell", tree.cellStyle) : ["        cell.className = \(Escaping.jsString(cellClass));"]
        lines.append("        cell.setAttribute(\"data-uikit\", \"cell\");")
        for node in tree.nodes {
            let name = node.variable
            let element = node.element
            lines += [
                "        " + GeneratedHeader.comment("\(element.uikitClass) \(element.origin)", .c),
                "        const \(name) = document.createElement(\(Escaping.jsString(node.web.tag)));",
            ]
            if !inline { lines.append("        \(name).className = \(Escaping.jsString(name));") }
            lines += node.attributes.map {
                "        \(name).setAttribute(\(Escaping.jsString($0.name)), \(Escaping.jsString($0.value)));"
            }
            if inline { lines += style(name, node.style) }
            if let text = node.web.text, !text.isEmpty {
                lines.append("        \(name).textContent = \(Escaping.jsString(text));")
            }
            if let fit = node.fit { lines.append("        NibOrNotFit.fitUserLabel(\(name), \(fit.arguments));") }
            lines.append("        \(node.parent).appendChild(\(name));")
        }
        return lines + ["        return cell;"]
    }

    /// `name.style.setProperty("property", "value");`, one line a property: each a CSS value the engine parses.
    private static func style(_ name: String, _ style: WebElement.Style) -> [String] {
        style.map {
            "        \(name).style.setProperty(\(Escaping.jsString($0.name)), \(Escaping.jsString($0.value)));"
        }
    }
}
