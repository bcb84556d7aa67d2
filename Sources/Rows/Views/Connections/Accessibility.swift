/// A view's accessibility settings, as a XIB's `<accessibility key="accessibilityConfiguration">` gives them.
///
/// One value rather than five view properties: most views set none, and a tree prints it as one property.
public struct Accessibility: Hashable, Sendable, CustomStringConvertible {
    /// `isAccessibilityElement`; nil leaves it to the class (UIKit: true for labels and buttons, false for
    /// plain views and image views).
    public var isElement: Bool?
    public var identifier: String?
    public var label: String?
    public var hint: String?
    public var value: String?
    public var traits: AccessibilityTraits

    public init(
        isElement: Bool? = nil, identifier: String? = nil, label: String? = nil, hint: String? = nil,
        value: String? = nil, traits: AccessibilityTraits = []
    ) {
        self.isElement = isElement; self.identifier = identifier; self.label = label; self.hint = hint
        self.value = value; self.traits = traits
    }

    /// Nothing set: what every view starts with.
    public static let unset = Accessibility()

    public var description: String {
        var parts: [String] = []
        if let isElement { parts.append("isElement: \(isElement)") }
        if let identifier { parts.append("identifier: \"\(identifier)\"") }
        if let label { parts.append("label: \"\(label)\"") }
        if let hint { parts.append("hint: \"\(hint)\"") }
        if let value { parts.append("value: \"\(value)\"") }
        if !traits.isEmpty { parts.append("traits: \(traits)") }
        return "[" + parts.joined(separator: ", ") + "]"
    }
}

/// `UIAccessibilityTraits`, with the names Interface Builder writes on `<accessibilityTraits>`.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Every trait by its XIB name, in UIKit's bit order.
    public static let names = [
        "button", "link", "image", "selected", "playsSound", "keyboardKey", "staticText", "summaryElement",
        "notEnabled", "updatesFrequently", "searchField", "startsMediaSession", "adjustable",
        "allowsDirectInteraction", "causesPageTurn", "header", "tabBar",
    ]

    /// The trait called `name` in a XIB, or nil for a name UIKit does not have.
    public static func named(_ name: String) -> AccessibilityTraits? {
        names.firstIndex(of: name).map { AccessibilityTraits(rawValue: 1 << $0) }
    }

    public var description: String {
        "["
            + Self.names.indices.filter { rawValue & (1 << $0) != 0 }.map { Self.names[$0] }
            .joined(separator: ", ") + "]"
    }
}
