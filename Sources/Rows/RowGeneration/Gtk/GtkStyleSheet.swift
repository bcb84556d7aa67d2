import Views

/// templates/gtk/Row.css: the row's look (the labels' font, colour and background, one class per fitted size,
/// the backgrounds' colours), from the seed's row with shrink-to-fit.
enum GtkStyleSheet {
    /// The row's font, as the model's font substitution table gives for the bold system font.
    static let fontFamily = "DejaVu Sans"
    /// More fitted sizes than this (a huge font with no minimum) would make a style sheet of millions of rules.
    static let maximumFittedSizes = 1000

    static func text(_ row: XIBRow, label: XIBLabel) throws -> String {
        let sizes = FittedSizes.of(size: label.size, minimum: label.minimum)
        guard sizes.count <= maximumFittedSizes else {
            throw RowGenerationError(
                file: row.file, line: label.line,
                reason: "shrink-to-fit gives \(sizes.count) sizes; raise minimumFontSize to give at most 1000")
        }
        var lines = [
            GeneratedHeader.comment(GeneratedHeader.sentence(script: GtkRowFiles.script, source: SeedXIBs.fit), .css),
            "/* UIKit points are GTK's CSS pixels (one unit of the XIB's frames), so 14 pt is 14px. */",
            "/* The XIB's labels have a shadow offset but no shadow colour: UIKit draws no shadow then, so neither",
            "   does this row (text-shadow: none, stated so that a theme cannot add one). */",
            "label.row-label {",
            "    font-family: \(Escaping.cssString(fontFamily));",
            "    font-weight: bold;",
            "    font-size: \(PythonNumber.short(label.size))px;",
            "    color: \(try cssColor(label.color, row, label, "text"));",
            "    background-color: \(try cssColor(label.background, row, label, "background"));",
            "    text-shadow: none;",
            "    padding: 0;",
            "    margin: 0;",
            "    min-width: 0;",
            "    min-height: 0;",
            "}",
        ]
        for size in sizes {
            lines.append("label.row-label.\(sizeClass(size)) { font-size: \(PythonNumber.short(size))px; }")
        }
        for (background, cssClass) in [
            (row.background, "cell-background"), (row.selectedBackground, "cell-selected-background"),
        ] {
            guard let color = background.color else {
                throw RowGenerationError(file: row.file, reason: "a background view has no backgroundColor")
            }
            lines.append(".\(cssClass) { background-color: \(color.cssRGBA); }")
        }
        return (lines + [""]).joined(separator: "\n")
    }

    /// The CSS class of a fitted size: 12.5 → `size-12-5` (row.c builds the same name).
    static func sizeClass(_ size: Double) -> String {
        let whole = Int(size)
        return "size-\(whole)-\(PythonNumber.roundedToEven((size - Double(whole)) * 10))"
    }

    private static func cssColor(
        _ color: Color?, _ row: XIBRow, _ label: XIBLabel, _ what: String
    ) throws
        -> String
    {
        guard let color else {
            throw RowGenerationError(
                file: row.file, line: label.line, reason: "label tag \(label.tag) has no \(what) colour")
        }
        return color.cssRGBA
    }
}
