import Views

/// `UIScrollView`'s keys, after `UIView`'s; each written only when it differs from UIKit's default.
extension ScrollView {
    public static let scrollViewNibCoding = NibClassCoding.view(
        "UIScrollView", ScrollView.self, make: { ScrollView() },
        decodeKeys: { try decodeScrollViewKeys($0, from: $1) },
        encodeKeys: { try encodeScrollViewKeys($0, to: $1) })

    public static func decodeScrollViewKeys(_ view: ScrollView, from coder: NibDecoder, subviews: Bool = true) throws {
        try decodeViewKeys(view, from: coder, subviews: subviews)
        if let flag = try coder.decodeBool(forKey: "UIScrollDisabled") { view.isScrollEnabled = !flag }
        if let flag = try coder.decodeBool(forKey: "UIShowsHorizontalScrollIndicator") {
            view.showsHorizontalScrollIndicator = flag
        }
        if let flag = try coder.decodeBool(forKey: "UIShowsVerticalScrollIndicator") {
            view.showsVerticalScrollIndicator = flag
        }
        if let flag = try coder.decodeBool(forKey: "UIBouncesDisabled") { view.bounces = !flag }
        if let flag = try coder.decodeBool(forKey: "UIBouncesZoom") { view.bouncesZoom = flag }
        if let flag = try coder.decodeBool(forKey: "UIAlwaysBounceHorizontal") { view.alwaysBounceHorizontal = flag }
        if let flag = try coder.decodeBool(forKey: "UIAlwaysBounceVertical") { view.alwaysBounceVertical = flag }
        if let flag = try coder.decodeBool(forKey: "UIPagingEnabled") { view.isPagingEnabled = flag }
        if let flag = try coder.decodeBool(forKey: "UIDirectionalLockEnabled") { view.isDirectionalLockEnabled = flag }
        if let mode = try coder.decodeEnum(forKey: "UIKeyboardDismissMode", in: KeyboardDismissMode.allCases) {
            view.keyboardDismissMode = mode
        }
    }

    public static func encodeScrollViewKeys(_ view: ScrollView, to coder: NibEncoder) throws {
        try encodeViewKeys(view, to: coder)
        if !view.isScrollEnabled { coder.encodeBool(true, forKey: "UIScrollDisabled") }
        if !view.showsHorizontalScrollIndicator { coder.encodeBool(false, forKey: "UIShowsHorizontalScrollIndicator") }
        if !view.showsVerticalScrollIndicator { coder.encodeBool(false, forKey: "UIShowsVerticalScrollIndicator") }
        if !view.bounces { coder.encodeBool(true, forKey: "UIBouncesDisabled") }
        if !view.bouncesZoom { coder.encodeBool(false, forKey: "UIBouncesZoom") }
        if view.alwaysBounceHorizontal { coder.encodeBool(true, forKey: "UIAlwaysBounceHorizontal") }
        if view.alwaysBounceVertical { coder.encodeBool(true, forKey: "UIAlwaysBounceVertical") }
        if view.isPagingEnabled { coder.encodeBool(true, forKey: "UIPagingEnabled") }
        if view.isDirectionalLockEnabled { coder.encodeBool(true, forKey: "UIDirectionalLockEnabled") }
        if view.keyboardDismissMode != .none {
            coder.encodeEnum(
                view.keyboardDismissMode, in: KeyboardDismissMode.allCases, forKey: "UIKeyboardDismissMode")
        }
    }
}
