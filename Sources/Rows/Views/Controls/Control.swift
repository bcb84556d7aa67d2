/// A view that sends actions to targets on events, as `UIControl`.
///
/// Defaults are UIKit's (enabled, not selected or highlighted, content centred both ways), which is
/// also what Interface Builder assumes when a XIB leaves the attributes out.
open class Control: View {
    public var isEnabled = true
    public var isSelected = false
    public var isHighlighted = false
    public var contentHorizontalAlignment: ContentHorizontalAlignment = .center
    public var contentVerticalAlignment: ContentVerticalAlignment = .center
    /// Target-action pairs in the order they were added (document order for a template).
    public var actions: [Action] = []

    open override var className: String { "Control" }
    open override func makeFresh() -> View { Control() }

    /// Adds a target-action pair, as `addTarget(_:action:for:)`.
    public func addAction(_ selector: String, target: AnyObject?, for event: ControlEvent) {
        actions.append(Action(selector: selector, eventType: event, target: target))
    }

    open override func appendProperties(to list: inout [ViewProperty]) {
        super.appendProperties(to: &list)
        list.append("enabled", isEnabled)
        list.append("selected", isSelected)
        list.append("highlighted", isHighlighted)
        list.append("contentHorizontalAlignment", contentHorizontalAlignment.rawValue)
        list.append("contentVerticalAlignment", contentVerticalAlignment.rawValue)
        list.append(
            "actions",
            "["
                + actions.map {
                    "\($0.selector) → \(describeReference($0.target)) on \($0.eventType.rawValue)"
                }.joined(separator: ", ") + "]")
    }
}
