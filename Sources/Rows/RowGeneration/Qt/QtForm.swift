import Views

/// A Qt Designer form (`.ui`) of a row, which uic turns into C++ and `QUiLoader` reads at run time: the cell, its
/// two backgrounds and the content view as `QWidget`s at their frames, every label a `QLabel`.
///
/// A label keeps its frame, text, font, text colour, tag, and the two shrink-to-fit settings as dynamic properties
/// (`stdset="0"`), which the fit step reads as UILabel carries them. Each element's children sit one space further
/// in, as Qt Designer writes forms.
enum QtForm {
    /// The form whose class (uic's `Ui_<className>`) is `className`; its widget is always named `Cell`.
    static func text(_ row: XIBRow, className: String) throws -> String {
        let whole = row.frame.bounds
        let content = widget(
            "QWidget", "contentView", property("geometry", rect(whole)), children: row.labels.map(label))
        let cell = widget(
            "QWidget", "Cell", property("geometry", rect(whole)),
            children: [
                background("backgroundView", whole, try QtRowFiles.fill(row.background, row), visible: true),
                background(
                    "selectedBackgroundView", whole, try QtRowFiles.fill(row.selectedBackground, row), visible: false),
                content,
            ])
        let lines =
            ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>", "<ui version=\"4.0\">", " <class>\(className)</class>"]
            + indented(cell) + [" <resources/>", " <connections/>", "</ui>", ""]
        return lines.joined(separator: "\n")
    }

    private static func background(_ name: String, _ frame: Rect, _ color: Color, visible: Bool) -> [String] {
        let lines =
            property("geometry", rect(frame)) + property("palette", palette("Window", color))
            + property("autoFillBackground", ["<bool>true</bool>"])
        return widget("QWidget", name, lines + (visible ? [] : property("visible", ["<bool>false</bool>"])))
    }

    /// A label: its text is XML text (`&`, `<`, `>` escaped), so no text can end the `<string>` or open a tag.
    private static func label(_ label: XIBLabel) -> [String] {
        let font = [
            "<font>", " <family>\(QtRowFiles.family)</family>",
            " <pointsize>\(PythonNumber.plain(label.size))</pointsize>", " <bold>true</bold>", "</font>",
        ]
        // requireQtRow checked that every label has a text colour.
        let lines =
            property("geometry", rect(label.frame)) + property("palette", palette("WindowText", label.color!))
            + property("font", font)
            + property("text", ["<string notr=\"true\">\(Escaping.xmlText(label.text))</string>"])
            + property("tag", ["<number>\(label.tag)</number>"], dynamic: true)
            + property("adjustsFontSizeToFitWidth", ["<bool>\(label.fit)</bool>"], dynamic: true)
            + property("minimumFontSize", ["<double>\(QtRowFiles.minimum(label))</double>"], dynamic: true)
        return widget("QLabel", "label\(label.tag)", lines)
    }

    private static func widget(
        _ widgetClass: String, _ name: String, _ lines: [String], children: [[String]] = []
    ) -> [String] {
        ["<widget class=\"\(widgetClass)\" name=\"\(name)\">"] + indented(lines + children.flatMap { $0 })
            + ["</widget>"]
    }

    /// A property; `dynamic` marks one Qt's class does not declare (`stdset="0"`), set with `setProperty`.
    private static func property(_ name: String, _ body: [String], dynamic: Bool = false) -> [String] {
        ["<property name=\"\(name)\"\(dynamic ? " stdset=\"0\"" : "")>"] + indented(body) + ["</property>"]
    }

    private static func rect(_ frame: Rect) -> [String] {
        let values = [("x", frame.origin.x), ("y", frame.origin.y), ("width", frame.width), ("height", frame.height)]
        return ["<rect>"] + values.map { " <\($0)>\(PythonNumber.plain($1))</\($0)>" } + ["</rect>"]
    }

    /// The colour for `role` in all three colour groups, as Qt Designer writes a palette.
    private static func palette(_ role: String, _ color: Color) -> [String] {
        let channels = color.eightBitChannels
        let brush = [
            "<colorrole role=\"\(role)\">", " <brush brushstyle=\"SolidPattern\">",
            "  <color alpha=\"\(channels.alpha)\">",
            "   <red>\(channels.red)</red>", "   <green>\(channels.green)</green>", "   <blue>\(channels.blue)</blue>",
            "  </color>", " </brush>", "</colorrole>",
        ]
        let groups = ["active", "inactive", "disabled"].flatMap { group in
            [" <\(group)>"] + brush.map { "  " + $0 } + [" </\(group)>"]
        }
        return ["<palette>"] + groups + ["</palette>"]
    }

    private static func indented(_ lines: [String]) -> [String] {
        lines.map { " " + $0 }
    }
}
