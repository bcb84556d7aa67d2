import Views

/// `UIStackView`'s keys, after `UIView`'s. Its arranged subviews are its subviews in the model, so only
/// `UISubviews` lists them. `UIStackViewAlignment` counts in the model's case order, which keeps
/// Xcode's `top`/`leading` and `bottom`/`trailing` apart where UIKit gives each pair one value.
extension StackView {
    public static let stackViewNibCoding = NibClassCoding.view(
        "UIStackView", StackView.self, make: { StackView() },
        decodeKeys: { try decodeStackViewKeys($0, from: $1) },
        encodeKeys: { try encodeStackViewKeys($0, to: $1) })

    public static func decodeStackViewKeys(_ view: StackView, from coder: NibDecoder) throws {
        try decodeViewKeys(view, from: coder)
        if let axis = try coder.decodeEnum(forKey: "UIStackViewAxis", in: Axis.allCases) { view.axis = axis }
        if let value = try coder.decodeEnum(forKey: "UIStackViewDistribution", in: Distribution.allCases) {
            view.distribution = value
        }
        if let value = try coder.decodeEnum(forKey: "UIStackViewAlignment", in: Alignment.allCases) {
            view.alignment = value
        }
        if let spacing = try coder.decodeDouble(forKey: "UIStackViewSpacing") { view.spacing = spacing }
        if let flag = try coder.decodeBool(forKey: "UIStackViewBaselineRelative") {
            view.isBaselineRelativeArrangement = flag
        }
        if let flag = try coder.decodeBool(forKey: "UIStackViewLayoutMarginsRelative") {
            view.isLayoutMarginsRelativeArrangement = flag
        }
        if let flag = try coder.decodeBool(forKey: "UIStackViewUsesSystemSpacing") { view.usesSystemSpacing = flag }
    }

    public static func encodeStackViewKeys(_ view: StackView, to coder: NibEncoder) throws {
        try encodeViewKeys(view, to: coder)
        if view.axis != .horizontal { coder.encodeEnum(view.axis, in: Axis.allCases, forKey: "UIStackViewAxis") }
        if view.distribution != .fill {
            coder.encodeEnum(view.distribution, in: Distribution.allCases, forKey: "UIStackViewDistribution")
        }
        if view.alignment != .fill {
            coder.encodeEnum(view.alignment, in: Alignment.allCases, forKey: "UIStackViewAlignment")
        }
        if view.spacing != 0 { coder.encodeDouble(view.spacing, forKey: "UIStackViewSpacing") }
        if view.isBaselineRelativeArrangement { coder.encodeBool(true, forKey: "UIStackViewBaselineRelative") }
        if view.isLayoutMarginsRelativeArrangement {
            coder.encodeBool(true, forKey: "UIStackViewLayoutMarginsRelative")
        }
        if view.usesSystemSpacing { coder.encodeBool(true, forKey: "UIStackViewUsesSystemSpacing") }
    }
}
