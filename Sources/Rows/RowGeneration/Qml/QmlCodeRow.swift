import Views

/// `qml-code`'s rows in C++: the seed's row (QmlRow/Generated/CodeRow.cpp) and the sweep's rows
/// (Sweep/CodeRows.cpp), item by item with no loop, each item made between `classBegin()` and
/// `componentComplete()` (the row's `Completion`) as Qt's QML creator makes it; and `qml-tc`'s row
/// (QmltcRow.cpp), which makes qmltc's classes.
///
/// The build writes them into the plugin's folder (GenerateRows), from which they include the target's own
/// `QmlRowBuilders.h` by name (the target searches its folder) and qmltc's headers from the plugin's `include`.
enum QmlCodeRow {
    static let file = "\(QmlRowFiles.codeFolder)/CodeRow.cpp"
    static let sweepFile = "\(QmlRowFiles.codeFolder)/Sweep/CodeRows.cpp"
    static let qmltcFile = "\(QmlRowFiles.codeFolder)/QmltcRow.cpp"
    /// QQuickRectangle and QQuickText are private API of Qt Quick (Package.swift's `qtPrivateIncludeFlags`).
    static let includes = [
        "#include <QtGui/QFont>", "#include <QtQuick/private/qquickrectangle_p.h>",
        "#include <QtQuick/private/qquicktext_p.h>",
    ]

    static func text(_ row: XIBRow) throws -> String {
        var lines = [
            GeneratedHeader.comment(GeneratedHeader.sentence(script: QmlRowFiles.script, source: SeedXIBs.fit), .c),
            "", "#include \"QmlRowBuilders.h\"", "",
        ]
        lines +=
            includes + [
                "",
                "/// The seed's row in C++, item by item as a hand-written row is, each item between"
                    + " `classBegin()` and",
                "/// `componentComplete()` as Qt's QML creator does; `fit` sets every label's shrink-to-fit flag"
                    + " (Cell.xib",
                "/// or Cell2.xib) and the fit step (QmlRowSteps.cpp) does the fitting.",
                "QQuickItem *nibornot::qml::makeCodeRow(bool fit) {",
            ]
        lines += try body(row) { index, label in
            self.label(label, name: "\(GeneratedHeader.labelWords[index])Label", fit: "fit")
        }
        return (lines + ["}", ""]).joined(separator: "\n")
    }

    static func sweepText(_ rows: [(count: Int, row: XIBRow)]) throws -> String {
        let source = "templates/sweep/RowN-nofit.xib"
        var lines = [
            GeneratedHeader.comment(GeneratedHeader.sentence(script: QmlRowFiles.script, source: source), .c), "",
            "#include \"QmlRowBuilders.h\"", "",
        ]
        lines += includes + ["", "namespace nibornot::qml {", "", "namespace {", "", "using namespace nibornot::qml;"]
        for (count, row) in rows {
            lines += [
                "",
                "/// templates/sweep/Row\(count)-nofit.xib: \(count) label\(count == 1 ? "" : "s"), shrink-to-fit off.",
                "QQuickItem *codeRow\(count)() {",
            ]
            lines += try body(row) { _, label in self.label(label, name: "label\(label.tag)", fit: "false") } + ["}"]
        }
        let sizes = rows.map(\.count)
        lines += [
            "", "} // namespace", "", "/// The sizes above, smallest first.",
            "const int sweepSizes[] = {\(sizes.map(String.init).joined(separator: ", "))};",
            "const int sweepSizeCount = \(sizes.count);", "",
            "/// The code sweep row of `labels` labels; null for a size that has no generated row.",
            "QQuickItem *makeSweepCodeRow(int labels) {", "    switch (labels) {",
        ]
        lines += sizes.flatMap { ["    case \($0):", "        return codeRow\($0)();"] }
        lines += ["    default:", "        return nullptr;", "    }", "}", "", "} // namespace nibornot::qml", ""]
        return lines.joined(separator: "\n")
    }

    /// `qml-tc`'s row: qmltc's class of Cell.qml or Cell2.qml made on the engine. It is generated, although nothing
    /// in it comes from the XIBs, because it includes qmltc's headers, which the build writes: SwiftPM compiles a
    /// file it writes after the commands that write that file's inputs (the headers among them), and a hand-written
    /// file after none (as Qt Widgets' UicRow.cpp).
    static func qmltcText() -> String {
        let lines = [
            GeneratedHeader.comment(GeneratedHeader.sentence(script: QmlRowFiles.script, source: SeedXIBs.fit), .c), "",
            "#include \"QmlRowBuilders.h\"", "",
            "// qmltc's classes use Qt Quick's private API, which the rows are written for at Qt 6.4.2 (docs/qml.md).",
            "#if QT_VERSION != QT_VERSION_CHECK(6, 4, 2)",
            "#error \"QmlRow needs Qt 6.4.2: its rows use that Qt's private API (docs/qml.md)\"", "#endif", "",
            "#include \"cell.h\"", "#include \"cell2.h\"", "",
            "/// qmltc's root class takes the engine; its items are made and completed by the generated code, which"
                + " finds",
            "/// the document's compilation unit (qmlcachegen's, built beside it) by its qrc URL.",
            "QQuickItem *nibornot::qml::makeQmltcRow(QQmlEngine *engine, bool fit) {",
            "    if (fit) return new NibOrNot::Cell(engine);", "    return new NibOrNot::Cell2(engine);", "}", "",
        ]
        return lines.joined(separator: "\n")
    }

    /// The statements that make the cell, its two backgrounds, the content view and (by `label`) every label, then
    /// complete them all.
    private static func body(_ row: XIBRow, label: (Int, XIBLabel) -> [String]) throws -> [String] {
        let whole = row.frame.bounds
        var lines = [
            "    Completion created;", "    auto *cell = created.begin(new QQuickItem());",
            "    cell->setObjectName(QStringLiteral(\"Cell\"));", "    cell->setWidth(\(n(whole.width)));",
            "    cell->setHeight(\(n(whole.height)));",
        ]
        lines += rectangle("backgroundView", whole, try QtRowFiles.fill(row.background, row), hidden: false)
        lines += rectangle(
            "selectedBackgroundView", whole, try QtRowFiles.fill(row.selectedBackground, row), hidden: true)
        lines += [
            "    auto *contentView = created.begin(new QQuickItem(cell));",
            "    contentView->setObjectName(QStringLiteral(\"contentView\"));",
        ]
        lines += place("contentView", whole)
        for (index, each) in row.labels.enumerated() { lines += label(index, each) }
        return lines + ["", "    created.complete();", "    return cell;"]
    }

    private static func rectangle(_ name: String, _ frame: Rect, _ color: Color, hidden: Bool) -> [String] {
        [
            "    auto *\(name) = created.begin(new QQuickRectangle(cell));",
            "    \(name)->setObjectName(QStringLiteral(\"\(name)\"));",
        ] + place(name, frame) + ["    \(name)->setColor(\(QtRowFiles.qColor(color)));"]
            + (hidden ? ["    \(name)->setVisible(false);"] : [])
    }

    /// One label's block; `fit` is the C++ expression of its shrink-to-fit flag. The text is a C string literal
    /// (`Escaping.cString`), so no text can end it and become code.
    private static func label(_ label: XIBLabel, name: String, fit: String) -> [String] {
        [
            "", "    auto *\(name) = created.begin(new QQuickText(contentView));",
            "    \(name)->setObjectName(QStringLiteral(\"label\(label.tag)\"));",
            "    \(name)->setProperty(\"adjustsFontSizeToFitWidth\", \(fit));",
            "    \(name)->setProperty(\"minimumFontSize\", \(QtRowFiles.minimum(label)));",
        ] + place(name, label.frame) + [
            "    \(name)->setText(QStringLiteral(\(Escaping.cString(label.text))));",
            "    \(name)->setTextFormat(QQuickText::PlainText);",
            "    \(name)->setRenderType(QQuickText::NativeRendering);",
            "    QFont \(name)Font;",
            "    \(name)Font.setFamily(QStringLiteral(\(Escaping.cString(QtRowFiles.family))));",
            "    \(name)Font.setPointSize(\(n(label.size)));", "    \(name)Font.setBold(true);",
            "    \(name)->setFont(\(name)Font);",
            // requireQtRow checked that every label has a text colour.
            "    \(name)->setColor(\(QtRowFiles.qColor(label.color!)));",
            "    \(name)->setHAlign(QQuickText::AlignLeft);",
            "    \(name)->setVAlign(QQuickText::AlignVCenter);", "    \(name)->setElideMode(QQuickText::ElideRight);",
        ]
    }

    /// `setX`, `setY`, `setWidth`, `setHeight`, one statement each, as Qt's QML creator sets them.
    private static func place(_ name: String, _ frame: Rect) -> [String] {
        [
            "    \(name)->setX(\(n(frame.origin.x)));", "    \(name)->setY(\(n(frame.origin.y)));",
            "    \(name)->setWidth(\(n(frame.width)));", "    \(name)->setHeight(\(n(frame.height)));",
        ]
    }

    private static func n(_ value: Double) -> String { PythonNumber.plain(value) }
}
