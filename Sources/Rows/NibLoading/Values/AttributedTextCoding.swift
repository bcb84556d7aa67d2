import Views

/// A label's attributed text under the project's own key `NibOrNotAttributedText`: an array of
/// `NibOrNotTextRun` objects (`UIText`, `UIFont`, `UITextColor`, `NibOrNotParagraphStyle`), the runs the
/// model keeps. UIKit archives an `NSAttributedString` whose attribute coding is not documented; the
/// model needs only the runs' text, font, colour and paragraph style.
///
/// A paragraph style is a `NibOrNotParagraphStyle` object whose keys are `NSParagraphStyle`'s property
/// names (`alignment` and `lineBreakMode` as UIKit numbers, `baseWritingDirection` by Xcode's name, the
/// spacings as doubles), each present only when the XIB set it.
enum AttributedTextCoding {
    static let run = NibClassCoding(
        className: "NibOrNotTextRun",
        decode: { coder in
            .value(
                AttributedText.Run(
                    text: try coder.decodeString(forKey: "UIText") ?? "", font: try coder.decodeFont(forKey: "UIFont"),
                    color: try coder.decodeColor(forKey: "UITextColor"),
                    paragraphStyle: try coder.decodeValue(forKey: "NibOrNotParagraphStyle", as: ParagraphStyle.self)))
        })

    static let paragraphStyle = NibClassCoding(
        className: "NibOrNotParagraphStyle",
        decode: { coder in
            var style = ParagraphStyle()
            style.alignment = try coder.decodeEnum(forKey: "alignment", in: Label.alignments)
            style.lineBreakMode = try coder.decodeEnum(forKey: "lineBreakMode", in: LineBreakMode.allCases)
            style.baseWritingDirection = try coder.decodeString(forKey: "baseWritingDirection")
            style.lineSpacing = try coder.decodeDouble(forKey: "lineSpacing")
            style.paragraphSpacing = try coder.decodeDouble(forKey: "paragraphSpacing")
            style.minimumLineHeight = try coder.decodeDouble(forKey: "minimumLineHeight")
            style.maximumLineHeight = try coder.decodeDouble(forKey: "maximumLineHeight")
            style.lineHeightMultiple = try coder.decodeDouble(forKey: "lineHeightMultiple")
            style.tighteningFactorForTruncation = try coder.decodeDouble(forKey: "tighteningFactorForTruncation")
            return .value(style)
        })

    static func decode(from coder: NibDecoder) throws -> AttributedText? {
        guard let runs = try coder.decodeArray(forKey: "NibOrNotAttributedText") else { return nil }
        return AttributedText(
            runs: try runs.map { element in
                guard case .value(let boxed) = element, let run = boxed as? AttributedText.Run else {
                    throw coder.error("key 'NibOrNotAttributedText' holds \(element.kindDescription), not a text run")
                }
                return run
            })
    }

    static func encode(_ text: AttributedText?, in coder: NibEncoder) {
        guard let text else { return }
        coder.encodeCollection(text.runs, forKey: "NibOrNotAttributedText") { run in
            coder.addObject(className: "NibOrNotTextRun") {
                coder.encodeString(run.text, forKey: "UIText")
                coder.encodeFont(run.font, forKey: "UIFont")
                coder.encodeColor(run.color, forKey: "UITextColor")
                if let style = run.paragraphStyle {
                    let index = coder.addObject(className: "NibOrNotParagraphStyle") { encode(style, in: coder) }
                    coder.encode(.object(index), forKey: "NibOrNotParagraphStyle")
                }
            }
        }
    }

    private static func encode(_ style: ParagraphStyle, in coder: NibEncoder) {
        if let value = style.alignment { coder.encodeEnum(value, in: Label.alignments, forKey: "alignment") }
        if let value = style.lineBreakMode {
            coder.encodeEnum(value, in: LineBreakMode.allCases, forKey: "lineBreakMode")
        }
        if let value = style.baseWritingDirection { coder.encodeString(value, forKey: "baseWritingDirection") }
        for (key, value) in [
            ("lineSpacing", style.lineSpacing), ("paragraphSpacing", style.paragraphSpacing),
            ("minimumLineHeight", style.minimumLineHeight), ("maximumLineHeight", style.maximumLineHeight),
            ("lineHeightMultiple", style.lineHeightMultiple),
            ("tighteningFactorForTruncation", style.tighteningFactorForTruncation),
        ] {
            if let value { coder.encodeDouble(value, forKey: key) }
        }
    }
}
