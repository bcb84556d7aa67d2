import Typesetting

/// `<fontDescription>` in every form Xcode writes, typed into a `FontDescriptor`:
///
/// - `type="system"` (optionally with `weight="medium"` and the other `FontWeight`s), `boldSystem`,
///   `italicSystem`, with `pointSize`;
/// - `name="Avenir-Medium"` (with `family`, implied by the name) and `pointSize`;
/// - `style="UICTFontTextStyleBody"`: a Dynamic Type style, sized by `TextStyleTable` (a `pointSize`
///   given as well wins).
///
/// Weights are normalised (`system` + `bold` is `.boldSystem`), so one font has one descriptor.
enum FontElement {
    static func read(_ element: XMLElementNode, in decoder: TemplateDecoder) throws -> FontDescriptor {
        var attributes = ValueElements.leafAttributes(element, decoder)
        let size = try attributes.number("pointSize", .positive)
        let weightText = attributes.string("weight")
        let font: FontDescriptor
        if let style = attributes.string("style") {
            guard let entry = TextStyleTable.styles[style] else {
                let known = TextStyleTable.styles.keys.sorted().joined(separator: ", ")
                throw attributes.error(
                    "style", "is not a text style this reader knows (\(known)): \(style.quotedForMessage)")
            }
            if weightText != nil { throw attributes.error("weight", "cannot be combined with a text style") }
            font = FontDescriptor(.system(weight: entry.weight), size: size ?? entry.size)
        } else {
            guard let size else {
                throw attributes.error("pointSize", "is missing; fontDescription needs it unless it names a style")
            }
            font = FontDescriptor(try face(&attributes, weight: weightText), size: size)
        }
        try attributes.finishLeaf()
        return font
    }

    /// The system font under the private names Xcode writes for it: `.AppleSystemUIFont`, and the San
    /// Francisco faces `.SFUI-Semibold`, `.SFUIText-Medium`, `.SFNSDisplay-Bold`, ... (weight from the
    /// part after the dash, italic when it says so); nil for any other name.
    static func systemFace(named name: String) -> FontDescriptor.Face? {
        guard name == ".AppleSystemUIFont" || name.hasPrefix(".SFUI") || name.hasPrefix(".SFNS") else { return nil }
        guard let dash = name.lastIndex(of: "-") else { return .system }
        var style = name[name.index(after: dash)...].lowercased()
        if style.hasSuffix("italic") {
            style.removeLast("italic".count)
            if style.isEmpty || style == "regular" { return .italicSystem }
        }
        let weight = FontWeight.allCases.first { $0.rawValue.lowercased() == style } ?? .regular
        return .system(weight: weight)
    }

    private static func face(
        _ attributes: inout AttributeReader, weight weightText: String?
    ) throws -> FontDescriptor.Face {
        if let type = attributes.string("type") {
            switch type {
            case "system":
                guard let weightText else { return .system }
                guard let weight = FontWeight(rawValue: weightText) else {
                    let known = FontWeight.allCases.map(\.rawValue).joined(separator: ", ")
                    throw attributes.error("weight", "is not one of \(known): \(weightText.quotedForMessage)")
                }
                return .system(weight: weight)
            case "boldSystem", "italicSystem":
                if weightText != nil { throw attributes.error("weight", "only goes with type=\"system\"") }
                return type == "boldSystem" ? .boldSystem : .italicSystem
            default:
                throw attributes.error(
                    "type", "is not one of system, boldSystem, italicSystem: \(type.quotedForMessage)")
            }
        }
        if let name = attributes.string("name") {
            if weightText != nil {
                throw attributes.error(
                    "weight", "only goes with type=\"system\"; a named font has its weight in its name")
            }
            attributes.skip("family")  // implied by the face's name
            return systemFace(named: name) ?? .named(name)
        }
        throw attributes.error(
            nil, "names no font: give type=\"system\" (or boldSystem, italicSystem), name=\"...\" or style=\"...\"")
    }
}
