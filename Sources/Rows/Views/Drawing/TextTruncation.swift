import Typesetting

/// The part of a line of text that a label shows when it is too wide: with an ellipsis at the end
/// (tail), at the start (head) or in the middle, or clipped as it is (clip and the wrapping modes,
/// which on one line clip).
enum TextTruncation {
    static let ellipsis = "…"

    /// The longest truncated form of `text` that fits `width`, found by bisection over how many
    /// characters are kept (a width only grows with more characters, so bisection finds the longest).
    static func visibleText(
        _ text: String, width: Double, font: FontDescriptor, mode: LineBreakMode,
        measurer: TextMeasuring
    ) throws -> String {
        let characters = Array(text)
        func form(_ kept: Int) -> String {
            switch mode {
            case .tailTruncation: return String(characters.prefix(kept)) + ellipsis
            case .headTruncation: return ellipsis + String(characters.suffix(kept))
            case .middleTruncation:
                return String(characters.prefix((kept + 1) / 2)) + ellipsis + String(characters.suffix(kept / 2))
            case .clip, .wordWrap, .characterWrap: return text
            }
        }
        if case .clip = mode { return text }
        if mode == .wordWrap || mode == .characterWrap { return text }
        var low = 0, high = characters.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if try measurer.width(of: form(middle), in: font) <= width { low = middle } else { high = middle - 1 }
        }
        return form(low)
    }
}
