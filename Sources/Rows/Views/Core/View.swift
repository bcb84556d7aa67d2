import Typesetting

/// A rectangular view in a tree, a reference type as `UIView` is, so that building a row allocates
/// objects the way UIKit does and the allocation is part of what the benchmark measures.
open class View {
    /// The backing layer, made with the view as `UIView` makes its `CALayer`; frame, background colour,
    /// hidden, alpha, opaque and clipping live there (see `View+Layer.swift`).
    public let layer: Layer
    public var tag: Int = 0
    public var autoresizingMask: AutoresizingMask = []
    public var isUserInteractionEnabled = true
    /// Whether the view takes more than one touch at a time (`multipleTouchEnabled` in a XIB).
    public var isMultipleTouchEnabled = false
    public var contentMode: ContentMode = .scaleToFill
    /// The rarely set properties (`restorationIdentifier`, `tintColor`, margins, accessibility, runtime
    /// attributes, outlets), allocated on first write (see `View+Extras.swift`).
    var extras: ViewExtras?
    public private(set) var subviews: [View] = []
    public private(set) weak var superview: View?

    public init(frame: Rect = .zero) {
        layer = Layer(frame: frame)
        layer.isOpaque = true
        layer.delegate = self
    }

    /// The type's name as trees print and compare it.
    open var className: String { "View" }

    /// A newly initialised view of the same class, whose properties are the class's defaults.
    open func makeFresh() -> View { View() }

    /// Adds `view` on top of the subviews, taking it from its previous superview first, as UIKit does.
    public func addSubview(_ view: View) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
        layer.addSublayer(view.layer)
    }

    public func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
        layer.removeFromSuperlayer()
    }

    /// The views below this one that a tree prints and compares, each with the name of its slot.
    ///
    /// Plain views list their subviews; a cell lists its background views and content view by role.
    open var children: [(slot: String, view: View)] {
        subviews.enumerated().map { ("subviews[\($0.offset)]", $0.element) }
    }

    /// Every property that makes two views equal, in a fixed order, with exact printed values.
    open func appendProperties(to list: inout [ViewProperty]) {
        list.append("frame", frame)
        list.append("tag", tag)
        list.append("backgroundColor", backgroundColor)
        list.append("autoresizingMask", autoresizingMask)
        list.append("hidden", isHidden)
        list.append("alpha", alpha)
        list.append("opaque", isOpaque)
        list.append("clipsToBounds", clipsToBounds)
        list.append("userInteractionEnabled", isUserInteractionEnabled)
        list.append("multipleTouchEnabled", isMultipleTouchEnabled)
        list.append("contentMode", contentMode.rawValue)
        list.append("restorationIdentifier", restorationIdentifier.map { "\"\($0)\"" })
        list.append("tintColor", tintColor)
        list.append("preservesSuperviewLayoutMargins", preservesSuperviewLayoutMargins)
        list.append("insetsLayoutMarginsFromSafeArea", insetsLayoutMarginsFromSafeArea)
        list.append("layoutMargins", layoutMargins)
        list.append("accessibility", accessibility)
        list.append(
            "userDefinedRuntimeAttributes",
            "[" + userDefinedRuntimeAttributes.map(\.description).joined(separator: ", ") + "]")
        list.append("outlets", describeOutlets())
        list.append(
            "outletCollections",
            "["
                + outletCollections.map {
                    "\($0.name) → [" + $0.objects.map(describeReference).joined(separator: ", ") + "]"
                }.joined(separator: ", ") + "]")
        list.append("constraints", constraints.count)
        list.append("layoutGuides", "[" + layoutGuides.map(\.identifier).joined(separator: ", ") + "]")
        list.append(
            "gestureRecognizers", "[" + gestureRecognizers.map(describeGestureRecognizer).joined(separator: ", ") + "]")
        list.append("layoutExtras", layoutExtras)
    }

    /// Works out whatever this view computes from its properties (a label's fitted font size).
    ///
    /// Every construction method calls this on the finished row, as UIKit's layout pass would, so
    /// text measurement is part of building a row wherever it is still needed. It walks `subviews`
    /// directly rather than `children`, which names every slot: layout runs inside every timed row.
    open func layoutIfNeeded(measurer: TextMeasuring) throws {
        for child in subviews { try child.layoutIfNeeded(measurer: measurer) }
    }

    /// Called once on every view a nib made, after all of its objects exist and are connected, as
    /// UIKit's nib loading sends `awakeFromNib`. Views made in code or from a XIB template never get it.
    open func awakeFromNib() {}

    /// Issues this view's own drawing (not its subviews') into `context`, in its own coordinates: a
    /// plain view fills its bounds with its background colour, as `UIView` does; subclasses add theirs.
    open func draw(in context: inout DrawingContext) throws {
        context.fill(bounds, backgroundColor)
    }

    public var properties: [ViewProperty] {
        var list: [ViewProperty] = []
        appendProperties(to: &list)
        return list
    }
}
