/// A view that lines up its arranged subviews along an axis, as `UIStackView`.
///
/// The arranged subviews are its subviews, in order (a XIB lists them in `<subviews>`). Frames come from
/// the XIB, which Xcode writes already laid out, so the stack computes nothing; its settings are kept,
/// printed and compared. Defaults are UIKit's and Interface Builder's alike: horizontal, fill, fill, 0.
open class StackView: View {
    public enum Axis: String, CaseIterable, Sendable { case horizontal, vertical }
    public enum Distribution: String, CaseIterable, Sendable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }
    public enum Alignment: String, CaseIterable, Sendable {
        case fill, leading, top, firstBaseline, center, trailing, bottom, lastBaseline
    }

    public var axis: Axis = .horizontal
    public var distribution: Distribution = .fill
    public var alignment: Alignment = .fill
    public var spacing = 0.0
    public var isBaselineRelativeArrangement = false
    public var isLayoutMarginsRelativeArrangement = false
    /// Whether the spacing is the system's standard one (`UIStackView.spacingUseSystem`, Xcode's
    /// `spacingType="standard"`), in which case `spacing` is not used.
    public var usesSystemSpacing = false

    /// The views the stack arranges: all its subviews, in order.
    public var arrangedSubviews: [View] { subviews }

    /// Appends `view` to the arranged subviews, as `addArrangedSubview(_:)`.
    public func addArrangedSubview(_ view: View) { addSubview(view) }

    open override var className: String { "StackView" }
    open override func makeFresh() -> View { StackView() }

    open override func appendProperties(to list: inout [ViewProperty]) {
        super.appendProperties(to: &list)
        list.append("axis", axis.rawValue)
        list.append("distribution", distribution.rawValue)
        list.append("alignment", alignment.rawValue)
        list.append("spacing", spacing)
        list.append("baselineRelativeArrangement", isBaselineRelativeArrangement)
        list.append("layoutMarginsRelativeArrangement", isLayoutMarginsRelativeArrangement)
        list.append("usesSystemSpacing", usesSystemSpacing)
    }
}
