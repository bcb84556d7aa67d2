import Views

/// The attributes and child elements that few objects have, read only where they can occur: attributes
/// once `finish()` finds some not yet read, children only once the family's own and the common ones
/// failed to match (each family calls `readRareChild` last). So the labels of a row, which have none of
/// them, pay nothing more for them.
extension ViewElement {
    /// Ends reading an object's attributes: every family calls this once it has read its own. The rare
    /// attributes are looked for only when some are left unread; then `finish()` runs on what is left,
    /// so an attribute nobody reads is still listed (or, in a strict read, an error naming it).
    static func finishAttributes(_ object: inout ObjectBuilder) throws {
        if object.attributes.hasUnknown { try readRareAttributes(into: &object) }
        try object.attributes.finish()
    }

    private static func readRareAttributes(into object: inout ObjectBuilder) throws {
        func extra(_ setting: ViewExtraSetting) { object.add(.viewExtra(setting)) }
        func add(_ setting: ControlsSetting) { object.add(.controls(setting)) }
        if let value = try object.attributes.bool("autoresizesSubviews") { extra(.autoresizesSubviews(value)) }
        if let value = try object.attributes.bool("layoutMarginsFollowReadableWidth") {
            extra(.layoutMarginsFollowReadableWidth(value))
        }
        switch object.kind {
        case .label:
            // Says that the label's text is the `<attributedString>` child, which is read as such.
            _ = try object.attributes.bool("usesAttributedText")
        case .stackView:
            if let type = object.attributes.string("spacingType") {
                guard type == "standard" else {
                    throw object.attributes.error("spacingType", "is not standard: \(type.quotedForMessage)")
                }
                add(.usesSystemSpacing(true))
            }
        case .tableViewCell:
            if let value = try object.attributes.bool("hidesAccessoryWhenEditing") {
                add(.hidesAccessoryWhenEditing(value))
            }
        case .scrollView, .textView, .collectionView:
            if let value = try object.attributes.bool("bouncesZoom") { add(.bouncesZoom(value)) }
        case .imageView:
            if let catalog = object.attributes.string("catalog") {
                guard let name = object.element.attributes["image"] else {
                    throw object.attributes.error("catalog", "needs an image attribute to name the image")
                }
                add(.imageReference(ImageReference(name: name, catalog: catalog)))
            }
        default:
            break
        }
    }

    /// Called when neither `readChild`'s common cases nor the family's own match; false when the child is
    /// none of these either (and so an error).
    static func readRareChild(
        _ child: XMLElementNode, into object: inout ObjectBuilder,
        in decoder: TemplateDecoder
    ) throws -> Bool {
        switch (child.name, child.key) {
        case ("directionalEdgeInsets", "directionalLayoutMargins"):
            try object.claimKey(of: child, in: decoder)
            object.add(
                .viewExtra(.directionalLayoutMargins(try ViewExtraElements.directionalInsets(child, in: decoder))))
        case ("rect", "contentStretch"):
            try object.claimKey(of: child, in: decoder)
            object.add(.viewExtra(.contentStretch(try ValueElements.rect(child, in: decoder))))
        case ("frame", "frameInset"):
            try object.claimKey(of: child, in: decoder)
            try ViewExtraElements.frameInset(child, of: object.element, in: decoder)
        case ("viewLayoutGuide", _):
            try AuxiliaryElements.layoutGuide(child, ownerIndex: object.index, in: decoder)
        case ("gestureRecognizers", nil):
            // Interface Builder's own list of the view's recognizers, always empty: recognizers are
            // attached through the view's `gestureRecognizers` outlet collection.
            try object.claimKey(of: child, in: decoder)
            try AttributeReader(child, file: decoder.file).finishLeaf()
        case ("attributedString", "attributedText") where object.kind == .label:
            try object.claimKey(of: child, in: decoder)
            object.add(.controls(.attributedText(try AttributedStringElement.read(child, in: decoder))))
        case ("imageReference", "image") where object.kind == .imageView:
            try object.claimKey(of: child, in: decoder)
            object.add(.controls(.imageReference(try SymbolElements.imageReference(child, in: decoder))))
        case ("preferredSymbolConfiguration", "preferredSymbolConfiguration") where object.kind == .imageView:
            try object.claimKey(of: child, in: decoder)
            object.add(.controls(.symbolConfiguration(try SymbolElements.configuration(child, in: decoder))))
        case ("dataDetectorType", "dataDetectorTypes") where object.kind == .textView:
            try object.claimKey(of: child, in: decoder)
            object.add(
                .controls(.dataDetectorTypes(try SymbolElements.flags(child, allowed: dataDetectors, in: decoder))))
        case ("buttonConfiguration", "configuration") where object.kind == .button:
            try object.claimKey(of: child, in: decoder)
            object.add(.controls(.buttonConfiguration(try SymbolElements.buttonConfiguration(child, in: decoder))))
        default:
            return false
        }
        return true
    }

    /// `UIDataDetectorTypes` by Xcode's names.
    static let dataDetectors: Set<String> = [
        "phoneNumber", "link", "address", "calendarEvent", "shipmentTrackingNumber", "flightNumber", "lookupSuggestion",
        "money",
        "physicalValue",
    ]
}
