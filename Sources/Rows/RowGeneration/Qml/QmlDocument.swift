import Views

/// A row as a QML document: an `Item` for the cell, a `Rectangle` for each background, an `Item` for the content
/// view and a `Text` for each label, each placed at its frame.
///
/// Every string of the XIB reaches the document as a QML string literal (`Escaping.qmlString`), so a label's text
/// is a value and never a binding expression; names and numbers are the generator's own.
enum QmlDocument {
    /// The document; `sizeMarkers` writes `@SIZE_<tag>@` for each label's font size (start-up puts the fitted
    /// size there), `textFit` adds Qt Quick's own shrinking (`fontSizeMode: Text.Fit`) down to the minimum.
    static func text(
        _ row: XIBRow, source: String, sizeMarkers: Bool = false, textFit: Bool = false
    ) throws
        -> String
    {
        let whole = row.frame.bounds
        var lines = [
            GeneratedHeader.comment(GeneratedHeader.sentence(script: QmlRowFiles.script, source: source), .c),
            "import QtQuick", "", "Item {", "    objectName: \"Cell\"",
            "    width: \(PythonNumber.plain(whole.width))", "    height: \(PythonNumber.plain(whole.height))",
        ]
        for (name, background, hidden) in [
            ("backgroundView", row.background, false), ("selectedBackgroundView", row.selectedBackground, true),
        ] {
            lines += ["    Rectangle {", "        objectName: \"\(name)\""] + frame(whole, indent: 8)
            lines.append("        color: \"\(QmlRowFiles.color(try QtRowFiles.fill(background, row)))\"")
            lines += (hidden ? ["        visible: false"] : []) + ["    }"]
        }
        lines += ["    Item {", "        objectName: \"contentView\""] + frame(whole, indent: 8)
        for label in row.labels {
            let size = sizeMarkers ? "@SIZE_\(label.tag)@" : PythonNumber.plain(label.size)
            lines += self.label(label, size: size, textFit: textFit)
        }
        return (lines + ["    }", "}", ""]).joined(separator: "\n")
    }

    private static func label(_ label: XIBLabel, size: String, textFit: Bool) -> [String] {
        let indent = String(repeating: " ", count: 12)
        let minimum = PythonNumber.plain(label.minimum)
        var lines = [
            "        Text {", "\(indent)objectName: \"label\(label.tag)\"",
            "\(indent)property bool adjustsFontSizeToFitWidth: \(label.fit)",
            "\(indent)property real minimumFontSize: \(minimum)",
        ]
        lines += frame(label.frame, indent: 12)
        // requireQtRow checked that every label has a text colour.
        lines += [
            "text: \(Escaping.qmlString(label.text))", "textFormat: Text.PlainText", "renderType: Text.NativeRendering",
            "font.family: \(Escaping.qmlString(QtRowFiles.family))", "font.pointSize: \(size)", "font.bold: true",
            "color: \"\(QmlRowFiles.color(label.color!))\"", "horizontalAlignment: Text.AlignLeft",
            "verticalAlignment: Text.AlignVCenter", "elide: Text.ElideRight",
        ].map { indent + $0 }
        if textFit { lines += ["fontSizeMode: Text.Fit", "minimumPointSize: \(minimum)"].map { indent + $0 } }
        return lines + ["        }"]
    }

    private static func frame(_ frame: Rect, indent: Int) -> [String] {
        let values = [("x", frame.origin.x), ("y", frame.origin.y), ("width", frame.width), ("height", frame.height)]
        return values.map { String(repeating: " ", count: indent) + "\($0): \(PythonNumber.plain($1))" }
    }
}
