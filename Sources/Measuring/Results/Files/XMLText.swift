extension String {
    /// The text with `&`, `<`, `>` and `"` escaped, safe inside an SVG element or a double-quoted attribute.
    ///
    /// Shared by the report's charts and the row pictures a run writes, which both put user text (variant
    /// names, template labels) into SVG.
    public var xmlEscaped: String {
        replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
