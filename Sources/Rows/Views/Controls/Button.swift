import Typesetting

/// A button, as `UIButton`: a title, title colours and images per control state.
///
/// Defaults are what a XIB means when it leaves an attribute out: a custom button (Interface Builder
/// writes `buttonType` for every other type), UIKit's 15 pt system title font, middle truncation, and no
/// title, colour or image for any state (UIKit then draws its own per type). The title is not measured:
/// buttons do not shrink their text in this model.
open class Button: Control {
    public var buttonType: ButtonType = .custom
    public var font: FontDescriptor = .system(15)
    public var lineBreakMode: LineBreakMode = .middleTruncation
    public var titles: [ControlState: String] = [:]
    public var titleColors: [ControlState: Color] = [:]
    public var titleShadowColors: [ControlState: Color] = [:]
    /// Image names per state.
    public var images: [ControlState: String] = [:]
    public var backgroundImages: [ControlState: String] = [:]
    public var titleShadowOffset = Size.zero
    public var contentEdgeInsets = EdgeInsets.zero
    public var titleEdgeInsets = EdgeInsets.zero
    public var imageEdgeInsets = EdgeInsets.zero
    public var showsTouchWhenHighlighted = false
    public var adjustsImageWhenHighlighted = true
    public var adjustsImageWhenDisabled = true
    public var reversesTitleShadowWhenHighlighted = false
    /// Per state, how an image given as an SF Symbol (or `<imageReference>`) is named; `images` holds the name.
    public var imageReferences: [ControlState: ImageReference] = [:]
    /// The iOS 15 configuration, when the XIB gives one.
    public var configuration: ButtonConfiguration?
    /// Per state, how its SF Symbol is sized (`setPreferredSymbolConfiguration(_:forImageIn:)`).
    public var preferredSymbolConfigurations: [ControlState: SymbolConfiguration] = [:]

    open override var className: String { "Button" }
    open override func makeFresh() -> View { Button() }

    /// `setTitle(_:for:)`.
    public func setTitle(_ title: String?, for state: ControlState) { titles[state] = title }

    /// The title shown in `state`: its own, else the normal one, as UIKit falls back.
    public func title(for state: ControlState) -> String? { titles[state] ?? titles[.normal] }

    open override func appendProperties(to list: inout [ViewProperty]) {
        super.appendProperties(to: &list)
        list.append("buttonType", buttonType.rawValue)
        list.append("font", font)
        list.append("lineBreakMode", lineBreakMode.rawValue)
        list.append("titles", titles.describedByState { "\"\($0)\"" })
        list.append("titleColors", titleColors.describedByState(\.description))
        list.append("titleShadowColors", titleShadowColors.describedByState(\.description))
        list.append("images", images.describedByState { "\"\($0)\"" })
        list.append("backgroundImages", backgroundImages.describedByState { "\"\($0)\"" })
        list.append("titleShadowOffset", titleShadowOffset)
        list.append("contentEdgeInsets", contentEdgeInsets)
        list.append("titleEdgeInsets", titleEdgeInsets)
        list.append("imageEdgeInsets", imageEdgeInsets)
        list.append("showsTouchWhenHighlighted", showsTouchWhenHighlighted)
        list.append("adjustsImageWhenHighlighted", adjustsImageWhenHighlighted)
        list.append("adjustsImageWhenDisabled", adjustsImageWhenDisabled)
        list.append("reversesTitleShadowWhenHighlighted", reversesTitleShadowWhenHighlighted)
        list.append("imageReferences", imageReferences.describedByState(\.description))
        list.append("configuration", configuration)
        list.append("preferredSymbolConfigurations", preferredSymbolConfigurations.describedByState(\.description))
    }
}
