import Typesetting
import Views

/// `UIFont` (fallback `NSFont`) with its `UIFontDescriptor`, whose only key is
/// `UIFontDescriptorAttributes`: a dictionary with `NSFontSizeAttribute` first, then
/// `NSCTFontUIUsageAttribute` for a system font or `NSFontNameAttribute` for a named one.
///
/// A system font is known by its usage (`CTFontRegularUsage`, `CTFontEmphasizedUsage` for bold, ...),
/// as UIKit resolves it; a named font by its name.
enum FontCoding {
    static let font = NibClassCoding(className: "UIFont", fallbackClassNames: ["NSFont"], decode: decodeFont)
    static let fontDescriptor = NibClassCoding(className: "UIFontDescriptor", decode: decodeDescriptor)

    /// What a font descriptor's attributes say.
    struct Attributes {
        var size: Double?
        var name: String?
        var usage: String?
    }

    /// Each system face's usage, font name and traits (1 italic, 2 bold).
    static func systemFace(_ face: FontDescriptor.Face) -> (usage: String, name: String, traits: Int)? {
        switch face {
        case .system: ("CTFontRegularUsage", ".SFUI-Regular", 0)
        case .boldSystem: ("CTFontEmphasizedUsage", ".SFUI-Semibold", 2)
        case .italicSystem: ("CTFontObliqueUsage", ".SFUI-Italic", 1)
        case .weightedSystem(let weight):
            (
                usages[weight]!, ".SFUI-" + weight.rawValue.prefix(1).uppercased() + weight.rawValue.dropFirst(),
                weight.isBoldish ? 2 : 0
            )
        case .named: nil
        }
    }

    static let usages: [FontWeight: String] = [
        .ultraLight: "CTFontUltraLightUsage", .thin: "CTFontThinUsage", .light: "CTFontLightUsage",
        .regular: "CTFontRegularUsage", .medium: "CTFontMediumUsage", .semibold: "CTFontDemiUsage",
        .bold: "CTFontEmphasizedUsage", .heavy: "CTFontHeavyUsage", .black: "CTFontBlackUsage",
    ]

    /// Usage → face, for decoding.
    static let faces: [String: FontDescriptor.Face] = {
        var table: [String: FontDescriptor.Face] = ["CTFontObliqueUsage": .italicSystem]
        for (weight, usage) in usages { table[usage] = .system(weight: weight) }
        return table
    }()

    private static func decodeFont(_ coder: NibDecoder) throws -> NibDecoded {
        guard case .value(let value)? = try coder.decodeObject(forKey: "UIFontDescriptor"),
            let attributes = value as? Attributes
        else {
            throw coder.error("is a UIFont without a UIFontDescriptor")
        }
        guard let size = try coder.decodeDouble(forKey: "UIFontPointSize") ?? attributes.size else {
            throw coder.error("is a UIFont without a point size")
        }
        if try coder.decodeBool(forKey: "UISystemFont") == true {
            guard let usage = attributes.usage, let face = faces[usage] else {
                throw coder.error(
                    "is a system UIFont whose descriptor has no known NSCTFontUIUsageAttribute "
                        + "(\(attributes.usage ?? "none"))"
                )
            }
            return .font(FontDescriptor(face, size: size))
        }
        guard let name = try coder.decodeString(forKey: "UIFontName") ?? attributes.name else {
            throw coder.error("is a UIFont with neither UISystemFont nor UIFontName")
        }
        return .font(FontDescriptor(.named(name), size: size))
    }

    private static func decodeDescriptor(_ coder: NibDecoder) throws -> NibDecoded {
        guard case .dictionary(let pairs)? = try coder.decodeObject(forKey: "UIFontDescriptorAttributes") else {
            throw coder.error("is a UIFontDescriptor without a UIFontDescriptorAttributes dictionary")
        }
        var attributes = Attributes()
        for (key, value) in pairs {
            guard case .string(let name) = key else { continue }
            switch (name, value) {
            case ("NSFontSizeAttribute", .double(let size)): attributes.size = size
            case ("NSFontSizeAttribute", .int(let size)): attributes.size = Double(size)
            case ("NSFontNameAttribute", .string(let text)): attributes.name = text
            case ("NSCTFontUIUsageAttribute", .string(let text)): attributes.usage = text
            default: continue
            }
        }
        return .value(attributes)
    }

    /// Writes a new `UIFont` object and returns its index.
    static func reference(_ font: FontDescriptor, in coder: NibEncoder) -> Int {
        let system = systemFace(font.face)
        let name: String
        if case .named(let named) = font.face { name = named } else { name = system!.name }
        return coder.addObject(className: "UIFont", fallbacks: ["NSFont"]) {
            coder.encodeString(name, forKey: "UIFontName")
            let descriptor = coder.addObject(className: "UIFontDescriptor") {
                let attributes = coder.addObject(className: system == nil ? "NSDictionary" : "NSMutableDictionary") {
                    coder.encode(.bool(true), forKey: "NSInlinedValue")
                    coder.encode(.object(coder.stringReference("NSFontSizeAttribute")), forKey: "UINibEncoderEmptyKey")
                    coder.encode(.object(coder.numberReference(font.pointSize)), forKey: "UINibEncoderEmptyKey")
                    let (key, value) =
                        system.map { ("NSCTFontUIUsageAttribute", $0.usage) } ?? ("NSFontNameAttribute", name)
                    coder.encode(.object(coder.stringReference(key)), forKey: "UINibEncoderEmptyKey")
                    coder.encode(.object(coder.stringReference(value)), forKey: "UINibEncoderEmptyKey")
                }
                coder.encode(.object(attributes), forKey: "UIFontDescriptorAttributes")
                coder.encodeInteger(system == nil ? 0x8000_0000 : 0x8000_8404, forKey: "UIFontDescriptorOptions")
            }
            coder.encode(.object(descriptor), forKey: "UIFontDescriptor")
            coder.encodeDouble(font.pointSize, forKey: "UIFontPointSize")
            coder.encode(.null, forKey: "UIFontTextStyleForScaling")
            coder.encodeDouble(0, forKey: "UIFontPointSizeForScaling")
            coder.encodeDouble(0, forKey: "UIFontMaximumPointSizeAfterScaling")
            coder.encodeInteger(system?.traits ?? 0, forKey: "UIFontTraits")
            coder.encodeBool(system != nil, forKey: "UISystemFont")
            coder.encodeString(name, forKey: "NSName")
            coder.encodeDouble(font.pointSize, forKey: "NSSize")
        }
    }
}

extension NibEncoder {
    /// A `UIFont`; nothing when `font` is nil.
    public func encodeFont(_ font: FontDescriptor?, forKey key: String) {
        guard let font else { return }
        encode(.object(FontCoding.reference(font, in: self)), forKey: key)
    }
}
