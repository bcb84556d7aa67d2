import Views

/// What a node of a user's cell looks like in Qt, the same for the form and the code: its palette (text colour
/// and filled background) and its font, from the XIB through `QtWidgetMapping`.
struct QtUserCellLook {
    /// Palette roles and their colours, in the order both write them.
    let palette: [(role: String, color: Color)]
    /// The background is filled (`autoFillBackground`), as a UIKit view with a background colour is.
    let fills: Bool
    let font: (family: String, size: Int, bold: Bool, italic: Bool)?

    init(_ node: QtUserCellTree.Node) {
        let element = node.element, widget = node.widget
        var palette: [(String, Color)] = []
        if let role = widget.textRole, let color = element.color ?? widget.defaultTextColor {
            palette.append((role, color))
        }
        if let background = element.background { palette.append(("Window", background)) }
        self.palette = palette
        fills = element.background != nil
        font = widget.textRole == nil ? nil : element.font.map(QtWidgetMapping.font)
    }

    /// The form's `palette`, `font` and `autoFillBackground` properties, as Qt Designer writes them.
    var formProperties: [QtProperty] {
        var properties: [QtProperty] = []
        if !palette.isEmpty {
            let groups = ["active", "inactive", "disabled"].flatMap { group in
                [" <\(group)>"] + palette.flatMap { Self.colorRole($0.role, $0.color).map { "  " + $0 } }
                    + [" </\(group)>"]
            }
            properties.append(QtProperty("palette", form: ["<palette>"] + groups + ["</palette>"], code: { _ in [] }))
        }
        if let font {
            var lines = [
                "<font>", " <family>\(Escaping.xmlText(font.family))</family>", " <pointsize>\(font.size)</pointsize>",
            ]
            if font.bold { lines.append(" <bold>true</bold>") }
            if font.italic { lines.append(" <italic>true</italic>") }
            properties.append(QtProperty("font", form: lines + ["</font>"], code: { _ in [] }))
        }
        if fills { properties.append(.bool("autoFillBackground", true)) }
        return properties
    }

    /// The same in C++, for the widget `variable`.
    func code(_ variable: String) -> [String] {
        var lines: [String] = []
        if !palette.isEmpty {
            lines.append("QPalette \(variable)Palette;")
            lines += palette.map {
                "\(variable)Palette.setColor(QPalette::\($0.role), \(QtRowFiles.qColor($0.color)));"
            }
            lines.append("\(variable)->setPalette(\(variable)Palette);")
        }
        if let font {
            lines += [
                "QFont \(variable)Font;",
                "\(variable)Font.setFamilies({QString::fromUtf8(\(Escaping.cString(font.family)))});",
                "\(variable)Font.setPointSize(\(font.size));",
            ]
            if font.bold { lines.append("\(variable)Font.setBold(true);") }
            if font.italic { lines.append("\(variable)Font.setItalic(true);") }
            lines.append("\(variable)->setFont(\(variable)Font);")
        }
        if fills { lines.append("\(variable)->setAutoFillBackground(true);") }
        return lines
    }

    private static func colorRole(_ role: String, _ color: Color) -> [String] {
        let channels = color.eightBitChannels
        return [
            "<colorrole role=\"\(role)\">", " <brush brushstyle=\"SolidPattern\">",
            "  <color alpha=\"\(channels.alpha)\">",
            "   <red>\(channels.red)</red>", "   <green>\(channels.green)</green>", "   <blue>\(channels.blue)</blue>",
            "  </color>", " </brush>", "</colorrole>",
        ]
    }
}
