import Views

/// The sweep's rows in Swift for the model: in code (views, label by label) and flattened (one view, item by item),
/// and the index of both by size.
enum SweepSwiftRows {
    static let header = GeneratedHeader.comment(GeneratedHeader.sentence(script: SweepRowFiles.script), .c)

    static func code(_ count: Int, _ layout: SweepLayout) -> String {
        let whole = rect(Rect(x: 0, y: 0, width: 320, height: layout.height(count)))
        var lines = [
            header, "", "import Views", "",
            "/// The sweep's row of \(count) label\(count > 1 ? "s" : "") in code, label by label (no loop).",
            "enum SweepCodeRow\(count) {", "    static func makeCell(fit: Bool) -> TableViewCell {",
            "        let cell = TableViewCell(frame: \(whole), reuseIdentifier: \"Cell\")",
            "        let backgroundView = View(frame: \(whole))",
            "        backgroundView.backgroundColor = Color(white: 0.95, alpha: 1.0)",
            "        cell.backgroundView = backgroundView",
            "        let selectedBackgroundView = View(frame: \(whole))",
            "        selectedBackgroundView.backgroundColor = Color(white: 0.85, alpha: 1.0)",
            "        cell.selectedBackgroundView = selectedBackgroundView",
        ]
        for index in 0..<count {
            let name = "label\(index + 1)"
            lines += ["", "        let \(name) = Label(frame: \(rect(layout.frame(index))))"]
            lines += settings(name, index) + ["        cell.contentView.addSubview(\(name))"]
        }
        return (lines + ["", "        return cell", "    }", "}", ""]).joined(separator: "\n")
    }

    static func flat(_ count: Int, _ layout: SweepLayout) -> String {
        let whole = rect(Rect(x: 0, y: 0, width: 320, height: layout.height(count)))
        let plural = count > 1 ? "s" : ""
        var lines = [
            header, "", "import Views", "",
            "/// The sweep's row of \(count) label\(plural) flattened: one view drawing \(count) item\(plural), written"
                + " item by item.",
            "enum SweepFlatRow\(count) {", "    static func makeCell(fit: Bool) -> TableViewCell {",
            "        let cell = TableViewCell(frame: \(whole), reuseIdentifier: \"Cell\")",
            "        let flat = FlatRowView(frame: \(whole))",
            "        flat.backgroundColor = Color(white: 0.95, alpha: 1.0)",
            "        flat.selectedBackgroundColor = Color(white: 0.85, alpha: 1.0)",
            "        flat.items.reserveCapacity(\(count))",
        ]
        for index in 0..<count {
            let name = "item\(index + 1)"
            lines += ["", "        var \(name) = TextItem(frame: \(rect(layout.frame(index))))"]
            lines += settings(name, index) + ["        flat.items.append(\(name))"]
        }
        lines += ["", "        cell.contentView.addSubview(flat)", "        return cell", "    }", "}", ""]
        return lines.joined(separator: "\n")
    }

    static func index(_ sizes: [Int]) -> String {
        var lines = [
            header, "", "import Views", "", "/// The generated rows by number of labels.", "enum SweepRows {",
            "    /// The numbers of labels that have generated rows, smallest first.",
            "    static let sizes = [\(sizes.map(String.init).joined(separator: ", "))]", "",
        ]
        for (kind, type) in [("code", "SweepCodeRow"), ("flat", "SweepFlatRow")] {
            lines += [
                "    static func \(kind)(labels: Int) -> ((Bool) -> TableViewCell)? {", "        switch labels {",
            ]
            lines += sizes.map { "        case \($0): \(type)\($0).makeCell" }
            lines += ["        default: nil", "        }", "    }", ""]
        }
        lines.removeLast()
        return (lines + ["}", ""]).joined(separator: "\n")
    }

    /// A label's (or item's) settings: the seed's look, every property set by itself as the seed's row sets it.
    private static func settings(_ name: String, _ index: Int) -> [String] {
        [
            "tag = \(index + 1)", "font = .boldSystem(14)", "shadowOffset = Size(width: 1, height: 1)",
            "textColor = Color(red: 0.0, green: 0.2, blue: 0.5, alpha: 1.0)", "backgroundColor = .clear",
            "text = \"placeholder\"", "autoresizingMask = .flexibleLeftMargin", "adjustsFontSizeToFitWidth = fit",
            "minimumFontSize = 10", "baselineAdjustment = .alignCenters", "lineBreakMode = .tailTruncation",
            "highlightedTextColor = .clear",
        ].map { "        \(name).\($0)" }
    }

    private static func rect(_ frame: Rect) -> String {
        let n = PythonNumber.plain
        return "Rect(x: \(n(frame.origin.x)), y: \(n(frame.origin.y)), width: \(n(frame.width)), "
            + "height: \(n(frame.height)))"
    }
}
