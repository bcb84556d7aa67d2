import Typesetting

/// Text whose runs carry their own font, colour and paragraph style, as `NSAttributedString` with the
/// attributes XIBs write (`NSFont`, `NSColor`, `NSParagraphStyle`).
public struct AttributedText: Sendable, Equatable, CustomStringConvertible {
    /// One run (a XIB `<fragment>`): its text and the attributes it sets; nil leaves the label's own.
    public struct Run: Sendable, Equatable {
        public var text: String
        public var font: FontDescriptor?
        public var color: Color?
        public var paragraphStyle: ParagraphStyle?

        public init(
            text: String, font: FontDescriptor? = nil, color: Color? = nil, paragraphStyle: ParagraphStyle? = nil
        ) {
            self.text = text
            self.font = font
            self.color = color
            self.paragraphStyle = paragraphStyle
        }
    }

    public var runs: [Run]

    public init(runs: [Run]) { self.runs = runs }

    /// The plain text, as `NSAttributedString.string`.
    public var string: String { runs.map(\.text).joined() }

    public var description: String {
        "["
            + runs.map { run in
                var parts = ["\"\(run.text)\""]
                if let font = run.font { parts.append("font=\(font)") }
                if let color = run.color { parts.append("color=\(color)") }
                if let style = run.paragraphStyle { parts.append("paragraph=\(style)") }
                return parts.joined(separator: " ")
            }.joined(separator: ", ") + "]"
    }
}

/// The paragraph attributes XIBs write (`NSParagraphStyle`); nil fields keep the system default.
public struct ParagraphStyle: Sendable, Equatable, CustomStringConvertible {
    public var alignment: TextAlignment?
    public var lineBreakMode: LineBreakMode?
    /// `natural`, `leftToRight` or `rightToLeft`, as Xcode writes it.
    public var baseWritingDirection: String?
    public var lineSpacing: Double?
    public var paragraphSpacing: Double?
    public var minimumLineHeight: Double?
    public var maximumLineHeight: Double?
    public var lineHeightMultiple: Double?
    public var tighteningFactorForTruncation: Double?

    public init() {}

    public var description: String {
        var parts: [String] = []
        if let alignment { parts.append("alignment=\(alignment.rawValue)") }
        if let lineBreakMode { parts.append("lineBreakMode=\(lineBreakMode.rawValue)") }
        if let baseWritingDirection { parts.append("baseWritingDirection=\(baseWritingDirection)") }
        for (name, value) in [
            ("lineSpacing", lineSpacing), ("paragraphSpacing", paragraphSpacing),
            ("minimumLineHeight", minimumLineHeight), ("maximumLineHeight", maximumLineHeight),
            ("lineHeightMultiple", lineHeightMultiple),
            ("tighteningFactorForTruncation", tighteningFactorForTruncation),
        ] {
            if let value { parts.append("\(name)=\(formatted(value))") }
        }
        return "(" + parts.joined(separator: " ") + ")"
    }
}
