import Views

/// `<accessibility key="accessibilityConfiguration">`: a view's accessibility identifier, label, hint and
/// value (attributes), its traits (`<accessibilityTraits key="traits" button="YES" .../>`) and whether it
/// is an accessibility element (`<bool key="isElement" value="YES"/>`).
enum AccessibilityElement {
    static func read(_ element: XMLElementNode, in decoder: TemplateDecoder) throws -> Accessibility {
        var attributes = ValueElements.leafAttributes(element, decoder)
        var result = Accessibility(
            identifier: attributes.string("identifier"), label: attributes.string("label"),
            hint: attributes.string("hint"), value: attributes.string("value"))
        try attributes.finish()
        var seen: Set<String> = []
        for child in decoder.children(of: element) {
            let key = child.key ?? child.name
            guard seen.insert(key).inserted else {
                throw decoder.error(child, "sets '\(key)' a second time in <accessibility>; keep one")
            }
            switch (child.name, child.key) {
            case ("bool", "isElement"):
                var flag = ValueElements.leafAttributes(child, decoder)
                result.isElement = try flag.bool("value")
                guard result.isElement != nil else { throw flag.error("value", "is missing; bool needs it") }
                try flag.finishLeaf()
            case ("accessibilityTraits", "traits"):
                result.traits = try traits(child, in: decoder)
            default:
                throw decoder.unknownChild(child, in: element)
            }
        }
        return result
    }

    /// Each trait is an attribute set to YES or NO, named as in `AccessibilityTraits.names`.
    private static func traits(_ element: XMLElementNode, in decoder: TemplateDecoder) throws -> AccessibilityTraits {
        var attributes = ValueElements.leafAttributes(element, decoder)
        var traits: AccessibilityTraits = []
        for name in AccessibilityTraits.names where try attributes.bool(name) == true {
            traits.insert(AccessibilityTraits.named(name)!)
        }
        _ = try attributes.bool("none")  // "no traits" is the empty set already
        try attributes.finishLeaf()
        return traits
    }
}
