import Views

/// `NSAttributedString` as a keyed archive holds it, decoded into the model's `AttributedText`:
/// `NSString` (the text), `NSAttributes` (one attribute dictionary, or an array of them) and
/// `NSAttributeInfo` (data: per run its length in UTF-16 units and the index of its dictionary, each a
/// LEB128 varint; absent when one dictionary covers the whole text).
///
/// These are Foundation's keyed-coding names; that ibtool writes the same layout into a label's
/// `UIAttributedText` is the project's guess (docs/nib-coding.md), as are the `NSParagraphStyle` keys.
/// Of the attributes, `NSFont`, `NSColor` and `NSParagraphStyle` are kept (the model's runs have no
/// others); any other attribute is read past, so a kern or a link does not refuse the nib.
enum AttributedStringCoding {
    static let attributedString = NibClassCoding(className: "NSAttributedString", decode: decode)
    static let mutableAttributedString = NibClassCoding(className: "NSMutableAttributedString", decode: decode)
    static let paragraphStyle = NibClassCoding(className: "NSParagraphStyle", decode: decodeParagraphStyle)
    static let mutableParagraphStyle = NibClassCoding(
        className: "NSMutableParagraphStyle", decode: decodeParagraphStyle)

    private static func decode(_ coder: NibDecoder) throws -> NibDecoded {
        guard let text = try coder.decodeString(forKey: "NSString") else {
            throw coder.error("is an NSAttributedString without NSString")
        }
        let dictionaries: [[(key: NibDecoded, value: NibDecoded)]]
        switch try coder.decodeObject(forKey: "NSAttributes") {
        case nil: dictionaries = [[]]
        case .dictionary(let pairs)?: dictionaries = [pairs]
        case .array(let elements)?:
            dictionaries = try elements.map { element in
                guard case .dictionary(let pairs) = element else {
                    throw coder.error("has an NSAttributes array holding \(element.kindDescription), not a dictionary")
                }
                return pairs
            }
        case let other?:
            throw coder.error(
                "key 'NSAttributes' refers to \(other.kindDescription), not a dictionary or an array of them")
        }
        let attributes = try dictionaries.map { try runAttributes($0, coder: coder) }
        let units = Array(text.utf16)
        var spans: [(length: Int, dictionary: Int)] = []
        switch try infoBytes(coder) {
        case nil: spans = [(units.count, 0)]
        case let bytes?: spans = try runSpans(bytes, coder: coder)
        }
        var runs: [AttributedText.Run] = [], start = 0
        for span in spans {
            guard attributes.indices.contains(span.dictionary) else {
                throw coder.error(
                    """
                    has a run naming attribute dictionary \(span.dictionary), but NSAttributes holds \
                    \(attributes.count)
                    """
                )
            }
            guard span.length >= 0, span.length <= units.count - start else {
                throw coder.error("has runs that do not fit its \(units.count) UTF-16 units")
            }
            let slice = units[start..<start + span.length]
            let piece = String(decoding: slice, as: UTF16.self)
            guard piece.utf16.elementsEqual(slice) else {
                throw coder.error("has a run that splits a character at UTF-16 unit \(start + span.length)")
            }
            var run = attributes[span.dictionary]
            run.text = piece
            runs.append(run)
            start += span.length
        }
        guard start == units.count else {
            throw coder.error("has runs covering \(start) of its \(units.count) UTF-16 units")
        }
        return .value(AttributedText(runs: runs))
    }

    /// `NSAttributeInfo` as data or as an `NSData` object; nil when absent.
    private static func infoBytes(_ coder: NibDecoder) throws -> [UInt8]? {
        switch coder.value(forKey: "NSAttributeInfo") {
        case nil: return nil
        case .data(let bytes)?: return bytes
        case .object?:
            guard case .data(let bytes)? = try coder.decodeObject(forKey: "NSAttributeInfo") else {
                throw coder.error("key 'NSAttributeInfo' is not data")
            }
            return bytes
        default: throw coder.error("key 'NSAttributeInfo' is not data")
        }
    }

    /// Pairs of LEB128 varints: run length, dictionary index.
    static func runSpans(_ bytes: [UInt8], coder: NibDecoder) throws -> [(length: Int, dictionary: Int)] {
        var numbers: [Int] = [], value = 0, shift = 0
        for byte in bytes {
            guard shift < 35 else { throw coder.error("has an NSAttributeInfo number longer than 5 bytes") }
            value |= Int(byte & 0x7F) << shift
            if byte & 0x80 == 0 { numbers.append(value); value = 0; shift = 0 } else { shift += 7 }
        }
        guard shift == 0, numbers.count % 2 == 0 else {
            throw coder.error("has NSAttributeInfo data that is not pairs of whole varints")
        }
        return stride(from: 0, to: numbers.count, by: 2).map { (numbers[$0], numbers[$0 + 1]) }
    }

    /// LEB128 bytes of run spans, for the writer of ibtool-shaped fixtures.
    public static func infoBytes(_ spans: [(length: Int, dictionary: Int)]) -> [UInt8] {
        var bytes: [UInt8] = []
        for number in spans.flatMap({ [$0.length, $0.dictionary] }) {
            var rest = number
            repeat {
                let low = UInt8(rest & 0x7F)
                rest >>= 7
                bytes.append(rest == 0 ? low : low | 0x80)
            } while rest != 0
        }
        return bytes
    }

    private static func runAttributes(
        _ pairs: [(key: NibDecoded, value: NibDecoded)], coder: NibDecoder
    ) throws -> AttributedText.Run {
        var run = AttributedText.Run(text: "")
        for (key, value) in pairs {
            guard case .string(let name) = key else {
                throw coder.error("has an attribute whose name is \(key.kindDescription), not a string")
            }
            switch (name, value) {
            case ("NSFont", .font(let font)): run.font = font
            case ("NSColor", .color(let color)): run.color = color
            case ("NSParagraphStyle", .value(let style as ParagraphStyle)): run.paragraphStyle = style
            case ("NSFont", _), ("NSColor", _), ("NSParagraphStyle", _):
                throw coder.error("has attribute \(name) holding \(value.kindDescription)")
            default: continue
            }
        }
        return run
    }

    /// `NSWritingDirection` numbers: natural -1, left to right 0, right to left 1.
    static let writingDirections: [(name: String, number: Int)] = [
        ("natural", -1), ("leftToRight", 0), ("rightToLeft", 1),
    ]

    private static func decodeParagraphStyle(_ coder: NibDecoder) throws -> NibDecoded {
        var style = ParagraphStyle()
        style.alignment = try coder.decodeEnum(forKey: "NSAlignment", in: Label.alignments)
        style.lineBreakMode = try coder.decodeEnum(forKey: "NSLineBreakMode", in: LineBreakMode.allCases)
        if let number = try coder.decodeInteger(forKey: "NSWritingDirection") {  // -1 is an int64, read as signed
            guard let direction = writingDirections.first(where: { $0.number == number }) else {
                throw coder.error("key 'NSWritingDirection' holds \(number), which is not -1, 0 or 1")
            }
            style.baseWritingDirection = direction.name
        }
        style.lineSpacing = try coder.decodeDouble(forKey: "NSLineSpacing")
        style.paragraphSpacing = try coder.decodeDouble(forKey: "NSParagraphSpacing")
        style.minimumLineHeight = try coder.decodeDouble(forKey: "NSMinLineHeight")
        style.maximumLineHeight = try coder.decodeDouble(forKey: "NSMaxLineHeight")
        style.lineHeightMultiple = try coder.decodeDouble(forKey: "NSLineHeightMultiple")
        style.tighteningFactorForTruncation = try coder.decodeDouble(forKey: "NSTighteningFactorForTruncation")
        return .value(style)
    }

    /// The attributed text of a label or text view under `UIAttributedText`, nil when absent.
    static func decode(forKey key: StaticString, from coder: NibDecoder) throws -> AttributedText? {
        try coder.decodeValue(forKey: key, as: AttributedText.self)
    }
}
