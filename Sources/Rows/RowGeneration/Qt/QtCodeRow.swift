import Views

/// `qt-code`'s rows in C++: the seed's row (QtRow/Generated/CodeRow.cpp) and the sweep's rows (Sweep/CodeRows.cpp),
/// label by label with no loop, each block setting every property itself as the seed's hand-written row does; and
/// Sweep/UicRows.cpp, which sets up every uic sweep form in one translation unit.
enum QtCodeRow {
    static let file = "\(QtRowFiles.codeFolder)/CodeRow.cpp"
    static let sweepFile = "\(QtRowFiles.codeFolder)/Sweep/CodeRows.cpp"
    static let uicSweepFile = "\(QtRowFiles.codeFolder)/Sweep/UicRows.cpp"
    static let uicFile = "\(QtRowFiles.codeFolder)/UicRow.cpp"
    static let includes = [
        "#include <QtGui/QFont>", "#include <QtGui/QPalette>", "#include <QtWidgets/QLabel>",
        "#include <QtWidgets/QWidget>",
    ]

    static func text(_ row: XIBRow) throws -> String {
        var lines = [
            GeneratedHeader.comment(GeneratedHeader.sentence(script: QtRowFiles.script, source: SeedXIBs.fit), .c), "",
            "#include \"RowBuilders.h\"", "",
        ]
        lines +=
            includes + [
                "",
                "/// The seed's row in C++, label by label as a hand-written row is; `fit` turns shrink-to-fit on",
                "/// (Cell.xib) or off (Cell2.xib), and the fit step (RowSteps.cpp) does the fitting.",
                "QWidget *nibornot::makeCodeRow(bool fit) {",
            ]
        lines += try body(row) { index, label in
            self.label(label, name: "\(GeneratedHeader.labelWords[index])Label", fit: "fit")
        }
        return (lines + ["", "    return cell;", "}", ""]).joined(separator: "\n")
    }

    static func sweepText(_ rows: [(count: Int, row: XIBRow)]) throws -> String {
        var lines = sweepHeader() + includes + ["", "namespace {"]
        for (count, row) in rows {
            lines += [
                "",
                "/// templates/sweep/Row\(count)-nofit.xib: \(count) label\(count == 1 ? "" : "s"), shrink-to-fit off.",
                "QWidget *codeRow\(count)() {",
            ]
            lines += try body(row) { _, label in self.label(label, name: "label\(label.tag)", fit: "false") }
            lines += ["", "    return cell;", "}"]
        }
        let sizes = rows.map(\.count)
        lines += [
            "", "} // namespace", "", "/// The sizes above, smallest first.",
            "const int nibornot::sweepSizes[] = {\(sizes.map(String.init).joined(separator: ", "))};",
            "const int nibornot::sweepSizeCount = \(sizes.count);",
        ]
        return (lines + dispatch("makeSweepCodeRow", kind: "code", sizes) + [""]).joined(separator: "\n")
    }

    /// The seed's uic row: uic's classes of Cell.ui and Cell2.ui set up on a new widget. It is generated, although
    /// nothing in it comes from the XIBs, because it includes uic's headers, which the build writes: SwiftPM
    /// compiles a file it writes after the commands that write that file's inputs (the headers among them), and a
    /// hand-written file after none.
    static func uicText() -> String {
        let lines = [
            GeneratedHeader.comment(GeneratedHeader.sentence(script: QtRowFiles.script, source: SeedXIBs.fit), .c), "",
            "#include \"RowBuilders.h\"", "", "#include \"ui_Cell.h\"", "#include \"ui_Cell2.h\"", "",
            "/// uic's class holds a pointer per widget; it lives only for `setupUi`, the widgets belong to `cell`.",
            "QWidget *nibornot::makeUicRow(bool fit) {", "    auto *cell = new QWidget();", "    if (fit) {",
            "        Ui::Cell form;", "        form.setupUi(cell);", "    } else {", "        Ui::Cell2 form;",
            "        form.setupUi(cell);", "    }", "    return cell;", "}", "",
        ]
        return lines.joined(separator: "\n")
    }

    /// Every uic sweep row in one translation unit, so that the forms' headers cost one compiler start.
    static func uicSweepText(_ sizes: [Int]) -> String {
        var lines = sweepHeader() + sizes.map { "#include \"ui_Row\($0).h\"" }
        lines += [
            "", "namespace {", "",
            "// uic's class holds a pointer per widget; it lives only for `setupUi`, the widgets belong to `cell`.",
        ]
        for count in sizes {
            lines += [
                "", "QWidget *uicRow\(count)() {", "    auto *cell = new QWidget();", "    Ui::Row\(count) form;",
                "    form.setupUi(cell);", "    return cell;", "}",
            ]
        }
        lines += ["", "} // namespace"]
        return (lines + dispatch("makeSweepUicRow", kind: "uic", sizes) + [""]).joined(separator: "\n")
    }

    private static func sweepHeader() -> [String] {
        let source = "templates/sweep/RowN-nofit.xib"
        return [
            GeneratedHeader.comment(GeneratedHeader.sentence(script: QtRowFiles.script, source: source), .c), "",
            "#include \"RowBuilders.h\"", "",
        ]
    }

    /// `name(labels)`: the row of that many labels by `kind`'s function per size, or null for another size.
    private static func dispatch(_ name: String, kind: String, _ sizes: [Int]) -> [String] {
        [
            "", "/// The \(kind) sweep row of `labels` labels; null for a size that has no generated row.",
            "QWidget *nibornot::\(name)(int labels) {", "    switch (labels) {",
        ] + sizes.flatMap { ["    case \($0):", "        return \(kind)Row\($0)();"] }
            + ["    default:", "        return nullptr;", "    }", "}"]
    }

    /// The statements that make the cell, its two backgrounds, the content view and (by `label`) every label.
    private static func body(_ row: XIBRow, label: (Int, XIBLabel) -> [String]) throws -> [String] {
        let whole = row.frame.bounds
        var lines = [
            "    auto *cell = new QWidget();", "    cell->setObjectName(QStringLiteral(\"Cell\"));",
            "    cell->resize(\(PythonNumber.plain(whole.width)), \(PythonNumber.plain(whole.height)));",
        ]
        lines += background("backgroundView", whole, try QtRowFiles.fill(row.background, row), hidden: false)
        lines += background(
            "selectedBackgroundView", whole, try QtRowFiles.fill(row.selectedBackground, row), hidden: true)
        lines += [
            "    auto *contentView = new QWidget(cell);",
            "    contentView->setObjectName(QStringLiteral(\"contentView\"));",
            "    contentView->setGeometry(\(geometry(whole)));",
        ]
        for (index, each) in row.labels.enumerated() { lines += label(index, each) }
        return lines
    }

    private static func background(_ name: String, _ frame: Rect, _ color: Color, hidden: Bool) -> [String] {
        [
            "    auto *\(name) = new QWidget(cell);", "    \(name)->setObjectName(QStringLiteral(\"\(name)\"));",
            "    \(name)->setGeometry(\(geometry(frame)));", "    QPalette \(name)Palette;",
            "    \(name)Palette.setColor(QPalette::Window, \(QtRowFiles.qColor(color)));",
            "    \(name)->setPalette(\(name)Palette);", "    \(name)->setAutoFillBackground(true);",
        ] + (hidden ? ["    \(name)->setVisible(false);"] : [])
    }

    /// One label's block; `fit` is the C++ expression of its shrink-to-fit flag. The text is a C string literal
    /// (`Escaping.cString`), so no text can end it and become code.
    private static func label(_ label: XIBLabel, name: String, fit: String) -> [String] {
        [
            "", "    auto *\(name) = new QLabel(contentView);",
            "    \(name)->setObjectName(QStringLiteral(\"label\(label.tag)\"));",
            "    \(name)->setGeometry(\(geometry(label.frame)));", "    QPalette \(name)Palette;",
            // requireQtRow checked that every label has a text colour.
            "    \(name)Palette.setColor(QPalette::WindowText, \(QtRowFiles.qColor(label.color!)));",
            "    \(name)->setPalette(\(name)Palette);", "    QFont \(name)Font;",
            "    \(name)Font.setFamilies({QStringLiteral(\(Escaping.cString(QtRowFiles.family)))});",
            "    \(name)Font.setPointSize(\(PythonNumber.plain(label.size)));", "    \(name)Font.setBold(true);",
            "    \(name)->setFont(\(name)Font);",
            "    \(name)->setText(QStringLiteral(\(Escaping.cString(label.text))));",
            "    \(name)->setProperty(\"tag\", \(label.tag));",
            "    \(name)->setProperty(\"adjustsFontSizeToFitWidth\", \(fit));",
            "    \(name)->setProperty(\"minimumFontSize\", \(QtRowFiles.minimum(label)));",
        ]
    }

    private static func geometry(_ frame: Rect) -> String {
        [frame.origin.x, frame.origin.y, frame.width, frame.height].map(PythonNumber.plain).joined(separator: ", ")
    }
}
