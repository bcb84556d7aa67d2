import Typesetting
import Views

/// A user's cell's stylesheet for the web engines: one rule per element by its generated class, scoped by the cell's
/// class, holding what `code` sets one property at a time through `element.style`; UIKit points are CSS pixels.
enum WebUserCellStyle {
    /// The family of UIKit's system font here, as the seed's page and the other toolkits draw it.
    static let systemFamily = "DejaVu Sans"

    static func text(_ tree: WebUserCellTree, cellClass: String, header: String) -> String {
        var lines = [GeneratedHeader.comment(header, .css)]
        lines += rule(".\(cellClass)", tree.cellStyle)
        for node in tree.nodes { lines += rule(".\(cellClass) .\(node.variable)", node.style) }
        return (lines + [""]).joined(separator: "\n")
    }

    private static func rule(_ selector: String, _ style: WebElement.Style) -> [String] {
        ["\(selector) {"] + style.map { "    \($0.name): \($0.value);" } + ["}"]
    }

    /// The font as CSS properties: a system face is DejaVu Sans with its weight or style, a named font keeps its
    /// name (as a CSS string, `cssString`); the size is clamped as every number is.
    static func fontRules(_ font: FontDescriptor) -> WebElement.Style {
        let size = ("font-size", WebUserCellTree.px(WebUserCellTree.size(font.pointSize)))
        let system = ("font-family", cssString(systemFamily))
        switch font.face {
        case .system: return [system, size]
        case .boldSystem: return [system, ("font-weight", "bold"), size]
        case .italicSystem: return [system, ("font-style", "italic"), size]
        case .weightedSystem(let weight): return [system, ("font-weight", "\(cssWeight(weight))"), size]
        case .named(let name): return [("font-family", cssString(name)), size]
        }
    }

    /// The `font-family` value of `font`, as `fontRules` writes it.
    static func family(_ font: FontDescriptor) -> String {
        if case .named(let name) = font.face { return cssString(name) }
        return cssString(systemFamily)
    }

    /// The style and weight a canvas font shorthand starts with, the same face as `fontRules` (`normal 700`).
    static func canvasFace(_ font: FontDescriptor) -> String {
        switch font.face {
        case .system, .named: "normal 400"
        case .boldSystem: "normal 700"
        case .italicSystem: "italic 400"
        case .weightedSystem(let weight): "normal \(cssWeight(weight))"
        }
    }

    /// A CSS string that can also sit in an HTML `<style>` element: `Escaping.cssString`, with `<` and `>` as hex
    /// escapes, so that no `</style>` can end the element whatever a font's name holds.
    static func cssString(_ text: String) -> String {
        Escaping.cssString(text).replacingOccurrences(of: "<", with: "\\3c ").replacingOccurrences(
            of: ">", with: "\\3e ")
    }

    /// UIKit's weights as CSS's numeric weights (ultraLight 100 ... black 900).
    private static func cssWeight(_ weight: FontWeight) -> Int {
        let order: [FontWeight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        return 100 * ((order.firstIndex(of: weight) ?? 3) + 1)
    }
}
