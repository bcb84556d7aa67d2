import Views

/// `<tableViewCell>` and its `<tableViewCellContentView key="contentView">`.
///
/// The content view and the two background views are slots: instantiation puts them in their roles on
/// the cell (the content view replacing the one the cell makes itself), as NIB decoding does. A cell
/// made with a built-in style names its views by id (`textLabel="..."`); they are set once every object
/// exists (`TemplateReference`).
enum TableViewCellElement {
    /// Interface Builder's names for `UITableViewCell.CellStyle`.
    static let styles: [String: CellStyle] = [
        "IBUITableViewCellStyleDefault": .default, "IBUITableViewCellStyleValue1": .value1,
        "IBUITableViewCellStyleValue2": .value2, "IBUITableViewCellStyleSubtitle": .subtitle,
    ]

    static func decode(_ element: XMLElementNode, in decoder: TemplateDecoder) throws -> TemplateObject {
        var object = try ObjectBuilder(element, kind: .tableViewCell, in: decoder)
        try ViewElement.readAttributes(into: &object)
        if let value = object.attributes.string("reuseIdentifier") { object.add(.cell(.reuseIdentifier(value))) }
        if let value = try object.attributes.choice("selectionStyle", SelectionStyle.self) {
            object.add(.cell(.selectionStyle(value)))
        }
        if let value = try object.attributes.number("indentationWidth", .nonNegative) {
            object.add(.cell(.indentationWidth(value)))
        }
        if let value = try object.attributes.integer("indentationLevel", minimum: 0) {
            object.add(.cell(.indentationLevel(value)))
        }
        if let value = try object.attributes.choice("accessoryType", AccessoryType.self) {
            object.add(.cell(.accessoryType(value)))
        }
        if let value = try object.attributes.choice("editingAccessoryType", AccessoryType.self) {
            object.add(.cell(.editingAccessoryType(value)))
        }
        if let name = object.attributes.string("style") {
            guard let style = styles[name] else {
                throw object.attributes.error(
                    "style", "is not one of \(styles.keys.sorted().joined(separator: ", ")): \(name.quotedForMessage)")
            }
            object.add(.cell(.style(style)))
        }
        for role in TemplateReference.Role.allCases {
            if let id = object.attributes.string(role.rawValue) {
                decoder.wiring.references.append(.init(role: role, id: id, cellIndex: object.index, element: element))
            }
        }
        try ViewElement.finishAttributes(&object)

        for child in decoder.children(of: element) {
            if try ViewElement.readChild(child, into: &object, in: decoder) { continue }
            let slot: TemplateSlot
            let slotted: TemplateObject
            if child.name == "inset", child.key == "separatorInset" {
                try object.claimKey(of: child, in: decoder)
                object.add(.cell(.separatorInset(try ValueElements.inset(child, in: decoder))))
                continue
            }
            switch (child.name, child.key) {
            case ("tableViewCellContentView", "contentView"):
                slot = .contentView
                slotted = try decodeContentView(child, cell: object.id, in: decoder)
                    .sizedToCell(if: child, cellProperties: object.properties)
            case (_, "backgroundView"), (_, "selectedBackgroundView"):
                slot = child.key == "backgroundView" ? .backgroundView : .selectedBackgroundView
                guard child.name != "tableViewCellContentView" else { throw decoder.unknownChild(child, in: element) }
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

    /// A plain view whose `tableViewCell` attribute must name the cell that holds it.
    private static func decodeContentView(
        _ element: XMLElementNode, cell: String,
        in decoder: TemplateDecoder
    ) throws -> TemplateObject {
        var object = try ObjectBuilder(element, kind: .view, in: decoder)
        if let owner = object.attributes.string("tableViewCell"), owner != cell {
            throw object.attributes.error(
                "tableViewCell", "is \(owner.quotedForMessage), but the enclosing cell's id is \(cell.quotedForMessage)"
            )
        }
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
