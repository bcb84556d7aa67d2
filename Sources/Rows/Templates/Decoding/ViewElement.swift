import Views

/// `<view>` and the attributes and child elements that every view-like element shares.
///
/// The other families (`LabelElement`, `TableViewCellElement`, ...) call `readAttributes` and
/// `readChild` first and then handle what is theirs, so the common part is written once.
enum ViewElement {
    static func decode(
        _ element: XMLElementNode, kind: TemplateObjectKind,
        in decoder: TemplateDecoder
    ) throws -> TemplateObject {
        var object = try ObjectBuilder(
            element, kind: kind == .view && sendsActions(element) ? .control : kind, in: decoder)
        try readAttributes(into: &object)
        try finishAttributes(&object)
        for child in decoder.children(of: element) {
            guard try readChild(child, into: &object, in: decoder) || readRareChild(child, into: &object, in: decoder)
            else {
                try decoder.skipUnknown(child, in: element); continue
            }
        }
        return object.build()
    }

    /// Whether a `<view>` of a custom class has actions: Xcode connects actions only from controls, so its
    /// class is a `UIControl` subclass, made here as a `Control`. The children are looked at first: a
    /// dictionary lookup for every view would cost more than scanning a few child names.
    private static func sendsActions(_ element: XMLElementNode) -> Bool {
        element.children.contains { $0.name == "connections" && $0.children.contains { $0.name == "action" } }
            && element.attributes["customClass"] != nil
    }

    /// The `UIView` attributes, in a fixed order so the properties are applied the same way every time.
    ///
    /// An omitted attribute means UIView's default (see `ViewDefaults`); where the kind starts otherwise,
    /// that default is set explicitly.
    static func readAttributes(into object: inout ObjectBuilder) throws {
        func add(_ setting: ViewSetting) { object.add(.view(setting)) }
        let own = ViewDefaults.of(object.kind), xib = ViewDefaults.xib
        if let value = try object.attributes.choice("contentMode", ContentMode.self) {
            add(.contentMode(value))
        } else if own.contentMode != xib.contentMode {
            add(.contentMode(xib.contentMode))
        }
        if let value = try object.attributes.integer("tag") { add(.tag(value)) }
        if let value = try object.attributes.bool("opaque") {
            add(.opaque(value))
        } else if own.opaque != xib.opaque {
            add(.opaque(xib.opaque))
        }
        if let value = try object.attributes.bool("clipsSubviews") {
            add(.clipsToBounds(value))
        } else if own.clipsToBounds != xib.clipsToBounds {
            add(.clipsToBounds(xib.clipsToBounds))
        }
        if let value = try object.attributes.bool("userInteractionEnabled") {
            add(.userInteractionEnabled(value))
        } else if own.userInteractionEnabled != xib.userInteractionEnabled {
            add(.userInteractionEnabled(xib.userInteractionEnabled))
        }
        if let value = try object.attributes.bool("multipleTouchEnabled") {
            add(.multipleTouchEnabled(value))
        } else if own.multipleTouchEnabled != xib.multipleTouchEnabled {
            add(.multipleTouchEnabled(xib.multipleTouchEnabled))
        }
        if let value = try object.attributes.bool("hidden") {
            add(.hidden(value))
        } else if own.hidden != xib.hidden {
            add(.hidden(xib.hidden))
        }
        if let value = try object.attributes.number("alpha", .unit) {
            add(.alpha(value))
        } else if own.alpha != xib.alpha {
            add(.alpha(xib.alpha))
        }
        func extra(_ setting: ViewExtraSetting) { object.add(.viewExtra(setting)) }
        if let value = object.attributes.string("restorationIdentifier") { extra(.restorationIdentifier(value)) }
        if let value = try object.attributes.bool("preservesSuperviewLayoutMargins") {
            extra(.preservesSuperviewLayoutMargins(value))
        }
        if let value = try object.attributes.bool("insetsLayoutMarginsFromSafeArea") {
            extra(.insetsLayoutMarginsFromSafeArea(value))
        }
    }

    /// Handles a child element every view may have; false when it is not one of them.
    static func readChild(
        _ child: XMLElementNode, into object: inout ObjectBuilder,
        in decoder: TemplateDecoder
    ) throws -> Bool {
        switch (child.name, child.key) {
        case ("rect", "frame"):
            try object.claimKey(of: child, in: decoder)
            object.add(.view(.frame(try ValueElements.rect(child, in: decoder))))
        case ("autoresizingMask", "autoresizingMask"):
            try object.claimKey(of: child, in: decoder)
            object.add(.view(.autoresizingMask(try ValueElements.autoresizingMask(child, in: decoder))))
        case ("color", "backgroundColor"):
            try object.claimKey(of: child, in: decoder)
            object.add(.view(.backgroundColor(try ColorElement.read(child, in: decoder))))
        case ("color", "tintColor"):
            try object.claimKey(of: child, in: decoder)
            object.add(.viewExtra(.tintColor(try ColorElement.read(child, in: decoder))))
        case ("nil", "backgroundColor"), ("nil", "tintColor"):
            try object.claimKey(of: child, in: decoder)
            try ValueElements.nilValue(child, in: decoder)  // the default: no colour of its own
        case ("edgeInsets", "layoutMargins"):
            try object.claimKey(of: child, in: decoder)
            object.add(.viewExtra(.layoutMargins(try ValueElements.edgeInsets(child, in: decoder))))
        case ("accessibility", "accessibilityConfiguration"):
            try object.claimKey(of: child, in: decoder)
            object.add(.viewExtra(.accessibility(try AccessibilityElement.read(child, in: decoder))))
        case ("userDefinedRuntimeAttributes", nil):
            try object.claimKey(of: child, in: decoder)
            object.add(.viewExtra(.runtimeAttributes(try RuntimeAttributesElement.read(child, in: decoder))))
        case ("subviews", nil):
            try object.claimKey(of: child, in: decoder)
            try AttributeReader(child, file: decoder.file).finish()
            for subview in decoder.children(of: child) {
                if subview.key != nil {
                    throw decoder.error(subview, "has a key, but views inside <subviews> take none; remove it")
                }
                object.subviews.append(try decoder.decodeObject(subview))
            }
        case ("constraints", nil):
            try object.claimKey(of: child, in: decoder)
            try ConstraintsElement.decode(child, ownerIndex: object.index, in: decoder)
        case ("variation", _):
            try ConstraintsElement.decodeVariation(child, in: decoder)
        case ("connections", nil):
            try object.claimKey(of: child, in: decoder)
            try ConnectionsElement.decode(child, sourceIndex: object.index, sourceKind: object.kind, in: decoder)
        default:
            return false
        }
        return true
    }
}
