import Typesetting
import Views

/// The leaf elements that carry one value for their parent's property: `rect`, `size`,
/// `autoresizingMask`, `inset`, `edgeInsets` and `nil` (colours are in `ColorElement`, fonts in `FontElement`). The
/// parent has already matched the `key`.
enum ValueElements {
    /// `<rect key="frame" x= y= width= height=>`: all four are required; sizes are not negative.
    static func rect(_ element: XMLElementNode, in decoder: TemplateDecoder) throws -> Rect {
        var attributes = leafAttributes(element, decoder)
        let rect = Rect(
            x: try attributes.requiredNumber("x"), y: try attributes.requiredNumber("y"),
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

    /// `<point key=... x= y=>`.
    static func point(_ element: XMLElementNode, in decoder: TemplateDecoder) throws -> Point {
        var attributes = leafAttributes(element, decoder)
        let point = Point(x: try attributes.requiredNumber("x"), y: try attributes.requiredNumber("y"))
        try attributes.finishLeaf()
        return point
    }

    /// `<string key=...>text</string>`: a text value too long or too rich for an attribute (a text
    /// view's text, a multi-line label's).
    static func string(_ element: XMLElementNode, in decoder: TemplateDecoder) throws -> String {
        let attributes = leafAttributes(element, decoder)
        try attributes.finish(allowingText: true)
        if let child = element.children.first {
            throw decoder.error(child, "may not appear inside <string>, which holds only text")
        }
        return element.text
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

    /// `<inset key=... minX= minY= maxX= maxY=>`, as Xcode writes a cell's separator inset and a layout's
    /// section inset: minX is the left inset, minY the top, maxX the right, maxY the bottom.
    static func inset(_ element: XMLElementNode, in decoder: TemplateDecoder) throws -> EdgeInsets {
        var attributes = leafAttributes(element, decoder)
        let left = try attributes.requiredNumber("minX"), top = try attributes.requiredNumber("minY")
        let right = try attributes.requiredNumber("maxX"), bottom = try attributes.requiredNumber("maxY")
        try attributes.finishLeaf()
        return EdgeInsets(top: top, left: left, bottom: bottom, right: right)
    }

    /// `<edgeInsets key="layoutMargins" top= left= bottom= right=>`.
    static func edgeInsets(_ element: XMLElementNode, in decoder: TemplateDecoder) throws -> EdgeInsets {
        var attributes = leafAttributes(element, decoder)
        let insets = EdgeInsets(
            top: try attributes.requiredNumber("top"), left: try attributes.requiredNumber("left"),
            bottom: try attributes.requiredNumber("bottom"), right: try attributes.requiredNumber("right"))
        try attributes.finishLeaf()
        return insets
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
