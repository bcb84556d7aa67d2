import Views

/// `<visualEffectView>`: a `VisualEffectView` whose `<view key="contentView">` holds its subviews (a slot,
/// as a cell's content view), with `<blurEffect style=>` or `<vibrancyEffect style=>` holding its blur.
enum VisualEffectViewElement {
    static func decode(_ element: XMLElementNode, in decoder: TemplateDecoder) throws -> TemplateObject {
        var object = try ObjectBuilder(element, kind: .visualEffectView, in: decoder)
        try ViewElement.readAttributes(into: &object)
        try ViewElement.finishAttributes(&object)
        for child in decoder.children(of: element) {
            if try ViewElement.readChild(child, into: &object, in: decoder) { continue }
            switch (child.name, child.key) {
            case ("view", "contentView"):
                try object.claimKey(of: child, in: decoder)
                object.slots.append(
                    TemplateSlotted(
                        slot: .effectContentView, object: try ViewElement.decode(child, kind: .view, in: decoder)))
            case ("blurEffect", nil), ("vibrancyEffect", nil):
                try object.claimKey(of: child, in: decoder)
                object.add(.controls(.effect(try effect(child, in: decoder))))
            default:
                guard try ViewElement.readRareChild(child, into: &object, in: decoder) else {
                    try decoder.skipUnknown(child, in: element); continue
                }
                continue
            }
        }
        return object.build()
    }

    /// `<blurEffect style="systemMaterial"/>` or `<vibrancyEffect style="label"><blurEffect
    /// style="..."/></vibrancyEffect>`.
    private static func effect(_ element: XMLElementNode, in decoder: TemplateDecoder) throws -> VisualEffectView.Effect
    {
        var attributes = AttributeReader(element, file: decoder.file)
        let style = attributes.string("style")
        try attributes.finish()
        if element.name == "blurEffect" {
            if let child = element.children.first { throw decoder.unknownChild(child, in: element) }
            guard let style else { throw attributes.error("style", "is missing; blurEffect needs it") }
            return .blur(style)
        }
        let blurs = decoder.children(of: element)
        guard blurs.count == 1, let blur = blurs.first, blur.name == "blurEffect",
            case .blur(let blurStyle) = try effect(blur, in: decoder)
        else {
            throw decoder.error(element, "must hold exactly one <blurEffect style=...>")
        }
        return .vibrancy(blur: blurStyle, style: style)
    }
}
