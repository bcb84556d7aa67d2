import Typesetting

/// One label's contents held as a value: what a `FlatRowView` draws in place of a `Label` view.
///
/// It carries every setting that changes what a label draws (frame, text, font, colours, shadow,
/// alignment, truncation, shrink-to-fit) and the label's own defaults, but no layer, no subviews and
/// no identity: a row of 20 of these is one array, not 20 objects.
public struct TextItem: Hashable, Sendable {
    /// The box the text is drawn in, in the flat view's coordinates (a label's frame).
    public var frame: Rect
    public var tag = 0
    public var text: String? { didSet { fittedSize = nil } }
    public var font: FontDescriptor = .system(17) { didSet { fittedSize = nil } }
    public var textColor: Color = .black
    public var highlightedTextColor: Color?
    public var backgroundColor: Color?
    public var shadowColor: Color?
    public var shadowOffset = Size(width: 0, height: -1)
    public var textAlignment: TextAlignment = .natural
    public var lineBreakMode: LineBreakMode = .tailTruncation
    public var baselineAdjustment: BaselineAdjustment = .alignBaselines
    public var autoresizingMask: AutoresizingMask = []
    public var adjustsFontSizeToFitWidth = false { didSet { fittedSize = nil } }
    public var minimumFontSize = 0.0 { didSet { fittedSize = nil } }
    /// The size shrink-to-fit chose, once worked out; nil while due (as `Label`'s).
    public private(set) var fittedSize: Double?

    public init(frame: Rect) { self.frame = frame }

    /// The font size the text is drawn with: the fitted size when shrinking applies, else the font's.
    public var fontSizeInUse: Double {
        guard adjustsFontSizeToFitWidth, let fittedSize else { return font.pointSize }
        return fittedSize
    }

    /// Works out the fitted size if it is due, with the same rule as `Label` (`ShrinkToFit`).
    public mutating func fitIfNeeded(measurer: TextMeasuring) throws {
        guard adjustsFontSizeToFitWidth, fittedSize == nil, let text else { return }
        fittedSize = try ShrinkToFit.fittedSize(
            of: text, font: font, width: frame.width,
            minimumSize: minimumFontSize, measurer: measurer)
    }
}
