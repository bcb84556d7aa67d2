import Views

/// `<scrollView>`, `<textView>` and `<collectionView>`: the scroll view family, sharing the
/// `UIScrollView` attributes.
///
/// A text view adds its text (`text=` or `<string key="text">`), font, colour, alignment, editing flags
/// and `<textInputTraits>`. A collection view adds its `<collectionViewFlowLayout
/// key="collectionViewLayout">` (`FlowLayoutElement`); its `<cells>` must be empty, since only
/// storyboards can hold prototype cells.
enum ScrollViewElement {
    static func decode(_ element: XMLElementNode, in decoder: TemplateDecoder) throws -> TemplateObject {
        let kind: TemplateObjectKind =
            switch element.name {
            case "textView": .textView
            case "collectionView": .collectionView
            default: .scrollView
            }
        var object = try ObjectBuilder(element, kind: kind, in: decoder)
        try ViewElement.readAttributes(into: &object)
        try readScrollAttributes(into: &object)
        if kind == .textView { try readTextViewAttributes(into: &object) }
        try ViewElement.finishAttributes(&object)
        for child in decoder.children(of: element) {
            if try ViewElement.readChild(child, into: &object, in: decoder) { continue }
            let handled =
                switch kind {
                case .textView: try readTextViewChild(child, into: &object, in: decoder)
                case .collectionView: try readCollectionViewChild(child, into: &object, in: decoder)
                default: false
                }
            guard try handled || ViewElement.readRareChild(child, into: &object, in: decoder) else {
                try decoder.skipUnknown(child, in: element); continue
            }
        }
        return object.build()
    }

    private static func readScrollAttributes(into object: inout ObjectBuilder) throws {
        func add(_ setting: ScrollViewSetting) { object.add(.scrollView(setting)) }
        let flags: [(String, (Bool) -> ScrollViewSetting)] = [
            ("scrollEnabled", ScrollViewSetting.scrollEnabled),
            ("showsHorizontalScrollIndicator", ScrollViewSetting.showsHorizontalScrollIndicator),
            ("showsVerticalScrollIndicator", ScrollViewSetting.showsVerticalScrollIndicator),
            ("bounces", ScrollViewSetting.bounces),
            ("alwaysBounceHorizontal", ScrollViewSetting.alwaysBounceHorizontal),
            ("alwaysBounceVertical", ScrollViewSetting.alwaysBounceVertical),
            ("pagingEnabled", ScrollViewSetting.pagingEnabled),
            ("directionalLockEnabled", ScrollViewSetting.directionalLockEnabled),
        ]
        for (name, setting) in flags {
            if let value = try object.attributes.bool(name) { add(setting(value)) }
        }
        if let value = try object.attributes.choice("keyboardDismissMode", ScrollView.KeyboardDismissMode.self) {
            add(.keyboardDismissMode(value))
        }
    }

    private static func readTextViewAttributes(into object: inout ObjectBuilder) throws {
        func add(_ setting: TextViewSetting) { object.add(.textView(setting)) }
        if let value = object.attributes.string("text") { add(.text(value)) }
        if let value = try object.attributes.choice("textAlignment", TextAlignment.self) { add(.textAlignment(value)) }
        if let value = try object.attributes.bool("editable") { add(.editable(value)) }
        if let value = try object.attributes.bool("selectable") { add(.selectable(value)) }
        if let value = try object.attributes.bool("adjustsFontForContentSizeCategory") {
            add(.adjustsFontForContentSizeCategory(value))
        }
    }

    private static func readTextViewChild(
        _ child: XMLElementNode, into object: inout ObjectBuilder,
        in decoder: TemplateDecoder
    ) throws -> Bool {
        let setting: TextViewSetting?
        switch (child.name, child.key) {
        case ("string", "text"):
            if object.element.attributes["text"] != nil {
                throw decoder.error(child, "gives the text a second time; the text view has a text attribute")
            }
            setting = .text(try ValueElements.string(child, in: decoder))
        case ("fontDescription", "fontDescription"): setting = .font(try FontElement.read(child, in: decoder))
        case ("color", "textColor"): setting = .textColor(try ColorElement.read(child, in: decoder))
        case ("nil", "textColor"):
            try ValueElements.nilValue(child, in: decoder)
            setting = nil
        case ("textInputTraits", "textInputTraits"): setting = .textInputTraits(try textInputTraits(child, in: decoder))
        default: return false
        }
        try object.claimKey(of: child, in: decoder)
        if let setting { object.add(.textView(setting)) }
        return true
    }

    /// `<textInputTraits key="textInputTraits" autocapitalizationType="sentences" .../>`, checked against
    /// `TextInputTraits.known` (`textContentType` takes any value).
    static func textInputTraits(_ element: XMLElementNode, in decoder: TemplateDecoder) throws -> TextInputTraits {
        var attributes = ValueElements.leafAttributes(element, decoder)
        var traits = TextInputTraits()
        for (name, allowed) in TextInputTraits.known.sorted(by: { $0.key < $1.key }) {
            guard let value = attributes.string(name) else { continue }
            guard allowed.isEmpty || allowed.contains(value) else {
                throw attributes.error(
                    name, "is not one of \(allowed.joined(separator: ", ")): \(value.quotedForMessage)")
            }
            traits.values[name] = value
        }
        try attributes.finishLeaf()
        return traits
    }

    private static func readCollectionViewChild(
        _ child: XMLElementNode, into object: inout ObjectBuilder,
        in decoder: TemplateDecoder
    ) throws -> Bool {
        switch (child.name, child.key) {
        case ("collectionViewFlowLayout", "collectionViewLayout"):
            try object.claimKey(of: child, in: decoder)
            object.add(.collectionView(.layout(try FlowLayoutElement.read(child, in: decoder))))
        case ("cells", nil):
            try object.claimKey(of: child, in: decoder)
            try AttributeReader(child, file: decoder.file).finish()
            if let cell = decoder.children(of: child).first {
                throw decoder.error(
                    cell, "is a prototype cell; a XIB's collection view holds none (register a cell XIB instead)")
            }
        default:
            return false
        }
        return true
    }
}
