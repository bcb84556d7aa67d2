import Foundation

/// `UserCellFixture`'s cell with strings aimed at the web engines' page, where a XIB's strings land in HTML text and
/// attributes, CSS strings, JavaScript string literals and `//` comments: each tries to end its literal, open a
/// script, interpolate, break a line or fetch something, and all of them set `globalThis.pwned` if they run.
public enum WebUserCellFixture {
    /// A label's text: ends a script element and opens one, interpolates, holds U+2028 (a JavaScript line break),
    /// backquotes and quotes, an image with an outside source and a handler, a QML binding and comment ends.
    public static let hostileText =
        "</script><script>globalThis.pwned=1</script>${globalThis.pwned=2}`\u{2028}'\"<img "
        + "src=\"https://example.invalid/x.png\" onerror=\"globalThis.pwned=3\"> --> */ "
        + "text: Qt.binding(() => globalThis.pwned=4) &amp;"
    /// A button's title: ends a double-quoted JavaScript literal and goes on as a statement.
    public static let hostileTitle = "\"; globalThis.pwned=5; \""
    /// A text field's placeholder: ends the attribute and adds a handler.
    public static let hostilePlaceholder = "\" onfocus=\"globalThis.pwned=6\" x=\""
    /// A font's name: ends the CSS string, fetches a background, ends the style element and opens a script.
    public static let hostileFont =
        "x\"; } * { background: url(https://example.invalid/y.png) } </style><script>globalThis.pwned=7</script>"
    /// An object id holding U+2028, which would end a `//` comment and make the rest of the line code.
    public static let hostileIdentifier = "a\u{2028}globalThis.pwned=8;//"

    public static var xib: String {
        UserCellFixture.xib
            .replacingOccurrences(
                of: "text=\"&quot;); system(&quot;x\"", with: "text=\(quoted(hostileText))"
            )
            .replacingOccurrences(of: "title=\"Read */ more\"", with: "title=\(quoted(hostileTitle))")
            .replacingOccurrences(of: "placeholder=\"name\"", with: "placeholder=\(quoted(hostilePlaceholder))")
            .replacingOccurrences(of: "id=\"label-2\"", with: "id=\(quoted(hostileIdentifier))")
            .replacingOccurrences(
                of: "<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"12\"/>",
                with: "<fontDescription key=\"fontDescription\" name=\(quoted(hostileFont)) family=\"x\" "
                    + "pointSize=\"12\"/>")
    }

    /// Writes the XIB as `WebCell.xib` into a new temporary folder and returns its URL; the caller removes the folder.
    public static func write() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("web-cell-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("WebCell.xib")
        try Data(xib.utf8).write(to: file)
        return file
    }

    /// `text` as an XML attribute's value in double quotes.
    private static func quoted(_ text: String) -> String {
        let escaped = text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "<", with: "&lt;")
        return "\"" + escaped + "\""
    }
}
