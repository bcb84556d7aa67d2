import Typesetting
import Views

/// `FlatRowView`, the flattened row: a custom class, archived as Interface Builder archives one, through a
/// `UIClassSwapper` (`UIClassName` FlatRowView, `UIOriginalClassName` UIView) holding `UIView`'s keys and
/// then the view's own. Its own keys are the project's (UIKit has no such class): `NibOrNotTextItems`, an
/// array of `NibOrNotTextItem` objects, one per label it draws, with `UILabel`'s key names for the same
/// settings, and `NibOrNotSelectedBackgroundColor`.
extension FlatRowView {
    public static let flatRowViewNibCoding = NibClassCoding.view(
        "FlatRowView", FlatRowView.self, make: { FlatRowView() },
        decodeKeys: { try decodeFlatRowViewKeys($0, from: $1) },
        encodeKeys: { try encodeFlatRowViewKeys($0, to: $1) })

    public static func decodeFlatRowViewKeys(_ view: FlatRowView, from coder: NibDecoder) throws {
        try decodeViewKeys(view, from: coder)
        if let color = try coder.decodeColor(forKey: "NibOrNotSelectedBackgroundColor") {
            view.selectedBackgroundColor = color
        }
        if let elements = try coder.decodeArray(forKey: "NibOrNotTextItems") {
            view.items = try elements.map { element in
                guard case .value(let value) = element, let item = value as? TextItem else {
                    throw coder.error("key 'NibOrNotTextItems' holds something that is not a NibOrNotTextItem")
                }
                return item
            }
        }
    }

    public static func encodeFlatRowViewKeys(_ view: FlatRowView, to coder: NibEncoder) throws {
        try encodeViewKeys(view, to: coder)
        coder.encodeColor(view.selectedBackgroundColor, forKey: "NibOrNotSelectedBackgroundColor")
        guard !view.items.isEmpty else { return }
        coder.encodeCollection(view.items, forKey: "NibOrNotTextItems") { item in
            coder.addObject(className: "NibOrNotTextItem") { TextItemCoding.encode(item, to: coder) }
        }
    }
}

/// One `TextItem` of a flattened row, decoded to the value. Keys left out hold `TextItem`'s defaults.
enum TextItemCoding {
    static let alignments: [TextAlignment] = [.left, .center, .right, .justified, .natural]

    static let textItem = NibClassCoding(
        className: "NibOrNotTextItem",
        decode: { coder in
            guard let frame = try coder.decodeRect(forKey: "NibOrNotFrame") else {
                throw coder.error("is a NibOrNotTextItem without NibOrNotFrame")
            }
            var item = TextItem(frame: frame)
            if let tag = try coder.decodeInteger(forKey: "UITag") { item.tag = tag }
            if let text = try coder.decodeString(forKey: "UIText") { item.text = text }
            if let font = try coder.decodeFont(forKey: "UIFont") { item.font = font }
            if let color = try coder.decodeColor(forKey: "UITextColor") { item.textColor = color }
            if let color = try coder.decodeColor(forKey: "UIHighlightedColor") { item.highlightedTextColor = color }
            if let color = try coder.decodeColor(forKey: "UIBackgroundColor") { item.backgroundColor = color }
            if let color = try coder.decodeColor(forKey: "UIShadowColor") { item.shadowColor = color }
            if let offset = try coder.decodeSize(forKey: "UIShadowOffset") { item.shadowOffset = offset }
            if let value = try coder.decodeEnum(forKey: "UITextAlignment", in: alignments) {
                item.textAlignment = value
            }
            if let value = try coder.decodeEnum(forKey: "UILineBreakMode", in: LineBreakMode.allCases) {
                item.lineBreakMode = value
            }
            if let value = try coder.decodeEnum(forKey: "UIBaselineAdjustment", in: BaselineAdjustment.allCases) {
                item.baselineAdjustment = value
            }
            if let mask = try coder.decodeInteger(forKey: "UIAutoresizingMask") {
                item.autoresizingMask = AutoresizingMask(rawValue: mask)
            }
            if let flag = try coder.decodeBool(forKey: "UIAdjustsFontSizeToFit") {
                item.adjustsFontSizeToFitWidth = flag
            }
            if let size = try coder.decodeDouble(forKey: "UIMinimumFontSize") { item.minimumFontSize = size }
            return .value(item)
        })

    static func encode(_ item: TextItem, to coder: NibEncoder) {
        let fresh = TextItem(frame: .zero)
        coder.encodeRect(item.frame, forKey: "NibOrNotFrame")
        if item.tag != 0 { coder.encodeInteger(item.tag, forKey: "UITag") }
        if let text = item.text { coder.encodeString(text, forKey: "UIText") }
        if item.font != fresh.font { coder.encodeFont(item.font, forKey: "UIFont") }
        if item.textColor != fresh.textColor { coder.encodeColor(item.textColor, forKey: "UITextColor") }
        coder.encodeColor(item.highlightedTextColor, forKey: "UIHighlightedColor")
        coder.encodeColor(item.backgroundColor, forKey: "UIBackgroundColor")
        coder.encodeColor(item.shadowColor, forKey: "UIShadowColor")
        if item.shadowOffset != fresh.shadowOffset { coder.encodeSize(item.shadowOffset, forKey: "UIShadowOffset") }
        if item.textAlignment != fresh.textAlignment {
            coder.encodeEnum(item.textAlignment, in: alignments, forKey: "UITextAlignment")
        }
        if item.lineBreakMode != fresh.lineBreakMode {
            coder.encodeEnum(item.lineBreakMode, in: LineBreakMode.allCases, forKey: "UILineBreakMode")
        }
        if item.baselineAdjustment != fresh.baselineAdjustment {
            coder.encodeEnum(item.baselineAdjustment, in: BaselineAdjustment.allCases, forKey: "UIBaselineAdjustment")
        }
        if item.autoresizingMask != fresh.autoresizingMask {
            coder.encodeInteger(item.autoresizingMask.rawValue, forKey: "UIAutoresizingMask")
        }
        if item.adjustsFontSizeToFitWidth { coder.encodeBool(true, forKey: "UIAdjustsFontSizeToFit") }
        if item.minimumFontSize != fresh.minimumFontSize {
            coder.encodeDouble(item.minimumFontSize, forKey: "UIMinimumFontSize")
        }
    }
}
