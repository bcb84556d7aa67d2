/// QML's literals: what Qt Quick's documents are generated in.
extension Escaping {
    /// A QML string literal in double quotes. A property's value in QML is a JavaScript expression, and its string
    /// literals are ECMAScript's, so the JavaScript escaper writes them (`\"`, `\\`, `\n`, other control characters
    /// as `\u00XX`, U+2028 and U+2029 escaped): a text holding `" + Qt.quit() + "` stays one literal and never
    /// becomes a binding that calls something, and `${...}` is plain text in a double-quoted literal.
    public static func qmlString(_ text: String) -> String {
        jsString(text)
    }
}
