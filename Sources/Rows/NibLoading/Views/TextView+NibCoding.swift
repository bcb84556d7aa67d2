import Views

/// `UITextView`'s keys, after `UIScrollView`'s. The keyboard settings are archived as one dictionary,
/// `UITextInputTraits`, from Interface Builder's trait name to its value (the project's own layout;
/// UIKit keeps them as separate keys).
extension TextView {
    /// `UIDataDetectorTypes`' bits, by Xcode's names.
    static let dataDetectorBits: [(name: String, bit: Int)] = [
        ("phoneNumber", 1 << 0), ("link", 1 << 1), ("address", 1 << 2), ("calendarEvent", 1 << 3),
        ("shipmentTrackingNumber", 1 << 4), ("flightNumber", 1 << 5), ("lookupSuggestion", 1 << 6), ("money", 1 << 7),
        ("physicalValue", 1 << 8),
    ]

    public static let textViewNibCoding = NibClassCoding.view(
        "UITextView", TextView.self, make: { TextView() },
        decodeKeys: { try decodeTextViewKeys($0, from: $1) },
        encodeKeys: { try encodeTextViewKeys($0, to: $1) })

    public static func decodeTextViewKeys(_ view: TextView, from coder: NibDecoder) throws {
        try decodeScrollViewKeys(view, from: coder)
        if let text = try coder.decodeString(forKey: "UIText") { view.text = text }
        // The model's text view holds plain text: an NSAttributedString (ibtool's, key name guessed)
        // gives its string; its runs' fonts and colours are not kept.
        if coder.index.hasRareViewKeys,
            let text = try AttributedStringCoding.decode(forKey: "UIAttributedText", from: coder)
        {
            view.text = text.string
        }
        if let font = try coder.decodeFont(forKey: "UIFont") { view.font = font }
        if let color = try coder.decodeColor(forKey: "UITextColor") { view.textColor = color }
        if let value = try coder.decodeEnum(forKey: "UITextAlignment", in: Label.alignments) {
            view.textAlignment = value
        }
        if let flag = try coder.decodeBool(forKey: "UIEditable") { view.isEditable = flag }
        if let flag = try coder.decodeBool(forKey: "UISelectable") { view.isSelectable = flag }
        if let flag = try coder.decodeBool(forKey: "UIAdjustsFontForContentSizeCategory") {
            view.adjustsFontForContentSizeCategory = flag
        }
        if let bits = try coder.decodeInteger(forKey: "UIDataDetectorTypes") {
            view.dataDetectorTypes = Set(dataDetectorBits.filter { bits & $0.bit != 0 }.map(\.name))
        }
        if case .dictionary(let pairs)? = try coder.decodeObject(forKey: "UITextInputTraits") {
            var traits: [String: String] = [:]
            for (key, value) in pairs {
                guard case .string(let name) = key, case .string(let setting) = value else {
                    throw coder.error("has a UITextInputTraits entry that is not a string to a string")
                }
                traits[name] = setting
            }
            view.textInputTraits = TextInputTraits(values: traits)
        }
    }

    public static func encodeTextViewKeys(_ view: TextView, to coder: NibEncoder) throws {
        try encodeScrollViewKeys(view, to: coder)
        if !view.text.isEmpty { coder.encodeString(view.text, forKey: "UIText") }
        coder.encodeFont(view.font, forKey: "UIFont")
        coder.encodeColor(view.textColor, forKey: "UITextColor")
        if view.textAlignment != .natural {
            coder.encodeEnum(view.textAlignment, in: Label.alignments, forKey: "UITextAlignment")
        }
        if !view.isEditable { coder.encodeBool(false, forKey: "UIEditable") }
        if !view.isSelectable { coder.encodeBool(false, forKey: "UISelectable") }
        if view.adjustsFontForContentSizeCategory {
            coder.encodeBool(true, forKey: "UIAdjustsFontForContentSizeCategory")
        }
        if !view.dataDetectorTypes.isEmpty {
            coder.encodeInteger(
                dataDetectorBits.filter { view.dataDetectorTypes.contains($0.name) }.reduce(0) { $0 | $1.bit },
                forKey: "UIDataDetectorTypes")
        }
        let traits = view.textInputTraits.values.sorted { $0.key < $1.key }
        if !traits.isEmpty {
            coder.encodeCollection(
                traits.flatMap { [$0.key, $0.value] }, className: "NSDictionary", forKey: "UITextInputTraits"
            ) {
                coder.stringReference($0)
            }
        }
    }
}
