/// The view's properties that `UIView` keeps in its `CALayer`, forwarded to `layer` under their UIKit
/// names, so code written against `View` is unchanged by the layer's existence.
extension View {
    /// The view's rectangle in its superview's coordinates (the layer's frame).
    public var frame: Rect {
        get { layer.frame }
        set { layer.frame = newValue }
    }

    /// The view's own coordinate space.
    public var bounds: Rect {
        get { layer.bounds }
        set { layer.bounds = newValue }
    }

    /// The view's centre in its superview's coordinates (the layer's position).
    public var center: Point {
        get { layer.position }
        set { layer.position = newValue }
    }

    public var backgroundColor: Color? {
        get { layer.backgroundColor }
        set { layer.backgroundColor = newValue }
    }

    public var isHidden: Bool {
        get { layer.isHidden }
        set { layer.isHidden = newValue }
    }

    /// The layer's opacity.
    public var alpha: Double {
        get { layer.opacity }
        set { layer.opacity = newValue }
    }

    public var isOpaque: Bool {
        get { layer.isOpaque }
        set { layer.isOpaque = newValue }
    }

    /// The layer's `masksToBounds`.
    public var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }
}
