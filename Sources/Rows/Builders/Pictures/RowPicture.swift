import Foundation
import Results
import Typesetting
import Views

/// The row under test drawn from its display list as SVG: filled rectangles, and each text run in the DejaVu
/// face it was measured with, at its fitted size, in its colour, truncated as the label truncates it.
///
/// As the seed shows a screenshot of its table, the report shows the row it timed, so a reader sees which
/// labels shrank and which truncate. Drawn at twice the size in points; text is centred vertically on its
/// centre line (`dominant-baseline="central"`), as the display list places it.
public enum RowPicture {
    static let scale = 2.0

    public static func render(_ list: DisplayList, size: Size, title: String) -> String {
        var lines = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(size.width * scale))\" "
                + "height=\"\(n(size.height * scale))\" "
                + "viewBox=\"0 0 \(n(size.width)) \(n(size.height))\" role=\"img\">",
            "<title>\(title.xmlEscaped)</title>",
            "<rect x=\"0\" y=\"0\" width=\"\(n(size.width))\" height=\"\(n(size.height))\" fill=\"#ffffff\"/>",
        ]
        for command in list.commands {
            switch command {
            case .fill(let rect, let color):
                lines.append(
                    "<rect x=\"\(n(rect.origin.x))\" y=\"\(n(rect.origin.y))\" width=\"\(n(rect.width))\" "
                        + "height=\"\(n(rect.height))\" \(paint("fill", color))/>")
            case .text(let run):
                if let shadow = run.shadow {
                    lines.append(text(run, dx: shadow.offset.width, dy: shadow.offset.height, color: shadow.color))
                }
                lines.append(text(run, dx: 0, dy: 0, color: run.color))
            }
        }
        return (lines + ["</svg>"]).joined(separator: "\n") + "\n"
    }

    private static func text(_ run: TextRun, dx: Double, dy: Double, color: Color) -> String {
        "<text x=\"\(n(run.origin.x + dx))\" y=\"\(n(run.origin.y + dy))\" \(fontAttributes(run.font)) "
            + "font-size=\"\(n(run.font.pointSize))\" dominant-baseline=\"central\" \(paint("fill", color))>"
            + "\(run.visibleText.xmlEscaped)</text>"
    }

    /// The DejaVu face the measurer used for the descriptor (`FreeTypeMeasurer`), as SVG font attributes.
    static func fontAttributes(_ font: FontDescriptor) -> String {
        switch font.face {
        case .system: "font-family=\"DejaVu Sans\""
        case .boldSystem: "font-family=\"DejaVu Sans\" font-weight=\"bold\""
        case .italicSystem: "font-family=\"DejaVu Sans\" font-style=\"oblique\""
        case .weightedSystem(let weight):
            weight.isBoldish
                ? "font-family=\"DejaVu Sans\" font-weight=\"bold\""
                : weight.isExtraLight
                    ? "font-family=\"DejaVu Sans\" font-weight=\"200\"" : "font-family=\"DejaVu Sans\""
        case .named(let name): "font-family=\"\(name.xmlEscaped), DejaVu Sans\""
        }
    }

    /// `fill="rgb(…)"` with an opacity attribute when the colour is not opaque.
    static func paint(_ attribute: String, _ color: Color) -> String {
        func channel(_ value: Double) -> String { String(Int((min(max(value, 0), 1) * 255).rounded())) }
        var text = "\(attribute)=\"rgb(\(channel(color.red)),\(channel(color.green)),\(channel(color.blue)))\""
        if color.alpha < 1 { text += " \(attribute)-opacity=\"\(n(color.alpha))\"" }
        return text
    }

    private static func n(_ value: Double) -> String { CSVFormat.fixed(value, 2) }
}
