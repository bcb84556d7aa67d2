import Views

/// `<color>` in every form Xcode writes: grey or RGB components in a named colour space, a system colour
/// (`systemColor=`, defined in the document's `<resources>`), a named asset-catalog colour (`name=`,
/// defined there as `<namedColor>`), or a UIKit class colour (`cocoaTouchSystemColor=`).
///
/// Components are used as they are, with no colour matching between spaces: the model compares colours
/// by value, and every colour space here is close enough to sRGB for a benchmark's trees.
enum ColorElement {
    /// UIKit's class colours as `cocoaTouchSystemColor` names them (UIKit's documented light-mode values).
    static let cocoaTouchColors: [String: Color] = [
        "clearColor": .clear, "blackColor": .black, "whiteColor": .white,
        "darkTextColor": .black,
        "lightTextColor": Color(white: 1, alpha: 0.6),
        "groupTableViewBackgroundColor": Color(red: 0.937255, green: 0.937255, blue: 0.956863, alpha: 1),
        "tableCellGroupedBackgroundColor": .white,
    ]

    static func read(_ element: XMLElementNode, in decoder: TemplateDecoder) throws -> Color {
        var attributes = ValueElements.leafAttributes(element, decoder)
        let color = try read(&attributes, in: decoder)
        try attributes.finishLeaf()
        return color
    }

    /// Reads the colour attributes of any element (`<color>` here, `userDefinedRuntimeAttribute` values later).
    static func read(_ attributes: inout AttributeReader, in decoder: TemplateDecoder) throws -> Color {
        if let name = attributes.string("cocoaTouchSystemColor") {
            // Xcode 11 writes a system colour's name with the class colour older iOS falls back to; the
            // system colour wins where the document defines it.
            if let system = attributes.string("systemColor"), let color = decoder.systemColors[system] { return color }
            guard let color = cocoaTouchColors[name] else {
                let known = cocoaTouchColors.keys.sorted().joined(separator: ", ")
                throw attributes.error("cocoaTouchSystemColor", "is not one of \(known): \(name.quotedForMessage)")
            }
            return color
        }
        if let name = attributes.string("name") {
            guard let color = decoder.namedColors[name] else {
                throw attributes.error(
                    "name",
                    "names \(name.quotedForMessage), which the document's <resources> does not define as a <namedColor>"
                )
            }
            return color
        }
        let systemName = attributes.string("systemColor")
        let space = attributes.string("colorSpace")
        // Newer Xcode writes a system colour's components next to its name; they win when present.
        if let systemName, space == nil {
            guard let color = decoder.systemColors[systemName] else {
                throw attributes.error(
                    "systemColor",
                    "names \(systemName.quotedForMessage), which the document's <resources> does not define")
            }
            return color
        }
        guard let space else { throw attributes.error("colorSpace", "is missing; \(attributes.element.name) needs it") }
        return try components(space, &attributes)
    }

    /// A colour from `colorSpace` (and `customColorSpace`) and its components.
    private static func components(_ space: String, _ attributes: inout AttributeReader) throws -> Color {
        let isGrey: Bool
        switch space {
        case "calibratedWhite", "deviceWhite": isGrey = true
        case "calibratedRGB", "deviceRGB": isGrey = false
        case "custom":
            let custom = try attributes.requiredString("customColorSpace")
            switch custom {
            case "genericGamma22GrayColorSpace", "calibratedWhite": isGrey = true
            case "sRGB", "displayP3", "calibratedRGB", "adobeRGB1998": isGrey = false
            default:
                throw attributes.error(
                    "customColorSpace", "is not a colour space this reader knows: \(custom.quotedForMessage)")
            }
        default:
            throw attributes.error(
                "colorSpace",
                """
                is not one of calibratedWhite, deviceWhite, calibratedRGB, deviceRGB, custom: \
                \(space.quotedForMessage)
                """
            )
        }
        if isGrey {
            return Color(
                white: try attributes.requiredNumber("white", .unit),
                alpha: try attributes.requiredNumber("alpha", .unit))
        }
        return Color(
            red: try attributes.requiredNumber("red", .unit), green: try attributes.requiredNumber("green", .unit),
            blue: try attributes.requiredNumber("blue", .unit), alpha: try attributes.requiredNumber("alpha", .unit))
    }
}
