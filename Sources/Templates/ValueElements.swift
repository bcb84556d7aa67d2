import Typesetting
import Views

/// The leaf elements that carry one value for their parent's property: `rect`, `size`,
/// `autoresizingMask`, `fontDescription` and `nil` (colours are in `ColorElement`). The parent has
/// already matched the `key`.
enum ValueElements {
    /// `<rect key="frame" x= y= width= height=>`: all four are required; sizes are not negative.
    static func rect(_ element: XMLElementNode, in decoder: TemplateDecoder) throws -> Rect {
        var attributes = leafAttributes(element, decoder)
        let rect = Rect(x: try attributes.requiredNumber("x"), y: try attributes.requiredNumber("y"),
                        width: try attributes.requiredNumber("width", .nonNegative),
                        height: try attributes.requiredNumber("height", .nonNegative))
        try attributes.finishLeaf()
        return rect
    }

    /// `<size key="shadowOffset" width= height=>`: an offset, so either may be negative.
    static func size(_ element: XMLElementNode, in decoder: TemplateDecoder) throws -> Size {
        var attributes = leafAttributes(element, decoder)
        let size = Size(width: try attributes.requiredNumber("width"), height: try attributes.requiredNumber("height"))
        try attributes.finishLeaf()
        return size
    }

    /// `<autoresizingMask>`: Interface Builder's names for the six flags, each `YES` or `NO`.
    static func autoresizingMask(_ element: XMLElementNode, in decoder: TemplateDecoder) throws -> AutoresizingMask {
        var attributes = leafAttributes(element, decoder)
        var mask: AutoresizingMask = []
        let flags: [(String, AutoresizingMask)] = [
            ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth),
            ("flexibleMaxX", .flexibleRightMargin), ("flexibleMinY", .flexibleTopMargin),
            ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
        ]
        for (name, flag) in flags {
            if try attributes.bool(name) == true { mask.insert(flag) }
        }
        try attributes.finishLeaf()
        return mask
    }

    /// `<fontDescription>`: a system face by `type`, or a named face by `name` (with its `family`).
    static func font(_ element: XMLElementNode, in decoder: TemplateDecoder) throws -> FontDescriptor {
        var attributes = leafAttributes(element, decoder)
        let size = try attributes.requiredNumber("pointSize", .positive)
        let face: FontDescriptor.Face
        if let type = attributes.string("type") {
            switch type {
            case "system": face = .system
            case "boldSystem": face = .boldSystem
            case "italicSystem": face = .italicSystem
            default: throw attributes.error("type", "is not one of system, boldSystem, italicSystem: \(type.quotedForMessage)")
            }
        } else if let name = attributes.string("name") {
            _ = attributes.string("family")  // the family is implied by the face's name
            face = .named(name)
        } else {
            throw attributes.error(nil, "names no font: give type=\"system\" (or boldSystem, italicSystem) or name=\"...\"")
        }
        try attributes.finishLeaf()
        return FontDescriptor(face, size: size)
    }

    /// `<nil key="...">`: the property keeps its class default.
    static func nilValue(_ element: XMLElementNode, in decoder: TemplateDecoder) throws {
        try leafAttributes(element, decoder).finishLeaf()
    }

    static func leafAttributes(_ element: XMLElementNode, _ decoder: TemplateDecoder) -> AttributeReader {
        var attributes = AttributeReader(element, file: decoder.file)
        attributes.skip("key")
        return attributes
    }
}
