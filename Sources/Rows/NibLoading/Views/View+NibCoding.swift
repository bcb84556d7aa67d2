import Views

/// `UIView`'s keys. The frame is archived as `UIBounds` (origin zero) and `UICenter`, as UIKit does;
/// every other key is left out when it holds the value a new view of the same class has.
extension View {
    public static let viewNibCoding = NibClassCoding.view(
        "UIView", View.self, make: { View() },
        decodeKeys: { try decodeViewKeys($0, from: $1) },
        encodeKeys: { try encodeViewKeys($0, to: $1) })

    /// A table cell's content view: a plain view in the model, archived under UIKit's class.
    public static let contentViewCoding = NibClassCoding(
        className: "UITableViewCellContentView", fallbackClassNames: ["UIView"],
        decode: { coder in
            let view = View()
            try decodeViewKeys(view, from: coder)
            return .object(view)
        })

    /// The separator line a table cell archives among its subviews (section 7.8 of the format notes).
    /// Decoded as UIKit decodes it, then left out of the tree: the model draws no separators.
    public static let separatorViewCoding = NibClassCoding(
        className: "_UITableViewCellSeparatorView",
        decode: { coder in
            let view = TableViewCellSeparatorView()
            try decodeViewKeys(view, from: coder)
            return .object(view)
        })

    /// The background view iOS 14+ cells archive among their subviews (`_UISystemBackgroundView`, with a
    /// `UIBackgroundConfiguration` under `configurationAPI`, kept): decoded and left out of the tree
    /// like the separator, as a XIB does not show it.
    public static let systemBackgroundViewCoding = NibClassCoding(
        className: "_UISystemBackgroundView",
        decode: { coder in
            let view = TableViewCellSeparatorView()
            try decodeViewKeys(view, from: coder)
            _ = try coder.decodeObject(forKey: "configurationAPI")
            return .object(view)
        })

    /// A visual-effect view's content view (`_UIVisualEffectContentView`): a plain view, as a XIB's
    /// `<view key="contentView">`.
    public static let visualEffectContentViewCoding = NibClassCoding(
        className: "_UIVisualEffectContentView", fallbackClassNames: ["UIView"],
        decode: { coder in
            let view = View()
            try decodeViewKeys(view, from: coder)
            return .object(view)
        })

    /// Reads the `UIView` keys into `view`; with `subviews` false the caller reads `UISubviews` itself.
    public static func decodeViewKeys(_ view: View, from coder: NibDecoder, subviews: Bool = true) throws {
        if let bounds = try coder.decodeRect(forKey: "UIBounds") {
            let center = try coder.decodePoint(forKey: "UICenter") ?? Point(x: bounds.width / 2, y: bounds.height / 2)
            view.frame = Rect(
                x: center.x - bounds.width / 2, y: center.y - bounds.height / 2, width: bounds.width,
                height: bounds.height)
            // Written only where no centre gives the origin back exactly (see `center`).
            if coder.index.hasRareViewKeys, let origin = try coder.decodePoint(forKey: "NibOrNotFrameOrigin") {
                view.frame.origin = origin
            }
        }
        if let color = try coder.decodeColor(forKey: "UIBackgroundColor") { view.backgroundColor = color }
        if let flag = try coder.decodeBool(forKey: "UIOpaque") { view.isOpaque = flag }
        if let mask = try coder.decodeInteger(forKey: "UIAutoresizingMask") {
            view.autoresizingMask = AutoresizingMask(rawValue: mask)
        }
        if let flag = try coder.decodeBool(forKey: "UIClipsToBounds") { view.clipsToBounds = flag }
        if let mode = try coder.decodeEnum(forKey: "UIContentMode", in: ContentMode.allCases) {
            view.contentMode = mode
        }
        if let flag = try coder.decodeBool(forKey: "UIUserInteractionDisabled") {
            view.isUserInteractionEnabled = !flag
        }
        if let flag = try coder.decodeBool(forKey: "UIMultipleTouchEnabled") { view.isMultipleTouchEnabled = flag }
        if let flag = try coder.decodeBool(forKey: "UIHidden") { view.isHidden = flag }
        if let tag = try coder.decodeInteger(forKey: "UITag") { view.tag = tag }
        if let alpha = try coder.decodeDouble(forKey: "UIAlpha") { view.alpha = alpha }
        if subviews, let children = try coder.decodeViews(forKey: "UISubviews", layoutGuidesTo: view) {
            for child in children {
                guard child.superview == nil else {
                    throw coder.error("lists a view in UISubviews that already has a superview")
                }
                view.addSubview(child)
            }
        }
        try decodeViewExtras(view, from: coder)
        // A cell reads its content view first and its layout keys itself, after it.
        if subviews { try decodeViewLayout(view, from: coder) }
    }

    /// Writes the `UIView` keys of `view`; with `subviews` false the caller writes `UISubviews` itself.
    public static func encodeViewKeys(_ view: View, to coder: NibEncoder, subviews: Bool = true) throws {
        let fresh = view.makeFresh()
        coder.encodeRect(view.frame.bounds, forKey: "UIBounds")
        let center = Point(
            x: center(view.frame.origin.x, view.frame.width), y: center(view.frame.origin.y, view.frame.height))
        coder.encodePoint(center, forKey: "UICenter")
        if center.x - view.frame.width / 2 != view.frame.origin.x
            || center.y - view.frame.height / 2 != view.frame.origin.y
        {
            coder.encodePoint(view.frame.origin, forKey: "NibOrNotFrameOrigin")
        }
        if view.backgroundColor != fresh.backgroundColor {
            coder.encodeColor(view.backgroundColor, forKey: "UIBackgroundColor")
        }
        if view.isOpaque != fresh.isOpaque { coder.encodeBool(view.isOpaque, forKey: "UIOpaque") }
        if view.autoresizingMask != fresh.autoresizingMask {
            coder.encodeInteger(view.autoresizingMask.rawValue, forKey: "UIAutoresizingMask")
        }
        if view.clipsToBounds != fresh.clipsToBounds { coder.encodeBool(view.clipsToBounds, forKey: "UIClipsToBounds") }
        if view.contentMode != fresh.contentMode {
            coder.encodeEnum(view.contentMode, in: ContentMode.allCases, forKey: "UIContentMode")
        }
        if view.isUserInteractionEnabled != fresh.isUserInteractionEnabled {
            coder.encodeBool(!view.isUserInteractionEnabled, forKey: "UIUserInteractionDisabled")
        }
        if view.isMultipleTouchEnabled != fresh.isMultipleTouchEnabled {
            coder.encodeBool(view.isMultipleTouchEnabled, forKey: "UIMultipleTouchEnabled")
        }
        if view.isHidden != fresh.isHidden { coder.encodeBool(view.isHidden, forKey: "UIHidden") }
        if view.tag != fresh.tag { coder.encodeInteger(view.tag, forKey: "UITag") }
        if view.alpha != fresh.alpha { coder.encodeDouble(view.alpha, forKey: "UIAlpha") }
        if subviews, !view.subviews.isEmpty {
            try coder.encodeObjects(view.subviews, className: "NSMutableArray", forKey: "UISubviews")
        }
        try encodeViewExtras(view, fresh: fresh, to: coder)
        if subviews { try encodeViewLayout(view, to: coder) }
    }
}

extension View {
    /// The centre coordinate that gives back exactly `origin` when the decoder subtracts half of `size`:
    /// `origin + size / 2` rounds, and for thirds of a point it can come back one unit in the last place
    /// off, so the neighbouring doubles are tried. Where none does (the centre's last place is coarser
    /// than the origin's), the writer adds the project's own `NibOrNotFrameOrigin`: UIKit would place
    /// the view a few units in the last place off, and the model's trees compare frames exactly.
    static func center(_ origin: Double, _ size: Double) -> Double {
        let half = size / 2
        let plain = origin + half
        guard plain - half != origin else { return plain }
        var above = plain, below = plain
        for _ in 0..<4 {
            above = above.nextUp
            if above - half == origin { return above }
            below = below.nextDown
            if below - half == origin { return below }
        }
        return plain
    }
}

/// The separator view (and system background view) a table cell decodes and the model leaves out of its tree.
final class TableViewCellSeparatorView: View {}
