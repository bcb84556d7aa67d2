import Typesetting

/// A single-style text label, as `UILabel`, including shrink-to-fit.
///
/// The font size in use is worked out in `layoutIfNeeded(measurer:)`, once the label is configured,
/// and forgotten whenever a property it depends on changes. A template compiled ahead of time can hand
/// the label its fitted size instead (`usePrecomputedFontSize(_:)`), as Interface Builder does, and then
/// no text is measured.
open class Label: View {
    public var text: String? { didSet { fitted = nil } }
    public var font: FontDescriptor = .system(17) { didSet { fitted = nil } }
    public var textColor: Color = .black
    public var highlightedTextColor: Color?
    public var shadowColor: Color?
    public var shadowOffset = Size(width: 0, height: -1)
    public var textAlignment: TextAlignment = .natural
    public var lineBreakMode: LineBreakMode = .tailTruncation
    public var baselineAdjustment: BaselineAdjustment = .alignBaselines
    public var numberOfLines = 1
    public var adjustsFontSizeToFitWidth = false { didSet { fitted = nil } }
    /// The smallest size shrink-to-fit may use (`minimumFontSize`, deprecated in iOS 6 but the seed's).
    public var minimumFontSize = 0.0 { didSet { fitted = nil } }
    /// When above zero, the smallest size is this fraction of the font's size, and `minimumFontSize` is ignored.
    public var minimumScaleFactor = 0.0 { didSet { fitted = nil } }
    public var isHighlighted = false
    public var isEnabled = true
    /// Deprecated in iOS 7 but still in older XIBs: tighten letter spacing before shrinking. Kept, not applied.
    public var adjustsLetterSpacingToFitWidth = false
    /// The width Auto Layout wraps multi-line text at; 0 means automatic. Kept, not applied.
    public var preferredMaxLayoutWidth = 0.0
    /// Whether the font follows the user's Dynamic Type size; the model always uses the default size.
    public var adjustsFontForContentSizeCategory = false

    /// The fitted size, once worked out or handed over; nil while it is due.
    private var fitted: Double?
    /// The width the fitted size was worked out for; a frame of another width makes it due again.
    private var fittedWidth = 0.0

    /// Interface Builder's defaults for a new label: not opaque, clipped, no interaction, content mode left.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        isOpaque = false
        clipsToBounds = true
        isUserInteractionEnabled = false
        contentMode = .left
    }

    open override var className: String { "Label" }
    open override func makeFresh() -> View { Label() }

    /// The smallest size shrink-to-fit may use, from whichever minimum is in force.
    public var effectiveMinimumFontSize: Double {
        minimumScaleFactor > 0 ? font.pointSize * minimumScaleFactor : minimumFontSize
    }

    /// The font size the label draws with: the fitted one when shrinking applies and is worked out,
    /// otherwise the font's own. Read after `layoutIfNeeded(measurer:)`.
    public var fontSizeInUse: Double {
        guard adjustsFontSizeToFitWidth, let fitted, fittedWidth == frame.width else { return font.pointSize }
        return fitted
    }

    /// Whether a layout pass still has to measure text for this label.
    public var needsFit: Bool {
        adjustsFontSizeToFitWidth && text != nil && (fitted == nil || fittedWidth != frame.width)
    }

    /// Takes a fitted size worked out ahead of time for the current text, font and width.
    public func usePrecomputedFontSize(_ size: Double) {
        fitted = size
        fittedWidth = frame.width
    }

    open override func layoutIfNeeded(measurer: TextMeasuring) throws {
        if needsFit, let text {
            if let attributed = extras?.attributedText {
                usePrecomputedFontSize(try fittedAttributedSize(attributed, measurer: measurer))
            } else {
                usePrecomputedFontSize(
                    try ShrinkToFit.fittedSize(
                        of: text, font: font, width: frame.width,
                        minimumSize: effectiveMinimumFontSize, measurer: measurer))
            }
        }
        try super.layoutIfNeeded(measurer: measurer)
    }

    /// The background, then the text in the colour of its state at the size in use, with its shadow if
    /// it has a shadow colour (`UILabel` draws no shadow without one).
    open override func draw(in context: inout DrawingContext) throws {
        try super.draw(in: &context)
        guard let text, !text.isEmpty else { return }
        try context.drawText(
            text, in: bounds, font: font.withSize(fontSizeInUse),
            color: isHighlighted ? highlightedTextColor ?? textColor : textColor,
            shadowColor: shadowColor, shadowOffset: shadowOffset, alignment: textAlignment,
            lineBreakMode: lineBreakMode)
    }

    open override func appendProperties(to list: inout [ViewProperty]) {
        super.appendProperties(to: &list)
        list.append("text", text.map { "\"\($0)\"" })
        list.append("font", font)
        list.append("fontSizeInUse", fontSizeInUse)
        list.append("textColor", textColor)
        list.append("highlightedTextColor", highlightedTextColor)
        list.append("shadowColor", shadowColor)
        list.append("shadowOffset", shadowOffset)
        list.append("textAlignment", textAlignment.rawValue)
        list.append("lineBreakMode", lineBreakMode.rawValue)
        list.append("baselineAdjustment", baselineAdjustment.rawValue)
        list.append("numberOfLines", numberOfLines)
        list.append("adjustsFontSizeToFitWidth", adjustsFontSizeToFitWidth)
        list.append("minimumFontSize", minimumFontSize)
        list.append("minimumScaleFactor", minimumScaleFactor)
        list.append("highlighted", isHighlighted)
        list.append("enabled", isEnabled)
        list.append("adjustsLetterSpacingToFitWidth", adjustsLetterSpacingToFitWidth)
        list.append("preferredMaxLayoutWidth", preferredMaxLayoutWidth)
        list.append("adjustsFontForContentSizeCategory", adjustsFontForContentSizeCategory)
        list.append("attributedText", attributedText)
    }
}
