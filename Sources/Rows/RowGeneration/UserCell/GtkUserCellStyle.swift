import Typesetting
import Views

/// A user's cell's stylesheet: by each widget's generated class, its font, text colour and background, as the XIB
/// gives them; UIKit points are GTK's CSS pixels, as in the seed's row (docs/gtk.md).
enum GtkUserCellStyle {
    /// The family of UIKit's system font here, as the seed's row and the model's substitution table use.
    static let systemFamily = "DejaVu Sans"

    /// Each rule is scoped by the cell's class, so that cells loaded side by side in one process keep their looks.
    static func text(_ tree: GtkUserCellTree, cellClass: String, header: String) -> String {
        var lines = [GeneratedHeader.comment(header, .css)]
        for node in tree.nodes {
            let element = node.element
            var rules: [String] = []
            if let font = element.font { rules += fontRules(font) }
            if let color = element.color {
                rules.append("color: \(color.cssRGBA);")
            } else if element.kind == .label {
                // UIKit's default text colour, black, rather than the GTK theme's.
                rules.append("color: rgba(0,0,0,1);")
            }
            if let background = element.background { rules.append("background-color: \(background.cssRGBA);") }
            guard !rules.isEmpty else { continue }
            lines.append(".\(cellClass) .\(node.variable) { \(rules.joined(separator: " ")) }")
        }
        return (lines + [""]).joined(separator: "\n")
    }

    private static func fontRules(_ font: FontDescriptor) -> [String] {
        let size = "font-size: \(PythonNumber.short(GtkUserCellTree.position(font.pointSize)))px;"
        switch font.face {
        case .system: return ["font-family: \(Escaping.cssString(systemFamily));", size]
        case .boldSystem: return ["font-family: \(Escaping.cssString(systemFamily));", "font-weight: bold;", size]
        case .italicSystem:
            return ["font-family: \(Escaping.cssString(systemFamily));", "font-style: italic;", size]
        case .weightedSystem(let weight):
            return ["font-family: \(Escaping.cssString(systemFamily));", "font-weight: \(cssWeight(weight));", size]
        case .named(let name): return ["font-family: \(Escaping.cssString(name));", size]
        }
    }

    /// UIKit's weights as CSS's numeric weights (ultraLight 100 ... black 900).
    private static func cssWeight(_ weight: FontWeight) -> Int {
        let order: [FontWeight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        return 100 * ((order.firstIndex(of: weight) ?? 3) + 1)
    }
}
