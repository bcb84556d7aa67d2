import Typesetting

/// The drawing a view tree would issue, in order, in the coordinates of the view it was taken from:
/// what the row looks like, independent of how many views drew it.
///
/// Two constructions build "the same row" when their display lists are equal, whether they made 24
/// views or one view that draws everything itself (`FlatRowView`). Structural tree comparison
/// (`firstDifference(from:)`) is stricter and only applies to constructions that build the same views.
public struct DisplayList: Hashable, Sendable {
    public var commands: [DrawCommand]

    public init(commands: [DrawCommand] = []) { self.commands = commands }

    /// The first command at which two lists differ, with both sides, or nil when they are equal: a
    /// failing test then says which rectangle or text run disagrees.
    public func firstDifference(from other: DisplayList) -> (index: Int, mine: String, theirs: String)? {
        for index in 0..<max(commands.count, other.commands.count) {
            let mine = index < commands.count ? "\(commands[index])" : "nothing"
            let theirs = index < other.commands.count ? "\(other.commands[index])" : "nothing"
            if mine != theirs { return (index, mine, theirs) }
        }
        return nil
    }
}

/// One drawing operation.
public enum DrawCommand: Hashable, Sendable, CustomStringConvertible {
    /// A rectangle filled with a colour (a view's background).
    case fill(Rect, Color)
    /// One line of text.
    case text(TextRun)

    public var description: String {
        switch self {
        case .fill(let rect, let color): "fill \(rect) \(color)"
        case .text(let run): "\(run)"
        }
    }
}

/// One line of text as a label draws it.
public struct TextRun: Hashable, Sendable, CustomStringConvertible {
    /// The label's text in full.
    public var text: String
    /// What is visible: `text`, or a truncated form ending (or starting) with "…" when it does not fit.
    public var visibleText: String
    /// The left end of the text's centre line: single-line labels centre their text vertically.
    public var origin: Point
    /// The box the text is laid out and clipped in (the label's bounds).
    public var box: Rect
    /// The font at the size in use (after shrink-to-fit).
    public var font: FontDescriptor
    public var color: Color
    /// nil when no shadow is drawn (a label draws a shadow only when it has a shadow colour).
    public var shadow: TextShadow?
    public var lineBreakMode: LineBreakMode
    /// Whether the text is wider than its box at the size in use.
    public var isTruncated: Bool

    public init(
        text: String, visibleText: String, origin: Point, box: Rect, font: FontDescriptor, color: Color,
        shadow: TextShadow?, lineBreakMode: LineBreakMode, isTruncated: Bool
    ) {
        self.text = text; self.visibleText = visibleText; self.origin = origin; self.box = box; self.font = font
        self.color = color; self.shadow = shadow; self.lineBreakMode = lineBreakMode; self.isTruncated = isTruncated
    }

    public var description: String {
        "text \"\(visibleText)\" of \"\(text)\" at \(origin) in \(box) \(font) \(color)"
            + (shadow.map { " shadow \($0.color) \($0.offset)" } ?? "")
            + " \(lineBreakMode.rawValue)" + (isTruncated ? " truncated" : "")
    }
}

/// A text shadow: its colour and offset.
public struct TextShadow: Hashable, Sendable {
    public var color: Color
    public var offset: Size

    public init(color: Color, offset: Size) {
        self.color = color
        self.offset = offset
    }
}
