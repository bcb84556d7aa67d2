import Typesetting
import Views

extension Template {
    /// A copy whose shrink-to-fit labels carry their fitted font size, as Interface Builder bakes the
    /// size it worked out for the placeholder text into a compiled NIB.
    ///
    /// Instantiates the template once (without owner or external objects), lays it out with `measurer`,
    /// and records each fitting label's `fontSizeInUse` as its last property. Instantiating the copy
    /// then calls `usePrecomputedFontSize`, so a later `layoutIfNeeded` measures no text. Calling this
    /// again on a copy replaces the sizes.
    ///
    /// - Throws: whatever `measurer` throws.
    public func precomputingFit(measurer: TextMeasuring) throws -> Template {
        declareCustomFonts(to: measurer)
        var table = ContiguousArray<AnyObject?>(repeating: nil, count: objectCount)
        let views = objects.map { make($0, in: &table) }
        for view in views { try view.layoutIfNeeded(measurer: measurer) }
        return Template(
            fileName: fileName, placeholders: placeholders,
            objects: objects.map { Self.withFittedSizes($0, from: table) },
            connections: connections, actions: actions, references: references,
            constraints: constraints, auxiliary: auxiliary, objectCount: objectCount)
    }

    private static func withFittedSizes(
        _ node: TemplateObject, from table: ContiguousArray<AnyObject?>
    ) -> TemplateObject {
        var properties = node.properties.filter {
            if case .label(.precomputedFontSize) = $0 { return false }
            return true
        }
        if let label = table[node.index] as? Label, label.adjustsFontSizeToFitWidth, label.text != nil {
            properties.append(.label(.precomputedFontSize(label.fontSizeInUse)))
        }
        return node.with(
            properties: properties,
            subviews: node.subviews.map { withFittedSizes($0, from: table) },
            slots: node.slots.map { TemplateSlotted(slot: $0.slot, object: withFittedSizes($0.object, from: table)) })
    }
}
