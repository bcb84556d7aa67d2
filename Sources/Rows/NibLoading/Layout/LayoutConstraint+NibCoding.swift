import Views

/// `NSLayoutConstraint`'s keys: `NSFirstItem`, `NSFirstAttribute`, `NSRelation`, `NSSecondItem`,
/// `NSSecondAttribute`, `NSMultiplier`, `NSConstant`, `NSPriority` and `NSLayoutIdentifier`, each left
/// out at its default (no second item, equal, multiplier 1, constant 0, required priority 1000).
///
/// Attributes are `NSLayoutConstraint.Attribute`'s numbers. UIKit's `baseline` is `lastBaseline` (11),
/// so a decoded constraint says `lastBaseline` for either spelling. A constraint the default size class
/// leaves out carries the project's own key `NibOrNotInactive`: the model keeps it, inactive.
/// `_UILayoutSupportConstraint` (storyboards' top and bottom layout guide constraints) decodes the same way.
extension LayoutConstraint {
    public static let layoutConstraintNibCoding = NibClassCoding(
        className: "NSLayoutConstraint", type: LayoutConstraint.self,
        decode: { .object(try decodeConstraint(from: $0)) },
        encode: { try encodeConstraint(unsafeDowncast($0, to: LayoutConstraint.self), to: $1) })

    public static let layoutSupportConstraintNibCoding = NibClassCoding(
        className: "_UILayoutSupportConstraint", fallbackClassNames: ["NSLayoutConstraint"],
        decode: { .object(try decodeConstraint(from: $0)) })

    /// `NSLayoutConstraint.Attribute`'s numbers; 0 is `notAnAttribute`.
    static let attributeNumbers: [LayoutAttribute: Int] = [
        .left: 1, .right: 2, .top: 3, .bottom: 4, .leading: 5, .trailing: 6, .width: 7, .height: 8,
        .centerX: 9, .centerY: 10, .lastBaseline: 11, .baseline: 11, .firstBaseline: 12,
        .leftMargin: 13, .rightMargin: 14, .topMargin: 15, .bottomMargin: 16, .leadingMargin: 17,
        .trailingMargin: 18, .centerXWithinMargins: 19, .centerYWithinMargins: 20,
    ]

    static func attribute(_ number: Int, coder: NibDecoder, key: String) throws -> LayoutAttribute {
        if number == 11 { return .lastBaseline }
        guard let found = attributeNumbers.first(where: { $0.value == number })?.key else {
            throw coder.error("has \(key) \(number), which is no layout attribute")
        }
        return found
    }

    static func decodeConstraint(from coder: NibDecoder) throws -> LayoutConstraint {
        guard case .object(let first)? = try coder.decodeObject(forKey: "NSFirstItem") else {
            throw coder.error("is a layout constraint whose NSFirstItem is missing or not an object")
        }
        let firstAttribute = try attribute(
            try coder.decodeInteger(forKey: "NSFirstAttribute") ?? 0, coder: coder, key: "NSFirstAttribute")
        let relation: LayoutRelation
        switch try coder.decodeInteger(forKey: "NSRelation") ?? 0 {
        case -1: relation = .lessThanOrEqual
        case 0: relation = .equal
        case 1: relation = .greaterThanOrEqual
        case let other: throw coder.error("has NSRelation \(other), which is none of -1, 0 and 1")
        }
        var second: AnyObject?
        if case .object(let item)? = try coder.decodeObject(forKey: "NSSecondItem") { second = item }
        let secondNumber = try coder.decodeInteger(forKey: "NSSecondAttribute") ?? 0
        let secondAttribute =
            secondNumber == 0 ? nil : try attribute(secondNumber, coder: coder, key: "NSSecondAttribute")
        let multiplier = try coder.decodeDouble(forKey: "NSMultiplier") ?? 1
        let constant = try coder.decodeDouble(forKey: "NSConstant") ?? 0
        for (key, number) in [("NSMultiplier", multiplier), ("NSConstant", constant)]
        where !number.isFinite || abs(number) > NibDecoder.maximumGeometry {
            throw coder.error("has \(key) \(number), beyond ±1,000,000 or not a finite number")
        }
        return LayoutConstraint(
            firstItem: first, firstAttribute: firstAttribute, relation: relation, secondItem: second,
            secondAttribute: secondAttribute, multiplier: multiplier,
            constant: constant, priority: try coder.decodeDouble(forKey: "NSPriority") ?? 1000,
            identifier: try coder.decodeString(forKey: "NSLayoutIdentifier"),
            isActive: try coder.decodeBool(forKey: "NibOrNotInactive") != true)
    }

    static func encodeConstraint(_ constraint: LayoutConstraint, to coder: NibEncoder) throws {
        guard let first = constraint.firstItem else {
            throw NibLoadingError(file: "nib", reason: "cannot archive a layout constraint whose first item is gone")
        }
        try coder.encodeObject(first, forKey: "NSFirstItem")
        coder.encodeInteger(attributeNumbers[constraint.firstAttribute]!, forKey: "NSFirstAttribute")
        switch constraint.relation {
        case .lessThanOrEqual: coder.encodeInteger(-1, forKey: "NSRelation")
        case .equal: break
        case .greaterThanOrEqual: coder.encodeInteger(1, forKey: "NSRelation")
        }
        if let second = constraint.secondItem { try coder.encodeObject(second, forKey: "NSSecondItem") }
        if let attribute = constraint.secondAttribute {
            coder.encodeInteger(attributeNumbers[attribute]!, forKey: "NSSecondAttribute")
        }
        if constraint.multiplier != 1 { coder.encodeDouble(constraint.multiplier, forKey: "NSMultiplier") }
        if constraint.constant != 0 { coder.encodeDouble(constraint.constant, forKey: "NSConstant") }
        if constraint.priority != 1000 { coder.encodeDouble(constraint.priority, forKey: "NSPriority") }
        if let identifier = constraint.identifier { coder.encodeString(identifier, forKey: "NSLayoutIdentifier") }
        if !constraint.isActive { coder.encodeBool(true, forKey: "NibOrNotInactive") }
    }
}
