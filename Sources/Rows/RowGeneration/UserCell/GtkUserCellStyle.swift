/// A user's cell's stylesheet: by each widget's generated class, its font, text colour and background, as the XIB
/// gives them, and a shrinking label's fitted sizes (`GtkUserCellFit`); UIKit points are GTK's CSS pixels, as in the
/// seed's row (docs/gtk.md).
enum GtkUserCellStyle {
    /// Each rule is scoped by the cell's class, so that cells loaded side by side in one process keep their looks.
    static func text(_ tree: GtkUserCellTree, cellClass: String, header: String) -> String {
        var lines = [GeneratedHeader.comment(header, .css)]
        for node in tree.nodes {
            let element = node.element
            var rules: [String] = []
            // A shrinking label without a font of its own gets UIKit's label font, the one it is measured in.
            if let font = node.fit?.font ?? element.font.map(GtkUserCellFont.init) { rules += font.cssRules }
            if let color = element.color {
                rules.append("color: \(color.cssRGBA);")
            } else if element.kind == .label {
                // UIKit's default text colour, black, rather than the GTK theme's.
                rules.append("color: rgba(0,0,0,1);")
            }
            if let background = element.background { rules.append("background-color: \(background.cssRGBA);") }
            guard !rules.isEmpty else { continue }
            lines.append(".\(cellClass) .\(node.variable) { \(rules.joined(separator: " ")) }")
            // Three classes outrank the label's two: a fitted size overrides the designed one.
            for (index, size) in (node.fit?.sizes ?? []).enumerated() {
                lines.append(
                    ".\(cellClass) .\(node.variable).fit-\(index) { font-size: \(PythonNumber.short(size))px; }")
            }
        }
        return (lines + [""]).joined(separator: "\n")
    }
}
