import Typesetting
import Views

/// `<attributedString key="attributedText">`: a label's styled text, one `<fragment>` per run, each with
/// its text (`content=` or `<string key="content">`) and `<attributes>`: `<font key="NSFont">` (or a
/// `<fontDescription key="NSFont">`), `<color key="NSColor">` and `<paragraphStyle key="NSParagraphStyle">`.
enum AttributedStringElement {
    static func read(_ element: XMLElementNode, in decoder: TemplateDecoder) throws -> AttributedText {
        try ValueElements.leafAttributes(element, decoder).finish()
        var runs: [AttributedText.Run] = []
        for fragment in decoder.children(of: element) {
            guard fragment.name == "fragment" else { throw decoder.unknownChild(fragment, in: element) }
            var attributes = AttributeReader(fragment, file: decoder.file)
            var run = AttributedText.Run(text: attributes.string("content") ?? "")
            try attributes.finish()
            for child in decoder.children(of: fragment) {
                switch (child.name, child.key) {
                case ("string", "content"):
                    guard fragment.attributes["content"] == nil else {
                        throw decoder.error(child, "gives the fragment's text a second time")
                    }
                    run.text = try ValueElements.string(child, in: decoder)
                case ("attributes", nil):
                    try readAttributes(child, into: &run, in: decoder)
                default:
                    throw decoder.unknownChild(child, in: fragment)
                }
            }
            runs.append(run)
        }
        return AttributedText(runs: runs)
    }

    private static func readAttributes(
        _ element: XMLElementNode, into run: inout AttributedText.Run, in decoder: TemplateDecoder
    ) throws {
        try AttributeReader(element, file: decoder.file).finish()
        for child in decoder.children(of: element) {
            switch (child.name, child.key) {
            case ("font", "NSFont"): run.font = try font(child, in: decoder)
            case ("fontDescription", "NSFont"): run.font = try FontElement.read(child, in: decoder)
            case ("color", "NSColor"): run.color = try ColorElement.read(child, in: decoder)
            case ("paragraphStyle", "NSParagraphStyle"): run.paragraphStyle = try paragraphStyle(child, in: decoder)
            default: throw decoder.unknownChild(child, in: element)
            }
        }
    }

    /// AppKit's "meta fonts" that Xcode writes for the system font in attributed text, with their sizes
    /// when `size` is left out.
    static let metaFonts: [String: (face: FontDescriptor.Face, size: Double)] = [
        "system": (.system, 17), "systemBold": (.boldSystem, 17), "systemItalic": (.italicSystem, 17),
        "systemSemibold": (.weightedSystem(.semibold), 17), "systemLight": (.weightedSystem(.light), 17),
        "systemMedium": (.weightedSystem(.medium), 17), "smallSystem": (.system, 12),
        "smallSystemBold": (.boldSystem, 12), "miniSystem": (.system, 9), "label": (.system, 10),
    ]

    /// `<font key="NSFont" metaFont="system" size="14"/>` or `<font key="NSFont" name="Avenir-Book" size="14"/>`.
    private static func font(_ element: XMLElementNode, in decoder: TemplateDecoder) throws -> FontDescriptor {
        var attributes = ValueElements.leafAttributes(element, decoder)
        let size = try attributes.number("size", .positive)
        let font: FontDescriptor
        if let meta = attributes.string("metaFont") {
            guard let entry = metaFonts[meta] else {
                throw attributes.error(
                    "metaFont",
                    "is not one of \(metaFonts.keys.sorted().joined(separator: ", ")): \(meta.quotedForMessage)")
            }
            font = FontDescriptor(entry.face, size: size ?? entry.size)
        } else if let name = attributes.string("name") {
            guard let size else { throw attributes.error("size", "is missing; a named font needs it") }
            font = FontDescriptor(FontElement.systemFace(named: name) ?? .named(name), size: size)
        } else {
            throw attributes.error(nil, "names no font: give metaFont=\"system\" or name=\"...\"")
        }
        try attributes.finishLeaf()
        return font
    }

    /// Xcode's names for `NSTextAlignment` and `NSLineBreakMode` in a paragraph style.
    static let alignments: [String: TextAlignment] = [
        "left": .left, "center": .center, "right": .right, "justified": .justified, "natural": .natural,
    ]
    static let lineBreakModes: [String: LineBreakMode] = [
        "wordWrapping": .wordWrap, "charWrapping": .characterWrap, "clipping": .clip,
        "truncatingHead": .headTruncation, "truncatingTail": .tailTruncation, "truncatingMiddle": .middleTruncation,
    ]

    private static func paragraphStyle(_ element: XMLElementNode, in decoder: TemplateDecoder) throws -> ParagraphStyle
    {
        var attributes = ValueElements.leafAttributes(element, decoder)
        var style = ParagraphStyle()
        if let name = attributes.string("alignment") {
            guard let value = alignments[name] else {
                throw attributes.error(
                    "alignment",
                    "is not one of \(alignments.keys.sorted().joined(separator: ", ")): \(name.quotedForMessage)")
            }
            style.alignment = value
        }
        if let name = attributes.string("lineBreakMode") {
            guard let value = lineBreakModes[name] else {
                throw attributes.error(
                    "lineBreakMode",
                    "is not one of \(lineBreakModes.keys.sorted().joined(separator: ", ")): \(name.quotedForMessage)")
            }
            style.lineBreakMode = value
        }
        if let name = attributes.string("baseWritingDirection") {
            guard ["natural", "leftToRight", "rightToLeft"].contains(name) else {
                throw attributes.error(
                    "baseWritingDirection", "is not one of natural, leftToRight, rightToLeft: \(name.quotedForMessage)")
            }
            style.baseWritingDirection = name
        }
        style.lineSpacing = try attributes.number("lineSpacing")
        style.paragraphSpacing = try attributes.number("paragraphSpacing")
        style.minimumLineHeight = try attributes.number("minimumLineHeight", .nonNegative)
        style.maximumLineHeight = try attributes.number("maximumLineHeight", .nonNegative)
        style.lineHeightMultiple = try attributes.number("lineHeightMultiple", .nonNegative)
        style.tighteningFactorForTruncation = try attributes.number("tighteningFactorForTruncation")
        try attributes.finishLeaf()
        return style
    }
}
