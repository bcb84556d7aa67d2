/// The backing layer of a view, as `CALayer` backs every `UIView`: the view keeps its geometry and
/// appearance here and forwards its own properties (frame, background colour, hidden, alpha, opaque,
/// clipping) to it.
///
/// A reference type that every view creates in its initialiser, so that building a row allocates
/// one layer per view as UIKit does, and a construction that makes fewer views (a flattened row)
/// saves their layers too. What is modelled is the layer's state and its tree (sublayers in the
/// order of the subviews); what is not: there is no render server, no compositing, no animation,
/// no implicit actions, no transforms and no presentation copy. `View.displayList(measurer:)` stands
/// in for what the layers would draw.
///
/// Geometry: a `CALayer` stores `position` and `bounds` and derives its frame. This one stores the
/// frame (in the superlayer's coordinates) and derives `position`, so that a frame read back is
/// exactly the frame set: `(x + w/2) - w/2` is not always `x` in floating point, and trees are
/// compared and printed exactly. The anchor point is always the centre (UIKit's default).
public final class Layer {
    /// The layer's rectangle in its superlayer's coordinates: what `View.frame` reads and writes.
    public var frame: Rect
    /// The origin of `bounds`: where the layer's own coordinates start (a scroll offset); zero here.
    public var boundsOrigin = Point.zero
    public var backgroundColor: Color?
    public var isHidden = false
    /// `UIView.alpha`; `Double` here where `CALayer.opacity` is a `Float`, so the view's value round-trips.
    public var opacity = 1.0
    public var isOpaque = false
    /// `UIView.clipsToBounds`.
    public var masksToBounds = false
    /// The view this layer backs. Unowned and unretained, as `CALayer`'s delegate long was: the view
    /// owns its layer, and a weak reference would give every view a side-table allocation that UIKit
    /// does not make.
    public internal(set) unowned(unsafe) var delegate: View?
    public private(set) var sublayers: [Layer] = []
    public private(set) weak var superlayer: Layer?

    public init(frame: Rect = .zero) {
        self.frame = frame
    }

    /// The layer's own coordinate space: its size at `boundsOrigin`.
    public var bounds: Rect {
        get { Rect(x: boundsOrigin.x, y: boundsOrigin.y, width: frame.width, height: frame.height) }
        set {
            boundsOrigin = newValue.origin
            let centre = position
            frame = Rect(
                x: centre.x - newValue.width / 2, y: centre.y - newValue.height / 2,
                width: newValue.width, height: newValue.height)
        }
    }

    /// The centre of the layer in its superlayer's coordinates (`CALayer.position` with the default anchor).
    public var position: Point {
        get { Point(x: frame.origin.x + frame.width / 2, y: frame.origin.y + frame.height / 2) }
        set { frame.origin = Point(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    /// Adds `layer` on top of the sublayers, taking it from its previous superlayer first.
    public func addSublayer(_ layer: Layer) {
        layer.removeFromSuperlayer()
        sublayers.append(layer)
        layer.superlayer = self
    }

    public func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.sublayers.removeAll { $0 === self }
        superlayer = nil
    }
}
