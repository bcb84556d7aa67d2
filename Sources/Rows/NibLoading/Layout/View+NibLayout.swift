import Views

/// The `UIView` keys of Auto Layout and of the rarely set layout flags: `UIViewLayoutGuides` (the
/// safe-area guide), `UIViewAutolayoutConstraints` (the constraints the view holds), `UIAutoresizeSubviews`,
/// `UIViewLayoutMarginsFollowReadableWidth`, `UIViewDirectionalLayoutMargins` and `UIContentStretch`.
///
/// Read after the subviews (a cell's after its content view), because a constraint names the view that
/// holds it and its subviews: the view is registered with the decoder first, as `UINibDecoder` answers a
/// reference to an object whose `initWithCoder:` is running with that object. Each key costs a view that
/// lacks it one key-mask test, and an archive without any of them (the seed's rows) one test per view
/// for all of them (`NibIndex.hasRareViewKeys`).
extension View {
    static func decodeViewLayout(_ view: View, from coder: NibDecoder) throws {
        guard coder.index.hasRareViewKeys else { return }
        if let guides = try coder.decodeArray(forKey: "UIViewLayoutGuides") {
            view.layoutGuides = try guides.map { element in
                guard case .object(let object) = element, let guide = object as? LayoutGuide else {
                    throw coder.error("key 'UIViewLayoutGuides' holds \(element.kindDescription), not a layout guide")
                }
                guide.owningView = view
                return guide
            }
        }
        if coder.containsValue(forKey: "UIViewAutolayoutConstraints") {
            coder.registerCurrent(view)
            view.constraints = try (coder.decodeArray(forKey: "UIViewAutolayoutConstraints") ?? []).map { element in
                guard case .object(let object) = element, let constraint = object as? LayoutConstraint else {
                    throw coder.error(
                        "key 'UIViewAutolayoutConstraints' holds \(element.kindDescription), not a layout constraint")
                }
                return constraint
            }
        }
        var extras = view.layoutExtras
        if let flag = try coder.decodeBool(forKey: "UIAutoresizeSubviews") { extras.autoresizesSubviews = flag }
        if let flag = try coder.decodeBool(forKey: "UIViewLayoutMarginsFollowReadableWidth") {
            extras.layoutMarginsFollowReadableWidth = flag
        }
        if let insets = try coder.decodeInsets(forKey: "UIViewDirectionalLayoutMargins") {
            extras.directionalLayoutMargins = DirectionalEdgeInsets(
                top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
        }
        if let rect = try coder.decodeRect(forKey: "UIContentStretch") { extras.contentStretch = rect }
        if extras != view.layoutExtras { view.layoutExtras = extras }
    }

    static func encodeViewLayout(_ view: View, to coder: NibEncoder) throws {
        if !view.layoutGuides.isEmpty { try coder.encodeObjects(view.layoutGuides, forKey: "UIViewLayoutGuides") }
        if !view.constraints.isEmpty {
            try coder.encodeObjects(view.constraints, forKey: "UIViewAutolayoutConstraints")
        }
        let extras = view.layoutExtras
        if !extras.autoresizesSubviews { coder.encodeBool(false, forKey: "UIAutoresizeSubviews") }
        if extras.layoutMarginsFollowReadableWidth {
            coder.encodeBool(true, forKey: "UIViewLayoutMarginsFollowReadableWidth")
        }
        if let margins = extras.directionalLayoutMargins {
            coder.encodeInsets(
                EdgeInsets(top: margins.top, left: margins.leading, bottom: margins.bottom, right: margins.trailing),
                forKey: "UIViewDirectionalLayoutMargins")
        }
        if let rect = extras.contentStretch { coder.encodeRect(rect, forKey: "UIContentStretch") }
    }
}
