/// An outlet a template connected on a view it made: the view holds `destination` under `name`, as a
/// custom class's `IBOutlet` property would (there are no custom classes here, so the view keeps a list).
///
/// Weak, as outlets to views in the same tree usually are, so a cell's outlets to its own labels make no
/// reference cycle.
public struct Outlet {
    public let name: String
    public weak var destination: AnyObject?

    public init(name: String, destination: AnyObject?) {
        self.name = name
        self.destination = destination
    }
}

/// A target-action pair a control sends on an event, as `addTarget(_:action:for:)` records it.
///
/// The target is weak, as UIKit keeps it; a nil target (a nil owner, the first responder) means "the
/// responder chain", as in UIKit.
public struct Action {
    /// The Objective-C selector as the XIB writes it, e.g. `avatarButtonPressed:`.
    public let selector: String
    public let eventType: ControlEvent
    public weak var target: AnyObject?

    public init(selector: String, eventType: ControlEvent, target: AnyObject?) {
        self.selector = selector
        self.eventType = eventType
        self.target = target
    }
}

/// The events a control sends actions for, as `UIControl.Event`, with Xcode's spellings.
public enum ControlEvent: String, CaseIterable, Sendable {
    case touchDown, touchDownRepeat, touchDragInside, touchDragOutside, touchDragEnter, touchDragExit
    case touchUpInside, touchUpOutside, touchCancel, valueChanged, primaryActionTriggered
    case editingDidBegin, editingChanged, editingDidEnd, editingDidEndOnExit
}

extension View {
    /// How a tree prints a reference this view holds (an outlet's destination, an action's target): the
    /// referenced view's path from the root of this view's tree (`TableViewCell.contentView.subviews[1]`),
    /// so two trees with the same wiring print and compare alike; other objects by type.
    public func describeReference(_ object: AnyObject?) -> String {
        guard let object else { return "nil" }
        var root: View = self
        while let parent = root.superview { root = parent }
        if let path = root.path(to: object, prefix: root.className) { return path }
        if let view = object as? View { return "detached \(view.className)" }
        return String(describing: type(of: object))
    }

    /// The path from this view to `object` by slots, or nil when it is not in this tree.
    private func path(to object: AnyObject, prefix: String) -> String? {
        if self === object { return prefix }
        for (slot, child) in children {
            if let path = child.path(to: object, prefix: "\(prefix).\(slot)") { return path }
        }
        return nil
    }

    /// The outlets as printed: `[name → path, ...]`.
    func describeOutlets() -> String {
        "[" + outlets.map { "\($0.name) → \(describeReference($0.destination))" }.joined(separator: ", ") + "]"
    }
}
