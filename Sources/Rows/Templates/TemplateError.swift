/// Every failure of reading or instantiating a template, as one line that names the place at fault.
///
/// One error type for the module, so a caller (the CLI, a test) prints `description` and the user sees
/// `templates/Bad.xib:12: <fontDescription> attribute 'pointSize' is not a number: "abc"` without
/// a stack of wrappers. The parts stay separate so tests can check the line and the element exactly.
public struct TemplateError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The template's file name as the reader was given it.
    public let file: String
    /// The 1-based line of the element at fault; 0 when no line applies (the file cannot be read).
    public let line: Int
    /// The element's name without brackets, when one is at fault.
    public let element: String?
    /// The attribute's name, when one is at fault.
    public let attribute: String?
    /// What is wrong and, where it helps, what would fix it.
    public let reason: String

    public init(file: String, line: Int, element: String? = nil, attribute: String? = nil, reason: String) {
        self.file = file
        self.line = line
        self.element = element
        self.attribute = attribute
        self.reason = reason
    }

    /// `file:line: <element> attribute 'name' reason`, always on one line.
    public var description: String {
        var text = line > 0 ? "\(file):\(line): " : "\(file): "
        if let element { text += "<\(element)> " }
        if let attribute { text += "attribute '\(attribute)' " }
        text += reason
        return text.replacingLineBreaks().escapingControls()
    }
}

extension String {
    /// The text as a quoted literal for an error message: escaped, and shortened when long, so a
    /// stray newline or a huge attribute value cannot break the one-line message.
    var quotedForMessage: String {
        let limit = 60
        let shown = count > limit ? String(prefix(limit)) + "…" : self
        var result = "\""
        for character in shown {
            switch character {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r", "\r\n": result += "\\r"
            case "\t": result += "\\t"
            default: result += character.escapedForMessage
            }
        }
        return result + "\""
    }

    /// Newlines replaced by `\n`, the last guard of the one-line rule.
    func replacingLineBreaks() -> String {
        guard contains(where: \.isNewline) else { return self }
        return String(flatMap { $0.isNewline ? Array("\\n") : [$0] })
    }
}
