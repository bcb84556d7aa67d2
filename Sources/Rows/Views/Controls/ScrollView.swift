/// A view that scrolls its content, as `UIScrollView`; the base of text and collection views.
///
/// Only settings are modelled (there is no content offset or scrolling). Defaults are UIKit's, which
/// Interface Builder also assumes when a XIB leaves an attribute out.
open class ScrollView: View {
    public enum KeyboardDismissMode: String, CaseIterable, Sendable { case none, onDrag, interactive }

    public var isScrollEnabled = true
    public var showsHorizontalScrollIndicator = true
    public var showsVerticalScrollIndicator = true
    public var bounces = true
    public var alwaysBounceHorizontal = false
    public var alwaysBounceVertical = false
    public var isPagingEnabled = false
    public var isDirectionalLockEnabled = false
    public var keyboardDismissMode: KeyboardDismissMode = .none
    public var bouncesZoom = true

    open override var className: String { "ScrollView" }
    open override func makeFresh() -> View { ScrollView() }

    open override func appendProperties(to list: inout [ViewProperty]) {
        super.appendProperties(to: &list)
        list.append("scrollEnabled", isScrollEnabled)
        list.append("showsHorizontalScrollIndicator", showsHorizontalScrollIndicator)
        list.append("showsVerticalScrollIndicator", showsVerticalScrollIndicator)
        list.append("bounces", bounces)
        list.append("alwaysBounceHorizontal", alwaysBounceHorizontal)
        list.append("alwaysBounceVertical", alwaysBounceVertical)
        list.append("pagingEnabled", isPagingEnabled)
        list.append("directionalLockEnabled", isDirectionalLockEnabled)
        list.append("keyboardDismissMode", keyboardDismissMode.rawValue)
        list.append("bouncesZoom", bouncesZoom)
    }
}
