/// A blurred or vibrant backdrop, as `UIVisualEffectView`: the effect is kept by name (nothing is drawn)
/// and its subviews live in its content view, which a template gives as `<view key="contentView">`.
open class VisualEffectView: View {
    /// `UIBlurEffect(style:)` or `UIVibrancyEffect(blurEffect:)` over a blur, with Xcode's style names.
    public enum Effect: Sendable, Equatable, CustomStringConvertible {
        case blur(String)
        case vibrancy(blur: String, style: String?)

        public var description: String {
            switch self {
            case .blur(let style): "blur(\(style))"
            case .vibrancy(let blur, let style): "vibrancy(\(style ?? "default")) over blur(\(blur))"
            }
        }
    }

    public var effect: Effect?

    /// The view that holds the effect view's content; replacing it puts the new one in its place.
    public var contentView: View {
        didSet {
            oldValue.removeFromSuperview()
            addSubview(contentView)
        }
    }

    public override init(frame: Rect = .zero) {
        contentView = View(frame: frame.bounds)
        super.init(frame: frame)
        addSubview(contentView)
    }

    open override var className: String { "VisualEffectView" }
    open override func makeFresh() -> View { VisualEffectView() }

    /// The content view by role, then any other subviews.
    open override var children: [(slot: String, view: View)] {
        [("contentView", contentView)]
            + subviews.filter { $0 !== contentView }.enumerated().map { ("subviews[\($0.offset)]", $0.element) }
    }

    open override func appendProperties(to list: inout [ViewProperty]) {
        super.appendProperties(to: &list)
        list.append("effect", effect)
    }
}
