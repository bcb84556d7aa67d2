import Typesetting

/// The page's generated JavaScript: rows.js (the seed's row in code both ways, its markup, texts, widths and the
/// fit rule's numbers) and sweep.js (the sweep's rows). Every string of the XIB reaches it as a double-quoted
/// literal (`Escaping.jsString`), never as code.
enum WebScript {
    static func rows(fit: XIBRow, noFit: XIBRow) throws -> String {
        let first = fit.labels[0]
        let header = GeneratedHeader.sentence(script: WebRowFiles.script, source: WebRowFiles.pair)
        var lines = [
            GeneratedHeader.comment(header, .c), "//",
            "// The row functions of the page (docs/web.md); bench.js builds the constructions from them.",
            "\"use strict\";", "",
            "const NibOrNotRow = {",
            "    /// The row's markup with shrink-to-fit (Cell.xib) and without (Cell2.xib), as Cell.html and"
                + " Cell2.html.",
            "    html: \(Escaping.jsString(WebMarkup.row(fit))),",
            "    html2: \(Escaping.jsString(WebMarkup.row(noFit))),",
            "    /// Each label's text and width (its frame's), in tag order.",
            "    texts: \(Escaping.jsStringArray(fit.labels.map(\.text))),",
            "    widths: [\(fit.labels.map { PythonNumber.plain($0.frame.width) }.joined(separator: ", "))],",
            "    /// Shrink-to-fit: the labels' font, the font size, the minimum and the step (the model's"
                + " ShrinkToFit.step).",
            "    fontFamily: \(Escaping.jsString(WebStyle.fontFamily)),",
            "    fontWeight: \"bold\",",
            "    fontSize: \(PythonNumber.short(first.size)),",
            "    minimumFontSize: \(PythonNumber.short(first.minimum)),",
            "    step: \(PythonNumber.short(ShrinkToFit.step)),",
            "};", "",
        ]
        lines += try codeRow(fit, inline: true) + [""] + (try codeRow(fit, inline: false))
        return (lines + [""]).joined(separator: "\n")
    }

    /// `-code` (inline) or `-code-css`: the row label by label, with no loop, as the seed's code is written.
    private static func codeRow(_ row: XIBRow, inline: Bool) throws -> [String] {
        let how =
            inline
            ? "every property set one by one through element.style" : "its look from Row.css, one class per label"
        var lines = [
            "/// The row in code, \(how); `fit` measures each label's text and writes its fitted size.",
            "function \(inline ? "codeRow" : "codeCSSRow")(fit) {",
        ]
        lines += try views(row, inline: inline, size: "")
        lines.append("")
        for (index, label) in row.labels.enumerated() {
            let name = "\(GeneratedHeader.labelWords[index])Label"
            lines += try self.label(name, label, row, inline: inline, cssClass: "row-label label-\(label.tag)")
            if label.fit {
                lines.append("    if (fit) NibOrNotFit.fitLabel(\(name), \(PythonNumber.short(label.frame.width)));")
            }
            lines.append("")
        }
        return lines + ["    return cell;", "}"]
    }

    static func sweep(_ rows: [(count: Int, row: XIBRow)]) throws -> String {
        let header = GeneratedHeader.sentence(script: WebRowFiles.script, source: "templates/sweep/RowN-nofit.xib")
        var lines = [
            GeneratedHeader.comment(header, .c), "//",
            "// The sweep's rows of N labels (docs/web.md, \"Sweep rows\"): code (styles one by one, and from the"
                + " stylesheet)",
            "// and markup, without shrink-to-fit; bench.js's sweepBuild builds them.", "\"use strict\";", "",
        ]
        for (count, row) in rows {
            for inline in [true, false] {
                lines.append("function \(inline ? "codeSweepRow" : "codeCSSSweepRow")\(count)() {")
                lines += try views(row, inline: inline, size: " sweep\(count)-size")
                for label in row.labels {
                    let cssClass = "row-label sweep\(count)-label-\(label.tag)"
                    lines += try self.label("label\(label.tag)", label, row, inline: inline, cssClass: cssClass)
                }
                lines += ["    return cell;", "}", ""]
            }
        }
        lines.append("const NibOrNotSweep = new Map([")
        for (count, row) in rows {
            lines.append(
                "    [\(count), {html: \(Escaping.jsString(WebMarkup.sweepRow(count, row))), "
                    + "texts: \(Escaping.jsStringArray(row.labels.map(\.text))), "
                    + "code: codeSweepRow\(count), codeCSS: codeCSSSweepRow\(count)}],")
        }
        return (lines + ["]);", ""]).joined(separator: "\n")
    }

    /// The cell, its two backgrounds and the content view: inline styles, or classes (`size` appended to each).
    private static func views(_ row: XIBRow, inline: Bool, size: String) throws -> [String] {
        let views: [(name: String, parent: String?, style: WebStyle.Style, cssClass: String)] = [
            ("cell", nil, WebStyle.cell(row), "cell"),
            ("background", "cell", try WebStyle.background(row.background, row, visible: true), "cell-background"),
            (
                "selectedBackground", "cell", try WebStyle.background(row.selectedBackground, row, visible: false),
                "cell-selected-background"
            ),
            ("content", "cell", WebStyle.frame(row.frame), "content"),
        ]
        return views.flatMap { view in
            ["    const \(view.name) = document.createElement(\"div\");"]
                + (inline
                    ? styleLines(view.name, view.style)
                    : ["    \(view.name).className = \(Escaping.jsString(view.cssClass + size));"])
                + (view.parent.map { ["    \($0).appendChild(\(view.name));"] } ?? [])
        }
    }

    private static func label(
        _ name: String, _ label: XIBLabel, _ row: XIBRow, inline: Bool, cssClass: String
    ) throws
        -> [String]
    {
        var lines = ["    const \(name) = document.createElement(\"span\");"]
        if inline {
            lines += styleLines(name, WebStyle.frame(label.frame) + (try WebStyle.labelLook(label, row)))
        } else {
            lines.append("    \(name).className = \(Escaping.jsString(cssClass));")
        }
        return lines + [
            "    \(name).textContent = \(Escaping.jsString(label.text));", "    content.appendChild(\(name));",
        ]
    }

    /// `name.style.camelCase = "value";`, one line a property: each is a CSS value the engine parses.
    private static func styleLines(_ name: String, _ style: WebStyle.Style) -> [String] {
        style.map { property in
            let parts = property.name.split(separator: "-")
            let camel =
                parts[0] + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }.joined()
            return "    \(name).style.\(camel) = \(Escaping.jsString(property.value));"
        }
    }
}
