import Views

/// `<stackView>`: a `StackView` whose `<subviews>` are its arranged subviews, in order.
enum StackViewElement {
    static func decode(_ element: XMLElementNode, in decoder: TemplateDecoder) throws -> TemplateObject {
        var object = try ObjectBuilder(element, kind: .stackView, in: decoder)
        try ViewElement.readAttributes(into: &object)
        func add(_ setting: StackViewSetting) { object.add(.stackView(setting)) }
        if let value = try object.attributes.choice("axis", StackView.Axis.self) { add(.axis(value)) }
        if let value = try object.attributes.choice("distribution", StackView.Distribution.self) {
            add(.distribution(value))
        }
        if let value = try object.attributes.choice("alignment", StackView.Alignment.self) { add(.alignment(value)) }
        if let value = try object.attributes.number("spacing") { add(.spacing(value)) }
        if let value = try object.attributes.bool("baselineRelativeArrangement") {
            add(.baselineRelativeArrangement(value))
        }
        if let value = try object.attributes.bool("layoutMarginsRelativeArrangement") {
            add(.layoutMarginsRelativeArrangement(value))
        }
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

/// Properties of stack views.
public enum StackViewSetting: Sendable, Equatable {
    case axis(StackView.Axis)
    case distribution(StackView.Distribution)
    case alignment(StackView.Alignment)
    case spacing(Double)
    case baselineRelativeArrangement(Bool)
    case layoutMarginsRelativeArrangement(Bool)

    @inline(__always)
    func apply(to view: StackView) {
        switch self {
        case .axis(let value): view.axis = value
        case .distribution(let value): view.distribution = value
        case .alignment(let value): view.alignment = value
        case .spacing(let value): view.spacing = value
        case .baselineRelativeArrangement(let value): view.isBaselineRelativeArrangement = value
        case .layoutMarginsRelativeArrangement(let value): view.isLayoutMarginsRelativeArrangement = value
        }
    }
}
