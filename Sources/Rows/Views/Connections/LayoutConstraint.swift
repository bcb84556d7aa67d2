/// The attributes an Auto Layout constraint relates, with Xcode's spellings (`NSLayoutConstraint.Attribute`).
public enum LayoutAttribute: String, Sendable, CaseIterable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case baseline, lastBaseline, firstBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
}

/// How the two sides of a constraint compare (`NSLayoutConstraint.Relation`).
public enum LayoutRelation: String, Sendable, CaseIterable {
    case lessThanOrEqual, equal, greaterThanOrEqual
}

/// An Auto Layout constraint as NIB loading makes it (`NSLayoutConstraint`): an object of its own, so an
/// outlet can point at it (cells keep outlets to constraints to change their constants).
///
/// Kept on the view that owns it (`View.constraints`) but never solved: frames come from the template,
/// which Xcode writes already laid out. Items are weak, as UIKit's are: the views own their constraints.
public final class LayoutConstraint {
    public weak var firstItem: AnyObject?
    public let firstAttribute: LayoutAttribute
    public let relation: LayoutRelation
    public weak var secondItem: AnyObject?
    public let secondAttribute: LayoutAttribute?
    public let multiplier: Double
    public var constant: Double
    public var priority: Double
    /// Xcode's `identifier` (shown in layout logs), when it was given.
    public let identifier: String?
    /// False when the default size class leaves it out.
    public var isActive: Bool

    public init(
        firstItem: AnyObject?, firstAttribute: LayoutAttribute, relation: LayoutRelation = .equal,
        secondItem: AnyObject? = nil, secondAttribute: LayoutAttribute? = nil, multiplier: Double = 1,
        constant: Double = 0, priority: Double = 1000, identifier: String? = nil, isActive: Bool = true
    ) {
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.identifier = identifier
        self.isActive = isActive
    }
}

/// A rectangle constraints can refer to instead of a view, as `UILayoutGuide`; templates make the
/// safe-area guide (`<viewLayoutGuide key="safeArea">`) that Xcode 9 and later write in most views.
public final class LayoutGuide {
    /// The role it plays for its view, e.g. `safeArea`.
    public let identifier: String
    public weak var owningView: View?

    public init(identifier: String, owningView: View?) {
        self.identifier = identifier
        self.owningView = owningView
    }
}
