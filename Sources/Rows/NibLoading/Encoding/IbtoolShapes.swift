import NIB
import Views

/// Writes the shapes Xcode's ibtool uses where the project's compiler uses its own keys: an
/// `NSAttributedString`, a `UIImageSymbolConfiguration`, a `UINibKeyValuePair`, a `UINib` holding a
/// nested archive. The compiler never calls these (its output is unchanged); the tests use them to make
/// nibs in ibtool's layout, since no Apple-compiled nib may be committed. Each mirrors the decoding in
/// `AttributedStringCoding`, `SymbolConfigurationCoding`, `KeyValuePairCoding` and `NestedNibCoding`,
/// with the same guessed key names (docs/nib-coding.md).
public enum IbtoolShapes {
    /// An `NSAttributedString`: `NSString`, `NSAttributes` (one dictionary, or an array of them when
    /// runs differ) and, for more than one run, `NSAttributeInfo` as data. Returns its object index.
    public static func attributedString(_ text: AttributedText, in coder: NibEncoder) -> Int {
        var dictionaries: [AttributedText.Run] = [], spans: [(length: Int, dictionary: Int)] = []
        for run in text.runs {
            var attributes = run
            attributes.text = ""
            let position =
                dictionaries.firstIndex(of: attributes)
                ?? {
                    dictionaries.append(attributes); return dictionaries.count - 1
                }()
            spans.append((run.text.utf16.count, position))
        }
        return coder.addObject(className: "NSAttributedString") {
            coder.encodeString(text.string, forKey: "NSString")
            if dictionaries.count == 1 {
                coder.encode(.object(dictionary(dictionaries[0], in: coder)), forKey: "NSAttributes")
            } else {
                coder.encodeCollection(dictionaries, forKey: "NSAttributes") { dictionary($0, in: coder) }
            }
            if spans.count > 1 {
                coder.encode(.data(AttributedStringCoding.infoBytes(spans)), forKey: "NSAttributeInfo")
            }
        }
    }

    /// One run's attributes, keys sorted as Apple's encoder sorts a dictionary's keys (notes §1.6).
    private static func dictionary(_ run: AttributedText.Run, in coder: NibEncoder) -> Int {
        var pairs: [(String, () -> Int)] = []
        if let color = run.color { pairs.append(("NSColor", { ColorCoding.reference(color, in: coder) })) }
        if let font = run.font { pairs.append(("NSFont", { FontCoding.reference(font, in: coder) })) }
        if let style = run.paragraphStyle { pairs.append(("NSParagraphStyle", { paragraphStyle(style, in: coder) })) }
        return coder.addObject(className: "NSDictionary") {
            coder.encode(.bool(true), forKey: NIBArchive.inlinedValueKey)
            for (key, value) in pairs {
                coder.encode(.object(coder.stringReference(key)), forKey: NIBArchive.elementKey)
                coder.encode(.object(value()), forKey: NIBArchive.elementKey)
            }
        }
    }

    private static func paragraphStyle(_ style: ParagraphStyle, in coder: NibEncoder) -> Int {
        coder.addObject(className: "NSParagraphStyle") {
            if let value = style.alignment { coder.encodeEnum(value, in: Label.alignments, forKey: "NSAlignment") }
            if let value = style.lineBreakMode {
                coder.encodeEnum(value, in: LineBreakMode.allCases, forKey: "NSLineBreakMode")
            }
            if let name = style.baseWritingDirection,
                let number = AttributedStringCoding.writingDirections.first(where: { $0.name == name })?.number
            {
                coder.encodeInteger(number, forKey: "NSWritingDirection")
            }
            for (key, value) in [
                ("NSLineSpacing", style.lineSpacing), ("NSParagraphSpacing", style.paragraphSpacing),
                ("NSMinLineHeight", style.minimumLineHeight), ("NSMaxLineHeight", style.maximumLineHeight),
                ("NSLineHeightMultiple", style.lineHeightMultiple),
                ("NSTighteningFactorForTruncation", style.tighteningFactorForTruncation),
            ] {
                if let value { coder.encodeDouble(value, forKey: key) }
            }
        }
    }

    /// A `UIImageSymbolConfiguration` from the XIB's attribute names. Returns its object index.
    public static func symbolConfiguration(_ configuration: SymbolConfiguration, in coder: NibEncoder) -> Int {
        let values = configuration.values
        return coder.addObject(className: "UIImageSymbolConfiguration") {
            if let text = values["pointSize"], let size = Double(text) {
                coder.encodeDouble(size, forKey: "UIPointSize")
            }
            if let number = SymbolConfigurationCoding.scales.first(where: { $0.name == values["scale"] })?.number {
                coder.encodeInteger(number, forKey: "UIScale")
            }
            if let number = SymbolConfigurationCoding.weights.first(where: { $0.name == values["weight"] })?.number {
                coder.encodeInteger(number, forKey: "UIWeight")
            }
            if let style = values["textStyle"] { coder.encodeString(style, forKey: "UITextStyle") }
        }
    }

    /// A `UINibKeyValuePair` setting `attribute` on the object at `objectIndex`. Values the guessed
    /// layout has no object for (points, sizes, rects, ranges, localized strings) are refused.
    public static func keyValuePair(
        _ attribute: RuntimeAttribute, on objectIndex: Int, in coder: NibEncoder
    ) throws -> Int {
        let value: Int?
        switch attribute.value {
        case .boolean(let flag):
            value = coder.addObject(className: "NSNumber") { coder.encodeBool(flag, forKey: "NS.boolval") }
        case .integer(let number):
            value = coder.addObject(className: "NSNumber") { coder.encodeInteger(number, forKey: "NS.intval") }
        case .real(let number): value = coder.numberReference(number)
        case .string(let text): value = coder.stringReference(text)
        case .color(let color): value = ColorCoding.reference(color, in: coder)
        case .image(let name):
            value = coder.addObject(className: "UIImageNibPlaceholder") {
                coder.encodeString(name, forKey: "UIResourceName")
            }
        case .nilValue: value = nil
        default:
            throw NibLoadingError(
                file: "nib",
                reason: "runtime attribute '\(attribute.keyPath)' (\(attribute.value)) has no ibtool shape here")
        }
        return coder.addObject(className: "UINibKeyValuePair") {
            coder.encode(.object(objectIndex), forKey: "UIObject")
            coder.encodeString(attribute.keyPath, forKey: "UIKeyPath")
            if let value { coder.encode(.object(value), forKey: "UIValue") }
        }
    }

    /// A `UINib` whose `archiveData` is an `NSData` holding `archive`'s bytes (notes §7.9).
    public static func nestedNib(_ archive: NIBArchive, in coder: NibEncoder) -> Int {
        coder.addObject(className: "UINib") {
            let data = coder.addObject(className: "NSData") { coder.encode(.data(archive.bytes()), forKey: "NS.bytes") }
            coder.encode(.object(data), forKey: "archiveData")
        }
    }
}
