import Views

/// `<userDefinedRuntimeAttributes>`: key paths and typed values for a custom class, kept on the view as
/// `RuntimeAttribute`s in document order.
///
/// Each `<userDefinedRuntimeAttribute type= keyPath=>` carries its value the way Xcode writes that type:
/// `boolean`, `string`, `localizedString` and `image` in a `value` attribute; `number` in a child
/// `<real key="value">` or `<integer key="value">`; `color`, `point`, `size`, `rect` and `range` in a
/// child element of that name with `key="value"`; `nil` in nothing.
enum RuntimeAttributesElement {
    static func read(_ element: XMLElementNode, in decoder: TemplateDecoder) throws -> [RuntimeAttribute] {
        try AttributeReader(element, file: decoder.file).finish()
        var result: [RuntimeAttribute] = []
        for child in decoder.children(of: element) {
            guard child.name == "userDefinedRuntimeAttribute" else { throw decoder.unknownChild(child, in: element) }
            result.append(try attribute(child, in: decoder))
        }
        return result
    }

    private static func attribute(_ element: XMLElementNode, in decoder: TemplateDecoder) throws -> RuntimeAttribute {
        var attributes = AttributeReader(element, file: decoder.file)
        let type = try attributes.requiredString("type")
        let keyPath = try attributes.requiredString("keyPath")
        let valueText = attributes.string("value")
        try attributes.finish()
        let children = decoder.children(of: element)
        guard children.count <= 1, children.allSatisfy({ $0.key == "value" }) else {
            let extra = children.first { $0.key != "value" } ?? children[1]
            throw decoder.error(
                extra, "is not a value of <userDefinedRuntimeAttribute>; it holds one element with key=\"value\"")
        }
        let child = children.first
        func needsText() throws -> String {
            guard let valueText, child == nil else {
                throw attributes.error("value", "must be given as an attribute for type \(type.quotedForMessage)")
            }
            return valueText
        }
        func needsChild(_ names: String...) throws -> XMLElementNode {
            guard let child, valueText == nil, names.contains(child.name) else {
                throw attributes.error(
                    nil,
                    "of type \(type.quotedForMessage) needs one child <\(names.joined(separator: "> or <")) "
                        + "key=\"value\">"
                )
            }
            return child
        }
        let value: RuntimeValue
        switch type {
        case "boolean":
            switch try needsText() {
            case "YES": value = .boolean(true)
            case "NO": value = .boolean(false)
            default: throw attributes.error("value", "is not YES or NO: \(valueText!.quotedForMessage)")
            }
        case "string": value = .string(try needsText())
        case "localizedString": value = .localizedString(try needsText())
        case "image": value = .image(try needsText())
        case "number": value = try number(try needsChild("real", "integer"), in: decoder)
        case "color": value = .color(try ColorElement.read(try needsChild("color"), in: decoder))
        case "point": value = .point(try ValueElements.point(try needsChild("point"), in: decoder))
        case "size": value = .size(try ValueElements.size(try needsChild("size"), in: decoder))
        case "rect": value = .rect(try ValueElements.rect(try needsChild("rect"), in: decoder))
        case "range": value = try range(try needsChild("range"), in: decoder)
        case "nil":
            if valueText != nil || child != nil { throw attributes.error(nil, "of type \"nil\" takes no value") }
            value = .nilValue
        default:
            throw attributes.error(
                "type",
                """
                is not one of boolean, number, string, localizedString, color, point, size, rect, range, image, \
                nil: \(type.quotedForMessage)
                """
            )
        }
        return RuntimeAttribute(keyPath: keyPath, value: value)
    }

    private static func number(_ element: XMLElementNode, in decoder: TemplateDecoder) throws -> RuntimeValue {
        var attributes = ValueElements.leafAttributes(element, decoder)
        let value: RuntimeValue
        if element.name == "integer" {
            guard let number = try attributes.integer("value") else {
                throw attributes.error("value", "is missing; integer needs it")
            }
            value = .integer(number)
        } else {
            value = .real(try attributes.requiredNumber("value"))
        }
        try attributes.finishLeaf()
        return value
    }

    private static func range(_ element: XMLElementNode, in decoder: TemplateDecoder) throws -> RuntimeValue {
        var attributes = ValueElements.leafAttributes(element, decoder)
        guard let location = try attributes.integer("location", minimum: 0) else {
            throw attributes.error("location", "is missing; range needs it")
        }
        guard let length = try attributes.integer("length", minimum: 0) else {
            throw attributes.error("length", "is missing; range needs it")
        }
        try attributes.finishLeaf()
        return .range(location: location, length: length)
    }
}
