import Typesetting
import Views

/// `UILabel`'s keys, after `UIView`'s. `UITextAlignment` uses UIKit's numbering (left 0, center 1,
/// right 2, justified 3, natural 4); `UILineBreakMode` and `UIBaselineAdjustment` follow UIKit's order.
///
/// `NibOrNotFittedFontSize` is the project's own key, not UIKit's: the fitted font size a nib compiled
/// with `--precompute` carries (the seed author's hypothesis that Interface Builder works it out ahead).
extension Label {
    public static let labelNibCoding = NibClassCoding.view(
        "UILabel", Label.self, make: { Label() },
        decodeKeys: { try decodeLabelKeys($0, from: $1) },
        encodeKeys: { try encodeLabelKeys($0, to: $1) })

    /// A table cell's prototype label as some storyboards archive it (notes §1.7): decoded as a `UILabel`.
    /// Registered after `UILabel`, so the encoder keeps writing labels as `UILabel`.
    public static let tableViewLabelNibCoding = NibClassCoding.view(
        "UITableViewLabel", Label.self, make: { Label() },
        decodeKeys: { try decodeLabelKeys($0, from: $1) },
        encodeKeys: { try encodeLabelKeys($0, to: $1) })

    static let alignments: [TextAlignment] = [.left, .center, .right, .justified, .natural]

    public static func decodeLabelKeys(_ label: Label, from coder: NibDecoder) throws {
        try decodeViewKeys(label, from: coder)
        if let text = try coder.decodeString(forKey: "UIText") { label.text = text }
        if let font = try coder.decodeFont(forKey: "UIFont") { label.font = font }
        if let color = try coder.decodeColor(forKey: "UITextColor") { label.textColor = color }
        if let color = try coder.decodeColor(forKey: "UIHighlightedColor") { label.highlightedTextColor = color }
        if let color = try coder.decodeColor(forKey: "UIShadowColor") { label.shadowColor = color }
        if let offset = try coder.decodeSize(forKey: "UIShadowOffset") { label.shadowOffset = offset }
        if let size = try coder.decodeDouble(forKey: "UIMinimumFontSize") { label.minimumFontSize = size }
        if let factor = try coder.decodeDouble(forKey: "UIMinimumScaleFactor") { label.minimumScaleFactor = factor }
        if let flag = try coder.decodeBool(forKey: "UIAdjustsFontSizeToFit") { label.adjustsFontSizeToFitWidth = flag }
        if let value = try coder.decodeEnum(forKey: "UIBaselineAdjustment", in: BaselineAdjustment.allCases) {
            label.baselineAdjustment = value
        }
        if let value = try coder.decodeEnum(forKey: "UILineBreakMode", in: LineBreakMode.allCases) {
            label.lineBreakMode = value
        }
        if let value = try coder.decodeEnum(forKey: "UITextAlignment", in: alignments) { label.textAlignment = value }
        if let lines = try coder.decodeInteger(forKey: "UINumberOfLines") { label.numberOfLines = lines }
        if let flag = try coder.decodeBool(forKey: "UIHighlighted") { label.isHighlighted = flag }
        if let flag = try coder.decodeBool(forKey: "UIDisabled") { label.isEnabled = !flag }
        if let flag = try coder.decodeBool(forKey: "UIAdjustsLetterSpacingToFitWidth") {
            label.adjustsLetterSpacingToFitWidth = flag
        }
        if let width = try coder.decodeDouble(forKey: "UIPreferredMaxLayoutWidth") {
            label.preferredMaxLayoutWidth = width
        }
        if let flag = try coder.decodeBool(forKey: "UIAdjustsFontForContentSizeCategory") {
            label.adjustsFontForContentSizeCategory = flag
        }
        if coder.index.hasRareViewKeys {
            // The project's own runs, or an NSAttributedString as ibtool archives it (key name guessed).
            if let text = try AttributedTextCoding.decode(from: coder) { label.attributedText = text }
            if let text = try AttributedStringCoding.decode(forKey: "UIAttributedText", from: coder) {
                label.attributedText = text
            }
        }
        if let size = try coder.decodeDouble(forKey: "NibOrNotFittedFontSize") { label.usePrecomputedFontSize(size) }
    }

    public static func encodeLabelKeys(_ label: Label, to coder: NibEncoder) throws {
        try encodeViewKeys(label, to: coder)
        let fresh = Label()
        if let text = label.text { coder.encodeString(text, forKey: "UIText") }
        if label.font != fresh.font { coder.encodeFont(label.font, forKey: "UIFont") }
        if label.textColor != fresh.textColor { coder.encodeColor(label.textColor, forKey: "UITextColor") }
        coder.encodeColor(label.highlightedTextColor, forKey: "UIHighlightedColor")
        coder.encodeColor(label.shadowColor, forKey: "UIShadowColor")
        if label.shadowOffset != fresh.shadowOffset { coder.encodeSize(label.shadowOffset, forKey: "UIShadowOffset") }
        if label.minimumFontSize != fresh.minimumFontSize {
            coder.encodeDouble(label.minimumFontSize, forKey: "UIMinimumFontSize")
        }
        if label.minimumScaleFactor != fresh.minimumScaleFactor {
            coder.encodeDouble(label.minimumScaleFactor, forKey: "UIMinimumScaleFactor")
        }
        if label.adjustsFontSizeToFitWidth != fresh.adjustsFontSizeToFitWidth {
            coder.encodeBool(label.adjustsFontSizeToFitWidth, forKey: "UIAdjustsFontSizeToFit")
        }
        if label.baselineAdjustment != fresh.baselineAdjustment {
            coder.encodeEnum(label.baselineAdjustment, in: BaselineAdjustment.allCases, forKey: "UIBaselineAdjustment")
        }
        if label.lineBreakMode != fresh.lineBreakMode {
            coder.encodeEnum(label.lineBreakMode, in: LineBreakMode.allCases, forKey: "UILineBreakMode")
        }
        if label.textAlignment != fresh.textAlignment {
            coder.encodeEnum(label.textAlignment, in: alignments, forKey: "UITextAlignment")
        }
        if label.numberOfLines != fresh.numberOfLines {
            coder.encodeInteger(label.numberOfLines, forKey: "UINumberOfLines")
        }
        if label.isHighlighted { coder.encodeBool(true, forKey: "UIHighlighted") }
        if !label.isEnabled { coder.encodeBool(true, forKey: "UIDisabled") }
        if label.adjustsLetterSpacingToFitWidth { coder.encodeBool(true, forKey: "UIAdjustsLetterSpacingToFitWidth") }
        if label.preferredMaxLayoutWidth != 0 {
            coder.encodeDouble(label.preferredMaxLayoutWidth, forKey: "UIPreferredMaxLayoutWidth")
        }
        if label.adjustsFontForContentSizeCategory {
            coder.encodeBool(true, forKey: "UIAdjustsFontForContentSizeCategory")
        }
        AttributedTextCoding.encode(label.attributedText, in: coder)
        // Only a laid-out label (a compile with --precompute) has its fitted size worked out.
        if label.adjustsFontSizeToFitWidth, label.text != nil, !label.needsFit {
            coder.encodeDouble(label.fontSizeInUse, forKey: "NibOrNotFittedFontSize")
        }
    }
}
