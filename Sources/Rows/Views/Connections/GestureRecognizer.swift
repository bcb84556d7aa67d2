/// A gesture recognizer, as `UIGestureRecognizer` and its subclasses: a template makes it as a top-level
/// object and attaches it to the view whose `gestureRecognizers` outlet collection names it.
///
/// Only what a XIB sets is kept; nothing recognises touches in this model.
public final class GestureRecognizer {
    /// The subclass, by Xcode's element name without `GestureRecognizer` (`tap`, `pongPress`, `pan`, ...).
    public enum Kind: String, Sendable, CaseIterable {
        case tap, pongPress, pan, pinch, rotation, swipe, screenEdgePan, hover
    }

    public let kind: Kind
    /// The numbers and flags its element sets (`numberOfTapsRequired`, `minimumPressDuration`, ...), by name.
    public var settings: [String: Double] = [:]
    /// Target-action pairs, as `addTarget(_:action:)`: a recognizer sends its one action with no event type.
    public var actions: [TargetAction] = []
    /// The view it is attached to.
    public weak var view: View?

    public init(kind: Kind) { self.kind = kind }

    /// A selector and its weak target, as a recognizer keeps them.
    public struct TargetAction {
        public let selector: String
        public weak var target: AnyObject?

        public init(selector: String, target: AnyObject?) {
            self.selector = selector
            self.target = target
        }
    }

    /// The class name as trees print it: `TapGestureRecognizer`, `LongPressGestureRecognizer`, ...
    public var className: String {
        switch kind {
        case .pongPress: "LongPressGestureRecognizer"  // Xcode writes UILongPressGestureRecognizer as <pongPress...>
        default: kind.rawValue.prefix(1).uppercased() + kind.rawValue.dropFirst() + "GestureRecognizer"
        }
    }
}

extension View {
    /// How a tree prints a recognizer: class, settings and actions, e.g. `TapGestureRecognizer actions=[tap: → nil]`.
    func describeGestureRecognizer(_ recognizer: GestureRecognizer) -> String {
        var text = recognizer.className
        for (name, value) in recognizer.settings.sorted(by: { $0.key < $1.key }) {
            text += " \(name)=\(formatted(value))"
        }
        if !recognizer.actions.isEmpty {
            text +=
                " actions=["
                + recognizer.actions.map { "\($0.selector) → \(describeReference($0.target))" }.joined(separator: ", ")
                + "]"
        }
        return text
    }
}
