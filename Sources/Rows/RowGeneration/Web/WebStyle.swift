import Views

/// The page's styles: each a list of CSS properties and values, written as a style sheet's rule (Row.css,
/// Sweep.css) or one by one through `element.style` (rows.js's `-code`).
enum WebStyle {
    typealias Style = [(name: String, value: String)]

    /// UIKit's bold system font, as every other toolkit of the project draws it, as a CSS value.
    static let fontFamily = Escaping.cssString("DejaVu Sans")

    /// A length in CSS pixels, which are UIKit points: `14px`, `12.5px`.
    static func px(_ value: Double) -> String { PythonNumber.short(value) + "px" }

    static func frame(_ frame: Rect) -> Style {
        [
            ("position", "absolute"), ("left", px(frame.origin.x)), ("top", px(frame.origin.y)),
            ("width", px(frame.width)), ("height", px(frame.height)),
        ]
    }

    /// The cell: a box of the XIB's size whose children are placed at their frames.
    static func cell(_ row: XIBRow) -> Style {
        [
            ("position", "relative"), ("width", px(row.frame.width)), ("height", px(row.frame.height)),
            ("overflow", "hidden"),
        ]
    }

    static func background(_ background: XIBBackground, _ row: XIBRow, visible: Bool) throws -> Style {
        guard let color = background.color else {
            throw RowGenerationError(file: row.file, reason: "a background view has no backgroundColor")
        }
        return frame(background.frame) + [("background-color", color.cssRGBA)] + (visible ? [] : [("display", "none")])
    }

    /// What every label shares: the font, colour, background, alignment and tail truncation of the XIB. The line
    /// height is the label's height, so that one line sits in the middle of the frame as `UILabel` draws it.
    static func labelLook(_ label: XIBLabel, _ row: XIBRow) throws -> Style {
        guard let color = label.color, let background = label.background else {
            throw RowGenerationError(
                file: row.file, line: label.line, reason: "label tag \(label.tag) needs a text and a background colour")
        }
        return [
            ("font-family", fontFamily), ("font-weight", "bold"), ("font-size", px(label.size)),
            ("line-height", px(label.frame.height)), ("color", color.cssRGBA),
            ("background-color", background.cssRGBA), ("text-align", "left"), ("white-space", "nowrap"),
            ("overflow", "hidden"), ("text-overflow", "ellipsis"), ("margin", "0"), ("padding", "0"),
        ]
    }

    static func rule(_ selector: String, _ style: Style) -> [String] {
        ["\(selector) {"] + style.map { "    \($0.name): \($0.value);" } + ["}"]
    }

    static func rowCSS(_ row: XIBRow) throws -> String {
        let header = GeneratedHeader.sentence(script: WebRowFiles.script, source: WebRowFiles.pair)
        var lines = [
            GeneratedHeader.comment(header, .css),
            "/* UIKit points are CSS pixels (one unit of the XIB's frames), so 14 pt is 14px. */",
        ]
        lines += rule(".cell", cell(row))
        lines += rule(".cell-background", try background(row.background, row, visible: true))
        lines += rule(".cell-selected-background", try background(row.selectedBackground, row, visible: false))
        lines += rule(".content", frame(row.frame))
        lines += rule(".row-label", try labelLook(row.labels[0], row))
        for label in row.labels { lines += rule(".label-\(label.tag)", frame(label.frame)) }
        return (lines + [""]).joined(separator: "\n")
    }

    /// The sweep rows' sizes (`sweepN-size`, which the cell, its backgrounds and content view share, checked) and
    /// label frames, one class per label of each size (`sweepN-label-T`).
    static func sweepCSS(_ rows: [(count: Int, row: XIBRow)]) throws -> String {
        let header = GeneratedHeader.sentence(script: WebRowFiles.script, source: "templates/sweep/RowN-nofit.xib")
        var lines = [GeneratedHeader.comment(header, .css)]
        for (count, row) in rows {
            let frames = [row.background.frame, row.selectedBackground.frame, row.frame]
            if frames.contains(where: { $0 != row.frame.bounds }) {
                throw RowGenerationError(file: row.file, reason: "a background is not the cell's frame")
            }
            lines += rule(".sweep\(count)-size", [("width", px(row.frame.width)), ("height", px(row.frame.height))])
            for label in row.labels { lines += rule(".sweep\(count)-label-\(label.tag)", frame(label.frame)) }
        }
        return (lines + [""]).joined(separator: "\n")
    }
}
