/// The properties of a view that most views never set, kept apart so that they cost one pointer until
/// one of them is written.
///
/// A row of the benchmark is two dozen views that set none of these; stored inline they would have
/// added about 190 bytes to every view, and so to what every construction method allocates per row.
final class ViewExtras {
    var restorationIdentifier: String?
    var tintColor: Color?
    var preservesSuperviewLayoutMargins = false
    var insetsLayoutMarginsFromSafeArea = true
    var layoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    var accessibility = Accessibility.unset
    var userDefinedRuntimeAttributes: [RuntimeAttribute] = []
    var outlets: [Outlet] = []
    var constraints: [LayoutConstraint] = []
    var layoutGuides: [LayoutGuide] = []
    var gestureRecognizers: [GestureRecognizer] = []
    var outletCollections: [OutletCollection] = []
    var layout = LayoutExtras()
    /// A label's styled text (`Label.attributedText`).
    var attributedText: AttributedText?

    /// The values a view has before any is set. Only ever read (writes go to a view's own extras), so
    /// sharing it between threads is safe.
    nonisolated(unsafe) static let defaults = ViewExtras()
}

extension View {
    /// The extras for writing, made on first use.
    private var writableExtras: ViewExtras {
        if let extras { return extras }
        let made = ViewExtras()
        extras = made
        return made
    }

    /// As `writableExtras`, for the label's attributed text in another file.
    var writableExtrasForLabel: ViewExtras { writableExtras }

    private var readableExtras: ViewExtras { extras ?? ViewExtras.defaults }

    /// The identifier state restoration saves the view under.
    public var restorationIdentifier: String? {
        get { readableExtras.restorationIdentifier }
        set { writableExtras.restorationIdentifier = newValue }
    }

    /// The view's own tint; nil inherits the superview's, as in UIKit.
    public var tintColor: Color? {
        get { readableExtras.tintColor }
        set { writableExtras.tintColor = newValue }
    }

    public var preservesSuperviewLayoutMargins: Bool {
        get { readableExtras.preservesSuperviewLayoutMargins }
        set { writableExtras.preservesSuperviewLayoutMargins = newValue }
    }

    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { readableExtras.insetsLayoutMarginsFromSafeArea }
        set { writableExtras.insetsLayoutMarginsFromSafeArea = newValue }
    }

    /// UIKit's default margins are 8 points on every side.
    public var layoutMargins: EdgeInsets {
        get { readableExtras.layoutMargins }
        set { writableExtras.layoutMargins = newValue }
    }

    public var accessibility: Accessibility {
        get { readableExtras.accessibility }
        set { writableExtras.accessibility = newValue }
    }

    /// Key paths and values a custom class would be given (`userDefinedRuntimeAttributes` in a XIB).
    public var userDefinedRuntimeAttributes: [RuntimeAttribute] {
        get { readableExtras.userDefinedRuntimeAttributes }
        set { writableExtras.userDefinedRuntimeAttributes = newValue }
    }

    /// The constraints this view holds (those its `<constraints>` lists), in document order.
    public var constraints: [LayoutConstraint] {
        get { readableExtras.constraints }
        set { writableExtras.constraints = newValue }
    }

    /// The layout guides this view owns (the safe-area guide, for a template).
    public var layoutGuides: [LayoutGuide] {
        get { readableExtras.layoutGuides }
        set { writableExtras.layoutGuides = newValue }
    }

    /// The gesture recognizers attached to this view, in document order.
    public var gestureRecognizers: [GestureRecognizer] {
        get { readableExtras.gestureRecognizers }
        set { writableExtras.gestureRecognizers = newValue }
    }

    /// Outlet collections a template connected from this view, in document order.
    public var outletCollections: [OutletCollection] {
        get { readableExtras.outletCollections }
        set { writableExtras.outletCollections = newValue }
    }

    /// Appends `object` to this view's outlet collection `name`, made on first use, as a XIB's
    /// `<outletCollection>` or a nib's collection connection does. The collection `gestureRecognizers` is
    /// UIKit's own property: a recognizer appended to it is attached to this view instead.
    public func append(_ object: AnyObject, toOutletCollection name: String) {
        if name == "gestureRecognizers", let recognizer = object as? GestureRecognizer {
            recognizer.view = self
            gestureRecognizers.append(recognizer)
        } else if let position = outletCollections.firstIndex(where: { $0.name == name }) {
            outletCollections[position].append(object)
        } else {
            var made = OutletCollection(name: name)
            made.append(object)
            outletCollections.append(made)
        }
    }

    /// The rarely set layout flags and insets (`autoresizesSubviews`, directional margins, ...).
    public var layoutExtras: LayoutExtras {
        get { readableExtras.layout }
        set { writableExtras.layout = newValue }
    }

    /// Outlets a template connected from this view, in document order.
    public var outlets: [Outlet] {
        get { readableExtras.outlets }
        set { writableExtras.outlets = newValue }
    }
}
