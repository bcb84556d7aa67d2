import Views

/// `<collectionViewCell>` and its content view, which Xcode writes as `<collectionViewCellContentView
/// key="contentView">` (Xcode 11 on) or, earlier, as a plain `<view key="contentView">`, sometimes with
/// no id at all.
///
/// As for table cells, the content view and the two background views are slots. `<size key="customSize">`
/// is the size Interface Builder draws the cell at in its canvas (a collection view sizes its cells
/// itself); it is checked and dropped, like a table cell's `rowHeight`.
enum CollectionViewCellElement {
    static func decode(_ element: XMLElementNode, in decoder: TemplateDecoder) throws -> TemplateObject {
        var object = try ObjectBuilder(element, kind: .collectionViewCell, in: decoder)
        try ViewElement.readAttributes(into: &object)
        if let value = object.attributes.string("reuseIdentifier") {
            object.add(.collectionCell(.reuseIdentifier(value)))
        }
        try ViewElement.finishAttributes(&object)

        for child in decoder.children(of: element) {
            if try ViewElement.readChild(child, into: &object, in: decoder) { continue }
            let slot: TemplateSlot
            let slotted: TemplateObject
            switch (child.name, child.key) {
            case ("size", "customSize"):
                try object.claimKey(of: child, in: decoder)
                _ = try ValueElements.size(child, in: decoder)
                continue
            case ("collectionViewCellContentView", "contentView"), ("view", "contentView"):
                slot = .collectionContentView
                slotted = try decodeContentView(child, in: decoder).sizedToCell(
                    if: child, cellProperties: object.properties)
            case (_, "backgroundView"), (_, "selectedBackgroundView"):
                guard !child.name.hasSuffix("ContentView") else { throw decoder.unknownChild(child, in: element) }
                slot = child.key == "backgroundView" ? .collectionBackgroundView : .collectionSelectedBackgroundView
                slotted = try decoder.decodeObject(child)
            default:
                guard try ViewElement.readRareChild(child, into: &object, in: decoder) else {
                    try decoder.skipUnknown(child, in: element); continue
                }
                continue
            }
            try object.claimKey(of: child, in: decoder)
            object.slots.append(TemplateSlotted(slot: slot, object: slotted))
        }
        return object.build()
    }

    /// A plain view; a `<view key="contentView">` may lack an id (older Xcode).
    private static func decodeContentView(
        _ element: XMLElementNode, in decoder: TemplateDecoder
    ) throws -> TemplateObject {
        var object = try ObjectBuilder(element, kind: .view, in: decoder, idOptional: element.name == "view")
        try ViewElement.readAttributes(into: &object)
        try ViewElement.finishAttributes(&object)
        for child in decoder.children(of: element) {
            guard
                try ViewElement.readChild(child, into: &object, in: decoder)
                    || ViewElement.readRareChild(child, into: &object, in: decoder)
            else {
                try decoder.skipUnknown(child, in: element); continue
            }
        }
        return object.build()
    }
}

/// Properties of collection view cells (their content and background views are slots).
public enum CollectionCellSetting: Sendable, Equatable {
    case reuseIdentifier(String)

    @inline(__always)
    func apply(to cell: CollectionViewCell) {
        switch self {
        case .reuseIdentifier(let value): cell.reuseIdentifier = value
        }
    }
}
